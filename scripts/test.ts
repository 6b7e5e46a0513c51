import { spawn } from "node:child_process";

/**
 * `npm test`: every check, each started as soon as the checks it needs have passed (see AFTER),
 * so a 2-core machine keeps both cores busy; nothing starts after a check it needs failed. Each
 * phase's wall time is printed at the end, so a slow CI run says where its time went.
 * `.ci/run` prints the install's time the same way before it.
 */

export const PHASES = ["typecheck", "lint", "check:deployable", "test:unit", "test:e2e"] as const;
export type Phase = (typeof PHASES)[number];

/**
 * What each phase waits for. The static checks are one thread each and start together. The unit
 * tests need only code that compiles and deploys, so they start beside the linter's long tail
 * (typecheck ends ~90 s before lint on this machine) instead of leaving a core idle. The browser
 * journeys, the longest phase, wait for everything: a lint failure still stops the run before them.
 */
export const AFTER: Readonly<Record<Phase, readonly Phase[]>> = {
  typecheck: [],
  lint: [],
  "check:deployable": [],
  "test:unit": ["typecheck", "check:deployable"],
  "test:e2e": ["typecheck", "lint", "check:deployable", "test:unit"],
};

/** The tests print as they go; the static checks' output is held and printed whole at their end. */
export const STREAMED: ReadonlySet<Phase> = new Set<Phase>(["test:unit", "test:e2e"]);

export type PhaseState = "waiting" | "running" | "passed" | "failed" | "skipped";

/** Phases to start now: waiting, with everything they need passed. */
export function readyPhases(states: Readonly<Record<Phase, PhaseState>>): Phase[] {
  return PHASES.filter(
    (phase) =>
      states[phase] === "waiting" && AFTER[phase].every((need) => states[need] === "passed"),
  );
}

/** Phases that can never start: waiting on something that failed or was skipped. */
export function blockedPhases(states: Readonly<Record<Phase, PhaseState>>): Phase[] {
  return PHASES.filter(
    (phase) =>
      states[phase] === "waiting" &&
      AFTER[phase].some((need) => states[need] === "failed" || states[need] === "skipped"),
  );
}

/** `wallMs`: the run's own time; phases run side by side overlap, so it is not their sum. */
export function formatTimings(
  timings: { phase: string; ms: number; ok: boolean }[],
  wallMs: number,
): string {
  const rows = timings.map(
    (t) =>
      `  ${t.phase.padEnd(18)} ${(t.ms / 1000).toFixed(1).padStart(7)} s${t.ok ? "" : "  FAILED"}`,
  );
  return [
    "npm test, time per phase:",
    ...rows,
    `  ${"total (wall)".padEnd(18)} ${(wallMs / 1000).toFixed(1).padStart(7)} s`,
  ].join("\n");
}

type Outcome = { code: number; output: Buffer[] };

/** Runs an npm script; streamed it prints as it goes, held its output is kept for the end. */
function run(script: string, hold: boolean): Promise<Outcome> {
  return new Promise((resolve) => {
    const output: Buffer[] = [];
    const child = spawn("npm", ["run", "--silent", script], {
      stdio: hold ? ["inherit", "pipe", "pipe"] : "inherit",
    });
    child.stdout?.on("data", (chunk: Buffer) => output.push(chunk));
    child.stderr?.on("data", (chunk: Buffer) => output.push(chunk));
    child.on("close", (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

async function main() {
  const runStarted = performance.now();
  const timings: { phase: string; ms: number; ok: boolean }[] = [];
  const states = Object.fromEntries(PHASES.map((phase) => [phase, "waiting"])) as Record<
    Phase,
    PhaseState
  >;
  let exitCode = 0;
  await new Promise<void>((done) => {
    const advance = () => {
      // Until nothing changes: a skipped phase blocks those waiting on it in turn.
      for (
        let blocked = blockedPhases(states);
        blocked.length > 0;
        blocked = blockedPhases(states)
      ) {
        for (const phase of blocked) states[phase] = "skipped";
      }
      for (const phase of readyPhases(states)) {
        states[phase] = "running";
        const started = performance.now();
        const hold = !STREAMED.has(phase);
        void run(phase, hold).then(({ code, output }) => {
          if (hold) process.stdout.write(`\n> ${phase}\n${Buffer.concat(output).toString()}`);
          timings.push({ phase, ms: performance.now() - started, ok: code === 0 });
          states[phase] = code === 0 ? "passed" : "failed";
          if (code !== 0 && exitCode === 0) exitCode = code;
          advance();
        });
      }
      if (PHASES.every((phase) => states[phase] !== "waiting" && states[phase] !== "running")) {
        done();
      }
    };
    advance();
  });
  timings.sort((a, b) => PHASES.indexOf(a.phase as Phase) - PHASES.indexOf(b.phase as Phase));
  console.log(`\n${formatTimings(timings, performance.now() - runStarted)}`);
  process.exitCode = exitCode;
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, "/"))) {
  await main();
}

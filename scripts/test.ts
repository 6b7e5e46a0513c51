import { spawn } from "node:child_process";

/**
 * `npm test`: the checks in order (the static ones side by side, see GROUPS), stopping after the
 * first group with a failure, with each phase's wall time printed at the end, so a slow CI run
 * says where its time went.
 * `.ci/run` prints the install's time the same way before it.
 */

export const PHASES = ["typecheck", "lint", "check:deployable", "test:unit", "test:e2e"] as const;

/**
 * Phases that run side by side: the static checks are each one thread, so on a 2-core machine
 * they share the cores instead of waiting in line. Their output is held and printed whole, in
 * order, as each group ends. The tests run alone: each keeps both cores busy.
 */
export const GROUPS: readonly (readonly (typeof PHASES)[number][])[] = [
  ["typecheck", "lint", "check:deployable"],
  ["test:unit"],
  ["test:e2e"],
];

/** `wallMs`: the run's own time; phases run side by side overlap, so it is not their sum. */
export function formatTimings(
  timings: { phase: string; ms: number; ok: boolean }[],
  wallMs: number,
): string {
  const total = wallMs;
  const rows = timings.map(
    (t) =>
      `  ${t.phase.padEnd(18)} ${(t.ms / 1000).toFixed(1).padStart(7)} s${t.ok ? "" : "  FAILED"}`,
  );
  return [
    "npm test, time per phase:",
    ...rows,
    `  ${"total (wall)".padEnd(18)} ${(total / 1000).toFixed(1).padStart(7)} s`,
  ].join("\n");
}

type Outcome = { code: number; output: Buffer[] };

/** Runs an npm script; alone it prints as it goes, beside others its output is held. */
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
  let exitCode = 0;
  for (const group of GROUPS) {
    const hold = group.length > 1;
    const outcomes = await Promise.all(
      group.map(async (phase) => {
        const started = performance.now();
        const outcome = await run(phase, hold);
        return { phase, ms: performance.now() - started, ...outcome };
      }),
    );
    for (const { phase, ms, code, output } of outcomes) {
      if (hold) process.stdout.write(`\n> ${phase}\n${Buffer.concat(output).toString()}`);
      timings.push({ phase, ms, ok: code === 0 });
      if (code !== 0) exitCode = code;
    }
    if (exitCode !== 0) break;
  }
  console.log(`\n${formatTimings(timings, performance.now() - runStarted)}`);
  process.exitCode = exitCode;
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, "/"))) {
  await main();
}

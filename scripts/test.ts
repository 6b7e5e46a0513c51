import { spawn } from "node:child_process";

/**
 * `npm test`: the checks in order, stopping at the first that fails (as `a && b && …` would),
 * with each phase's wall time printed at the end, so a slow CI run says where its time went.
 * `.ci/run` prints the install's time the same way before it.
 */

export const PHASES = ["typecheck", "lint", "check:deployable", "test:unit", "test:e2e"] as const;

export function formatTimings(timings: { phase: string; ms: number; ok: boolean }[]): string {
  const total = timings.reduce((sum, t) => sum + t.ms, 0);
  const rows = timings.map(
    (t) =>
      `  ${t.phase.padEnd(18)} ${(t.ms / 1000).toFixed(1).padStart(7)} s${t.ok ? "" : "  FAILED"}`,
  );
  return [
    "npm test, time per phase:",
    ...rows,
    `  ${"total".padEnd(18)} ${(total / 1000).toFixed(1).padStart(7)} s`,
  ].join("\n");
}

function run(script: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", script], { stdio: "inherit" });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function main() {
  const timings: { phase: string; ms: number; ok: boolean }[] = [];
  let exitCode = 0;
  for (const phase of PHASES) {
    const started = performance.now();
    exitCode = await run(phase);
    timings.push({ phase, ms: performance.now() - started, ok: exitCode === 0 });
    if (exitCode !== 0) break;
  }
  console.log(`\n${formatTimings(timings)}`);
  process.exitCode = exitCode;
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, "/"))) {
  await main();
}

/**
 * `npm run bench`: prints each benchmark's figures against its budget and
 * exits non-zero if any budget is exceeded.
 */
import { kib, measureHomeRouteBundle } from "./bundle";
import { measureGenerationOverhead, PARALLEL_TARGET } from "./generationOverhead";

function pad(text: string, width: number) {
  return text.padEnd(width);
}

async function benchBundle(): Promise<boolean> {
  console.log("Bundle: JavaScript the home route loads before interaction (gzip level 9)\n");
  const report = await measureHomeRouteBundle();
  const width = Math.max(...report.chunks.map((chunk) => chunk.file.length), 4) + 2;
  console.log(`  ${pad("file", width)}${"raw KiB".padStart(10)}${"gzip KiB".padStart(10)}`);
  for (const chunk of report.chunks) {
    console.log(
      `  ${pad(chunk.file, width)}${kib(chunk.bytes).toFixed(1).padStart(10)}${kib(chunk.gzipBytes).toFixed(1).padStart(10)}`,
    );
  }
  const total = kib(report.totalGzipBytes).toFixed(1);
  const verdict = report.withinBudget ? "within budget" : "OVER BUDGET";
  console.log(`\nhome route JS: ${total} KiB gzip (budget ${report.budgetKiB} KiB) — ${verdict}`);
  return report.withinBudget;
}

async function benchGenerationOverhead(): Promise<boolean> {
  console.log(
    "\nGeneration pipeline overhead (fake provider, local backend engine, median of 5)\n",
  );
  const report = await measureGenerationOverhead();
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  console.log(`  provider answers in           ${ms(report.providerMs)}`);
  console.log(`  one job, request → result     ${ms(report.oneJobMs)}`);
  console.log(`  pipeline overhead per job     ${ms(report.overheadMs)}`);
  console.log(`  three legends in parallel     ${ms(report.threeJobsMs)}`);
  const verdict = report.withinTarget ? "within target" : "OVER TARGET";
  console.log(
    `\n3 in parallel vs one: ${report.ratio.toFixed(2)}× (target ≤ ${PARALLEL_TARGET}×) — ${verdict}`,
  );
  return report.withinTarget;
}

const results = [await benchBundle(), await benchGenerationOverhead()];
if (results.some((ok) => !ok)) process.exitCode = 1;

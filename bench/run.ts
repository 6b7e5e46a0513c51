/**
 * `npm run bench [-- name …]`: prints each benchmark's figures (or only the named ones) against
 * its budget and exits non-zero if any budget is exceeded.
 */
import { kib, measureHomeRouteBundle } from "./bundle";
import { measureGenerationOverhead, PARALLEL_TARGET } from "./generationOverhead";
import { FIRST_PAGE, measureIdeasReads } from "./ideasReads";
import { benchIdeasRender } from "./ideasRender";
import {
  COMMIT_GROWTH_LIMIT,
  measureLocalBackendRestart,
  RESTART_TARGET_MS,
} from "./localBackendRestart";
import { benchPresence } from "./presence";
import { measureThumbnails } from "./thumbnails";

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
  const within = (ratio: number) => (ratio <= PARALLEL_TARGET ? "within target" : "OVER TARGET");
  console.log(
    `\n3 in parallel vs one: ${report.ratio.toFixed(2)}× (target ≤ ${PARALLEL_TARGET}×) — ${within(report.ratio)}`,
  );
  const { ideas } = report;
  console.log("\n  Get Creative Ideas (ideas.generate, one job per legend)");
  console.log(`  one legend, click → ideas      ${ms(ideas.oneMs)}`);
  console.log(`  three legends in parallel      ${ms(ideas.threeMs)}`);
  console.log(
    `\n3 legends vs one: ${ideas.ratio.toFixed(2)}× (target ≤ ${PARALLEL_TARGET}×) — ${within(ideas.ratio)}`,
  );
  return report.withinTarget;
}

async function benchIdeasReads(): Promise<boolean> {
  console.log("\nDocuments read per query as one user's ideas grow (local backend engine)\n");
  const report = await measureIdeasReads();
  const columns = [
    `My ideas, first ${FIRST_PAGE}`,
    `favourites, first ${FIRST_PAGE}`,
    "ideas count",
  ];
  console.log(`  ${pad("ideas", 10)}${columns.map((c) => c.padStart(24)).join("")}`);
  for (const row of report.rows) {
    const cells = [row.myIdeas, row.favorites, row.count].map((n) => String(n).padStart(24));
    console.log(`  ${pad(row.ideas.toLocaleString("en-US"), 10)}${cells.join("")}`);
  }
  console.log(
    "\n  (a page reads its ideas and the caller's user document; the count reads its counter shards)",
  );
  const verdict = report.constant ? "constant" : "GROWING WITH DATA";
  console.log(`\nreads per query from 100 to 10,000 ideas: ${verdict}`);
  return report.constant;
}

async function benchThumbnails(): Promise<boolean> {
  console.log(
    "\nIdea collage: request → three images stored and served (fake Ideogram, median of 5)\n",
  );
  const report = await measureThumbnails();
  const line = (label: string, value: number) =>
    console.log(`  ${label.padEnd(40)}${value.toFixed(0)} ms`);
  line("fake Ideogram answers each image in", report.providerMs);
  line("request → 3 images stored on the idea", report.storedMs);
  line("request → 3 images served (/api/media)", report.servedMs);
  line("three ideas' collages at once", report.threeIdeasMs);
  const verdict = report.withinBudget ? "within budget" : "OVER BUDGET";
  console.log(
    `\npipeline overhead over the provider's time: ${report.overheadMs.toFixed(0)} ms (budget ${report.budgetMs} ms) — ${verdict}`,
  );
  return report.withinBudget;
}

async function benchLocalBackendRestart(): Promise<boolean> {
  console.log("\nLocal backend persistence: write-ahead log, compaction, restart (20 users)\n");
  const report = await measureLocalBackendRestart();
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  for (const row of report.commits) {
    console.log(
      `  one commit's log append at ${row.ideas.toLocaleString("en-US").padStart(6)} ideas   ${(row.commitUs / 1000).toFixed(2)} ms (append + fdatasync)`,
    );
  }
  const ideas = report.commits.at(-1)!.ideas.toLocaleString("en-US");
  console.log(
    `  compaction at ${ideas} ideas              ${ms(report.compactionMs)} in the background (${report.snapshotMiB.toFixed(1)} MiB snapshot; longest event-loop stall ${ms(report.compactionStallMs)})`,
  );
  console.log(
    `  restore in process                     ${ms(report.restoreMs)} (snapshot + ${report.logCommits} logged commits, ${(report.logKiB / 1024).toFixed(1)} MiB)`,
  );
  console.log(
    `  restart to ready (new worker process)  ${ms(report.restartMs)} (includes loading convex/)`,
  );
  const growthOk = report.commitGrowth <= COMMIT_GROWTH_LIMIT;
  const restartOk = report.restartMs <= RESTART_TARGET_MS;
  console.log(
    `\ncommit cost 50k vs 1k: ${report.commitGrowth.toFixed(2)}× (target ≤ ${COMMIT_GROWTH_LIMIT}×: does not grow with the database) — ${growthOk ? "within target" : "OVER TARGET"}`,
  );
  console.log(
    `restart to ready at ${ideas} ideas: ${ms(report.restartMs)} (target ≤ ${ms(RESTART_TARGET_MS)}) — ${restartOk ? "within target" : "OVER TARGET"}`,
  );
  return report.withinTarget;
}

const benches: Record<string, () => Promise<boolean>> = {
  bundle: benchBundle,
  "generation-overhead": benchGenerationOverhead,
  "ideas-reads": benchIdeasReads,
  thumbnails: benchThumbnails,
  "ideas-render": benchIdeasRender,
  presence: benchPresence,
  "local-backend-restart": benchLocalBackendRestart,
};
const chosen = process.argv.slice(2);
const unknown = chosen.filter((name) => !(name in benches));
if (unknown.length > 0) {
  console.error(
    `Unknown benchmark ${unknown.join(", ")}; known: ${Object.keys(benches).join(", ")}`,
  );
  process.exit(2);
}
const results: boolean[] = [];
for (const [name, run] of Object.entries(benches)) {
  if (chosen.length === 0 || chosen.includes(name)) results.push(await run());
}
if (results.some((ok) => !ok)) process.exitCode = 1;

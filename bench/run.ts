/**
 * `npm run bench`: prints each benchmark's figures against its budget and
 * exits non-zero if any budget is exceeded or any benchmark fails to run.
 * `npm run bench -- lighthouse bundle` runs only the benchmarks named (see BENCHES); options
 * after the names go to the benchmarks that take them (`studio`: bench/studioProvider.ts,
 * e.g. `npm run bench -- studio --heldout --verbose`).
 */
import { kib, measureHomeRouteBundle } from "./bundle";
import { measureHomeRouteCss } from "./css";
import { benchHomeFirstLoad } from "./firstLoad";
import { measureGenerationOverhead, PARALLEL_TARGET } from "./generationOverhead";
import { FIRST_PAGE, measureIdeasReads } from "./ideasReads";
import { benchIdeasRender } from "./ideasRender";
import { benchLiveWrites } from "./liveWrites";
import { benchLighthouse } from "./lighthouse";
import { measureLocalBackend, printLocalBackend } from "./localBackend";
import { measureLocalBackendRestart, printLocalBackendRestart } from "./localBackendRestart";
import { benchPresence } from "./presence";
import { benchPretest } from "./pretest";
import { benchStudioCorpus } from "./studioProvider";
import { measureThumbnails } from "./thumbnails";

function pad(text: string, width: number) {
  return text.padEnd(width);
}

async function benchBundle(): Promise<boolean> {
  console.log(
    "Bundle: JavaScript the home route needs before it renders, read from Vite's manifest (gzip level 9)\n",
  );
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
  console.log(
    `\nhome route JS, static imports: ${total} KiB gzip (budget ${report.budgetKiB} KiB) — ${verdict}`,
  );
  return report.withinBudget;
}

async function benchCss(): Promise<boolean> {
  console.log("\nCSS: what the home route's first paint waits for (gzip level 9)\n");
  const report = await measureHomeRouteCss();
  for (const sheet of report.stylesheets) {
    console.log(
      `  ${pad(sheet.file, 40)}${kib(sheet.bytes).toFixed(1).padStart(10)}${kib(sheet.gzipBytes).toFixed(1).padStart(10)}`,
    );
  }
  const total = kib(report.totalGzipBytes).toFixed(1);
  const cssOk = kib(report.totalGzipBytes) <= report.budgetKiB;
  console.log(
    `\nhome route render-blocking CSS: ${total} KiB gzip (budget ${report.budgetKiB} KiB) — ${cssOk ? "within budget" : "OVER BUDGET"}`,
  );
  const fontsOk = report.fontFiles.length === 0 && report.facesWithoutSwap === 0;
  const fonts = report.fontFiles.join(", ") || "none";
  console.log(
    `font files the first paint waits for or competes with: ${fonts}; ${report.facesWithoutSwap} faces without swap (budget: none, swap; the first view's fonts load after the paint and are counted by the first-load bench) — ${fontsOk ? "within budget" : "OVER BUDGET"}`,
  );
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

async function benchLocalBackend(): Promise<boolean> {
  console.log("\nLocal backend at 1k/10k/50k ideas across 20 users (in-process, real clients)\n");
  return printLocalBackend(await measureLocalBackend());
}

async function benchLocalBackendRestart(): Promise<boolean> {
  console.log(
    "\nLocal backend persistence at 1k/10k/50k ideas across 20 users: log, restart, kill -9\n",
  );
  return printLocalBackendRestart(await measureLocalBackendRestart());
}

/** In the order they run; the names select them on the command line. */
const BENCHES: Record<string, () => Promise<boolean>> = {
  bundle: benchBundle,
  css: benchCss,
  "first-load": () => benchHomeFirstLoad(),
  generation: benchGenerationOverhead,
  "ideas-reads": benchIdeasReads,
  thumbnails: benchThumbnails,
  "ideas-render": () => benchIdeasRender(),
  "live-writes": () => benchLiveWrites(),
  presence: benchPresence,
  pretest: benchPretest,
  studio: () => benchStudioCorpus(options),
  "local-backend": benchLocalBackend,
  "local-backend-restart": benchLocalBackendRestart,
  // The slowest (several minutes): six Lighthouse runs against a fresh production build.
  lighthouse: () => benchLighthouse(),
};

// Benchmarks first, then options for them: `npm run bench -- studio --provider --briefs 4`.
const args = process.argv.slice(2);
const firstOption = args.findIndex((arg) => arg.startsWith("--"));
const asked = firstOption === -1 ? args : args.slice(0, firstOption);
const options = firstOption === -1 ? [] : args.slice(firstOption);
const unknown = asked.filter((name) => !(name in BENCHES));
if (unknown.length > 0) {
  console.error(
    `Unknown benchmark ${unknown.join(", ")}; choose from ${Object.keys(BENCHES).join(", ")}.`,
  );
  process.exit(2);
}
const chosen = asked.length > 0 ? asked : Object.keys(BENCHES);

// A benchmark that throws is reported and counted as failed; the others still run.
const verdicts: [string, "ok" | "OVER" | "FAILED"][] = [];
for (const name of chosen) {
  try {
    verdicts.push([name, (await BENCHES[name]()) ? "ok" : "OVER"]);
  } catch (error) {
    console.error(
      `\n${name}: FAILED to run: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    verdicts.push([name, "FAILED"]);
  }
}
console.log("\nSummary (OVER: a figure missed its budget or target; FAILED: did not run)");
for (const [name, verdict] of verdicts) console.log(`  ${name.padEnd(22)}${verdict}`);
if (verdicts.some(([, verdict]) => verdict !== "ok")) process.exitCode = 1;

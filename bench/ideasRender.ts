/**
 * Issue 7: the first legend's idea is visible in the browser ≤ 300 ms after its job writes it.
 * The production bundle against the local backend (bench/servedApp.ts) in Chromium: the demo
 * account writes a new brief, picks three legends and asks for ideas, round after round, and the
 * page records when each idea card is on screen next to the idea's createdAt (the e2e suite's
 * tests/e2e/support/renderTiming.ts). Alone: `node --import tsx bench/ideasRender.ts [--dev]`
 * (`--dev`: the Vite dev server and development React instead, to compare).
 */
import { pathToFileURL } from "node:url";
import { chromium, type Browser } from "@playwright/test";
import { DEMO_ACCOUNT, signIn } from "../tests/e2e/support/accounts.ts";
import { chromiumExecutable } from "../tests/e2e/support/browser.ts";
import {
  readWriteToRender,
  recordIdeaSightings,
  type WriteToRender,
} from "../tests/e2e/support/renderTiming.ts";
import { VIEWPORTS } from "../tests/e2e/support/screens.ts";
import {
  chooseLegends,
  expectCollagesSettled,
  expectLegendsDone,
  THREE_LEGENDS,
  writeBrief,
} from "../tests/e2e/support/ideasJourney.ts";
import { serveApp } from "./servedApp";

export const WRITE_TO_RENDER_TARGET_MS = 300;
const ROUNDS = 5;
const BRANDS = ["Northbound Coffee", "Lumen Lamps", "Tidewater Swim", "Ferrous Bikes", "Oak & Ink"];

export type IdeasRenderReport = {
  mode: "production" | "development";
  rounds: WriteToRender[];
  medianMs: number;
  maxMs: number;
  withinTarget: boolean;
};

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One new brief, three legends, their ideas: the write → render times seen in this round. */
async function oneRound(browser: Browser, baseURL: string, round: number) {
  const context = await browser.newContext({ baseURL, viewport: VIEWPORTS.desktop });
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await signIn(page, DEMO_ACCOUNT);
    await writeBrief(page, BRANDS[round % BRANDS.length]);
    const panel = await chooseLegends(page, THREE_LEGENDS);
    await recordIdeaSightings(page);
    await panel.getByRole("button", { name: "Get Creative Ideas" }).click();
    const board = await expectLegendsDone(page, THREE_LEGENDS);
    const timing = await readWriteToRender(page);
    await expectCollagesSettled(board);
    if (errors.length > 0) throw new Error(`The page failed: ${errors.join("; ")}`);
    return timing;
  } finally {
    await context.close();
  }
}

export async function measureIdeasRender({
  dev = false,
  rounds = ROUNDS,
}: { dev?: boolean; rounds?: number } = {}): Promise<IdeasRenderReport> {
  let browser: Browser | null = null;
  let app: Awaited<ReturnType<typeof serveApp>> | null = null;
  // Ctrl-C: the round under way stops (its browser closes), everything is cleaned up as on any
  // other ending, and the process exits 130. A second Ctrl-C stops it at once.
  let interrupted = false;
  const onSignal = () => {
    interrupted = true;
    void browser?.close();
  };
  const goOn = () => {
    if (interrupted) throw new Error("Interrupted.");
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  try {
    app = await serveApp({ dev });
    goOn();
    browser = await chromium.launch({
      executablePath: chromiumExecutable(),
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
      // Closed by this function, before the app stops: Playwright's own handlers would exit first.
      handleSIGINT: false,
      handleSIGTERM: false,
    });
    const timings: WriteToRender[] = [];
    for (let round = 0; round < rounds; round++) {
      goOn();
      timings.push(await oneRound(browser, app.url, round));
    }
    const firsts = timings.map((timing) => timing.firstIdeaMs);
    const medianMs = median(firsts);
    return {
      mode: dev ? "development" : "production",
      rounds: timings,
      medianMs,
      maxMs: Math.max(...firsts),
      withinTarget: medianMs <= WRITE_TO_RENDER_TARGET_MS,
    };
  } finally {
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
    await browser?.close();
    await app?.stop();
    if (interrupted) process.exit(130);
  }
}

/** Prints the figures against the target; false when over it. */
export async function benchIdeasRender(options: { dev?: boolean } = {}): Promise<boolean> {
  const build = options.dev ? "Vite dev server, development React" : "production build";
  console.log(
    `\nIdeas write → render: a legend's idea on screen after its job wrote it (${build}, Chromium, ${ROUNDS} new briefs × 3 legends)\n`,
  );
  const report = await measureIdeasRender(options);
  const cell = (value: number | string, width: number) => String(value).padStart(width);
  console.log(
    `  ${"round".padEnd(8)}${cell("first idea", 14)}${cell("in DOM", 10)}${cell("all ideas: median", 20)}${cell("max", 8)}`,
  );
  report.rounds.forEach((timing, index) => {
    console.log(
      `  ${String(index + 1).padEnd(8)}${cell(`${timing.firstIdeaMs} ms`, 14)}${cell(`${timing.firstIdeaDomMs} ms`, 10)}${cell(`${timing.medianMs} ms`, 20)}${cell(`${timing.maxMs} ms`, 8)}`,
    );
  });
  const verdict = report.withinTarget ? "within target" : "OVER TARGET";
  console.log(
    `\nfirst legend's idea, write → on screen: median ${report.medianMs} ms, max ${report.maxMs} ms over ${report.rounds.length} rounds (target ≤ ${WRITE_TO_RENDER_TARGET_MS} ms, median) — ${verdict}`,
  );
  return report.withinTarget;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const ok = await benchIdeasRender({ dev: process.argv.includes("--dev") });
  if (!ok) process.exitCode = 1;
}

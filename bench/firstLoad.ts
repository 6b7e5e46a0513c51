/**
 * Issue 20: the JavaScript the home route loads before it is interactive, including whatever
 * loads untouched in its first 2 s, measured in Chromium on the production build against the
 * local backend (bench/servedApp.ts), at Lighthouse's mobile screen and a laptop's. The same
 * measurement is `npm test`'s size check (tests/e2e/budgets.spec.ts).
 * Alone: `node --import tsx bench/firstLoad.ts`.
 */
import { pathToFileURL } from "node:url";
import { chromium, type Browser } from "@playwright/test";
import { chromiumExecutable } from "../tests/e2e/support/browser.ts";
import {
  BUDGET_VIEWPORTS,
  describeFirstLoad,
  FIRST_VIEW_FONT_FILES_BUDGET,
  fontsWithinBudget,
  HOME_JS_BUDGET_KIB,
  kib,
  QUIET_MS,
  recordFirstLoad,
  type FirstLoad,
} from "../tests/e2e/support/firstLoad.ts";
import { serveApp } from "./servedApp";

export type FirstLoadReport = {
  loads: { screen: string; width: number; height: number; load: FirstLoad }[];
  /** The larger of the screens' figures. */
  jsGzipBytes: number;
  budgetKiB: number;
  withinBudget: boolean;
};

export async function measureHomeFirstLoad(): Promise<FirstLoadReport> {
  let browser: Browser | null = null;
  const app = await serveApp();
  try {
    browser = await chromium.launch({
      executablePath: chromiumExecutable(),
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
    });
    const loads: FirstLoadReport["loads"] = [];
    for (const [screen, viewport] of Object.entries(BUDGET_VIEWPORTS)) {
      // A fresh context each time: nothing cached, nobody signed in.
      const context = await browser.newContext({ baseURL: app.url, viewport });
      try {
        loads.push({
          screen,
          ...viewport,
          load: await recordFirstLoad(await context.newPage(), "/"),
        });
      } finally {
        await context.close();
      }
    }
    const jsGzipBytes = Math.max(...loads.map(({ load }) => load.jsGzipBytes));
    return {
      loads,
      jsGzipBytes,
      budgetKiB: HOME_JS_BUDGET_KIB,
      withinBudget: kib(jsGzipBytes) <= HOME_JS_BUDGET_KIB,
    };
  } finally {
    await browser?.close();
    await app.stop();
  }
}

/** Prints each screen's files and the figure against the budget; false when over it. */
export async function benchHomeFirstLoad(): Promise<boolean> {
  console.log(
    `\nHome route, first load in Chromium: JS and CSS fetched by the load event + ${QUIET_MS / 1000} s untouched (production build, gzip level 9)\n`,
  );
  const report = await measureHomeFirstLoad();
  for (const { screen, width, height, load } of report.loads) {
    console.log(`  ${screen} ${width}×${height}`);
    console.log(`${describeFirstLoad(load)}\n`);
  }
  const verdict = report.withinBudget ? "within budget" : "OVER BUDGET";
  console.log(
    `home route JS in the first load: ${kib(report.jsGzipBytes).toFixed(1)} KiB gzip (budget ${report.budgetKiB} KiB) — ${verdict}`,
  );
  const fontsOk = report.loads.every(({ load }) => fontsWithinBudget(load));
  const fontCount = Math.max(...report.loads.map(({ load }) => load.fontFiles.length));
  console.log(
    `first-view font files: ${fontCount} (budget ${FIRST_VIEW_FONT_FILES_BUDGET}, latin only) — ${fontsOk ? "within budget" : "OVER BUDGET"}`,
  );
  return report.withinBudget && fontsOk;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  if (!(await benchHomeFirstLoad())) process.exitCode = 1;
}

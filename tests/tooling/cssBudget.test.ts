import { describe, expect, it } from "vitest";
import { HOME_CSS_BUDGET_KIB, measureHomeRouteCss, type CssReport } from "../../bench/css";

/**
 * Issue 20's size budgets are deterministic, so they are checked here as well as printed by
 * `npm run bench`: one production build, then the home route's render-blocking CSS, which must
 * not bring web fonts of its own (those load after the first paint; the browser-measured check of
 * how many the first view downloads is tests/e2e/budgets.spec.ts).
 */
describe("home route CSS and fonts (production build)", () => {
  let report: CssReport;

  it("builds the app", async () => {
    report = await measureHomeRouteCss();
  }, 240_000);

  it(`blocks the first paint on at most ${HOME_CSS_BUDGET_KIB} KiB of CSS (gzip)`, () => {
    const sheets = report.stylesheets.map((s) => `${s.file} ${(s.gzipBytes / 1024).toFixed(1)}`);
    expect(report.totalGzipBytes / 1024, sheets.join(", ")).toBeLessThanOrEqual(
      HOME_CSS_BUDGET_KIB,
    );
  });

  it("makes the first paint wait for no font file, and shows every face it declares with swap", () => {
    expect(report.fontFiles).toEqual([]);
    expect(report.facesWithoutSwap).toBe(0);
  });

  it("paints the home page's first screen from index.html, before any JavaScript runs", () => {
    expect(report.firstScreenInHtml).toBe(true);
  });
});

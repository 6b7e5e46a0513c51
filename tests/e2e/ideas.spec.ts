import { expect, test, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { DEMO_ACCOUNT, signIn, signUpVerified } from "./support/accounts.ts";
import { chooseLegends, writeBrief } from "./support/ideasJourney.ts";
import { recordIdeaSightings, writeToRender } from "./support/renderTiming.ts";
import {
  captureAtWidths,
  captureDialogAtWidths,
  captureElementAtWidths,
  VIEWPORTS,
} from "./support/screens.ts";
import { gateSync } from "./support/syncGate.ts";

/*
 * Live campaign ideas (issue 7) in a real browser against the offline studio: two browsers
 * signed in as the same owner open one brief; one asks three legends for ideas and both watch
 * each legend work and its ideas arrive, without a reload. A favourite shows up in 'My ideas'
 * and on the legend's profile. The write → on-screen time of the first legend's idea is
 * measured and saved (a benchmark figure, not a timed assertion). An admin sees the Generation
 * Metadata card; the owner above, who is not an admin, never does.
 */

const THREE = ["David Ogilvy", "Bill Bernbach", "Lee Clow"] as const;
const TIMING_FILE = "test-results/ideas-write-to-render.json";

test.use({ viewport: VIEWPORTS.desktop });

function legendColumn(board: Locator, name: string) {
  return board.getByRole("region", { name, exact: true });
}

/** Every legend's column holds its three ideas, and its job is done. */
async function expectThreeLegendsDone(board: Locator) {
  for (const name of THREE) {
    const column = legendColumn(board, name);
    await expect(column.getByRole("article")).toHaveCount(3, { timeout: 30_000 });
    await expect(column).toHaveAttribute("data-job-status", "succeeded");
    // The legend's own line (a collage still being drawn has a status of its own).
    await expect(column.getByRole("status").filter({ hasText: /^Pitched / })).toHaveText(
      "Pitched 3 ideas",
    );
  }
}

async function signInOrUp(
  page: Page,
  context: BrowserContext,
  account: { fullName: string; email: string; password: string },
) {
  // The generation journey may have created this account already (one server per run).
  await page.goto("/login");
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel("Email").fill(account.email);
  await form.getByLabel("Password", { exact: true }).fill(account.password);
  await form.getByRole("button", { name: "Sign in" }).click();
  const signedIn = page
    .getByRole("banner")
    .getByRole("button", { name: `Account: ${account.fullName}` });
  const refused = form.getByRole("alert");
  await expect(signedIn.or(refused)).toBeVisible();
  if (await refused.isVisible()) await signUpVerified(page, context, account);
}

test("two browsers on one brief watch three legends pitch live; a favourite lands in My ideas", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const errors: string[] = [];
  const contextA = await browser.newContext({ viewport: VIEWPORTS.desktop });
  const contextB = await browser.newContext({ viewport: VIEWPORTS.desktop });
  const a = await contextA.newPage();
  const b = await contextB.newPage();
  for (const page of [a, b]) page.on("pageerror", (error) => errors.push(error.message));
  await signIn(a, DEMO_ACCOUNT);
  await signIn(b, DEMO_ACCOUNT);

  // A visitor on the home page watches the count of ideas created: live, never a stale cache.
  const contextV = await browser.newContext({ viewport: VIEWPORTS.phone });
  const visitor = await contextV.newPage();
  visitor.on("pageerror", (error) => errors.push(error.message));
  await visitor.goto("/");
  const banner = visitor.getByRole("status").filter({ hasText: "campaign ideas created" });
  await expect(banner).not.toHaveText(/^1,000 /);
  const ideasBefore = Number(/^[\d,]+/.exec((await banner.textContent())!)![0].replace(/,/g, ""));

  // Browser A writes a brief and saves it.
  const briefPanel = await writeBrief(a, "Northbound Coffee");
  await briefPanel.getByRole("button", { name: "Save Brief" }).click();
  const naming = a.getByRole("dialog", { name: "Name your brief" });
  await naming.getByLabel("Title").fill("Dawn delivery ideas");
  await naming.getByRole("button", { name: "Save brief" }).click();
  await expect(briefPanel.getByText("Saved · version 1")).toBeVisible();
  const briefId = await a.evaluate(
    () => JSON.parse(localStorage.getItem("legendary.currentBriefId") ?? "null") as string,
  );
  expect(briefId).toBeTruthy();

  // Browser B opens the same brief by its link; its view of the database can be held still
  // once a legend is seen working (its job queued or running), to look at that state: the
  // offline studio can finish a legend's job within one live update, so 'running' alone may
  // never reach the page.
  const gate = await gateSync(b, (message) => /"status":"(?:queued|running)"/.test(message));
  await b.goto(`/?briefId=${briefId}`);
  const panelB = b.getByRole("region", { name: "Generated brief" });
  await expect(panelB.getByRole("heading", { name: "Dawn delivery ideas" })).toBeVisible();
  await expect(panelB.getByText("Saved · version 1")).toBeVisible();
  await expect(b.getByRole("region", { name: "Pick Your Legends" })).toBeVisible();

  // Browser A: no legends yet, so no ideas; then three legends from the picker.
  const pickA = a.getByRole("region", { name: "Pick Your Legends" });
  await expect(pickA.getByRole("button", { name: "Get Creative Ideas" })).toBeDisabled();
  await chooseLegends(a, THREE);
  // The full price before the click: three legends' ideas and a collage for each of the nine.
  await expect(pickA.getByText(/^12 Legend Credits: 3 for the ideas/)).toBeVisible();
  await captureElementAtWidths(a, pickA, "ideas-pick-legends");
  await a.setViewportSize(VIEWPORTS.desktop);

  await recordIdeaSightings(a);
  gate.arm();
  await pickA.getByRole("button", { name: "Get Creative Ideas" }).click();

  // Browser B, held while a legend works: the studio at work, legend by legend.
  await gate.holdReached;
  const boardB = b.getByRole("region", { name: "Ideas for this brief" });
  await expect(
    boardB.locator('[data-job-status="queued"], [data-job-status="running"]').first(),
  ).toBeVisible();
  await expect(
    boardB
      .getByRole("status")
      .filter({ hasText: / is \w+| has the brief/ })
      .first(),
  ).toBeVisible();
  await captureElementAtWidths(b, boardB, "ideas-running");
  await b.setViewportSize(VIEWPORTS.desktop);
  gate.release();

  // Both browsers see all three legends' ideas arrive, without a reload.
  const boardA = a.getByRole("region", { name: "Ideas for this brief" });
  await expectThreeLegendsDone(boardA);
  await expectThreeLegendsDone(boardB);
  // The visitor's banner counted the nine new ideas without a reload.
  await expect(banner).toHaveText(
    new RegExp(`^${(ideasBefore + 9).toLocaleString("en-US")} campaign ideas created`),
  );
  await contextV.close();
  // One calm line for the whole board, never a badge per card; no configuration hints.
  await expect(boardA.getByText(/^Written by the built-in studio/)).toHaveCount(1);
  await expect(boardA.getByText(/Offline studio|API_KEY|API_TOKEN/)).toHaveCount(0);
  // The owner is not an admin: no metadata card, ever.
  await expect(a.getByText("Generation Metadata")).toHaveCount(0);
  await expect(b.getByText("Generation Metadata")).toHaveCount(0);

  const timing = await writeToRender(a, TIMING_FILE);
  console.log(
    `write → render: first legend's idea on screen ${timing.firstIdeaMs} ms after its job wrote it ` +
      `(in the DOM after ${timing.firstIdeaDomMs} ms; median ${timing.medianMs} ms, max ${timing.maxMs} ms over ${timing.ideas} ideas; target ≤ 300 ms) → ${TIMING_FILE}`,
  );
  // A sanity bound, not the benchmark: something is broken if it takes seconds.
  expect(timing.firstIdeaMs).toBeLessThan(5000);

  await captureElementAtWidths(a, boardA, "ideas-finished");
  await a.setViewportSize(VIEWPORTS.desktop);

  // Details one click away: the legend's thinking as numbered steps, the sixth highlighted.
  const firstIdea = legendColumn(boardA, "David Ogilvy").getByRole("article").first();
  const campaign = (await firstIdea.getByRole("heading", { level: 4 }).textContent())!.trim();
  expect(campaign).toMatch(/[.!?;:]$/);
  await firstIdea.getByRole("button", { name: `Details: ${campaign}` }).click();
  const details = a.getByRole("dialog", { name: campaign });
  const thinking = details.getByRole("region", { name: "David Ogilvy’s thinking" });
  await expect(thinking.getByRole("listitem").nth(5)).toHaveAttribute("data-highlighted", "true");
  await expect(thinking.locator("[data-highlighted]")).toHaveCount(1);
  await captureDialogAtWidths(a, "idea-details", thinking);
  await a.setViewportSize(VIEWPORTS.desktop);
  await details.getByRole("button", { name: "Close" }).click();
  await expect(details).toBeHidden();

  // A favourite, flipped in A, shows in B too.
  await firstIdea.getByRole("button", { name: `Add to favourites: ${campaign}` }).click();
  await expect(
    firstIdea.getByRole("button", { name: `Remove from favourites: ${campaign}` }),
  ).toHaveAttribute("aria-pressed", "true");
  await expect(
    boardB.getByRole("button", { name: `Remove from favourites: ${campaign}` }),
  ).toHaveAttribute("aria-pressed", "true");

  // 'My ideas' from the header: the favourite under Favourites.
  await a.getByRole("banner").getByRole("button", { name: "Account: Dana Demo" }).click();
  await a.getByRole("menuitem", { name: "My ideas" }).click();
  await expect(a).toHaveURL(/\/my-ideas$/);
  await expect(a.getByRole("heading", { level: 1, name: "My ideas" })).toBeVisible();
  await a.getByRole("radio", { name: /^Favourites/ }).click();
  await expect(a).toHaveURL(/favorites=1/);
  const favourites = a.getByRole("list", { name: "Your ideas" });
  await expect(favourites.getByRole("heading", { name: campaign })).toBeVisible();
  await expect(
    favourites.getByRole("button", { name: `Remove from favourites: ${campaign}` }),
  ).toHaveAttribute("aria-pressed", "true");
  await captureAtWidths(a, "my-ideas-favourites");
  await a.setViewportSize(VIEWPORTS.desktop);

  // Filtered by the brief: its nine ideas.
  await a.getByRole("radio", { name: /^All ideas/ }).click();
  await a.getByRole("combobox", { name: "Brief" }).click();
  await a.getByRole("option", { name: "Dawn delivery ideas" }).click();
  await expect(a).toHaveURL(new RegExp(`brief=${briefId}`));
  await expect(a.getByRole("list", { name: "Your ideas" }).getByRole("article")).toHaveCount(9);

  // The legend's profile lists the ideas this user got from them.
  await a.goto("/creative-legends/david-ogilvy");
  const yours = a.getByRole("region", { name: "Your ideas from David Ogilvy" });
  // The demo account has other briefs' ideas from him too; a campaign name may recur across briefs.
  await expect(yours.getByRole("heading", { name: campaign }).first()).toBeVisible();

  expect(errors).toEqual([]);
  await contextA.close();
  await contextB.close();
});

test("an admin sees the Generation Metadata card under each idea", async ({ page, context }) => {
  test.setTimeout(180_000);
  await signInOrUp(page, context, {
    fullName: "Ada Admin",
    email: "admin@legendary.test",
    password: "admin-secret",
  });
  const panel = await writeBrief(page, "Lumen Lamps");
  await expect(panel.getByText("Not saved yet")).toBeVisible();

  // Experimental Mode applies to the next generation.
  await page.getByRole("switch", { name: "Experimental Mode" }).click();
  // The free plan unlocks one legend: one is enough to see the card.
  const pick = await chooseLegends(page, ["David Ogilvy"]);
  await expect(pick.getByText("Experimental Mode applies")).toBeVisible();
  await pick.getByRole("button", { name: "Get Creative Ideas" }).click();

  // The unsaved brief was saved first, titled with the brand and today's date.
  await expect(panel.getByText("Saved · version 1")).toBeVisible();
  await expect(
    panel.getByRole("heading", { name: /^Lumen Lamps - \w{3} \d{1,2}, \d{4}$/ }),
  ).toBeVisible();

  const board = page.getByRole("region", { name: "Ideas for this brief" });
  const column = legendColumn(board, "David Ogilvy");
  await expect(column.getByRole("article")).toHaveCount(3, { timeout: 30_000 });
  const card = column.getByRole("article").first();
  await expect(card.getByText("Generation Metadata")).toBeVisible();
  await expect(card.getByText("Experimental", { exact: true })).toBeVisible();
  await expect(
    card.getByRole("definition").filter({ hasText: "offline-studio" }).first(),
  ).toBeVisible();
  await captureElementAtWidths(page, card, "idea-card-admin");
});

import { expect, test } from "@playwright/test";
import { signUpVerified } from "./support/accounts.ts";
import { chooseLegends, writeBrief } from "./support/ideasJourney.ts";
import { expectFitsNarrowScreens } from "./support/fit.ts";
import { captureAtWidths } from "./support/screens.ts";

/*
 * 'View in Dashboard' (issue 19): a new account writes a brief and gets a legend's ideas; the
 * home page then shows that work instead of the sign-up pitch, and /dashboard finds the brief,
 * the idea and the credits the ideas spent.
 */

test("a signed-in user finds a brief, an idea and the ledger on /dashboard", async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(240_000);
  await signUpVerified(page, context, {
    fullName: "Dee Ashford",
    email: "dee.ashford@example.com",
    password: "dashboard-secret-9",
  });
  await writeBrief(page, "Quayside Kayaks", {
    audience: "Weekend paddlers who want calm water near the city",
    message: "Guided sunrise paddles, boats and kit included",
  });
  const pick = await chooseLegends(page, ["David Ogilvy"]);
  await pick.getByRole("button", { name: "Get Creative Ideas" }).click();
  const board = page.getByRole("region", { name: "Ideas for this brief" });
  const column = board.getByRole("region", { name: "David Ogilvy", exact: true });
  await expect(column.getByRole("article")).toHaveCount(3, { timeout: 60_000 });

  // Home, signed in: recent work where a visitor sees the sign-up call.
  await page.goto("/");
  const recent = page.getByRole("region", { name: "Pick up where you left off" });
  await expect(async () => {
    await page.mouse.wheel(0, 1500);
    await expect(recent).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(recent.getByRole("link", { name: /Quayside Kayaks/ }).first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Keep your briefs and ideas" })).toHaveCount(0);

  // The account menu leads to the dashboard.
  await page.getByRole("banner").getByRole("button", { name: "Account: Dee Ashford" }).click();
  await page.getByRole("menuitem", { name: "View in Dashboard" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  const briefs = page.getByRole("list", { name: "Your briefs" });
  await expect(briefs.getByRole("link", { name: /Quayside Kayaks/ })).toBeVisible();
  await page.getByLabel("Search briefs").fill("Quayside");
  await expect(briefs.getByRole("link", { name: /Quayside Kayaks/ })).toBeVisible();
  await page.getByLabel("Search briefs").fill("Lighthouse");
  await expect(page.getByText("No briefs match “Lighthouse”.")).toBeVisible();
  await captureAtWidths(page, "dashboard-briefs");

  await page.getByRole("tab", { name: "Ideas" }).click();
  const ideas = page.getByRole("list", { name: "Your ideas" });
  // The legend's three ideas, each opening the brief it answers.
  await expect(ideas.getByRole("listitem")).toHaveCount(3);
  await expect(ideas.getByRole("listitem").first()).toContainText("David Ogilvy");
  await expect(ideas.getByRole("link").first()).toHaveAttribute("href", /^\/\?briefId=/);
  await captureAtWidths(page, "dashboard-ideas");

  await page.getByRole("tab", { name: "Credits" }).click();
  await expect(page.getByRole("heading", { name: "Credits history" })).toBeVisible();
  const ledger = page.getByRole("table");
  await expect(ledger.getByRole("row").filter({ hasText: "Creative ideas" }).first()).toBeVisible();
  await expect(ledger.getByRole("row").filter({ hasText: "Spent" }).first()).toBeVisible();
  await captureAtWidths(page, "dashboard-credits");
  await expectFitsNarrowScreens(page, "/dashboard credits");
  for (const tab of [
    "Briefs",
    "Ideas",
    "Campaign pages",
    "Decks",
    "Discovery IQ",
    "Brand profiles",
  ]) {
    await page.getByRole("tab", { name: tab }).click();
    await expect(page.getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("searchbox").first()).toBeVisible();
    await expectFitsNarrowScreens(page, `/dashboard ${tab}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // Another account sees none of it: not in their lists, not by the brief's own link.
  await page.goto("/dashboard");
  const briefHref = await briefs
    .getByRole("link", { name: /Quayside Kayaks/ })
    .getAttribute("href");
  expect(briefHref).toMatch(/^\/\?briefId=/);
  const otherContext = await browser.newContext();
  try {
    const other = await otherContext.newPage();
    await signUpVerified(other, otherContext, {
      fullName: "Oren Other",
      email: "oren.other@example.com",
      password: "other-secret-4",
    });
    await other.goto("/dashboard");
    await expect(other.getByText("No briefs yet")).toBeVisible();
    await expect(other.getByText("Nothing shared with you yet")).toBeVisible();
    await other.getByLabel("Search briefs").fill("Quayside");
    await expect(other.getByText("No briefs match “Quayside”.")).toBeVisible();
    // Markup typed into a search stays text.
    await other.getByLabel("Search shared briefs").fill("<img src=x onerror=alert(1)>");
    await expect(
      other.getByText("No shared briefs match “<img src=x onerror=alert(1)>”."),
    ).toBeVisible();
    await other.getByRole("tab", { name: "Ideas" }).click();
    await expect(other.getByRole("list", { name: "Your ideas" })).toHaveCount(0);
    await other.goto(briefHref!);
    await expect(other.getByText("Brief not found")).toBeVisible({ timeout: 20_000 });
    await expect(
      other.getByText("It may have been deleted, or it belongs to another account."),
    ).toBeVisible();
    await expect(other.getByText("Quayside Kayaks")).toHaveCount(0);
    await other.screenshot({ path: "test-results/screenshots/dashboard-stranger-brief-link.png" });
  } finally {
    await otherContext.close();
  }
});

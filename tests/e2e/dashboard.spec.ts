import { expect, test } from "@playwright/test";
import { signUpVerified } from "./support/accounts.ts";
import { chooseLegends, writeBrief } from "./support/ideasJourney.ts";
import { captureAtWidths } from "./support/screens.ts";

/*
 * 'View in Dashboard' (issue 19): a new account writes a brief and gets a legend's ideas; the
 * home page then shows that work instead of the sign-up pitch, and /dashboard finds the brief,
 * the idea and the credits the ideas spent.
 */

test("a signed-in user finds a brief, an idea and the ledger on /dashboard", async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
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
});

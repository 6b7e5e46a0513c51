import { expect, test } from "@playwright/test";
import { signUpVerified } from "./support/accounts.ts";
import { writeBrief } from "./support/ideasJourney.ts";
import { expectFitsNarrowScreens } from "./support/fit.ts";
import { captureDialogAtWidths, captureElementAtWidths } from "./support/screens.ts";

const REASON_REQUIRED = "Give a reason: it is written to the user's credit history.";
/** Markup, a remote image and a foreign link: the history must show it as plain words. */
const HOSTILE_REASON =
  '<img src="https://evil.example/x.png" onerror="alert(1)"> ![p](https://evil.example/p.png) [win](https://evil.example/)';

/*
 * The admin console (issue 19): an admin (ADMIN_EMAILS in playwright.config.ts) finds an account
 * by email and grants it credits with a reason; the user, signed in in another browser, sees the
 * badge change without reloading, and the reason in their credits history.
 */

test("an admin grants credits and the user's badge updates live", async ({ browser }) => {
  test.setTimeout(180_000);
  const userContext = await browser.newContext();
  const adminContext = await browser.newContext();
  try {
    const user = await userContext.newPage();
    await signUpVerified(user, userContext, {
      fullName: "Gus Granted",
      email: "gus.granted@example.com",
      password: "granted-secret-7",
    });
    // A brief first, so the jobs and system panels have the user's job to show.
    await writeBrief(user, "Harbour Lights Cinema", {
      audience: "Film lovers who live by the harbour",
      message: "Classic films on Thursday nights, with the sea outside",
    });
    const badge = user.getByRole("banner").locator(".credits-badge");
    await expect(badge).toContainText("19");
    const before = Number((await badge.innerText()).match(/\d+/)?.[0]);
    expect(before).toBeGreaterThan(0);

    const admin = await adminContext.newPage();
    await signUpVerified(admin, adminContext, {
      fullName: "Cora Console",
      email: "console-admin@legendary.test",
      password: "console-secret-3",
    });
    await admin.goto("/admin");
    await admin.getByLabel("Search by email").fill("gus.granted@");
    const accounts = admin.getByRole("table", { name: "Accounts" });
    await expect(accounts.getByRole("row")).toHaveCount(2);
    await expect(accounts).toContainText("gus.granted@example.com");
    await accounts
      .getByRole("button", { name: "Adjust credits of gus.granted@example.com" })
      .click();

    const dialog = admin.getByRole("dialog", { name: "Adjust Legend Credits" });
    // Nothing is written without a reason.
    await dialog.getByLabel("Amount").fill("15");
    await dialog.getByRole("button", { name: "Grant credits" }).click();
    await expect(dialog.getByText(REASON_REQUIRED)).toBeVisible();
    await dialog.getByLabel("Reason").fill("Thanks for reporting the export bug");
    await captureDialogAtWidths(admin, "admin-adjust-credits");
    await dialog.getByRole("button", { name: "Grant credits" }).click();
    await expect(dialog).toBeHidden();
    await expect(accounts).toContainText(String(before + 15));
    // Offline, payments run through the test checkout: the card says so, not 'Off' (issue 39).
    const integrations = admin.getByRole("region", { name: "Integrations" });
    const payments = integrations
      .locator(".rt-DataListItem")
      .filter({ hasText: "Payments (plans and credit packs)" });
    await expect(payments.getByText("Test checkout (offline)")).toBeVisible();
    await expect(payments.getByText("Offline stand-in")).toBeVisible();
    // The jobs table at 1280 px: provider and model each on one line, never broken up.
    await admin.setViewportSize({ width: 1280, height: 900 });
    const latest = admin.getByRole("table", { name: "Latest jobs" });
    await expect(latest.locator(".jobs-model").first()).toBeVisible();
    for (const height of await latest
      .locator(".jobs-model, .jobs-owner")
      .evaluateAll((cells) => cells.map((cell) => cell.getBoundingClientRect().height))) {
      expect(height).toBeLessThan(26);
    }
    // ...and the whole row fits: nothing scrolled out of sight at 1280 px.
    const overflow = await latest.evaluate((table) => {
      const viewport = table.closest("[data-radix-scroll-area-viewport]")!;
      return viewport.scrollWidth - viewport.clientWidth;
    });
    expect(overflow).toBeLessThanOrEqual(1);
    for (const [region, file] of [
      ["Integrations", "admin-integrations"],
      ["Users", "admin-users"],
      ["Generation jobs", "admin-jobs"],
      ["System", "admin-system"],
    ] as const) {
      await captureElementAtWidths(admin, admin.getByRole("region", { name: region }), file);
    }

    // The user's badge moves with no reload, and their history says why.
    await expect(badge).toContainText(String(before + 15));

    // Markup in a search or a reason is only ever text.
    const foreign: string[] = [];
    const alerts: string[] = [];
    user.on("request", (request) => {
      if (request.url().includes("evil.example")) foreign.push(request.url());
    });
    user.on("dialog", (alert) => {
      alerts.push(alert.message());
      void alert.dismiss();
    });
    await admin.getByLabel("Search by email").fill("<script>alert(1)</script>");
    await expect(
      admin.getByText("No account’s email starts with “<script>alert(1)</script>”."),
    ).toBeVisible();
    await admin.getByLabel("Search by email").fill("gus.granted@");
    await accounts
      .getByRole("button", { name: "Adjust credits of gus.granted@example.com" })
      .click();
    await dialog.getByRole("radio", { name: "Remove" }).click();
    await dialog.getByLabel("Amount").fill("5");
    await dialog.getByLabel("Reason").fill(HOSTILE_REASON);
    await dialog.getByRole("button", { name: "Remove credits" }).click();
    await expect(dialog).toBeHidden();
    await expect(badge).toContainText(String(before + 10));

    await user.goto("/dashboard?tab=credits");
    await expect(
      user.getByRole("row").filter({ hasText: "Thanks for reporting the export bug" }),
    ).toBeVisible();
    const hostileRow = user.getByRole("row").filter({ hasText: HOSTILE_REASON });
    await expect(hostileRow).toBeVisible();
    await expect(hostileRow.locator("img")).toHaveCount(0);
    await expect(hostileRow.getByRole("link", { name: "win" })).toHaveCount(0);
    await expectFitsNarrowScreens(user, "/dashboard credits history");
    expect(foreign).toEqual([]);
    expect(alerts).toEqual([]);

    // Not an admin: the console is refused, in words, and fits a phone.
    await user.goto("/admin");
    await expect(user.getByRole("heading", { name: "This page is for admins" })).toBeVisible();
    await expect(user.getByRole("region", { name: "Users" })).toHaveCount(0);

    await admin.setViewportSize({ width: 1280, height: 900 });
    await expectFitsNarrowScreens(admin, "/admin");
  } finally {
    await userContext.close();
    await adminContext.close();
  }
});

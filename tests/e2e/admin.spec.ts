import { expect, test } from "@playwright/test";
import { signUpVerified } from "./support/accounts.ts";
import { writeBrief } from "./support/ideasJourney.ts";
import { captureDialogAtWidths, captureElementAtWidths } from "./support/screens.ts";

const REASON_REQUIRED = "Give a reason: it is written to the user's credit history.";

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
    for (const [region, file] of [
      ["Users", "admin-users"],
      ["Generation jobs", "admin-jobs"],
      ["System", "admin-system"],
    ] as const) {
      await captureElementAtWidths(admin, admin.getByRole("region", { name: region }), file);
    }

    // The user's badge moves with no reload, and their history says why.
    await expect(badge).toContainText(String(before + 15));
    await user.goto("/dashboard?tab=credits");
    await expect(
      user.getByRole("row").filter({ hasText: "Thanks for reporting the export bug" }),
    ).toBeVisible();
  } finally {
    await userContext.close();
    await adminContext.close();
  }
});

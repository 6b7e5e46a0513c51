import { expect, test, type Page } from "@playwright/test";
import { readCodeFromMailbox } from "./support/mailbox.ts";
import { captureAtWidths, VIEWPORTS } from "./support/screens.ts";

/*
 * Accounts end to end (issue 3): sign up in the dialog, verify with the code from /dev/mailbox,
 * sign out, the sign-in outcomes, 'Welcome back!', and a password reset by code.
 */

const fullName = "Mary Wells Lawrence";
const email = `mary.${Date.now()}@wrg.example`;
const password = "first-secret";
const newPassword = "second-secret";

const toast = (page: Page, text: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text });

async function signOut(page: Page) {
  await page
    .getByRole("banner")
    .getByRole("button", { name: `Account: ${fullName}` })
    .click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(toast(page, "Signed out")).toBeVisible();
  await expect(toast(page, "You have been signed out successfully.")).toBeVisible();
}

async function signInOnLoginPage(page: Page, secret: string) {
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password", { exact: true }).fill(secret);
  await form.getByRole("button", { name: "Sign in" }).click();
}

async function expectSignedIn(page: Page) {
  const header = page.getByRole("banner");
  await expect(header.getByRole("button", { name: `Account: ${fullName}` })).toBeVisible();
  await expect(header.getByText(/\d+\s*Legend\s*credits?/)).toBeVisible();
  await expect(header.getByRole("button", { name: "Sign in" })).toHaveCount(0);
}

test.describe.configure({ mode: "serial" });

test("sign up, verify, sign out, sign-in outcomes, welcome back and password reset", async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));

  // --- The dialog, both tabs --------------------------------------------------------------
  await page.goto("/");
  await page.getByRole("banner").getByRole("button", { name: "Sign in" }).click();
  const dialog = page.getByRole("dialog", { name: "Sign in to Continue" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("tab", { name: "Sign In" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await captureAtWidths(page, "auth-dialog-sign-in");

  await dialog.getByRole("button", { name: "Sign up" }).click();
  await expect(dialog.getByRole("tab", { name: "Sign Up" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await dialog.getByRole("button", { name: "Create account" }).click();
  await expect(dialog.getByText("Please enter your full name")).toBeVisible();
  await captureAtWidths(page, "auth-dialog-sign-up-errors");

  // --- Sign up, then verify with the emailed code ----------------------------------------
  await page.setViewportSize(VIEWPORTS.desktop);
  await dialog.getByLabel("Full name").fill(fullName);
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Password", { exact: true }).fill(password);
  await dialog.getByLabel("Confirm password").fill(password);
  await dialog.getByRole("button", { name: "Create account" }).click();
  await expect(dialog.getByRole("heading", { name: "Check your email" })).toBeVisible();
  await expect(dialog).toContainText(email);
  await captureAtWidths(page, "auth-dialog-code-step");

  const signUpCode = await readCodeFromMailbox(context, {
    to: email,
    subject: /verification code/,
    screenshot: "dev-mailbox",
  });
  await dialog.getByLabel("Verification code").fill(signUpCode);
  await dialog.getByRole("button", { name: "Verify email" }).click();
  await expect(dialog).toBeHidden();
  await expectSignedIn(page);
  await expect(toast(page, "Welcome, Mary!")).toBeVisible();
  await expect(toast(page, "Welcome back!")).toHaveCount(0);
  await captureAtWidths(page, "header-signed-in");

  await page
    .getByRole("banner")
    .getByRole("button", { name: `Account: ${fullName}` })
    .click();
  const menu = page.getByRole("menu");
  await expect(menu).toContainText(fullName);
  await expect(menu).toContainText(email);
  await captureAtWidths(page, "header-account-menu");
  await page.keyboard.press("Escape");

  // --- Sign out lands on /login -----------------------------------------------------------
  await signOut(page);
  await captureAtWidths(page, "login");

  // --- Wrong password: the INVALID_PASSWORD outcome stays in the form ----------------------
  await signInOnLoginPage(page, "not-my-password");
  const outcome = page.getByRole("alert").filter({ hasText: "Incorrect password." });
  await expect(outcome).toBeVisible();
  await expect(outcome).toContainText("Try again, or reset your password.");
  await expect(outcome.getByRole("link", { name: "Reset your password" })).toBeVisible();
  await captureAtWidths(page, "login-invalid-password");

  // --- The right password: 'Welcome back!' and home ---------------------------------------
  await signInOnLoginPage(page, password);
  await expect(toast(page, "Welcome back!")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expectSignedIn(page);

  // A signed-in user visiting /login or /register goes home.
  await page.goto("/register");
  await expect(page).toHaveURL(/\/$/);
  await expectSignedIn(page);

  await signOut(page);

  // --- /register, for the record ----------------------------------------------------------
  await page.goto("/register");
  await expect(page.getByRole("heading", { level: 2, name: "Create your account" })).toBeVisible();
  await captureAtWidths(page, "register");
  await page.goto("/login");

  // --- Reset the password by code ---------------------------------------------------------
  await page.getByRole("form", { name: "Sign in" }).getByLabel("Email").fill(email);
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  const requestForm = page.getByRole("form", { name: "Request a reset code" });
  await expect(requestForm.getByLabel("Email")).toHaveValue(email);
  await captureAtWidths(page, "reset-password-request");
  await page.setViewportSize(VIEWPORTS.desktop);
  await requestForm.getByRole("button", { name: "Send reset code" }).click();

  const resetForm = page.getByRole("form", { name: "Set a new password" });
  await expect(resetForm.getByLabel("Reset code")).toBeVisible();
  await captureAtWidths(page, "reset-password-code");
  const resetCode = await readCodeFromMailbox(context, { to: email, subject: /reset code/ });
  await resetForm.getByLabel("Reset code").fill(resetCode);
  await resetForm.getByLabel("New password", { exact: true }).fill(newPassword);
  await resetForm.getByLabel("Confirm new password").fill(newPassword);
  await resetForm.getByRole("button", { name: "Update password" }).click();
  await expect(toast(page, "Password updated")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expectSignedIn(page);

  // --- The new password works -------------------------------------------------------------
  await signOut(page);
  await signInOnLoginPage(page, newPassword);
  await expect(toast(page, "Welcome back!")).toBeVisible();
  await expectSignedIn(page);

  // The session never looked lost along the way.
  await expect(toast(page, "Authentication issue")).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("an unknown email gets the USER_NOT_FOUND outcome with a way to sign up", async ({ page }) => {
  await page.goto("/login");
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel("Email").fill(`nobody.${Date.now()}@wrg.example`);
  await form.getByLabel("Password", { exact: true }).fill("whatever1");
  await form.getByRole("button", { name: "Sign in" }).click();
  const outcome = page.getByRole("alert").filter({ hasText: "No account found with this email." });
  await expect(outcome).toBeVisible();
  await outcome.getByRole("button", { name: "Create an account" }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(
    page.getByRole("form", { name: "Create an account" }).getByLabel("Email"),
  ).toHaveValue(/nobody\./);
});

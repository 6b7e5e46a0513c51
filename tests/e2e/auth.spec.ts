import { expect, test, type Page } from "@playwright/test";
import { DEMO_ACCOUNT, signIn as signInAs, skipWelcomeTour } from "./support/accounts.ts";
import { readCodeFromMailbox } from "./support/mailbox.ts";
import { captureAtWidths, captureDialogAtWidths, VIEWPORTS } from "./support/screens.ts";
import {
  expiredCopy,
  readStoredSession,
  sessionNamespace,
  signedByAnotherKey,
  writeStoredSession,
  type StoredSession,
} from "./support/sessionTokens.ts";

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
  await signOutAs(page, fullName);
}

async function signOutAs(page: Page, name: string) {
  await page
    .getByRole("banner")
    .getByRole("button", { name: `Account: ${name}` })
    .click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/login$/);
  // One look at the toast: it only lasts a few seconds on a busy machine.
  await expect(toast(page, "Signed out")).toContainText("You have been signed out successfully.");
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
  // The toast first: it lasts seconds, and the account menu's code may still be loading.
  await expect(toast(page, "Welcome, Mary!")).toBeVisible();
  await expect(toast(page, "Welcome back!")).toHaveCount(0);
  // A new account is offered the welcome tour (walked in onboarding.spec.ts); this journey skips it.
  await skipWelcomeTour(page);
  await expectSignedIn(page);
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

/*
 * Issue 12, item 5: a stored session the app cannot use (tokens corrupted, forged, expired with
 * no way to refresh) ends on /login with 'Authentication issue', the tokens cleared, no uncaught
 * error and no long grey placeholder where the account menu goes.
 */
test.describe("an unusable stored session", () => {
  type Real = { jwt: string; refresh: string };
  const broken: [string, (real: Real, page: Page) => Promise<StoredSession>][] = [
    ["both tokens replaced with garbage", async () => ({ jwt: "garbage", refresh: "garbage" })],
    ["a garbage token (the refresh token kept)", async (real) => ({ ...real, jwt: "x.y.z" })],
    [
      "a token signed by another key, a garbage refresh token",
      async (real) => ({ jwt: await signedByAnotherKey(real.jwt), refresh: "not|a-token" }),
    ],
    [
      "an expired token, a garbage refresh token",
      async (real) => ({ jwt: await expiredCopy(real.jwt), refresh: "garbage" }),
    ],
    [
      "an expired token whose session was signed out",
      async (real, page) => {
        await signOutAs(page, DEMO_ACCOUNT.fullName);
        return { jwt: await expiredCopy(real.jwt), refresh: real.refresh };
      },
    ],
  ];

  for (const [name, breakSession] of broken) {
    test(`${name}: signed out to /login with 'Authentication issue'`, async ({ page }) => {
      // Signing in through the page is most of it; a busy machine makes that slow.
      test.setTimeout(120_000);
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(`console: ${message.text()}`);
      });
      await signInAs(page, DEMO_ACCOUNT);
      const { jwt, refresh } = await readStoredSession(page);
      expect(jwt).not.toBeNull();
      expect(refresh).not.toBeNull();
      const namespace = await sessionNamespace(page);
      const broken = await breakSession({ jwt: jwt!, refresh: refresh! }, page);
      await writeStoredSession(page, namespace, broken);

      const shoot = name.startsWith("both");
      // A phone first: what a person sees at 360 px, toast included.
      if (shoot) await page.setViewportSize(VIEWPORTS.phone);
      await page.reload();
      // Once the page's code has loaded (slow on a busy machine, and not what this measures),
      // it is said at once, not after a long grey placeholder; the toast only lasts seconds. The
      // prerendered first screen (index.html) goes when the app has started.
      await expect(page.locator("[data-prerendered]")).toHaveCount(0, { timeout: 30_000 });
      await expect(page.getByRole("status").filter({ hasText: "Loading page" })).toHaveCount(0);
      const issue = toast(page, "Authentication issue");
      await expect(issue).toBeVisible({ timeout: 3_000 });
      await expect(issue).toContainText("Your session may have expired. Please sign in again.");
      const header = page.getByRole("banner");
      await expect(header.locator(".rt-Skeleton")).toHaveCount(0, { timeout: 3_000 });
      await expect(header.getByRole("button", { name: /^Account:/ })).toHaveCount(0);
      // /login's own code may take a moment to load on a busy machine.
      await expect(page).toHaveURL(/\/login$/);
      if (shoot) await captureDialogAtWidths(page, "session-unusable-login");
      await expect.poll(() => readStoredSession(page)).toEqual({ jwt: null, refresh: null });
      expect(errors).toEqual([]);

      // The way back in works.
      await signInAs(page, DEMO_ACCOUNT);
    });
  }
});

/*
 * Issue 12, item 6: signing in before verifying shows the server's 'Please verify your email to
 * sign in.' on the code step, and an expected outcome is not a console error.
 */
test("an unverified sign-in shows why the code step opened, without a console error", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const account = {
    fullName: "Shirley Polykoff",
    email: `shirley.${Date.now()}@fcb.example`,
    password: "does-she-or",
  };
  // Sign up, but leave before entering the code.
  await page.goto("/register");
  const register = page.getByRole("form", { name: "Create an account" });
  await register.getByLabel("Full name").fill(account.fullName);
  await register.getByLabel("Email").fill(account.email);
  await register.getByLabel("Password", { exact: true }).fill(account.password);
  await register.getByLabel("Confirm password").fill(account.password);
  await register.getByRole("button", { name: /Create account/ }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();

  const consoleErrors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(message.text());
  });
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));

  await page.goto("/login");
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel("Email").fill(account.email);
  await form.getByLabel("Password", { exact: true }).fill(account.password);
  await form.getByRole("button", { name: "Sign in" }).click();

  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  const why = page.getByRole("status").filter({ hasText: "Please verify your email to sign in." });
  await expect(why).toBeVisible();
  await expect(why).toContainText(`We've sent a new code to ${account.email}.`);
  await captureAtWidths(page, "login-unverified-code-step");
  // At 360 px a long address wraps inside the box rather than running out of it.
  await page.setViewportSize(VIEWPORTS.phone);
  const overflows = await why.evaluate((box) =>
    [box, ...box.querySelectorAll("*")].some((el) => el.scrollWidth > el.clientWidth + 1),
  );
  expect(overflows).toBe(false);

  const code = await readCodeFromMailbox(context, {
    to: account.email,
    subject: /verification code/,
  });
  await page.getByLabel("Verification code").fill(code);
  await page.getByRole("button", { name: "Verify email" }).click();
  // Verified only now, so this is the account's first session: the welcome tour is offered.
  await skipWelcomeTour(page);
  await expect(
    page.getByRole("banner").getByRole("button", { name: `Account: ${account.fullName}` }),
  ).toBeVisible();
  expect(consoleErrors).toEqual([]);
  expect(errors).toEqual([]);
});

import { expect, type BrowserContext, type Page } from "@playwright/test";
import { readCodeFromMailbox } from "./mailbox.ts";

/** Signs up through the dialog and verifies with the emailed code: the page ends signed in. */
export async function signUpVerified(
  page: Page,
  context: BrowserContext,
  account: { fullName: string; email: string; password: string },
  options: SignUpOptions = {},
) {
  await page.goto("/");
  await page.getByRole("banner").getByRole("button", { name: "Sign in" }).click();
  await signUpInDialog(page, context, account, options);
}

/** `keepWelcomeTour`: leave the new account's welcome tour open (the onboarding journey). */
type SignUpOptions = { keepWelcomeTour?: boolean };

/**
 * Completes sign-up in the open 'Sign in to Continue' dialog (opened by the header, or by an
 * action that needs an account) and verifies with the emailed code: the page ends signed in.
 */
export async function signUpInDialog(
  page: Page,
  context: BrowserContext,
  account: { fullName: string; email: string; password: string },
  { keepWelcomeTour = false }: SignUpOptions = {},
) {
  const dialog = page.getByRole("dialog", { name: "Sign in to Continue" });
  await dialog.getByRole("tab", { name: "Sign Up" }).click();
  await dialog.getByLabel("Full name").fill(account.fullName);
  await dialog.getByLabel("Email").fill(account.email);
  await dialog.getByLabel("Password", { exact: true }).fill(account.password);
  await dialog.getByLabel("Confirm password").fill(account.password);
  await dialog.getByRole("button", { name: "Create account" }).click();
  await expect(dialog.getByRole("heading", { name: "Check your email" })).toBeVisible();
  const code = await readCodeFromMailbox(context, {
    to: account.email,
    subject: /verification code/,
  });
  await dialog.getByLabel("Verification code").fill(code);
  await dialog.getByRole("button", { name: "Verify email" }).click();
  await expect(dialog).toBeHidden();
  if (keepWelcomeTour) return;
  await skipWelcomeTour(page);
  await expect(
    page.getByRole("banner").getByRole("button", { name: `Account: ${account.fullName}` }),
  ).toBeVisible();
}

/** The welcome tour's dialog (its first screen), offered once to a newly verified account. */
export function welcomeTour(page: Page) {
  return page.getByRole("dialog", { name: "Welcome to Legendary" });
}

/**
 * A new account meets the welcome tour right after verifying; journeys about something else skip
 * it (tests/e2e/onboarding.spec.ts walks it). Waits for it: it opens once the account is loaded.
 */
export async function skipWelcomeTour(page: Page) {
  const tour = welcomeTour(page);
  await tour.getByRole("button", { name: "Skip tour" }).click();
  await expect(tour).toBeHidden();
}

/** The seeded Pro demo account (DEMO_ACCOUNTS=local, which `npm start` sets). */
export const DEMO_ACCOUNT = {
  fullName: "Dana Demo",
  email: "demo@legendary.test",
  password: "legendary-demo",
};

/** The seeded demo colleague (DEMO_ACCOUNTS=local), with the demo password. */
export const COLLEAGUE_ACCOUNT = {
  fullName: "Cole Colleague",
  email: "colleague@legendary.test",
  password: DEMO_ACCOUNT.password,
};

/** Signs in on /login as `account` and waits for the header to show it. */
export async function signIn(
  page: Page,
  account: { fullName: string; email: string; password: string },
) {
  await page.goto("/login");
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel("Email").fill(account.email);
  await form.getByLabel("Password", { exact: true }).fill(account.password);
  await form.getByRole("button", { name: "Sign in" }).click();
  await expect(
    page.getByRole("banner").getByRole("button", { name: `Account: ${account.fullName}` }),
  ).toBeVisible();
}

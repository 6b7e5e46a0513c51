import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import {
  signUpInDialog,
  signUpVerified,
  skipWelcomeTour,
  welcomeTour,
} from "./support/accounts.ts";
import { expectFitsNarrowScreens } from "./support/fit.ts";
import { watchLiveQueries } from "./support/liveQueries.ts";
import { e2ePorts } from "./support/ports.ts";
import { captureAtWidths, captureElementAtWidths, VIEWPORTS } from "./support/screens.ts";
import { readStoredSession } from "./support/sessionTokens.ts";

/*
 * Plans and Legend Credits (issue 15) offline, in a real browser: checkout goes to the app's own
 * test checkout, whose Pay sends signed, Stripe-shaped events to the real webhook, so the plan and
 * credits arrive through the same verification, idempotency and grant code Stripe's would.
 * - A visitor picks Pro on /pricing, is asked to sign in, signs up, and the checkout resumes
 *   with no welcome tour over Pay (nor over the return page: it waits for the next ordinary
 *   page); Pay lands on /subscription/success with Pro and the new balance; /account shows the
 *   plan, its ledger and, after 'Cancel at period end' in the test portal, when it ends.
 * - A new account out of credits meets 'More Legend Credits Needed', buys a pack from its Credits
 *   tab ('Processing...' on that button) and /credits/success shows the new balance.
 * - Cancelling a checkout returns to /pricing with a calm notice.
 */

test.use({ viewport: VIEWPORTS.desktop });

type TestAccount = { fullName: string; email: string; password: string };

function newAccount(label: string): TestAccount {
  const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
  return {
    fullName: `${label} Buyer`,
    email: `${label.toLowerCase()}-${stamp}@example.com`,
    password: "billing-journey",
  };
}

/** Creates and verifies an account in a browser of its own, leaving it signed out elsewhere. */
async function createAccount(page: Page, account: TestAccount) {
  await signUpVerified(page, page.context(), account);
}

/** The local checkout page for the order just started; Pay is the only thing left to press. */
async function expectTestCheckout(page: Page, itemName: string) {
  await expect(page).toHaveURL(/\/checkout\/local\/cs_local_/);
  await expect(page.getByText("Test checkout — no real payment")).toBeVisible();
  await expect(page.getByText(itemName, { exact: true }).first()).toBeVisible();
}

/** Spends the account's credits through the backend's HTTP API, one brief at a time. */
async function spendAllCredits(page: Page, request: APIRequestContext, balance: number) {
  const { jwt } = await readStoredSession(page);
  expect(jwt).toBeTruthy();
  for (let i = 0; i < balance; i++) {
    const response = await request.post(`http://127.0.0.1:${e2ePorts().backend}/api/mutation`, {
      headers: { Authorization: `Bearer ${jwt}` },
      data: {
        path: "briefs/mutations:generate",
        format: "json",
        args: [
          {
            brand: `Drain ${i}`,
            audience: "Night-shift nurses",
            message: "Rest is part of the job",
            tone: "Calm",
          },
        ],
      },
    });
    const body = (await response.json()) as { status: string };
    expect(body.status, JSON.stringify(body)).toBe("success");
  }
}

/** Records, in the tab's session storage, whether any button ever read 'Processing...'. */
async function watchForProcessing(page: Page) {
  await page.evaluate(() => {
    sessionStorage.removeItem("e2e.sawProcessing");
    const check = () => {
      for (const button of document.querySelectorAll("button")) {
        if (button.textContent?.trim() === "Processing...") {
          sessionStorage.setItem("e2e.sawProcessing", button.closest("[role=dialog]") ? "1" : "0");
        }
      }
    };
    new MutationObserver(check).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
}

test("a visitor picks Pro on /pricing, signs up, pays at the test checkout and lands on Pro", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const account = newAccount("Pro");
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const sync = watchLiveQueries(page);

  await page.goto("/pricing");
  await expect(page.getByRole("button", { name: "Choose Pro" })).toBeVisible();
  await expect(page.getByText("No credit card needed to start. Cancel anytime.")).toBeVisible();
  // Business and Enterprise wait for ?show=advanced.
  await expect(page.getByRole("button", { name: "Choose Business" })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Credit packs" })).toBeVisible();
  await expectFitsNarrowScreens(page, "the pricing page");
  await captureAtWidths(page, "billing-pricing");
  await page.setViewportSize(VIEWPORTS.desktop);

  // Signed out: the checkout asks for an account first, then carries on by itself.
  await page.getByRole("button", { name: "Choose Pro" }).click();
  await expect(page.getByText("Authentication Required")).toBeVisible();
  await expect(page.getByText("Please sign in to upgrade your subscription.")).toBeVisible();
  // A new account, whose welcome tour is still to come.
  await signUpInDialog(page, context, account, { keepWelcomeTour: true });

  await expectTestCheckout(page, "Pro");
  await expect(page.getByText(account.email, { exact: true })).toBeVisible();
  // The server has said the tour is due; it still never covers Pay (issue 39).
  await sync.answered("onboarding/queries:status");
  await expect(welcomeTour(page)).toHaveCount(0);
  await expectFitsNarrowScreens(page, "the test checkout");
  await captureAtWidths(page, "billing-test-checkout");
  await page.setViewportSize(VIEWPORTS.desktop);

  await page.getByRole("button", { name: /^Pay \$/ }).click();
  await expect(page).toHaveURL(/\/subscription\/success\?session_id=cs_local_/);
  await expect(page.getByRole("heading", { name: "Welcome to Pro" })).toBeVisible();
  // 20 to start with, then Pro's 1,500 for its first month.
  await expect(page.getByText("Your balance is now 1,520 Legend Credits.")).toBeVisible();
  await expect(welcomeTour(page)).toHaveCount(0);
  await expectFitsNarrowScreens(page, "the subscription return page");
  await captureAtWidths(page, "billing-subscription-success");
  await page.setViewportSize(VIEWPORTS.desktop);

  // The account page: the plan, the balance, and where every credit came from. The first
  // ordinary page is where the new account meets its welcome tour.
  await page.goto("/account");
  await skipWelcomeTour(page);
  await expect(page.getByRole("heading", { name: "Pro", exact: true })).toBeVisible();
  await expect(page.getByText(/^Renews on /)).toBeVisible();
  await expect(page.getByText("1,520 Legend Credits").first()).toBeVisible();
  await expect(page.getByText("Plan credits").first()).toBeVisible();
  await expect(page.getByText("Sign-up bonus").first()).toBeVisible();
  await expectFitsNarrowScreens(page, "the account page");
  await captureAtWidths(page, "billing-account");
  await page.setViewportSize(VIEWPORTS.desktop);

  // The account menu's Manage plan → the test billing portal → cancel at the period's end.
  await expect(page.getByRole("button", { name: "Manage plan" })).toBeVisible();
  await page
    .getByRole("banner")
    .getByRole("button", { name: `Account: ${account.fullName}` })
    .click();
  await page.getByRole("menuitem", { name: "Manage plan" }).click();
  await expect(page).toHaveURL(/\/billing\/local-portal/);
  await expect(page.getByText("Test billing portal — no real payments")).toBeVisible();
  await expectFitsNarrowScreens(page, "the test billing portal");
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.getByRole("button", { name: "Cancel at period end" }).click();
  await expect(page.getByRole("button", { name: "Keep my plan" })).toBeVisible();
  await page.getByRole("link", { name: "Back to your account" }).click();
  await expect(page.getByText(/^Your Pro plan ends on .+\.$/)).toBeVisible();

  // Pricing marks the plan now held.
  await page.goto("/pricing");
  await expect(page.getByRole("button", { name: "Current plan" })).toBeDisabled();
  expect(errors).toEqual([]);
  await context.close();
});

test("a new account out of credits buys a pack from 'More Legend Credits Needed'", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const account = newAccount("Pack");
  await createAccount(page, account);
  await spendAllCredits(page, request, 20);

  await page.goto("/?showBrief=true");
  const form = page.getByRole("form", { name: "Creative brief" });
  await form.getByLabel("Brand", { exact: true }).fill("Northbound Coffee");
  await form.getByLabel("Target audience").fill("Commuters who take their first cup seriously");
  await form.getByLabel("Key message").fill("Roasted this week, at your door before you wake");
  await form.getByLabel("Tone/style").fill("Warm, witty");
  await form.getByRole("button", { name: "Generate Brief" }).click();

  const dialog = page.getByRole("dialog", { name: "More Legend Credits Needed" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("tab", { name: "Subscription" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(dialog.getByRole("button", { name: /^Upgrade to / }).first()).toBeVisible();
  await expectFitsNarrowScreens(page, "the credits dialog's Subscription tab");
  await page.setViewportSize(VIEWPORTS.desktop);
  await dialog.getByRole("tab", { name: "Credits" }).click();
  await expectFitsNarrowScreens(page, "the credits dialog's Credits tab");
  await page.setViewportSize(VIEWPORTS.desktop);
  const buy = dialog.getByRole("button", { name: /^Buy / }).first();
  const packName = (await buy.textContent())!.replace(/^Buy /, "").trim();
  await watchForProcessing(page);
  await buy.click();

  await expectTestCheckout(page, packName);
  // The chosen button read 'Processing...' while the checkout started.
  expect(await page.evaluate(() => sessionStorage.getItem("e2e.sawProcessing"))).toBe("1");
  await page.getByRole("button", { name: /^Pay \$/ }).click();

  await expect(page).toHaveURL(/\/credits\/success\?session_id=cs_local_/);
  await expect(page.getByRole("heading", { name: /^[\d,]+ Legend Credits added$/ })).toBeVisible();
  const added = Number(
    (await page.getByRole("heading", { name: /Legend Credits added$/ }).textContent())!
      .replace(/ Legend Credits added$/, "")
      .replace(/,/g, ""),
  );
  expect(added).toBeGreaterThan(0);
  await expect(
    page.getByText(`Your balance is now ${added.toLocaleString("en-US")} Legend Credits.`),
  ).toBeVisible();
  await expectFitsNarrowScreens(page, "the credits return page");
  await captureAtWidths(page, "billing-credits-success");
  await page.setViewportSize(VIEWPORTS.desktop);

  // The header's balance followed without a reload.
  await expect(page.getByRole("banner")).toContainText(
    new RegExp(`${added.toLocaleString("en-US")}\\s*Legend\\s*credits`),
  );
});

test("cancelling a checkout returns to /pricing with a calm notice", async ({ page }) => {
  test.setTimeout(120_000);
  const account = newAccount("Cancel");
  await createAccount(page, account);

  await page.goto("/pricing");
  await page.getByRole("button", { name: "Choose Starter" }).click();
  await expectTestCheckout(page, "Starter");
  await page.getByRole("button", { name: "Cancel", exact: true }).click();

  await expect(page).toHaveURL(/\/pricing\?canceled=1$/);
  await expect(page.getByText("Checkout canceled — nothing was charged")).toBeVisible();
  await expectFitsNarrowScreens(page, "the pricing page's canceled notice");
  await captureAtWidths(page, "billing-checkout-canceled");
  await page.setViewportSize(VIEWPORTS.desktop);
  // Nothing changed: the free plan is still the one held.
  await page.goto("/account");
  await expect(page.getByRole("link", { name: "Upgrade" })).toBeVisible();
});

test("an admin sets a plan's Stripe price id on /admin; a placeholder id is refused", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await createAccount(page, {
    fullName: "Bea Billing",
    email: "billing-admin@legendary.test",
    password: "billing-admin",
  });
  await page.goto("/admin");
  const catalog = page.getByRole("region", { name: "Plans and credit packs" });
  const starter = catalog.getByRole("form", { name: "Starter", exact: true });
  const priceId = starter.getByLabel("Stripe price id");

  await priceId.fill("price_xxxxx");
  await starter.getByRole("button", { name: "Save" }).click();
  await expect(starter.getByRole("alert")).toBeVisible();
  await captureElementAtWidths(page, catalog, "billing-admin-catalog");
  await page.setViewportSize(VIEWPORTS.desktop);

  await priceId.fill("price_1StarterMonthly");
  await starter.getByRole("button", { name: "Save" }).click();
  await expect(starter.getByRole("status")).toHaveText("Saved");
  await page.reload();
  await expect(priceId).toHaveValue("price_1StarterMonthly");

  // Cleared again: offline, the test checkout's stand-in price sells Starter.
  await priceId.fill("");
  await starter.getByRole("button", { name: "Save" }).click();
  await expect(starter.getByRole("status")).toHaveText("Saved");
});

import { expect, test, type Page } from "@playwright/test";
import { DEMO_ACCOUNT, signIn } from "./support/accounts.ts";
import { fixtureSiteUrl } from "./support/fixtureSite.ts";
import { captureDialogAtWidths, webFontsReady } from "./support/screens.ts";
import { expectFitsNarrowScreens } from "./support/fit.ts";

/*
 * Discovery IQ and Strategy IQ (issue 18) in a real browser against the offline studio: research
 * from the home card to its result page (reading the stand-in website through the safe
 * fetcher, its hostile extras left behind), then into the Ad Strategist, which works from it.
 */

const WIDE = { width: 1440, height: 900 };
test.use({ viewport: WIDE });

async function shootPage(page: Page, name: string) {
  await webFontsReady(page);
  await page.screenshot({
    path: `test-results/screenshots/${name}.png`,
    fullPage: true,
    style: ".site-header { position: static !important; }",
  });
}

async function balance(page: Page): Promise<number> {
  const price = page.locator("#discovery-price");
  await expect(price).toContainText("You have");
  const text = (await price.textContent()) ?? "";
  return Number(/You have ([\d,]+)/.exec(text)?.[1]?.replace(/,/g, ""));
}

test("a visitor is asked to sign in before Discovery IQ", async ({ page }) => {
  await page.goto("/discovery");
  await expect(page.getByRole("heading", { level: 1, name: "Discovery IQ" })).toBeVisible();
  await expect(page.getByRole("form", { name: "Discovery IQ" })).toHaveCount(0);
  await page.getByRole("button", { name: "Sign in to use Discovery IQ" }).click();
  await expect(page.getByRole("dialog", { name: "Sign in to Continue" })).toBeVisible();
});

test("Discovery IQ from the home card to the research, then into the Ad Strategist", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signIn(page, DEMO_ACCOUNT);

  // Strategy IQ is the Ad Strategist in its own dialog, not the quick-ideas modal.
  await page.goto("/");
  await page.getByRole("button", { name: /^Strategy IQ/ }).click();
  const strategyIq = page.getByRole("dialog", { name: "Ad Strategist" });
  await expect(strategyIq).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Let's Get Started" })).toHaveCount(0);
  await strategyIq.getByRole("button", { name: "Close" }).click();

  await page.getByRole("link", { name: /^Discovery IQ/ }).click();
  await expect(page).toHaveURL(/\/discovery$/);
  const form = page.getByRole("form", { name: "Discovery IQ" });
  const before = await balance(page);
  await expect(form.locator("#discovery-price")).toContainText("Costs 5 Legend Credits");

  // The idea is required, in the spec's words.
  await form.getByRole("button", { name: "Run Discovery IQ" }).click();
  await expect(form.getByText("Please enter your idea")).toBeVisible();

  await form
    .getByLabel("Your idea")
    .fill("A neighbourhood bakery that sells sourdough warm from a harbourside hatch at seven");
  await form.getByLabel("Website (optional)").fill(fixtureSiteUrl("/"));
  await form.getByRole("button", { name: "Run Discovery IQ" }).click();

  // Processing: a rotating message over the job's live step, then the result page.
  await expect(page).toHaveURL(/\/discovery\/[^/]+$/, { timeout: 60_000 });
  const sessionUrl = page.url();
  for (const heading of [
    "Audience segments",
    "Tensions and insights",
    "Language they use",
    "Where to reach them",
    "Three strategic opportunities",
  ]) {
    await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  }
  // Evidence says where it came from: the page that was read, and what is our inference.
  await expect(page.getByText("From the website").first()).toBeVisible();
  await expect(page.getByText("Our inference").first()).toBeVisible();
  // The stand-in page's hidden instruction, script, tracker and foreign link stay behind.
  await expect(page.getByText(/PWNED|attacker|prize/i)).toHaveCount(0);
  await expect(page.locator('img[src*="tracker"], a[href*="attacker"]')).toHaveCount(0);
  await shootPage(page, "discovery-result");
  await expectFitsNarrowScreens(page, "Discovery IQ result");
  await page.setViewportSize(WIDE);

  // The credits were spent once.
  await page.goto("/discovery");
  expect(await balance(page)).toBe(before - 5);
  const past = page.getByRole("region", { name: "Past research" });
  await expect(past.getByRole("link").first()).toBeVisible();
  await shootPage(page, "discovery-form");

  // 'Use in Ad Strategist': the strategist opens on home and works from the research.
  await page.goto(sessionUrl);
  await page.getByRole("link", { name: "Use in Ad Strategist" }).first().click();
  const strategist = page.getByRole("dialog", { name: "Ad Strategist" });
  await expect(strategist).toBeVisible();
  await expect(strategist.getByText(/Working from your Discovery IQ research/)).toBeVisible();
  await strategist.getByRole("button", { name: "Generate strategies" }).click();
  const tabs = strategist.getByRole("tab");
  await expect(tabs.first()).toBeVisible({ timeout: 30_000 });
  await captureDialogAtWidths(page, "discovery-strategist");
  await page.setViewportSize(WIDE);
  const audience = (await strategist
    .getByRole("tabpanel")
    .getByRole("definition")
    .first()
    .textContent())!;
  await strategist.getByRole("button", { name: "Use This Strategy" }).click();
  await expect(strategist).toBeHidden();
  const brief = page.getByRole("form", { name: "Creative brief" });
  await expect(brief.getByLabel("Target audience")).toHaveValue(audience.trim());
});

import { expect, test, type Locator, type Page } from "@playwright/test";
import { expectFitsNarrowScreens } from "./support/fit.ts";

/*
 * The marketing home after the legends (issue 19): the pricing section (#pricing), the use cases
 * written by the built-in studio and the sign-up call to action, at desktop and phone widths.
 */

const WIDTHS = [
  { label: "desktop", size: { width: 1440, height: 900 } },
  { label: "phone", size: { width: 375, height: 812 } },
] as const;

async function section(page: Page, heading: string) {
  const region = page.getByRole("region", { name: heading });
  // Below the fold: the section loads as it nears the viewport.
  await expect(async () => {
    await page.mouse.wheel(0, 1200);
    await expect(region).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await region.scrollIntoViewIfNeeded();
  return region;
}

/** One section as it looks, without the sticky header laid over its top. */
async function shot(region: Locator, file: string) {
  await region.screenshot({
    path: `test-results/screenshots/${file}`,
    style: ".site-header, .site-header * { visibility: hidden !important; }",
  });
}

for (const { label, size } of WIDTHS) {
  test(`a visitor reads pricing, use cases and the sign-up call at ${size.width} px`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(size);
    await page.goto("/");

    const pricing = await section(page, "Hire the legends by the month");
    const plans = pricing.getByRole("heading", { level: 3 });
    await expect(plans.first()).toHaveText("Dreamer");
    await expect(pricing.getByRole("heading", { level: 3, name: "Pro" })).toBeVisible();
    await shot(pricing, `home-pricing-${label}.png`);

    const useCases = await section(page, "One brief in, a legend’s idea out");
    const cases = useCases.getByRole("article");
    await expect(cases).toHaveCount(5);
    for (const who of [
      "Marketers",
      "Agencies",
      "Enterprise brands",
      "Small businesses",
      "Individual creators",
    ]) {
      await expect(useCases.getByRole("heading", { level: 3, name: who })).toBeVisible();
    }
    // Real studio output: every card names the legend who pitched it, linked to their profile.
    await expect(useCases.locator('a[href^="/creative-legends/"]')).toHaveCount(5);
    await shot(useCases, `home-use-cases-${label}.png`);

    const cta = await section(page, "Keep your briefs and ideas");
    await expect(cta).toContainText("No credit card needed to start. Cancel anytime.");
    await shot(cta, `home-sign-up-${label}.png`);
    if (label === "phone") await expectFitsNarrowScreens(page, "the home page");

    await cta.getByRole("link", { name: "Create your account" }).click();
    await expect(page).toHaveURL(/\/register$/);
  });
}

test("/#pricing opens the home page at its pricing section", async ({ page }) => {
  await page.setViewportSize(WIDTHS[0].size);
  await page.goto("/#pricing");
  await expect(page.getByRole("heading", { name: "Hire the legends by the month" })).toBeInViewport(
    { timeout: 30_000 },
  );
});

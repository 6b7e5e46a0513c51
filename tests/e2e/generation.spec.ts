import { expect, test } from "@playwright/test";
import { signUpVerified } from "./support/accounts.ts";
import { captureAtWidths } from "./support/screens.ts";

/*
 * The AI engine end to end (issue 4): an admin (ADMIN_EMAILS in playwright.config.ts) runs a
 * test generation through the real job pipeline and the offline studio, with a key visual
 * served from /api/media, Experimental Mode and the Generation Metadata card; and the admin's
 * generation defaults (issue 8's image settings).
 */

test("an admin runs a test generation with Experimental Mode", async ({ page, context }) => {
  test.setTimeout(120_000);
  await signUpVerified(page, context, {
    fullName: "Ada Admin",
    email: "admin@legendary.test",
    password: "admin-secret",
  });
  await page.getByRole("banner").getByRole("button", { name: "Account: Ada Admin" }).click();
  await page.getByRole("menuitem", { name: "Admin" }).click();
  await expect(page).toHaveURL(/\/admin$/);

  // Generation defaults: a change saves at once and is there after a reload.
  const defaults = page.getByRole("region", { name: "Generation defaults" });
  await expect(defaults.getByRole("combobox", { name: "Ideogram model" })).toHaveText("V_2A");
  await defaults.getByRole("combobox", { name: "Ideogram model" }).click();
  await page.getByRole("option", { name: "V_1I" }).click();
  await expect(page.getByText("Applies to the next generation.")).toBeVisible();
  await page.reload();
  await expect(defaults.getByRole("combobox", { name: "Ideogram model" })).toHaveText("V_1I");
  await expect(defaults.getByRole("combobox", { name: "Replicate model" })).not.toBeEmpty();

  const toggle = page.getByRole("switch", { name: "Experimental Mode" });
  await toggle.hover();
  await expect(page.getByRole("tooltip")).toHaveText("Admin Only");
  await toggle.click();
  await expect(page.getByText("0.90")).toBeVisible();
  await page.getByRole("slider").focus();
  await page.keyboard.press("ArrowLeft");
  await expect(page.getByText("0.80")).toBeVisible();

  await page.getByLabel("Brand", { exact: true }).fill("Northbound Coffee");
  await page.getByLabel("Audience").fill("Commuters who take their first cup seriously");
  await page.getByLabel("Key message").fill("Roasted this week, at your door before you wake");
  await page.getByLabel("Tone").fill("Warm, witty");
  await page.getByRole("button", { name: "Run test generation" }).click();

  const metadata = page.getByText("Generation Metadata");
  await expect(metadata).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/^Written by the built-in studio/)).toBeVisible();
  // The metadata card records the temperature the admin chose.
  await expect(page.getByRole("definition").filter({ hasText: "0.80" })).toBeVisible();
  await expect(page.getByText("Experimental", { exact: true })).toBeVisible();
  const visual = page.getByRole("img", { name: /Key visual for/ });
  await expect(visual).toBeVisible();
  await expect(visual).toHaveAttribute("src", /^\/api\/media\/[A-Za-z0-9_-]{32}$/);
  await expect
    .poll(() => visual.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await captureAtWidths(page, "admin-test-generation");
});

test("a signed-in non-admin is refused the admin page", async ({ page, context }) => {
  await signUpVerified(page, context, {
    fullName: "Nora Nonadmin",
    email: `nora.${Date.now()}@example.com`,
    password: "user-secret",
  });
  await page.getByRole("banner").getByRole("button", { name: "Account: Nora Nonadmin" }).click();
  await expect(page.getByRole("menuitem", { name: "Admin" })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "This page is for admins" })).toBeVisible();
  await expect(page.getByText("Experimental Mode")).toHaveCount(0);
});

import { webFontsReady } from "./support/screens.ts";
import { expect, test, type Page } from "@playwright/test";
import { DEMO_ACCOUNT, signIn } from "./support/accounts.ts";
import { expectFitsNarrowScreens } from "./support/fit.ts";
import { writeBrief } from "./support/ideasJourney.ts";

/*
 * Every page and dialog fits a 320–414 px phone (issue 12: the signed-in legend picker ran 6 px
 * past the right edge at 360 px, the signed-in header 27 px at 320 px). Each screen is checked at
 * 320, 360 and 414 px for anything past the edge or scrolling sideways; the narrowest is shot.
 */

test.use({ viewport: { width: 360, height: 780 } });

/** Checks the screen at every narrow width, then shoots what a 320 px phone shows of it. */
async function fits(page: Page, what: string) {
  await expectFitsNarrowScreens(page, what);
  await page.setViewportSize({ width: 320, height: 780 });
  await webFontsReady(page);
  const name = what.replace(/\W+/g, "-").toLowerCase();
  await page.screenshot({ path: `test-results/screenshots/narrow-${name}-320.png` });
}

async function openPicker(page: Page) {
  await page.goto("/#legends");
  await page.getByRole("button", { name: "Choose your legends" }).click();
  const picker = page.getByRole("dialog", { name: "Choose your legends" });
  await expect(picker.getByRole("checkbox").first()).toBeVisible();
  return picker;
}

test("a visitor's pages and dialogs fit 320–414 px", async ({ page }) => {
  test.setTimeout(180_000);
  for (const path of ["/", "/creative-legends/david-ogilvy", "/login", "/register", "/terms"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await expectFitsNarrowScreens(page, `the page ${path}`);
  }
  for (const path of ["/help/built-in-studio", "/no/such/page"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await fits(page, `page ${path}`);
  }

  await page.goto("/");
  await page.getByRole("banner").getByRole("button", { name: "Sign in" }).click();
  const signInDialog = page.getByRole("dialog", { name: "Sign in to Continue" });
  await expect(signInDialog.getByRole("tab", { name: "Sign In" })).toBeVisible();
  await fits(page, "sign-in dialog");
  await signInDialog.getByRole("tab", { name: "Sign Up" }).click();
  await expect(signInDialog.getByLabel("Confirm password")).toBeVisible();
  await fits(page, "sign-up dialog");
  await page.keyboard.press("Escape");

  const picker = await openPicker(page);
  await expect(picker.getByRole("tab", { name: /^My Activated/ })).toHaveCount(0);
  await fits(page, "visitor legend picker");
});

test("a visitor's strategist and brief dialogs fit 320–414 px", async ({ page }) => {
  test.setTimeout(180_000);
  // The strategist, its form and then its results.
  await page.goto("/");
  await page.getByRole("button", { name: /^Strategy IQ/ }).click();
  const strategist = page.getByRole("dialog", { name: "Ad Strategist" });
  await expect(strategist.getByLabel(/website/i).first()).toBeVisible();
  await fits(page, "Ad Strategist form");
  await page.keyboard.press("Escape");
  const prompt = page.getByLabel("What do you want to advertise?");
  await prompt.fill("A solar backpack for hikers that charges a phone on the trail");
  await prompt.press("Enter");
  const quick = page.getByRole("dialog", { name: "Let's Get Started" });
  await expect(quick.getByRole("tab").first()).toBeVisible({ timeout: 30_000 });
  await fits(page, "strategist results");
  await page.keyboard.press("Escape");

  // A visitor's brief, and the dialogs around it.
  const panel = await writeBrief(page, "Trailcharge");
  await expectFitsNarrowScreens(page, "the brief");
  await panel.getByRole("button", { name: "Save Brief" }).click();
  await expect(page.getByRole("dialog", { name: "Name your brief" })).toBeVisible();
  await fits(page, "name your brief dialog");
  await page.keyboard.press("Escape");
  await panel.getByRole("button", { name: "Start a new brief" }).click();
  await expect(page.getByRole("alertdialog", { name: "Start a new brief?" })).toBeVisible();
  await fits(page, "start a new brief dialog");
});

test("a signed-in user's header, picker and pages fit 320–414 px", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO_ACCOUNT);
  await fits(page, "signed-in home");

  const picker = await openPicker(page);
  // Three tabs for a signed-in user: the row that pushed the dialog past the edge.
  await expect(picker.getByRole("tab", { name: /^My Activated/ })).toBeVisible();
  await fits(page, "signed-in legend picker");
  for (const width of [320, 360, 414]) {
    await page.setViewportSize({ width, height: 780 });
    for (const name of ["Refresh", "Confirm selection", "Cancel"]) {
      const box = (await picker.getByRole("button", { name, exact: true }).boundingBox())!;
      expect(box.x + box.width, `${name} at ${width} px`).toBeLessThanOrEqual(width - 8);
    }
  }
  await page.keyboard.press("Escape");

  await page
    .getByRole("banner")
    .getByRole("button", { name: `Account: ${DEMO_ACCOUNT.fullName}` })
    .click();
  await expect(page.getByRole("menuitem", { name: "My ideas" })).toBeVisible();
  await fits(page, "account menu");
  await page.keyboard.press("Escape");

  for (const path of ["/my-ideas", "/creative-legends/david-ogilvy", "/admin"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await expectFitsNarrowScreens(page, `the signed-in page ${path}`);
  }
});

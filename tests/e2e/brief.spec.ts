import { expect, test } from "@playwright/test";
import { signUpInDialog } from "./support/accounts.ts";
import { captureElementAtWidths, VIEWPORTS } from "./support/screens.ts";

/*
 * From an idea to a brief (issues 6 and 12), in a real browser against the offline studio: a
 * visitor's quick-start prompt becomes strategies, a strategy fills the brief form, the visitor
 * generates the brief without an account (spec 6), Save Brief asks for a title and then for
 * sign-in, and once they have signed up and verified the kept save runs by itself under that
 * title; an edit is saved as a new version in the brief's history.
 */

test.use({ viewport: VIEWPORTS.desktop });

test("a visitor turns a sentence into a saved, versioned creative brief", async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto("/");

  // The hero: the prompt's placeholder types out an example idea.
  const hero = page.getByRole("region", { name: /Campaigns worth running/ });
  const prompt = hero.getByLabel("What do you want to advertise?");
  await expect(prompt).toHaveAttribute("placeholder", /\w{3}/);
  await expect(hero.getByRole("list", { name: "Ways to start" }).getByRole("listitem")).toHaveCount(
    4,
  );
  await captureElementAtWidths(page, hero, "home-hero");
  await page.setViewportSize(VIEWPORTS.desktop);

  // Quick start: Enter runs the strategist on the text, with live progress, then results.
  await prompt.fill("A subscription of freshly roasted coffee delivered before commuters wake up");
  await prompt.press("Enter");
  const strategist = page.getByRole("dialog", { name: "Let's Get Started" });
  await expect(strategist).toBeVisible();
  const tabs = strategist.getByRole("tab");
  await expect(tabs.first()).toBeVisible({ timeout: 30_000 });
  expect(await tabs.count()).toBeGreaterThanOrEqual(3);
  await expect(strategist.getByText(/^Written by the built-in studio/)).toHaveCount(1);
  const brandName = (await strategist.getByRole("heading", { level: 3 }).first().textContent())!;
  const audience = (await strategist
    .getByRole("tabpanel")
    .getByRole("definition")
    .first()
    .textContent())!;
  await captureElementAtWidths(page, strategist, "strategist-results");
  await page.setViewportSize(VIEWPORTS.desktop);

  // Use This Strategy fills the brief form and brings it into view.
  await strategist.getByRole("button", { name: "Use This Strategy" }).click();
  await expect(strategist).toBeHidden();
  const form = page.getByRole("form", { name: "Creative brief" });
  await expect(form.getByLabel("Target audience")).toHaveValue(audience.trim());
  await expect(form.getByLabel("Brand", { exact: true })).toHaveValue(
    new RegExp(`^${brandName.trim()}`),
  );
  await expect(form.getByLabel("Brand", { exact: true })).toBeInViewport();

  // Visitors may generate a brief (spec 6): the studio writes it, no account asked for, and
  // the button says so before the click.
  await expect(form.getByRole("button", { name: "Generate Brief" })).toHaveAccessibleDescription(
    "Free to try without an account",
  );
  await form.getByRole("button", { name: "Generate Brief" }).click();
  const panel = page.getByRole("region", { name: "Generated brief" });
  await expect(panel.getByRole("heading", { level: 1 })).toContainText("Creative Brief", {
    timeout: 30_000,
  });
  await expect(page.getByRole("dialog", { name: "Sign in to Continue" })).toHaveCount(0);
  await expect(panel.getByText("Not saved yet")).toBeVisible();
  await expect(panel.getByText(/^Written by the built-in studio/)).toBeVisible();
  await expect(panel.getByText(/API_KEY/)).toHaveCount(0);
  await captureElementAtWidths(page, panel, "brief-panel-preview");
  await page.setViewportSize(VIEWPORTS.desktop);

  // Saving needs an account. Save Brief asks for a title first.
  await panel.getByRole("button", { name: "Save Brief" }).click();
  const naming = page.getByRole("dialog", { name: "Name your brief" });
  await naming.getByLabel("Title").fill("   ");
  await naming.getByRole("button", { name: "Save brief" }).click();
  await expect(naming.getByText("Brief title is required")).toBeVisible();
  await naming.getByLabel("Title").fill("Dawn delivery launch");
  await naming.getByRole("button", { name: "Save brief" }).click();
  await expect(naming).toBeHidden();
  await expect(page.getByText("Login Required")).toBeVisible();

  // The visitor signs up and verifies; the kept SAVE_BRIEF resumes and saves under its title.
  await signUpInDialog(page, context, {
    fullName: "Bea Briefer",
    email: `bea.${Date.now()}@example.com`,
    password: "brief-secret",
  });
  await expect(panel.getByText("Saved · version 1")).toBeVisible({ timeout: 15_000 });
  await expect(panel.getByRole("heading", { name: "Dawn delivery launch" })).toBeVisible();
  await expect(panel.getByText("Not saved yet")).toHaveCount(0);

  // An edit, saved with Update Brief, is a new version in the history.
  await panel.getByRole("tab", { name: "Edit" }).click();
  const editor = panel.getByLabel("Brief (markdown)");
  await editor.fill(
    `${await editor.inputValue()}\n\n## Mandatories\n\n- The logo closes every film\n`,
  );
  await expect(panel.getByText("Unsaved changes")).toBeVisible();
  await captureElementAtWidths(page, panel, "brief-panel-edit");
  await page.setViewportSize(VIEWPORTS.desktop);
  await panel.getByRole("button", { name: "Update Brief" }).click();
  await expect(panel.getByText("Saved · version 2")).toBeVisible();
  const history = panel.getByRole("region", { name: "Version history" });
  await expect(history.getByText("Version 2")).toBeVisible();
  await expect(history.getByText("Version 1")).toBeVisible();

  // An older version opens read-only.
  await history.getByRole("button", { name: "Open version 1" }).click();
  const older = page.getByRole("dialog", { name: /Dawn delivery launch · version 1/ });
  await expect(older.getByRole("heading", { name: /^Creative Brief/ })).toBeVisible();
  await expect(older.getByText("The logo closes every film")).toHaveCount(0);
  await expect(older.getByRole("button", { name: "Restore this version" })).toBeVisible();
  await older.getByRole("button", { name: "Close" }).click();

  // The work survives a reload.
  await page.reload();
  await expect(panel.getByText("Saved · version 2")).toBeVisible();
  await panel.getByRole("tab", { name: "Preview" }).click();
  await expect(panel.getByText("The logo closes every film")).toBeVisible();
  expect(errors).toEqual([]);
});

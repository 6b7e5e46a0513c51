import { expect, test, type Locator, type Page } from "@playwright/test";
import { DEMO_ACCOUNT, signIn } from "./support/accounts.ts";
import { gateSync } from "./support/syncGate.ts";
import { captureDialogAtWidths, captureElementAtWidths, VIEWPORTS } from "./support/screens.ts";

/*
 * Visuals (issue 8) in a real browser against the offline studio: one legend's ideas arrive,
 * each draws its collage (hero plus two) on its own; Regenerate locks while it redraws; then a
 * 9:16 visual teamed up with a second legend lands in the idea's list, and the other aspect
 * ratios after it. Screenshots: the collage at both widths and a visual in each aspect ratio.
 */

test.use({ viewport: VIEWPORTS.desktop });

async function briefWithIdeas(page: Page) {
  await page.goto("/?showBrief=true");
  const form = page.getByRole("form", { name: "Creative brief" });
  await form.getByLabel("Brand", { exact: true }).fill("Harbour Bikes");
  await form.getByLabel("Target audience").fill("City commuters tired of traffic");
  await form.getByLabel("Key message").fill("Ten minutes faster, every single morning");
  await form.getByLabel("Tone/style").fill("Bold, playful");
  await form.getByRole("button", { name: "Generate Brief" }).click();
  const panel = page.getByRole("region", { name: "Generated brief" });
  await expect(panel.getByRole("heading", { level: 1 })).toContainText("Creative Brief", {
    timeout: 30_000,
  });

  const pick = page.getByRole("region", { name: "Pick Your Legends" });
  await pick.getByRole("button", { name: /legends$/ }).click();
  const picker = page.getByRole("dialog", { name: "Choose your legends" });
  await picker.getByPlaceholder("Search creative legends...").fill("Ogilvy");
  const ogilvy = page.getByRole("checkbox", { name: "David Ogilvy", exact: true });
  await picker.locator("label").filter({ has: ogilvy }).click();
  await picker.getByRole("button", { name: "Confirm selection" }).click();
  await expect(picker).toBeHidden();
  await pick.getByRole("button", { name: "Get Creative Ideas" }).click();

  const column = page
    .getByRole("region", { name: "Ideas for this brief" })
    .getByRole("region", { name: "David Ogilvy", exact: true });
  await expect(column.getByRole("article")).toHaveCount(3, { timeout: 30_000 });
  return column.getByRole("article").first();
}

/** The collage's three images, loaded and drawn (not just in the DOM). */
async function expectCollageDrawn(card: Locator) {
  const images = card.locator(".idea-collage img");
  await expect(images).toHaveCount(3, { timeout: 30_000 });
  for (const image of await images.all()) {
    await expect(image).toHaveJSProperty("complete", true);
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  }
  await expect(card.getByRole("img", { name: /^Hero image for the campaign / })).toBeVisible();
}

test("ideas draw their collage; regenerate locks; a 9:16 visual teamed with a second legend joins the list", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  // Holds the page's view of the database once a job is seen running, so the short-lived
  // regenerate lock can be looked at.
  const gate = await gateSync(page, (message) => message.includes('"status":"running"'));
  await signIn(page, DEMO_ACCOUNT);
  const card = await briefWithIdeas(page);
  const campaign = (await card.getByRole("heading", { level: 4 }).textContent())!.trim();

  // Thumbnails appear in the collage with no click: hero plus two, the lines over them.
  await expectCollageDrawn(card);
  await expect(card.locator(".idea-collage")).toContainText(campaign);
  await captureElementAtWidths(page, card, "idea-collage");
  await page.setViewportSize(VIEWPORTS.desktop);

  // Regenerate: locked while the collage is redrawn, then free again with new images.
  const before = await card.getByRole("img", { name: /^Hero image/ }).getAttribute("src");
  gate.arm();
  await card.getByRole("button", { name: "Regenerate" }).click();
  await gate.holdReached;
  const locked = card.getByRole("button", { name: "Regenerating…" });
  await expect(locked).toBeDisabled();
  gate.release();
  await expect(card.getByRole("button", { name: "Regenerate" })).toBeEnabled({ timeout: 40_000 });
  await expectCollageDrawn(card);
  await expect(card.getByRole("img", { name: /^Hero image/ })).not.toHaveAttribute("src", before!);

  // Generate visual: 9:16 Tall, teamed up with Bill Bernbach.
  await card.getByRole("button", { name: "Generate visual" }).click();
  const generator = page.getByRole("dialog", { name: `Visualize ${campaign}` });
  await expect(generator.getByRole("radio", { name: /^Square 1:1/ })).toBeChecked();
  await generator.getByRole("radio", { name: /^Tall 9:16/ }).click();
  await expect(generator.getByText("mobile stories/reels")).toBeVisible();
  await generator.getByRole("button", { name: "Team up with a legend" }).click();
  const teamPicker = page.getByRole("dialog", { name: "Team up with a legend" });
  await teamPicker.getByPlaceholder("Search creative legends...").fill("Bernbach");
  const bernbach = page.getByRole("checkbox", { name: "Bill Bernbach", exact: true });
  await teamPicker.locator("label").filter({ has: bernbach }).click();
  await teamPicker.getByRole("button", { name: "Team up" }).click();
  await expect(teamPicker).toBeHidden();
  await expect(generator.getByText("David Ogilvy × Bill Bernbach")).toBeVisible();

  const visuals = generator.getByRole("article", { name: /^Visual, / });
  await expect(visuals).toHaveCount(0);
  await generator.getByRole("button", { name: "Generate visual" }).click();
  const tall = generator.getByRole("article", { name: /^Visual, Tall/ });
  await expect(tall).toBeVisible({ timeout: 30_000 });
  await expect(tall.getByText("with Bill Bernbach")).toBeVisible();
  const tallImage = tall.getByRole("img", {
    name: /, Tall \(mobile stories\/reels\), with Bill Bernbach$/,
  });
  await expect(tallImage).toHaveJSProperty("complete", true);
  const box = (await tallImage.boundingBox())!;
  expect(box.height / box.width).toBeCloseTo(16 / 9, 1);
  await captureElementAtWidths(page, tall, "visual-9x16");
  await page.setViewportSize(VIEWPORTS.desktop);

  // The other aspect ratios, alone (no team-up).
  await generator.getByRole("button", { name: "Remove Bill Bernbach" }).click();
  for (const [label, ratio, file] of [
    ["Square", 1, "visual-1x1"],
    ["Portrait", 5 / 4, "visual-4x5"],
    ["Wide", 9 / 16, "visual-16x9"],
  ] as const) {
    await generator.getByRole("radio", { name: new RegExp(`^${label} `) }).click();
    await generator.getByRole("button", { name: "Generate visual" }).click();
    const visual = generator.getByRole("article", { name: new RegExp(`^Visual, ${label}`) });
    await expect(visual).toBeVisible({ timeout: 30_000 });
    const image = visual.getByRole("img");
    await expect(image).toHaveJSProperty("complete", true);
    const size = (await image.boundingBox())!;
    expect(size.height / size.width).toBeCloseTo(ratio, 1);
    await captureElementAtWidths(page, visual, file);
    await page.setViewportSize(VIEWPORTS.desktop);
  }
  await expect(visuals).toHaveCount(4);
  await captureDialogAtWidths(
    page,
    "visual-generator",
    generator.getByRole("heading", { name: "Visuals of this idea" }),
  );

  expect(errors).toEqual([]);
});

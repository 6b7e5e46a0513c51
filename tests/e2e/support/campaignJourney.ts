import { expect, type Locator, type Page } from "@playwright/test";
import { chooseLegends, writeBrief } from "./ideasJourney.ts";

/** A brief, one legend's ideas, and the first idea once its collage is drawn (Campaign It needs it). */
export async function firstIdeaWithCollage(page: Page): Promise<Locator> {
  await writeBrief(page, "Tidewater Tea", {
    audience: "Office workers who drink tea at their desk all afternoon",
    message: "Loose-leaf flavour in a bag that takes ninety seconds",
  });
  const pick = await chooseLegends(page, ["David Ogilvy"]);
  await pick.getByRole("button", { name: "Get Creative Ideas" }).click();
  const column = page
    .getByRole("region", { name: "Ideas for this brief" })
    .getByRole("region", { name: "David Ogilvy", exact: true });
  await expect(column.getByRole("article")).toHaveCount(3, { timeout: 30_000 });
  const card = column.getByRole("article").first();
  await expect(card.locator(".idea-collage img")).toHaveCount(3, { timeout: 60_000 });
  return card;
}

/** How many of the images in `scope` have loaded. */
export async function loadedImages(scope: Locator): Promise<number> {
  return await scope
    .locator("img")
    .evaluateAll(
      (images) =>
        images.filter(
          (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
        ).length,
    );
}

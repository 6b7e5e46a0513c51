import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import JSZip from "jszip";
import { DEMO_ACCOUNT, signIn } from "./support/accounts.ts";
import { firstIdeaWithCollage } from "./support/campaignJourney.ts";
import { expectFitsNarrowScreens } from "./support/fit.ts";
import { webFontsReady } from "./support/screens.ts";

/*
 * Channel kits (issue 42) in a real browser on the offline studio: from a campaign page the
 * owner picks three channels, sees the price before the click, watches each placement arrive
 * in its platform's frame with its checklist turning green, and downloads the kit: a folder per
 * channel of exact PNGs, the copy sheet and the ad managers' CSVs. The section fits 320–414 px.
 */

const WIDE = { width: 1440, height: 900 };
const CHANNELS = [
  "Facebook & Instagram feed",
  "Instagram & Facebook Stories and Reels",
  "Google Search",
];

test.use({ viewport: WIDE });

test("a campaign page's channel kit: three channels priced, previewed, checked and downloaded", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await signIn(page, DEMO_ACCOUNT);
  const card = await firstIdeaWithCollage(page);
  await card.getByRole("button", { name: "Campaign It" }).click();
  await page
    .getByRole("dialog", { name: "Generate Campaign Page" })
    .getByRole("button", { name: "Create campaign page" })
    .click();
  await expect(page).toHaveURL(/\/idea-page\/[^/]+$/, { timeout: 30_000 });

  const section = page.getByRole("region", { name: "Channel kit" });
  await expect(section).toBeVisible({ timeout: 20_000 });
  // Nobody has approved the campaign yet: the kit can be made and checked, and says so.
  await expect(section.getByText(/^Not approved yet\./)).toBeVisible();
  const make = section.getByRole("button", { name: "Make channel kit" });
  await expect(make).toBeDisabled();
  for (const channel of CHANNELS) {
    await section.getByRole("checkbox", { name: new RegExp(`^${channel}`) }).click();
  }
  await expect(section.getByText(/^3 Legend Credits: one per channel/)).toBeVisible();
  await make.click();

  // Live, asset by asset: two feed sizes, a story, the search ad; each green.
  await expect(section.getByText("4 of 4 assets ready to upload.")).toBeVisible({
    timeout: 90_000,
  });
  const assets = section.getByRole("article");
  await expect(assets).toHaveCount(4);
  for (const name of [
    "Square 1:1 · 1080×1080",
    "Portrait 4:5 · 1080×1350",
    "Story 9:16 · 1080×1920",
  ]) {
    const asset = section.getByRole("article", { name });
    await expect(asset.getByText("Ready to upload")).toBeVisible();
    await expect(asset.locator("img")).toHaveJSProperty("complete", true);
  }
  const search = section.getByRole("article", { name: "Responsive search ad" });
  await expect(search.getByText("Ready to upload")).toBeVisible();
  await expect(search.getByRole("list", { name: /^Checklist/ })).toContainText(
    "15 headlines: 15 of 15",
  );
  await section.scrollIntoViewIfNeeded();
  await webFontsReady(page);
  await section.screenshot({
    path: "test-results/screenshots/channel-kit-1440.png",
    style: ".site-header { position: static !important; }",
  });

  // The download: a folder per channel, exact files, the sheet and both CSVs.
  const downloading = page.waitForEvent("download");
  await section.getByRole("button", { name: "Download kit (ZIP)" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/channel-kit\.zip$/);
  const zip = await JSZip.loadAsync(await readFile(await download.path()));
  const names = Object.keys(zip.files)
    .filter((name) => !zip.files[name].dir)
    .sort();
  expect(names).toEqual([
    "copy-sheet.md",
    "google-ads-editor-responsive-search-ads.csv",
    "meta-ads-manager-bulk-import.csv",
    "meta_feed/meta_feed_1080x1080.png",
    "meta_feed/meta_feed_1080x1350.png",
    "stories/stories_1080x1920.png",
  ]);
  const png = await zip.file("stories/stories_1080x1920.png")!.async("uint8array");
  const view = new DataView(png.buffer, png.byteOffset);
  expect([view.getUint32(16), view.getUint32(20)]).toEqual([1080, 1920]);

  await expectFitsNarrowScreens(page, "the channel kit");
  await page.setViewportSize({ width: 375, height: 812 });
  await section.getByRole("article", { name: "Story 9:16 · 1080×1920" }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/screenshots/channel-kit-375.png" });
  expect(errors).toEqual([]);
});

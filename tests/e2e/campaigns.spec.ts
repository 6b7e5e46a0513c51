import { writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { expect, test, type Locator, type Page } from "@playwright/test";
import JSZip from "jszip";
import { DEMO_ACCOUNT, signIn } from "./support/accounts.ts";
import { firstIdeaWithCollage, loadedImages } from "./support/campaignJourney.ts";
import { captureDialogAtWidths, webFontsReady } from "./support/screens.ts";
import { expectFitsNarrowScreens } from "./support/fit.ts";

/*
 * The payoff (issue 16) in a real browser against the offline studio: an idea becomes a
 * campaign page with its first ads, one more ad is added in a chosen format and moved, the page
 * is shared with someone who has no account (the page, and the link preview tags a chat app
 * would read), exported in every format, and finally the link is turned off.
 */

const WIDE = { width: 1440, height: 900 };
const PHONE = { width: 375, height: 812 };

test.use({ viewport: WIDE, permissions: ["clipboard-read", "clipboard-write"] });

/** A full-page shot with the sticky header kept at the top (not stamped mid-page). */
async function shootPage(page: Page, name: string) {
  await webFontsReady(page);
  await page.screenshot({
    path: `test-results/screenshots/${name}.png`,
    fullPage: true,
    style: ".site-header { position: static !important; }",
  });
}

async function downloadVia(page: Page, menuItem: string, scope: Page | Locator = page) {
  await scope.getByRole("button", { name: "Export" }).click();
  const downloading = page.waitForEvent("download");
  await page.getByRole("menuitem", { name: menuItem }).click();
  const download = await downloading;
  // The menu closes before the next key goes to the page (an Escape would otherwise close it).
  await expect(page.getByRole("menu")).toBeHidden();
  const path = await download.path();
  return { name: download.suggestedFilename(), bytes: await readFile(path) };
}

test("an idea becomes a campaign page with ads, is shared with someone signed out and exported in four formats", async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await signIn(page, DEMO_ACCOUNT);
  const card = await firstIdeaWithCollage(page);
  const campaign = (await card.getByRole("heading", { level: 4 }).textContent())!.trim();
  const campaignLine = campaign.replace(/[.!?]$/, "");

  // The idea itself: its collage's Share makes a public link; its details export it.
  await card.getByRole("button", { name: "Share", exact: true }).click();
  await expect(page.getByText("Link copied")).toBeVisible();
  const ideaShareUrl = await page.evaluate(() => navigator.clipboard.readText());
  expect(ideaShareUrl).toMatch(/\/shared\/[A-Za-z0-9_-]{20,}$/);
  await card.getByRole("button", { name: /^Details: / }).click();
  const details = page.getByRole("dialog");
  const ideaMarkdown = await downloadVia(page, "Markdown (.md)", details);
  expect(ideaMarkdown.bytes.toString("utf8")).toContain(campaignLine);
  await page.keyboard.press("Escape");
  await expect(details).toBeHidden();

  // Campaign It → the 'Generate Campaign Page' panel → the page.
  await card.getByRole("button", { name: "Campaign It" }).click();
  const panel = page.getByRole("dialog", { name: "Generate Campaign Page" });
  await expect(panel).toBeVisible();
  await captureDialogAtWidths(page, "campaign-generate-panel");
  await page.setViewportSize(WIDE);
  await panel.getByRole("button", { name: "Create campaign page" }).click();
  await expect(page).toHaveURL(/\/idea-page\/[^/]+$/, { timeout: 30_000 });
  const pageUrl = page.url();

  // The campaign line is the page's title (the home page's headings may linger a moment).
  await expect(page.locator("h1#campaign-title")).toContainText(campaignLine);
  await expect(page.getByRole("link", { name: "David Ogilvy" })).toHaveAttribute(
    "href",
    "/creative-legends/david-ogilvy",
  );
  const ads = page.getByRole("list", { name: "Ads" }).getByRole("article");
  await expect(ads).toHaveCount(3);
  await expect.poll(() => loadedImages(page.getByRole("list", { name: "Ads" }))).toBe(3);

  // Add an ad: a 9:16 story, written and drawn live at the end of the list.
  await expect(page.getByText("Uses 1 Legend Credit", { exact: false }).first()).toBeVisible();
  await page.getByRole("combobox", { name: "Format" }).click();
  await page.getByRole("option", { name: "Story 9:16" }).click();
  await page.getByRole("button", { name: "Add an ad" }).click();
  await expect(ads).toHaveCount(4);
  const added = ads.nth(3);
  await expect(added).toHaveAttribute("data-status", "ready", { timeout: 60_000 });
  await expect(added).toContainText("Story 9:16");
  await expect.poll(() => loadedImages(page.getByRole("list", { name: "Ads" }))).toBe(4);
  const addedLabel = (await added.getAttribute("aria-label"))!;

  // Move it up one place: it is third now.
  await added.getByRole("button", { name: /^Move up/ }).click();
  await expect(ads.nth(2)).toHaveAttribute("aria-label", addedLabel);

  await shootPage(page, "campaign-page-1440");
  await expectFitsNarrowScreens(page, "the campaign page");
  await page.setViewportSize(PHONE);
  await shootPage(page, "campaign-page-375");
  await page.setViewportSize(WIDE);

  // Share: a public link, copied to the clipboard.
  await page.getByRole("button", { name: "Share", exact: true }).click();
  await expect(page.getByText("Public link on")).toBeVisible();
  const shareUrl = await page.evaluate(() => navigator.clipboard.readText());
  expect(shareUrl).toMatch(/\/shared\/[A-Za-z0-9_-]{20,}$/);
  const shareId = shareUrl.split("/").pop()!;
  expect(pageUrl).not.toContain(shareId);

  // Someone with no account opens the idea's link, then the campaign's: read-only.
  const visitor = await browser.newContext({ viewport: WIDE });
  const guest = await visitor.newPage();
  await guest.goto(new URL(ideaShareUrl).pathname);
  await expect(guest.getByRole("heading", { level: 1 })).toContainText(campaignLine);
  await expect(guest.getByText("Campaign idea")).toBeVisible();
  await guest.goto(new URL(shareUrl).pathname);
  await expect(guest.getByRole("heading", { level: 1 })).toContainText(campaignLine);
  // The server paints the page first; its ads arrive with the live page (slower under load).
  await expect(guest.getByText("Story 9:16")).toBeVisible({ timeout: 20_000 });
  await expect(guest.getByRole("button", { name: "Add an ad" })).toHaveCount(0);
  await expect(guest.getByRole("button", { name: /^Edit/ })).toHaveCount(0);
  // Every ad's picture is on the page before the shot (they load lazily as they near the view).
  const guestImages = guest.locator("main img");
  for (const image of await guestImages.all()) await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => loadedImages(guest.locator("main")), { timeout: 20_000 })
    .toBe(await guestImages.count());
  await guest.evaluate(() => window.scrollTo(0, 0));
  await webFontsReady(guest);
  await guest.screenshot({
    path: "test-results/screenshots/shared-campaign-1440.png",
    fullPage: true,
  });
  await guest.setViewportSize(PHONE);
  await guest.screenshot({
    path: "test-results/screenshots/shared-campaign-375.png",
    fullPage: true,
  });

  // What a chat app's link preview reads: the HTML itself carries the tags.
  const html = await (await guest.request.get(new URL(shareUrl).pathname)).text();
  const meta = (property: string) =>
    new RegExp(`<meta[^>]+(?:property|name)="${property}"[^>]+content="([^"]*)"`).exec(html)?.[1];
  expect(meta("og:title")).toContain(campaignLine);
  expect(meta("og:description")?.length ?? 0).toBeGreaterThan(10);
  // The picture is the link's share card: a 1200×630 PNG from this app's origin, never an SVG.
  const cardUrl = meta("og:image") ?? "";
  expect(cardUrl).toMatch(
    new RegExp(`^https?://[^/]+/api/shared/${shareId}/card\\.png\\?v=[0-9a-f]+$`),
  );
  expect(meta("og:image:type")).toBe("image/png");
  expect([meta("og:image:width"), meta("og:image:height")]).toEqual(["1200", "630"]);
  expect(meta("twitter:card")).toBe("summary_large_image");
  expect(meta("twitter:image")).toBe(cardUrl);
  const previewTags = html.match(/<meta[^>]+(?:property|name)="(?:og|twitter):[^>]*>/g) ?? [];
  expect(previewTags.length).toBeGreaterThan(8);
  expect(previewTags.filter((tag) => /svg/i.test(tag))).toEqual([]);
  const cardFile = await guest.request.get(new URL(cardUrl).pathname + new URL(cardUrl).search);
  expect(cardFile.status()).toBe(200);
  expect(cardFile.headers()["content-type"]).toBe("image/png");
  const png = await cardFile.body();
  expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  writeFileSync("test-results/screenshots/share-card.png", png);

  // Exports: each format downloads a real file with the campaign in it.
  const markdown = await downloadVia(page, "Markdown (.md)");
  expect(markdown.name).toMatch(/\.md$/);
  expect(markdown.bytes.toString("utf8")).toContain(campaignLine);

  const word = await downloadVia(page, "Word (.docx)");
  expect(word.name).toMatch(/\.docx$/);
  const docx = await JSZip.loadAsync(word.bytes);
  expect(await docx.file("word/document.xml")!.async("string")).toContain(
    campaignLine.replace(/&/g, "&amp;").replace(/'/g, "&apos;").split(" ")[0],
  );
  expect(Object.keys(docx.files).some((name) => name.startsWith("word/media/"))).toBe(true);

  const pdf = await downloadVia(page, "PDF");
  expect(pdf.name).toMatch(/\.pdf$/);
  expect(pdf.bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");

  const archive = await downloadVia(page, "Images + document (.zip)");
  expect(archive.name).toMatch(/\.zip$/);
  const zip = await JSZip.loadAsync(archive.bytes);
  const names = Object.keys(zip.files).filter((name) => !zip.files[name].dir);
  expect(names.some((name) => name.endsWith(".md"))).toBe(true);
  expect(names.filter((name) => /\.(png|jpe?g)$/.test(name)).length).toBeGreaterThanOrEqual(4);
  expect(names.filter((name) => /\.svg$/i.test(name))).toEqual([]);

  // Turned off, the link opens nothing, live; its card is gone too.
  await page.getByRole("button", { name: "Turn off link" }).click();
  await expect(page.getByRole("button", { name: "Share", exact: true })).toBeVisible();
  expect((await guest.request.get(new URL(cardUrl).pathname)).status()).toBe(404);
  await guest.setViewportSize(WIDE);
  // The open public page turns into the not-found page without a reload, and stays so.
  await expect(guest.getByText("Error 404")).toBeVisible();
  await expect(guest.getByRole("heading", { level: 1 })).not.toContainText(campaignLine);
  await guest.reload();
  await expect(guest.getByText("Error 404")).toBeVisible();
  await visitor.close();
  expect(errors).toEqual([]);
});

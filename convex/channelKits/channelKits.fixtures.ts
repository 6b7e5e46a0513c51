/**
 * Shared by the convex/channelKits tests (two dots in the name: never deployed): a campaign page
 * whose hero is a real PNG in storage (a kit is cut from it), members of its brief, and the
 * stored PNG of a kit asset read back with its size from its header.
 */
import { expect, vi } from "vitest";
import { api } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { asUser, type TestApp } from "../test.setup";
import { pageFixture } from "../campaigns/campaigns.fixtures";
import { renderForTest } from "../media/raster.fixtures";
import { newMediaKey } from "../media/model";
import { imageSize } from "../lib/ai/imageBytes";

/** A 16:9 visual with a subject in the middle: a kit crops around it. */
const HERO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900"><rect width="1600" height="900" fill="#2b6cb0"/><circle cx="800" cy="450" r="300" fill="#f6ad55"/></svg>`;

/** Stores `bytes` as a provider's picture (a media row); answers its key. */
export async function storeMedia(
  t: TestApp,
  bytes: Uint8Array<ArrayBuffer>,
  contentType: string,
  size: { width: number; height: number },
): Promise<string> {
  const key = newMediaKey();
  await t.run(async (ctx) => {
    const storageId = await ctx.storage.store(new Blob([bytes], { type: contentType }));
    await ctx.db.insert("media", {
      key,
      storageId,
      contentType,
      width: size.width,
      height: size.height,
      provider: "replicate",
    });
  });
  return key;
}

/** Stores `svg` drawn to PNG as a media row; answers its key. */
export async function storeVisual(t: TestApp, svg = HERO_SVG): Promise<string> {
  const image = await renderForTest(svg);
  return await storeMedia(t, image.png, "image/png", image);
}

/** Makes the media `heroKey` the campaign page's hero. */
export async function setHero(
  t: TestApp,
  campaignPageId: Id<"campaignPages">,
  heroKey: string,
): Promise<void> {
  await t.run(async (ctx) => {
    await ctx.db.patch("campaignPages", campaignPageId, {
      heroKey,
      heroUrl: `/api/media/${heroKey}`,
    });
  });
}

/** An idea's campaign page (10 credits, its owner's) whose hero is a real stored PNG. */
export async function kitPage(t: TestApp, overrides: Parameters<typeof pageFixture>[1] = {}) {
  const fixture = await pageFixture(t, overrides);
  const heroKey = await storeVisual(t);
  await setHero(t, fixture.campaignPageId, heroKey);
  return { ...fixture, heroKey };
}

export async function finish(t: TestApp) {
  await t.finishAllScheduledFunctions(vi.runAllTimers);
}

export async function kitOf(t: TestApp, userId: Id<"users">, kitId: string) {
  return await asUser(t, userId).query(api.channelKits.queries.byId, { kitId });
}

/** The PNG behind an /api/media URL: its signature checked and its size read from its header. */
export async function pngAt(t: TestApp, url: string) {
  const key = url.slice("/api/media/".length);
  const buffer = await t.run(async (ctx) => {
    const row = await ctx.db
      .query("media")
      .withIndex("by_key", (q) => q.eq("key", key))
      .unique();
    const blob = row && (await ctx.storage.get(row.storageId));
    return blob ? await blob.arrayBuffer() : null;
  });
  if (buffer === null) throw new Error(`no image at ${url}`);
  const bytes = new Uint8Array(buffer);
  const signature = [...bytes.slice(0, 8)];
  return { signature, size: imageSize(bytes), contentType: "image/png" };
}

export const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** RFC 4180 rows (quoted fields, doubled quotes, CRLF), without the byte order mark. */
export function parseCsv(text: string): string[][] {
  expect(text.startsWith("\uFEFF")).toBe(true);
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  const body = text.slice(1);
  for (let i = 0; i < body.length; i += 1) {
    const char = body[i];
    if (quoted && char === '"' && body[i + 1] === '"') {
      field += '"';
      i += 1;
    } else if (quoted && char === '"') {
      quoted = false;
    } else if (quoted) {
      field += char;
    } else if (char === '"') {
      quoted = true;
    } else if (char === ",") {
      row.push(field);
      field = "";
    } else if (char === "\r" && body[i + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      i += 1;
    } else {
      field += char;
    }
  }
  return rows;
}

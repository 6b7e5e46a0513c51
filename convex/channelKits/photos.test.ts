import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../_generated/api";
import { asUser, makeTest } from "../test.setup";
import { balance } from "../ideas/ideas.fixtures";
import { offlineStudio } from "../campaigns/campaigns.fixtures";
import { pixelsOf } from "../media/raster";
import { imageSize } from "../lib/ai/imageBytes";
import { readAppError, validationMessages } from "../../shared/errors";
import { EMBEDDABLE_TYPES } from "./frame";
import { subjectFocus, thumbnailSvg } from "./focus";
import {
  finish,
  kitOf,
  kitPage,
  pngAt,
  PNG_SIGNATURE,
  setHero,
  storeMedia,
  storeVisual,
} from "./channelKits.fixtures";
import { PHOTO_SUBJECT, photoJpeg, photoWebp } from "./photos.fixtures";

/**
 * Kits cut from a provider's photograph (issue 42), not only the studio's posters: a JPEG
 * goes through the renderer as it is, its subject found and kept; a WebP, which the renderer
 * draws blank, is never cut from, so no kit fails on it after its credits are spent.
 */

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

const dataUrl = (type: string, bytes: Uint8Array) =>
  `data:${type};base64,${Buffer.from(bytes).toString("base64")}`;

/** The picture as the renderer draws it at its own size, RGBA. */
async function drawn(type: string, bytes: Uint8Array) {
  const { width, height } = imageSize(bytes)!;
  return await pixelsOf(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<image href="${dataUrl(type, bytes)}" width="${width}" height="${height}"/></svg>`,
  );
}

function pixel(image: { pixels: Uint8Array; width: number }, x: number, y: number) {
  const at = (Math.round(y) * image.width + Math.round(x)) * 4;
  return [...image.pixels.slice(at, at + 4)];
}

describe("the renderer and the providers' formats", () => {
  it("draws a JPEG and leaves a WebP blank, as EMBEDDABLE_TYPES says", async () => {
    // When a resvg update starts decoding WebP, this fails: add it to EMBEDDABLE_TYPES then.
    const jpeg = await drawn("image/jpeg", photoJpeg);
    const [r, g, b, a] = pixel(jpeg, 360, 150);
    expect(a).toBe(255);
    expect(r).toBeGreaterThan(g + 40); // the figure's red head
    expect(r).toBeGreaterThan(b + 40);
    const webp = await drawn("image/webp", photoWebp);
    expect(webp.pixels.every((value) => value === 0)).toBe(true);
    expect(EMBEDDABLE_TYPES.has("image/jpeg")).toBe(true);
    expect(EMBEDDABLE_TYPES.has("image/webp")).toBe(false);
  });

  it("finds a photograph's subject through the thumbnail", async () => {
    const thumbnail = thumbnailSvg(dataUrl("image/jpeg", photoJpeg), { width: 480, height: 270 });
    const { pixels, width, height } = await pixelsOf(thumbnail.svg);
    const focus = subjectFocus(pixels, width, height);
    expect(Math.abs(focus.x - PHOTO_SUBJECT.x)).toBeLessThan(0.1);
    expect(Math.abs(focus.y - PHOTO_SUBJECT.y)).toBeLessThan(0.2);
  });
});

describe("a kit from a provider's photograph", () => {
  it("cuts every placement from the JPEG, the story around the figure", async () => {
    offlineStudio();
    const t = makeTest();
    const { userId, ideaId, campaignPageId } = await kitPage(t);
    await setHero(
      t,
      campaignPageId,
      await storeMedia(t, photoJpeg, "image/jpeg", { width: 480, height: 270 }),
    );
    const { kitId } = await asUser(t, userId).mutation(api.channelKits.mutations.create, {
      ideaId,
      channels: ["stories", "linkedin"],
    });
    await finish(t);
    const kit = await kitOf(t, userId, kitId);
    expect(kit.status).toBe("done");
    for (const asset of kit.assets) {
      expect(asset.checks).toEqual([]);
      const png = await pngAt(t, asset.imageUrl!);
      expect(png.signature).toEqual(PNG_SIGNATURE);
      expect(png.size).toEqual({ width: asset.width, height: asset.height });
    }
    // A centre crop of the 16:9 photograph would show only sky down the story's middle; cut
    // around the subject, the figure's red head stands in it.
    const story = kit.assets.find((asset) => asset.channel === "stories")!;
    const buffer = await t.run(async (ctx) => {
      const key = story.imageUrl!.slice("/api/media/".length);
      const row = await ctx.db
        .query("media")
        .withIndex("by_key", (q) => q.eq("key", key))
        .unique();
      return await (await ctx.storage.get(row!.storageId))!.arrayBuffer();
    });
    const bytes = new Uint8Array(buffer);
    const image = await drawn("image/png", bytes);
    const [r, g, b] = pixel(image, 540, (150 / 270) * 1920);
    expect(r).toBeGreaterThan(g + 40);
    expect(r).toBeGreaterThan(b + 40);
  });

  it("uses the page's ads when the hero is a WebP, and refuses, spending nothing, when nothing else is there", async () => {
    offlineStudio();
    const t = makeTest();
    const { userId, ideaId, campaignPageId } = await kitPage(t);
    const webp = await storeMedia(t, photoWebp, "image/webp", { width: 480, height: 270 });
    await setHero(t, campaignPageId, webp);
    // One of the page's ads has a picture of its own (a PNG).
    const adPicture = await storeVisual(t);
    await t.run(async (ctx) => {
      const [lob] = await ctx.db.query("adLobs").take(1);
      await ctx.db.patch("adLobs", lob._id, { imageKey: adPicture, status: "ready" });
    });
    const owner = asUser(t, userId);
    const before = await balance(t, userId);
    const { kitId } = await owner.mutation(api.channelKits.mutations.create, {
      ideaId,
      channels: ["x"],
    });
    const sources = await t.run(async (ctx) => {
      const kit = await ctx.db.get("channelKits", kitId);
      const job = await ctx.db.get("generationJobs", kit!.jobId!);
      return (job!.input as { sourceKeys: string[] }).sourceKeys;
    });
    expect(sources).toEqual([adPicture]);
    await finish(t);
    expect((await kitOf(t, userId, kitId)).status).toBe("done");
    expect(await balance(t, userId)).toBe(before - 1);

    await t.run(async (ctx) => {
      for (const lob of await ctx.db.query("adLobs").take(20))
        await ctx.db.delete("adLobs", lob._id);
    });
    const refused = await owner
      .mutation(api.channelKits.mutations.create, { ideaId, channels: ["x"] })
      .catch((error: unknown) => error);
    expect(readAppError(refused)).toMatchObject({
      code: "INVALID_ARGUMENT",
      message: validationMessages.channelKit.undrawableVisuals,
    });
    expect(await balance(t, userId)).toBe(before - 1);
  });
});

"use node";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { v } from "convex/values";
import { internal } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import type { ActionCtx } from "../_generated/server";
import { internalAction } from "../lib/functions";
import { withoutGrain } from "../studio/posters/svg";
import { cardSvg, type CardHero } from "../shareLinks/card";
import { fontMetrics } from "./fontMetrics";
import {
  ensureResvg,
  svgToPixels,
  svgToPng,
  type RasterImage,
  type RasterPixels,
} from "./rasterize";
import { fraunces400 } from "./fonts/fraunces400.font";
import { fraunces400Italic } from "./fonts/fraunces400Italic.font";
import { fraunces600 } from "./fonts/fraunces600.font";
import { inter500 } from "./fonts/inter500.font";
import { inter800 } from "./fonts/inter800.font";

/**
 * Every raster the server draws, in the Node runtime: the built-in studio's posters (stored as
 * PNG), old SVG posters on their first request, and the share cards. resvg runs as WebAssembly;
 * its .wasm file is read from the installed package (convex.json lists it under
 * node.externalPackages, so a deployment installs it rather than bundling its JavaScript
 * alone). The fonts travel in the bundle (./fonts). Work is one image at a time, each freed
 * before the next: a Node action has 512 MiB, and the largest poster's pixmap is 8 MiB.
 */

const require = createRequire(import.meta.url);

async function loadWasm(): Promise<ArrayBuffer> {
  const file = await readFile(require.resolve("@resvg/resvg-wasm/index_bg.wasm"));
  return file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength);
}

const decode = (base64: string) => new Uint8Array(Buffer.from(base64, "base64"));

let faces: { buffers: Uint8Array[]; card: Parameters<typeof cardSvg>[1] } | null = null;

/** The fonts, decoded once per process (a warm action reuses them). */
export function fonts() {
  if (faces === null) {
    const serif = decode(fraunces600);
    const sansBold = decode(inter800);
    const sans = decode(inter500);
    faces = {
      buffers: [sans, sansBold, decode(fraunces400), decode(fraunces400Italic), serif],
      card: { serif: fontMetrics(serif), sansBold: fontMetrics(sansBold), sans: fontMetrics(sans) },
    };
  }
  return faces;
}

export async function render(svg: string, options: { width?: number } = {}): Promise<RasterImage> {
  await ensureResvg(loadWasm);
  return svgToPng(svg, fonts().buffers, options);
}

/** A small SVG's RGBA pixels (rasterize.ts svgToPixels). */
export async function pixelsOf(svg: string): Promise<RasterPixels> {
  await ensureResvg(loadWasm);
  return svgToPixels(svg, fonts().buffers);
}

const storedPng = v.object({ storageId: v.id("_storage"), width: v.number(), height: v.number() });

/**
 * Draws each SVG (the studio's posters, at their own size) and stores the PNGs, in order. If
 * one fails, the ones stored before it are deleted and the error goes to the caller
 * (media/model.ts storeGeneratedImages), which keeps the SVG instead.
 */
export const storePngs = internalAction({
  args: { svgs: v.array(v.string()) },
  returns: v.array(storedPng),
  handler: async (ctx, { svgs }) => {
    const stored: { storageId: Id<"_storage">; width: number; height: number }[] = [];
    try {
      for (const svg of svgs) {
        const image = await render(svg);
        const storageId = await ctx.storage.store(new Blob([image.png], { type: "image/png" }));
        stored.push({ storageId, width: image.width, height: image.height });
      }
      return stored;
    } catch (error) {
      await Promise.all(stored.map(({ storageId }) => ctx.storage.delete(storageId)));
      throw error;
    }
  },
});

/**
 * An SVG poster stored before posters were rasterised, drawn to PNG and swapped in under the
 * same key (GET /api/media/{key} asks on its first request). Answers the file the row now
 * holds, or null when the row is gone or is not an SVG.
 */
export const rasterizeStored = internalAction({
  args: { key: v.string() },
  returns: v.union(v.id("_storage"), v.null()),
  handler: async (ctx, { key }): Promise<Id<"_storage"> | null> => {
    const media = await ctx.runQuery(internal.media.internal.byKey, { key });
    if (media === null || media.contentType !== "image/svg+xml") return null;
    const blob = await ctx.storage.get(media.storageId);
    if (blob === null) return null;
    const image = await render(withoutGrain(await blob.text()));
    const png = new Blob([image.png], { type: "image/png" });
    const to = await ctx.storage.store(png);
    const kept = await ctx.runMutation(internal.media.internal.swapToPng, {
      key,
      from: media.storageId,
      to,
    });
    return kept;
  },
});

/** Types resvg decodes inside an <image>; anything else is left out of the card. */
const CARD_HERO_TYPES = new Set(["image/png", "image/jpeg", "image/gif"]);
/** A hero larger than this is not decoded for a card (it would only be scaled down). */
const CARD_HERO_MAX_BYTES = 12 * 1024 * 1024;

/** The hero as a data: URL the card can embed (resvg loads nothing from outside), or null. */
async function cardHero(ctx: ActionCtx, heroKey: string | null): Promise<CardHero | null> {
  if (heroKey === null) return null;
  const media = await ctx.runQuery(internal.media.internal.byKey, { key: heroKey });
  if (media === null || media.size > CARD_HERO_MAX_BYTES) return null;
  const blob = await ctx.storage.get(media.storageId);
  if (blob === null) return null;
  // The studio's posters and people's own uploads (finished ads, often) carry their own words:
  // the card softens them into colour. Provider images are asked for without lettering.
  const soften = media.provider !== "ideogram" && media.provider !== "replicate";
  if (media.contentType === "image/svg+xml") {
    const image = await render(withoutGrain(await blob.text()), { width: 1200 });
    return { href: `data:image/png;base64,${Buffer.from(image.png).toString("base64")}`, soften };
  }
  if (!CARD_HERO_TYPES.has(media.contentType)) return null;
  const bytes = Buffer.from(await blob.arrayBuffer());
  return { href: `data:${media.contentType};base64,${bytes.toString("base64")}`, soften };
}

/**
 * Draws a link's share card (shareLinks/card.ts) for the content's version, stores it and
 * records it in the cache. Answers the file to serve (another request's, if it won the race).
 */
export const renderShareCard = internalAction({
  args: {
    shareId: v.string(),
    version: v.string(),
    line: v.string(),
    brand: v.string(),
    heroKey: v.union(v.string(), v.null()),
  },
  returns: v.id("_storage"),
  handler: async (ctx, { shareId, version, line, brand, heroKey }): Promise<Id<"_storage">> => {
    const hero = await cardHero(ctx, heroKey);
    const svg = cardSvg({ line, brand, heroKey }, fonts().card, hero);
    const image = await render(svg);
    const storageId = await ctx.storage.store(new Blob([image.png], { type: "image/png" }));
    return await ctx.runMutation(internal.shareLinks.cards.record, {
      shareId,
      version,
      storageId,
    });
  },
});

"use node";
import { v } from "convex/values";
import { internal } from "../_generated/api";
import { internalAction } from "../lib/functions";
import { imageSize } from "../lib/ai/imageBytes";
import { fonts, pixelsOf, render } from "../media/raster";
import { mediaUrl, newMediaKey } from "../media/model";
import { withoutGrain } from "../studio/posters/svg";
import { contentBox, subjectFocusWithin, thumbnailSvg } from "./focus";
import type { Box } from "../../shared/channelCopy";
import { EMBEDDABLE_TYPES, frameSvg, SVG_TYPE, type Point } from "./frame";
import { boxValidator } from "./schema";

/**
 * One kit placement drawn to PNG in the Node runtime (resvg, as the studio's posters and the
 * share cards are: media/raster.ts) and stored as /api/media/{key}. The campaign visual is read
 * from storage and embedded (resvg loads nothing from outside); an SVG poster is drawn to PNG
 * first. Each placement is cut around the visual's subject (./focus.ts), found on a 64 px
 * thumbnail. The PNG is refused unless it is exactly the placement's size.
 */

/** Side of the thumbnail a frame is found on: a frame's edge lands within 1/256 of the picture. */
const FRAME_THUMBNAIL = 256;

/**
 * The picture inside the visual's flat frame and its subject there; the whole visual and its
 * centre when the thumbnail cannot be read (logged).
 */
async function framingOf(
  href: string,
  size: { width: number; height: number },
): Promise<{ focus: Point; content: Box }> {
  try {
    const large = thumbnailSvg(href, size, FRAME_THUMBNAIL);
    const framed = await pixelsOf(large.svg);
    const content = contentBox(framed.pixels, framed.width, framed.height);
    const small = thumbnailSvg(href, size);
    const { pixels, width, height } = await pixelsOf(small.svg);
    return { focus: subjectFocusWithin(pixels, width, height, content), content };
  } catch (error) {
    console.warn(`Channel kit: the visual's subject could not be found (${String(error)}).`);
    return { focus: { x: 0.5, y: 0.5 }, content: { x: 0, y: 0, width: 1, height: 1 } };
  }
}

/** A visual larger than this is not decoded for a kit. */
const SOURCE_MAX_BYTES = 16 * 1024 * 1024;

export const drawAsset = internalAction({
  args: {
    sourceKey: v.string(),
    width: v.number(),
    height: v.number(),
    safeZone: v.optional(v.object({ top: v.number(), bottom: v.number() })),
    line: v.string(),
    brand: v.string(),
    ownerId: v.id("users"),
  },
  returns: v.object({ key: v.string(), url: v.string(), textBoxes: v.array(boxValidator) }),
  handler: async (ctx, args) => {
    const media = await ctx.runQuery(internal.media.internal.byKey, { key: args.sourceKey });
    if (media === null || media.size > SOURCE_MAX_BYTES) {
      throw new Error(`The campaign visual ${args.sourceKey} cannot be read.`);
    }
    const blob = await ctx.storage.get(media.storageId);
    if (blob === null) throw new Error(`The campaign visual ${args.sourceKey} is gone.`);
    let bytes = new Uint8Array(await blob.arrayBuffer());
    let type = media.contentType;
    if (type === SVG_TYPE) {
      bytes = (await render(withoutGrain(new TextDecoder().decode(bytes)))).png;
      type = "image/png";
    }
    const size = EMBEDDABLE_TYPES.has(type) ? imageSize(bytes) : null;
    if (size === null) throw new Error(`The campaign visual ${args.sourceKey} is not an image.`);
    const { card } = fonts();
    const href = `data:${type};base64,${Buffer.from(bytes).toString("base64")}`;
    const { focus, content } = await framingOf(href, size);
    const { svg, textBoxes } = frameSvg(
      {
        width: args.width,
        height: args.height,
        image: { href, ...size, content },
        focus,
        ...(args.safeZone ? { safeZone: args.safeZone } : {}),
        line: args.line,
        brand: args.brand,
      },
      { serif: card.serif, sansBold: card.sansBold },
    );
    const image = await render(svg);
    if (image.width !== args.width || image.height !== args.height) {
      throw new Error(`Drew ${image.width}×${image.height} for ${args.width}×${args.height}.`);
    }
    const storageId = await ctx.storage.store(new Blob([image.png], { type: "image/png" }));
    const key = newMediaKey();
    try {
      await ctx.runMutation(internal.media.internal.insert, {
        rows: [
          {
            key,
            storageId,
            contentType: "image/png",
            width: image.width,
            height: image.height,
            ownerId: args.ownerId,
            provider: "offline-studio",
            model: "channel-kit",
          },
        ],
      });
    } catch (error) {
      await ctx.storage.delete(storageId);
      throw error;
    }
    return { key, url: mediaUrl(key), textBoxes };
  },
});

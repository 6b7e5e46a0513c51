/**
 * An image job's last step, for convex/media/media.test.ts only (two dots: never deployed):
 * generate with whatever is configured (the offline studio in tests) and store.
 */
import { v } from "convex/values";
import { internalAction } from "../lib/functions";
import { generateAndStoreImages } from "./model";

export const generateAndStore = internalAction({
  args: {
    prompt: v.string(),
    count: v.number(),
    ownerId: v.optional(v.id("users")),
    legendSlug: v.optional(v.string()),
  },
  returns: v.array(
    v.object({
      key: v.string(),
      url: v.string(),
      provider: v.string(),
      model: v.string(),
      contentType: v.string(),
      width: v.number(),
      height: v.number(),
      usedPrompt: v.string(),
    }),
  ),
  handler: async (ctx, { prompt, count, ownerId, legendSlug }) =>
    await generateAndStoreImages(
      ctx,
      {
        prompt,
        count,
        aspectRatio: "4:5",
        magicPrompt: false,
        includeText: true,
        poster: { seed: "fixture", headline: "Think small.", brand: "Acme", legendSlug },
      },
      { ownerId },
    ),
});

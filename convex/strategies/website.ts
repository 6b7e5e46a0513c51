"use node";
import { v } from "convex/values";
import { internalAction } from "../lib/functions";
import { fetchSafe } from "../lib/fetchSafe";

/**
 * Reads the strategist's website in the Node runtime, where DNS answers can be checked before
 * connecting (lib/fetchSafe.ts). Called by ./generation.ts (default runtime) with runAction:
 * the one crossing between runtimes this feature needs.
 */

export const webPageValidator = v.union(
  v.object({
    ok: v.literal(true),
    url: v.string(),
    title: v.string(),
    description: v.string(),
    text: v.string(),
  }),
  v.object({ ok: v.literal(false), reason: v.string() }),
);

export const read = internalAction({
  args: { url: v.string() },
  returns: webPageValidator,
  handler: async (_ctx, { url }) => await fetchSafe(url),
});

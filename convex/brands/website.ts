"use node";
import { v } from "convex/values";
import { internalAction } from "../lib/functions";
import { fetchSafe } from "../lib/fetchSafe";
import { webPageValidator } from "../strategies/website";

/**
 * Reads a brand's website in the Node runtime, exactly as the strategist does
 * (strategies/website.ts, lib/fetchSafe.ts): DNS answers checked before connecting, text only.
 * The page is data for ./draft.ts, never instructions.
 */
export const read = internalAction({
  args: { url: v.string() },
  returns: webPageValidator,
  handler: async (_ctx, { url }) => await fetchSafe(url),
});

import type { HttpRouter } from "convex/server";
import { api } from "../_generated/api";
import { httpAction } from "../_generated/server";
import { errorResponse, json } from "../lib/http";

const DAY = 24 * 60 * 60 * 1000;

/**
 * GET /api/placeholder-examples[?refresh=true] (spec 7) → { examples, source, totalAvailable }.
 * The order changes once a day, or on every call with refresh=true.
 */
export function registerMarketingRoutes(http: HttpRouter) {
  http.route({
    path: "/api/placeholder-examples",
    method: "GET",
    handler: httpAction(async (ctx, request) => {
      const refresh = new URL(request.url).searchParams.get("refresh") === "true";
      const seed = refresh
        ? Math.floor(Math.random() * 1_000_000_000)
        : Math.floor(Date.now() / DAY);
      try {
        return json(await ctx.runQuery(api.marketing.queries.placeholders, { seed }));
      } catch (error) {
        return errorResponse(error, "Could not load examples.");
      }
    }),
  });

  /** GET /api/brand-logos-with-urls (spec 7) → { success, logos }; images from /api/media. */
  http.route({
    path: "/api/brand-logos-with-urls",
    method: "GET",
    handler: httpAction(async (ctx) => {
      try {
        const logos = await ctx.runQuery(api.marketing.queries.brandLogos, {});
        return json({ success: true, logos });
      } catch (error) {
        return errorResponse(error, "Could not load brand logos.");
      }
    }),
  });
}

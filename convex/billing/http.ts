import type { HttpRouter } from "convex/server";
import { internal } from "../_generated/api";
import { httpAction } from "../_generated/server";
import { json } from "../lib/http";

/** Spec 7: GET /api/admin/credit-packages and /api/admin/subscription-tiers (public data). */
export function registerBillingRoutes(http: HttpRouter) {
  http.route({
    path: "/api/admin/credit-packages",
    method: "GET",
    handler: httpAction(async (ctx) => {
      const packages = await ctx.runQuery(internal.billing.internal.packages, {});
      return json({ packages }, 200, "public, max-age=300");
    }),
  });
  http.route({
    path: "/api/admin/subscription-tiers",
    method: "GET",
    handler: httpAction(async (ctx) => {
      const tiers = await ctx.runQuery(internal.billing.internal.tiers, {});
      return json({ tiers }, 200, "public, max-age=300");
    }),
  });
}

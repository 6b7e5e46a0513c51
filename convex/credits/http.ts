import type { HttpRouter } from "convex/server";
import { internal } from "../_generated/api";
import { httpAction } from "../_generated/server";
import { json } from "../lib/http";

/** GET /api/user/credits (spec 7): the bearer's balance. */
export function registerCreditsRoutes(http: HttpRouter) {
  http.route({
    path: "/api/user/credits",
    method: "GET",
    handler: httpAction(async (ctx) => {
      const user = await ctx.runQuery(internal.users.internal.current, {});
      if (user === null) return json({ error: "Unauthorized" }, 401);
      return json({ legendCredits: user.legendCredits ?? 0 });
    }),
  });
}

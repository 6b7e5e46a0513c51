import type { HttpRouter } from "convex/server";
import { api } from "../_generated/api";
import { httpAction } from "../_generated/server";
import { errorResponse, json } from "../lib/http";

/**
 * The spec's brand list (section 7): GET /api/brands with a bearer token →
 * { brands: [{ id, name, industry }], brandLimit }. 401 { error, code } without one.
 */
export function registerBrandsRoutes(http: HttpRouter) {
  http.route({
    path: "/api/brands",
    method: "GET",
    handler: httpAction(async (ctx) => {
      try {
        const { brands, brandLimit } = await ctx.runQuery(api.brands.queries.mine, {});
        return json({
          brands: brands.map(({ id, name, industry }) => ({ id, name, industry })),
          brandLimit,
        });
      } catch (error) {
        return errorResponse(error, "Failed to load brand profiles");
      }
    }),
  });
}

import type { HttpRouter } from "convex/server";
import { api, internal } from "../_generated/api";
import { httpAction } from "../_generated/server";
import { errorResponse, json } from "../lib/http";

/**
 * GET /api/admin/settings: the generation defaults (defaultImageProvider, defaultIdeogramModel,
 * defaultReplicateModel, defaultModel), for admins only: a bearer token of an admin, else 401
 * (no or a stale token) or 403 (not an admin) with `{ error, code }`.
 * GET /api/direct/replicate-models: `{ models }`, active first; public, as the visual
 * generator's model picker reads it and model names are no secret.
 */
export function registerAdminRoutes(http: HttpRouter) {
  http.route({
    path: "/api/admin/settings",
    method: "GET",
    handler: httpAction(async (ctx) => {
      try {
        return json(await ctx.runQuery(api.admin.settings.get, {}));
      } catch (error) {
        return errorResponse(error, "Could not read the settings.");
      }
    }),
  });

  http.route({
    path: "/api/direct/replicate-models",
    method: "GET",
    handler: httpAction(async (ctx) => {
      const models = await ctx.runQuery(internal.admin.internal.replicateModels, {});
      return json({ models });
    }),
  });
}

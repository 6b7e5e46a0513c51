import type { HttpRouter } from "convex/server";
import { internal } from "../_generated/api";
import { httpAction } from "../_generated/server";
import { json } from "../lib/http";

/**
 * GET /api/admin/settings: the generation defaults (defaultImageProvider, defaultIdeogramModel,
 * defaultReplicateModel, defaultModel). GET /api/direct/replicate-models: `{ models }`, active
 * first. Spec 7 lists both without a payload; neither carries anything secret.
 */
export function registerAdminRoutes(http: HttpRouter) {
  http.route({
    path: "/api/admin/settings",
    method: "GET",
    handler: httpAction(async (ctx) =>
      json(await ctx.runQuery(internal.admin.internal.settings, {})),
    ),
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

import type { HttpRouter } from "convex/server";
import { api } from "../_generated/api";
import { httpAction } from "../_generated/server";
import { decodePathSegment, errorResponse, json, readJsonObject, stringField } from "../lib/http";

/**
 * Personal API keys over HTTP (issue 43), signed in with the session token like every /api path
 * (an API key cannot manage keys):
 *   POST   /api/user/api-keys       { name }  → { id, key }   (the key is shown this once)
 *   GET    /api/user/api-keys                 → { keys: [{ id, name, prefix, createdAt,
 *                                                 lastUsedAt, revokedAt }] }
 *   DELETE /api/user/api-keys/{id}            → { success: true }  (revoked at once)
 * Errors: { error, code } with 400 (name), 401, 403 (at the limit), 404 (not the caller's key).
 */

const KEYS_PATH = "/api/user/api-keys";
const FAILED = "Something went wrong. Please try again.";

export function registerApiKeysRoutes(http: HttpRouter) {
  http.route({
    path: KEYS_PATH,
    method: "POST",
    handler: httpAction(async (ctx, request) => {
      const body = await readJsonObject(request);
      if (body === null) return json({ error: "Send a JSON object." }, 400);
      try {
        const name = stringField(body, "name") ?? "";
        return json(await ctx.runMutation(api.apiKeys.mutations.create, { name }));
      } catch (error) {
        return errorResponse(error, FAILED);
      }
    }),
  });

  http.route({
    path: KEYS_PATH,
    method: "GET",
    handler: httpAction(async (ctx) => {
      try {
        return json({ keys: await ctx.runQuery(api.apiKeys.queries.mine, {}) });
      } catch (error) {
        return errorResponse(error, FAILED);
      }
    }),
  });

  http.route({
    pathPrefix: `${KEYS_PATH}/`,
    method: "DELETE",
    handler: httpAction(async (ctx, request) => {
      const path = new URL(request.url).pathname;
      const keyId = decodePathSegment(path.slice(KEYS_PATH.length + 1));
      try {
        await ctx.runMutation(api.apiKeys.mutations.revoke, { keyId });
        return json({ success: true });
      } catch (error) {
        return errorResponse(error, FAILED);
      }
    }),
  });
}

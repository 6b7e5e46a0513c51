import type { HttpRouter } from "convex/server";
import { api } from "../_generated/api";
import { httpAction } from "../_generated/server";
import { errorResponse, json } from "../lib/http";

/**
 * The spec's legends endpoints (section 7), answering the same DTOs as ./queries.ts for the
 * bearer (or signed out):
 *   GET /api/creative-legends[?sort=trending]      { legends: Legend[] }
 *   GET /api/creative-legends/name/{legendName}    { legend: Legend } | 404 { error }
 *   GET /api/legends/accessible                    { legends: { all: Legend[] } }
 *   GET /api/user/creative-legends                 { legends: Legend[] } | 401 { error }
 */

export const LEGENDS_FETCH_ERROR = "Failed to fetch creative legends";
export const LEGEND_NAME_PATH_PREFIX = "/api/creative-legends/name/";

async function answer(run: () => Promise<unknown>): Promise<Response> {
  try {
    return json(await run());
  } catch (error) {
    return errorResponse(error, LEGENDS_FETCH_ERROR);
  }
}

export function registerLegendsRoutes(http: HttpRouter) {
  http.route({
    path: "/api/creative-legends",
    method: "GET",
    handler: httpAction(async (ctx, request) => {
      const sort = new URL(request.url).searchParams.get("sort");
      if (sort !== null && sort !== "" && sort !== "trending") {
        return json({ error: 'Unknown sort; use "trending" or leave it out.' }, 400);
      }
      return await answer(async () => ({
        legends: await ctx.runQuery(api.legends.queries.list, {
          sort: sort === "trending" ? "trending" : undefined,
        }),
      }));
    }),
  });

  http.route({
    pathPrefix: LEGEND_NAME_PATH_PREFIX,
    method: "GET",
    handler: httpAction(async (ctx, request) => {
      const encoded = new URL(request.url).pathname.slice(LEGEND_NAME_PATH_PREFIX.length);
      let name: string;
      try {
        name = decodeURIComponent(encoded.replace(/\+/g, " "));
      } catch {
        return json({ error: "Legend not found" }, 404);
      }
      try {
        const legend = await ctx.runQuery(api.legends.queries.byName, { name });
        return legend === null ? json({ error: "Legend not found" }, 404) : json({ legend });
      } catch (error) {
        return errorResponse(error, LEGENDS_FETCH_ERROR);
      }
    }),
  });

  http.route({
    path: "/api/legends/accessible",
    method: "GET",
    handler: httpAction(async (ctx) =>
      answer(async () => ({ legends: await ctx.runQuery(api.legends.queries.accessible, {}) })),
    ),
  });

  http.route({
    path: "/api/user/creative-legends",
    method: "GET",
    handler: httpAction(async (ctx) => {
      if ((await ctx.auth.getUserIdentity()) === null) {
        return json({ error: "Unauthorized" }, 401);
      }
      return await answer(async () => ({
        legends: await ctx.runQuery(api.legends.queries.myActivated, {}),
      }));
    }),
  });
}

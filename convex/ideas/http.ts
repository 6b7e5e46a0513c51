import type { HttpRouter } from "convex/server";
import { api, internal } from "../_generated/api";
import type { Doc, Id } from "../_generated/dataModel";
import { httpAction } from "../_generated/server";
import { decodePathSegment, errorResponse, json, readJsonObject } from "../lib/http";
import { waitForJob } from "../generation/wait";
import type { ExperimentalSettings } from "../generation/settings";
import { IDEAS_COUNT } from "../../shared/constants";
import { messages, readAppError } from "../../shared/errors";
import { autoSaveTitle } from "../../shared/schemas/brief";
import {
  parseBriefInput,
  parseExperimentalSettings,
  parseLegendRefs,
  type BriefInput,
} from "./httpBody";
import { IDEAS_JOB_KIND } from "./jobShapes";
import type { IdeaDto } from "./validators";
import { getThumbnails, postStoreThumbnails, postThumbnails } from "../visuals/http";

/**
 * The spec's ideas endpoints (section 7). Identity comes from the bearer token only (a `userId`
 * in a body or an x-user-id header is ignored):
 *   POST  /api/generate-ideas  { briefId | brief, selectedLegends, experimentalMode?,
 *                                experimentalSettings? }
 *         → 200 { success, briefId, results: { [legendName]: LegendResult } } when every legend
 *           finished (some may have failed: see each result), 502 with `error` when all failed,
 *           202 when some are still running after the wait (follow their jobs).
 *         LegendResult = { legendId, legendName, legendSlug, jobId, status, step, ideas: Idea[],
 *           error, code }. An unsaved `brief` is saved first (an identical one is reused).
 *   POST  /api/ideas/{id}/favorite          toggles → { success: true, id, isFavorite }
 *   GET/POST /api/ideas/{id}/thumbnails, POST /api/ideas/{id}/store-thumbnails: visuals/http.ts
 *   PATCH /api/creative-ideas/{id} { isFavorite } → { success: true, id, isFavorite }
 *   GET   /api/stats/ideas-count → { totalIdeas }, public, cached 5 minutes
 * Errors: { error, code } with 400/401/402/403/404.
 */

/** An HTTP action's ctx (its generated type is loose; name it once). */
type HttpCtx = Parameters<Parameters<typeof httpAction>[0]>[0];

const IDEAS_PREFIX = "/api/ideas/";
const CREATIVE_IDEAS_PREFIX = "/api/creative-ideas/";

/** An unsaved brief's id once saved: an identical brief of the caller's is reused (spec 4). */
async function savedBriefFor(ctx: HttpCtx, brief: BriefInput): Promise<string> {
  const { title, content, ...facts } = brief;
  const same = await ctx.runQuery(api.briefs.queries.check, {
    ...facts,
    ...(content === undefined ? {} : { content }),
  });
  if (same.briefId !== null) return same.briefId;
  const saved = await ctx.runMutation(api.briefs.mutations.save, {
    ...facts,
    title: title?.trim() || autoSaveTitle(facts.brand),
    content: content ?? "",
  });
  return saved.briefId;
}

type LegendResult = {
  legendId: Id<"creativeLegends">;
  legendName: string;
  legendSlug: string;
  jobId: Id<"generationJobs">;
  status: Doc<"generationJobs">["status"];
  step: string | null;
  ideas: IdeaDto[];
  error: string | null;
  code: string | null;
};

function legendResult(
  started: { legendId: Id<"creativeLegends">; jobId: Id<"generationJobs"> },
  job: Doc<"generationJobs"> | null,
  ideas: readonly IdeaDto[],
): LegendResult {
  const input = job?.kind === IDEAS_JOB_KIND ? job.input : undefined;
  const failed = job?.status === "failed";
  return {
    legendId: started.legendId,
    legendName: input?.legendName ?? "",
    legendSlug: input?.legendSlug ?? "",
    jobId: started.jobId,
    status: job?.status ?? "queued",
    step: job?.step ?? null,
    ideas: ideas.filter((idea) => idea.jobId === started.jobId),
    error: failed ? (job.errorMessage ?? messages.briefAndIdeas.ideasFailed) : null,
    code: job?.errorCode ?? null,
  };
}

const EMPTY_BRIEF: BriefInput = { brand: "", audience: "", message: "", tone: "" };

const generateIdeas = httpAction(async (ctx, request) => {
  const body = await readJsonObject(request);
  if (body === null) return json({ error: "Send a JSON object." }, 400);
  if ((await ctx.auth.getUserIdentity()) === null) {
    return json({ error: messages.briefAndIdeas.authRequired, code: "UNAUTHENTICATED" }, 401);
  }
  const refs = parseLegendRefs(body.selectedLegends);
  if (!refs.ok) return json({ error: refs.error, code: "INVALID_ARGUMENT" }, 400);
  const savedBriefId = typeof body.briefId === "string" ? body.briefId.trim() : "";
  const brief = savedBriefId
    ? { ok: true as const, value: EMPTY_BRIEF }
    : parseBriefInput(body.brief);
  if (!brief.ok) return json({ error: brief.error, code: "INVALID_ARGUMENT" }, 400);

  let experimental: ExperimentalSettings | undefined;
  if (body.experimentalMode === true) {
    const parsed = parseExperimentalSettings(body.experimentalSettings);
    if (parsed.ok) experimental = parsed.value;
    else {
      // Only an admin's settings count (spec 6); anyone else's are ignored, not refused.
      const user = await ctx.runQuery(internal.users.internal.current, {});
      if (user?.isAdmin === true)
        return json({ error: parsed.error, code: "INVALID_ARGUMENT" }, 400);
    }
  }

  let started;
  try {
    // Legends first: a bad selection must not leave an auto-saved brief behind.
    const legendIds = await ctx.runQuery(internal.ideas.internal.resolveLegendRefs, {
      refs: refs.value,
    });
    const briefId = savedBriefId || (await savedBriefFor(ctx, brief.value));
    started = await ctx.runMutation(api.ideas.mutations.generate, {
      briefId,
      legendIds,
      ...(experimental === undefined ? {} : { experimental }),
    });
  } catch (error) {
    return errorResponse(error, messages.briefAndIdeas.ideasFailed);
  }
  const jobs = await Promise.all(
    started.jobs.map(({ jobId }) =>
      waitForJob(() => ctx.runQuery(internal.generation.jobs.get, { jobId })),
    ),
  );
  const view = await ctx.runQuery(api.ideas.queries.byBrief, { briefId: started.briefId });
  const ideas = view.legends.flatMap((group) => group.ideas);
  const results: Record<string, LegendResult> = {};
  started.jobs.forEach((startedJob, index) => {
    const result = legendResult(startedJob, jobs[index], ideas);
    results[result.legendName] = result;
  });
  const statuses = Object.values(results).map((result) => result.status);
  const running = statuses.some((status) => status === "queued" || status === "running");
  const anySucceeded = statuses.includes("succeeded");
  const answer = { success: anySucceeded, briefId: started.briefId, results };
  if (running) return json(answer, 202);
  if (!anySucceeded) return json({ ...answer, error: messages.briefAndIdeas.ideasFailed }, 502);
  return json(answer);
});

/** Favourite failures in the spec's words (section 8, 'Visual and favourite'). */
function favoriteError(error: unknown): Response {
  const code = readAppError(error)?.code;
  if (code === "UNAUTHENTICATED" || code === "NOT_FOUND") {
    return json(
      { error: messages.visualAndFavourite.favouriteNeedsSavedIdea, code },
      code === "NOT_FOUND" ? 404 : 401,
    );
  }
  return errorResponse(error, messages.visualAndFavourite.favouriteNeedsSavedIdea);
}

/** The id after `prefix` and the segments after it, or null for a malformed path. */
function pathParts(request: Request, prefix: string): string[] {
  const rest = new URL(request.url).pathname.slice(prefix.length);
  return rest.split("/").map(decodePathSegment);
}

type IdeaAction = (ctx: HttpCtx, ideaId: string, request: Request) => Promise<Response>;

/**
 * /api/ideas/{id}/{action}: one prefix route per method for every per-idea action, so each
 * feature adds an entry here rather than a competing prefix (thumbnails: convex/visuals/http.ts).
 */
const ideaGetActions: Record<string, IdeaAction> = {
  thumbnails: getThumbnails,
};

const ideaPostActions: Record<string, IdeaAction> = {
  thumbnails: postThumbnails,
  "store-thumbnails": postStoreThumbnails,
  favorite: async (ctx, ideaId) => {
    try {
      const result = await ctx.runMutation(api.ideas.mutations.toggleFavorite, { ideaId });
      return json({ success: true, ...result });
    } catch (error) {
      return favoriteError(error);
    }
  },
};

export function registerIdeasRoutes(http: HttpRouter) {
  http.route({ path: "/api/generate-ideas", method: "POST", handler: generateIdeas });

  for (const [method, table] of [
    ["GET", ideaGetActions],
    ["POST", ideaPostActions],
  ] as const) {
    const actions = new Map(Object.entries(table));
    http.route({
      pathPrefix: IDEAS_PREFIX,
      method,
      handler: httpAction(async (ctx, request) => {
        const parts = pathParts(request, IDEAS_PREFIX);
        // A Map, so "constructor" or "__proto__" never finds an inherited property.
        const action = parts?.length === 2 ? actions.get(parts[1]) : undefined;
        if (!action || parts[0] === "") return json({ error: "Not found" }, 404);
        return await action(ctx, parts[0], request);
      }),
    });
  }

  http.route({
    pathPrefix: CREATIVE_IDEAS_PREFIX,
    method: "PATCH",
    handler: httpAction(async (ctx, request) => {
      const parts = pathParts(request, CREATIVE_IDEAS_PREFIX);
      if (parts.length !== 1 || parts[0] === "") return json({ error: "Not found" }, 404);
      const body = await readJsonObject(request);
      if (typeof body?.isFavorite !== "boolean") {
        return json({ error: "isFavorite must be true or false.", code: "INVALID_ARGUMENT" }, 400);
      }
      try {
        const result = await ctx.runMutation(api.ideas.mutations.setFavorite, {
          ideaId: parts[0],
          isFavorite: body.isFavorite,
        });
        return json({ success: true, ...result });
      } catch (error) {
        return favoriteError(error);
      }
    }),
  });

  http.route({
    path: "/api/stats/ideas-count",
    method: "GET",
    handler: httpAction(async (ctx) => {
      try {
        const { totalIdeas } = await ctx.runQuery(api.ideas.queries.ideasCount, {});
        return Response.json(
          { totalIdeas },
          { headers: { "Cache-Control": `public, max-age=${IDEAS_COUNT.cacheMs / 1000}` } },
        );
      } catch (error) {
        return errorResponse(error, messages.banner.statsUnavailable);
      }
    }),
  });
}

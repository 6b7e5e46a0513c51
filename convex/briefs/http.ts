import type { HttpRouter } from "convex/server";
import { api, internal } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { httpAction } from "../_generated/server";
import { decodePathSegment, errorResponse, json, readJsonObject } from "../lib/http";
import { textFields } from "../lib/httpFields";
import { waitForJob } from "../generation/wait";
import { messages } from "../../shared/errors";
import { BRIEF_JOB_KIND } from "./jobShapes";

/**
 * The spec's brief endpoints (section 7); identity comes from the bearer token only (a `userId`
 * in a body is ignored):
 *   POST /api/generate-brief   brief form fields (+ sessionId or X-Session-Id for visitors)
 *                                                        → { creativeBrief } (waits for the job)
 *   POST /api/user/briefs/check { brand, audience, message, tone } → { exists, briefId, title }
 *   POST /api/user/briefs      { brand, audience, message, tone, title, content,
 *                                uniqueSellingPoint?, parentBriefId?, brandId? } → { briefId, reused, version }
 *   GET  /api/user/briefs/{id}                            → { brief }
 * Errors: { error, code } with 400/401/402/404; generate-brief's 401 (a visitor without a key, or
 * past their free runs) also carries requiresAuth, title ('Login Required') and details.
 */

const FORM = ["brand", "audience", "message", "tone", "uniqueSellingPoint", "brandId"] as const;
const BRIEF_PATH_PREFIX = "/api/user/briefs/";

type Body = Record<string, unknown>;

/** Runs `work` on the body's text fields, answering 400 for a non-object or non-text field. */
async function withFields<K extends string>(
  request: Request,
  names: readonly K[],
  work: (values: Partial<Record<K, string>>) => Promise<Response>,
): Promise<Response> {
  const body: Body | null = await readJsonObject(request);
  if (body === null) return json({ error: "Send a JSON object." }, 400);
  const fields = textFields(body, names);
  if (!fields.ok) return json({ error: fields.error }, 400);
  return await work(fields.values);
}

/** Required fields left out reach validation as "", which answers with the spec's message. */
function facts(values: Partial<Record<(typeof FORM)[number], string>>) {
  return {
    brand: values.brand ?? "",
    audience: values.audience ?? "",
    message: values.message ?? "",
    tone: values.tone ?? "",
    ...(values.uniqueSellingPoint === undefined
      ? {}
      : { uniqueSellingPoint: values.uniqueSellingPoint }),
    ...(values.brandId === undefined ? {} : { brandId: values.brandId }),
  };
}

export function registerBriefsRoutes(http: HttpRouter) {
  http.route({
    path: "/api/generate-brief",
    method: "POST",
    handler: httpAction(async (ctx, request) =>
      withFields(
        request,
        [
          ...FORM,
          "refinement",
          "briefId",
          "currentContent",
          "title",
          "model",
          "sessionId",
        ] as const,
        async ({ refinement, briefId, currentContent, title, model, sessionId, ...form }) => {
          // A visitor's free runs are counted by their browser key, as for /api/ad-strategist.
          const visitorKey = sessionId ?? request.headers.get("X-Session-Id") ?? undefined;
          let jobId: Id<"generationJobs">;
          try {
            jobId = await ctx.runMutation(api.briefs.mutations.generate, {
              ...facts(form),
              ...(refinement === undefined ? {} : { refinement }),
              ...(briefId === undefined ? {} : { briefId }),
              ...(currentContent === undefined ? {} : { currentContent }),
              ...(title === undefined ? {} : { title }),
              ...(model === undefined ? {} : { model }),
              ...(visitorKey ? { sessionId: visitorKey } : {}),
            });
          } catch (error) {
            return errorResponse(error, messages.briefAndIdeas.briefFailed);
          }
          const job = await waitForJob(() => ctx.runQuery(internal.generation.jobs.get, { jobId }));
          if (job?.kind === BRIEF_JOB_KIND && job.status === "succeeded" && job.result) {
            const { creativeBrief, title } = job.result;
            return json({ creativeBrief, title });
          }
          if (job?.status === "failed") {
            return json(
              {
                error: messages.briefAndIdeas.briefFailed,
                details: job.errorMessage ?? null,
                code: job.errorCode ?? "INTERNAL",
              },
              502,
            );
          }
          return json({ jobId, status: job?.status ?? "queued", step: job?.step ?? null }, 202);
        },
      ),
    ),
  });

  http.route({
    path: "/api/user/briefs/check",
    method: "POST",
    handler: httpAction(async (ctx, request) =>
      withFields(
        request,
        [...FORM, "content"] as const,
        async ({ content, brandId: _b, ...form }) => {
          try {
            return json(
              await ctx.runQuery(api.briefs.queries.check, {
                ...facts(form),
                ...(content === undefined ? {} : { content }),
              }),
            );
          } catch (error) {
            return errorResponse(error, messages.briefAndIdeas.saveBriefFailed);
          }
        },
      ),
    ),
  });

  http.route({
    path: "/api/user/briefs",
    method: "POST",
    handler: httpAction(async (ctx, request) =>
      withFields(
        request,
        [...FORM, "title", "content", "parentBriefId"] as const,
        async ({ title, content, parentBriefId, ...form }) => {
          try {
            return json(
              await ctx.runMutation(api.briefs.mutations.save, {
                ...facts(form),
                title: title ?? "",
                content: content ?? "",
                ...(parentBriefId === undefined ? {} : { parentBriefId }),
              }),
            );
          } catch (error) {
            return errorResponse(error, messages.briefAndIdeas.saveBriefFailed);
          }
        },
      ),
    ),
  });

  http.route({
    pathPrefix: BRIEF_PATH_PREFIX,
    method: "GET",
    handler: httpAction(async (ctx, request) => {
      const path = new URL(request.url).pathname;
      const briefId = decodePathSegment(path.slice(BRIEF_PATH_PREFIX.length));
      try {
        return json({ brief: await ctx.runQuery(api.briefs.queries.get, { briefId }) });
      } catch (error) {
        return errorResponse(error, "Failed to load the brief.");
      }
    }),
  });
}

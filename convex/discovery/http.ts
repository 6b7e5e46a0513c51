import type { HttpRouter } from "convex/server";
import { api, internal } from "../_generated/api";
import type { Doc, Id } from "../_generated/dataModel";
import { httpAction } from "../_generated/server";
import { errorResponse, json, readJsonObject } from "../lib/http";
import { textFields } from "../lib/httpFields";
import { waitForJob } from "../generation/wait";
import { messages } from "../../shared/errors";
import { DISCOVERY_JOB_KIND } from "./jobShapes";

/**
 * Discovery IQ over HTTP (spec 7), bearer required (visitors cannot use it, spec 6):
 *   GET  /api/discovery-iq → { sessions: [{ id, title, completedAt }] }, newest first
 *   POST /api/discovery-iq { idea, websiteUrl? }
 *     → 200 { result: { id, title, completedAt, idea, websiteUrl, createdAt, research } }
 *     → 400 / 401 / 402 { error, code } for bad input, no session, too few credits
 *     → 502 { error, details, code } when the research failed (credits refunded)
 *     → 202 { jobId, status, step } if still running after the wait; follow the job instead.
 * POST starts the same job as the app and waits for it (generation/wait.ts).
 */

const FAILED = messages.discovery.failed.title;

function failureStatus(job: Doc<"generationJobs">): number {
  return job.errorCode === "CONTENT_FLAGGED" ? 422 : 502;
}

const list = httpAction(async (ctx) => {
  try {
    return json({ sessions: await ctx.runQuery(api.discovery.queries.mine, {}) });
  } catch (error) {
    return errorResponse(error, messages.discovery.loadFailed);
  }
});

const run = httpAction(async (ctx, request) => {
  const body = await readJsonObject(request);
  if (body === null) return json({ error: "Send a JSON object." }, 400);
  const fields = textFields(body, ["idea", "websiteUrl"] as const);
  if (!fields.ok) return json({ error: fields.error }, 400);
  const { idea, websiteUrl } = fields.values;
  let jobId: Id<"generationJobs">;
  try {
    jobId = await ctx.runMutation(api.discovery.mutations.request, {
      idea: idea ?? "",
      ...(websiteUrl ? { websiteUrl } : {}),
    });
  } catch (error) {
    return errorResponse(error, FAILED);
  }
  const job = await waitForJob(() => ctx.runQuery(internal.generation.jobs.get, { jobId }));
  if (job?.kind === DISCOVERY_JOB_KIND && job.status === "succeeded" && job.result) {
    const { sessionId } = job.result;
    try {
      return json({ result: await ctx.runQuery(api.discovery.queries.session, { sessionId }) });
    } catch (error) {
      return errorResponse(error, FAILED);
    }
  }
  if (job?.status === "failed") {
    return json(
      {
        error: FAILED,
        details: job.errorMessage ?? messages.discovery.failed.description,
        code: job.errorCode ?? "INTERNAL",
      },
      failureStatus(job),
    );
  }
  return json({ jobId, status: job?.status ?? "queued", step: job?.step ?? null }, 202);
});

export function registerDiscoveryRoutes(http: HttpRouter) {
  http.route({ path: "/api/discovery-iq", method: "GET", handler: list });
  http.route({ path: "/api/discovery-iq", method: "POST", handler: run });
}

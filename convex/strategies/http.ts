import type { HttpRouter } from "convex/server";
import { api, internal } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { httpAction } from "../_generated/server";
import { errorResponse, json, readJsonObject } from "../lib/http";
import { textFields } from "../lib/httpFields";
import { waitForJob } from "../generation/wait";
import { messages } from "../../shared/errors";
import { STRATEGIES_JOB_KIND } from "./jobShapes";

/**
 * POST /api/ad-strategist (spec 7), bearer optional:
 *   { websiteUrl?, additionalContext?, discoveryIQSessionId?, mode?, sessionId? }
 *   (a visitor's once-only key may also come as the X-Session-Id header)
 * → 200 { brandName, industry, websiteContent, strategies[], website, discoveryIQSessionId }
 * → 401 { error, code, requiresAuth: true, title, details } once a visitor has had their run
 * → 400 / 402 / 429 { error, code } for bad input, no credits, too many visitors
 * → 502 { error, details, code } when generation failed (credits refunded)
 * → 202 { jobId, status, step } if it is still running after the wait; follow the job instead.
 * It starts the same job as the app and waits for it (generation/wait.ts).
 */
const FIELDS = [
  "websiteUrl",
  "additionalContext",
  "discoveryIQSessionId",
  "mode",
  "sessionId",
] as const;

export function registerStrategiesRoutes(http: HttpRouter) {
  http.route({
    path: "/api/ad-strategist",
    method: "POST",
    handler: httpAction(async (ctx, request) => {
      const body = await readJsonObject(request);
      if (body === null) return json({ error: "Send a JSON object." }, 400);
      const fields = textFields(body, FIELDS);
      if (!fields.ok) return json({ error: fields.error }, 400);
      const { mode, sessionId, ...rest } = fields.values;
      if (mode !== undefined && mode !== "strategist" && mode !== "quickIdeas") {
        return json({ error: 'mode must be "strategist" or "quickIdeas".' }, 400);
      }
      const visitorKey = sessionId ?? request.headers.get("X-Session-Id") ?? undefined;
      let jobId: Id<"generationJobs">;
      try {
        jobId = await ctx.runMutation(api.strategies.mutations.request, {
          ...rest,
          ...(mode ? { mode } : {}),
          ...(visitorKey ? { sessionId: visitorKey } : {}),
        });
      } catch (error) {
        return errorResponse(error, messages.strategy.strategiesFailed);
      }
      const job = await waitForJob(() => ctx.runQuery(internal.generation.jobs.get, { jobId }));
      if (job?.kind === STRATEGIES_JOB_KIND && job.status === "succeeded" && job.result) {
        return json(job.result);
      }
      if (job?.status === "failed") {
        return json(
          {
            error: messages.strategy.strategiesFailed,
            details: job.errorMessage ?? null,
            code: job.errorCode ?? "INTERNAL",
          },
          502,
        );
      }
      return json({ jobId, status: job?.status ?? "queued", step: job?.step ?? null }, 202);
    }),
  });
}

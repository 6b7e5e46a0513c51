import type { HttpRouter } from "convex/server";
import { api, internal } from "../_generated/api";
import type { Doc } from "../_generated/dataModel";
import { httpAction } from "../_generated/server";
import { errorResponse, json, readJsonObject } from "../lib/http";
import { waitForJob } from "../generation/wait";
import { parseLegendRefs } from "../ideas/httpBody";
import { messages } from "../../shared/errors";
import type { BrandAlternativesDto } from "./validators";

/**
 * POST /api/reimagine-brand { brand, audience, message, tone, model?, selectedLegends? } (spec
 * 7) → { alternatives, results } once the job finished: `alternatives` every name in order,
 * `results` the same names keyed by legend name. Legends by id, slug or name; without any, the
 * first legend the caller's plan unlocks. It starts the app's own job and waits for it
 * (generation/wait.ts); past the wait, 202 with what landed so far and `jobId`. A failed job
 * answers { error, code } (its credits were refunded) with whatever landed before.
 * Identity comes from the bearer token only; errors are { error, code } with 400/401/402/404.
 */

const FAILED = "Failed to reimagine the brand";

function failureStatus(job: Doc<"generationJobs"> | null): number {
  const code = job?.errorCode;
  return code === "CONTENT_FLAGGED" ? 422 : code === "PROVIDER_CREDITS" ? 402 : 500;
}

function answer(dto: BrandAlternativesDto) {
  const results: Record<string, { name: string; description: string; rationale: string }[]> = {};
  for (const legend of dto.legends) {
    if (legend.alternatives !== null) results[legend.legendName] = legend.alternatives;
  }
  return { alternatives: Object.values(results).flat(), results };
}

function text(body: Record<string, unknown>, name: string): string | null {
  const value = body[name];
  if (value === undefined || value === null) return "";
  return typeof value === "string" ? value : null;
}

const reimagineBrand = httpAction(async (ctx, request) => {
  const body = await readJsonObject(request);
  if (body === null) return json({ error: "Send a JSON object.", code: "INVALID_ARGUMENT" }, 400);
  if ((await ctx.auth.getUserIdentity()) === null) {
    return json({ error: messages.briefAndIdeas.authRequired, code: "UNAUTHENTICATED" }, 401);
  }
  const fields = { brand: "", audience: "", message: "", tone: "", model: "" };
  for (const key of Object.keys(fields) as (keyof typeof fields)[]) {
    const value = text(body, key);
    if (value === null)
      return json({ error: `${key} must be text.`, code: "INVALID_ARGUMENT" }, 400);
    fields[key] = value;
  }
  let jobId;
  try {
    let selectedLegends: string[];
    if (body.selectedLegends === undefined || body.selectedLegends === null) {
      const fallback = await ctx.runQuery(internal.brandAlternatives.internal.defaultLegend, {});
      selectedLegends = fallback === null ? [] : [fallback];
    } else {
      const refs = parseLegendRefs(body.selectedLegends);
      if (!refs.ok) return json({ error: refs.error, code: "INVALID_ARGUMENT" }, 400);
      selectedLegends = await ctx.runQuery(internal.ideas.internal.resolveLegendRefs, {
        refs: refs.value,
      });
    }
    const { model, ...facts } = fields;
    jobId = await ctx.runMutation(api.brandAlternatives.mutations.request, {
      ...facts,
      ...(model.trim() ? { model } : {}),
      selectedLegends,
    });
  } catch (error) {
    return errorResponse(error, FAILED);
  }
  const job = await waitForJob(() => ctx.runQuery(internal.generation.jobs.get, { jobId }));
  const dto = await ctx.runQuery(api.brandAlternatives.queries.results, { jobId });
  if (dto.status === "failed") {
    const error = dto.errorMessage ?? messages.brandAlternatives.failed;
    return json(
      { error, code: job?.errorCode ?? "INTERNAL", jobId, ...answer(dto) },
      failureStatus(job),
    );
  }
  if (dto.status !== "succeeded") return json({ ...answer(dto), jobId, status: "running" }, 202);
  return json(answer(dto));
});

export function registerBrandAlternativesRoutes(http: HttpRouter) {
  http.route({ path: "/api/reimagine-brand", method: "POST", handler: reimagineBrand });
}

import { internal } from "../_generated/api";
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { appError } from "../lib/errors";
import { getAdminSettings } from "../admin/model";
import { startJob } from "../generation/model";
import { defaultSettingsFor } from "../generation/settings";
import { personaOf } from "../ideas/jobs";
import { requireUsableLegends } from "../legends/access";
import { legendBySlug } from "../legends/model";
import { BRIEF_LIMITS, CREDIT_COSTS, DEFAULT_BRAND_MODEL } from "../../shared/constants";
import { messages, validationMessages } from "../../shared/errors";
import { brandSteps } from "./generation";
import { BRAND_ALTERNATIVES_JOB_KIND, type BrandAlternativesJobInput } from "./jobShapes";
import type { BrandFacts } from "./prompt";
import type { BrandAlternativesDto } from "./validators";

/**
 * 'Reimagine brand' (spec 1, 5, 7): the request's rules and the owner's read. The form may be
 * unsaved, so the request carries its fields and answers to its owner alone.
 */

export type BrandAlternativesRequest = BrandFacts & {
  model?: string;
  /** Legend ids or slugs, as the picker or an HTTP caller names them. */
  selectedLegends: string[];
};

const FIELDS: { key: keyof BrandFacts; label: string; max: number; name: string }[] = [
  { key: "brand", label: "the brand name", max: BRIEF_LIMITS.brand, name: "Brand name" },
  {
    key: "audience",
    label: "the target audience",
    max: BRIEF_LIMITS.audience,
    name: "Target audience",
  },
  { key: "message", label: "the key message", max: BRIEF_LIMITS.message, name: "Key message" },
  { key: "tone", label: "the tone/style", max: BRIEF_LIMITS.tone, name: "Tone/style" },
];

/** The four fields trimmed; 'Missing Information' naming every empty one. */
export function briefFieldsOrThrow(args: BrandFacts): BrandFacts {
  const facts = {
    brand: args.brand.trim(),
    audience: args.audience.trim(),
    message: args.message.trim(),
    tone: args.tone.trim(),
  };
  const missing = FIELDS.filter((field) => facts[field.key] === "");
  if (missing.length > 0) {
    const details = validationMessages.brandAlternatives.missingFields(
      missing.map((field) => field.label),
    );
    throw appError("INVALID_ARGUMENT", validationMessages.brief.reimagineMissing, {
      title: validationMessages.brief.reimagineMissing,
      details,
    });
  }
  for (const field of FIELDS) {
    if (facts[field.key].length > field.max) {
      throw appError("INVALID_ARGUMENT", validationMessages.tooLong(field.name, field.max));
    }
  }
  return facts;
}

/** Ids or slugs to legend ids; an unknown one is NOT_FOUND like a hidden one. */
async function legendIdsOf(ctx: QueryCtx, refs: readonly string[]) {
  const ids: Id<"creativeLegends">[] = [];
  for (const ref of refs) {
    const trimmed = ref.trim();
    const id = ctx.db.normalizeId("creativeLegends", trimmed);
    const legend =
      id !== null ? await ctx.db.get("creativeLegends", id) : await legendBySlug(ctx, trimmed);
    if (legend === null) throw appError("NOT_FOUND", "Legend not found.");
    ids.push(legend._id);
  }
  return ids;
}

export async function requestAlternatives(
  ctx: MutationCtx,
  user: Doc<"users">,
  args: BrandAlternativesRequest,
): Promise<Id<"generationJobs">> {
  const facts = briefFieldsOrThrow(args);
  if (args.selectedLegends.length === 0) {
    throw appError("INVALID_ARGUMENT", validationMessages.brandAlternatives.selectLegend);
  }
  const model = (args.model ?? "").trim() || DEFAULT_BRAND_MODEL;
  if (model.length > BRIEF_LIMITS.model) {
    throw appError("INVALID_ARGUMENT", validationMessages.tooLong("Model", BRIEF_LIMITS.model));
  }
  const legends = await requireUsableLegends(
    ctx,
    user,
    await legendIdsOf(ctx, args.selectedLegends),
  );
  const cost = legends.length * CREDIT_COSTS.brandAlternatives;
  const balance = user.legendCredits ?? 0;
  if (balance < cost) {
    throw appError(
      "INSUFFICIENT_CREDITS",
      messages.brandAlternatives.insufficientCredits(cost, balance),
    );
  }
  // The brand model of the spec is not one of ours: a known text model is honoured, anything
  // else runs on the admin's default text model and is kept in the input as asked.
  const admin = await getAdminSettings(ctx);
  const settings = defaultSettingsFor(model === DEFAULT_BRAND_MODEL ? admin.defaultModel : model);
  const input: BrandAlternativesJobInput = {
    facts,
    requestedModel: model,
    legends: legends.map((legend) => ({ legendId: legend._id, persona: personaOf(legend) })),
  };
  return await startJob(
    ctx,
    {
      ownerId: user._id,
      kind: BRAND_ALTERNATIVES_JOB_KIND,
      cost,
      settings,
      input,
      step: brandSteps.queued,
    },
    internal.brandAlternatives.generation.run,
  );
}

/** The owner's request, live: NOT_FOUND for anyone else's, a malformed id or another kind. */
export async function readAlternatives(
  ctx: QueryCtx,
  user: Doc<"users">,
  jobId: string,
): Promise<BrandAlternativesDto> {
  const id = ctx.db.normalizeId("generationJobs", jobId);
  const job = id === null ? null : await ctx.db.get("generationJobs", id);
  if (job === null || job.ownerId !== user._id || job.kind !== BRAND_ALTERNATIVES_JOB_KIND) {
    throw appError("NOT_FOUND", messages.brandAlternatives.notFound);
  }
  const { input } = job;
  const rows = await ctx.db
    .query("brandAlternatives")
    .withIndex("by_job_and_position", (q) => q.eq("jobId", job._id))
    .take(input.legends.length + 1);
  const byPosition = new Map(rows.map((row) => [row.position, row]));
  return {
    jobId: job._id,
    status: job.status,
    step: job.step ?? null,
    errorMessage:
      job.status === "failed" ? (job.errorMessage ?? messages.brandAlternatives.failed) : null,
    cost: job.cost,
    brand: input.facts.brand,
    provider: job.metadata?.provider ?? null,
    legends: input.legends.map((legend, position) => ({
      legendId: legend.legendId,
      legendName: legend.persona.name,
      legendSlug: legend.persona.slug,
      alternatives: byPosition.get(position)?.alternatives ?? null,
    })),
  };
}

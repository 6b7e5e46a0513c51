import { internal } from "../_generated/api";
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { isAdmin } from "../lib/auth";
import { appError } from "../lib/errors";
import { defaultTextSettings } from "../lib/ai/llm";
import type { ImageProviderId } from "../lib/ai/types";
import { getAdminSettings } from "../admin/model";
import { startJob } from "../generation/model";
import { ideaAccessOrThrow, legendOfIdea } from "../ideas/model";
import { requireUsableLegends } from "../legends/access";
import { linkSlideVisual, slideForVisual } from "../decks/slideLink";
import {
  ASPECT_RATIOS,
  CREDIT_COSTS,
  DEFAULT_ASPECT_RATIO,
  IDEOGRAM_MODELS,
  VISUAL_LIMITS,
  type AspectRatio,
} from "../../shared/constants";
import { messages, validationMessages } from "../../shared/errors";
import { VISUAL_JOB_KIND, type VisualJobInput } from "./jobShapes";
import { visualPrompt } from "./prompts";
import type { VisualDto } from "./schema";

/**
 * Generate visual (spec 2, 7 /generate-visual): checks a request completely before anything is
 * written or spent (prompt, aspect ratio, an admin's provider and model, the team-up legend),
 * then starts a job costing CREDIT_COSTS.visual. The result is a `visuals` row (./visualGeneration.ts).
 */

export type VisualRequest = {
  ideaId: string;
  visualPrompt?: string;
  magicPrompt: boolean;
  includeText: boolean;
  aspectRatio?: string;
  count?: number;
  provider?: string;
  model?: string;
  /** As the caller sent it: requireUsableLegends answers NOT_FOUND for any but a usable legend. */
  teamLegendId?: string;
  slideId?: string;
};

const PROVIDERS: ImageProviderId[] = ["ideogram", "replicate", "offline-studio"];

function checkAspectRatio(value: string | undefined): AspectRatio {
  const wanted = value?.trim() || DEFAULT_ASPECT_RATIO;
  const known = ASPECT_RATIOS.find((ratio) => ratio.value === wanted);
  if (!known)
    throw appError("INVALID_ARGUMENT", validationMessages.visual.unknownAspectRatio(wanted));
  return known.value;
}

function checkPrompt(requested: string | undefined, idea: Doc<"ideas">): string {
  if (requested !== undefined && requested.length > VISUAL_LIMITS.promptChars) {
    throw appError(
      "INVALID_ARGUMENT",
      validationMessages.tooLong("Visualization prompt", VISUAL_LIMITS.promptChars),
    );
  }
  // The idea's own prompt was written by a model and capped at storage; it is cut, not refused.
  const prompt = requested?.trim() || idea.visualPrompt.trim().slice(0, VISUAL_LIMITS.promptChars);
  if (prompt === "") throw appError("INVALID_ARGUMENT", validationMessages.visual.promptRequired);
  return prompt;
}

/**
 * An admin's provider and model, checked against what exists: Ideogram's two models, or an
 * active Replicate model from the admin list (or the default one). Everyone else's choice is
 * ignored, not refused, so a stale client setting never blocks a user.
 */
async function checkModel(
  ctx: Pick<QueryCtx, "db">,
  user: Doc<"users">,
  provider: string | undefined,
  model: string | undefined,
): Promise<{ provider?: ImageProviderId; model?: string }> {
  if (!isAdmin(user)) return {};
  const wantedProvider = provider?.trim() || undefined;
  const wantedModel = model?.trim() || undefined;
  if (wantedProvider === undefined && wantedModel === undefined) return {};
  const settings = await getAdminSettings(ctx);
  const chosen = (wantedProvider ?? settings.defaultImageProvider) as ImageProviderId;
  if (!PROVIDERS.includes(chosen)) {
    throw appError("INVALID_ARGUMENT", `Unknown image provider; use ${PROVIDERS.join(", ")}.`);
  }
  if (wantedModel === undefined || chosen === "offline-studio") return { provider: chosen };
  if (chosen === "ideogram") {
    if (!(IDEOGRAM_MODELS as readonly string[]).includes(wantedModel)) {
      throw appError(
        "INVALID_ARGUMENT",
        `Unknown Ideogram model; use ${IDEOGRAM_MODELS.join(", ")}.`,
      );
    }
    return { provider: chosen, model: wantedModel };
  }
  const row = await ctx.db
    .query("replicateModels")
    .withIndex("by_modelId", (q) => q.eq("modelId", wantedModel))
    .unique();
  if (row?.isActive !== true && wantedModel !== settings.defaultReplicateModel) {
    throw appError("INVALID_ARGUMENT", "Unknown Replicate model; pick one of the active models.");
  }
  return { provider: chosen, model: wantedModel };
}

export async function startVisual(
  ctx: MutationCtx,
  user: Doc<"users">,
  request: VisualRequest,
): Promise<Id<"generationJobs">> {
  // Editors may draw on a shared brief (with their own credits); viewers are told why not.
  const idea = await ideaAccessOrThrow(
    ctx,
    request.ideaId,
    user,
    "write",
    messages.sharing.viewerCannotGenerate,
  );
  const prompt = checkPrompt(request.visualPrompt, idea);
  const aspectRatio = checkAspectRatio(request.aspectRatio);
  const count = request.count ?? 1;
  if (!Number.isInteger(count) || count < 1 || count > VISUAL_LIMITS.maxImages) {
    throw appError("INVALID_ARGUMENT", `Ask for 1 to ${VISUAL_LIMITS.maxImages} images.`);
  }
  const slideId = request.slideId?.trim() || undefined;
  if (slideId !== undefined && slideId.length > VISUAL_LIMITS.slideIdChars) {
    throw appError("INVALID_ARGUMENT", "That slide id is not valid.");
  }
  // Checked before anything is spent: a slide of another deck or idea is refused here.
  const slide = await slideForVisual(ctx, slideId, idea, user);
  const choice = await checkModel(ctx, user, request.provider, request.model);
  const legend = await legendOfIdea(ctx, idea);
  let team: Doc<"creativeLegends"> | null = null;
  if (request.teamLegendId !== undefined) {
    if (request.teamLegendId === idea.legendId) {
      throw appError("INVALID_ARGUMENT", "Team up with a different legend than the idea's own.");
    }
    [team] = await requireUsableLegends(ctx, user, [request.teamLegendId]);
  }
  const balance = user.legendCredits ?? 0;
  if (balance < CREDIT_COSTS.visual) {
    throw appError(
      "INSUFFICIENT_CREDITS",
      `Insufficient credits: a visual needs ${CREDIT_COSTS.visual} Legend Credit and you have ${balance}.`,
    );
  }
  const brief = await ctx.db.get("briefs", idea.briefId);
  const profile = brief?.brandId ? await ctx.db.get("brandProfiles", brief.brandId) : null;
  const input: VisualJobInput = {
    ideaId: idea._id,
    prompt,
    sentPrompt: visualPrompt({
      prompt,
      legend,
      team,
      includeText: request.includeText,
      headline: idea.headline,
      brandColors: profile?.colors,
    }),
    aspectRatio,
    magicPrompt: request.magicPrompt,
    includeText: request.includeText,
    count,
    ...choice,
    teamLegend: team && { id: team._id, name: team.name },
    ...(slideId === undefined ? {} : { slideId }),
    poster: {
      brand: brief?.brand ?? "",
      headline: idea.headline,
      tagline: idea.campaignName,
      legendSlug: team?.slug ?? idea.legendSlug,
      motifs: idea.keyVisualElements.slice(0, 8),
    },
  };
  const jobId = await startJob(
    ctx,
    {
      ownerId: user._id,
      kind: VISUAL_JOB_KIND,
      cost: CREDIT_COSTS.visual,
      settings: defaultTextSettings(),
      input,
      step: "Waiting for the studio…",
    },
    internal.visuals.visualGeneration.run,
  );
  if (slide !== null) await linkSlideVisual(ctx, slide, jobId);
  return jobId;
}

export function toVisualDto(row: Doc<"visuals">): VisualDto {
  return {
    id: row._id,
    ideaId: row.ideaId,
    jobId: row.jobId,
    urls: row.urls,
    prompt: row.prompt,
    usedPrompt: row.usedPrompt,
    teamLegend: row.teamLegend,
    aspectRatio: row.aspectRatio,
    magicPrompt: row.magicPrompt,
    includeText: row.includeText,
    provider: row.provider,
    model: row.model,
    slideId: row.slideId ?? null,
    createdAt: row.createdAt,
  };
}

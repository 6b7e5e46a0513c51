import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { isAdmin } from "../lib/auth";
import { appError } from "../lib/errors";
import type { GenerationMetadata } from "../lib/ai/types";
import { briefAccessOrThrow, type BriefAccess } from "../briefs/access";
import { recordLegendUse } from "../legends/usage";
import { bumpCounter, type CounterSpec } from "../system/counters";
import { IDEA_LIMITS } from "../../shared/constants";
import { readAppError } from "../../shared/errors";
import { withFullStop } from "../../shared/ideaText";
import { favoritedBy } from "./favorites";
import type { IdeaDraftFields } from "./schema";
import type { IdeaDto } from "./validators";

/**
 * Ideas: storing a legend's answer (text rules, caps, counters, trending in one transaction),
 * access through the idea's brief and DTOs (favourites: ./favorites.ts). Plain functions taking ctx.
 */

export const IDEA_NOT_FOUND = "Idea not found.";

/** Every idea ever generated (the home page banner): sharded, since every job bumps it. */
export const IDEAS_TOTAL: CounterSpec = { name: "ideas", shards: 8 };
export const ownerIdeasCounter = (userId: Id<"users">): CounterSpec => ({
  name: `ideas:owner:${userId}`,
  shards: 1,
});

/**
 * The idea, if the user may reach its brief in `mode` (briefs/access.ts is the one door);
 * NOT_FOUND for a missing id, a malformed one and someone else's idea alike.
 */
export async function ideaAccessOrThrow(
  ctx: Pick<QueryCtx, "db">,
  ideaId: string,
  user: Doc<"users">,
  mode: BriefAccess,
  forbidden?: string,
): Promise<Doc<"ideas">> {
  const id = ctx.db.normalizeId("ideas", ideaId);
  const idea = id === null ? null : await ctx.db.get("ideas", id);
  if (idea === null) throw appError("NOT_FOUND", IDEA_NOT_FOUND);
  try {
    await briefAccessOrThrow(ctx, idea.briefId, user, mode, forbidden);
  } catch (error) {
    // Say "idea", not "brief": the caller asked for an idea.
    if (readAppError(error)?.code === "NOT_FOUND") throw appError("NOT_FOUND", IDEA_NOT_FOUND);
    throw error;
  }
  return idea;
}

function clip(text: string, max: number): string {
  const trimmed = text.trim();
  return trimmed.length <= max ? trimmed : `${trimmed.slice(0, max - 1).trimEnd()}…`;
}

function clipList(items: readonly string[]): string[] {
  return items
    .map((item) => clip(item, IDEA_LIMITS.listItemChars))
    .filter((item) => item !== "")
    .slice(0, IDEA_LIMITS.listItems);
}

/**
 * A draft as it is stored: text trimmed and capped, and the spec's full-stop rule applied to the
 * headline and the campaign line here, once, so every reader (app, HTTP, exports, shares) gets
 * the same text. The UI applies the same shared helper only to text it shows before saving.
 */
export function storedIdeaText(draft: IdeaDraftFields): IdeaDraftFields {
  const text = (value: string) => clip(value, IDEA_LIMITS.textChars);
  return {
    title: text(draft.title),
    campaignName: withFullStop(text(draft.campaignName)),
    coreIdea: text(draft.coreIdea),
    concept: text(draft.concept),
    headline: withFullStop(text(draft.headline)),
    description: text(draft.description),
    tone: text(draft.tone),
    keyVisualElements: clipList(draft.keyVisualElements),
    executionStrategy: clipList(draft.executionStrategy),
    selfCritique: text(draft.selfCritique),
    visualPrompt: text(draft.visualPrompt),
    legendThinking: text(draft.legendThinking),
  };
}

export type IdeaOrigin = {
  briefId: Id<"briefs">;
  ownerId: Id<"users">;
  legendId: Id<"creativeLegends">;
  legendName: string;
  legendSlug: string;
  jobId: Id<"generationJobs">;
};

/**
 * Inserts one legend's ideas and, in the same transaction, the counters (global and the
 * owner's) and the legend's trending uses (one per idea), so none of them can drift.
 */
export async function insertIdeas(
  ctx: MutationCtx,
  origin: IdeaOrigin,
  drafts: readonly IdeaDraftFields[],
  metadata: GenerationMetadata | undefined,
): Promise<Id<"ideas">[]> {
  const createdAt = Date.now();
  const ids: Id<"ideas">[] = [];
  for (const [order, draft] of drafts.entries()) {
    ids.push(
      await ctx.db.insert("ideas", {
        ...origin,
        order,
        ...storedIdeaText(draft),
        favoriteCount: 0,
        ...(metadata ? { generationMetadata: metadata } : {}),
        createdAt,
      }),
    );
  }
  if (ids.length > 0) {
    await bumpCounter(ctx, IDEAS_TOTAL, ids.length);
    await bumpCounter(ctx, ownerIdeasCounter(origin.ownerId), ids.length);
    await recordLegendUse(ctx, origin.legendId, ids.length);
  }
  return ids;
}

/** The legend who wrote the idea; null for an imported idea (or a legend since removed). */
export async function legendOfIdea(
  ctx: Pick<QueryCtx, "db">,
  idea: Pick<Doc<"ideas">, "legendId">,
): Promise<Doc<"creativeLegends"> | null> {
  return idea.legendId === undefined ? null : await ctx.db.get("creativeLegends", idea.legendId);
}

/** The idea's own words, as a campaign page and a public share show them (no ids, no metadata). */
export function ideaWords(idea: Doc<"ideas">) {
  return {
    title: idea.title,
    campaignName: idea.campaignName,
    headline: idea.headline,
    coreIdea: idea.coreIdea,
    concept: idea.concept,
    keyVisualElements: idea.keyVisualElements,
    executionStrategy: idea.executionStrategy,
  };
}

/** The idea's own text (what a legend wrote), without the row's bookkeeping. */
export function ideaDraftOf(idea: Doc<"ideas">): IdeaDraftFields {
  return {
    title: idea.title,
    campaignName: idea.campaignName,
    coreIdea: idea.coreIdea,
    concept: idea.concept,
    headline: idea.headline,
    description: idea.description,
    tone: idea.tone,
    keyVisualElements: idea.keyVisualElements,
    executionStrategy: idea.executionStrategy,
    selfCritique: idea.selfCritique,
    visualPrompt: idea.visualPrompt,
    legendThinking: idea.legendThinking,
  };
}

/** `isFavorite` is the viewer's own favourite; `favoriteCount` is everyone's (./favorites.ts). */
export function toIdeaDto(idea: Doc<"ideas">, viewer: Doc<"users">, isFavorite: boolean): IdeaDto {
  return {
    id: idea._id,
    briefId: idea.briefId,
    jobId: idea.jobId,
    legend: { id: idea.legendId ?? null, name: idea.legendName, slug: idea.legendSlug },
    source: idea.source ?? "legend",
    createdBy: idea.legendName,
    order: idea.order,
    ...ideaDraftOf(idea),
    isFavorite,
    favoriteCount: idea.favoriteCount ?? 0,
    thumbnails: idea.thumbnails ?? [],
    landingPageId: idea.landingPageId ?? null,
    createdAt: idea.createdAt,
    provider: idea.generationMetadata?.provider ?? null,
    generationMetadata: isAdmin(viewer) ? (idea.generationMetadata ?? null) : null,
    version: idea.version ?? 1,
    parentIdeaId: idea.parentIdeaId ?? null,
    sharpenedFor: idea.sharpenedFor ?? null,
  };
}

/** DTOs of `ideas` as `viewer` sees them, their own favourites marked. */
export async function toIdeaDtos(
  ctx: Pick<QueryCtx, "db">,
  ideas: readonly Doc<"ideas">[],
  viewer: Doc<"users">,
): Promise<IdeaDto[]> {
  const mine = await favoritedBy(ctx, ideas, viewer._id);
  return ideas.map((idea) => toIdeaDto(idea, viewer, mine.has(idea._id)));
}

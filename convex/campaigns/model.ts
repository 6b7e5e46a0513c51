import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { appError } from "../lib/errors";
import { briefAccessOrThrow, type BriefAccess } from "../briefs/access";
import { forgetDiscussions } from "../comments/cascade";
import { ideaAccessOrThrow, ideaWords, legendOfIdea } from "../ideas/model";
import {
  AD_FORMATS,
  AD_LOB_LIMITS,
  CREDIT_COSTS,
  THUMBNAIL_ASPECT_RATIOS,
  type AspectRatio,
} from "../../shared/constants";
import { messages, readAppError, validationMessages } from "../../shared/errors";
import { initialAdCopy, type IdeaCopyFacts } from "../studio/tasks/campaignAds";
import { modelWritesInitialAds, startInitialAds } from "./initialAds";
import type { AdLobDto, CampaignPageDto } from "./validators";

/**
 * Campaign pages and their ad lobs: access through the idea's brief (briefs/access.ts is the one
 * door), creation with the initial lobs, the copy edits and the order. 'Add an ad' is a job
 * (./adJob.ts). Plain functions taking ctx.
 */

type Ctx = Pick<QueryCtx, "db">;

/** The page, if the user may reach its brief in `mode`; NOT_FOUND for missing and malformed alike. */
export async function pageAccessOrThrow(
  ctx: Ctx,
  campaignPageId: string,
  user: Doc<"users">,
  mode: BriefAccess,
): Promise<{ page: Doc<"campaignPages">; canEdit: boolean }> {
  const id = ctx.db.normalizeId("campaignPages", campaignPageId);
  const page = id === null ? null : await ctx.db.get("campaignPages", id);
  if (page === null) throw appError("NOT_FOUND", messages.campaignPage.notFound);
  try {
    const { role } = await briefAccessOrThrow(ctx, page.briefId, user, mode);
    return { page, canEdit: role !== "viewer" };
  } catch (error) {
    if (readAppError(error)?.code === "NOT_FOUND") {
      throw appError("NOT_FOUND", messages.campaignPage.notFound);
    }
    throw error;
  }
}

/** An ad lob and its page, if the user may reach the brief in `mode`. */
export async function lobAccessOrThrow(
  ctx: Ctx,
  adLobId: string,
  user: Doc<"users">,
  mode: BriefAccess,
): Promise<{ lob: Doc<"adLobs">; page: Doc<"campaignPages"> }> {
  const id = ctx.db.normalizeId("adLobs", adLobId);
  const lob = id === null ? null : await ctx.db.get("adLobs", id);
  if (lob === null) throw appError("NOT_FOUND", messages.campaignPage.adNotFound);
  try {
    const { page } = await pageAccessOrThrow(ctx, lob.campaignPageId, user, mode);
    return { lob, page };
  } catch (error) {
    if (readAppError(error)?.code === "NOT_FOUND") {
      throw appError("NOT_FOUND", messages.campaignPage.adNotFound);
    }
    throw error;
  }
}

/** A page's lobs in order; a page never holds more than AD_LOB_LIMITS.perPage. */
export async function pageLobs(
  ctx: Ctx,
  campaignPageId: Id<"campaignPages">,
): Promise<Doc<"adLobs">[]> {
  return await ctx.db
    .query("adLobs")
    .withIndex("by_page_and_order", (q) => q.eq("campaignPageId", campaignPageId))
    .take(AD_LOB_LIMITS.perPage);
}

export async function pageOfIdea(
  ctx: Ctx,
  ideaId: Id<"ideas">,
): Promise<Doc<"campaignPages"> | null> {
  return await ctx.db
    .query("campaignPages")
    .withIndex("by_idea", (q) => q.eq("ideaId", ideaId))
    .first();
}

/** What ads are written from: the idea's text and its brief's promise and people. */
export function copyFacts(idea: Doc<"ideas">, brief: Doc<"briefs"> | null): IdeaCopyFacts {
  return {
    brand: brief?.brand ?? "",
    audience: brief?.audience ?? "",
    message: brief?.message ?? "",
    uniqueSellingPoint: brief?.uniqueSellingPoint ?? "",
    campaignName: idea.campaignName,
    headline: idea.headline,
    coreIdea: idea.coreIdea,
    concept: idea.concept,
    keyVisualElements: idea.keyVisualElements,
    executionStrategy: idea.executionStrategy,
  };
}

/**
 * 'Campaign It' (spec 4 "Campaign page creation"): free, one page per idea (asking again answers
 * the existing one), made from the idea's collage. Its first ads are written from the idea's own
 * text by the configured model (a free job, ./initialAds.ts) or, without one, by the offline
 * studio at once (../studio/tasks/campaignAds.ts).
 */
export async function createFromIdea(
  ctx: MutationCtx,
  user: Doc<"users">,
  ideaId: string,
): Promise<Id<"campaignPages">> {
  if (ideaId.trim() === "") {
    throw appError("INVALID_ARGUMENT", validationMessages.campaignPage.missingIdeaId);
  }
  const idea = await ideaAccessOrThrow(ctx, ideaId, user, "write");
  const existing = await pageOfIdea(ctx, idea._id);
  if (existing !== null) return existing._id;
  const thumbnails = idea.thumbnails ?? [];
  if (thumbnails.length === 0) {
    throw appError("INVALID_ARGUMENT", validationMessages.campaignPage.needsThumbnails);
  }
  const brief = await ctx.db.get("briefs", idea.briefId);
  const now = Date.now();
  const keys = idea.thumbnailKeys ?? [];
  const campaignPageId = await ctx.db.insert("campaignPages", {
    ideaId: idea._id,
    briefId: idea.briefId,
    ownerId: brief?.ownerId ?? idea.ownerId,
    createdBy: user._id,
    title: idea.campaignName,
    headline: idea.headline,
    description: idea.coreIdea,
    heroUrl: thumbnails[0],
    ...(keys[0] ? { heroKey: keys[0] } : {}),
    createdAt: now,
    updatedAt: now,
  });
  const facts = copyFacts(idea, brief);
  const formats: AspectRatio[] = [
    THUMBNAIL_ASPECT_RATIOS.hero,
    THUMBNAIL_ASPECT_RATIOS.detail,
    THUMBNAIL_ASPECT_RATIOS.detail,
  ];
  // With a model configured its job writes the copy (./initialAds.ts); the ads wait, "writing".
  const byModel = modelWritesInitialAds();
  const copy = byModel
    ? formats.map(() => ({ headline: "", body: "" }))
    : initialAdCopy(facts, formats);
  const lobs: { adLobId: Id<"adLobs">; aspectRatio: AspectRatio }[] = [];
  for (const [order, url] of thumbnails.slice(0, copy.length).entries()) {
    const aspectRatio = formats[order];
    const adLobId = await ctx.db.insert("adLobs", {
      campaignPageId,
      ideaId: idea._id,
      briefId: idea.briefId,
      order,
      aspectRatio,
      ...copy[order],
      visualPrompt: idea.visualPrompt,
      imageUrl: url,
      ...(keys[order] ? { imageKey: keys[order] } : {}),
      status: byModel ? "writing" : "ready",
      createdBy: user._id,
      createdAt: now,
      updatedAt: now,
    });
    lobs.push({ adLobId, aspectRatio });
  }
  if (byModel) await startInitialAds(ctx, { user, idea, campaignPageId, facts, lobs });
  await ctx.db.patch("ideas", idea._id, { landingPageId: campaignPageId });
  return campaignPageId;
}

function checkedCopy(headline: string, body: string): { headline: string; body: string } {
  const h = headline.trim();
  const b = body.trim();
  const rules = validationMessages.campaignPage;
  if (h === "") throw appError("INVALID_ARGUMENT", rules.headlineRequired);
  if (b === "") throw appError("INVALID_ARGUMENT", rules.bodyRequired);
  if (h.length > AD_LOB_LIMITS.headlineChars) {
    throw appError(
      "INVALID_ARGUMENT",
      validationMessages.tooLong("Headline", AD_LOB_LIMITS.headlineChars),
    );
  }
  if (b.length > AD_LOB_LIMITS.bodyChars) {
    throw appError(
      "INVALID_ARGUMENT",
      validationMessages.tooLong("Body copy", AD_LOB_LIMITS.bodyChars),
    );
  }
  return { headline: h, body: b };
}

export async function updateAd(
  ctx: MutationCtx,
  user: Doc<"users">,
  args: { adLobId: string; headline: string; body: string },
): Promise<Id<"adLobs">> {
  const { lob } = await lobAccessOrThrow(ctx, args.adLobId, user, "write");
  const copy = checkedCopy(args.headline, args.body);
  await ctx.db.patch("adLobs", lob._id, { ...copy, updatedAt: Date.now() });
  return lob._id;
}

/** The new order must name exactly the page's ads, each once; orders become 0..n-1. */
export async function reorderAds(
  ctx: MutationCtx,
  user: Doc<"users">,
  args: { campaignPageId: string; adLobIds: string[] },
): Promise<void> {
  const { page } = await pageAccessOrThrow(ctx, args.campaignPageId, user, "write");
  const lobs = await pageLobs(ctx, page._id);
  const byId = new Map(lobs.map((lob) => [lob._id as string, lob]));
  const unique = new Set(args.adLobIds);
  if (
    unique.size !== args.adLobIds.length ||
    args.adLobIds.length !== lobs.length ||
    args.adLobIds.some((id) => !byId.has(id))
  ) {
    throw appError("INVALID_ARGUMENT", validationMessages.campaignPage.reorderMismatch);
  }
  const now = Date.now();
  for (const [order, id] of args.adLobIds.entries()) {
    const lob = byId.get(id);
    if (lob && lob.order !== order)
      await ctx.db.patch("adLobs", lob._id, { order, updatedAt: now });
  }
  await ctx.db.patch("campaignPages", page._id, { updatedAt: now });
}

/**
 * Removes an ad with its comment thread and the notifications about it (comments/cascade.ts);
 * the others keep their order (gaps are fine: order only sorts).
 */
export async function removeAd(
  ctx: MutationCtx,
  user: Doc<"users">,
  adLobId: string,
): Promise<void> {
  const { lob } = await lobAccessOrThrow(ctx, adLobId, user, "write");
  await ctx.db.delete("adLobs", lob._id);
  await forgetDiscussions(ctx, [{ targetType: "adLob", targetId: lob._id }]);
}

export async function toPageDto(
  ctx: Ctx,
  page: Doc<"campaignPages">,
  canEdit: boolean,
): Promise<CampaignPageDto> {
  const [idea, brief, lobs] = await Promise.all([
    ctx.db.get("ideas", page.ideaId),
    ctx.db.get("briefs", page.briefId),
    pageLobs(ctx, page._id),
  ]);
  if (idea === null) throw appError("NOT_FOUND", messages.campaignPage.notFound);
  const legend = await legendOfIdea(ctx, idea);
  return {
    id: page._id,
    ideaId: page.ideaId,
    briefId: page.briefId,
    title: page.title,
    headline: page.headline,
    description: page.description,
    heroUrl: page.heroUrl,
    brand: brief?.brand ?? "",
    idea: {
      ...ideaWords(idea),
    },
    legend: {
      id: idea.legendId ?? null,
      name: idea.legendName,
      slug: idea.legendSlug,
      headshot: legend?.headshot ?? null,
    },
    lobs: await Promise.all(lobs.map((lob) => toLobDto(ctx, lob))),
    canEdit,
    addAdCost: CREDIT_COSTS.adLob,
    createdAt: page.createdAt,
  };
}

async function toLobDto(ctx: Ctx, lob: Doc<"adLobs">): Promise<AdLobDto> {
  // Only an ad still being made (or failed) reads its job: ready ones cost no extra read.
  const job =
    lob.status !== "ready" && lob.jobId ? await ctx.db.get("generationJobs", lob.jobId) : null;
  // A job that failed before its ad was marked is shown failed already.
  const status = lob.status === "writing" && job?.status === "failed" ? "failed" : lob.status;
  return {
    id: lob._id,
    order: lob.order,
    aspectRatio: lob.aspectRatio,
    formatLabel: AD_FORMATS[lob.aspectRatio],
    headline: lob.headline,
    body: lob.body,
    imageUrl: lob.imageUrl ?? null,
    status,
    step: status === "writing" ? (job?.step ?? null) : null,
    errorMessage:
      status === "failed" ? (job?.errorMessage ?? messages.campaignPage.adFailed) : null,
    createdAt: lob.createdAt,
  };
}

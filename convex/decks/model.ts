import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { appError } from "../lib/errors";
import { briefAccessOrThrow, type BriefAccess } from "../briefs/access";
import { forgetDiscussions, type DiscussedTarget } from "../comments/cascade";
import { CREDIT_COSTS, DECK_LIMITS, DECK_STAGES } from "../../shared/constants";
import { messages, readAppError, validationMessages } from "../../shared/errors";
import type { DeckDto, DeckSummaryDto, SlideDto } from "./validators";

/**
 * Sell decks and their slides: access through the idea's brief (briefs/access.ts is the one
 * door), the DTOs, and the edits (text, order, favourites, removal). Writing a deck is a job
 * (./deckJob.ts); drawing a slide is a visuals job (./slideVisual.ts). Plain functions taking ctx.
 */

type Ctx = Pick<QueryCtx, "db">;

/** The deck, if the user may reach its brief in `mode`; NOT_FOUND for missing and malformed alike. */
export async function deckAccessOrThrow(
  ctx: Ctx,
  presentationId: string,
  user: Doc<"users">,
  mode: BriefAccess,
): Promise<{ deck: Doc<"presentations">; canEdit: boolean }> {
  const id = ctx.db.normalizeId("presentations", presentationId);
  const deck = id === null ? null : await ctx.db.get("presentations", id);
  if (deck === null) throw appError("NOT_FOUND", messages.deck.notFound);
  try {
    const { role } = await briefAccessOrThrow(
      ctx,
      deck.briefId,
      user,
      mode,
      messages.deck.viewerCannotEdit,
    );
    return { deck, canEdit: role !== "viewer" };
  } catch (error) {
    if (readAppError(error)?.code === "NOT_FOUND") {
      throw appError("NOT_FOUND", messages.deck.notFound);
    }
    throw error;
  }
}

/** A slide and its deck, if the user may reach the brief in `mode`. */
export async function slideAccessOrThrow(
  ctx: Ctx,
  slideId: string,
  user: Doc<"users">,
  mode: BriefAccess,
): Promise<{ slide: Doc<"slides">; deck: Doc<"presentations"> }> {
  const id = ctx.db.normalizeId("slides", slideId);
  const slide = id === null ? null : await ctx.db.get("slides", id);
  if (slide === null) throw appError("NOT_FOUND", messages.deck.slideNotFound);
  try {
    const { deck } = await deckAccessOrThrow(ctx, slide.presentationId, user, mode);
    return { slide, deck };
  } catch (error) {
    if (readAppError(error)?.code === "NOT_FOUND") {
      throw appError("NOT_FOUND", messages.deck.slideNotFound);
    }
    throw error;
  }
}

/** A deck's slides in order; a deck never holds more than DECK_LIMITS.maxSlides. */
export async function deckSlides(
  ctx: Ctx,
  presentationId: Id<"presentations">,
): Promise<Doc<"slides">[]> {
  return await ctx.db
    .query("slides")
    .withIndex("by_presentation_and_order", (q) => q.eq("presentationId", presentationId))
    .take(DECK_LIMITS.maxSlides);
}

/** Whether the user may read the brief now: lists skip what an ex-member can no longer open. */
export async function canRead(ctx: Ctx, briefId: Id<"briefs">, user: Doc<"users">) {
  try {
    await briefAccessOrThrow(ctx, briefId, user, "read");
    return true;
  } catch (error) {
    if (readAppError(error)?.code === "NOT_FOUND") return false;
    throw error;
  }
}

/** A deck's slides belong to its job while it writes them: edits wait until it is done. */
function assertNotWriting(deck: Doc<"presentations">) {
  if (deck.status === "writing") {
    throw appError("INVALID_ARGUMENT", validationMessages.deck.stillWriting);
  }
}

function capped(label: string, value: string, max: number): string {
  const trimmed = value.trim();
  if (trimmed.length > max) {
    throw appError("INVALID_ARGUMENT", validationMessages.tooLong(label, max));
  }
  return trimmed;
}

/**
 * A deck's title: the one asked for, trimmed, or the campaign's name (a client reads it on the
 * cover and in the file name; the idea's working title is internal); refused past DECK_LIMITS.
 */
export function deckTitle(requested: string | undefined, idea: Doc<"ideas">): string {
  const given = capped("Deck title", requested ?? "", DECK_LIMITS.titleChars);
  const fallback = idea.campaignName.trim() || idea.title.trim();
  return given !== "" ? given : fallback.slice(0, DECK_LIMITS.titleChars);
}

export async function updateSlide(
  ctx: MutationCtx,
  user: Doc<"users">,
  args: { slideId: string; title: string; content: string; speakerNotes: string },
): Promise<void> {
  const { slide, deck } = await slideAccessOrThrow(ctx, args.slideId, user, "write");
  assertNotWriting(deck);
  const title = capped("Slide title", args.title, DECK_LIMITS.titleChars);
  if (title === "") throw appError("INVALID_ARGUMENT", validationMessages.deck.titleRequired);
  const content = capped("Slide text", args.content, DECK_LIMITS.contentChars);
  const speakerNotes = capped("Speaker notes", args.speakerNotes, DECK_LIMITS.speakerNotesChars);
  const now = Date.now();
  await ctx.db.patch("slides", slide._id, { title, content, speakerNotes, updatedAt: now });
  await ctx.db.patch("presentations", deck._id, { updatedAt: now });
}

/** The new order must name exactly the deck's slides, each once; orders become 0..n-1. */
export async function reorderSlides(
  ctx: MutationCtx,
  user: Doc<"users">,
  args: { presentationId: string; slideIds: string[] },
): Promise<void> {
  const { deck } = await deckAccessOrThrow(ctx, args.presentationId, user, "write");
  assertNotWriting(deck);
  const slides = await deckSlides(ctx, deck._id);
  const byId = new Map(slides.map((slide) => [slide._id as string, slide]));
  if (
    new Set(args.slideIds).size !== args.slideIds.length ||
    args.slideIds.length !== slides.length ||
    args.slideIds.some((id) => !byId.has(id))
  ) {
    throw appError("INVALID_ARGUMENT", validationMessages.deck.reorderMismatch);
  }
  const now = Date.now();
  for (const [order, id] of args.slideIds.entries()) {
    const slide = byId.get(id);
    if (slide && slide.order !== order) {
      await ctx.db.patch("slides", slide._id, { order, updatedAt: now });
    }
  }
  await ctx.db.patch("presentations", deck._id, { updatedAt: now });
}

/**
 * Deletes slides but never their images: a slide's image key is also the key of the visuals row
 * it was drawn as (visuals/visualGeneration.ts), which still shows it on the idea. Media is only
 * ever removed while nothing references it yet (media/internal.ts removeUnused). Their comment
 * threads and the notifications about them go too (comments/cascade.ts).
 */
export async function deleteSlides(
  ctx: MutationCtx,
  slides: readonly Doc<"slides">[],
  alsoForget: readonly DiscussedTarget[] = [],
) {
  for (const slide of slides) await ctx.db.delete("slides", slide._id);
  await forgetDiscussions(ctx, [
    ...slides.map((slide) => ({ targetType: "slide" as const, targetId: slide._id })),
    ...alsoForget,
  ]);
}

/**
 * A deck may be removed while it is written: its job finds it gone and fails, refunding like any
 * failed job (the ad job does the same), since nothing it paid for is kept.
 */
export async function removeDeck(
  ctx: MutationCtx,
  user: Doc<"users">,
  presentationId: string,
): Promise<void> {
  const { deck } = await deckAccessOrThrow(ctx, presentationId, user, "write");
  // With the slides' threads go the deck's review state, history and notifications.
  await deleteSlides(ctx, await deckSlides(ctx, deck._id), [
    { targetType: "deck", targetId: deck._id },
  ]);
  await ctx.db.delete("presentations", deck._id);
}

export async function setDeckFavorite(
  ctx: MutationCtx,
  user: Doc<"users">,
  presentationId: string,
  isFavorite: boolean,
): Promise<boolean> {
  const { deck } = await deckAccessOrThrow(ctx, presentationId, user, "write");
  if (deck.isFavorite !== isFavorite) {
    await ctx.db.patch("presentations", deck._id, { isFavorite, updatedAt: Date.now() });
  }
  return isFavorite;
}

export async function setSlideFavorite(
  ctx: MutationCtx,
  user: Doc<"users">,
  slideId: string,
  isFavorite: boolean,
): Promise<boolean> {
  const { slide } = await slideAccessOrThrow(ctx, slideId, user, "write");
  if (slide.isFavorite !== isFavorite) {
    await ctx.db.patch("slides", slide._id, { isFavorite, updatedAt: Date.now() });
  }
  return isFavorite;
}

function stageLabel(stage: Doc<"slides">["stage"]): string {
  return DECK_STAGES.find((known) => known.id === stage)?.label ?? stage;
}

async function toSlideDto(ctx: Ctx, slide: Doc<"slides">): Promise<SlideDto> {
  const job = slide.visualJobId ? await ctx.db.get("generationJobs", slide.visualJobId) : null;
  const drawing = job !== null && (job.status === "queued" || job.status === "running");
  const failed = job?.status === "failed";
  const visual = drawing ? "drawing" : failed ? "failed" : slide.imageUrl ? "ready" : "none";
  return {
    id: slide._id,
    presentationId: slide.presentationId,
    order: slide.order,
    stage: slide.stage,
    stageLabel: stageLabel(slide.stage),
    title: slide.title,
    content: slide.content,
    speakerNotes: slide.speakerNotes,
    visualPrompt: slide.visualPrompt,
    imageUrl: slide.imageUrl ?? null,
    isFavorite: slide.isFavorite,
    visual,
    visualStep: drawing ? (job.step ?? null) : null,
    visualError: failed ? (job.errorMessage ?? messages.deck.visualFailed) : null,
  };
}

export async function toDeckDto(
  ctx: Ctx,
  deck: Doc<"presentations">,
  canEdit: boolean,
): Promise<DeckDto> {
  const [idea, brief, job, slides] = await Promise.all([
    ctx.db.get("ideas", deck.ideaId),
    ctx.db.get("briefs", deck.briefId),
    ctx.db.get("generationJobs", deck.jobId),
    deckSlides(ctx, deck._id),
  ]);
  if (idea === null) throw appError("NOT_FOUND", messages.deck.notFound);
  // A job that failed before its deck was marked is shown failed already.
  const status = deck.status === "writing" && job?.status === "failed" ? "failed" : deck.status;
  return {
    id: deck._id,
    ideaId: deck.ideaId,
    briefId: deck.briefId,
    title: deck.title,
    status,
    step: status === "writing" ? (job?.step ?? null) : null,
    errorMessage: status === "failed" ? (job?.errorMessage ?? messages.deck.failed) : null,
    isFavorite: deck.isFavorite,
    brand: brief?.brand ?? "",
    idea: { title: idea.title, campaignName: idea.campaignName, headline: idea.headline },
    legend: { name: idea.legendName, slug: idea.legendSlug },
    slides: await Promise.all(slides.map((slide) => toSlideDto(ctx, slide))),
    plannedSlides: DECK_STAGES.length,
    canEdit,
    visualCost: CREDIT_COSTS.visual,
    deckCost: CREDIT_COSTS.sellDeck,
    createdAt: deck.createdAt,
    updatedAt: deck.updatedAt,
  };
}

export async function toDeckSummary(ctx: Ctx, deck: Doc<"presentations">): Promise<DeckSummaryDto> {
  const [idea, brief, job, slides] = await Promise.all([
    ctx.db.get("ideas", deck.ideaId),
    ctx.db.get("briefs", deck.briefId),
    deck.status === "writing" ? ctx.db.get("generationJobs", deck.jobId) : null,
    deckSlides(ctx, deck._id),
  ]);
  return {
    id: deck._id,
    ideaId: deck.ideaId,
    title: deck.title,
    status: deck.status === "writing" && job?.status === "failed" ? "failed" : deck.status,
    isFavorite: deck.isFavorite,
    brand: brief?.brand ?? "",
    ideaTitle: idea?.title ?? "",
    legendName: idea?.legendName ?? "",
    slideCount: slides.length,
    coverUrl: slides.find((slide) => slide.imageUrl)?.imageUrl ?? null,
    createdAt: deck.createdAt,
    updatedAt: deck.updatedAt,
  };
}

/** An idea's decks, newest first (at most DECK_LIMITS.perIdeaList). */
export async function decksOfIdea(ctx: Ctx, ideaId: Id<"ideas">) {
  return await ctx.db
    .query("presentations")
    .withIndex("by_idea_and_createdAt", (q) => q.eq("ideaId", ideaId))
    .order("desc")
    .take(DECK_LIMITS.perIdeaList);
}

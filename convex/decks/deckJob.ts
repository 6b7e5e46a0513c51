import { v } from "convex/values";
import { internal } from "../_generated/api";
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import { internalAction, internalMutation } from "../lib/functions";
import { appError } from "../lib/errors";
import { defaultTextSettings, generateText } from "../lib/ai/llm";
import { AiError, type GenerationMetadata } from "../lib/ai/types";
import { jobOutcome } from "../generation/jobShapes";
import { completeJob, startJob } from "../generation/model";
import { runJob } from "../generation/run";
import { generationMetadataValidator } from "../generation/validators";
import { copyFacts } from "../campaigns/model";
import { ideaAccessOrThrow, legendOfIdea } from "../ideas/model";
import { personaOrImported } from "../ideas/jobs";
import { CREDIT_COSTS, DECK_LIMITS, DECK_STAGES, type DeckStage } from "../../shared/constants";
import { messages, validationMessages } from "../../shared/errors";
import {
  DECK_SLIDE_TASK,
  buildSlidePrompt,
  slideDraftSchema,
  slideStudioExtra,
  type SlideDraft,
} from "./deckPrompt";
import { DECK_JOB_KIND, type DeckJobInput } from "./jobShapes";
import { deckAccessOrThrow, deckSlides, deckTitle, deleteSlides } from "./model";
import { deckStageValidator } from "./schema";

/**
 * 'Sell deck' (and 'Try again' on a failed one): the deck exists at once, "writing", so everyone
 * on the brief sees it coming; its job writes one slide per DECK_STAGES stage, in order, each
 * shown as soon as it is written, then marks the deck ready. A failure, thrown or a timeout,
 * fails the job and refunds it and marks the deck failed in one transaction (failDeckOfJob via
 * generation/kinds.ts); its partial slides go, so a failed deck is empty until retried.
 */

export const deckSteps = {
  queued: "Waiting for the studio…",
  writing: (legend: string, index: number, stage: DeckStage) =>
    `${legend} is writing slide ${index + 1} of ${DECK_STAGES.length}: ${stageLabelOf(stage)}…`,
};

function stageLabelOf(stage: DeckStage): string {
  return DECK_STAGES.find((known) => known.id === stage)?.label ?? stage;
}

function assertCanAfford(user: Doc<"users">) {
  const balance = user.legendCredits ?? 0;
  if (balance < CREDIT_COSTS.sellDeck) {
    throw appError(
      "INSUFFICIENT_CREDITS",
      messages.deck.insufficientCredits(CREDIT_COSTS.sellDeck, balance),
    );
  }
}

/** Starts a deck job; the caller points the deck (new or failed) at it, "writing". */
async function startDeckJob(
  ctx: MutationCtx,
  user: Doc<"users">,
  idea: Doc<"ideas">,
): Promise<Id<"generationJobs">> {
  const [legend, brief] = await Promise.all([
    legendOfIdea(ctx, idea),
    ctx.db.get("briefs", idea.briefId),
  ]);
  // A legend since removed from the roster cannot present; an imported idea presents plainly.
  if (legend === null && idea.legendId !== undefined) {
    throw appError("NOT_FOUND", messages.deck.notFound);
  }
  const input: DeckJobInput = {
    ideaId: idea._id,
    legend: personaOrImported(legend),
    facts: {
      ...copyFacts(idea, brief),
      ideaTitle: idea.title,
      visualPrompt: idea.visualPrompt,
      ...(brief?.tone ? { tone: brief.tone } : {}),
    },
  };
  return await startJob(
    ctx,
    {
      ownerId: user._id,
      kind: DECK_JOB_KIND,
      cost: CREDIT_COSTS.sellDeck,
      settings: defaultTextSettings(),
      input,
      step: deckSteps.queued,
    },
    internal.decks.deckJob.run,
  );
}

export async function sellIdea(
  ctx: MutationCtx,
  user: Doc<"users">,
  args: { ideaId: string; title?: string },
): Promise<{ presentationId: Id<"presentations">; jobId: Id<"generationJobs"> }> {
  if (args.ideaId.trim() === "") {
    throw appError("INVALID_ARGUMENT", validationMessages.deck.missingIdeaId);
  }
  const idea = await ideaAccessOrThrow(
    ctx,
    args.ideaId,
    user,
    "write",
    messages.deck.viewerCannotEdit,
  );
  const title = deckTitle(args.title, idea);
  assertCanAfford(user);
  // The job runs once this transaction commits, and finds the deck by its job id.
  const jobId = await startDeckJob(ctx, user, idea);
  const now = Date.now();
  const presentationId = await ctx.db.insert("presentations", {
    ideaId: idea._id,
    briefId: idea.briefId,
    createdBy: user._id,
    title,
    status: "writing",
    jobId,
    isFavorite: false,
    createdAt: now,
    updatedAt: now,
  });
  return { presentationId, jobId };
}

export async function retryDeck(
  ctx: MutationCtx,
  user: Doc<"users">,
  presentationId: string,
): Promise<{ presentationId: Id<"presentations">; jobId: Id<"generationJobs"> }> {
  const { deck } = await deckAccessOrThrow(ctx, presentationId, user, "write");
  const job = await ctx.db.get("generationJobs", deck.jobId);
  const failed =
    deck.status === "failed" || (deck.status === "writing" && job?.status === "failed");
  if (!failed) throw appError("INVALID_ARGUMENT", validationMessages.deck.onlyFailedRetry);
  const idea = await ctx.db.get("ideas", deck.ideaId);
  if (idea === null) throw appError("NOT_FOUND", messages.deck.notFound);
  assertCanAfford(user);
  // The failed attempt's slides (if its failure left any) make way for the new ones.
  await deleteSlides(ctx, await deckSlides(ctx, deck._id));
  const jobId = await startDeckJob(ctx, user, idea);
  await ctx.db.patch("presentations", deck._id, {
    status: "writing",
    jobId,
    updatedAt: Date.now(),
  });
  return { presentationId: deck._id, jobId };
}

/** The deck's cost in tokens and time is all its slides', not the last one's. */
function sumMetadata(
  total: GenerationMetadata | undefined,
  next: GenerationMetadata,
): GenerationMetadata {
  if (total === undefined) return next;
  return {
    ...next,
    tokens_used: total.tokens_used + next.tokens_used,
    generation_time_ms: total.generation_time_ms + next.generation_time_ms,
    generation_timestamp: total.generation_timestamp,
  };
}

function cut(text: string, max: number): string {
  return text.trim().slice(0, max).trim();
}

/** A model's slide, cut to DECK_LIMITS (edits are refused past them; output is only trimmed). */
function cutDraft(draft: SlideDraft): SlideDraft {
  return {
    title: cut(draft.title, DECK_LIMITS.titleChars),
    content: cut(draft.content, DECK_LIMITS.contentChars),
    speakerNotes: cut(draft.speakerNotes, DECK_LIMITS.speakerNotesChars),
    visualPrompt: cut(draft.visualPrompt, DECK_LIMITS.visualPromptChars),
  };
}

export const run = internalAction({
  args: { jobId: v.id("generationJobs") },
  returns: v.null(),
  handler: async (ctx, { jobId }) => {
    await runJob(
      ctx,
      DECK_JOB_KIND,
      jobId,
      (job) => deckSteps.writing(job.input.legend.name, 0, DECK_STAGES[0].id),
      async (job, progress) => {
        const { input } = job;
        const written: SlideDraft[] = [];
        let metadata: GenerationMetadata | undefined;
        for (const [index, { id: stage }] of DECK_STAGES.entries()) {
          if (index > 0) await progress(deckSteps.writing(input.legend.name, index, stage));
          const { data, metadata: textMetadata } = await generateText({
            task: DECK_SLIDE_TASK,
            settings: job.settings,
            messages: buildSlidePrompt(input.legend, input.facts, stage, written),
            schema: slideDraftSchema,
            schemaName: "sell_deck_slide",
            studio: {
              task: DECK_SLIDE_TASK,
              // Per job and stage: a retry reads differently, each slide says its own thing.
              seed: `${input.ideaId}|${jobId}|${stage}`,
              legend: input.legend,
              extra: slideStudioExtra(input.facts, stage, written),
            },
          });
          const slide = cutDraft(data);
          if (slide.title === "" || slide.content === "") {
            throw new AiError("INVALID_OUTPUT", `The ${stage} slide came back blank`);
          }
          const shown = await ctx.runMutation(internal.decks.deckJob.saveSlide, {
            jobId,
            stage,
            order: index,
            ...slide,
          });
          if (!shown) throw new AiError("UNAVAILABLE", "The deck was removed while it was written");
          written.push(slide);
          metadata = sumMetadata(metadata, textMetadata);
        }
        const presentationId = await ctx.runMutation(internal.decks.deckJob.finish, {
          jobId,
          ...(metadata ? { metadata } : {}),
        });
        if (presentationId === null) {
          throw new AiError("UNAVAILABLE", "The deck was removed while it was written");
        }
        const result = { presentationId, slides: written.length };
        return { result, ...(metadata ? { metadata } : {}) };
      },
    );
    return null;
  },
});

async function deckOfJob(ctx: MutationCtx, jobId: Id<"generationJobs">) {
  return await ctx.db
    .query("presentations")
    .withIndex("by_job", (q) => q.eq("jobId", jobId))
    .unique();
}

/** The deck of a running deck job, or null when the job or the deck has moved on. */
async function runningDeck(
  ctx: MutationCtx,
  jobId: Id<"generationJobs">,
): Promise<Doc<"presentations"> | null> {
  const job = await ctx.db.get("generationJobs", jobId);
  if (job?.kind !== DECK_JOB_KIND || job.status !== "running") return null;
  const deck = await deckOfJob(ctx, jobId);
  return deck?.status === "writing" ? deck : null;
}

/** One slide, shown to everyone on the brief as soon as it is written. */
export const saveSlide = internalMutation({
  args: {
    jobId: v.id("generationJobs"),
    stage: deckStageValidator,
    order: v.number(),
    title: v.string(),
    content: v.string(),
    speakerNotes: v.string(),
    visualPrompt: v.string(),
  },
  returns: v.boolean(),
  handler: async (ctx, { jobId, ...slide }) => {
    const deck = await runningDeck(ctx, jobId);
    if (deck === null) return false;
    const now = Date.now();
    await ctx.db.insert("slides", {
      presentationId: deck._id,
      ideaId: deck.ideaId,
      briefId: deck.briefId,
      ...slide,
      isFavorite: false,
      createdAt: now,
      updatedAt: now,
    });
    await ctx.db.patch("presentations", deck._id, { updatedAt: now });
    return true;
  },
});

/** The deck ready and the job's success in one transaction: a ready deck is never refunded. */
export const finish = internalMutation({
  args: { jobId: v.id("generationJobs"), metadata: v.optional(generationMetadataValidator) },
  returns: v.union(v.id("presentations"), v.null()),
  handler: async (ctx, { jobId, metadata }) => {
    const deck = await runningDeck(ctx, jobId);
    if (deck === null) return null;
    const slides = await deckSlides(ctx, deck._id);
    await ctx.db.patch("presentations", deck._id, { status: "ready", updatedAt: Date.now() });
    const result = { presentationId: deck._id, slides: slides.length };
    await completeJob(ctx, jobId, jobOutcome(DECK_JOB_KIND, result), metadata);
    return deck._id;
  },
});

/**
 * The deck of a failed job (thrown or timed out: generation/kinds.ts runs this in the failing
 * transaction). A failed deck keeps no half-written arc: its slides go, and 'Try again' writes
 * them anew. A deck already moved to another job (a retry) is not this job's to fail.
 */
export async function failDeckOfJob(ctx: MutationCtx, jobId: Id<"generationJobs">) {
  const deck = await deckOfJob(ctx, jobId);
  if (deck?.status !== "writing") return;
  await deleteSlides(ctx, await deckSlides(ctx, deck._id));
  await ctx.db.patch("presentations", deck._id, { status: "failed", updatedAt: Date.now() });
}

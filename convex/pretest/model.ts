import { internal } from "../_generated/api";
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { isAdmin } from "../lib/auth";
import type { TextSettings } from "../lib/ai/types";
import { startJob } from "../generation/model";
import { ideaDraftOf } from "../ideas/model";
import { PRETEST_DIMENSIONS, PRETEST_JOB_KIND, SHARPEN_JOB_KIND } from "../../shared/pretest";
import type { PretestJobInput } from "./jobShapes";
import type { PretestBrief, PretestIdea } from "./types";
import type { PretestDto, PretestResult } from "./validators";

/**
 * The pre-test's rows and jobs (issue 22). Every new idea gets a queued row and a job in the
 * mutation that writes it; one job scores every idea of a legend run (or the one idea re-run or
 * sharpened), at no cost: the pre-test is included in the ideas price.
 */

/** What a reader sees when a pre-test failed: never the provider's words. */
export const PRETEST_FAILED = "The pre-test didn't finish. Re-run it.";

export const pretestSteps = {
  queued: "Waiting to pre-test the ideas…",
  running: "Pre-testing the ideas…",
};

/** The brief as the pre-test and Sharpen read it. */
export function pretestBriefOf(brief: Doc<"briefs">): PretestBrief {
  return {
    brand: brief.brand,
    audience: brief.audience,
    message: brief.message,
    tone: brief.tone,
    ...(brief.uniqueSellingPoint.trim() ? { uniqueSellingPoint: brief.uniqueSellingPoint } : {}),
    ...(brief.competitors?.trim() ? { competitors: brief.competitors.trim() } : {}),
  };
}

export function pretestIdeaOf(idea: Doc<"ideas">): PretestIdea {
  // The pre-test reads what the audience would: not the legend's notes to itself.
  const {
    selfCritique: _notes,
    visualPrompt: _prompt,
    legendThinking: _thinking,
    ...text
  } = ideaDraftOf(idea);
  return text;
}

/** Empty fields of a row that is (again) waiting for its scores. */
const CLEARED = {
  status: "queued" as const,
  scores: [],
  swap: undefined,
  total: undefined,
  errorMessage: undefined,
  generationMetadata: undefined,
};

/**
 * Queues one pre-test job for `ideas` (all of one brief) and points each idea's row at it,
 * creating the row or resetting an old one (a re-run replaces the scores). Returns the job.
 */
export async function queuePretest(
  ctx: MutationCtx,
  brief: Doc<"briefs">,
  ideas: readonly Doc<"ideas">[],
  settings: TextSettings,
): Promise<Id<"generationJobs"> | null> {
  if (ideas.length === 0) return null;
  const input: PretestJobInput = {
    briefId: brief._id,
    brief: pretestBriefOf(brief),
    ideas: ideas.map((idea) => ({ ideaId: idea._id, idea: pretestIdeaOf(idea) })),
  };
  const jobId = await startJob(
    ctx,
    {
      // The brief's owner, like the ideas: colleagues watch it through the brief's door.
      ownerId: brief.ownerId,
      kind: PRETEST_JOB_KIND,
      cost: 0,
      settings,
      input,
      step: pretestSteps.queued,
    },
    internal.pretest.generation.run,
  );
  const now = Date.now();
  for (const idea of ideas) {
    const row = await pretestOfIdea(ctx, idea._id);
    if (row === null) {
      await ctx.db.insert("ideaPretests", {
        ideaId: idea._id,
        briefId: idea.briefId,
        ownerId: brief.ownerId,
        jobId,
        ...CLEARED,
        createdAt: now,
        updatedAt: now,
      });
    } else {
      await ctx.db.patch("ideaPretests", row._id, { ...CLEARED, jobId, updatedAt: now });
    }
  }
  return jobId;
}

export async function pretestOfIdea(
  ctx: Pick<QueryCtx, "db">,
  ideaId: Id<"ideas">,
): Promise<Doc<"ideaPretests"> | null> {
  return await ctx.db
    .query("ideaPretests")
    .withIndex("by_idea", (q) => q.eq("ideaId", ideaId))
    .first();
}

/** The rows a job is scoring (a re-run moves a row to its own job). */
export async function rowsOfJob(ctx: MutationCtx, jobId: Id<"generationJobs">) {
  return await ctx.db
    .query("ideaPretests")
    .withIndex("by_job", (q) => q.eq("jobId", jobId))
    .take(100);
}

/**
 * The rows of a failed pre-test job (thrown or timed out: generation/kinds.ts runs this in the
 * failing transaction): failed, with words that say to re-run it. Scored rows keep their scores.
 */
export async function failPretestRows(ctx: MutationCtx, jobId: Id<"generationJobs">) {
  for (const row of await rowsOfJob(ctx, jobId)) {
    if (row.status === "done" || row.status === "failed") continue;
    await ctx.db.patch("ideaPretests", row._id, {
      status: "failed",
      errorMessage: PRETEST_FAILED,
      updatedAt: Date.now(),
    });
  }
}

/** An admin's Retry of a failed pre-test job: its failed rows wait for their scores again. */
export async function requeuePretestRows(ctx: MutationCtx, jobId: Id<"generationJobs">) {
  for (const row of await rowsOfJob(ctx, jobId)) {
    if (row.status !== "failed") continue;
    await ctx.db.patch("ideaPretests", row._id, { ...CLEARED, updatedAt: Date.now() });
  }
}

export function totalOf(result: PretestResult): number {
  return result.scores.reduce((sum, score) => sum + score.score, 0);
}

/** One score per dimension, in the contract's order (PRETEST_DIMENSIONS). */
export function isCompleteResult(result: PretestResult): boolean {
  return PRETEST_DIMENSIONS.every(
    (dimension, index) => result.scores[index]?.dimension === dimension,
  );
}

/** What readers see of the row's newest Sharpen (PretestDto.sharpen). */
export async function sharpenOf(
  ctx: Pick<QueryCtx, "db">,
  row: Doc<"ideaPretests">,
): Promise<PretestDto["sharpen"]> {
  const job = row.sharpenJobId ? await ctx.db.get("generationJobs", row.sharpenJobId) : null;
  if (job?.kind !== SHARPEN_JOB_KIND || job.status === "succeeded") return null;
  const { dimension } = job.input;
  if (job.status === "failed") {
    return { dimension, status: "failed", errorMessage: job.errorMessage ?? null };
  }
  return { dimension, status: "working", errorMessage: null };
}

export function toPretestDto(
  row: Doc<"ideaPretests">,
  viewer: Doc<"users">,
  canEdit: boolean,
  sharpen: PretestDto["sharpen"] = null,
): PretestDto {
  const done = row.status === "done";
  return {
    ideaId: row.ideaId,
    status: row.status,
    scores: done ? row.scores : [],
    total: done ? (row.total ?? null) : null,
    swap: done ? (row.swap ?? null) : null,
    errorMessage: row.status === "failed" ? (row.errorMessage ?? PRETEST_FAILED) : null,
    canEdit,
    updatedAt: row.updatedAt,
    generationMetadata: isAdmin(viewer) ? (row.generationMetadata ?? null) : null,
    sharpen,
  };
}

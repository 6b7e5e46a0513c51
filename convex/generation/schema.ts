import { defineTable } from "convex/server";
import { v } from "convex/values";
import { AI_ERROR_CODES } from "../lib/ai/types";
import { PROMPT_VERSIONS, TEXT_MODELS } from "../../shared/constants";

export const jobStatus = v.union(
  v.literal("queued"),
  v.literal("running"),
  v.literal("succeeded"),
  v.literal("failed"),
);

/**
 * Why a job failed, for the UI: the AI engine's failure classes, a bug, or TIMED_OUT: the job
 * went past its deadline without a sign of life and the supervisor stopped it
 * (generation/supervisor.ts). TIMEOUT is a provider that did not answer in time; TIMED_OUT is
 * our own work that stopped answering (an action killed by a deploy, a restart or its limit).
 */
export const jobErrorCode = v.union(
  ...AI_ERROR_CODES.map((code) => v.literal(code)),
  v.literal("INTERNAL"),
  v.literal("TIMED_OUT"),
);

export const textSettingsValidator = v.object({
  promptVersion: v.union(...PROMPT_VERSIONS.map((p) => v.literal(p))),
  model: v.union(...TEXT_MODELS.map((m) => v.literal(m.id))),
  temperature: v.number(),
  reasoning: v.boolean(),
  providerRouting: v.union(
    v.null(),
    v.object({ order: v.array(v.string()), allowFallbacks: v.boolean() }),
  ),
  experimentalMode: v.boolean(),
});

/** What an admin may ask for; every field optional (defaults fill the rest). */
export const experimentalSettingsValidator = v.object({
  promptVersion: v.optional(textSettingsValidator.fields.promptVersion),
  model: v.optional(textSettingsValidator.fields.model),
  temperature: v.optional(v.number()),
  reasoning: v.optional(v.boolean()),
  providerRouting: v.optional(textSettingsValidator.fields.providerRouting),
});

export const generationMetadataValidator = v.object({
  prompt_version: v.string(),
  model: v.string(),
  temperature: v.number(),
  reasoning: v.boolean(),
  generation_time_ms: v.number(),
  tokens_used: v.number(),
  generation_timestamp: v.string(),
  provider: v.string(),
  experimental_mode: v.boolean(),
  signature_lens: v.optional(v.string()),
});

/**
 * One row per piece of slow work (ARCHITECTURE 3). The client subscribes to it for progress;
 * `input`/`result` are the job kind's own shapes, checked by that kind's code.
 */
export const generationTables = {
  generationJobs: defineTable({
    ownerId: v.optional(v.id("users")),
    /**
     * A signed-out visitor's job (strategies): the once-only key their browser sent, which they
     * must show again to read the job (strategies/queries.ts). Not an identity.
     */
    anonSessionId: v.optional(v.string()),
    kind: v.string(),
    status: jobStatus,
    /** What is happening now, in words ("Lee Clow is sketching…"). */
    step: v.optional(v.string()),
    cost: v.number(),
    settings: textSettingsValidator,
    input: v.any(),
    result: v.optional(v.any()),
    metadata: v.optional(generationMetadataValidator),
    errorCode: v.optional(jobErrorCode),
    errorMessage: v.optional(v.string()),
    startedAt: v.optional(v.number()),
    finishedAt: v.optional(v.number()),
    /**
     * When a queued or running job counts as dead unless it shows a sign of life first: set when
     * it is queued, pushed on by each progress step (generation/deadlines.ts). Absent on rows
     * written before the supervisor, which it judges by their age instead.
     */
    deadlineAt: v.optional(v.number()),
  })
    .index("by_owner_and_kind", ["ownerId", "kind"])
    // Kept beside by_status_and_deadline for its order: the admin console lists the failed jobs
    // of the last 24 h by creation time (admin/jobsModel.ts).
    // eslint-disable-next-line @convex-dev/no-duplicate-indexes
    .index("by_status", ["status"])
    /** The supervisor's sweep reads only the queued and running jobs past their deadline. */
    .index("by_status_and_deadline", ["status", "deadlineAt"])
    /** The admin console's system view reads the last 24 h of finished jobs through this. */
    .index("by_finished", ["finishedAt"]),
};

import { v } from "convex/values";
import { AI_ERROR_CODES } from "../lib/ai/types";
import { PROMPT_VERSIONS, TEXT_MODELS } from "../../shared/constants";

/**
 * The job row's shared validators. A leaf (it imports no schema and no registration): domain
 * schemas and the job kinds' shapes (./jobShapes.ts) import it, and ./schema.ts builds the
 * generationJobs table from both, so the table can name every kind without an import cycle.
 */

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
 * Every job row's own fields, whatever its kind; ./jobShapes.ts adds each kind's `kind`,
 * `input` and `result` to make that kind's row, and ./schema.ts unites them into the table.
 */
export const jobDocumentFields = {
  ownerId: v.optional(v.id("users")),
  /**
   * A signed-out visitor's job (strategies): the once-only key their browser sent, which they
   * must show again to read the job (strategies/queries.ts). Not an identity.
   */
  anonSessionId: v.optional(v.string()),
  status: jobStatus,
  /** What is happening now, in words ("Lee Clow is sketching…"). */
  step: v.optional(v.string()),
  cost: v.number(),
  settings: textSettingsValidator,
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
};

/**
 * What a watcher of any job reads (./queries.ts job, visitorJob); ./jobShapes.ts adds each
 * kind's `kind` and its `result` (null until the job succeeded), so the client narrows on kind.
 */
export const jobDtoFields = {
  id: v.id("generationJobs"),
  status: jobStatus,
  step: v.union(v.string(), v.null()),
  cost: v.number(),
  errorCode: v.union(jobErrorCode, v.null()),
  errorMessage: v.union(v.string(), v.null()),
  createdAt: v.number(),
  finishedAt: v.union(v.number(), v.null()),
  /** Who wrote it ("offline-studio" earns the built-in studio's note); not a secret. */
  provider: v.union(v.string(), v.null()),
  /** Admins only (spec 6): null for everyone else. */
  metadata: v.union(generationMetadataValidator, v.null()),
};

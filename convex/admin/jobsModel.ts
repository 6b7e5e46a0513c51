import { v, type Infer } from "convex/values";
import type { Doc, Id } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";
import { jobErrorCode, jobStatus } from "../generation/validators";
import { ADMIN_CONSOLE } from "../../shared/constants";
import { isRetryableKind } from "./jobRetry";

/** The admin console's job list: failed ones of the last 24 h first, then the latest. */

export const adminJobValidator = v.object({
  id: v.id("generationJobs"),
  kind: v.string(),
  status: jobStatus,
  /** Null for a signed-out visitor's job. */
  ownerEmail: v.union(v.string(), v.null()),
  errorCode: v.union(jobErrorCode, v.null()),
  errorMessage: v.union(v.string(), v.null()),
  provider: v.union(v.string(), v.null()),
  model: v.string(),
  latencyMs: v.union(v.number(), v.null()),
  tokens: v.union(v.number(), v.null()),
  /** Legend Credits charged when it was requested (a failure gives them back). */
  credits: v.number(),
  createdAt: v.number(),
  finishedAt: v.union(v.number(), v.null()),
  canRetry: v.boolean(),
});
export type AdminJobDto = Infer<typeof adminJobValidator>;

export const adminJobListValidator = v.object({
  failed: v.array(adminJobValidator),
  recent: v.array(adminJobValidator),
  failedWindowMs: v.number(),
});

/** The provider's own timing when it reported one, else the job's start to finish. */
export function latencyOf(job: Doc<"generationJobs">): number | null {
  if (job.metadata) return job.metadata.generation_time_ms;
  if (job.startedAt !== undefined && job.finishedAt !== undefined) {
    return Math.max(0, job.finishedAt - job.startedAt);
  }
  return null;
}

async function emailsOf(ctx: QueryCtx, jobs: Doc<"generationJobs">[]) {
  const ids = [...new Set(jobs.flatMap((job) => (job.ownerId ? [job.ownerId] : [])))];
  const users = await Promise.all(ids.map((id) => ctx.db.get("users", id)));
  return new Map<Id<"users">, string>(ids.map((id, i) => [id, users[i]?.email ?? "(deleted)"]));
}

function toDto(job: Doc<"generationJobs">, emails: Map<Id<"users">, string>): AdminJobDto {
  return {
    id: job._id,
    kind: job.kind,
    status: job.status,
    ownerEmail: job.ownerId ? (emails.get(job.ownerId) ?? null) : null,
    errorCode: job.errorCode ?? null,
    errorMessage: job.errorMessage ?? null,
    provider: job.metadata?.provider ?? null,
    model: job.metadata?.model ?? job.settings.model,
    latencyMs: latencyOf(job),
    tokens: job.metadata?.tokens_used ?? null,
    credits: job.cost,
    createdAt: job._creationTime,
    finishedAt: job.finishedAt ?? null,
    canRetry: job.status === "failed" && isRetryableKind(job.kind),
  };
}

export async function listJobs(ctx: QueryCtx, now: number) {
  const since = now - ADMIN_CONSOLE.failedWindowMs;
  const failed = await ctx.db
    .query("generationJobs")
    .withIndex("by_status", (q) => q.eq("status", "failed").gte("_creationTime", since))
    .order("desc")
    .take(ADMIN_CONSOLE.failedJobsLimit);
  const shown = new Set(failed.map((job) => job._id));
  const latest = await ctx.db
    .query("generationJobs")
    .order("desc")
    .take(ADMIN_CONSOLE.recentJobsLimit + failed.length);
  const recent = latest
    .filter((job) => !shown.has(job._id))
    .slice(0, ADMIN_CONSOLE.recentJobsLimit);
  const emails = await emailsOf(ctx, [...failed, ...recent]);
  return {
    failed: failed.map((job) => toDto(job, emails)),
    recent: recent.map((job) => toDto(job, emails)),
    failedWindowMs: ADMIN_CONSOLE.failedWindowMs,
  };
}

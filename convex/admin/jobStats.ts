import { v, type Infer } from "convex/values";
import type { Doc } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";
import { ADMIN_CONSOLE } from "../../shared/constants";
import { latencyOf } from "./jobsModel";

/**
 * The system view: finished jobs of the last 24 h, read newest first through the `by_finished`
 * index and capped at statsJobCap, never a scan of the table. When the cap is hit the figures are
 * of the latest statsJobCap jobs and say so (`capped`, `coveredSince`). Chosen over hourly
 * counter rows: no write on the job path (shared by every feature), exact percentiles, and one
 * bounded read; counters (written where a job finishes) are the next step if a day outgrows the cap.
 */

const HOUR = 60 * 60 * 1000;

const groupValidator = v.object({
  key: v.string(),
  jobs: v.number(),
  failed: v.number(),
  p50Ms: v.union(v.number(), v.null()),
  p95Ms: v.union(v.number(), v.null()),
});

export const jobStatsValidator = v.object({
  windowMs: v.number(),
  cap: v.number(),
  /** Finished jobs the figures are based on. */
  jobs: v.number(),
  failed: v.number(),
  /** failed / jobs, or null without jobs. */
  failureRate: v.union(v.number(), v.null()),
  /** The cap was hit: the figures cover only the latest `cap` jobs, since `coveredSince`. */
  capped: v.boolean(),
  coveredSince: v.number(),
  /** Oldest hour first; each hour ends where the next starts, the last at `now`. */
  perHour: v.array(v.object({ hourStart: v.number(), jobs: v.number(), failed: v.number() })),
  byKind: v.array(groupValidator),
  byProvider: v.array(groupValidator),
});
export type JobStats = Infer<typeof jobStatsValidator>;

/** Nearest-rank percentile of ascending `sorted`. */
export function percentile(sorted: number[], p: number): number | null {
  if (sorted.length === 0) return null;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

/** A job that never reached a provider (most failures) has none: it is grouped as "none". */
export const NO_PROVIDER = "none";

function groups(
  rows: Doc<"generationJobs">[],
  keyOf: (job: Doc<"generationJobs">) => string,
): JobStats["byKind"] {
  const byKey = new Map<string, { jobs: number; failed: number; latencies: number[] }>();
  for (const job of rows) {
    const key = keyOf(job);
    const group = byKey.get(key) ?? { jobs: 0, failed: 0, latencies: [] };
    group.jobs += 1;
    if (job.status === "failed") group.failed += 1;
    const latency = latencyOf(job);
    if (latency !== null) group.latencies.push(latency);
    byKey.set(key, group);
  }
  return [...byKey.entries()]
    .map(([key, group]) => {
      const sorted = group.latencies.sort((a, b) => a - b);
      return {
        key,
        jobs: group.jobs,
        failed: group.failed,
        p50Ms: percentile(sorted, 50),
        p95Ms: percentile(sorted, 95),
      };
    })
    .sort((a, b) => b.jobs - a.jobs || a.key.localeCompare(b.key));
}

/** The figures of `rows` (finished jobs, newest first, at most `cap`) as of `now`. */
export function summarize(rows: Doc<"generationJobs">[], now: number, cap: number): JobStats {
  const windowMs = ADMIN_CONSOLE.statsWindowMs;
  const hours = Math.ceil(windowMs / HOUR);
  const perHour = Array.from({ length: hours }, (_, i) => ({
    hourStart: now - (hours - i) * HOUR,
    jobs: 0,
    failed: 0,
  }));
  for (const job of rows) {
    const ago = Math.floor((now - (job.finishedAt ?? now)) / HOUR);
    const bucket = perHour[hours - 1 - Math.min(hours - 1, Math.max(0, ago))];
    bucket.jobs += 1;
    if (job.status === "failed") bucket.failed += 1;
  }
  const failed = rows.filter((job) => job.status === "failed").length;
  const capped = rows.length >= cap;
  return {
    windowMs,
    cap,
    jobs: rows.length,
    failed,
    failureRate: rows.length === 0 ? null : failed / rows.length,
    capped,
    coveredSince: capped ? (rows[rows.length - 1].finishedAt ?? now - windowMs) : now - windowMs,
    perHour,
    byKind: groups(rows, (job) => job.kind),
    byProvider: groups(rows, (job) => job.metadata?.provider ?? NO_PROVIDER),
  };
}

export async function jobStats(
  ctx: QueryCtx,
  now: number,
  cap: number = ADMIN_CONSOLE.statsJobCap,
): Promise<JobStats> {
  const rows = await ctx.db
    .query("generationJobs")
    .withIndex("by_finished", (q) => q.gte("finishedAt", now - ADMIN_CONSOLE.statsWindowMs))
    .order("desc")
    .take(cap);
  return summarize(rows, now, cap);
}

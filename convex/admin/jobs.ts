import { v } from "convex/values";
import { adminMutation, adminQuery } from "../lib/functions";
import { retryFailedJob } from "./jobRetry";
import { jobStats, jobStatsValidator } from "./jobStats";
import { adminJobListValidator, listJobs } from "./jobsModel";

/** The admin console's Generation jobs and System panels (issue 19). Admins only. */

export const list = adminQuery({
  args: {},
  returns: adminJobListValidator,
  handler: async (ctx) => await listJobs(ctx, Date.now()),
});

export const retry = adminMutation({
  /** A string, so a malformed id is NOT_FOUND like a missing one. */
  args: { jobId: v.string() },
  returns: v.id("generationJobs"),
  handler: async (ctx, { jobId }) => await retryFailedJob(ctx, ctx.userId, jobId),
});

export const stats = adminQuery({
  args: {},
  returns: jobStatsValidator,
  handler: async (ctx) => await jobStats(ctx, Date.now()),
});

/**
 * A minimal job for convex/generation/*.test.ts only (two dots: never deployed). It goes through
 * the real pattern: startJob in a user mutation, runJob in an internal action. Job kinds are a
 * closed set (./jobShapes.ts), so it is a strategies job with a runner of its own that answers at
 * once: a text step's budget, and a visitor hook that never applies (a signed-in owner).
 */
import { makeFunctionReference } from "convex/server";
import { v } from "convex/values";
import type { Id } from "../_generated/dataModel";
import { internalAction, userMutation } from "../lib/functions";
import { AiError } from "../lib/ai/types";
import { STRATEGIES_JOB_KIND } from "../strategies/jobShapes";
import type { JobResult } from "./jobShapes";
import { startJob } from "./model";
import { runJob } from "./run";
import { experimentalSettingsValidator } from "./validators";
import { resolveTextSettings } from "./settings";

const echoRunner = makeFunctionReference<"action", { jobId: Id<"generationJobs"> }>(
  "generation/jobs.fixtures:runEcho",
);
const failingRunner = makeFunctionReference<"action", { jobId: Id<"generationJobs"> }>(
  "generation/jobs.fixtures:runFailing",
);

/** What the echo runner reports: a strategies result naming the fixture. */
export const ECHO_RESULT: JobResult<"strategies"> = {
  brandName: "Echo",
  industry: "Testing",
  websiteContent: "No website was provided.",
  strategies: [],
  website: null,
  discoveryIQSessionId: null,
};

export const requestEcho = userMutation({
  args: {
    cost: v.number(),
    fail: v.optional(v.boolean()),
    experimental: v.optional(experimentalSettingsValidator),
  },
  returns: v.id("generationJobs"),
  handler: async (ctx, { cost, fail, experimental }) =>
    await startJob(
      ctx,
      {
        ownerId: ctx.userId,
        kind: STRATEGIES_JOB_KIND,
        cost,
        settings: resolveTextSettings(ctx.user, experimental),
        input: { mode: "strategist", additionalContext: "The job pattern's own test." },
      },
      (fail === true ? failingRunner : echoRunner) as never,
    ),
});

export const runEcho = internalAction({
  args: { jobId: v.id("generationJobs") },
  handler: async (ctx, { jobId }) => {
    await runJob(ctx, STRATEGIES_JOB_KIND, jobId, "Warming up…", async (_job, progress) => {
      await progress("Halfway there…");
      return { result: ECHO_RESULT };
    });
  },
});

export const runFailing = internalAction({
  args: { jobId: v.id("generationJobs") },
  handler: async (ctx, { jobId }) => {
    await runJob(ctx, STRATEGIES_JOB_KIND, jobId, "Warming up…", async (_job, progress) => {
      await progress("Halfway there…");
      throw new AiError("UNAVAILABLE", "fake outage");
    });
  },
});

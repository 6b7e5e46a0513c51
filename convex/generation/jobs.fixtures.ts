/**
 * A minimal job kind for convex/generation/*.test.ts only (two dots: never deployed). It goes
 * through the real pattern: startJob in a user mutation, runJob in an internal action.
 */
import { makeFunctionReference } from "convex/server";
import { v } from "convex/values";
import type { Id } from "../_generated/dataModel";
import { internalAction, userMutation } from "../lib/functions";
import { AiError } from "../lib/ai/types";
import { startJob } from "./model";
import { runJob } from "./run";
import { experimentalSettingsValidator } from "./schema";
import { resolveTextSettings } from "./settings";

const runner = makeFunctionReference<"action", { jobId: Id<"generationJobs"> }>(
  "generation/jobs.fixtures:runEcho",
);

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
        kind: "echo",
        cost,
        settings: resolveTextSettings(ctx.user, experimental),
        input: { fail: fail === true },
      },
      runner as never,
    ),
});

export const runEcho = internalAction({
  args: { jobId: v.id("generationJobs") },
  handler: async (ctx, { jobId }) => {
    await runJob(ctx, jobId, "Warming up…", async (job, progress) => {
      await progress("Halfway there…");
      if ((job.input as { fail: boolean }).fail) throw new AiError("UNAVAILABLE", "fake outage");
      return { result: { echoed: job.kind } };
    });
  },
});

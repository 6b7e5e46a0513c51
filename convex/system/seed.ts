import { v } from "convex/values";
import { internalMutation } from "../lib/functions";
import { runSeedSteps } from "./model";
import { seedSteps } from "./seedSteps";

/** Path the local backend calls on start (`npx convex run system/seed:run` on a deployment). */
export const SEED_FUNCTION_PATH = "system/seed:run";

/** Idempotent: a step runs once per version, however often this is called. */
export const run = internalMutation({
  args: {},
  returns: v.object({ ran: v.array(v.string()), skipped: v.array(v.string()) }),
  handler: async (ctx) => await runSeedSteps(ctx, seedSteps),
});

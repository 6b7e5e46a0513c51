import { vi } from "vitest";
import { api } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { asUser, type TestApp } from "../test.setup";
import { resultOf } from "../generation/jobShapes.fixtures";

/** Helpers for the Discovery IQ tests (two dots: never deployed). */

export const IDEA =
  "We roast coffee in small batches in Leeds. Launching a subscription for remote workers.";

export async function finish(t: TestApp) {
  await t.finishAllScheduledFunctions(vi.runAllTimers);
}

export async function balance(t: TestApp, userId: Id<"users">) {
  return (await asUser(t, userId).query(api.credits.queries.balance, {})).legendCredits;
}

/** Runs Discovery IQ for the user to completion and returns the session id. */
export async function discover(
  t: TestApp,
  userId: Id<"users">,
  args: { idea: string; websiteUrl?: string } = { idea: IDEA },
): Promise<Id<"discoverySessions">> {
  const user = asUser(t, userId);
  const jobId = await user.mutation(api.discovery.mutations.request, args);
  await finish(t);
  const job = await user.query(api.generation.queries.job, { jobId });
  if (job.status !== "succeeded") throw new Error(`discovery job ${job.status}`);
  return resultOf(job, "discovery").sessionId;
}

/**
 * A bench user with one brief and one finished ideas job, inserted straight into the engine: the
 * owner that the local-backend benches hang their seeded ideas on.
 */
import type { Id } from "../convex/_generated/dataModel";
import type { MutationCtx } from "../convex/_generated/server";
import { defaultTextSettings } from "../convex/lib/ai/llm";

export type BenchOwner = {
  userId: Id<"users">;
  briefId: Id<"briefs">;
  jobId: Id<"generationJobs">;
};

export async function insertBenchOwner(
  ctx: MutationCtx,
  user: { email: string; fullName: string; isAdmin: boolean; legendCredits: number },
): Promise<BenchOwner> {
  const userId = await ctx.db.insert("users", {
    ...user,
    subscriptionTier: "business",
    brandLimit: 0,
  });
  const now = Date.now();
  const briefId = await ctx.db.insert("briefs", {
    ownerId: userId,
    title: "Bench brief",
    brand: "Northbound Coffee",
    uniqueSellingPoint: "",
    audience: "Commuters",
    message: "Roasted this week",
    tone: "Warm",
    content: "# Creative Brief",
    version: 1,
    isLatest: true,
    factsHash: "bench",
    contentHash: "bench",
    createdAt: now,
    updatedAt: now,
  });
  const jobId = await ctx.db.insert("generationJobs", {
    ownerId: userId,
    kind: "ideas",
    status: "succeeded",
    cost: 1,
    settings: defaultTextSettings(),
    input: {},
  });
  return { userId, briefId, jobId };
}

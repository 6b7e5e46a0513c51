/**
 * What the local-backend benches seed: a user with one brief and one finished ideas job, inserted
 * straight into the engine, and the idea they hang on it.
 */
import type { Doc, Id } from "../convex/_generated/dataModel";
import type { MutationCtx } from "../convex/_generated/server";
import { defaultTextSettings } from "../convex/lib/ai/llm";
import type { IdeasJobInput } from "../convex/ideas/jobShapes";
import { personaOf } from "../convex/ideas/jobs";
import { IDEAS_PER_LEGEND } from "../shared/constants";

/** The idea the local-backend benches seed and have the fake provider answer with. */
export const BENCH_IDEA = {
  title: "Bench idea",
  campaignName: "The Morning Record",
  coreIdea: "Proof, not promises.",
  concept: "Every claim comes with its evidence.",
  headline: "Roasted this week.",
  description: "A campaign of checkable claims.",
  tone: "Warm, witty",
  keyVisualElements: ["A dated roast label"],
  executionStrategy: ["Outdoor at commuter stations"],
  selfCritique: "Strong proof; needs a sharper visual.",
  visualPrompt: "A coffee bag with a handwritten roast date at dawn",
  legendThinking: "1. Read. 2. Find. 3. Say.",
};

export type BenchOwner = {
  userId: Id<"users">;
  briefId: Id<"briefs">;
  jobId: Id<"generationJobs">;
};

/** A finished ideas job's input, as the ideas request writes it, for `legend` on `briefId`. */
export function benchIdeasInput(
  briefId: Id<"briefs">,
  legend: Doc<"creativeLegends">,
): IdeasJobInput {
  return {
    briefId,
    legendId: legend._id,
    legendName: legend.name,
    legendSlug: legend.slug,
    persona: personaOf(legend),
    brief: {
      brand: "Northbound Coffee",
      audience: "Commuters",
      message: "Roasted this week",
      tone: "Warm",
    },
    count: IDEAS_PER_LEGEND,
  };
}

export async function insertBenchOwner(
  ctx: MutationCtx,
  user: { email: string; fullName: string; isAdmin: boolean; legendCredits: number },
  legend: Doc<"creativeLegends">,
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
    input: benchIdeasInput(briefId, legend),
  });
  return { userId, briefId, jobId };
}

import { describe, expect, it, vi } from "vitest";
import { api, internal } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { asUser, makeTest, type TestApp } from "../test.setup";
import { PRETEST_DIMENSIONS, PRETEST_JOB_KIND, PRETEST_SCORE } from "../../shared/pretest";
import { rowInputOf } from "../generation/jobShapes.fixtures";
import { PRETEST_FAILED } from "./model";
import {
  finish,
  pretestJobs,
  pretestRows,
  pretestWorld,
  stubModel,
  useOfflineStudio,
} from "./pretest.fixtures";

/** The pre-test job that follows every legend's ideas (queries and re-run: ./access.test.ts). */

useOfflineStudio();

describe("the pre-test job", () => {
  it("is queued with the ideas, in the same transaction, at no cost", async () => {
    const t = makeTest();
    const world = await pretestWorld(t, { run: false });
    // Run the ideas job alone: its saveIdeas queues the pre-test.
    await t.finishInProgressScheduledFunctions();
    vi.runOnlyPendingTimers();
    await t.finishInProgressScheduledFunctions();
    const view = await asUser(t, world.owner).query(api.ideas.queries.byBrief, {
      briefId: world.briefId,
    });
    const ideaIds = view.legends[0].ideas.map((idea) => idea.id);
    expect(ideaIds).toHaveLength(3);
    const jobs = await pretestJobs(t);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ cost: 0, ownerId: world.owner });
    const input = rowInputOf(jobs[0], PRETEST_JOB_KIND);
    expect(input.ideas.map((entry) => entry.ideaId)).toEqual(ideaIds);
    expect(input.brief.brand).toBe("Northbound Coffee");
    const pretests = await pretestRows(t);
    expect(pretests.map((row) => row.ideaId).sort()).toEqual([...ideaIds].sort());
    expect(new Set(pretests.map((row) => row.jobId))).toEqual(new Set([jobs[0]._id]));
  });

  it("writes all five scores, the swap test and the total after the ideas land", async () => {
    const t = makeTest();
    const world = await pretestWorld(t);
    const pretests = await asUser(t, world.owner).query(api.pretest.queries.forBrief, {
      briefId: world.briefId,
    });
    expect(pretests).toHaveLength(3);
    expect(pretests.map((p) => p.ideaId).sort()).toEqual([...world.ideaIds].sort());
    for (const pretest of pretests) {
      expect(pretest.status).toBe("done");
      expect(pretest.scores.map((s) => s.dimension)).toEqual([...PRETEST_DIMENSIONS]);
      for (const score of pretest.scores) {
        expect(Number.isInteger(score.score)).toBe(true);
        expect(score.score).toBeGreaterThanOrEqual(PRETEST_SCORE.min);
        expect(score.score).toBeLessThanOrEqual(PRETEST_SCORE.max);
        expect(score.reason.trim()).not.toBe("");
      }
      expect(pretest.total).toBe(pretest.scores.reduce((sum, s) => sum + s.score, 0));
      expect(pretest.swap).not.toBeNull();
      expect(pretest.errorMessage).toBeNull();
      expect(pretest.canEdit).toBe(true);
      // Not an admin: no metadata.
      expect(pretest.generationMetadata).toBeNull();
    }
    const [job] = await pretestJobs(t);
    expect(job).toMatchObject({ status: "succeeded" });
    expect(job.metadata?.provider).toBe("offline-studio");
  });

  it("shows admins the model, tokens and time", async () => {
    const t = makeTest();
    const world = await pretestWorld(t);
    await t.run(async (ctx) => ctx.db.patch("users", world.owner, { isAdmin: true }));
    const pretest = await asUser(t, world.owner).query(api.pretest.queries.forIdea, {
      ideaId: world.ideaIds[0],
    });
    expect(pretest?.generationMetadata).toMatchObject({
      provider: "offline-studio",
      tokens_used: 0,
    });
    expect(typeof pretest?.generationMetadata?.generation_time_ms).toBe("number");
  });

  it("also pre-tests an imported campaign's idea", async () => {
    const t = makeTest();
    const world = await pretestWorld(t, { run: false });
    const jobId = await t.run(async (ctx) => {
      const job = await ctx.db.insert("generationJobs", {
        ownerId: world.owner,
        kind: "import",
        status: "running",
        cost: 0,
        settings: (await ctx.db.query("generationJobs").first())!.settings,
        input: {
          facts: {
            brand: "Northbound Coffee",
            campaignName: "Roast Dates",
            audience: "Commuters",
            text: "Every bag shows its roast date. Outdoor posters at stations.",
          },
          imageKeys: [],
        },
      });
      return job;
    });
    const finished = await t.mutation(internal.imports.internal.finish, {
      jobId,
      draft: {
        brief: {
          audience: "Commuters",
          message: "Fresh",
          tone: "",
          uniqueSellingPoint: "",
          content: "x",
        },
        idea: {
          title: "Roast Dates",
          coreIdea: "Every bag is dated.",
          concept: "Dates as proof.",
          headline: "Roasted Monday",
          description: "Dated bags.",
          tone: "",
          keyVisualElements: [],
          executionStrategy: [],
          visualPrompt: "A dated bag",
        },
      },
    });
    const ideaId = finished!.ideaId;
    const row = await t.run(
      async (ctx) =>
        await ctx.db
          .query("ideaPretests")
          .withIndex("by_idea", (q) => q.eq("ideaId", ideaId))
          .unique(),
    );
    expect(row?.status).toBe("queued");
  });

  it("fails with words a user can act on when the model fails, never the provider's", async () => {
    const t = makeTest();
    const world = await pretestWorld(t, { run: false });
    // The ideas come from the studio's answer shape; the pre-test's call is refused.
    stubModel((body) =>
      body.messages[0].content.startsWith("You are a senior advertising planner")
        ? { status: 402 }
        : {
            ideas: [0, 1, 2].map((index) => ({
              title: `Route ${index}`,
              campaignName: "The Morning Record",
              coreIdea: "Proof.",
              concept: "Evidence.",
              headline: "Roasted this week",
              description: "Claims.",
              tone: "Warm",
              keyVisualElements: ["A label"],
              executionStrategy: ["Outdoor"],
              selfCritique: "Fine.",
              visualPrompt: "A bag",
              legendThinking: "1. a 2. b 3. c 4. d 5. e 6. f",
            })),
          },
    );
    await finish(t);
    const pretests = await asUser(t, world.owner).query(api.pretest.queries.forBrief, {
      briefId: world.briefId,
    });
    expect(pretests).toHaveLength(3);
    for (const pretest of pretests) {
      expect(pretest).toMatchObject({
        status: "failed",
        errorMessage: PRETEST_FAILED,
        scores: [],
        total: null,
        swap: null,
      });
      expect(pretest.errorMessage).not.toMatch(/credit/i);
    }
    const [job] = await pretestJobs(t);
    expect(job?.status).toBe("failed");
  });

  it("parses a model's answer and clamps its scores to whole numbers 1–5", async () => {
    const t = makeTest();
    const world = await pretestWorld(t, { run: false });
    const { prompts } = stubModel((body) => {
      const system = body.messages[0].content;
      if (!system.startsWith("You are a senior advertising planner")) {
        return {
          ideas: [0, 1, 2].map((index) => ({
            title: `Route ${index}`,
            campaignName: "The Morning Record",
            coreIdea: "Proof.",
            concept: "Evidence.",
            headline: "Northbound Coffee: roasted this week",
            description: "Claims.",
            tone: "Warm",
            keyVisualElements: ["A label"],
            executionStrategy: ["Outdoor"],
            selfCritique: "Fine.",
            visualPrompt: "A bag",
            legendThinking: "1. a 2. b 3. c 4. d 5. e 6. f",
          })),
        };
      }
      const wild = [4.6, 9, 0, "3", 2];
      return {
        results: [3, 1, 2].map((idea) => ({
          idea,
          scores: [...PRETEST_DIMENSIONS].reverse().map((dimension, index) => ({
            dimension,
            score: wild[index],
            reason: `Because ${dimension}.`,
          })),
          swap: {
            competitor: "Blue Bottle",
            competitorAssumed: true,
            rewrite: "Blue Bottle: roasted this week.",
            stillWorks: true,
            verdict: "Assumed Blue Bottle; the line works for them too.",
          },
        })),
      };
    });
    await finish(t);
    const pretest = await asUser(t, world.owner).query(api.pretest.queries.forIdea, {
      ideaId: world.ideaIds[0] ?? (await firstIdea(t, world.owner, world.briefId)),
    });
    expect(pretest?.status).toBe("done");
    // In the contract's order whatever the model's, clamped and rounded.
    expect(pretest?.scores.map((s) => [s.dimension, s.score])).toEqual([
      ["keyMessage", 2],
      ["audience", 3],
      ["distinctive", 1],
      ["brandLinkage", 5],
      ["simplicity", 5],
    ]);
    expect(pretest?.total).toBe(16);
    expect(pretest?.swap).toMatchObject({ competitor: "Blue Bottle", competitorAssumed: true });
    const pretestPrompt = prompts.find((p) =>
      p.messages[0].content.startsWith("You are a senior advertising planner"),
    );
    const user = pretestPrompt!.messages[1].content;
    expect(user).toContain("name the brand's most obvious competitor");
    expect(user).toContain('<user_data label="idea_3">');
  });
});

async function firstIdea(t: TestApp, owner: Id<"users">, briefId: Id<"briefs">) {
  const view = await asUser(t, owner).query(api.ideas.queries.byBrief, { briefId });
  return view.legends[0].ideas[0].id;
}

import { describe, expect, it } from "vitest";
import { api, internal } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { asUser, expectAppError, makeTest, type TestApp } from "../test.setup";
import { balance, rows } from "../ideas/ideas.fixtures";
import { CREDIT_COSTS } from "../../shared/constants";
import { PRETEST_DIMENSIONS, SHARPEN_JOB_KIND } from "../../shared/pretest";
import { resultOf } from "../generation/jobShapes.fixtures";
import { finish, pretestWorld, stubModel, useOfflineStudio } from "./pretest.fixtures";

/** 'Sharpen': a credit, a new version after its original, its own pre-test, refunds. */

useOfflineStudio();

async function legendColumn(t: TestApp, userId: Id<"users">, briefId: Id<"briefs">) {
  const view = await asUser(t, userId).query(api.ideas.queries.byBrief, { briefId });
  return view.legends[0].ideas;
}

async function sharpenJobs(t: TestApp) {
  return (await rows(t, "generationJobs")).filter((job) => job.kind === SHARPEN_JOB_KIND);
}

describe("sharpen", () => {
  it("spends a credit and adds a new version right after its original, pre-tested", async () => {
    const t = makeTest();
    const world = await pretestWorld(t);
    const [first, second, third] = world.ideaIds;
    const before = await balance(t, world.owner);
    const ideasBefore = await asUser(t, world.owner).query(api.ideas.queries.myCounts, {});
    const original = await asUser(t, world.owner).query(api.ideas.queries.get, {
      ideaId: second,
    });

    const { jobId } = await asUser(t, world.owner).mutation(api.pretest.mutations.sharpen, {
      ideaId: second,
      dimension: "brandLinkage",
    });
    expect(await balance(t, world.owner)).toBe(before - CREDIT_COSTS.sharpen);
    await finish(t);

    const job = await asUser(t, world.owner).query(api.generation.queries.job, { jobId });
    expect(job).toMatchObject({ kind: SHARPEN_JOB_KIND, status: "succeeded", cost: 1 });
    const column = await legendColumn(t, world.owner, world.briefId);
    expect(column.map((idea) => idea.id)).toEqual([
      first,
      second,
      resultOf(job, SHARPEN_JOB_KIND).ideaId,
      third,
    ]);
    const sharpened = column[2];
    expect(sharpened).toMatchObject({
      parentIdeaId: second,
      version: 2,
      sharpenedFor: "brandLinkage",
      briefId: world.briefId,
      legend: original.legend,
      jobId: original.jobId,
    });
    // The studio's revision for brand linkage names the brand.
    expect(sharpened.headline).toContain("Northbound Coffee");
    // The original is untouched.
    expect(await asUser(t, world.owner).query(api.ideas.queries.get, { ideaId: second })).toEqual(
      original,
    );
    // Its own pre-test, done.
    const pretest = await asUser(t, world.owner).query(api.pretest.queries.forIdea, {
      ideaId: sharpened.id,
    });
    expect(pretest?.status).toBe("done");
    expect(pretest?.scores.map((s) => s.dimension)).toEqual([...PRETEST_DIMENSIONS]);
    // 'My ideas' counts it; the other readers of the brief see it too.
    expect((await asUser(t, world.owner).query(api.ideas.queries.myCounts, {})).ideas).toBe(
      ideasBefore.ideas + 1,
    );
    expect((await legendColumn(t, world.viewer, world.briefId)).map((i) => i.id)).toContain(
      sharpened.id,
    );

    // Sharpening the sharpened version: version 3, right after version 2.
    await asUser(t, world.owner).mutation(api.pretest.mutations.sharpen, {
      ideaId: sharpened.id,
      dimension: "simplicity",
    });
    await finish(t);
    const again = await legendColumn(t, world.owner, world.briefId);
    expect(again).toHaveLength(5);
    expect(again[3]).toMatchObject({ parentIdeaId: sharpened.id, version: 3 });
    expect(again[4].id).toBe(third);
  });

  it("gives the new version its original's collage, so its card charges for no new one", async () => {
    const t = makeTest();
    const world = await pretestWorld(t);
    const [, second] = world.ideaIds;
    const collage = ["/api/media/hero.png", "/api/media/one.png", "/api/media/two.png"];
    await t.run(async (ctx) => {
      await ctx.db.patch("ideas", second, {
        thumbnails: collage,
        thumbnailKeys: ["hero.png", "one.png", "two.png"],
      });
    });
    const before = await balance(t, world.owner);
    const { jobId } = await asUser(t, world.owner).mutation(api.pretest.mutations.sharpen, {
      ideaId: second,
      dimension: "simplicity",
    });
    await finish(t);
    const job = await asUser(t, world.owner).query(api.generation.queries.job, { jobId });
    const sharpened = await asUser(t, world.owner).query(api.ideas.queries.get, {
      ideaId: resultOf(job, SHARPEN_JOB_KIND).ideaId,
    });
    expect(sharpened.thumbnails).toEqual(collage);
    expect(await balance(t, world.owner)).toBe(before - CREDIT_COSTS.sharpen);
  });

  it("lets an editor sharpen, with the editor's credit; the idea stays the owner's", async () => {
    const t = makeTest();
    const world = await pretestWorld(t);
    const ownerBefore = await balance(t, world.owner);
    await asUser(t, world.editor).mutation(api.pretest.mutations.sharpen, {
      ideaId: world.ideaIds[0],
      dimension: "distinctive",
    });
    await finish(t);
    expect(await balance(t, world.editor)).toBe(5 - CREDIT_COSTS.sharpen);
    expect(await balance(t, world.owner)).toBe(ownerBefore);
    const column = await legendColumn(t, world.owner, world.briefId);
    const sharpened = column.find((idea) => idea.parentIdeaId !== null);
    const row = await t.run(async (ctx) => ctx.db.get("ideas", sharpened!.id));
    expect(row?.ownerId).toBe(world.owner);
    expect(row?.sharpenedFor).toBe("distinctive");
  });

  it("is refused to a viewer, a stranger and an anonymous caller, writing nothing", async () => {
    const t = makeTest();
    const world = await pretestWorld(t);
    const args = { ideaId: world.ideaIds[0], dimension: "simplicity" as const };
    await expectAppError(
      asUser(t, world.viewer).mutation(api.pretest.mutations.sharpen, args),
      "FORBIDDEN",
    );
    await expectAppError(
      asUser(t, world.stranger).mutation(api.pretest.mutations.sharpen, args),
      "NOT_FOUND",
    );
    await expectAppError(t.mutation(api.pretest.mutations.sharpen, args), "UNAUTHENTICATED");
    await expect(
      asUser(t, world.owner).mutation(api.pretest.mutations.sharpen, {
        ideaId: world.ideaIds[0],
        dimension: "wit" as never,
      }),
    ).rejects.toThrow(/Validator error/);
    expect(await sharpenJobs(t)).toHaveLength(0);
    expect(await balance(t, world.viewer)).toBe(5);
    expect(await balance(t, world.stranger)).toBe(5);
  });

  it("is refused without enough credits, as the ideas request is, writing nothing", async () => {
    const t = makeTest();
    const world = await pretestWorld(t);
    await t.run(async (ctx) => ctx.db.patch("users", world.owner, { legendCredits: 0 }));
    const ideas = (await rows(t, "ideas")).length;
    await expectAppError(
      asUser(t, world.owner).mutation(api.pretest.mutations.sharpen, {
        ideaId: world.ideaIds[0],
        dimension: "simplicity",
      }),
      "INSUFFICIENT_CREDITS",
    );
    expect(await sharpenJobs(t)).toHaveLength(0);
    expect(await balance(t, world.owner)).toBe(0);
    expect((await rows(t, "ideas")).length).toBe(ideas);
    expect(
      (await rows(t, "creditLedger")).filter((row) => row.userId === world.owner && row.delta < 0),
    ).toHaveLength(1);
  });

  it("refunds a failed sharpen exactly once and adds no idea", async () => {
    const t = makeTest();
    const world = await pretestWorld(t);
    const before = await balance(t, world.owner);
    const ideas = (await rows(t, "ideas")).length;
    const { prompts } = stubModel(() => ({ status: 402 }));
    const { jobId } = await asUser(t, world.owner).mutation(api.pretest.mutations.sharpen, {
      ideaId: world.ideaIds[0],
      dimension: "audience",
    });
    expect(await balance(t, world.owner)).toBe(before - 1);
    await finish(t);
    // The same legend was asked, to fix that dimension.
    expect(prompts[0].messages[0].content).toMatch(/^You are David Ogilvy/);
    expect(prompts[0].messages[1].content).toContain('"Speaks to the audience"');
    const job = await asUser(t, world.owner).query(api.generation.queries.job, { jobId });
    expect(job.status).toBe("failed");
    expect(await balance(t, world.owner)).toBe(before);
    // A repeated failure report refunds nothing more.
    await t.mutation(internal.generation.jobs.fail, {
      jobId,
      errorCode: "INTERNAL",
      errorMessage: "again",
    });
    expect(await balance(t, world.owner)).toBe(before);
    const refunds = (await rows(t, "creditLedger")).filter(
      (row) => row.jobId === jobId && row.reason === "refund",
    );
    expect(refunds).toHaveLength(1);
    expect((await rows(t, "ideas")).length).toBe(ideas);
  });

  it("writes a model's revision with the legend's fields", async () => {
    const t = makeTest();
    const world = await pretestWorld(t);
    stubModel((body) => {
      const system = body.messages[0].content;
      if (system.startsWith("You are David Ogilvy, revising")) {
        return {
          idea: {
            title: "Dated bags, sharper",
            campaignName: "Northbound Roast Dates",
            coreIdea: "Northbound dates every bag.",
            concept: "The date is the proof.",
            headline: "Northbound: roasted Monday, in your cup by Wednesday",
            description: "Sharper.",
            tone: "Warm",
            keyVisuals: ["A dated bag"],
            executionStrategy: "Outdoor\nPackaging",
            selfCritique: "Brand now in the line.",
            visualPrompt: "A dated bag",
            legendThinking: ["Read", "Listen", "Find", "Doubt", "Test", "Leap"],
          },
        };
      }
      return { status: 402 };
    });
    const { jobId } = await asUser(t, world.owner).mutation(api.pretest.mutations.sharpen, {
      ideaId: world.ideaIds[0],
      dimension: "brandLinkage",
    });
    await finish(t);
    const job = await asUser(t, world.owner).query(api.generation.queries.job, { jobId });
    expect(job.status).toBe("succeeded");
    const idea = await asUser(t, world.owner).query(api.ideas.queries.get, {
      ideaId: resultOf(job, SHARPEN_JOB_KIND).ideaId,
    });
    expect(idea).toMatchObject({
      title: "Dated bags, sharper",
      keyVisualElements: ["A dated bag"],
      executionStrategy: ["Outdoor", "Packaging"],
      version: 2,
      sharpenedFor: "brandLinkage",
    });
  });
});

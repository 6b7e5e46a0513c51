import { describe, expect, it } from "vitest";
import { api } from "../_generated/api";
import { asUser, createUser, expectAppError, makeTest } from "../test.setup";
import { PRETEST_DIMENSIONS } from "../../shared/pretest";
import {
  finish,
  pretestJobs,
  pretestRows,
  pretestWorld,
  useOfflineStudio,
} from "./pretest.fixtures";

/** The pre-test's queries (through the brief's door) and the free re-run. */

useOfflineStudio();

describe("forBrief and forIdea", () => {
  it("answer the brief's owner, editor and viewer; canEdit only for who may write", async () => {
    const t = makeTest();
    const world = await pretestWorld(t);
    for (const [userId, canEdit] of [
      [world.owner, true],
      [world.editor, true],
      [world.viewer, false],
    ] as const) {
      const all = await asUser(t, userId).query(api.pretest.queries.forBrief, {
        briefId: world.briefId,
      });
      expect(all).toHaveLength(3);
      expect(all.every((p) => p.canEdit === canEdit)).toBe(true);
      const one = await asUser(t, userId).query(api.pretest.queries.forIdea, {
        ideaId: world.ideaIds[1],
      });
      expect(one).toMatchObject({ ideaId: world.ideaIds[1], status: "done", canEdit });
    }
  });

  it("refuse a stranger and an anonymous caller as ideas do (NOT_FOUND / sign in)", async () => {
    const t = makeTest();
    const world = await pretestWorld(t);
    await expectAppError(
      asUser(t, world.stranger).query(api.pretest.queries.forBrief, { briefId: world.briefId }),
      "NOT_FOUND",
    );
    await expectAppError(
      asUser(t, world.stranger).query(api.pretest.queries.forIdea, { ideaId: world.ideaIds[0] }),
      "NOT_FOUND",
    );
    await expectAppError(
      t.query(api.pretest.queries.forBrief, { briefId: world.briefId }),
      "UNAUTHENTICATED",
    );
    await expectAppError(
      t.query(api.pretest.queries.forIdea, { ideaId: world.ideaIds[0] }),
      "UNAUTHENTICATED",
    );
  });

  it("answer null for an idea without a pre-test, and refuse an id of the wrong table", async () => {
    const t = makeTest();
    const world = await pretestWorld(t);
    await t.run(async (ctx) => {
      const row = await ctx.db
        .query("ideaPretests")
        .withIndex("by_idea", (q) => q.eq("ideaId", world.ideaIds[2]))
        .unique();
      await ctx.db.delete("ideaPretests", row!._id);
    });
    expect(
      await asUser(t, world.owner).query(api.pretest.queries.forIdea, {
        ideaId: world.ideaIds[2],
      }),
    ).toBeNull();
    await expect(
      asUser(t, world.owner).query(api.pretest.queries.forBrief, {
        briefId: world.ideaIds[0],
      }),
    ).rejects.toThrow();
  });
});

describe("rerun", () => {
  it("resets the row on a new free job and replaces the scores", async () => {
    const t = makeTest();
    const world = await pretestWorld(t);
    const ideaId = world.ideaIds[0];
    const before = await t.run(async (ctx) =>
      ctx.db
        .query("ideaPretests")
        .withIndex("by_idea", (q) => q.eq("ideaId", ideaId))
        .unique(),
    );
    // Scores to be replaced: a marker the studio never writes.
    await t.run(async (ctx) =>
      ctx.db.patch("ideaPretests", before!._id, {
        scores: before!.scores.map((s) => ({ ...s, reason: "OLD" })),
      }),
    );
    const credits = (await asUser(t, world.editor).query(api.credits.queries.balance, {}))
      .legendCredits;
    await asUser(t, world.editor).mutation(api.pretest.mutations.rerun, { ideaId });
    const queued = await asUser(t, world.owner).query(api.pretest.queries.forIdea, { ideaId });
    expect(queued).toMatchObject({ status: "queued", scores: [], total: null, swap: null });
    // Asking again while it is queued starts nothing.
    await asUser(t, world.owner).mutation(api.pretest.mutations.rerun, { ideaId });
    expect(await pretestJobs(t)).toHaveLength(2);
    await finish(t);
    const after = await t.run(async (ctx) =>
      ctx.db
        .query("ideaPretests")
        .withIndex("by_idea", (q) => q.eq("ideaId", ideaId))
        .take(5),
    );
    expect(after).toHaveLength(1);
    expect(after[0].status).toBe("done");
    expect(after[0].jobId).not.toBe(before!.jobId);
    expect(after[0].scores.some((s) => s.reason === "OLD")).toBe(false);
    expect(after[0].scores).toHaveLength(PRETEST_DIMENSIONS.length);
    expect(
      (await asUser(t, world.editor).query(api.credits.queries.balance, {})).legendCredits,
    ).toBe(credits);
  });

  it("is refused to a viewer, a stranger and an anonymous caller, writing nothing", async () => {
    const t = makeTest();
    const world = await pretestWorld(t);
    const ideaId = world.ideaIds[0];
    await expectAppError(
      asUser(t, world.viewer).mutation(api.pretest.mutations.rerun, { ideaId }),
      "FORBIDDEN",
    );
    await expectAppError(
      asUser(t, world.stranger).mutation(api.pretest.mutations.rerun, { ideaId }),
      "NOT_FOUND",
    );
    await expectAppError(t.mutation(api.pretest.mutations.rerun, { ideaId }), "UNAUTHENTICATED");
    const outsider = await createUser(t);
    await expectAppError(
      asUser(t, outsider).mutation(api.pretest.mutations.rerun, { ideaId }),
      "NOT_FOUND",
    );
    expect(await pretestJobs(t)).toHaveLength(1);
    expect((await pretestRows(t)).every((row) => row.status === "done")).toBe(true);
  });

  it("pre-tests an idea that had none (ideas from before the pre-test)", async () => {
    const t = makeTest();
    const world = await pretestWorld(t);
    const ideaId = world.ideaIds[1];
    await t.run(async (ctx) => {
      const row = await ctx.db
        .query("ideaPretests")
        .withIndex("by_idea", (q) => q.eq("ideaId", ideaId))
        .unique();
      await ctx.db.delete("ideaPretests", row!._id);
    });
    await asUser(t, world.owner).mutation(api.pretest.mutations.rerun, { ideaId });
    await finish(t);
    const pretest = await asUser(t, world.owner).query(api.pretest.queries.forIdea, { ideaId });
    expect(pretest?.status).toBe("done");
  });
});

import { describe, expect, it } from "vitest";
import { api } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { asUser, createUser, expectAppError, makeTest, type TestApp } from "../test.setup";
import { runSeedSteps } from "../system/model";
import { writeFavorite } from "./favorites";
import { FAVORITES_MIGRATION_BATCH, ideaFavoritesSeedStep } from "./favoritesMigration";
import { insertIdeasFor, rows, seed, threeLegends, userWithBrief } from "./ideas.fixtures";

/** Favourites are per person (issue 14): mine is mine; the card counts the team's. */

async function setUp() {
  const t = makeTest();
  await seed(t);
  const { userId, briefId } = await userWithBrief(t);
  const [ogilvy] = await threeLegends(t);
  const [ideaId] = await insertIdeasFor(t, { userId, briefId, legendId: ogilvy, count: 2 });
  return { t, userId, briefId, ideaId };
}

/**
 * A colleague's favourite. Members arrive with briefs/access.ts (another branch), so until then
 * no second user can pass the door: apply theirs through the model function the mutation uses.
 */
async function colleagueSets(t: TestApp, ideaId: Id<"ideas">, isFavorite: boolean) {
  const colleague = await createUser(t);
  await t.run(async (ctx) => {
    const idea = await ctx.db.get("ideas", ideaId);
    if (idea === null) throw new Error("no idea");
    await writeFavorite(ctx, idea, colleague, isFavorite);
  });
  return colleague;
}

describe("favourites", () => {
  it("set and toggle the caller's own, counting once per change", async () => {
    const { t, userId, ideaId } = await setUp();
    const user = asUser(t, userId);
    expect(
      await user.mutation(api.ideas.mutations.setFavorite, { ideaId, isFavorite: true }),
    ).toEqual({ id: ideaId, isFavorite: true });
    // Setting what is already set changes nothing (a repeated optimistic click).
    await user.mutation(api.ideas.mutations.setFavorite, { ideaId, isFavorite: true });
    expect(await user.query(api.ideas.queries.get, { ideaId })).toMatchObject({
      isFavorite: true,
      favoriteCount: 1,
    });
    expect((await user.query(api.ideas.queries.myCounts, {})).favorites).toBe(1);
    expect(await rows(t, "ideaFavorites")).toHaveLength(1);

    expect(await user.mutation(api.ideas.mutations.toggleFavorite, { ideaId })).toEqual({
      id: ideaId,
      isFavorite: false,
    });
    expect((await user.query(api.ideas.queries.myCounts, {})).favorites).toBe(0);
    expect((await user.query(api.ideas.queries.get, { ideaId })).favoriteCount).toBe(0);
    expect(await user.mutation(api.ideas.mutations.toggleFavorite, { ideaId })).toEqual({
      id: ideaId,
      isFavorite: true,
    });
  });

  it("keep each person's favourite apart while the card counts everyone's", async () => {
    const { t, userId, briefId, ideaId } = await setUp();
    const user = asUser(t, userId);
    const colleague = await colleagueSets(t, ideaId, true);

    const seen = await user.query(api.ideas.queries.get, { ideaId });
    expect(seen).toMatchObject({ isFavorite: false, favoriteCount: 1 });
    expect((await user.query(api.ideas.queries.myCounts, {})).favorites).toBe(0);

    await user.mutation(api.ideas.mutations.setFavorite, { ideaId, isFavorite: true });
    const listed = await user.query(api.ideas.queries.myIdeas, {
      paginationOpts: { numItems: 10, cursor: null },
      briefId,
    });
    expect(listed.page.find((idea) => idea.id === ideaId)).toMatchObject({
      isFavorite: true,
      favoriteCount: 2,
    });
    // The owner taking theirs back leaves the colleague's.
    await user.mutation(api.ideas.mutations.setFavorite, { ideaId, isFavorite: false });
    expect(await user.query(api.ideas.queries.get, { ideaId })).toMatchObject({
      isFavorite: false,
      favoriteCount: 1,
    });
    const left = await rows(t, "ideaFavorites");
    expect(left.map((row) => row.userId)).toEqual([colleague]);
  });

  it("answer NOT_FOUND to someone who cannot read the brief, or a malformed id, changing nothing", async () => {
    const { t, ideaId } = await setUp();
    const other = asUser(t, await createUser(t));
    await expectAppError(
      other.mutation(api.ideas.mutations.setFavorite, { ideaId, isFavorite: true }),
      "NOT_FOUND",
    );
    await expectAppError(
      other.mutation(api.ideas.mutations.toggleFavorite, { ideaId }),
      "NOT_FOUND",
    );
    await expectAppError(
      other.mutation(api.ideas.mutations.setFavorite, { ideaId: "x", isFavorite: true }),
      "NOT_FOUND",
    );
    expect(await rows(t, "ideaFavorites")).toEqual([]);
    expect((await rows(t, "ideas")).every((idea) => (idea.favoriteCount ?? 0) === 0)).toBe(true);
  });

  it("answer UNAUTHENTICATED to visitors (the HTTP routes word it as the spec does)", async () => {
    const { t, ideaId } = await setUp();
    await expectAppError(
      t.mutation(api.ideas.mutations.setFavorite, { ideaId, isFavorite: true }),
      "UNAUTHENTICATED",
    );
    await expectAppError(
      t.mutation(api.ideas.mutations.toggleFavorite, { ideaId }),
      "UNAUTHENTICATED",
    );
    const visitor = await t.fetch(`/api/ideas/${ideaId}/favorite`, { method: "POST" });
    expect(visitor.status).toBe(401);
    expect(await visitor.json()).toEqual({
      error: "You must be logged in and the idea must be saved to favorite it.",
      code: "UNAUTHENTICATED",
    });
    expect(await rows(t, "ideaFavorites")).toEqual([]);
  });

  it("list the caller's own favourites in My ideas, not a colleague's", async () => {
    const { t, userId, ideaId } = await setUp();
    const user = asUser(t, userId);
    await colleagueSets(t, ideaId, true);
    const page = { paginationOpts: { numItems: 10, cursor: null }, favoritesOnly: true };
    expect((await user.query(api.ideas.queries.myIdeas, page)).page).toEqual([]);
    await user.mutation(api.ideas.mutations.setFavorite, { ideaId, isFavorite: true });
    const [mine] = (await user.query(api.ideas.queries.myIdeas, page)).page;
    expect(mine).toMatchObject({ id: ideaId, isFavorite: true, favoriteCount: 2 });
  });
});

describe("the ideaFavorites migration (seed step)", () => {
  /** Ideas flagged the old way, on a deployment seeded before this step existed. */
  async function legacyFlags(t: TestApp, ideaIds: readonly Id<"ideas">[]) {
    await t.run(async (ctx) => {
      for (const id of ideaIds) await ctx.db.patch("ideas", id, { isFavorite: true });
      const recorded = await ctx.db
        .query("seedRuns")
        .withIndex("by_step", (q) => q.eq("step", ideaFavoritesSeedStep.step))
        .unique();
      if (recorded) await ctx.db.delete("seedRuns", recorded._id);
    });
  }

  it("turns each legacy flag into the owner's row, once, and clears the flag", async () => {
    const { t, userId, briefId } = await setUp();
    const [ogilvy] = await threeLegends(t);
    const ideaIds = await insertIdeasFor(t, { userId, briefId, legendId: ogilvy, count: 3 });
    await legacyFlags(t, ideaIds.slice(0, 2));

    const report = await t.run(async (ctx) => await runSeedSteps(ctx, [ideaFavoritesSeedStep]));
    expect(report.ran).toEqual(["ideaFavorites"]);
    // Running the batch again (a re-run or a bumped version) finds nothing left to do.
    await t.run(async (ctx) => {
      await ideaFavoritesSeedStep.run(ctx);
    });

    const favorites = await rows(t, "ideaFavorites");
    expect(favorites.map((row) => row.ideaId).sort()).toEqual(ideaIds.slice(0, 2).sort());
    expect(favorites.every((row) => row.userId === userId && row.briefId === briefId)).toBe(true);
    const ideas = await rows(t, "ideas");
    expect(ideas.every((idea) => idea.isFavorite === undefined)).toBe(true);
    const user = asUser(t, userId);
    expect(await user.query(api.ideas.queries.get, { ideaId: ideaIds[0] })).toMatchObject({
      isFavorite: true,
      favoriteCount: 1,
    });
    expect(await user.query(api.ideas.queries.get, { ideaId: ideaIds[2] })).toMatchObject({
      isFavorite: false,
      favoriteCount: 0,
    });
  });

  it("works in bounded batches, scheduling the next while flags remain", async () => {
    const { t, userId, briefId } = await setUp();
    const [ogilvy] = await threeLegends(t);
    const ideaIds = await insertIdeasFor(t, {
      userId,
      briefId,
      legendId: ogilvy,
      count: FAVORITES_MIGRATION_BATCH + 3,
    });
    await legacyFlags(t, ideaIds);
    await t.run(async (ctx) => await runSeedSteps(ctx, [ideaFavoritesSeedStep]));
    expect(await rows(t, "ideaFavorites")).toHaveLength(FAVORITES_MIGRATION_BATCH);
    await t.finishAllScheduledFunctions(() => {});
    const all = await t.run(async (ctx) => await ctx.db.query("ideaFavorites").take(1000));
    expect(all).toHaveLength(FAVORITES_MIGRATION_BATCH + 3);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { asUser, createUser, expectAppError, makeTest, type TestApp } from "../test.setup";
import { BRIEF } from "../briefs/briefs.fixtures";
import { MY_IDEAS_PAGE_MAX } from "../../shared/constants";
import { IDEAS_TOTAL } from "./model";
import { insertIdeasFor, rows, seed, threeLegends, userWithBrief } from "./ideas.fixtures";

/** byBrief, myIdeas, get, the counters, and who sees generation metadata. */

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

async function generated(t: TestApp, userId: Id<"users">, briefId: Id<"briefs">) {
  const [ogilvy] = await threeLegends(t);
  await asUser(t, userId).mutation(api.ideas.mutations.generate, { briefId, legendIds: [ogilvy] });
  await t.finishAllScheduledFunctions(vi.runAllTimers);
}

function firstPage(numItems: number, extra: { favoritesOnly?: boolean; briefId?: string } = {}) {
  return { paginationOpts: { numItems, cursor: null }, ...extra };
}

describe("generation metadata (spec 6: admins only)", () => {
  it("is never returned to non-admins, though it is stored", async () => {
    const t = makeTest();
    await seed(t);
    const { userId, briefId } = await userWithBrief(t);
    await generated(t, userId, briefId);
    const user = asUser(t, userId);
    const [group] = (await user.query(api.ideas.queries.byBrief, { briefId })).legends;
    const ideaId = group.ideas[0].id;
    const reads = [
      ...group.ideas,
      await user.query(api.ideas.queries.get, { ideaId }),
      ...(await user.query(api.ideas.queries.myIdeas, firstPage(10))).page,
    ];
    for (const idea of reads) {
      expect(idea.generationMetadata).toBeNull();
      expect(idea.provider).toBe("offline-studio");
    }
    const stored = await rows(t, "ideas");
    expect(stored.every((idea) => idea.generationMetadata?.provider === "offline-studio")).toBe(
      true,
    );
  });

  it("is returned to admins everywhere an idea is", async () => {
    const t = makeTest();
    await seed(t);
    const { userId, briefId } = await userWithBrief(t, { isAdmin: true });
    await generated(t, userId, briefId);
    const admin = asUser(t, userId);
    const [group] = (await admin.query(api.ideas.queries.byBrief, { briefId })).legends;
    const fromGet = await admin.query(api.ideas.queries.get, { ideaId: group.ideas[0].id });
    const [fromList] = (await admin.query(api.ideas.queries.myIdeas, firstPage(1))).page;
    for (const idea of [group.ideas[0], fromGet, fromList]) {
      expect(idea.generationMetadata).toMatchObject({
        provider: "offline-studio",
        prompt_version: "enhanced-creative-v1",
        experimental_mode: false,
        tokens_used: 0,
      });
    }
  });
});

describe("My ideas", () => {
  it("pages newest first and filters by favourites and by brief, with their own indexes", async () => {
    const t = makeTest();
    await seed(t);
    const { userId, briefId } = await userWithBrief(t);
    const user = asUser(t, userId);
    const { briefId: secondBrief } = await user.mutation(api.briefs.mutations.save, {
      ...BRIEF,
      title: "Second brief",
    });
    const [ogilvy, bernbach] = await threeLegends(t);
    const older = await insertIdeasFor(t, { userId, briefId, legendId: ogilvy, count: 4 });
    vi.advanceTimersByTime(1000);
    const newer = await insertIdeasFor(t, {
      userId,
      briefId: secondBrief,
      legendId: bernbach,
      count: 3,
    });
    await user.mutation(api.ideas.mutations.setFavorite, { ideaId: older[0], isFavorite: true });
    await user.mutation(api.ideas.mutations.setFavorite, { ideaId: newer[1], isFavorite: true });

    const first = await user.query(api.ideas.queries.myIdeas, firstPage(5));
    expect(first.page.map((idea) => idea.briefId)).toEqual([
      secondBrief,
      secondBrief,
      secondBrief,
      briefId,
      briefId,
    ]);
    expect(first.isDone).toBe(false);
    const second = await user.query(api.ideas.queries.myIdeas, {
      paginationOpts: { numItems: 5, cursor: first.continueCursor },
    });
    expect(second.page).toHaveLength(2);
    expect(second.isDone).toBe(true);

    const favorites = await user.query(
      api.ideas.queries.myIdeas,
      firstPage(10, { favoritesOnly: true }),
    );
    expect(favorites.page.map((idea) => idea.id)).toEqual([newer[1], older[0]]);
    const onBrief = await user.query(api.ideas.queries.myIdeas, firstPage(10, { briefId }));
    expect(onBrief.page.map((idea) => idea.id).sort()).toEqual([...older].sort());
    const favoritesOnBrief = await user.query(
      api.ideas.queries.myIdeas,
      firstPage(10, { briefId: secondBrief, favoritesOnly: true }),
    );
    expect(favoritesOnBrief.page.map((idea) => idea.id)).toEqual([newer[1]]);

    const other = await createUser(t);
    expect((await asUser(t, other).query(api.ideas.queries.myIdeas, firstPage(10))).page).toEqual(
      [],
    );
    expect(await user.query(api.ideas.queries.myCounts, {})).toEqual({ ideas: 7, favorites: 2 });
  });

  it(`caps a page at ${MY_IDEAS_PAGE_MAX}`, async () => {
    const t = makeTest();
    await seed(t);
    const { userId, briefId } = await userWithBrief(t);
    const [ogilvy] = await threeLegends(t);
    await insertIdeasFor(t, { userId, briefId, legendId: ogilvy, count: MY_IDEAS_PAGE_MAX + 5 });
    const page = await asUser(t, userId).query(api.ideas.queries.myIdeas, firstPage(500));
    expect(page.page).toHaveLength(MY_IDEAS_PAGE_MAX);
  });
});

describe("ideas from one legend (the legend profile)", () => {
  it("pages the caller's ideas by that legend newest first, and no one else's", async () => {
    const t = makeTest();
    await seed(t);
    const { userId, briefId } = await userWithBrief(t);
    const [ogilvy, bernbach, wells] = await threeLegends(t);
    const older = await insertIdeasFor(t, { userId, briefId, legendId: ogilvy, count: 2 });
    await insertIdeasFor(t, { userId, briefId, legendId: bernbach, count: 3 });
    vi.advanceTimersByTime(1000);
    const newer = await insertIdeasFor(t, { userId, briefId, legendId: ogilvy, count: 2 });
    const { userId: otherId, briefId: otherBrief } = await userWithBrief(t);
    await insertIdeasFor(t, { userId: otherId, briefId: otherBrief, legendId: ogilvy, count: 2 });
    const user = asUser(t, userId);

    const first = await user.query(api.ideas.queries.myIdeasByLegend, {
      ...firstPage(3),
      legendId: ogilvy,
    });
    expect(first.page.every((idea) => idea.createdBy === "David Ogilvy")).toBe(true);
    expect(
      first.page
        .slice(0, 2)
        .map((idea) => idea.id)
        .sort(),
    ).toEqual([...newer].sort());
    expect(first.isDone).toBe(false);
    const rest = await user.query(api.ideas.queries.myIdeasByLegend, {
      paginationOpts: { numItems: 3, cursor: first.continueCursor },
      legendId: ogilvy,
    });
    expect([...first.page, ...rest.page].map((idea) => idea.id).sort()).toEqual(
      [...older, ...newer].sort(),
    );
    expect(rest.isDone).toBe(true);

    const none = await user.query(api.ideas.queries.myIdeasByLegend, {
      ...firstPage(10),
      legendId: wells,
    });
    expect(none.page).toEqual([]);
    const malformed = await user.query(api.ideas.queries.myIdeasByLegend, {
      ...firstPage(10),
      legendId: "not-a-legend",
    });
    expect(malformed).toMatchObject({ page: [], isDone: true });
    await expectAppError(
      t.query(api.ideas.queries.myIdeasByLegend, { ...firstPage(10), legendId: ogilvy }),
      "UNAUTHENTICATED",
    );
  });

  it(`caps a page at ${MY_IDEAS_PAGE_MAX}`, async () => {
    const t = makeTest();
    await seed(t);
    const { userId, briefId } = await userWithBrief(t);
    const [ogilvy] = await threeLegends(t);
    await insertIdeasFor(t, { userId, briefId, legendId: ogilvy, count: MY_IDEAS_PAGE_MAX + 5 });
    const page = await asUser(t, userId).query(api.ideas.queries.myIdeasByLegend, {
      ...firstPage(500),
      legendId: ogilvy,
    });
    expect(page.page).toHaveLength(MY_IDEAS_PAGE_MAX);
  });
});

describe("one idea", () => {
  it("is the owner's only: NOT_FOUND for others and malformed ids, UNAUTHENTICATED for visitors", async () => {
    const t = makeTest();
    await seed(t);
    const { userId, briefId } = await userWithBrief(t);
    const [ogilvy] = await threeLegends(t);
    const [ideaId] = await insertIdeasFor(t, { userId, briefId, legendId: ogilvy, count: 1 });
    const idea = await asUser(t, userId).query(api.ideas.queries.get, { ideaId });
    expect(idea).toMatchObject({ id: ideaId, briefId, createdBy: "David Ogilvy" });
    const other = await createUser(t);
    await expectAppError(asUser(t, other).query(api.ideas.queries.get, { ideaId }), "NOT_FOUND");
    await expectAppError(
      asUser(t, userId).query(api.ideas.queries.get, { ideaId: "not-an-id" }),
      "NOT_FOUND",
    );
    await expectAppError(t.query(api.ideas.queries.get, { ideaId }), "UNAUTHENTICATED");
  });
});

describe("the ideas counter", () => {
  it("counts every idea written, in the same transaction, reading a few counter rows", async () => {
    const t = makeTest();
    await seed(t);
    const { userId, briefId } = await userWithBrief(t);
    const { userId: otherId, briefId: otherBrief } = await userWithBrief(t);
    const [ogilvy, bernbach] = await threeLegends(t);
    expect(await t.query(api.ideas.queries.ideasCount, {})).toEqual({ totalIdeas: 0 });
    for (let i = 0; i < 12; i++) {
      await insertIdeasFor(t, { userId, briefId, legendId: ogilvy, count: 3 });
    }
    await insertIdeasFor(t, { userId: otherId, briefId: otherBrief, legendId: bernbach, count: 5 });
    await generated(t, userId, briefId);
    const total = 12 * 3 + 5 + 3;
    expect(await t.query(api.ideas.queries.ideasCount, {})).toEqual({ totalIdeas: total });
    expect(await rows(t, "ideas")).toHaveLength(total);
    const counters = await t.run(async (ctx) => await ctx.db.query("counters").take(100));
    const shards = counters.filter((row) => row.name === IDEAS_TOTAL.name);
    expect(shards.length).toBeLessThanOrEqual(IDEAS_TOTAL.shards);
    expect(shards.reduce((sum, row) => sum + row.value, 0)).toBe(total);
    expect(await asUser(t, userId).query(api.ideas.queries.myCounts, {})).toEqual({
      ideas: 12 * 3 + 3,
      favorites: 0,
    });
    expect(await asUser(t, otherId).query(api.ideas.queries.myCounts, {})).toEqual({
      ideas: 5,
      favorites: 0,
    });
  });

  it("and 'My ideas' read as many documents for 30 ideas as for 330", async () => {
    const t = makeTest();
    await seed(t);
    const { userId, briefId } = await userWithBrief(t);
    const [ogilvy] = await threeLegends(t);
    const readsOf = async () =>
      await asUser(t, userId).run(async (ctx) => {
        const documentsRead = async (work: () => Promise<unknown>) => {
          const before = (await ctx.meta.getTransactionMetrics()).documentsRead.used;
          await work();
          return (await ctx.meta.getTransactionMetrics()).documentsRead.used - before;
        };
        return {
          count: await documentsRead(() => ctx.runQuery(api.ideas.queries.ideasCount, {})),
          page: await documentsRead(() => ctx.runQuery(api.ideas.queries.myIdeas, firstPage(20))),
        };
      });
    await insertIdeasFor(t, { userId, briefId, legendId: ogilvy, count: 30 });
    const small = await readsOf();
    for (let i = 0; i < 5; i++)
      await insertIdeasFor(t, { userId, briefId, legendId: ogilvy, count: 60 });
    const large = await readsOf();
    // The page: its 20 ideas and the caller. The count: its shards, never the ideas.
    expect(large.page).toBe(small.page);
    expect(small.page).toBe(21);
    expect(large.count).toBeLessThanOrEqual(IDEAS_TOTAL.shards);
  });
});

import { describe, expect, it } from "vitest";
import { api } from "../_generated/api";
import { asUser, createUser, expectAppError, makeTest } from "../test.setup";
import { insertIdeasFor, rows, seed, threeLegends, userWithBrief } from "./ideas.fixtures";

/** The favourite toggle (spec 4, 6): the owner's only. */

async function setUp() {
  const t = makeTest();
  await seed(t);
  const { userId, briefId } = await userWithBrief(t);
  const [ogilvy] = await threeLegends(t);
  const [ideaId] = await insertIdeasFor(t, { userId, briefId, legendId: ogilvy, count: 2 });
  return { t, userId, ideaId };
}

describe("favourites", () => {
  it("set and toggle the flag, and count the owner's favourites once per change", async () => {
    const { t, userId, ideaId } = await setUp();
    const user = asUser(t, userId);
    expect(
      await user.mutation(api.ideas.mutations.setFavorite, { ideaId, isFavorite: true }),
    ).toEqual({
      id: ideaId,
      isFavorite: true,
    });
    // Setting what is already set changes nothing (a repeated optimistic click).
    await user.mutation(api.ideas.mutations.setFavorite, { ideaId, isFavorite: true });
    expect((await user.query(api.ideas.queries.get, { ideaId })).isFavorite).toBe(true);
    expect((await user.query(api.ideas.queries.myCounts, {})).favorites).toBe(1);

    expect(await user.mutation(api.ideas.mutations.toggleFavorite, { ideaId })).toEqual({
      id: ideaId,
      isFavorite: false,
    });
    expect((await user.query(api.ideas.queries.myCounts, {})).favorites).toBe(0);
    expect(await user.mutation(api.ideas.mutations.toggleFavorite, { ideaId })).toEqual({
      id: ideaId,
      isFavorite: true,
    });
  });

  it("answer NOT_FOUND for another user's idea or a malformed id, changing nothing", async () => {
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
    expect((await rows(t, "ideas")).every((idea) => !idea.isFavorite)).toBe(true);
  });

  it("answer UNAUTHENTICATED to visitors", async () => {
    const { t, ideaId } = await setUp();
    await expectAppError(
      t.mutation(api.ideas.mutations.setFavorite, { ideaId, isFavorite: true }),
      "UNAUTHENTICATED",
    );
    await expectAppError(
      t.mutation(api.ideas.mutations.toggleFavorite, { ideaId }),
      "UNAUTHENTICATED",
    );
  });
});

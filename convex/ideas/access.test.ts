import { describe, expect, it } from "vitest";
import { api } from "../_generated/api";
import { asUser, createUser, expectAppError, makeTest, type TestApp } from "../test.setup";
import { readAppError } from "../../shared/errors";
import { balance, legendId, rows, seed, threeLegends, userWithBrief } from "./ideas.fixtures";

/** Who may ask which legends for ideas on which brief, and what nothing-happened looks like. */

async function nothingStarted(t: TestApp) {
  expect(await rows(t, "generationJobs")).toEqual([]);
  expect(await rows(t, "ideaRuns")).toEqual([]);
  const ledger = await rows(t, "creditLedger");
  expect(ledger.filter((row) => row.reason === "spend")).toEqual([]);
}

describe("generate refuses, writing nothing", () => {
  it("without enough credits for every legend asked (all or nothing)", async () => {
    const t = makeTest();
    await seed(t);
    const { userId, briefId } = await userWithBrief(t, { legendCredits: 2 });
    const error = await asUser(t, userId)
      .mutation(api.ideas.mutations.generate, { briefId, legendIds: await threeLegends(t) })
      .catch((e: unknown) => e);
    expect(readAppError(error)).toMatchObject({
      code: "INSUFFICIENT_CREDITS",
      message: "Insufficient credits: 3 legends need 3 Legend Credits and you have 2.",
    });
    await nothingStarted(t);
    expect(await balance(t, userId)).toBe(2);
  });

  it("on someone else's brief, a malformed id, or for a visitor", async () => {
    const t = makeTest();
    await seed(t);
    const { briefId } = await userWithBrief(t);
    const { userId: other } = await userWithBrief(t);
    const legendIds = await threeLegends(t);
    await expectAppError(
      asUser(t, other).mutation(api.ideas.mutations.generate, { briefId, legendIds }),
      "NOT_FOUND",
    );
    await expectAppError(
      asUser(t, other).mutation(api.ideas.mutations.generate, { briefId: "nope", legendIds }),
      "NOT_FOUND",
    );
    await expectAppError(
      t.mutation(api.ideas.mutations.generate, { briefId, legendIds }),
      "UNAUTHENTICATED",
    );
    await nothingStarted(t);
  });

  it("for a legend beyond the caller's plan (FORBIDDEN) or a private one not activated", async () => {
    const t = makeTest();
    await seed(t);
    const { userId, briefId } = await userWithBrief(t, { subscriptionTier: "free" });
    const user = asUser(t, userId);
    // The free plan unlocks the first legend of the roster only.
    const [ogilvy, bernbach] = await threeLegends(t);
    await expectAppError(
      user.mutation(api.ideas.mutations.generate, { briefId, legendIds: [ogilvy, bernbach] }),
      "FORBIDDEN",
    );
    const houseStyle = await legendId(t, "house-style");
    await expectAppError(
      user.mutation(api.ideas.mutations.generate, { briefId, legendIds: [houseStyle] }),
      "NOT_FOUND",
    );
    await nothingStarted(t);
    await user.mutation(api.ideas.mutations.generate, { briefId, legendIds: [ogilvy] });
    expect(await rows(t, "generationJobs")).toHaveLength(1);
  });

  it("for no legends, more than three, or the same one twice", async () => {
    const t = makeTest();
    await seed(t);
    const { userId, briefId } = await userWithBrief(t);
    const user = asUser(t, userId);
    const [a, b, c] = await threeLegends(t);
    const d = await legendId(t, "lee-clow");
    const cases = [
      { legendIds: [], message: "Select at least one legend." },
      { legendIds: [a, b, c, d], message: "Maximum of 3 legends allowed" },
      { legendIds: [a, a], message: "Each legend can be selected once." },
    ];
    for (const { legendIds, message } of cases) {
      const error = await user
        .mutation(api.ideas.mutations.generate, { briefId, legendIds })
        .catch((e: unknown) => e);
      expect(readAppError(error)).toMatchObject({ code: "INVALID_ARGUMENT", message });
    }
    await nothingStarted(t);
  });

  it("an admin's temperature outside 0 to 1.5", async () => {
    const t = makeTest();
    await seed(t);
    const { userId, briefId } = await userWithBrief(t, { isAdmin: true });
    const [a] = await threeLegends(t);
    await expectAppError(
      asUser(t, userId).mutation(api.ideas.mutations.generate, {
        briefId,
        legendIds: [a],
        experimental: { temperature: 2 },
      }),
      "INVALID_ARGUMENT",
    );
    await nothingStarted(t);
  });
});

describe("reading ideas", () => {
  it("refuses another user's brief view and visitors", async () => {
    const t = makeTest();
    await seed(t);
    const { briefId } = await userWithBrief(t);
    const other = await createUser(t);
    await expectAppError(
      asUser(t, other).query(api.ideas.queries.byBrief, { briefId }),
      "NOT_FOUND",
    );
    await expectAppError(t.query(api.ideas.queries.byBrief, { briefId }), "UNAUTHENTICATED");
    await expectAppError(
      asUser(t, other).query(api.ideas.queries.myIdeas, {
        paginationOpts: { numItems: 10, cursor: null },
        briefId,
      }),
      "NOT_FOUND",
    );
    await expectAppError(
      t.query(api.ideas.queries.myIdeas, { paginationOpts: { numItems: 10, cursor: null } }),
      "UNAUTHENTICATED",
    );
  });
});

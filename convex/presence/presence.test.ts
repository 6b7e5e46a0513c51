import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../_generated/api";
import schema from "../schema";
import { asUser, createUser, expectAppError, makeTest, type TestApp } from "../test.setup";
import { seed, threeLegends, userWithBrief } from "../ideas/ideas.fixtures";
import { PRESENCE_HEARTBEAT_MS, PRESENCE_TTL_MS } from "../../shared/constants";
import { initials } from "./model";

/** Presence on a brief (issue 14): heartbeats, expiry by time, leaving, access. */

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

async function setUp() {
  const t = makeTest();
  const { userId, briefId } = await userWithBrief(t, { fullName: "Ada Lovelace" });
  return { t, userId, briefId, user: asUser(t, userId) };
}

async function presenceRows(t: TestApp) {
  return await t.run(async (ctx) => await ctx.db.query("presence").take(100));
}

/** Every document of every table but presence, as JSON: what a heartbeat must not change. */
async function everythingButPresence(t: TestApp): Promise<string> {
  return await t.run(async (ctx) => {
    const tables = Object.keys(schema.tables)
      .filter((name) => name !== "presence")
      .sort();
    const all: Record<string, unknown> = {};
    for (const table of tables) {
      all[table] = await ctx.db.query(table as "ideas").take(1000);
    }
    return JSON.stringify(all);
  });
}

/** Lets time pass and runs the scheduled work that fell due (the expiries). */
async function pass(t: TestApp, ms: number) {
  vi.advanceTimersByTime(ms);
  await t.finishInProgressScheduledFunctions();
}

describe("presence", () => {
  it("upserts one row per session and shows each person once", async () => {
    const { t, userId, briefId, user } = await setUp();
    await user.mutation(api.presence.mutations.heartbeat, { briefId, sessionId: "tab-1" });
    await pass(t, PRESENCE_HEARTBEAT_MS);
    await user.mutation(api.presence.mutations.heartbeat, { briefId, sessionId: "tab-1" });
    await user.mutation(api.presence.mutations.heartbeat, { briefId, sessionId: "tab-2" });

    const rows = await presenceRows(t);
    expect(rows.map((row) => row.sessionId).sort()).toEqual(["tab-1", "tab-2"]);
    expect(rows.find((row) => row.sessionId === "tab-1")?.lastSeen).toBe(Date.now());
    expect(await user.query(api.presence.queries.onBrief, { briefId })).toEqual([
      { userId, name: "Ada Lovelace", initials: "AL", isYou: true },
    ]);
  });

  it("forgets a session not heard from for the TTL, and keeps one that heartbeats", async () => {
    const { t, briefId, user } = await setUp();
    await user.mutation(api.presence.mutations.heartbeat, { briefId, sessionId: "quiet" });
    await user.mutation(api.presence.mutations.heartbeat, { briefId, sessionId: "alive" });
    for (let elapsed = 0; elapsed < PRESENCE_TTL_MS * 2; elapsed += PRESENCE_HEARTBEAT_MS) {
      await pass(t, PRESENCE_HEARTBEAT_MS);
      await user.mutation(api.presence.mutations.heartbeat, { briefId, sessionId: "alive" });
    }
    expect((await presenceRows(t)).map((row) => row.sessionId)).toEqual(["alive"]);

    // The last one goes quiet too: gone once the TTL has passed, by the scheduled expiry.
    await pass(t, PRESENCE_TTL_MS);
    await pass(t, PRESENCE_HEARTBEAT_MS);
    expect(await presenceRows(t)).toEqual([]);
    expect(await user.query(api.presence.queries.onBrief, { briefId })).toEqual([]);
  });

  it("does not show a stale session even before its expiry has run", async () => {
    const { t, briefId, user } = await setUp();
    await user.mutation(api.presence.mutations.heartbeat, { briefId, sessionId: "tab" });
    vi.advanceTimersByTime(PRESENCE_TTL_MS + 1); // the expiry is late (not run)
    expect(await presenceRows(t)).toHaveLength(1);
    expect(await user.query(api.presence.queries.onBrief, { briefId })).toEqual([]);
  });

  it("leaves: the caller's own session only", async () => {
    const { t, briefId, user } = await setUp();
    await user.mutation(api.presence.mutations.heartbeat, { briefId, sessionId: "tab" });
    const stranger = asUser(t, await createUser(t));
    await stranger.mutation(api.presence.mutations.leave, { briefId, sessionId: "tab" });
    expect(await presenceRows(t)).toHaveLength(1);
    await user.mutation(api.presence.mutations.leave, { briefId, sessionId: "tab" });
    expect(await presenceRows(t)).toEqual([]);
    // Leaving twice, or a malformed id, is fine; the pending expiry finds nothing.
    await user.mutation(api.presence.mutations.leave, { briefId, sessionId: "tab" });
    await user.mutation(api.presence.mutations.leave, { briefId: "x", sessionId: "tab" });
    await pass(t, PRESENCE_TTL_MS);
    expect(await presenceRows(t)).toEqual([]);
  });

  it("answers NOT_FOUND to strangers and UNAUTHENTICATED to visitors, writing nothing", async () => {
    const { t, briefId, user } = await setUp();
    await user.mutation(api.presence.mutations.heartbeat, { briefId, sessionId: "mine" });
    const stranger = asUser(t, await createUser(t));
    const args = { briefId, sessionId: "theirs" };
    await expectAppError(stranger.mutation(api.presence.mutations.heartbeat, args), "NOT_FOUND");
    await expectAppError(stranger.query(api.presence.queries.onBrief, { briefId }), "NOT_FOUND");
    await expectAppError(stranger.query(api.presence.queries.activity, { briefId }), "NOT_FOUND");
    // A session id someone else uses is not taken over.
    await expectAppError(
      stranger.mutation(api.presence.mutations.heartbeat, { briefId: "x", sessionId: "mine" }),
      "NOT_FOUND",
    );
    await expectAppError(t.mutation(api.presence.mutations.heartbeat, args), "UNAUTHENTICATED");
    await expectAppError(t.query(api.presence.queries.onBrief, { briefId }), "UNAUTHENTICATED");
    await expectAppError(
      user.mutation(api.presence.mutations.heartbeat, { briefId, sessionId: "" }),
      "INVALID_ARGUMENT",
    );
    expect((await presenceRows(t)).map((row) => row.sessionId)).toEqual(["mine"]);
  });

  it("heartbeats write the presence table and nothing else", async () => {
    const { t, briefId, user } = await setUp();
    const before = await everythingButPresence(t);
    await user.mutation(api.presence.mutations.heartbeat, { briefId, sessionId: "tab" });
    await pass(t, PRESENCE_HEARTBEAT_MS);
    await user.mutation(api.presence.mutations.heartbeat, { briefId, sessionId: "tab" });
    await pass(t, PRESENCE_TTL_MS * 2);
    await user.mutation(api.presence.mutations.leave, { briefId, sessionId: "tab" });
    expect(await everythingButPresence(t)).toBe(before);
  });
});

describe("activity", () => {
  it("names who is generating with which legend while the job runs", async () => {
    const t = makeTest();
    await seed(t);
    const { userId, briefId } = await userWithBrief(t, { fullName: "Bea Arthur" });
    const [, bernbach] = await threeLegends(t);
    const user = asUser(t, userId);
    expect(await user.query(api.presence.queries.activity, { briefId })).toEqual([]);
    const { jobs } = await user.mutation(api.ideas.mutations.generate, {
      briefId,
      legendIds: [bernbach],
    });
    expect(await user.query(api.presence.queries.activity, { briefId })).toEqual([
      {
        jobId: jobs[0].jobId,
        userId,
        name: "Bea Arthur",
        legendName: "Bill Bernbach",
        isYou: true,
      },
    ]);
    await t.finishAllScheduledFunctions(vi.runAllTimers);
    expect(await user.query(api.presence.queries.activity, { briefId })).toEqual([]);
  });
});

describe("initials", () => {
  it("takes the first and last word's first letters", () => {
    expect(initials("Ada Lovelace")).toBe("AL");
    expect(initials("Mary Wells Lawrence")).toBe("ML");
    expect(initials("cher")).toBe("C");
    expect(initials("")).toBe("");
  });
});

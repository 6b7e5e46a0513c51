import { describe, expect, it, vi } from "vitest";
import { api, internal } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { asUser, createUser, expectAppError, makeTest, type TestApp } from "../test.setup";
import { API_KEYS } from "../../shared/constants";
import { hashApiKey } from "./model";

/** Personal API keys (issue 43): made, listed, revoked, and checked by the MCP server's door. */

async function keysIn(t: TestApp) {
  return await t.run(async (ctx) => await ctx.db.query("apiKeys").collect());
}

describe("API keys", () => {
  it("creates a key shown once, stores only its hash, and lists it without secrets", async () => {
    const t = makeTest();
    const userId = await createUser(t);
    const { id, key } = await asUser(t, userId).mutation(api.apiKeys.mutations.create, {
      name: "  Claude   Desktop ",
    });
    expect(key).toMatch(/^lgd_[A-Za-z0-9]{40}$/);
    const [row] = await keysIn(t);
    expect(row.hash).toBe(await hashApiKey(key));
    expect(JSON.stringify(row)).not.toContain(key.slice(8));
    const list = await asUser(t, userId).query(api.apiKeys.queries.mine, {});
    expect(list).toEqual([
      {
        id,
        name: "Claude Desktop",
        prefix: `${key.slice(0, 8)}…`,
        createdAt: row.createdAt,
        lastUsedAt: null,
        revokedAt: null,
      },
    ]);
    expect(JSON.stringify(list)).not.toContain(key.slice(8));
    const other = await asUser(t, userId).mutation(api.apiKeys.mutations.create, { name: "B" });
    expect(other.key).not.toBe(key);
  });

  it("refuses a blank or overlong name and writes nothing", async () => {
    const t = makeTest();
    const userId = await createUser(t);
    await expectAppError(
      asUser(t, userId).mutation(api.apiKeys.mutations.create, { name: "   " }),
      "INVALID_ARGUMENT",
    );
    await expectAppError(
      asUser(t, userId).mutation(api.apiKeys.mutations.create, {
        name: "x".repeat(API_KEYS.nameMaxChars + 1),
      }),
      "INVALID_ARGUMENT",
    );
    expect(await keysIn(t)).toHaveLength(0);
  });

  it("refuses visitors everywhere", async () => {
    const t = makeTest();
    const owner = await createUser(t);
    const { id } = await asUser(t, owner).mutation(api.apiKeys.mutations.create, { name: "A" });
    await expectAppError(
      t.mutation(api.apiKeys.mutations.create, { name: "A" }),
      "UNAUTHENTICATED",
    );
    await expectAppError(t.query(api.apiKeys.queries.mine, {}), "UNAUTHENTICATED");
    await expectAppError(
      t.mutation(api.apiKeys.mutations.revoke, { keyId: id }),
      "UNAUTHENTICATED",
    );
  });

  it("answers NOT_FOUND for another person's key and for malformed ids; lists only one's own", async () => {
    const t = makeTest();
    const owner = await createUser(t);
    const stranger = await createUser(t);
    const { id } = await asUser(t, owner).mutation(api.apiKeys.mutations.create, { name: "A" });
    for (const keyId of [id, "not-an-id", ""]) {
      await expectAppError(
        asUser(t, stranger).mutation(api.apiKeys.mutations.revoke, { keyId }),
        "NOT_FOUND",
      );
    }
    expect(await asUser(t, stranger).query(api.apiKeys.queries.mine, {})).toEqual([]);
    expect((await keysIn(t))[0].revokedAt).toBeUndefined();
  });

  it("holds an account to the active-key limit; a revoked key frees a place", async () => {
    const t = makeTest();
    const userId = await createUser(t);
    const ids: Id<"apiKeys">[] = [];
    for (let i = 0; i < API_KEYS.maxActive; i += 1) {
      ids.push(
        (await asUser(t, userId).mutation(api.apiKeys.mutations.create, { name: `K${i}` })).id,
      );
    }
    await expectAppError(
      asUser(t, userId).mutation(api.apiKeys.mutations.create, { name: "One more" }),
      "FORBIDDEN",
    );
    await asUser(t, userId).mutation(api.apiKeys.mutations.revoke, { keyId: ids[0] });
    await asUser(t, userId).mutation(api.apiKeys.mutations.create, { name: "One more" });
    expect(await keysIn(t)).toHaveLength(API_KEYS.maxActive + 1);
  });

  it("authenticates a live key, records its use, and refuses it once revoked", async () => {
    vi.useFakeTimers();
    try {
      const t = makeTest();
      const userId = await createUser(t);
      const { id, key } = await asUser(t, userId).mutation(api.apiKeys.mutations.create, {
        name: "A",
      });
      expect(await t.mutation(internal.apiKeys.internal.authenticate, { key })).toBe(userId);
      const firstUse = Date.now();
      const [afterFirst] = await asUser(t, userId).query(api.apiKeys.queries.mine, {});
      expect(afterFirst.lastUsedAt).toBe(firstUse);
      // Within the minute the use is not written again; after it, it is.
      vi.advanceTimersByTime(API_KEYS.lastUsedEveryMs - 1);
      await t.mutation(internal.apiKeys.internal.authenticate, { key });
      expect((await keysIn(t))[0].lastUsedAt).toBe(firstUse);
      vi.advanceTimersByTime(1);
      await t.mutation(internal.apiKeys.internal.authenticate, { key });
      expect((await keysIn(t))[0].lastUsedAt).toBe(firstUse + API_KEYS.lastUsedEveryMs);

      for (const wrong of [`${key.slice(0, -1)}x`, key.toLowerCase(), "lgd_short", ""]) {
        if (wrong === key) continue;
        expect(await t.mutation(internal.apiKeys.internal.authenticate, { key: wrong })).toBeNull();
      }
      await asUser(t, userId).mutation(api.apiKeys.mutations.revoke, { keyId: id });
      expect(await t.mutation(internal.apiKeys.internal.authenticate, { key })).toBeNull();
      const [revoked] = await asUser(t, userId).query(api.apiKeys.queries.mine, {});
      expect(revoked.revokedAt).toBe(Date.now());
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("API key HTTP routes", () => {
  const post = (body: unknown) => ({
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });

  it("creates, lists and revokes with the session token", async () => {
    const t = makeTest();
    const userId = await createUser(t);
    const me = asUser(t, userId);
    const created = await me.fetch("/api/user/api-keys", post({ name: "Cursor" }));
    expect(created.status).toBe(200);
    const { id, key } = (await created.json()) as { id: string; key: string };
    expect(key).toMatch(/^lgd_/);
    const listed = await me.fetch("/api/user/api-keys", { method: "GET" });
    const { keys } = (await listed.json()) as { keys: { id: string; name: string }[] };
    expect(keys.map((k) => [k.id, k.name])).toEqual([[id, "Cursor"]]);
    expect(JSON.stringify(keys)).not.toContain(key);
    const deleted = await me.fetch(`/api/user/api-keys/${id}`, { method: "DELETE" });
    expect(deleted.status).toBe(200);
    expect(await t.mutation(internal.apiKeys.internal.authenticate, { key })).toBeNull();
  });

  it("answers 400, 401 and 404 in the app's error shape", async () => {
    const t = makeTest();
    const owner = await createUser(t);
    const stranger = await createUser(t);
    const blank = await asUser(t, owner).fetch("/api/user/api-keys", post({ name: " " }));
    expect(blank.status).toBe(400);
    expect(await blank.json()).toEqual({ error: "Give the key a name", code: "INVALID_ARGUMENT" });
    const anonymous = await t.fetch("/api/user/api-keys", post({ name: "A" }));
    expect(anonymous.status).toBe(401);
    expect((await t.fetch("/api/user/api-keys", { method: "GET" })).status).toBe(401);
    const { id } = await asUser(t, owner).mutation(api.apiKeys.mutations.create, { name: "A" });
    const theirs = await asUser(t, stranger).fetch(`/api/user/api-keys/${id}`, {
      method: "DELETE",
    });
    expect(theirs.status).toBe(404);
    const malformed = await asUser(t, stranger).fetch("/api/user/api-keys/%E0%A4%A", {
      method: "DELETE",
    });
    expect(malformed.status).toBe(404);
    expect((await keysIn(t))[0].revokedAt).toBeUndefined();
  });
});

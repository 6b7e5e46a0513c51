import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api, internal } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { asUser, createUser, expectAppError, makeTest, type TestApp } from "../test.setup";
import { BRIEF } from "../briefs/briefs.fixtures";
import { INVITE_LIMITS, INVITE_TTL_MS } from "../../shared/constants";
import { messages, readAppError } from "../../shared/errors";
import { fingerprint } from "./idArgs.fixtures";
import { addMember, emailOf, invite, ownerWithBrief, post, stubMailEnv } from "./sharing.fixtures";

/**
 * Pending invitations (issue 39): the owner lists them, an address already pending is not sent
 * a second email silently ('Already invited — resend?'), a resend rotates the link and resets
 * its expiry, and a withdrawal kills the link at once.
 */

beforeEach(stubMailEnv);
afterEach(() => {
  vi.unstubAllEnvs();
  vi.useRealTimers();
});

const pendingOf = (t: TestApp, userId: Id<"users">, briefId: string) =>
  asUser(t, userId).query(api.sharing.queries.pendingInvites, { briefId });

const inviteRows = (t: TestApp) => t.run(async (ctx) => await ctx.db.query("invites").collect());

const stateOf = async (t: TestApp, token: string) =>
  (await t.query(api.sharing.queries.invite, { token })).state;

describe("sharing.queries.pendingInvites", () => {
  it("lists the brief's open invitations, newest first; accepted and expired ones drop out", async () => {
    vi.useFakeTimers();
    const t = makeTest();
    const { ownerId, briefId } = await ownerWithBrief(t);
    const other = await asUser(t, ownerId).mutation(api.briefs.mutations.save, {
      ...BRIEF,
      title: "Another brief",
    });
    const danaId = await createUser(t, { email: "dana@example.com" });
    const dana = await invite(t, ownerId, "Dana@Example.com", briefId, "editor");
    vi.advanceTimersByTime(60_000);
    await invite(t, ownerId, "eve@example.com", briefId);
    await invite(t, ownerId, "frank@example.com", other.briefId);
    await invite(t, ownerId, "product@example.com");
    const listed = await pendingOf(t, ownerId, briefId);
    expect(listed.map(({ email, role }) => ({ email, role }))).toEqual([
      { email: "eve@example.com", role: "viewer" },
      { email: "dana@example.com", role: "editor" },
    ]);
    expect(listed[0].expiresAt - listed[0].sentAt).toBe(INVITE_TTL_MS);
    expect(listed[1].sentAt).toBe(listed[0].sentAt - 60_000);

    // Accepted: Dana is a member now, not pending.
    await asUser(t, danaId).mutation(api.sharing.mutations.acceptInvite, { token: dana });
    expect((await pendingOf(t, ownerId, briefId)).map((row) => row.email)).toEqual([
      "eve@example.com",
    ]);
    // Expired: the invite's own scheduled expiry takes it off the list.
    vi.setSystemTime(listed[0].expiresAt + 1);
    await t.finishAllScheduledFunctions(vi.runAllTimers);
    expect(await pendingOf(t, ownerId, briefId)).toEqual([]);
    expect((await pendingOf(t, ownerId, other.briefId)).map((row) => row.email)).toEqual([]);
  });

  it("is the owner's alone: members are refused, strangers and anonymous learn nothing", async () => {
    const t = makeTest();
    const { ownerId, briefId } = await ownerWithBrief(t);
    const editorId = await createUser(t);
    await addMember(t, ownerId, briefId, editorId, "editor");
    await invite(t, ownerId, "eve@example.com", briefId);
    await expectAppError(pendingOf(t, editorId, briefId), "FORBIDDEN");
    await expectAppError(pendingOf(t, await createUser(t), briefId), "NOT_FOUND");
    await expectAppError(pendingOf(t, ownerId, "not-an-id"), "NOT_FOUND");
    await expectAppError(
      t.query(api.sharing.queries.pendingInvites, { briefId }),
      "UNAUTHENTICATED",
    );
    expect(await pendingOf(t, ownerId, briefId)).toHaveLength(1);
  });
});

describe("inviting an address again", () => {
  it("answers 'Already invited — resend?' for a pending address, sending and writing nothing", async () => {
    const t = makeTest();
    const { ownerId, briefId } = await ownerWithBrief(t);
    await invite(t, ownerId, "dana@example.com", briefId, "viewer");
    const before = await fingerprint(t);
    const again = await asUser(t, ownerId).fetch(
      "/api/send-invite",
      post({ email: " DANA@example.com", briefId, role: "editor" }),
    );
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      error: "Already invited — resend?",
      code: "ALREADY_INVITED",
    });
    const error = await asUser(t, ownerId)
      .action(api.sharing.invites.send, { email: "dana@example.com", briefId })
      .catch((thrown: unknown) => thrown);
    expect(readAppError(error)).toEqual({
      code: "ALREADY_INVITED",
      message: messages.sharing.alreadyInvited,
    });
    // No email, no invite, no limit spent.
    expect(await fingerprint(t)).toBe(before);
  });

  it("a resend rotates the link, resets the expiry and keeps the role chosen now", async () => {
    vi.useFakeTimers();
    const t = makeTest();
    const { ownerId, briefId } = await ownerWithBrief(t);
    const danaId = await createUser(t, { email: "dana@example.com" });
    const first = await invite(t, ownerId, "dana@example.com", briefId, "viewer");
    const [old] = await inviteRows(t);
    vi.advanceTimersByTime(2 * 24 * 60 * 60 * 1000);
    expect(
      await asUser(t, ownerId).action(api.sharing.invites.send, {
        email: "Dana@example.com",
        briefId,
        role: "editor",
        resend: true,
      }),
    ).toEqual({ ok: true });
    const mail = await t.run(async (ctx) => await ctx.db.query("outbox").order("desc").first());
    const second = /\/invite\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? "")?.[1] ?? "";
    expect(second).not.toBe("");
    expect(second).not.toBe(first);
    const rows = await inviteRows(t);
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).not.toBe(old.tokenHash);
    expect(rows[0].expiresAt).toBe(Date.now() + INVITE_TTL_MS);
    expect(rows[0].expiresAt).toBeGreaterThan(old.expiresAt);
    expect(await pendingOf(t, ownerId, briefId)).toEqual([
      {
        inviteId: rows[0]._id,
        email: "dana@example.com",
        role: "editor",
        sentAt: Date.now(),
        expiresAt: Date.now() + INVITE_TTL_MS,
      },
    ]);
    // The old link is dead; the old expiry, when it comes, touches nothing.
    expect(await stateOf(t, first)).toBe("unknown");
    const dana = asUser(t, danaId);
    await expectAppError(
      dana.mutation(api.sharing.mutations.acceptInvite, { token: first }),
      "NOT_FOUND",
    );
    vi.setSystemTime(old.expiresAt + 1);
    await t.mutation(internal.sharing.inviteExpiry.expire, { inviteId: old._id });
    expect(await stateOf(t, second)).toBe("valid");
    await dana.mutation(api.sharing.mutations.acceptInvite, { token: second });
    expect(await dana.query(api.sharing.queries.myAccess, { briefId })).toEqual({
      role: "editor",
    });
  });

  it("resending counts against the limits; a refused resend keeps the pending link", async () => {
    const t = makeTest();
    const { ownerId, briefId } = await ownerWithBrief(t);
    let token = await invite(t, ownerId, "dana@example.com", briefId);
    for (let i = 1; i < INVITE_LIMITS.perRecipientPerHour; i += 1) {
      token = await invite(t, ownerId, "dana@example.com", briefId, "viewer", { resend: true });
    }
    const before = await fingerprint(t);
    const over = await asUser(t, ownerId).fetch(
      "/api/send-invite",
      post({ email: "dana@example.com", briefId, resend: true }),
    );
    expect(over.status).toBe(429);
    expect(await fingerprint(t)).toBe(before);
    expect(await stateOf(t, token)).toBe("valid");
  });

  it("an expired or withdrawn address is simply invited again; a member is told they're in", async () => {
    const t = makeTest();
    const { ownerId, briefId } = await ownerWithBrief(t);
    const first = await invite(t, ownerId, "dana@example.com", briefId);
    await t.run(async (ctx) => {
      const row = await ctx.db.query("invites").first();
      await ctx.db.patch("invites", row!._id, { expiresAt: Date.now() - 1 });
    });
    const second = await invite(t, ownerId, "dana@example.com", briefId);
    expect(await stateOf(t, first)).toBe("unknown");
    const [row] = await pendingOf(t, ownerId, briefId);
    await asUser(t, ownerId).mutation(api.sharing.mutations.withdrawInvite, {
      briefId,
      inviteId: row.inviteId,
    });
    const third = await invite(t, ownerId, "dana@example.com", briefId);
    expect(await stateOf(t, second)).toBe("unknown");
    expect(await stateOf(t, third)).toBe("valid");

    const memberId = await createUser(t);
    await addMember(t, ownerId, briefId, memberId, "editor");
    const member = await asUser(t, ownerId).fetch(
      "/api/send-invite",
      post({ email: await emailOf(t, memberId), briefId, resend: true }),
    );
    expect(member.status).toBe(409);
    expect(await member.json()).toMatchObject({
      code: "CONFLICT",
      error:
        "They already have access to this brief (they can edit it). Change their role under People with access.",
    });
  });

  it("refuses a bad resend flag and a bad email with nothing written", async () => {
    const t = makeTest();
    const { ownerId, briefId } = await ownerWithBrief(t);
    await invite(t, ownerId, "dana@example.com", briefId);
    const strangerId = await createUser(t);
    const before = await fingerprint(t);
    const flag = await asUser(t, ownerId).fetch(
      "/api/send-invite",
      post({ email: "dana@example.com", briefId, resend: "yes" }),
    );
    expect(flag.status).toBe(400);
    await expectAppError(
      asUser(t, ownerId).action(api.sharing.invites.send, {
        email: "dana@",
        briefId,
        resend: true,
      }),
      "INVALID_ARGUMENT",
    );
    await expectAppError(
      t.action(api.sharing.invites.send, { email: "dana@example.com", briefId, resend: true }),
      "UNAUTHENTICATED",
    );
    await expectAppError(
      asUser(t, strangerId).action(api.sharing.invites.send, {
        email: "dana@example.com",
        briefId,
        resend: true,
      }),
      "NOT_FOUND",
    );
    expect(await fingerprint(t)).toBe(before);
  });
});

describe("sharing.mutations.withdrawInvite", () => {
  it("kills the link at once and takes it off the list", async () => {
    const t = makeTest();
    const { ownerId, briefId } = await ownerWithBrief(t);
    const danaId = await createUser(t, { email: "dana@example.com" });
    const token = await invite(t, ownerId, "dana@example.com", briefId, "editor");
    await invite(t, ownerId, "eve@example.com", briefId);
    const dana = (await pendingOf(t, ownerId, briefId)).find((r) => r.email === "dana@example.com");
    expect(
      await asUser(t, ownerId).mutation(api.sharing.mutations.withdrawInvite, {
        briefId,
        inviteId: dana!.inviteId,
      }),
    ).toBeNull();
    expect((await pendingOf(t, ownerId, briefId)).map((row) => row.email)).toEqual([
      "eve@example.com",
    ]);
    expect(await stateOf(t, token)).toBe("unknown");
    await expectAppError(
      asUser(t, danaId).mutation(api.sharing.mutations.acceptInvite, { token }),
      "NOT_FOUND",
    );
    await expectAppError(asUser(t, danaId).query(api.briefs.queries.get, { briefId }), "NOT_FOUND");
  });

  it("refuses anonymous, strangers, members and invitations not pending here, writing nothing", async () => {
    const t = makeTest();
    const { ownerId, briefId } = await ownerWithBrief(t);
    const other = await ownerWithBrief(t);
    const editorId = await createUser(t);
    await addMember(t, ownerId, briefId, editorId, "editor");
    await invite(t, ownerId, "eve@example.com", briefId);
    await invite(t, other.ownerId, "zed@example.com", other.briefId);
    const [eve] = await pendingOf(t, ownerId, briefId);
    const [zed] = await pendingOf(t, other.ownerId, other.briefId);
    const accepted = await t.run(
      async (ctx) =>
        (await ctx.db.query("invites").collect()).find((row) => row.acceptedAt !== undefined)!._id,
    );
    const before = await fingerprint(t);
    const withdraw = (userId: Id<"users"> | null, args: { briefId: string; inviteId: string }) =>
      userId === null
        ? t.mutation(api.sharing.mutations.withdrawInvite, args)
        : asUser(t, userId).mutation(api.sharing.mutations.withdrawInvite, args);
    await expectAppError(withdraw(null, { briefId, inviteId: eve.inviteId }), "UNAUTHENTICATED");
    await expectAppError(withdraw(other.ownerId, { briefId, inviteId: eve.inviteId }), "NOT_FOUND");
    await expectAppError(withdraw(editorId, { briefId, inviteId: eve.inviteId }), "FORBIDDEN");
    // Another brief's invite, through a brief the caller owns.
    await expectAppError(withdraw(ownerId, { briefId, inviteId: zed.inviteId }), "NOT_FOUND");
    await expectAppError(withdraw(ownerId, { briefId, inviteId: accepted }), "NOT_FOUND");
    await expectAppError(withdraw(ownerId, { briefId, inviteId: "nope" }), "NOT_FOUND");
    const error = await withdraw(ownerId, { briefId, inviteId: briefId }).catch((e: unknown) => e);
    expect(readAppError(error)).toEqual({
      code: "NOT_FOUND",
      message: messages.sharing.inviteNotPending,
    });
    expect(await fingerprint(t)).toBe(before);
    // Withdrawn once, it is gone: a second withdrawal says so.
    await withdraw(ownerId, { briefId, inviteId: eve.inviteId });
    await expectAppError(withdraw(ownerId, { briefId, inviteId: eve.inviteId }), "NOT_FOUND");
  });
});

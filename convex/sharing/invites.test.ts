import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api, internal } from "../_generated/api";
import { asUser, createUser, expectAppError, makeTest } from "../test.setup";
import { INVITE_LIMITS, INVITE_TTL_MS } from "../../shared/constants";
import { BRIEF } from "../briefs/briefs.fixtures";
import { sha256Hex } from "./model";
import {
  emailOf,
  invite,
  lastInviteTokenTo,
  ownerWithBrief,
  post,
  stubMailEnv,
} from "./sharing.fixtures";

/**
 * Invitations: sending (HTTP and action), the link page, accepting once, expiry. Pending ones,
 * resent and withdrawn: ./pendingInvites.test.ts.
 */

beforeEach(stubMailEnv);
afterEach(() => {
  vi.unstubAllEnvs();
  vi.useRealTimers();
});

describe("POST /api/send-invite", () => {
  it("emails a link to the brief, in plain words, and stores only the token's hash", async () => {
    const t = makeTest();
    const { ownerId, briefId } = await ownerWithBrief(t);
    await t.run(async (ctx) => {
      await ctx.db.patch("users", ownerId, { fullName: "Ann <b>Owner</b>" });
    });
    const token = await invite(t, ownerId, "  Colleague@Example.com ", briefId, "editor");
    const mail = await t.run(async (ctx) => await ctx.db.query("outbox").order("desc").first());
    expect(mail?.to).toBe("colleague@example.com");
    expect(mail?.subject).toBe(
      'Ann <b>Owner</b> shared the brief "Northbound launch" with you on Legendary',
    );
    expect(mail?.text).toContain("You can view and edit it");
    expect(mail?.text).toContain(`http://localhost:5173/invite/${token}`);
    const rows = await t.run(async (ctx) => await ctx.db.query("invites").collect());
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      email: "colleague@example.com",
      briefId,
      role: "editor",
      tokenHash: await sha256Hex(token),
    });
    expect(JSON.stringify(rows[0])).not.toContain(token);
    expect(rows[0].expiresAt - rows[0].createdAt).toBe(INVITE_TTL_MS);
  });

  it("answers the spec's messages, 401 signed out, 404 for another's brief, 403 for a member", async () => {
    const t = makeTest();
    const { ownerId, briefId } = await ownerWithBrief(t);
    const anonymous = await t.fetch("/api/send-invite", post({ email: "a@example.com" }));
    expect(anonymous.status).toBe(401);
    const as = asUser(t, ownerId);
    const blank = await as.fetch("/api/send-invite", post({ email: "  " }));
    expect(blank.status).toBe(400);
    expect(await blank.json()).toMatchObject({ error: "Please enter an email address" });
    const missing = await as.fetch("/api/send-invite", post({ currentSlide: 1 }));
    expect(await missing.json()).toMatchObject({ error: "Please enter an email address" });
    const bad = await as.fetch("/api/send-invite", post({ email: "not-an-email" }));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: "Please enter a valid email address" });
    const role = await as.fetch(
      "/api/send-invite",
      post({ email: "a@x.com", briefId, role: "admin" }),
    );
    expect(role.status).toBe(400);
    const self = await as.fetch(
      "/api/send-invite",
      post({ email: (await emailOf(t, ownerId)).toUpperCase(), briefId }),
    );
    expect(self.status).toBe(400);
    const strangerId = await createUser(t);
    const stranger = await asUser(t, strangerId).fetch(
      "/api/send-invite",
      post({ email: "b@example.com", briefId }),
    );
    expect(stranger.status).toBe(404);
    const malformed = await as.fetch(
      "/api/send-invite",
      post({ email: "b@x.com", briefId: "nope" }),
    );
    expect(malformed.status).toBe(404);
    // A member sees the brief, so they hear why instead of NOT_FOUND.
    const token = await invite(t, ownerId, await emailOf(t, strangerId), briefId, "editor");
    await asUser(t, strangerId).mutation(api.sharing.mutations.acceptInvite, { token });
    const member = await asUser(t, strangerId).fetch(
      "/api/send-invite",
      post({ email: "c@example.com", briefId }),
    );
    expect(member.status).toBe(403);
    const rows = await t.run(async (ctx) => await ctx.db.query("invites").collect());
    expect(rows).toHaveLength(1);
  });

  it("answers 502 'Failed to send invitation' and keeps no invite when mail cannot be sent", async () => {
    const t = makeTest();
    vi.stubEnv("MAIL_OUTBOX", "");
    const { ownerId, briefId } = await ownerWithBrief(t);
    const response = await asUser(t, ownerId).fetch(
      "/api/send-invite",
      post({ email: "c@example.com", briefId }),
    );
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ error: "Failed to send invitation" });
    expect(await t.run(async (ctx) => await ctx.db.query("invites").collect())).toHaveLength(0);
  });

  it("limits invitations per user per hour", async () => {
    const t = makeTest();
    const { ownerId } = await ownerWithBrief(t);
    for (let i = 0; i < INVITE_LIMITS.perUserPerHour; i += 1) {
      await invite(t, ownerId, `c${i}@example.com`);
    }
    const over = await asUser(t, ownerId).fetch("/api/send-invite", post({ email: "z@x.com" }));
    expect(over.status).toBe(429);
  });
});

describe("accepting an invite", () => {
  it("shows the link's facts, joins the invitee once, and refuses a second use", async () => {
    const t = makeTest();
    const { ownerId, briefId } = await ownerWithBrief(t);
    const colleagueId = await createUser(t, { email: "dana@example.com" });
    const token = await invite(t, ownerId, "Dana@example.com", briefId, "viewer");
    const signedOut = await t.query(api.sharing.queries.invite, { token });
    expect(signedOut).toMatchObject({
      state: "valid",
      briefTitle: "Northbound launch",
      role: "viewer",
      forEmail: "d***@example.com",
      signedInAsInvitee: null,
    });
    const as = asUser(t, colleagueId);
    expect(await as.query(api.sharing.queries.invite, { token })).toMatchObject({
      forEmail: "dana@example.com",
      signedInAsInvitee: true,
    });
    await expectAppError(as.query(api.briefs.queries.get, { briefId }), "NOT_FOUND");
    expect(await as.mutation(api.sharing.mutations.acceptInvite, { token })).toEqual({ briefId });
    expect((await as.query(api.briefs.queries.get, { briefId })).id).toBe(briefId);
    expect(await as.query(api.sharing.queries.myAccess, { briefId })).toEqual({ role: "viewer" });
    // Used: the person who joined may follow the link again and is taken to the brief…
    expect(await as.mutation(api.sharing.mutations.acceptInvite, { token })).toEqual({ briefId });
    expect((await t.query(api.sharing.queries.invite, { token })).state).toBe("used");
    // …but once removed, the old link does not bring them back.
    await asUser(t, ownerId).mutation(api.sharing.mutations.removeMember, {
      briefId,
      userId: colleagueId,
    });
    await expectAppError(as.mutation(api.sharing.mutations.acceptInvite, { token }), "INVITE_USED");
    await expectAppError(as.query(api.briefs.queries.get, { briefId }), "NOT_FOUND");
  });

  it("opens the brief's newest version, whichever version the invite was sent from", async () => {
    const t = makeTest();
    const { ownerId, briefId } = await ownerWithBrief(t);
    const colleagueId = await createUser(t, { email: "dana@example.com" });
    const token = await invite(t, ownerId, "dana@example.com", briefId, "editor");
    const v2 = await asUser(t, ownerId).mutation(api.briefs.mutations.update, {
      ...BRIEF,
      briefId,
      message: "Roasted Monday, at your desk by nine",
    });
    expect(
      await asUser(t, colleagueId).mutation(api.sharing.mutations.acceptInvite, { token }),
    ).toEqual({ briefId: v2.briefId });
  });

  it("refuses another account, an expired link and an unknown token with distinct codes", async () => {
    const t = makeTest();
    const { ownerId, briefId } = await ownerWithBrief(t);
    const otherId = await createUser(t);
    const token = await invite(t, ownerId, "dana@example.com", briefId);
    expect(await asUser(t, otherId).query(api.sharing.queries.invite, { token })).toMatchObject({
      forEmail: "d***@example.com",
      signedInAsInvitee: false,
    });
    await expectAppError(
      asUser(t, otherId).mutation(api.sharing.mutations.acceptInvite, { token }),
      "INVITE_WRONG_ACCOUNT",
    );
    const unverified = await createUser(t, {
      email: "dana@example.com",
      emailVerificationTime: undefined,
    });
    await expectAppError(
      asUser(t, unverified).mutation(api.sharing.mutations.acceptInvite, { token }),
      "INVITE_WRONG_ACCOUNT",
    );
    await expectAppError(
      asUser(t, otherId).mutation(api.sharing.mutations.acceptInvite, { token: "nope" }),
      "NOT_FOUND",
    );
    expect((await t.query(api.sharing.queries.invite, { token: "nope" })).state).toBe("unknown");
    await expectAppError(
      t.mutation(api.sharing.mutations.acceptInvite, { token }),
      "UNAUTHENTICATED",
    );
    const inviteId = await t.run(async (ctx) => {
      const row = await ctx.db.query("invites").first();
      await ctx.db.patch("invites", row!._id, { expiresAt: Date.now() - 1 });
      return row!._id;
    });
    const danaId = await createUser(t, { email: "dana2@example.com" });
    await t.run(async (ctx) => {
      await ctx.db.patch("users", danaId, { email: "dana@example.com" });
    });
    // Past its time but not yet marked: accepting goes by the clock all the same.
    await expectAppError(
      asUser(t, danaId).mutation(api.sharing.mutations.acceptInvite, { token }),
      "INVITE_EXPIRED",
    );
    await t.mutation(internal.sharing.inviteExpiry.expire, { inviteId });
    expect((await t.query(api.sharing.queries.invite, { token })).state).toBe("expired");
    await expectAppError(
      asUser(t, danaId).mutation(api.sharing.mutations.acceptInvite, { token }),
      "INVITE_EXPIRED",
    );
  });

  it("shows 'expired' at INVITE_TTL_MS by itself: its scheduled expiry marks the row", async () => {
    vi.useFakeTimers();
    const t = makeTest();
    const { ownerId, briefId } = await ownerWithBrief(t);
    const token = await invite(t, ownerId, "dana@example.com", briefId);
    const scheduled = await t.run(
      async (ctx) => await ctx.db.system.query("_scheduled_functions").collect(),
    );
    const row = await t.run(async (ctx) => await ctx.db.query("invites").first());
    expect(scheduled.map((job) => [job.name, job.scheduledTime, job.args])).toContainEqual([
      "sharing/inviteExpiry:expire",
      row!.expiresAt,
      [{ inviteId: row!._id }],
    ]);
    // The page's query reads no clock: before the moment it is valid, however late it is…
    vi.setSystemTime(row!.expiresAt - 1000);
    expect((await t.query(api.sharing.queries.invite, { token })).state).toBe("valid");
    // …and the expiry, running at expiresAt, is the write that re-runs every open page.
    await t.finishAllScheduledFunctions(vi.runAllTimers);
    const after = await t.run(async (ctx) => await ctx.db.get("invites", row!._id));
    expect(after?.expiredAt).toBeGreaterThanOrEqual(row!.expiresAt);
    expect((await t.query(api.sharing.queries.invite, { token })).state).toBe("expired");
    const danaId = await createUser(t, { email: "dana@example.com" });
    await expectAppError(
      asUser(t, danaId).mutation(api.sharing.mutations.acceptInvite, { token }),
      "INVITE_EXPIRED",
    );
  });

  it("an expiry does nothing to an accepted, replaced or early-woken invite", async () => {
    vi.useFakeTimers();
    const t = makeTest();
    const { ownerId, briefId } = await ownerWithBrief(t);
    const danaId = await createUser(t, { email: "dana@example.com" });
    const first = await invite(t, ownerId, "dana@example.com", briefId);
    const second = await invite(t, ownerId, "dana@example.com", briefId, "editor", {
      resend: true,
    });
    await asUser(t, danaId).mutation(api.sharing.mutations.acceptInvite, { token: second });
    const open = await invite(t, ownerId, "eve@example.com", briefId);
    const eve = await t.run(async (ctx) => await ctx.db.query("invites").order("desc").first());
    // Woken before its time (a chained long delay): it sleeps again, the invite stays valid.
    await t.mutation(internal.sharing.inviteExpiry.expire, { inviteId: eve!._id });
    expect((await t.query(api.sharing.queries.invite, { token: open })).state).toBe("valid");
    await t.finishAllScheduledFunctions(vi.runAllTimers);
    expect((await t.query(api.sharing.queries.invite, { token: first })).state).toBe("unknown");
    expect((await t.query(api.sharing.queries.invite, { token: second })).state).toBe("used");
    expect((await t.query(api.sharing.queries.invite, { token: open })).state).toBe("expired");
    expect(await asUser(t, danaId).query(api.sharing.queries.myAccess, { briefId })).toEqual({
      role: "editor",
    });
  });

  it("the seed step schedules the expiries of invites from before", async () => {
    vi.useFakeTimers();
    const t = makeTest();
    const { ownerId, briefId } = await ownerWithBrief(t);
    const token = await invite(t, ownerId, "dana@example.com", briefId);
    // As an invite written before expiries were scheduled: none pending, past its time.
    await t.run(async (ctx) => {
      for (const job of await ctx.db.system.query("_scheduled_functions").collect()) {
        await ctx.scheduler.cancel(job._id);
      }
      const row = await ctx.db.query("invites").first();
      await ctx.db.patch("invites", row!._id, { expiresAt: Date.now() - 1 });
    });
    await t.finishAllScheduledFunctions(vi.runAllTimers);
    expect((await t.query(api.sharing.queries.invite, { token })).state).toBe("valid");
    await t.mutation(internal.system.seed.run, {});
    await t.finishAllScheduledFunctions(vi.runAllTimers);
    expect((await t.query(api.sharing.queries.invite, { token })).state).toBe("expired");
  });

  it("expires after INVITE_TTL_MS (fake clock)", async () => {
    vi.useFakeTimers();
    const t = makeTest();
    const { ownerId, briefId } = await ownerWithBrief(t);
    const danaId = await createUser(t, { email: "dana@example.com" });
    const token = await invite(t, ownerId, "dana@example.com", briefId);
    vi.setSystemTime(Date.now() + INVITE_TTL_MS - 1000);
    expect((await t.query(api.sharing.queries.invite, { token })).state).toBe("valid");
    vi.setSystemTime(Date.now() + 2000);
    await expectAppError(
      asUser(t, danaId).mutation(api.sharing.mutations.acceptInvite, { token }),
      "INVITE_EXPIRED",
    );
  });

  it("a product invite (no brief) is used by signing in as the invitee and answers no brief", async () => {
    const t = makeTest();
    const { ownerId } = await ownerWithBrief(t);
    const token = await invite(t, ownerId, "new@example.com");
    const mail = await t.run(async (ctx) => await ctx.db.query("outbox").order("desc").first());
    expect(mail?.subject).toMatch(/invited you to Legendary$/);
    expect(await t.query(api.sharing.queries.invite, { token })).toMatchObject({
      state: "valid",
      briefTitle: null,
      role: null,
    });
    const newId = await createUser(t, { email: "new@example.com" });
    expect(await asUser(t, newId).mutation(api.sharing.mutations.acceptInvite, { token })).toEqual({
      briefId: null,
    });
    expect(await asUser(t, newId).query(api.sharing.queries.sharedWithMe, {})).toEqual([]);
    expect(await lastInviteTokenTo(t, "new@example.com")).toBe(token);
  });

  it("the invites.send action answers like the route", async () => {
    const t = makeTest();
    const { ownerId, briefId } = await ownerWithBrief(t);
    expect(
      await asUser(t, ownerId).action(api.sharing.invites.send, {
        email: "eve@example.com",
        briefId,
        role: "editor",
      }),
    ).toEqual({ ok: true });
    await expectAppError(
      asUser(t, ownerId).action(api.sharing.invites.send, { email: "" }),
      "INVALID_ARGUMENT",
    );
    await expectAppError(
      t.action(api.sharing.invites.send, { email: "eve@example.com" }),
      "UNAUTHENTICATED",
    );
  });
});

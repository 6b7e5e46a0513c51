import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api, internal } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { asUser, createUser, makeTest, type TestApp } from "../test.setup";
import { BRIEF } from "../briefs/briefs.fixtures";
import { INVITE_LIMITS } from "../../shared/constants";
import { messages, readAppError } from "../../shared/errors";
import { waitPhrase } from "./inviteLimits";
import { ownerWithBrief, post, stubMailEnv } from "./sharing.fixtures";

/**
 * Invitation limits (issue 37): every budget is the sender's own (per account an hour and a day,
 * per brief, per recipient), so accounts at their limits never stop anyone else from inviting,
 * and a refusal says whose limit it is and when the next invitation may go.
 */

beforeEach(stubMailEnv);
afterEach(() => {
  vi.unstubAllEnvs();
  vi.useRealTimers();
});

const words = messages.sharing.inviteLimit;
let sent = 0;

/**
 * Records an invite as both doors do (the emailing is the only step skipped); the outcome.
 * `resend`: replace a pending invitation to the same address, as the dialog's Resend does.
 */
async function record(
  t: TestApp,
  inviterId: Id<"users">,
  email: string,
  briefId?: string,
  resend?: boolean,
) {
  sent += 1;
  try {
    await t.mutation(internal.sharing.invites.create, {
      inviterId,
      email,
      ...(briefId === undefined ? {} : { briefId }),
      ...(resend === undefined ? {} : { resend }),
      tokenHash: `hash-${sent}`,
    });
    return "ok";
  } catch (error) {
    return readAppError(error)?.message ?? `bug: ${String(error)}`;
  }
}

/** Sends through POST /api/send-invite, as the onboarding tour's 'Share with a colleague'. */
async function send(
  t: TestApp,
  from: Id<"users">,
  email: string,
  briefId?: string,
  resend?: boolean,
) {
  const response = await asUser(t, from).fetch(
    "/api/send-invite",
    post({ email, briefId, resend }),
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe("invitation limits", () => {
  it("26 accounts at their hourly limit (more than the old shared 500) block no one else", async () => {
    vi.useFakeTimers();
    const t = makeTest();
    const senders = await Promise.all(Array.from({ length: 26 }, () => createUser(t)));
    for (const [s, sender] of senders.entries()) {
      for (let i = 0; i < INVITE_LIMITS.perUserPerHour; i += 1) {
        expect(await record(t, sender, `bulk-${s}-${i}@example.com`)).toBe("ok");
      }
    }
    expect(senders.length * INVITE_LIMITS.perUserPerHour).toBeGreaterThan(500);
    // Each of them is at their own limit, and is told so…
    const refused = await send(t, senders[0], "one-more@example.com");
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      code: "RATE_LIMITED",
      error: words.perHour(INVITE_LIMITS.perUserPerHour, "in about 3 minutes"),
    });
    // …while a fresh account invites at once, to a brief and to the product.
    const { ownerId, briefId } = await ownerWithBrief(t);
    expect(await send(t, ownerId, "colleague@example.com", briefId)).toEqual({
      status: 200,
      body: { ok: true },
    });
    expect(await send(t, ownerId, "friend@example.com")).toEqual({
      status: 200,
      body: { ok: true },
    });
    // The refused sender's budget refills with time, as a token bucket does.
    vi.advanceTimersByTime(60 * 60 * 1000);
    expect((await send(t, senders[0], "later@example.com")).status).toBe(200);
  });

  it("limits one brief's invitations, not the owner's other briefs or product invites", async () => {
    vi.useFakeTimers();
    const t = makeTest();
    const { ownerId, briefId } = await ownerWithBrief(t);
    const other = await asUser(t, ownerId).mutation(api.briefs.mutations.save, {
      ...BRIEF,
      brand: "Another brand",
    });
    for (let i = 0; i < INVITE_LIMITS.perBriefPerHour; i += 1) {
      expect(await record(t, ownerId, `team-${i}@example.com`, briefId)).toBe("ok");
    }
    const wait = waitPhrase((60 * 60 * 1000) / INVITE_LIMITS.perBriefPerHour);
    expect(await record(t, ownerId, "late@example.com", briefId)).toBe(
      words.perBrief(INVITE_LIMITS.perBriefPerHour, wait),
    );
    expect(await record(t, ownerId, "late@example.com", other.briefId)).toBe("ok");
    expect(await record(t, ownerId, "late@example.com")).toBe("ok");
    expect(await t.run(async (ctx) => (await ctx.db.query("invites").collect()).length)).toBe(
      INVITE_LIMITS.perBriefPerHour + 2,
    );
  });

  it("limits resends to one person by one sender; others may still invite them", async () => {
    vi.useFakeTimers();
    const t = makeTest();
    const { ownerId, briefId } = await ownerWithBrief(t);
    for (let i = 0; i < INVITE_LIMITS.perRecipientPerHour; i += 1) {
      expect(await record(t, ownerId, "Dana@Example.com ", briefId, i > 0)).toBe("ok");
    }
    // A resend counts like any invitation: refused past the limit, and nothing changes.
    const before = await t.run(async (ctx) => await ctx.db.query("invites").collect());
    const again = await send(t, ownerId, "dana@example.com", briefId, true);
    expect(again.status).toBe(429);
    expect(again.body.error).toBe(
      words.perRecipient(
        INVITE_LIMITS.perRecipientPerHour,
        waitPhrase((60 * 60 * 1000) / INVITE_LIMITS.perRecipientPerHour),
      ),
    );
    expect(await t.run(async (ctx) => await ctx.db.query("invites").collect())).toEqual(before);
    expect((await send(t, ownerId, "eve@example.com", briefId)).status).toBe(200);
    const colleague = await ownerWithBrief(t);
    expect((await send(t, colleague.ownerId, "dana@example.com", colleague.briefId)).status).toBe(
      200,
    );
  });

  it("caps an account's day, whatever the hours", async () => {
    vi.useFakeTimers();
    const t = makeTest();
    const senderId = await createUser(t);
    const refusals = new Set<string>();
    let accepted = 0;
    for (let hour = 0; hour < 4; hour += 1) {
      for (let i = 0; i < INVITE_LIMITS.perUserPerHour + 1; i += 1) {
        const outcome = await record(t, senderId, `day-${hour}-${i}@example.com`);
        if (outcome === "ok") accepted += 1;
        else refusals.add(outcome.replace(/in about [^.]*\.$/, "WAIT."));
      }
      vi.advanceTimersByTime(60 * 60 * 1000);
    }
    expect(refusals).toContain(words.perDay(INVITE_LIMITS.perUserPerDay, "WAIT"));
    // Four full hours would have allowed 80; the day's budget (and its slow refill) holds it.
    expect(accepted).toBeLessThan(4 * INVITE_LIMITS.perUserPerHour);
    expect(accepted).toBeGreaterThanOrEqual(INVITE_LIMITS.perUserPerDay);
  });

  it("words the wait plainly", () => {
    expect(waitPhrase(10_000)).toBe("in about a minute");
    expect(waitPhrase(12 * 60_000)).toBe("in about 12 minutes");
    expect(waitPhrase(5 * 60 * 60_000)).toBe("in about 5 hours");
  });
});

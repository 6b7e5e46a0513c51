/**
 * Shared by the convex/sharing tests (two dots in the name: never deployed): an owner with a
 * saved brief, colleagues, and sending an invite through POST /api/send-invite with the token
 * read back from the development outbox.
 */
import { expect, vi } from "vitest";
import { api } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { asUser, createUser, type TestApp } from "../test.setup";
import { BRIEF } from "../briefs/briefs.fixtures";
import type { BriefRole } from "../../shared/constants";

export function stubMailEnv() {
  vi.stubEnv("SITE_URL", "http://localhost:5173");
  vi.stubEnv("MAIL_OUTBOX", "local");
}

export function post(body: unknown) {
  return {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  };
}

export async function ownerWithBrief(t: TestApp) {
  const ownerId = await createUser(t, { subscriptionTier: "business", legendCredits: 10 });
  const { briefId } = await asUser(t, ownerId).mutation(api.briefs.mutations.save, BRIEF);
  return { ownerId, briefId };
}

export async function emailOf(t: TestApp, userId: Id<"users">): Promise<string> {
  const user = await t.run(async (ctx) => await ctx.db.get("users", userId));
  return user?.email ?? "";
}

/** The newest invite link's token emailed to `to`. */
export async function lastInviteTokenTo(t: TestApp, to: string): Promise<string> {
  const rows = await t.run(async (ctx) => await ctx.db.query("outbox").order("desc").take(50));
  const row = rows.find((r) => r.to === to && r.text.includes("/invite/"));
  const match = /\/invite\/([A-Za-z0-9_-]+)/.exec(row?.text ?? "");
  if (!match?.[1]) throw new Error(`no invite was emailed to ${to}`);
  return match[1];
}

/**
 * Sends an invite as `from` over HTTP (must succeed) and answers the link's token. `resend`
 * replaces a pending invitation to the same address (without it, that is ALREADY_INVITED).
 */
export async function invite(
  t: TestApp,
  from: Id<"users">,
  email: string,
  briefId?: string,
  role?: BriefRole,
  { resend }: { resend?: boolean } = {},
): Promise<string> {
  const response = await asUser(t, from).fetch(
    "/api/send-invite",
    post({ email, currentSlide: 4, slideTitle: "Invite a colleague", briefId, role, resend }),
  );
  expect(response.status).toBe(200);
  return await lastInviteTokenTo(t, email.trim().toLowerCase());
}

/** Invites and accepts in one go: `userId` becomes a member with `role`. */
export async function addMember(
  t: TestApp,
  ownerId: Id<"users">,
  briefId: string,
  userId: Id<"users">,
  role: BriefRole,
): Promise<void> {
  const token = await invite(t, ownerId, await emailOf(t, userId), briefId, role);
  await asUser(t, userId).mutation(api.sharing.mutations.acceptInvite, { token });
}

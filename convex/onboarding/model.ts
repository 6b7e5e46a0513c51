import type { Doc } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";

/**
 * The welcome tour shows once per account, on any device: the server's `welcomedAt` is the truth
 * (the browser only mirrors it for the current tab). Only a verified account gets it, so a
 * half-finished sign-up never meets a tour meant for someone who has just arrived.
 */
export function shouldShowTour(user: Doc<"users">): boolean {
  return user.emailVerificationTime !== undefined && user.welcomedAt === undefined;
}

/** The tour was shown (once per account). The first time is kept: a second call changes nothing. */
export async function markWelcomed(
  ctx: MutationCtx,
  user: Doc<"users">,
  now = Date.now(),
): Promise<void> {
  if (user.welcomedAt !== undefined) return;
  await ctx.db.patch("users", user._id, { welcomedAt: now });
}

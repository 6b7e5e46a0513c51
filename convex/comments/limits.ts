import { defineRateLimits } from "convex-helpers/server/rateLimit";
import type { Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import { appError } from "../lib/errors";
import { COMMENT_LIMITS, reviewMessages } from "../../shared/review";

/**
 * How fast comments may come (issue 41). An account: COMMENT_LIMITS.perUserPerMinute across the
 * product (posts and edits). A share link: perLinkPerDay from all its visitors together, and each
 * visitor (their browser's key, or their address's hash over HTTP, as mail/clients.ts keys code
 * emails) perVisitorPerHour. Keyless visitors share one bucket, so they only throttle each other.
 * A refused comment spends nothing.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const { checkRateLimit, rateLimit } = defineRateLimits({
  commentPerUser: { kind: "token bucket", rate: COMMENT_LIMITS.perUserPerMinute, period: MINUTE },
  commentPerLink: { kind: "fixed window", rate: COMMENT_LIMITS.perLinkPerDay, period: DAY },
  commentPerVisitor: {
    kind: "token bucket",
    rate: COMMENT_LIMITS.perVisitorPerHour,
    period: HOUR,
  },
});

export async function spendUserComment(ctx: MutationCtx, userId: Id<"users">): Promise<void> {
  const check = await checkRateLimit(ctx, { name: "commentPerUser", key: userId });
  if (!check.ok) throw appError("RATE_LIMITED", reviewMessages.tooManyComments);
  await rateLimit(ctx, { name: "commentPerUser", key: userId });
}

/** `visitor`: "key:<uuid>", "ip:<sha256>" or "anonymous" (see ./publicLink.ts). */
export async function spendVisitorComment(
  ctx: MutationCtx,
  linkId: Id<"shareLinks">,
  visitor: string,
): Promise<void> {
  const link = { name: "commentPerLink", key: linkId } as const;
  const person = { name: "commentPerVisitor", key: visitor } as const;
  if (!(await checkRateLimit(ctx, link)).ok) {
    throw appError("RATE_LIMITED", reviewMessages.linkBudgetUsed);
  }
  if (!(await checkRateLimit(ctx, person)).ok) {
    throw appError("RATE_LIMITED", reviewMessages.visitorBudgetUsed);
  }
  await rateLimit(ctx, link);
  await rateLimit(ctx, person);
}

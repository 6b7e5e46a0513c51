import { defineRateLimits } from "convex-helpers/server/rateLimit";
import type { Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import { appError } from "../lib/errors";
import { INVITE_LIMITS } from "../../shared/constants";
import { messages } from "../../shared/errors";

/**
 * How many invitations may go out (issue 37). Every bucket is someone's own: the sender's (an
 * hour, a day), their brief's (only a brief's owner invites to it), and the sender's to one
 * address. Nothing is shared between accounts, so no number of accounts at their limits can stop
 * a fresh account from inviting; what any one account can send is bounded by its own budgets.
 * (Before, one global 500-an-hour bucket let 25 accounts block invitations for everyone.)
 */

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const L = INVITE_LIMITS;
const words = messages.sharing.inviteLimit;

const BUCKETS = {
  invitePerUser: { kind: "token bucket", rate: L.perUserPerHour, period: HOUR },
  invitePerUserDay: { kind: "token bucket", rate: L.perUserPerDay, period: DAY },
  invitePerBrief: { kind: "token bucket", rate: L.perBriefPerHour, period: HOUR },
  invitePerRecipient: { kind: "token bucket", rate: L.perRecipientPerHour, period: HOUR },
} as const;
const { checkRateLimit, rateLimit } = defineRateLimits(BUCKETS);

/** "in about a minute", "in about 12 minutes", "in about 3 hours". */
export function waitPhrase(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  if (minutes === 1) return "in about a minute";
  if (minutes < 90) return `in about ${minutes} minutes`;
  return `in about ${Math.round(minutes / 60)} hours`;
}

type Budget = {
  limit: { name: keyof typeof BUCKETS; key: string };
  message: (wait: string) => string;
};

/**
 * Spends one invitation from each of the sender's budgets, or throws RATE_LIMITED saying whose
 * limit it is and when the next may go, spending none. `briefKey`: the brief family's root
 * (absent for an invite to the product); `email`: the normalized address.
 */
export async function spendInviteBudgets(
  ctx: MutationCtx,
  args: { inviterId: Id<"users">; briefKey?: Id<"briefs">; email: string },
): Promise<void> {
  const budgets: Budget[] = [
    {
      limit: { name: "invitePerRecipient", key: `${args.inviterId}|${args.email}` },
      message: (wait) => words.perRecipient(L.perRecipientPerHour, wait),
    },
    ...(args.briefKey === undefined
      ? []
      : [
          {
            limit: { name: "invitePerBrief", key: args.briefKey },
            message: (wait: string) => words.perBrief(L.perBriefPerHour, wait),
          } satisfies Budget,
        ]),
    {
      limit: { name: "invitePerUser", key: args.inviterId },
      message: (wait) => words.perHour(L.perUserPerHour, wait),
    },
    {
      limit: { name: "invitePerUserDay", key: args.inviterId },
      message: (wait) => words.perDay(L.perUserPerDay, wait),
    },
  ];
  for (const budget of budgets) {
    const check = await checkRateLimit(ctx, budget.limit);
    if (!check.ok) {
      const wait = waitPhrase((check.retryAt ?? Date.now()) - Date.now());
      throw appError("RATE_LIMITED", budget.message(wait));
    }
  }
  for (const budget of budgets) await rateLimit(ctx, budget.limit);
}

import { v, type Infer } from "convex/values";
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { appError } from "../lib/errors";
import { grantCredits } from "../credits/model";
import { ADMIN_CONSOLE } from "../../shared/constants";
import { adminMessages } from "../../shared/errors";

/** The admin console's accounts: an email search and credit grants or removals. */

export const adminUserValidator = v.object({
  id: v.id("users"),
  email: v.string(),
  name: v.string(),
  plan: v.string(),
  legendCredits: v.number(),
  /** Read-only here: admin rights follow ADMIN_EMAILS at each sign-in. */
  isAdmin: v.boolean(),
  createdAt: v.number(),
});
export type AdminUserDto = Infer<typeof adminUserValidator>;

export const creditAdjustmentValidator = v.object({
  user: adminUserValidator,
  delta: v.number(),
  balanceAfter: v.number(),
});

function toDto(user: Doc<"users">): AdminUserDto {
  return {
    id: user._id,
    email: user.email ?? "",
    name: user.fullName ?? user.name ?? "",
    plan: user.subscriptionTier ?? "free",
    legendCredits: user.legendCredits ?? 0,
    isAdmin: user.isAdmin === true,
    createdAt: user._creationTime,
  };
}

/**
 * Accounts whose email starts with `prefix` (emails are stored lower-cased), through auth's
 * `email` index; an empty prefix lists the newest accounts. Either way at most userSearchLimit.
 */
export async function searchUsers(ctx: QueryCtx, prefix: string): Promise<AdminUserDto[]> {
  const needle = prefix.trim().toLowerCase().slice(0, ADMIN_CONSOLE.emailPrefixMaxChars);
  const limit = ADMIN_CONSOLE.userSearchLimit;
  const rows =
    needle === ""
      ? await ctx.db.query("users").order("desc").take(limit)
      : await ctx.db
          .query("users")
          // "\uffff" sorts after every character an email holds: the range is the prefix's.
          .withIndex("email", (q) => q.gte("email", needle).lt("email", `${needle}\uffff`))
          .take(limit);
  return rows.map(toDto);
}

function checkAmount(amount: number): number {
  if (!Number.isInteger(amount) || amount < 1 || amount > ADMIN_CONSOLE.creditAdjustMax) {
    throw appError("INVALID_ARGUMENT", adminMessages.amountInvalid(ADMIN_CONSOLE.creditAdjustMax));
  }
  return amount;
}

function checkReason(reason: string): string {
  const trimmed = reason.replace(/\s+/g, " ").trim();
  if (trimmed === "") throw appError("INVALID_ARGUMENT", adminMessages.reasonRequired);
  if (trimmed.length > ADMIN_CONSOLE.reasonMaxChars) {
    throw appError("INVALID_ARGUMENT", adminMessages.reasonTooLong(ADMIN_CONSOLE.reasonMaxChars));
  }
  return trimmed;
}

/**
 * Grants or removes credits as an `adjustment` ledger row carrying the reason, through the one
 * writer of balances (credits/model.ts), so the user's badge (subscribed to their account) moves
 * at once. A removal never goes below zero: asking for more than the balance is refused in words
 * and writes nothing. The audit row records which admin did it.
 */
export async function adjustCredits(
  ctx: MutationCtx,
  adminId: Id<"users">,
  input: { userId: string; direction: "grant" | "remove"; amount: number; reason: string },
) {
  const amount = checkAmount(input.amount);
  const note = checkReason(input.reason);
  const userId = ctx.db.normalizeId("users", input.userId);
  const user = userId === null ? null : await ctx.db.get("users", userId);
  if (user === null) throw appError("NOT_FOUND", adminMessages.accountNotFound);
  const balance = user.legendCredits ?? 0;
  if (input.direction === "remove" && amount > balance) {
    throw appError(
      "INVALID_ARGUMENT",
      adminMessages.removeTooMany(user.email ?? "This account", balance),
    );
  }
  const delta = input.direction === "grant" ? amount : -amount;
  const balanceAfter = await grantCredits(ctx, user._id, delta, "adjustment", { note });
  await ctx.db.insert("adminAudit", { adminId, action: "credits", userId: user._id, delta, note });
  return { user: toDto({ ...user, legendCredits: balanceAfter }), delta, balanceAfter };
}

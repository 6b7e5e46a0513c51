import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import { appError } from "../lib/errors";

type Reason = Doc<"creditLedger">["reason"];
type Extra = { jobId?: Id<"generationJobs">; note?: string; sourceId?: string };

/**
 * The only writers of `users.legendCredits`. Each change and its ledger row happen in the
 * caller's transaction, so a balance never drifts from its ledger, and Convex's serializable
 * mutations make concurrent spends safe: none can take the balance below zero.
 */

async function applyDelta(
  ctx: MutationCtx,
  userId: Id<"users">,
  delta: number,
  reason: Reason,
  extra: Extra = {},
): Promise<number> {
  if (!Number.isInteger(delta)) throw new Error(`Credit changes are whole numbers, got ${delta}`);
  const user = await ctx.db.get("users", userId);
  if (user === null) throw appError("NOT_FOUND", "Account not found.");
  const balanceAfter = (user.legendCredits ?? 0) + delta;
  if (balanceAfter < 0) {
    throw appError(
      "INSUFFICIENT_CREDITS",
      `Insufficient credits: this needs ${-delta} Legend Credits and you have ${user.legendCredits ?? 0}.`,
    );
  }
  await ctx.db.patch("users", userId, { legendCredits: balanceAfter });
  await ctx.db.insert("creditLedger", { userId, delta, reason, balanceAfter, ...extra });
  return balanceAfter;
}

/** Takes `amount` credits or throws INSUFFICIENT_CREDITS (the UI's 402 path), writing nothing. */
export async function spendCredits(
  ctx: MutationCtx,
  userId: Id<"users">,
  amount: number,
  extra: { jobId?: Id<"generationJobs">; note?: string } = {},
): Promise<number> {
  if (amount <= 0) return (await ctx.db.get("users", userId))?.legendCredits ?? 0;
  return await applyDelta(ctx, userId, -amount, "spend", extra);
}

/** `source` is a note, or a note and what paid for the grant (an invoice or session id). */
export async function grantCredits(
  ctx: MutationCtx,
  userId: Id<"users">,
  amount: number,
  reason: Exclude<Reason, "spend" | "refund" | "pack_refund">,
  source?: string | { note?: string; sourceId?: string },
): Promise<number> {
  const extra = typeof source === "string" ? { note: source } : (source ?? {});
  return await applyDelta(ctx, userId, amount, reason, {
    ...(extra.note ? { note: extra.note } : {}),
    ...(extra.sourceId ? { sourceId: extra.sourceId } : {}),
  });
}

/**
 * Takes back up to `amount` credits for a refunded pack: down to zero, never below (credits
 * already spent stay spent). Returns how many were taken; writes nothing when none could be.
 */
export async function takeBackCredits(
  ctx: MutationCtx,
  userId: Id<"users">,
  amount: number,
  source: { note: string; sourceId: string },
): Promise<number> {
  if (!Number.isInteger(amount)) throw new Error(`Credit changes are whole numbers, got ${amount}`);
  const user = await ctx.db.get("users", userId);
  if (user === null || amount <= 0) return 0;
  const taken = Math.min(amount, Math.max(0, user.legendCredits ?? 0));
  if (taken === 0) return 0;
  await applyDelta(ctx, userId, -taken, "pack_refund", source);
  return taken;
}

/**
 * Gives a failed job's credits back, exactly once: the refund row is keyed by the job, so a
 * retried failure handler finds it and does nothing.
 */
export async function refundJob(ctx: MutationCtx, job: Doc<"generationJobs">): Promise<boolean> {
  if (job.ownerId === undefined || job.cost <= 0) return false;
  const existing = await ctx.db
    .query("creditLedger")
    .withIndex("by_job_and_reason", (q) => q.eq("jobId", job._id).eq("reason", "refund"))
    .first();
  if (existing !== null) return false;
  await applyDelta(ctx, job.ownerId, job.cost, "refund", { jobId: job._id });
  return true;
}

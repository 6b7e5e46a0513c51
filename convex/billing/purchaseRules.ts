import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import { grantCredits, takeBackCredits } from "../credits/model";
import type { NormalizedEvent } from "./events";
import { resolveUser, userForCustomer } from "./customerRules";

/**
 * checkout.session.completed and charge.refunded. A pack is granted once per checkout session;
 * a refund takes back the refunded share of its credits, once per refunded amount, down to
 * zero and never below. A refund that arrives before its purchase (out of order) is kept on a
 * waiting purchase row found by its payment intent and applied when the purchase lands. That
 * needs the Stripe customer already tied to the user, which checkout does before redirecting.
 */

type Completed = Extract<NormalizedEvent, { type: "checkout.session.completed" }>;
type Refunded = Extract<NormalizedEvent, { type: "charge.refunded" }>;

async function purchaseByIntent(ctx: MutationCtx, paymentIntentId: string | null) {
  if (paymentIntentId === null) return null;
  return await ctx.db
    .query("creditPurchases")
    .withIndex("by_paymentIntent", (q) => q.eq("paymentIntentId", paymentIntentId))
    .first();
}

async function packName(ctx: MutationCtx, packageId: string): Promise<string> {
  const pack = await ctx.db
    .query("creditPackages")
    .withIndex("by_packageId", (q) => q.eq("packageId", packageId))
    .unique();
  return pack?.name ?? packageId;
}

/** Takes back what the refunded share still owes; returns the credits actually taken. */
async function reverseRefunded(ctx: MutationCtx, purchase: Doc<"creditPurchases">) {
  if (!purchase.granted || purchase.amountCents <= 0) return 0;
  const share = Math.min(1, purchase.amountRefunded / purchase.amountCents);
  const target = Math.floor(purchase.credits * share);
  const due = target - purchase.creditsReversed;
  if (due <= 0) return 0;
  await ctx.db.patch("creditPurchases", purchase._id, { creditsReversed: target });
  const name = await packName(ctx, purchase.packageId);
  const balance = (await ctx.db.get("users", purchase.userId))?.legendCredits ?? 0;
  const spent = balance < due ? `; only ${balance} were left, the rest had been spent` : "";
  return await takeBackCredits(ctx, purchase.userId, due, {
    note: `${name} refunded: ${due} credits taken back${spent}`,
    sourceId: purchase.chargeId ?? purchase.paymentIntentId ?? purchase.checkoutSessionId,
  });
}

async function grantPack(ctx: MutationCtx, userId: Id<"users">, event: Completed) {
  const packageId = event.packageId;
  if (packageId === null) return "ignored: no credit pack in this checkout";
  const pack = await ctx.db
    .query("creditPackages")
    .withIndex("by_packageId", (q) => q.eq("packageId", packageId))
    .unique();
  if (pack === null) return `ignored: unknown credit pack ${packageId}`;
  const bySession = await ctx.db
    .query("creditPurchases")
    .withIndex("by_checkoutSession", (q) => q.eq("checkoutSessionId", event.sessionId))
    .unique();
  if (bySession?.granted) return "duplicate: pack already granted";
  const early = await purchaseByIntent(ctx, event.paymentIntentId);
  const waiting = bySession ?? (early !== null && !early.granted ? early : null);

  await grantCredits(ctx, userId, pack.legendCredits, "purchase", {
    note: pack.name,
    sourceId: event.sessionId,
  });
  const fields = {
    userId,
    checkoutSessionId: event.sessionId,
    paymentIntentId: event.paymentIntentId,
    packageId,
    credits: pack.legendCredits,
    granted: true,
  };
  let id: Id<"creditPurchases">;
  if (waiting === null) {
    id = await ctx.db.insert("creditPurchases", {
      ...fields,
      amountCents: event.amountTotal ?? pack.priceInCents,
      amountRefunded: 0,
      creditsReversed: 0,
    });
  } else {
    id = waiting._id;
    await ctx.db.patch("creditPurchases", id, fields);
  }
  const purchase = await ctx.db.get("creditPurchases", id);
  const taken = purchase === null ? 0 : await reverseRefunded(ctx, purchase);
  const refunded = taken > 0 ? `, then ${taken} taken back for an earlier refund` : "";
  return `applied: granted ${pack.legendCredits} credits${refunded}`;
}

export async function applyCheckoutCompleted(ctx: MutationCtx, event: Completed) {
  const userId = await resolveUser(ctx, event);
  if (userId === null) return "ignored: no user for this checkout";
  const completion = await ctx.db
    .query("checkoutCompletions")
    .withIndex("by_sessionId", (q) => q.eq("sessionId", event.sessionId))
    .unique();
  if (completion === null) {
    await ctx.db.insert("checkoutCompletions", {
      sessionId: event.sessionId,
      userId,
      mode: event.mode,
      subscriptionId: event.subscriptionId,
    });
  }
  if (event.mode === "subscription") {
    // The plan and its credits come with the subscription and invoice events.
    return completion === null
      ? "applied: subscription checkout recorded"
      : "duplicate: checkout already recorded";
  }
  if (event.paymentStatus !== "paid") return `ignored: payment ${event.paymentStatus}`;
  return await grantPack(ctx, userId, event);
}

export async function applyChargeRefunded(ctx: MutationCtx, event: Refunded) {
  const purchase = await purchaseByIntent(ctx, event.paymentIntentId);
  if (purchase === null) {
    const userId = await userForCustomer(ctx, event.customerId);
    if (userId === null || event.paymentIntentId === null) {
      return "ignored: refund of a charge that bought no credit pack";
    }
    await ctx.db.insert("creditPurchases", {
      userId,
      checkoutSessionId: `awaiting:${event.paymentIntentId}`,
      paymentIntentId: event.paymentIntentId,
      packageId: "",
      credits: 0,
      amountCents: event.amount,
      granted: false,
      amountRefunded: event.amountRefunded,
      creditsReversed: 0,
      chargeId: event.chargeId,
    });
    return "applied: refund kept until its purchase arrives";
  }
  await ctx.db.patch("creditPurchases", purchase._id, {
    amountRefunded: Math.max(purchase.amountRefunded, event.amountRefunded),
    chargeId: event.chargeId,
  });
  if (!purchase.granted) return "applied: refund kept until its purchase arrives";
  const updated = await ctx.db.get("creditPurchases", purchase._id);
  const taken = updated === null ? 0 : await reverseRefunded(ctx, updated);
  return taken > 0
    ? `applied: took back ${taken} credits`
    : "applied: nothing more to take back (refund already applied or credits spent)";
}

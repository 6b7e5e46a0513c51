import type { Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";

/**
 * Who a Stripe event is about. Checkout puts the user id in `client_reference_id` and in the
 * subscription's metadata; events without it (refunds, portal changes) are tied to the user
 * through their Stripe customer, remembered here once known.
 */

/** A user id from an event, only if it names an existing user (event text is not trusted). */
async function userFromId(ctx: MutationCtx, raw: string | null): Promise<Id<"users"> | null> {
  if (raw === null) return null;
  const userId = ctx.db.normalizeId("users", raw);
  if (userId === null) return null;
  return (await ctx.db.get("users", userId)) === null ? null : userId;
}

export async function userForCustomer(
  ctx: MutationCtx,
  customerId: string | null,
): Promise<Id<"users"> | null> {
  if (customerId === null) return null;
  const row = await ctx.db
    .query("billingCustomers")
    .withIndex("by_customer", (q) => q.eq("stripeCustomerId", customerId))
    .first();
  return row?.userId ?? null;
}

/**
 * The event's user: the subscription's owner once it has one (`subscriptionUserId`, so no
 * later event can move it), else the event's own user id when valid, else the customer's. Links the customer to the user
 * when both are known, so later events that carry only the customer find them.
 */
export async function resolveUser(
  ctx: MutationCtx,
  ids: { userId: string | null; customerId: string | null },
  subscriptionUserId: Id<"users"> | null = null,
): Promise<Id<"users"> | null> {
  const userId =
    subscriptionUserId ??
    (await userFromId(ctx, ids.userId)) ??
    (await userForCustomer(ctx, ids.customerId));
  if (userId !== null && ids.customerId !== null) {
    await linkCustomer(ctx, userId, ids.customerId);
  }
  return userId;
}

/** One row per Stripe customer; the first user it was tied to keeps it. */
export async function linkCustomer(ctx: MutationCtx, userId: Id<"users">, customerId: string) {
  const existing = await ctx.db
    .query("billingCustomers")
    .withIndex("by_customer", (q) => q.eq("stripeCustomerId", customerId))
    .first();
  if (existing === null) {
    await ctx.db.insert("billingCustomers", { userId, stripeCustomerId: customerId });
  }
}

import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import {
  DEFAULT_BRAND_LIMIT,
  DEFAULT_LEGEND_CREDITS,
  DEFAULT_SUBSCRIPTION_TIER,
} from "../../shared/constants";
import { adminEmails } from "../lib/env";
import { tierFor } from "../billing/tiers";
import { grantCredits } from "../credits/model";
import type { UserDto } from "./schema";

/** Missing account fields read as the spec's defaults, so old or half-made rows stay usable. */
export function toUserDto(user: Doc<"users">): UserDto {
  return {
    id: user._id,
    email: user.email ?? "",
    fullName: user.fullName ?? user.name ?? "",
    isAdmin: user.isAdmin === true,
    subscriptionTier: user.subscriptionTier ?? DEFAULT_SUBSCRIPTION_TIER,
    brandLimit: user.brandLimit ?? DEFAULT_BRAND_LIMIT,
    legendCredits: user.legendCredits ?? DEFAULT_LEGEND_CREDITS,
  };
}

/**
 * Admin comes only from configuration, and only for a verified email: anyone can type an
 * address at sign-up, so an unverified claim to an admin address must not grant anything.
 * Re-evaluated at every sign-in, so removing an address from ADMIN_EMAILS revokes it.
 */
export function shouldBeAdmin(user: Doc<"users">): boolean {
  if (user.email === undefined || user.emailVerificationTime === undefined) return false;
  return adminEmails().includes(user.email.trim().toLowerCase());
}

/**
 * Fills the account defaults a new user lacks and brings `isAdmin` in line with ADMIN_EMAILS.
 * Never overwrites values already set (credits, tier, a name the user edited). Runs from the
 * auth callbacks (convex/auth.ts) on account creation and before every new session.
 */
export async function syncAccount(ctx: MutationCtx, userId: Id<"users">): Promise<void> {
  const user = await ctx.db.get("users", userId);
  if (user === null) return;
  const patch: Partial<Doc<"users">> = {};
  const name = user.name?.trim();
  if (user.fullName === undefined && name) patch.fullName = name;
  if (user.subscriptionTier === undefined) patch.subscriptionTier = DEFAULT_SUBSCRIPTION_TIER;
  if (user.brandLimit === undefined) patch.brandLimit = DEFAULT_BRAND_LIMIT;
  const admin = shouldBeAdmin(user);
  if (user.isAdmin !== admin) patch.isAdmin = admin;
  if (Object.keys(patch).length > 0) await ctx.db.patch("users", userId, patch);
  if (user.legendCredits === undefined)
    await grantSignupCredits(ctx, userId, user.subscriptionTier);
}

/** A new account starts with its plan's monthly credits, recorded in the ledger. */
async function grantSignupCredits(ctx: MutationCtx, userId: Id<"users">, tier: string | undefined) {
  const plan = await tierFor(ctx, tier ?? DEFAULT_SUBSCRIPTION_TIER);
  if (plan.legendCredits > 0) {
    await grantCredits(ctx, userId, plan.legendCredits, "signup_grant", `${plan.name} plan`);
  } else {
    await ctx.db.patch("users", userId, { legendCredits: DEFAULT_LEGEND_CREDITS });
  }
}

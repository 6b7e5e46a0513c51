import type { MutationCtx } from "../_generated/server";
import type { SeedStep } from "../system/model";
import { demoAccountsEnabled } from "../lib/env";
import { markWelcomed } from "../onboarding/model";
import { syncAccount } from "./model";

/**
 * Verified demo accounts on paid plans, for development and demos only (DEMO_ACCOUNTS=local,
 * which the local backend sets): a free account unlocks one legend, and a person trying the app
 * offline, or an end-to-end test, needs three.
 */

export const DEMO_PASSWORD = "legendary-demo";
/** Scrypt hash of DEMO_PASSWORD in the format @convex-dev/auth's Password provider stores. */
const DEMO_PASSWORD_HASH =
  "fa829b38a23fdbfac8d1043d95972b87:e40749afa6a29864f2c1c668f2b873763c45e84e138ac3055b490ce61d5689a2a69ccbd2bb344ffeecbc464a161a90199021fdd95fdc22c65c0c3b40a6e3c545";

export const DEMO_ACCOUNTS = [
  { email: "demo@legendary.test", fullName: "Dana Demo", subscriptionTier: "pro" },
  { email: "colleague@legendary.test", fullName: "Cole Colleague", subscriptionTier: "pro" },
] as const;

async function ensureAccount(ctx: MutationCtx, account: (typeof DEMO_ACCOUNTS)[number]) {
  const existing = await ctx.db
    .query("users")
    .withIndex("email", (q) => q.eq("email", account.email))
    .first();
  // Demo accounts are for trying the product and for e2e tests: they have "been here before", so
  // the welcome tour never covers the page they sign in to (version 2 marks the existing ones).
  if (existing !== null) {
    await markWelcomed(ctx, existing);
    return;
  }
  const userId = await ctx.db.insert("users", {
    email: account.email,
    name: account.fullName,
    fullName: account.fullName,
    emailVerificationTime: Date.now(),
    subscriptionTier: account.subscriptionTier,
    welcomedAt: Date.now(),
  });
  await ctx.db.insert("authAccounts", {
    userId,
    provider: "password",
    providerAccountId: account.email,
    secret: DEMO_PASSWORD_HASH,
    emailVerified: account.email,
  });
  // The plan's credits and defaults, exactly as a real sign-up gets them.
  await syncAccount(ctx, userId);
}

export const demoAccountsSeedStep: SeedStep = {
  step: "users.demoAccounts",
  version: 2,
  when: demoAccountsEnabled,
  run: async (ctx) => {
    for (const account of DEMO_ACCOUNTS) await ensureAccount(ctx, account);
  },
};

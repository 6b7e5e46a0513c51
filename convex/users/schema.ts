import { defineTable } from "convex/server";
import { v, type Infer } from "convex/values";
import { authTables } from "@convex-dev/auth/server";

/**
 * The `users` table extends @convex-dev/auth's own `users` table with the
 * product's account fields (spec section 3, User). Auth's optional fields are
 * kept so its sign-in flows can write them.
 */
export const usersTables = {
  ...authTables,
  users: defineTable({
    name: v.optional(v.string()),
    image: v.optional(v.string()),
    email: v.optional(v.string()),
    emailVerificationTime: v.optional(v.number()),
    phone: v.optional(v.string()),
    phoneVerificationTime: v.optional(v.number()),
    isAnonymous: v.optional(v.boolean()),
    fullName: v.optional(v.string()),
    isAdmin: v.optional(v.boolean()),
    subscriptionTier: v.optional(v.string()),
    brandLimit: v.optional(v.number()),
    legendCredits: v.optional(v.number()),
    /** When the user finished or skipped the welcome tour (convex/onboarding); unset = not yet. */
    welcomedAt: v.optional(v.number()),
  })
    .index("email", ["email"])
    .index("phone", ["phone"]),
};

/** What the client sees of an account (spec 7, GET /auth/user, plus the credit balance). */
export const userDtoValidator = v.object({
  id: v.id("users"),
  email: v.string(),
  fullName: v.string(),
  isAdmin: v.boolean(),
  subscriptionTier: v.string(),
  brandLimit: v.number(),
  legendCredits: v.number(),
});
export type UserDto = Infer<typeof userDtoValidator>;

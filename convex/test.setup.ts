/// <reference types="vite/client" />
/**
 * convex-test factory and fixtures shared by every `convex/**\/*.test.ts`.
 * (This file has two dots in its name, so Convex never deploys it.)
 */
import { convexTest, type TestConvex } from "convex-test";
import { expect } from "vitest";
import type { WithoutSystemFields } from "convex/server";
import type { Doc, Id } from "./_generated/dataModel";
import schema from "./schema";
import { readAppError, type ErrorCode } from "../shared/errors";

/** Every module under convex/, including _generated (convex-test finds the root from it). */
export const modules = import.meta.glob("./**/*.*s");

export type TestApp = TestConvex<typeof schema>;

/** A fresh, empty deployment per call: tests never share data. */
export function makeTest(): TestApp {
  return convexTest(schema, modules);
}

let userCounter = 0;

/**
 * Inserts a user as sign-up would leave it (verified email, spec defaults), then `overrides`.
 * Emails are unique per call so several users can coexist in one test.
 */
export async function createUser(
  t: TestApp,
  overrides: Partial<WithoutSystemFields<Doc<"users">>> = {},
): Promise<Id<"users">> {
  userCounter += 1;
  const user: WithoutSystemFields<Doc<"users">> = {
    email: `user${userCounter}@example.com`,
    emailVerificationTime: Date.now(),
    fullName: `Test User ${userCounter}`,
    isAdmin: false,
    subscriptionTier: "free",
    brandLimit: 0,
    legendCredits: 0,
    ...overrides,
  };
  return await t.run(async (ctx) => await ctx.db.insert("users", user));
}

/**
 * The same app seen by a signed-in user. @convex-dev/auth's `getAuthUserId` reads the user id as
 * the part of the token subject before "|" (the part after it is the session id).
 */
export function asUser(t: TestApp, userId: Id<"users">) {
  return t.withIdentity({ subject: `${userId}|session` });
}

/** Awaits `promise` and checks it failed with the app error `code` (not a plain Error). */
export async function expectAppError(promise: Promise<unknown>, code: ErrorCode): Promise<void> {
  const error: unknown = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error, `expected a ConvexError with code ${code}`).toBeDefined();
  expect(readAppError(error)?.code).toBe(code);
}

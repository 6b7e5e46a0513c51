/// <reference types="vite/client" />
/**
 * convex-test factory and fixtures shared by every `convex/**\/*.test.ts`.
 * (This file has two dots in its name, so Convex never deploys it.)
 */
import { convexTest, type TestConvex } from "convex-test";
import { expect, vi } from "vitest";
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

/** RS256 key pair in the formats @convex-dev/auth reads from its env vars (made once per run). */
let keys: Promise<{ privateKey: string; jwks: string }> | null = null;
function authKeys() {
  keys ??= (async () => {
    const pair = await crypto.subtle.generateKey(
      {
        name: "RSASSA-PKCS1-v1_5",
        modulusLength: 2048,
        publicExponent: new Uint8Array([1, 0, 1]),
        hash: "SHA-256",
      },
      true,
      ["sign", "verify"],
    );
    const pkcs8 = new Uint8Array(await crypto.subtle.exportKey("pkcs8", pair.privateKey));
    const base64 = btoa(String.fromCharCode(...pkcs8));
    const privateKey = `-----BEGIN PRIVATE KEY-----\n${base64}\n-----END PRIVATE KEY-----`;
    const jwk = await crypto.subtle.exportKey("jwk", pair.publicKey);
    return { privateKey, jwks: JSON.stringify({ keys: [{ use: "sig", ...jwk }] }) };
  })();
  return keys;
}

/**
 * The deployment environment @convex-dev/auth needs, with the development outbox on so code
 * emails can be read back. Undo with `vi.unstubAllEnvs()`.
 */
export async function stubAuthEnv(extra: Record<string, string> = {}) {
  const { privateKey, jwks } = await authKeys();
  vi.stubEnv("JWT_PRIVATE_KEY", privateKey);
  vi.stubEnv("JWKS", jwks);
  vi.stubEnv("CONVEX_SITE_URL", "http://127.0.0.1:3211");
  vi.stubEnv("SITE_URL", "http://localhost:5173");
  vi.stubEnv("MAIL_OUTBOX", "local");
  vi.stubEnv("AUTH_LOG_LEVEL", "ERROR");
  for (const [name, value] of Object.entries(extra)) vi.stubEnv(name, value);
}

/** The newest code emailed to `to` (from the development outbox). */
export async function lastCodeSentTo(t: TestApp, to: string): Promise<string> {
  const rows = await t.run(async (ctx) => await ctx.db.query("outbox").order("desc").take(50));
  const row = rows.find((r) => r.to === to && r.code !== undefined);
  if (!row?.code) throw new Error(`no code was emailed to ${to}`);
  return row.code;
}

/**
 * Helpers for the account tests (convex/users/*.test.ts) only; the two dots in this file's name
 * keep Convex from deploying it.
 */
import { api } from "../_generated/api";
import { lastCodeSentTo, type TestApp } from "../test.setup";
import { readAppError } from "../../shared/errors";

export const PASSWORD = "correct horse";

/**
 * Stands in for ./passwordHash in tests that make many accounts or attempts: the same contract
 * in microseconds instead of a Scrypt run (~0.3 s, far more on a loaded machine) per call. Real
 * Scrypt keeps its own test (passwordHash.test.ts) and the demo accounts' sign-in.
 *
 *   vi.mock("./passwordHash", async () => (await import("./auth.fixtures")).fastPasswordHash);
 */
export const fastPasswordHash = {
  hashPassword: async (password: string) => `test-only:${password}`,
  verifyPassword: async (password: string, hash: string) => hash === `test-only:${password}`,
};

/** The app's `auth:signIn` action as the React client calls it over the WebSocket. */
export function signIn(t: TestApp, params: Record<string, string>) {
  return t.action(api.auth.signIn, { provider: "password", params });
}

export async function signUp(
  t: TestApp,
  email: string,
  { fullName = "Ada Lovelace", ...extra }: { fullName?: string } & Record<string, string> = {},
) {
  const [firstName, ...rest] = fullName.split(" ");
  return await signIn(t, {
    flow: "signUp",
    email,
    password: PASSWORD,
    firstName,
    lastName: rest.join(" "),
    ...extra,
  });
}

/** Signs up and verifies, leaving a verified account; returns the token. */
export async function verifiedAccount(t: TestApp, email: string) {
  await signUp(t, email);
  const result = await signIn(t, {
    flow: "email-verification",
    email,
    code: await lastCodeSentTo(t, email),
  });
  return result.tokens!.token;
}

/** The app error a promise rejects with (null when it resolves or fails otherwise). */
export async function errorOf(promise: Promise<unknown>) {
  return readAppError(
    await promise.then(
      () => null,
      (e: unknown) => e,
    ),
  );
}

/** A code of the right length that is not `code`. */
export const wrongCode = (code: string) => (code === "00000000" ? "11111111" : "00000000");

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../_generated/api";
import { tiersSeedStep } from "../billing/tiers";
import {
  asUser,
  createUser,
  lastCodeSentTo,
  makeTest,
  stubAuthEnv,
  type TestApp,
} from "../test.setup";

/** The spec's /api/auth/* endpoints (section 7). Hashing is the fast stand-in (see auth.fixtures). */
vi.mock("./passwordHash", async () => (await import("./auth.fixtures")).fastPasswordHash);

function post(t: TestApp, path: string, body: unknown) {
  return t.fetch(path, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

beforeEach(async () => await stubAuthEnv());
afterEach(() => vi.unstubAllEnvs());

describe("POST /api/auth/signup, /verify, /signin", () => {
  it("signs up, verifies by code and signs in, answering tokens", async () => {
    const t = makeTest();
    const signup = await post(t, "/api/auth/signup", {
      email: "rita@example.com",
      password: "correct horse",
      firstName: "Rita",
      lastName: "Moreno",
    });
    expect(signup.status).toBe(200);
    expect(await signup.json()).toEqual({ success: true, verificationRequired: true });

    const verify = await post(t, "/api/auth/verify", {
      email: "rita@example.com",
      code: await lastCodeSentTo(t, "rita@example.com"),
    });
    expect(verify.status).toBe(200);
    expect(await verify.json()).toMatchObject({
      token: expect.any(String),
      refreshToken: expect.any(String),
    });

    const signin = await post(t, "/api/auth/signin", {
      email: "rita@example.com",
      password: "correct horse",
    });
    expect(await signin.json()).toMatchObject({ success: true, token: expect.any(String) });
  });

  it("answers sign-in failures with error, code, suggestion and email", async () => {
    const t = makeTest();
    const response = await post(t, "/api/auth/signin", {
      email: "none@example.com",
      password: "whatever1",
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: expect.any(String),
      code: "USER_NOT_FOUND",
      suggestion: expect.any(String),
      email: "none@example.com",
    });
  });

  it("answers an unverified sign-in with EMAIL_NOT_VERIFIED, its suggestion and the email", async () => {
    const t = makeTest();
    await post(t, "/api/auth/signup", {
      email: "late@example.com",
      password: "correct horse",
      firstName: "Late",
      lastName: "Comer",
    });
    const response = await post(t, "/api/auth/signin", {
      email: " Late@Example.com",
      password: "correct horse",
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: "Please verify your email to sign in.",
      code: "EMAIL_NOT_VERIFIED",
      suggestion: "We've sent a new code to late@example.com. Enter it to finish signing in.",
      email: "late@example.com",
    });
  });

  it("answers bad input with a clear error and creates nothing", async () => {
    const t = makeTest();
    for (const body of ["not json", { email: 3, password: "x" }, { password: "correct horse" }]) {
      const response = await post(t, "/api/auth/signup", body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: expect.any(String) });
    }
    const invalid = await post(t, "/api/auth/signup", {
      email: "a@example.com",
      password: "123",
      firstName: "Al",
      lastName: "",
    });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({
      code: "INVALID_ARGUMENT",
      error: "Password must be at least 6 characters",
    });
    expect(await t.run(async (ctx) => await ctx.db.query("users").take(1))).toEqual([]);
  });
});

describe("GET /api/auth/user", () => {
  it("reports the brand profile limit brand profiles enforce: the plan's when it is higher", async () => {
    const t = makeTest();
    await t.run(async (ctx) => await tiersSeedStep.run(ctx));
    const userId = await createUser(t, { subscriptionTier: "pro", brandLimit: 0 });
    const body = (await (await asUser(t, userId).fetch("/api/auth/user")).json()) as {
      user: { brandLimit: number };
    };
    const brands = (await (await asUser(t, userId).fetch("/api/brands")).json()) as {
      brandLimit: number;
    };
    expect(body.user.brandLimit).toBeGreaterThan(0);
    expect(body.user.brandLimit).toBe(brands.brandLimit);
    const me = await asUser(t, userId).query(api.users.queries.me, {});
    expect(me?.brandLimit).toBe(brands.brandLimit);
  });

  it("answers the signed-in user's profile", async () => {
    const t = makeTest();
    const userId = await createUser(t, {
      email: "me@example.com",
      fullName: "Me Myself",
      brandLimit: 2,
    });
    const response = await asUser(t, userId).fetch("/api/auth/user");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      user: {
        id: userId,
        email: "me@example.com",
        fullName: "Me Myself",
        isAdmin: false,
        subscriptionTier: "free",
        brandLimit: 2,
      },
    });
  });

  it("answers 401 without a session", async () => {
    const t = makeTest();
    const response = await t.fetch("/api/auth/user");
    expect(response.status).toBe(401);
  });

  it("answers 401 when the session's user is gone", async () => {
    const t = makeTest();
    const userId = await createUser(t);
    await t.run(async (ctx) => await ctx.db.delete("users", userId));
    expect((await asUser(t, userId).fetch("/api/auth/user")).status).toBe(401);
  });
});

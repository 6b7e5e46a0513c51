import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../_generated/api";
import { expectAppError, lastCodeSentTo, makeTest, stubAuthEnv, type TestApp } from "../test.setup";
import { CODE_EMAIL_LIMITS } from "../../shared/constants";
import { errorOf, signIn, signUp as signUpAs, verifiedAccount, wrongCode } from "./auth.fixtures";

/*
 * Sign-up, verification, sign-in outcomes and reset, through the real `auth:signIn` action.
 * Hashing is the fast stand-in: these tests are about the flows, and Scrypt's deliberate cost
 * (paid several times per test) made them slow and timing-dependent on a loaded machine.
 */
vi.mock("./passwordHash", async () => (await import("./auth.fixtures")).fastPasswordHash);

const PASSWORD = "correct horse";

const signUp = (t: TestApp, email: string, fullName?: string) =>
  signUpAs(t, email, fullName ? { fullName } : {});

async function usersNamed(t: TestApp, email: string) {
  return await t.run(
    async (ctx) =>
      await ctx.db
        .query("users")
        .withIndex("email", (q) => q.eq("email", email))
        .take(5),
  );
}

beforeEach(async () => await stubAuthEnv());
afterEach(() => vi.unstubAllEnvs());

describe("sign-up and email verification", () => {
  it("creates the account, emails a code, and signs in only once the code is entered", async () => {
    const t = makeTest();
    const result = await signUp(t, "Ada@Example.com", "Ada King Lovelace");
    expect(result.tokens ?? null).toBeNull();

    const [user] = await usersNamed(t, "ada@example.com");
    expect(user).toMatchObject({
      email: "ada@example.com",
      fullName: "Ada King Lovelace",
      subscriptionTier: "free",
      brandLimit: 0,
      legendCredits: 20,
      isAdmin: false,
    });
    expect(user.emailVerificationTime).toBeUndefined();
    const code = await lastCodeSentTo(t, "ada@example.com");
    expect(code).toMatch(/^\d{8}$/);

    await expectAppError(
      signIn(t, { flow: "email-verification", email: "ada@example.com", code: wrongCode(code) }),
      "INVALID_CODE",
    );
    const verified = await signIn(t, {
      flow: "email-verification",
      email: "ada@example.com",
      code,
    });
    expect(verified.tokens?.token).toEqual(expect.any(String));
    const [after] = await usersNamed(t, "ada@example.com");
    expect(after.emailVerificationTime).toEqual(expect.any(Number));
  });

  it("refuses bad input with the spec's messages and writes nothing", async () => {
    const t = makeTest();
    const cases: [Record<string, string>, string][] = [
      [
        { email: "not-an-email", password: PASSWORD, firstName: "Ada" },
        "Please enter a valid email",
      ],
      [
        { email: "a@example.com", password: "12345", firstName: "Ada" },
        "Password must be at least 6 characters",
      ],
      [
        { email: "a@example.com", password: PASSWORD, firstName: "A" },
        "Please enter your full name",
      ],
    ];
    for (const [params, message] of cases) {
      const error = await errorOf(signIn(t, { flow: "signUp", lastName: "", ...params }));
      expect(error).toMatchObject({ code: "INVALID_ARGUMENT", message });
    }
    const rows = await t.run(async (ctx) => ({
      users: await ctx.db.query("users").take(5),
      accounts: await ctx.db.query("authAccounts").take(5),
      emails: await ctx.db.query("outbox").take(5),
    }));
    expect(rows).toEqual({ users: [], accounts: [], emails: [] });
  });

  it("refuses a second account for the same email", async () => {
    const t = makeTest();
    await signUp(t, "twice@example.com");
    const error = await errorOf(signUp(t, "TWICE@example.com", "Someone Else"));
    expect(error).toMatchObject({ code: "CONFLICT", email: "twice@example.com" });
    expect(await usersNamed(t, "twice@example.com")).toHaveLength(1);
  });

  it("grants admin from ADMIN_EMAILS once the address is verified, never before", async () => {
    vi.stubEnv("ADMIN_EMAILS", "boss@example.com");
    const t = makeTest();
    await signUp(t, "boss@example.com");
    expect((await usersNamed(t, "boss@example.com"))[0].isAdmin).toBe(false);
    await signIn(t, {
      flow: "email-verification",
      email: "boss@example.com",
      code: await lastCodeSentTo(t, "boss@example.com"),
    });
    expect((await usersNamed(t, "boss@example.com"))[0].isAdmin).toBe(true);
  });
});

describe("sign-in outcomes", () => {
  it("signs a verified user in", async () => {
    const t = makeTest();
    await verifiedAccount(t, "grace@example.com");
    const result = await signIn(t, {
      flow: "signIn",
      email: "grace@example.com",
      password: PASSWORD,
    });
    expect(result.tokens?.token).toEqual(expect.any(String));
  });

  it("answers USER_NOT_FOUND with a suggestion", async () => {
    const t = makeTest();
    const error = await errorOf(
      signIn(t, { flow: "signIn", email: "nobody@example.com", password: PASSWORD }),
    );
    expect(error).toMatchObject({ code: "USER_NOT_FOUND", email: "nobody@example.com" });
    expect(error?.suggestion).toEqual(expect.any(String));
  });

  it("answers INVALID_PASSWORD with a suggestion", async () => {
    const t = makeTest();
    await verifiedAccount(t, "lin@example.com");
    const error = await errorOf(
      signIn(t, { flow: "signIn", email: "lin@example.com", password: "wrong password" }),
    );
    expect(error).toMatchObject({ code: "INVALID_PASSWORD" });
    expect(error?.suggestion).toEqual(expect.any(String));
  });

  it("answers an unverified sign-in with no session (a value, not an error) and a fresh code", async () => {
    const t = makeTest();
    await signUp(t, "late@example.com");
    const first = await lastCodeSentTo(t, "late@example.com");
    // The expected outcome resolves: a thrown error would be logged by the browser's Convex
    // client as a console error. The client reads "no session" as EMAIL_NOT_VERIFIED.
    const answer = await signIn(t, {
      flow: "signIn",
      email: "late@example.com",
      password: PASSWORD,
    });
    expect(answer).toEqual({ tokens: null });
    const fresh = await lastCodeSentTo(t, "late@example.com");
    const emails = await t.run(async (ctx) => await ctx.db.query("outbox").take(10));
    expect(emails).toHaveLength(2);
    const result = await signIn(t, {
      flow: "email-verification",
      email: "late@example.com",
      code: fresh,
    });
    expect(result.tokens?.token).toEqual(expect.any(String));
    expect(fresh).not.toBe(first);
  });

  it("still answers a wrong password for an unverified account as INVALID_PASSWORD, sending nothing", async () => {
    const t = makeTest();
    await signUp(t, "late@example.com");
    await expectAppError(
      signIn(t, { flow: "signIn", email: "late@example.com", password: "not it at all" }),
      "INVALID_PASSWORD",
    );
    expect(await t.run(async (ctx) => await ctx.db.query("outbox").take(10))).toHaveLength(1);
  });
});

describe("password reset", () => {
  it("resets with the emailed code, once, and only for its own account", async () => {
    const t = makeTest();
    await verifiedAccount(t, "mary@example.com");
    await verifiedAccount(t, "phyllis@example.com");

    await signIn(t, { flow: "reset", email: "phyllis@example.com" });
    const phyllisCode = await lastCodeSentTo(t, "phyllis@example.com");
    await signIn(t, { flow: "reset", email: "mary@example.com" });
    const code = await lastCodeSentTo(t, "mary@example.com");

    // Another account's code never resets this one.
    await expectAppError(
      signIn(t, {
        flow: "reset-verification",
        email: "mary@example.com",
        code: phyllisCode,
        newPassword: "new secret",
      }),
      "INVALID_CODE",
    );
    await expectAppError(
      signIn(t, {
        flow: "reset-verification",
        email: "mary@example.com",
        code,
        newPassword: "12345",
      }),
      "INVALID_ARGUMENT",
    );
    const reset = await signIn(t, {
      flow: "reset-verification",
      email: "mary@example.com",
      code,
      newPassword: "new secret",
    });
    expect(reset.tokens?.token).toEqual(expect.any(String));

    await expectAppError(
      signIn(t, { flow: "signIn", email: "mary@example.com", password: PASSWORD }),
      "INVALID_PASSWORD",
    );
    const signedIn = await signIn(t, {
      flow: "signIn",
      email: "mary@example.com",
      password: "new secret",
    });
    expect(signedIn.tokens?.token).toEqual(expect.any(String));
    // Single use.
    await expectAppError(
      signIn(t, {
        flow: "reset-verification",
        email: "mary@example.com",
        code,
        newPassword: "other one",
      }),
      "INVALID_CODE",
    );
  });

  it("refuses an expired code", async () => {
    const t = makeTest();
    await verifiedAccount(t, "slow@example.com");
    await signIn(t, { flow: "reset", email: "slow@example.com" });
    const code = await lastCodeSentTo(t, "slow@example.com");
    const codes = await t.run(async (ctx) => await ctx.db.query("authVerificationCodes").take(5));
    expect(codes).toHaveLength(1);
    // Reset codes last 10 minutes.
    expect(codes[0].expirationTime - Date.now()).toBeLessThanOrEqual(10 * 60 * 1000);
    expect(codes[0].expirationTime - Date.now()).toBeGreaterThan(9 * 60 * 1000);
    await t.run(async (ctx) => {
      await ctx.db.patch("authVerificationCodes", codes[0]._id, { expirationTime: Date.now() - 1 });
    });
    await expectAppError(
      signIn(t, {
        flow: "reset-verification",
        email: "slow@example.com",
        code,
        newPassword: "new secret",
      }),
      "INVALID_CODE",
    );
  });

  it("answers USER_NOT_FOUND for an unknown address and sends nothing", async () => {
    const t = makeTest();
    await expectAppError(
      signIn(t, { flow: "reset", email: "ghost@example.com" }),
      "USER_NOT_FOUND",
    );
    expect(await t.run(async (ctx) => await ctx.db.query("outbox").take(1))).toEqual([]);
  });

  it("limits code emails per address, with a message the client reads as a rate limit", async () => {
    const t = makeTest();
    await verifiedAccount(t, "spam@example.com"); // the sign-up code was the first
    for (let i = 1; i < CODE_EMAIL_LIMITS.perAddressPerHour; i++) {
      await signIn(t, { flow: "reset", email: "spam@example.com" });
    }
    const error = await errorOf(signIn(t, { flow: "reset", email: "spam@example.com" }));
    expect(error?.code).toBe("RATE_LIMITED");
    expect(error?.message.toLowerCase()).toContain("too many requests");
    const emails = await t.run(async (ctx) => await ctx.db.query("outbox").take(20));
    expect(emails).toHaveLength(CODE_EMAIL_LIMITS.perAddressPerHour);
    // Another address is not affected.
    await verifiedAccount(t, "other@example.com");
  });
});

describe("sign-in options", () => {
  it("offers Google only when it is configured", async () => {
    const t = makeTest();
    expect(await t.query(api.users.queries.signInOptions, {})).toEqual({ google: false });
    vi.stubEnv("AUTH_GOOGLE_ID", "id.apps.googleusercontent.com");
    vi.stubEnv("AUTH_GOOGLE_SECRET", "secret");
    expect(await t.query(api.users.queries.signInOptions, {})).toEqual({ google: true });
  });
});

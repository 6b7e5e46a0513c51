import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { expectAppError, lastCodeSentTo, makeTest, stubAuthEnv } from "../test.setup";
import { SIGN_IN_FAILURES_PER_HOUR } from "../../shared/constants";
import { messages } from "../../shared/errors";
import { errorOf, PASSWORD, signIn, signUp, verifiedAccount, wrongCode } from "./auth.fixtures";

/*
 * Lock-outs after too many wrong passwords or codes (@convex-dev/auth's own guard, with the
 * app's words). The clock is fake, so "a while" is measured, not waited for; hashing is the
 * fast stand-in (the guard is the subject, not Scrypt).
 */
vi.mock("./passwordHash", async () => (await import("./auth.fixtures")).fastPasswordHash);

const MINUTE = 60_000;

beforeEach(async () => {
  await stubAuthEnv();
  vi.useFakeTimers({ toFake: ["Date"], now: new Date("2025-06-02T09:00:00Z") });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

describe("too many wrong passwords", () => {
  it("refuses sign-in, saying when to try again, and lets the right password in then", async () => {
    const t = makeTest();
    await verifiedAccount(t, "target@example.com");
    for (let i = 0; i < SIGN_IN_FAILURES_PER_HOUR; i++) {
      await expectAppError(
        signIn(t, { flow: "signIn", email: "target@example.com", password: `guess ${i}` }),
        "INVALID_PASSWORD",
      );
    }
    // The guard refills one attempt every 60 / SIGN_IN_FAILURES_PER_HOUR minutes.
    const refill = 60 / SIGN_IN_FAILURES_PER_HOUR;
    const right = { flow: "signIn", email: "target@example.com", password: PASSWORD };
    expect(await errorOf(signIn(t, right))).toEqual({
      code: "RATE_LIMITED",
      message: messages.auth.tooManySignInAttempts(refill),
    });
    expect(messages.auth.tooManySignInAttempts(refill)).toBe(
      "Too many sign-in attempts. Please try again in 6 minutes.",
    );

    vi.setSystemTime(Date.now() + (refill - 1) * MINUTE + 1);
    expect((await errorOf(signIn(t, right)))?.message).toBe(
      "Too many sign-in attempts. Please try again in 1 minute.",
    );

    vi.setSystemTime(Date.now() + MINUTE);
    expect((await signIn(t, right)).tokens?.token).toEqual(expect.any(String));
  });

  it("counts per account: another account signs in meanwhile", async () => {
    const t = makeTest();
    await verifiedAccount(t, "target@example.com");
    await verifiedAccount(t, "bystander@example.com");
    for (let i = 0; i <= SIGN_IN_FAILURES_PER_HOUR; i++) {
      await signIn(t, { flow: "signIn", email: "target@example.com", password: `x${i}` }).catch(
        () => null,
      );
    }
    const other = await signIn(t, {
      flow: "signIn",
      email: "bystander@example.com",
      password: PASSWORD,
    });
    expect(other.tokens?.token).toEqual(expect.any(String));
  });
});

describe("too many wrong codes", () => {
  it("answers the right code with the real reason, not 'invalid or expired'", async () => {
    const t = makeTest();
    await signUp(t, "typo@example.com");
    const code = await lastCodeSentTo(t, "typo@example.com");
    for (let i = 0; i < SIGN_IN_FAILURES_PER_HOUR; i++) {
      await expectAppError(
        signIn(t, { flow: "email-verification", email: "typo@example.com", code: wrongCode(code) }),
        "INVALID_CODE",
      );
    }
    const error = await errorOf(
      signIn(t, { flow: "email-verification", email: "typo@example.com", code }),
    );
    expect(error).toEqual({
      code: "RATE_LIMITED",
      message: "Too many attempts. Please wait a few minutes and request a new code.",
    });
  });

  it("says the same on the reset code step", async () => {
    const t = makeTest();
    await verifiedAccount(t, "forgetful@example.com");
    await signIn(t, { flow: "reset", email: "forgetful@example.com" });
    const code = await lastCodeSentTo(t, "forgetful@example.com");
    const attempt = (value: string) =>
      signIn(t, {
        flow: "reset-verification",
        email: "forgetful@example.com",
        code: value,
        newPassword: "new secret",
      });
    for (let i = 0; i < SIGN_IN_FAILURES_PER_HOUR; i++) {
      await expectAppError(attempt(wrongCode(code)), "INVALID_CODE");
    }
    expect(await errorOf(attempt(code))).toEqual({
      code: "RATE_LIMITED",
      message: messages.auth.tooManyCodeAttempts,
    });
  });
});

import { describe, expect, it } from "vitest";
import { ConvexError } from "convex/values";
import { isRateLimitError, resetFailure, signInOutcome, signUpFailure } from "./authErrors";

describe("isRateLimitError (spec 5)", () => {
  it.each([
    "Email rate limit exceeded",
    "Too Many Requests",
    "You have exceeded the number of reset emails",
    "RATE LIMIT reached",
  ])("recognises %j in a plain error", (message) => {
    expect(isRateLimitError(new Error(message))).toBe(true);
  });

  it("recognises the server's RATE_LIMITED error and its message", () => {
    expect(
      isRateLimitError(
        new ConvexError({
          code: "RATE_LIMITED",
          message: "Too many requests. Please wait a moment and try again.",
        }),
      ),
    ).toBe(true);
  });

  it.each([
    new Error("Network down"),
    new ConvexError({ code: "INVALID_CODE", message: "Bad code" }),
    null,
  ])("ignores other failures (%s)", (error) => {
    expect(isRateLimitError(error)).toBe(false);
  });
});

describe("resetFailure", () => {
  it("shows rate limits with their own toast", () => {
    expect(resetFailure(new Error("429 Too Many Requests"), "Password reset failed")).toEqual({
      title: "Email rate limit exceeded",
      description: "Too many reset attempts. Please wait a few minutes before trying again.",
    });
  });

  it("titles other failures with the step's title and the server's text", () => {
    expect(
      resetFailure(
        new ConvexError({
          code: "USER_NOT_FOUND",
          message: "No account was found for this email.",
        }),
        "Password reset failed",
      ),
    ).toEqual({
      title: "Password reset failed",
      description: "No account was found for this email.",
    });
  });
});

describe("signInOutcome and signUpFailure", () => {
  it("maps coded sign-in outcomes and leaves the rest to a toast", () => {
    expect(
      signInOutcome(
        new ConvexError({ code: "INVALID_PASSWORD", message: "Wrong.", suggestion: "Reset it." }),
      ),
    ).toEqual({ kind: "invalidPassword", message: "Wrong.", suggestion: "Reset it." });
    expect(signInOutcome(new Error("boom"))).toEqual({
      kind: "toast",
      toast: { title: "Sign in failed", description: "Failed to sign in" },
    });
  });

  it("uses 'Failed to create account' for a server failure without a text", () => {
    expect(signUpFailure(new ConvexError({}), "Registration failed")).toEqual({
      title: "Registration failed",
      description: "Failed to create account",
    });
  });
});

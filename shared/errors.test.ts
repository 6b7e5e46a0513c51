import { ConvexError } from "convex/values";
import { describe, expect, it } from "vitest";
import {
  ErrorCode,
  defaultErrorMessages,
  isAppErrorData,
  messages,
  readAppError,
  validationMessages,
} from "./errors";

describe("readAppError", () => {
  it("reads code and message from a ConvexError", () => {
    const error = new ConvexError({ code: "NOT_FOUND", message: "Brief not found" });
    expect(readAppError(error)).toEqual({ code: "NOT_FOUND", message: "Brief not found" });
  });

  it("reads errors rebuilt by the client (same shape, not the same class)", () => {
    const rebuilt = Object.assign(new Error("[Request ID: x] Server Error"), {
      data: { code: "RATE_LIMITED", message: "Slow down" },
    });
    expect(readAppError(rebuilt)).toEqual({ code: "RATE_LIMITED", message: "Slow down" });
  });

  it("falls back to the code's default message when none is given", () => {
    expect(readAppError(new ConvexError({ code: "UNAUTHENTICATED" }))).toEqual({
      code: "UNAUTHENTICATED",
      message: "Your session may have expired. Please sign in again.",
    });
    expect(readAppError(new ConvexError({ code: "INTERNAL", message: "" }))?.message).toBe(
      defaultErrorMessages.INTERNAL,
    );
  });

  it("returns null for anything that is not an app error", () => {
    expect(readAppError(new Error("boom"))).toBeNull();
    expect(readAppError(new ConvexError("just a string"))).toBeNull();
    expect(readAppError(new ConvexError({ code: "NOT_A_CODE", message: "x" }))).toBeNull();
    expect(readAppError(null)).toBeNull();
    expect(readAppError(undefined)).toBeNull();
    expect(readAppError("UNAUTHENTICATED")).toBeNull();
    expect(readAppError({ data: null })).toBeNull();
  });
});

describe("error codes", () => {
  it("lists the spec's sign-in outcomes and the generic codes", () => {
    expect(Object.keys(ErrorCode).sort()).toEqual(
      [
        "UNAUTHENTICATED",
        "FORBIDDEN",
        "NOT_FOUND",
        "INVALID_ARGUMENT",
        "INSUFFICIENT_CREDITS",
        "RATE_LIMITED",
        "CONFLICT",
        "PROVIDER_UNAVAILABLE",
        "CONTENT_FLAGGED",
        "TIMEOUT",
        "INTERNAL",
        "USER_NOT_FOUND",
        "INVALID_PASSWORD",
        "EMAIL_NOT_VERIFIED",
        "INVALID_CODE",
        "INVITE_EXPIRED",
        "INVITE_USED",
        "INVITE_WRONG_ACCOUNT",
        "ALREADY_INVITED",
      ].sort(),
    );
    for (const [key, value] of Object.entries(ErrorCode)) expect(value).toBe(key);
  });

  it("has a non-empty default message for every code", () => {
    for (const code of Object.values(ErrorCode)) {
      expect(defaultErrorMessages[code].length).toBeGreaterThan(0);
    }
  });

  it("keeps the markers the client matches on in the default messages", () => {
    expect(defaultErrorMessages.INSUFFICIENT_CREDITS).toContain("Insufficient credits");
    expect(defaultErrorMessages.RATE_LIMITED.toLowerCase()).toContain("too many requests");
  });

  it("validates { code, message } data", () => {
    expect(isAppErrorData({ code: "CONFLICT", message: "x" })).toBe(true);
    expect(isAppErrorData({ code: "CONFLICT" })).toBe(false);
    expect(isAppErrorData({ code: "conflict", message: "x" })).toBe(false);
  });
});

describe("message catalogue", () => {
  it("formats the parametrised texts exactly as the spec words them", () => {
    expect(messages.discovery.notEnoughCredits(2)).toBe(
      "You need 5 Legend Credits to use Discovery IQ™. You currently have 2 credits.",
    );
    expect(messages.campaignPage.serverError(502, "Bad Gateway")).toBe(
      "Server error (502): Bad Gateway",
    );
    expect(messages.campaignPage.serverError(500)).toBe("Server error (500): ...");
    expect(validationMessages.legendPicker.maxSelected(3)).toBe("Maximum of 3 legends allowed");
  });

  it("keeps the spec's fixed texts verbatim", () => {
    expect(messages.auth.sessionExpired).toEqual({
      title: "Authentication issue",
      description: "Your session may have expired. Please sign in again.",
    });
    expect(messages.visualAndFavourite.favouriteNeedsSavedIdea).toBe(
      "You must be logged in and the idea must be saved to favorite it.",
    );
    expect(validationMessages.campaignPage.needsThumbnails).toBe(
      "This idea needs thumbnails first. Go back to the homepage, click on this idea to generate thumbnails, then try 'Campaign It' again.",
    );
    expect(validationMessages.signUp.passwordsMismatch).toBe("Passwords don't match");
  });
});

import { describe, expect, it } from "vitest";
import { validationMessages } from "../errors";
import {
  dialogSignUpSchema,
  pageSignUpSchema,
  resetFinishSchema,
  signInSchema,
  splitFullName,
  verifyCodeSchema,
} from "./auth";

function messagesOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries(
    (result.error?.issues ?? []).reverse().map((issue) => [issue.path.join("."), issue.message]),
  );
}

describe("splitFullName", () => {
  it.each([
    ["Mary Wells Lawrence", "Mary", "Wells Lawrence"],
    ["Bernbach", "Bernbach", ""],
    ["  Lee   Clow ", "Lee", "Clow"],
    ["", "", ""],
  ])("splits %j at the first space", (fullName, firstName, lastName) => {
    expect(splitFullName(fullName)).toEqual({ firstName, lastName });
  });
});

describe("sign-up schemas", () => {
  const empty = { fullName: "", email: "", password: "", confirmPassword: "" };

  it("words the dialog's messages as spec 5 does", () => {
    expect(messagesOf(dialogSignUpSchema.safeParse({ ...empty, confirmPassword: "x" }))).toEqual({
      fullName: "Please enter your full name",
      email: "Please enter a valid email",
      password: "Password must be at least 6 characters",
      confirmPassword: "Passwords don't match",
    });
  });

  it("words the /register page's messages as spec 5 does", () => {
    expect(messagesOf(pageSignUpSchema.safeParse(empty))).toEqual({
      fullName: validationMessages.signUpPage.fullNameRequired,
      email: "Email is required.",
      password: "Password is required.",
    });
    expect(
      messagesOf(
        pageSignUpSchema.safeParse({
          fullName: "A",
          email: "nope",
          password: "12345",
          confirmPassword: "12345",
        }),
      ),
    ).toEqual({
      email: "Please enter a valid email address.",
      password: "Password must be at least 6 characters.",
    });
  });

  it("accepts a valid sign-up and trims name and email", () => {
    const parsed = dialogSignUpSchema.parse({
      fullName: " Mary Wells Lawrence ",
      email: " mary@wrg.example ",
      password: "secret1",
      confirmPassword: "secret1",
    });
    expect(parsed).toMatchObject({ fullName: "Mary Wells Lawrence", email: "mary@wrg.example" });
  });
});

describe("sign-in and code schemas", () => {
  it("needs a valid email and a password", () => {
    expect(messagesOf(signInSchema.safeParse({ email: "x", password: "" }))).toEqual({
      email: "Please enter a valid email",
      password: "Password is required",
    });
  });

  it("accepts an 8-digit code, also pasted with spaces or a dash", () => {
    expect(verifyCodeSchema.parse({ code: "1234 5678" })).toEqual({ code: "12345678" });
    expect(verifyCodeSchema.parse({ code: "1234-5678" })).toEqual({ code: "12345678" });
    expect(verifyCodeSchema.safeParse({ code: "1234567" }).success).toBe(false);
    expect(verifyCodeSchema.safeParse({ code: "abcdefgh" }).success).toBe(false);
  });

  it("checks the reset's new password and its confirmation", () => {
    expect(
      messagesOf(
        resetFinishSchema.safeParse({ code: "12345678", password: "123", confirmPassword: "" }),
      ),
    ).toEqual({
      password: "Password must be at least 6 characters",
      confirmPassword: "Passwords don't match",
    });
  });
});

import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConvexError } from "convex/values";
import { renderWithRouter } from "@/testing/renderWithRouter";
import { authActions, resetConvexAuthMock } from "@/testing/convexAuthMock";
import { authClientKey } from "../lib/clientKey";
import { consumeExplicitSignIn } from "../lib/welcomeFlags";
import { SignInForm } from "./SignInForm";

vi.mock("convex/react", async () => (await import("@/testing/convexAuthMock")).convexReact);
vi.mock(
  "@convex-dev/auth/react",
  async () => (await import("@/testing/convexAuthMock")).convexAuthReact,
);
const toast = vi.hoisted(() => Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }));
vi.mock("@/components/feedback/toast", () => ({ toast }));

function renderForm() {
  const handlers = {
    onSignedIn: vi.fn(),
    onNeedsVerification: vi.fn(),
    onSwitchToSignUp: vi.fn(),
  };
  renderWithRouter(<SignInForm {...handlers} />);
  return handlers;
}

async function signIn(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText("Email"), email);
  if (password) await user.type(screen.getByLabelText("Password"), password);
  await user.click(screen.getByRole("button", { name: "Sign in" }));
}

describe("SignInForm", () => {
  beforeEach(() => {
    resetConvexAuthMock();
    vi.clearAllMocks();
    consumeExplicitSignIn();
  });

  it("needs a valid email and a password", async () => {
    renderForm();
    await signIn("mary", "");
    expect(await screen.findByText("Please enter a valid email")).toBeInTheDocument();
    expect(screen.getByText("Password is required")).toBeInTheDocument();
    expect(authActions.signIn).not.toHaveBeenCalled();
  });

  it("signs in and flags the sign-in as explicit for 'Welcome back!'", async () => {
    authActions.signIn.mockResolvedValue({ signingIn: true });
    const { onSignedIn } = renderForm();
    await signIn("mary@wrg.example", "secret1");
    expect(authActions.signIn).toHaveBeenCalledWith("password", {
      flow: "signIn",
      email: "mary@wrg.example",
      password: "secret1",
      // The browser's key for the per-client limit on code emails.
      clientKey: authClientKey(),
    });
    expect(authClientKey()).toMatch(/^[0-9a-f-]{36}$/);
    expect(onSignedIn).toHaveBeenCalledOnce();
    expect(consumeExplicitSignIn()).toBe(true);
  });

  it("keeps USER_NOT_FOUND in the form with the suggestion and a way to sign up", async () => {
    authActions.signIn.mockRejectedValue(
      new ConvexError({
        code: "USER_NOT_FOUND",
        message: "No account was found for this email.",
        suggestion: "Check the address, or create an account.",
      }),
    );
    const { onSwitchToSignUp } = renderForm();
    await signIn("new@wrg.example", "secret1");

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("No account was found for this email.");
    expect(alert).toHaveTextContent("Check the address, or create an account.");
    await userEvent.click(within(alert).getByRole("button", { name: "Create an account" }));
    expect(onSwitchToSignUp).toHaveBeenCalledWith("new@wrg.example");
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("keeps INVALID_PASSWORD in the form with a way to reset the password", async () => {
    authActions.signIn.mockRejectedValue(
      new ConvexError({
        code: "INVALID_PASSWORD",
        message: "The password is incorrect.",
        suggestion: "Try again, or reset your password.",
      }),
    );
    renderForm();
    await signIn("mary@wrg.example", "wrong1");

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The password is incorrect.");
    expect(alert).toHaveTextContent("Try again, or reset your password.");
    expect(within(alert).getByRole("link", { name: "Reset your password" })).toHaveAttribute(
      "href",
      "/reset-password",
    );
  });

  it("moves an unverified sign-in (no session, no error) to the code step with the server's words", async () => {
    // The server emails a fresh code and answers without a session: an expected step.
    authActions.signIn.mockResolvedValue({ signingIn: false });
    const { onNeedsVerification, onSignedIn } = renderForm();
    await signIn(" Mary@WRG.example", "secret1");
    expect(onNeedsVerification).toHaveBeenCalledWith({
      email: "mary@wrg.example",
      password: "secret1",
      notice: {
        message: "Please verify your email to sign in.",
        suggestion: "We've sent a new code to mary@wrg.example. Enter it to finish signing in.",
      },
    });
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(toast.error).not.toHaveBeenCalled();
    expect(consumeExplicitSignIn()).toBe(false);
  });

  it("also moves a thrown EMAIL_NOT_VERIFIED to the code step for the account's email", async () => {
    authActions.signIn.mockRejectedValue(
      new ConvexError({
        code: "EMAIL_NOT_VERIFIED",
        message: "Please verify your email before signing in.",
        suggestion: "We sent you a new code.",
        email: "mary@wrg.example",
      }),
    );
    const { onNeedsVerification, onSignedIn } = renderForm();
    await signIn("Mary@WRG.example", "secret1");
    expect(onNeedsVerification).toHaveBeenCalledWith({
      email: "mary@wrg.example",
      password: "secret1",
      notice: {
        message: "Please verify your email to sign in.",
        suggestion: "We've sent a new code to mary@wrg.example. Enter it to finish signing in.",
      },
    });
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it("toasts other failures: 'Sign in failed' with the server's text or 'Failed to sign in'", async () => {
    authActions.signIn.mockRejectedValueOnce(
      new ConvexError({
        code: "RATE_LIMITED",
        message: "Too many requests. Please wait a moment and try again.",
      }),
    );
    renderForm();
    await signIn("mary@wrg.example", "secret1");
    expect(toast.error).toHaveBeenLastCalledWith("Sign in failed", {
      description: "Too many requests. Please wait a moment and try again.",
    });

    authActions.signIn.mockRejectedValueOnce(new Error("[CONVEX A(auth:signIn)] Server Error"));
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(toast.error).toHaveBeenLastCalledWith("Sign in failed", {
      description: "Failed to sign in",
    });
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows and hides the password", async () => {
    renderForm();
    const password = screen.getByLabelText("Password");
    expect(password).toHaveAttribute("type", "password");
    expect(password).toHaveAttribute("autocomplete", "current-password");
    await userEvent.click(screen.getByRole("button", { name: "Show password" }));
    expect(password).toHaveAttribute("type", "text");
    await userEvent.click(screen.getByRole("button", { name: "Hide password" }));
    expect(password).toHaveAttribute("type", "password");
  });
});

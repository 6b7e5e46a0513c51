import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConvexError } from "convex/values";
import { renderWithRouter } from "@/testing/renderWithRouter";
import { authActions, resetConvexAuthMock } from "@/testing/convexAuthMock";
import { PasswordResetFlow } from "./PasswordResetFlow";
import { authClientKey } from "../lib/clientKey";

vi.mock("convex/react", async () => (await import("@/testing/convexAuthMock")).convexReact);
vi.mock(
  "@convex-dev/auth/react",
  async () => (await import("@/testing/convexAuthMock")).convexAuthReact,
);
const toast = vi.hoisted(() => Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }));
vi.mock("@/components/feedback/toast", () => ({ toast }));

async function requestCode(email = "mary@wrg.example") {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("Email"), email);
  await user.click(screen.getByRole("button", { name: "Send reset code" }));
}

describe("PasswordResetFlow", () => {
  beforeEach(() => {
    resetConvexAuthMock();
    vi.clearAllMocks();
  });

  it("requests a code, then sets the new password with it and signs in", async () => {
    const onUpdated = vi.fn();
    authActions.signIn.mockResolvedValueOnce({ signingIn: false });
    renderWithRouter(<PasswordResetFlow onUpdated={onUpdated} />);

    await requestCode();
    expect(authActions.signIn).toHaveBeenLastCalledWith("password", {
      flow: "reset",
      email: "mary@wrg.example",
      clientKey: authClientKey(),
    });
    expect(await screen.findByLabelText("Reset code")).toHaveFocus();
    expect(screen.getByText("mary@wrg.example", { selector: "strong" })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Reset code"), "12345678");
    await user.type(screen.getByLabelText("New password"), "newsecret");
    await user.type(screen.getByLabelText("Confirm new password"), "newsecrex");
    await user.click(screen.getByRole("button", { name: "Update password" }));
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();

    authActions.signIn.mockResolvedValueOnce({ signingIn: true });
    await user.clear(screen.getByLabelText("Confirm new password"));
    await user.type(screen.getByLabelText("Confirm new password"), "newsecret");
    await user.click(screen.getByRole("button", { name: "Update password" }));
    expect(authActions.signIn).toHaveBeenLastCalledWith("password", {
      flow: "reset-verification",
      email: "mary@wrg.example",
      code: "12345678",
      newPassword: "newsecret",
    });
    expect(toast.success).toHaveBeenCalledWith("Password updated", expect.any(Object));
    expect(onUpdated).toHaveBeenCalledOnce();
  });

  it.each([
    new ConvexError({
      code: "RATE_LIMITED",
      message: "Too many requests. Please wait a moment and try again.",
    }),
    new Error("Email rate limit exceeded"),
  ])("shows a rate limit as 'Email rate limit exceeded' (%s)", async (error) => {
    authActions.signIn.mockRejectedValueOnce(error);
    renderWithRouter(<PasswordResetFlow onUpdated={vi.fn()} />);
    await requestCode();
    expect(toast.error).toHaveBeenCalledWith("Email rate limit exceeded", {
      description: "Too many reset attempts. Please wait a few minutes before trying again.",
    });
    expect(screen.getByRole("button", { name: "Send reset code" })).toBeInTheDocument();
  });

  it("titles other request failures 'Password reset failed'", async () => {
    authActions.signIn.mockRejectedValueOnce(
      new ConvexError({ code: "USER_NOT_FOUND", message: "No account was found for this email." }),
    );
    renderWithRouter(<PasswordResetFlow onUpdated={vi.fn()} />);
    await requestCode("nobody@wrg.example");
    expect(toast.error).toHaveBeenCalledWith("Password reset failed", {
      description: "No account was found for this email.",
    });
  });

  it("shows a wrong code on the field and other update failures as 'Password update failed'", async () => {
    authActions.signIn.mockResolvedValueOnce({ signingIn: false });
    renderWithRouter(<PasswordResetFlow onUpdated={vi.fn()} defaultEmail="mary@wrg.example" />);
    await userEvent.click(screen.getByRole("button", { name: "Send reset code" }));

    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Reset code"), "12345678");
    await user.type(screen.getByLabelText("New password"), "newsecret");
    await user.type(screen.getByLabelText("Confirm new password"), "newsecret");

    authActions.signIn.mockRejectedValueOnce(
      new ConvexError({ code: "INVALID_CODE", message: "That code is invalid or has expired." }),
    );
    await user.click(screen.getByRole("button", { name: "Update password" }));
    expect(await screen.findByText("That code is invalid or has expired.")).toBeInTheDocument();
    expect(screen.getByLabelText("Reset code")).toHaveAttribute("aria-invalid", "true");

    authActions.signIn.mockRejectedValueOnce(new Error("Network down"));
    await user.click(screen.getByRole("button", { name: "Update password" }));
    expect(toast.error).toHaveBeenCalledWith("Password update failed", {
      description: "An unexpected error occurred. Please try again.",
    });
  });
});

import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConvexError } from "convex/values";
import { renderWithRouter } from "@/testing/renderWithRouter";
import { authActions, resetConvexAuthMock } from "@/testing/convexAuthMock";
import { messages } from "../../../../shared/errors";
import { VerifyEmailForm } from "./VerifyEmailForm";

vi.mock("convex/react", async () => (await import("@/testing/convexAuthMock")).convexReact);
vi.mock(
  "@convex-dev/auth/react",
  async () => (await import("@/testing/convexAuthMock")).convexAuthReact,
);
const toast = vi.hoisted(() => Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }));
vi.mock("@/components/feedback/toast", () => ({ toast }));

function renderForm(notice?: { message: string; suggestion: string }) {
  const props = {
    email: "mary@wrg.example",
    resend: vi.fn(),
    onVerified: vi.fn(),
    onBack: vi.fn(),
    describeFailure: () => ({ title: "Authentication Error", description: "x" }),
  };
  renderWithRouter(<VerifyEmailForm {...props} notice={notice} />);
  return props;
}

async function enterCode(code: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("Verification code"), code);
  await user.click(screen.getByRole("button", { name: "Verify email" }));
}

describe("VerifyEmailForm", () => {
  beforeEach(() => {
    resetConvexAuthMock();
    vi.clearAllMocks();
  });

  it("says why it opened when a sign-in was refused until the email is verified", () => {
    renderForm({ message: "Please verify your email to sign in.", suggestion: "We've sent…" });
    expect(screen.getByRole("status")).toHaveTextContent("Please verify your email to sign in.");
    expect(screen.getByRole("status")).toHaveTextContent("We've sent…");
  });

  it("names the lock-out after too many wrong codes at the field, not as a wrong code", async () => {
    authActions.signIn.mockRejectedValue(
      new ConvexError({ code: "RATE_LIMITED", message: messages.auth.tooManyCodeAttempts }),
    );
    const { onVerified } = renderForm();
    await enterCode("12345678");
    expect(
      await screen.findByText(
        "Too many attempts. Please wait a few minutes and request a new code.",
      ),
    ).toBeVisible();
    expect(screen.queryByText("That code is invalid or has expired.")).not.toBeInTheDocument();
    expect(toast.error).not.toHaveBeenCalled();
    expect(onVerified).not.toHaveBeenCalled();
  });
});

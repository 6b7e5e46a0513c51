import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConvexError } from "convex/values";
import { Button } from "@radix-ui/themes";
import { renderWithRouter } from "@/testing/renderWithRouter";
import {
  authActions,
  resetConvexAuthMock,
  setAuth,
  setQueryResult,
} from "@/testing/convexAuthMock";
import { useSignInDialog } from "../hooks/useSignInDialog";
import { authClientKey } from "../lib/clientKey";
import type { SignInDialogOptions } from "../lib/authDialogContext";
import { AuthDialogProvider } from "./AuthDialogProvider";

vi.mock("convex/react", async () => (await import("@/testing/convexAuthMock")).convexReact);
vi.mock(
  "@convex-dev/auth/react",
  async () => (await import("@/testing/convexAuthMock")).convexAuthReact,
);
const toast = vi.hoisted(() => Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }));
vi.mock("@/components/feedback/toast", () => ({ toast }));

function Opener(options: SignInDialogOptions) {
  const { open } = useSignInDialog();
  return <Button onClick={() => open(options)}>Save brief</Button>;
}

/** Radix Themes repeats a tab's label in a CSS-hidden span (for bold width); jsdom reads both. */
function tab(dialog: HTMLElement, name: string) {
  return within(dialog).getByRole("tab", { name: new RegExp(`^${name}`) });
}

async function openDialog(options: SignInDialogOptions = {}) {
  renderWithRouter(
    <AuthDialogProvider>
      <Opener {...options} />
    </AuthDialogProvider>,
  );
  await userEvent.click(screen.getByRole("button", { name: "Save brief" }));
  // The dialog's code loads on first use.
  return await screen.findByRole("dialog", { name: "Sign in to Continue" });
}

describe("the 'Sign in to Continue' dialog", () => {
  beforeEach(() => {
    resetConvexAuthMock();
    vi.clearAllMocks();
  });

  it("opens on Sign In, toggles to Sign Up and back with the tabs and the links", async () => {
    const dialog = await openDialog();
    const user = userEvent.setup();
    expect(tab(dialog, "Sign In")).toHaveAttribute("aria-selected", "true");
    expect(within(dialog).getByRole("form", { name: "Sign in" })).toBeInTheDocument();

    await user.click(tab(dialog, "Sign Up"));
    expect(within(dialog).getByRole("form", { name: "Create an account" })).toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Sign in" }));
    expect(within(dialog).getByRole("form", { name: "Sign in" })).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText("Email"), "mary@wrg.example");
    await user.click(within(dialog).getByRole("button", { name: "Sign up" }));
    expect(tab(dialog, "Sign Up")).toHaveAttribute("aria-selected", "true");
    // The typed email follows the switch.
    expect(within(dialog).getByLabelText("Email")).toHaveValue("mary@wrg.example");
  });

  it("can open on the Sign Up tab and closes on Escape", async () => {
    const dialog = await openDialog({ tab: "signUp" });
    expect(tab(dialog, "Sign Up")).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("offers Google only when the deployment has it", async () => {
    const dialog = await openDialog();
    expect(within(dialog).queryByRole("button", { name: /google/i })).not.toBeInTheDocument();
    setQueryResult("options", { google: true });
    await userEvent.click(within(dialog).getByRole("button", { name: "Continue with Google" }));
    expect(authActions.signIn).toHaveBeenCalledWith("google", {
      redirectTo: "/?auth=google",
    });
  });

  it("toasts a Google failure with the spec's words", async () => {
    setQueryResult("options", { google: true });
    authActions.signIn.mockRejectedValue(new Error("redirect failed"));
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole("button", { name: "Continue with Google" }));
    expect(toast.error).toHaveBeenCalledWith("Google sign in failed", {
      description: "There was a problem signing in with Google.",
    });
  });

  it("takes an unverified account through the code step, then resumes after sign-in", async () => {
    const onSuccess = vi.fn();
    const user = userEvent.setup();
    // An unverified sign-in: the server mails a fresh code and answers without a session.
    authActions.signIn.mockResolvedValueOnce({ signingIn: false });
    const dialog = await openDialog({ onSuccess });
    await user.type(within(dialog).getByLabelText("Email"), "Mary@wrg.example");
    await user.type(within(dialog).getByLabelText("Password"), "secret1");
    await user.click(within(dialog).getByRole("button", { name: "Sign in" }));

    expect(await within(dialog).findByText("Check your email")).toBeInTheDocument();
    // Why the code step opened, in the server's words.
    const why = within(dialog).getByRole("status");
    expect(why).toHaveTextContent("Please verify your email to sign in.");
    expect(why).toHaveTextContent(
      "We've sent a new code to mary@wrg.example. Enter it to finish signing in.",
    );
    expect(toast.error).not.toHaveBeenCalled();

    // Resend repeats the sign-in; the server answers the same way after mailing a code.
    authActions.signIn.mockResolvedValueOnce({ signingIn: false });
    await user.click(within(dialog).getByRole("button", { name: "Resend code" }));
    expect(authActions.signIn).toHaveBeenLastCalledWith("password", {
      flow: "signIn",
      email: "mary@wrg.example",
      password: "secret1",
      clientKey: authClientKey(),
    });
    expect(toast.success).toHaveBeenCalledWith("A new code is on its way", {
      description: "We sent it to mary@wrg.example.",
    });

    authActions.signIn.mockRejectedValueOnce(
      new ConvexError({ code: "INVALID_CODE", message: "That code is invalid or has expired." }),
    );
    await user.type(within(dialog).getByLabelText("Verification code"), "11112222");
    await user.click(within(dialog).getByRole("button", { name: "Verify email" }));
    expect(await within(dialog).findByText("That code is invalid or has expired.")).toBeVisible();

    authActions.signIn.mockResolvedValueOnce({ signingIn: true });
    await user.clear(within(dialog).getByLabelText("Verification code"));
    await user.type(within(dialog).getByLabelText("Verification code"), "1234 5678");
    await user.click(within(dialog).getByRole("button", { name: "Verify email" }));
    expect(authActions.signIn).toHaveBeenLastCalledWith("password", {
      flow: "email-verification",
      email: "mary@wrg.example",
      code: "12345678",
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    // The pending action waits for the session itself, not just the call.
    expect(onSuccess).not.toHaveBeenCalled();
    setAuth({ isAuthenticated: true });
    expect(onSuccess).toHaveBeenCalledOnce();
  });

  it("forgets onSuccess when the dialog is dismissed", async () => {
    const onSuccess = vi.fn();
    await openDialog({ onSuccess });
    await userEvent.keyboard("{Escape}");
    setAuth({ isAuthenticated: true });
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it("runs onSuccess straight away for a user who is already signed in", async () => {
    setAuth({ isAuthenticated: true });
    const onSuccess = vi.fn();
    renderWithRouter(
      <AuthDialogProvider>
        <Opener onSuccess={onSuccess} />
      </AuthDialogProvider>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Save brief" }));
    expect(onSuccess).toHaveBeenCalledOnce();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});

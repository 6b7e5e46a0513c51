import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConvexError } from "convex/values";
import { renderWithRouter } from "@/testing/renderWithRouter";
import { authActions, resetConvexAuthMock } from "@/testing/convexAuthMock";
import { SignUpForm, type SignUpFormProps } from "./SignUpForm";
import { authClientKey } from "../lib/clientKey";

vi.mock("convex/react", async () => (await import("@/testing/convexAuthMock")).convexReact);
vi.mock(
  "@convex-dev/auth/react",
  async () => (await import("@/testing/convexAuthMock")).convexAuthReact,
);
const toast = vi.hoisted(() => Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }));
vi.mock("@/components/feedback/toast", () => ({ toast }));

function renderForm(props: Partial<SignUpFormProps> = {}) {
  const handlers = { onCodeSent: vi.fn(), onSignedIn: vi.fn(), onSwitchToSignIn: vi.fn() };
  renderWithRouter(<SignUpForm variant="dialog" {...handlers} {...props} />);
  return handlers;
}

async function fill(values: Partial<Record<"name" | "email" | "password" | "confirm", string>>) {
  const user = userEvent.setup();
  if (values.name) await user.type(screen.getByLabelText("Full name"), values.name);
  if (values.email) await user.type(screen.getByLabelText("Email"), values.email);
  if (values.password) await user.type(screen.getByLabelText("Password"), values.password);
  if (values.confirm) await user.type(screen.getByLabelText("Confirm password"), values.confirm);
  await user.click(screen.getByRole("button", { name: "Create account" }));
}

describe("SignUpForm", () => {
  beforeEach(() => {
    resetConvexAuthMock();
    vi.clearAllMocks();
  });

  it("shows the dialog's validation messages word for word", async () => {
    renderForm();
    await fill({ name: "M", email: "mary@", password: "12345", confirm: "54321" });
    expect(await screen.findByText("Please enter your full name")).toBeInTheDocument();
    expect(screen.getByText("Please enter a valid email")).toBeInTheDocument();
    expect(screen.getByText("Password must be at least 6 characters")).toBeInTheDocument();
    expect(screen.getByText("Passwords don't match")).toBeInTheDocument();
    expect(screen.getByLabelText("Full name")).toHaveAttribute("aria-invalid", "true");
    expect(authActions.signIn).not.toHaveBeenCalled();
  });

  it("shows the /register page's validation messages word for word", async () => {
    renderForm({ variant: "page" });
    await fill({});
    expect(await screen.findByText("Full name is required.")).toBeInTheDocument();
    expect(screen.getByText("Email is required.")).toBeInTheDocument();
    expect(screen.getByText("Password is required.")).toBeInTheDocument();

    await fill({ name: "Mary", email: "mary@", password: "12345", confirm: "1234" });
    expect(await screen.findByText("Please enter a valid email address.")).toBeInTheDocument();
    expect(screen.getByText("Password must be at least 6 characters.")).toBeInTheDocument();
    expect(screen.getByText("Passwords don't match")).toBeInTheDocument();
  });

  it("signs up with the name split at the first space, then asks for the code", async () => {
    authActions.signIn.mockResolvedValue({ signingIn: false });
    const { onCodeSent } = renderForm();
    await fill({
      name: "Mary Wells Lawrence",
      email: "mary@wrg.example",
      password: "secret1",
      confirm: "secret1",
    });
    expect(authActions.signIn).toHaveBeenCalledWith("password", {
      flow: "signUp",
      email: "mary@wrg.example",
      password: "secret1",
      firstName: "Mary",
      lastName: "Wells Lawrence",
      // The browser's key for the per-client limit on code emails.
      clientKey: authClientKey(),
    });
    expect(onCodeSent).toHaveBeenCalledWith({ email: "mary@wrg.example", password: "secret1" });
  });

  it("sends an empty last name for a single-word name and says it is busy meanwhile", async () => {
    let finish: (value: { signingIn: boolean }) => void = () => {};
    authActions.signIn.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    renderForm();
    await fill({
      name: "Bernbach",
      email: "bill@ddb.example",
      password: "secret1",
      confirm: "secret1",
    });
    expect(authActions.signIn).toHaveBeenCalledWith(
      "password",
      expect.objectContaining({ firstName: "Bernbach", lastName: "" }),
    );
    expect(screen.getByRole("button", { name: "Creating account…" })).toBeDisabled();
    finish({ signingIn: false });
    expect(await screen.findByRole("button", { name: "Create account" })).toBeEnabled();
  });

  it("toasts 'Registration failed' with the server's text, offering sign-in for a taken email", async () => {
    authActions.signIn.mockRejectedValue(
      new ConvexError({ code: "CONFLICT", message: "An account with this email already exists." }),
    );
    const { onSwitchToSignIn } = renderForm();
    await fill({
      name: "Mary Wells",
      email: "mary@wrg.example",
      password: "secret1",
      confirm: "secret1",
    });
    expect(toast.error).toHaveBeenCalledWith(
      "Registration failed",
      expect.objectContaining({ description: "An account with this email already exists." }),
    );
    const options = toast.error.mock.calls[0][1] as { action: { onClick: () => void } };
    options.action.onClick();
    expect(onSwitchToSignIn).toHaveBeenCalledWith("mary@wrg.example");
  });

  it("says 'An unexpected error occurred.' when the call itself fails", async () => {
    authActions.signIn.mockRejectedValue(new TypeError("Failed to fetch"));
    renderForm();
    await fill({
      name: "Mary Wells",
      email: "mary@wrg.example",
      password: "secret1",
      confirm: "secret1",
    });
    expect(toast.error).toHaveBeenCalledWith("Registration failed", {
      description: "An unexpected error occurred.",
      action: undefined,
    });
  });
});

import { StrictMode } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConvexError } from "convex/values";
import { mutationCalls, resetConvexAuthMock, setQueryResult } from "@/testing/convexAuthMock";
import { renderRoutes } from "@/testing/renderWithRouter";
import { STORAGE_KEYS } from "../../../../shared/constants";
import { InviteLanding, type InviteLandingProps, type InviteViewer } from "./InviteLanding";

vi.mock("convex/react", async () => (await import("@/testing/convexAuthMock")).convexReact);
const toast = vi.hoisted(() => Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }));
vi.mock("@/components/feedback/toast", () => ({ toast }));

const VALID = {
  state: "valid",
  briefTitle: "Spring launch",
  inviterName: "Dana Demo",
  role: "editor",
  forEmail: "s***@example.com",
  signedInAsInvitee: null,
} as const;

const SIGNED_OUT: InviteViewer = { status: "signedOut" };
const SAM: InviteViewer = { status: "signedIn", email: "sam@example.com" };

function renderInvite(props: Partial<InviteLandingProps> = {}, { strict = false } = {}) {
  const handlers = { onSignIn: vi.fn(), onSignOut: vi.fn() };
  const page = (
    <InviteLanding token="tok123" viewer={SIGNED_OUT} signingOut={false} {...handlers} {...props} />
  );
  const { router } = renderRoutes(
    [
      { path: "/invite/:token", element: strict ? <StrictMode>{page}</StrictMode> : page },
      { path: "/", element: <p>Home page</p> },
    ],
    "/invite/tok123",
  );
  return { router, ...handlers };
}

const title = (name: string | RegExp) => screen.getByRole("heading", { level: 1, name });

describe("the invite page", () => {
  beforeEach(() => {
    resetConvexAuthMock();
    toast.success.mockReset();
    localStorage.clear();
  });

  it("shows a skeleton while the invite loads", () => {
    renderInvite();
    expect(screen.getByText("Opening your invitation")).toBeInTheDocument();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("tells a signed-out visitor who invited them, to what, how, and for which address", async () => {
    const { onSignIn } = renderInvite();
    setQueryResult("invite", VALID);
    expect(title("Join “Spring launch”")).toBeVisible();
    expect(screen.getByText(/invited you to the brief/)).toHaveTextContent(
      "Dana Demo invited you to the brief “Spring launch” — you can edit it.",
    );
    expect(screen.getByText("s***@example.com")).toBeVisible();

    await userEvent.click(screen.getByRole("button", { name: "Create an account" }));
    expect(onSignIn).toHaveBeenLastCalledWith("signUp");
    await userEvent.click(screen.getByRole("button", { name: "Sign in to join" }));
    expect(onSignIn).toHaveBeenLastCalledWith("signIn");
    // A sign-in that leaves the page comes back to this invite.
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.pendingAction)!)).toMatchObject({
      action: "ACCEPT_INVITE",
      payload: { token: "tok123" },
    });
    expect(mutationCalls).not.toHaveBeenCalled();
  });

  it("says 'can view' for a viewer's invite", () => {
    renderInvite();
    setQueryResult("invite", { ...VALID, role: "viewer" });
    expect(screen.getByText(/you can view it/)).toBeVisible();
  });

  it("joins the invitee at once, once even in StrictMode, and opens the brief", async () => {
    mutationCalls.mockResolvedValue({ briefId: "brief42" });
    localStorage.setItem(
      STORAGE_KEYS.pendingAction,
      JSON.stringify({
        action: "ACCEPT_INVITE",
        payload: { token: "tok123" },
        timestamp: Date.now(),
      }),
    );
    const { router } = renderInvite({ viewer: SAM }, { strict: true });
    setQueryResult("invite", { ...VALID, forEmail: "sam@example.com", signedInAsInvitee: true });
    expect(await screen.findByText("Home page")).toBeVisible();
    expect(mutationCalls).toHaveBeenCalledTimes(1);
    expect(mutationCalls).toHaveBeenCalledWith("sharing/mutations:acceptInvite", {
      token: "tok123",
    });
    expect(router.state.location.pathname).toBe("/");
    expect(router.state.location.search).toBe("?briefId=brief42");
    expect(toast.success).toHaveBeenCalledWith('You joined "Spring launch"');
    expect(localStorage.getItem(STORAGE_KEYS.pendingAction)).toBeNull();
  });

  it("keeps saying 'Joining' while the invite turns used under it", async () => {
    let finish: (value: { briefId: string }) => void = () => {};
    mutationCalls.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    renderInvite({ viewer: SAM });
    setQueryResult("invite", { ...VALID, signedInAsInvitee: true });
    expect(title("Joining “Spring launch”…")).toBeVisible();
    setQueryResult("invite", { ...VALID, state: "used", signedInAsInvitee: true });
    expect(title("Joining “Spring launch”…")).toBeVisible();
    finish({ briefId: "brief42" });
    expect(await screen.findByText("Home page")).toBeVisible();
  });

  it("welcomes the invitee of a product invite on the home page", async () => {
    mutationCalls.mockResolvedValue({ briefId: null });
    const { router } = renderInvite({ viewer: SAM });
    setQueryResult("invite", { ...VALID, briefTitle: null, role: null, signedInAsInvitee: true });
    expect(await screen.findByText("Home page")).toBeVisible();
    expect(router.state.location.search).toBe("");
    expect(toast.success).toHaveBeenCalledWith("Welcome to Legendary", expect.anything());
  });

  it("shows a refusal in place and tries again", async () => {
    mutationCalls.mockRejectedValueOnce(
      Object.assign(new Error("x"), {
        data: {
          code: "INVITE_EXPIRED",
          message: "This invitation has expired. Ask for a new one.",
        },
      }),
    );
    renderInvite({ viewer: SAM });
    setQueryResult("invite", { ...VALID, signedInAsInvitee: true });
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This invitation has expired. Ask for a new one.",
    );
    mutationCalls.mockResolvedValueOnce({ briefId: "brief42" });
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Home page")).toBeVisible();
    expect(mutationCalls).toHaveBeenCalledTimes(2);
  });

  it("tells someone signed in with another address, and offers to switch", async () => {
    const { onSignOut } = renderInvite({ viewer: SAM });
    setQueryResult("invite", { ...VALID, signedInAsInvitee: false });
    expect(title("This invite is for someone else")).toBeVisible();
    expect(screen.getByText(/with a colleague/)).toHaveTextContent(
      "Dana Demo shared “Spring launch” with a colleague.",
    );
    expect(screen.getByText(/It was sent to/)).toHaveTextContent(
      "It was sent to s***@example.com, and you’re signed in as sam@example.com.",
    );
    await userEvent.click(screen.getByRole("button", { name: "Sign out and switch account" }));
    expect(onSignOut).toHaveBeenCalled();
    expect(screen.getByRole("link", { name: "Go to Legendary" })).toHaveAttribute("href", "/");
    expect(mutationCalls).not.toHaveBeenCalled();
  });

  it("says an expired invite has expired and whom to ask", () => {
    renderInvite();
    setQueryResult("invite", { ...VALID, state: "expired" });
    expect(title("This invite has expired")).toBeVisible();
    expect(screen.getByText(/to send you a new one/)).toHaveTextContent(
      "Ask Dana Demo to send you a new one for “Spring launch”.",
    );
    expect(screen.getByRole("link", { name: "Go to Legendary" })).toBeVisible();
  });

  it("takes the invitee who joined with a used invite back to the brief", async () => {
    mutationCalls.mockResolvedValue({ briefId: "briefs:9" });
    const { router } = renderInvite({ viewer: SAM });
    setQueryResult("invite", { ...VALID, state: "used", signedInAsInvitee: true });
    expect(await screen.findByText("Home page")).toBeVisible();
    expect(mutationCalls).toHaveBeenCalledWith("sharing/mutations:acceptInvite", {
      token: "tok123",
    });
    expect(router.state.location.search).toBe("?briefId=briefs:9");
  });

  it("says a used invite was used to anyone else, and to an invitee removed since", async () => {
    renderInvite({ viewer: { status: "signedIn", email: "kim@example.com" } });
    setQueryResult("invite", { ...VALID, state: "used", signedInAsInvitee: false });
    expect(title("This invite has already been used")).toBeVisible();
    expect(screen.getByText(/Each invitation works once/)).toBeVisible();
    expect(mutationCalls).not.toHaveBeenCalled();
  });

  it("tells an invitee removed since that the used link no longer works", async () => {
    mutationCalls.mockRejectedValue(
      new ConvexError({ code: "INVITE_USED", message: "This invitation has already been used." }),
    );
    renderInvite({ viewer: SAM });
    setQueryResult("invite", { ...VALID, state: "used", signedInAsInvitee: true });
    expect(
      await screen.findByRole("heading", { level: 1, name: "This invite has already been used" }),
    ).toBeVisible();
    expect(screen.getByText(/Each invitation works once/)).toBeVisible();
  });

  it("says an unknown link isn't valid", () => {
    renderInvite();
    setQueryResult("invite", {
      state: "unknown",
      briefTitle: null,
      inviterName: null,
      role: null,
      forEmail: null,
      signedInAsInvitee: null,
    });
    expect(title("This invite link isn’t valid")).toBeVisible();
    expect(screen.getByRole("link", { name: "Go to Legendary" })).toHaveAttribute("href", "/");
  });
});

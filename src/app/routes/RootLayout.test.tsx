import { beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderRoutes } from "@/testing/renderWithRouter";
import {
  authActions,
  resetConvexAuthMock,
  setAuth,
  setQueryResult,
} from "@/testing/convexAuthMock";
import { useCurrentUser } from "@/features/auth/hooks/useCurrentUser";
import type { CurrentUser } from "@/features/auth/lib/currentUserContext";
import { RootLayout } from "./RootLayout";

vi.mock("convex/react", async () => (await import("@/testing/convexAuthMock")).convexReact);
vi.mock(
  "@convex-dev/auth/react",
  async () => (await import("@/testing/convexAuthMock")).convexAuthReact,
);
const toast = vi.hoisted(() => Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }));
vi.mock("@/components/feedback/toast", () => ({ toast }));
// A stand-in that shows whether the layout mounted the invite resume (and so fetched its code).
vi.mock("@/features/sharing/components/InviteResume", () => ({
  InviteResume: () => <p>invite resume mounted</p>,
}));

function renderLayout() {
  return renderRoutes([
    {
      element: <RootLayout />,
      children: [
        { path: "/", element: <p>Home</p> },
        { path: "/login", element: <p>Login page</p> },
      ],
    },
  ]);
}

const MARY = {
  id: "users:1",
  email: "mary@wrg.example",
  fullName: "Mary Wells Lawrence",
  isAdmin: false,
  subscriptionTier: "free",
  brandLimit: 0,
  legendCredits: 12,
};

describe("the header's account corner", () => {
  beforeEach(() => {
    resetConvexAuthMock();
    vi.clearAllMocks();
    sessionStorage.clear();
  });

  it("offers visitors 'Sign in', which opens the dialog", async () => {
    renderLayout();
    const header = screen.getByRole("banner");
    await userEvent.click(within(header).getByRole("button", { name: "Sign in" }));
    expect(await screen.findByRole("dialog", { name: "Sign in to Continue" })).toBeInTheDocument();
  });

  it("shows a signed-in user's credits and an account menu with sign-out", async () => {
    setAuth({ isAuthenticated: true });
    setQueryResult("me", MARY);
    const { router } = renderLayout();
    const header = screen.getByRole("banner");
    expect(header).toHaveTextContent("12Legendcredits");
    expect(within(header).queryByRole("button", { name: "Sign in" })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(
      await within(header).findByRole("button", { name: "Account: Mary Wells Lawrence" }),
    );
    // A click before the menu's code has arrived (AccountMenu) opens the menu once it has.
    const menu = await screen.findByRole("menu");
    expect(menu).toHaveTextContent("Mary Wells Lawrence");
    expect(menu).toHaveTextContent("mary@wrg.example");

    // The entries (and their icons) are their own chunk, fetched as the menu opens.
    await user.click(await within(menu).findByRole("menuitem", { name: "Sign out" }));
    expect(authActions.signOut).toHaveBeenCalledOnce();
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
  });

  it("shows a new balance in the badge without re-rendering the page", () => {
    const seen = vi.fn<(user: CurrentUser) => void>();
    function Page() {
      seen(useCurrentUser());
      return <p>Home</p>;
    }
    const profile = {
      id: "users:1",
      email: "mary@wrg.example",
      fullName: "Mary Wells Lawrence",
      isAdmin: false,
      subscriptionTier: "free",
      brandLimit: 0,
    };
    setAuth({ isAuthenticated: true });
    setQueryResult("me", { ...profile, legendCredits: 12 });
    renderRoutes([{ element: <RootLayout />, children: [{ path: "/", element: <Page /> }] }]);
    const renders = seen.mock.calls.length;

    setQueryResult("me", { ...profile, legendCredits: 11 });
    expect(screen.getByRole("banner")).toHaveTextContent("11Legendcredits");
    expect(seen).toHaveBeenCalledTimes(renders);

    // The rest of the profile is the page's: a change there reaches it, still without a balance.
    setQueryResult("me", { ...profile, fullName: "Mary Wells", legendCredits: 11 });
    const last = seen.mock.lastCall?.[0];
    expect(last).toStrictEqual({
      status: "signedIn",
      profile: { ...profile, fullName: "Mary Wells" },
    });
  });

  it("says '1 credit' for a single credit", () => {
    setAuth({ isAuthenticated: true });
    setQueryResult("me", {
      id: "users:2",
      email: "lee@chiat.example",
      fullName: "Lee",
      isAdmin: false,
      subscriptionTier: "free",
      brandLimit: 0,
      legendCredits: 1,
    });
    renderLayout();
    expect(screen.getByRole("banner")).toHaveTextContent("1Legendcredit");
  });

  it("reopens the welcome tour from the account menu's 'Take the tour'", async () => {
    setAuth({ isAuthenticated: true });
    setQueryResult("me", MARY);
    setQueryResult("onboardingStatus", { showTour: false });
    renderLayout();
    const user = userEvent.setup();
    // Hovering fetches the menu's code; the button then becomes the menu's trigger.
    await user.hover(await screen.findByRole("button", { name: "Account: Mary Wells Lawrence" }));
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Account: Mary Wells Lawrence" })).toHaveAttribute(
        "data-state",
        "closed",
      ),
    );
    await user.click(screen.getByRole("button", { name: "Account: Mary Wells Lawrence" }));
    await user.click(
      await screen.findByRole("menuitem", { name: "Take the tour" }, { timeout: 5000 }),
    );
    expect(
      await screen.findByRole("dialog", { name: "Welcome to Legendary" }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
  it("keeps the keyboard focus on the account button when the menu's code arrives", async () => {
    setAuth({ isAuthenticated: true });
    setQueryResult("me", MARY);
    renderLayout();
    const name = "Account: Mary Wells Lawrence";
    act(() => screen.getByRole("button", { name }).focus());
    await waitFor(() =>
      expect(screen.getByRole("button", { name })).toHaveAttribute("data-state", "closed"),
    );
    expect(screen.getByRole("button", { name })).toHaveFocus();
    await userEvent.setup().keyboard("{Enter}");
    expect(await screen.findByRole("menu")).toHaveTextContent("mary@wrg.example");
  });
});

describe("the invite resume", () => {
  beforeEach(() => {
    resetConvexAuthMock();
    vi.clearAllMocks();
  });

  it("is not mounted for a visitor, whose first load then skips its code", async () => {
    renderLayout();
    expect(await screen.findByText("Home")).toBeInTheDocument();
    // Any lazy import the layout started has arrived and rendered by now.
    await act(() => vi.dynamicImportSettled());
    expect(screen.queryByText("invite resume mounted")).not.toBeInTheDocument();
  });

  it("is mounted once the session is signed in, to take an invite's visitor back to it", async () => {
    setAuth({ isAuthenticated: true });
    setQueryResult("me", MARY);
    renderLayout();
    expect(await screen.findByText("invite resume mounted")).toBeInTheDocument();
  });
});

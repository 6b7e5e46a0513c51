import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor } from "@testing-library/react";
import { Outlet } from "react-router-dom";
import { renderRoutes } from "@/testing/renderWithRouter";
import {
  authActions,
  resetConvexAuthMock,
  setAuth,
  setQueryResult,
} from "@/testing/convexAuthMock";
import { STORAGE_KEYS } from "../../../../shared/constants";
import { useCurrentUser } from "../hooks/useCurrentUser";
import {
  clearUnusableSession,
  isSessionUnusable,
  reportUnusableSession,
} from "@/lib/session/sessionHealth";
import { consumeExplicitSignIn, markExplicitSignIn } from "../lib/welcomeFlags";
import { CurrentUserProvider } from "./CurrentUserProvider";

vi.mock("convex/react", async () => (await import("@/testing/convexAuthMock")).convexReact);
vi.mock(
  "@convex-dev/auth/react",
  async () => (await import("@/testing/convexAuthMock")).convexAuthReact,
);
const toast = vi.hoisted(() => Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }));
vi.mock("@/components/feedback/toast", () => ({ toast }));

const mary = {
  id: "users:1",
  email: "mary@wrg.example",
  fullName: "Mary Wells Lawrence",
  isAdmin: false,
  subscriptionTier: "free",
  brandLimit: 0,
  legendCredits: 12,
};

function Probe() {
  const user = useCurrentUser();
  if (user.status !== "signedIn") return <p>{user.status}</p>;
  return <p>{user.profile ? `signedIn as ${user.profile.fullName}` : "signedIn (basic)"}</p>;
}

function renderApp() {
  return renderRoutes([
    {
      element: (
        <CurrentUserProvider>
          <Outlet />
        </CurrentUserProvider>
      ),
      children: [
        { path: "/", element: <Probe /> },
        { path: "/login", element: <p>Login page</p> },
      ],
    },
  ]);
}

describe("useCurrentUser", () => {
  beforeEach(() => {
    resetConvexAuthMock();
    vi.clearAllMocks();
    sessionStorage.clear();
    consumeExplicitSignIn();
  });
  afterEach(() => {
    vi.useRealTimers();
    clearUnusableSession();
  });

  it("is loading while the session is checked, then signed out", () => {
    setAuth({ isLoading: true });
    renderApp();
    expect(screen.getByText("loading")).toBeInTheDocument();
    setAuth({ isLoading: false });
    expect(screen.getByText("signedOut")).toBeInTheDocument();
  });

  it("is signed in with the profile once `me` answers", () => {
    setAuth({ isAuthenticated: true });
    renderApp();
    expect(screen.getByText("loading")).toBeInTheDocument();
    setQueryResult("me", mary);
    expect(screen.getByText("signedIn as Mary Wells Lawrence")).toBeInTheDocument();
  });

  it("falls back to the basic session when the profile query fails", () => {
    setAuth({ isAuthenticated: true });
    setQueryResult("me", new Error("Server Error"));
    renderApp();
    expect(screen.getByText("signedIn (basic)")).toBeInTheDocument();
    expect(authActions.signOut).not.toHaveBeenCalled();
  });

  it("treats a session without an account as expired: toast, sign out, /login", async () => {
    setAuth({ isAuthenticated: true });
    setQueryResult("me", null);
    const { router } = renderApp();
    expect(screen.getByText("loading")).toBeInTheDocument();

    await waitFor(() => expect(router.state.location.pathname).toBe("/login"), { timeout: 3000 });
    expect(toast.error).toHaveBeenCalledWith("Authentication issue", {
      description: "Your session may have expired. Please sign in again.",
    });
    expect(authActions.signOut).toHaveBeenCalledOnce();
    expect(screen.getByText("Login page")).toBeInTheDocument();
  });

  it("signs an unusable stored session out at once: toast, sign out, /login", async () => {
    // The client is still checking the stored session when it turns out unusable.
    setAuth({ isLoading: true, isAuthenticated: false });
    // The sign-out needs the server, which may still be reconnecting: it is still under way
    // when the app arrives at /login.
    let finishSignOut = () => {};
    authActions.signOut.mockReturnValueOnce(new Promise<void>((done) => (finishSignOut = done)));
    const { router } = renderApp();
    expect(screen.getByText("loading")).toBeInTheDocument();
    act(() => reportUnusableSession());
    // The header shows "signed out" at once, not a placeholder while the client gives up.
    expect(screen.getByText("signedOut")).toBeInTheDocument();

    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    // Arriving at /login (a new address, so a new navigate function) doesn't say it twice: the
    // effects that arrival runs are flushed here.
    await act(async () => {});
    expect(toast.error).toHaveBeenCalledOnce();
    expect(toast.error).toHaveBeenCalledWith("Authentication issue", {
      description: "Your session may have expired. Please sign in again.",
    });
    expect(authActions.signOut).toHaveBeenCalledOnce();
    finishSignOut();
    await waitFor(() => expect(isSessionUnusable()).toBe(false));
  });

  it("goes to /login without waiting for a slow sign-out when the session is unusable", async () => {
    let finishSignOut = () => {};
    authActions.signOut.mockReturnValue(new Promise<void>((done) => (finishSignOut = done)));
    setAuth({ isLoading: false, isAuthenticated: false });
    const { router } = renderApp();
    act(() => reportUnusableSession());
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    // Still signed out (not a placeholder) while the sign-out finishes, then the flag is gone.
    expect(screen.getByText("Login page")).toBeInTheDocument();
    expect(isSessionUnusable()).toBe(true);
    act(() => finishSignOut());
    await waitFor(() => expect(isSessionUnusable()).toBe(false));
  });

  it("gives a briefly missing account time to arrive before signing out", async () => {
    vi.useFakeTimers();
    setAuth({ isAuthenticated: true });
    setQueryResult("me", null);
    renderApp();
    await vi.advanceTimersByTimeAsync(300);
    setQueryResult("me", mary);
    await vi.advanceTimersByTimeAsync(2000);
    expect(authActions.signOut).not.toHaveBeenCalled();
    expect(toast.error).not.toHaveBeenCalled();
  });
});

describe("welcome toasts", () => {
  beforeEach(() => {
    resetConvexAuthMock();
    vi.clearAllMocks();
    sessionStorage.clear();
    consumeExplicitSignIn();
  });

  it("welcomes a signed-in user once per browser session", () => {
    setAuth({ isAuthenticated: true });
    setQueryResult("me", mary);
    const first = renderApp();
    expect(toast).toHaveBeenCalledWith("Welcome, Mary!", {
      description: "Signed in as mary@wrg.example.",
    });
    expect(sessionStorage.getItem(STORAGE_KEYS.welcomed)).toBe("1");
    first.unmount();

    renderApp();
    expect(toast).toHaveBeenCalledOnce();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it("says 'Welcome back!' after an explicit sign-in, without a second welcome", () => {
    renderApp();
    markExplicitSignIn();
    setAuth({ isAuthenticated: true });
    setQueryResult("me", mary);
    expect(toast.success).toHaveBeenCalledWith("Welcome back!", {
      description: "Signed in as mary@wrg.example.",
    });
    expect(toast).not.toHaveBeenCalled();
  });

  it("does not say 'Welcome back!' when the session is merely restored", () => {
    sessionStorage.setItem(STORAGE_KEYS.welcomed, "1");
    setAuth({ isAuthenticated: true });
    setQueryResult("me", mary);
    renderApp();
    expect(toast.success).not.toHaveBeenCalled();
    expect(toast).not.toHaveBeenCalled();
  });

  it("lets the 'Welcome back!' flag lapse after 3 seconds", () => {
    sessionStorage.setItem(STORAGE_KEYS.welcomed, "1");
    markExplicitSignIn(Date.now() - 3001);
    setAuth({ isAuthenticated: true });
    setQueryResult("me", mary);
    renderApp();
    expect(toast.success).not.toHaveBeenCalled();
  });
});

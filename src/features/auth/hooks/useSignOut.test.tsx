import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Button } from "@radix-ui/themes";
import { renderRoutes } from "@/testing/renderWithRouter";
import { authActions, resetConvexAuthMock } from "@/testing/convexAuthMock";
import { ANONYMOUS_STRATEGIES, STORAGE_KEYS } from "../../../../shared/constants";
import { useSignOut } from "./useSignOut";

vi.mock("convex/react", async () => (await import("@/testing/convexAuthMock")).convexReact);
vi.mock(
  "@convex-dev/auth/react",
  async () => (await import("@/testing/convexAuthMock")).convexAuthReact,
);
const toast = vi.hoisted(() => Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }));
vi.mock("@/components/feedback/toast", () => ({ toast }));

function SignOutButton() {
  const { signOut, busy } = useSignOut();
  return (
    <Button onClick={() => void signOut()} disabled={busy}>
      Sign out
    </Button>
  );
}

function renderAt(path = "/dashboard") {
  return renderRoutes(
    [
      { path: "/dashboard", element: <SignOutButton /> },
      { path: "/login", element: <p>Login page</p> },
    ],
    path,
  );
}

describe("useSignOut", () => {
  beforeEach(() => {
    resetConvexAuthMock();
    vi.clearAllMocks();
    localStorage.clear();
  });

  it("signs out, clears the local brief data, goes to /login and says so", async () => {
    localStorage.setItem(STORAGE_KEYS.tempBriefForm, "{}");
    localStorage.setItem(STORAGE_KEYS.pendingAction, "SAVE_BRIEF");
    localStorage.setItem(STORAGE_KEYS.storedStrategies, "[]");
    localStorage.setItem("__convexAuthJWT_local", "token");
    localStorage.setItem(ANONYMOUS_STRATEGIES.storageKey, "visitor-key");
    const { router } = renderAt();

    await userEvent.click(screen.getByRole("button", { name: "Sign out" }));

    expect(authActions.signOut).toHaveBeenCalledOnce();
    expect(localStorage.getItem(STORAGE_KEYS.tempBriefForm)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.pendingAction)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.storedStrategies)).toBeNull();
    // Not ours to touch.
    expect(localStorage.getItem("__convexAuthJWT_local")).toBe("token");
    // The browser's free-strategies key stays: signing out must not hand out another free run.
    expect(localStorage.getItem(ANONYMOUS_STRATEGIES.storageKey)).toBe("visitor-key");
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(toast.success).toHaveBeenCalledWith("Signed out", {
      description: "You have been signed out successfully.",
    });
  });

  it("stays put with 'Sign out failed' when signing out fails", async () => {
    authActions.signOut.mockRejectedValue(new Error("offline"));
    localStorage.setItem(STORAGE_KEYS.currentBriefId, "brief-1");
    const { router } = renderAt();

    await userEvent.click(screen.getByRole("button", { name: "Sign out" }));

    expect(toast.error).toHaveBeenCalledWith("Sign out failed", {
      description: "An unexpected error occurred. Please try again.",
    });
    expect(router.state.location.pathname).toBe("/dashboard");
    expect(localStorage.getItem(STORAGE_KEYS.currentBriefId)).toBe("brief-1");
    expect(screen.getByRole("button", { name: "Sign out" })).toBeEnabled();
  });
});

import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import { resetConvexAuthMock, setAuth } from "@/testing/convexAuthMock";
import { renderRoutes } from "@/testing/renderWithRouter";
import { STORAGE_KEYS } from "../../../../shared/constants";
import { rememberInvite } from "../lib/pendingInvite";
import { InviteResume } from "./InviteResume";

vi.mock("convex/react", async () => (await import("@/testing/convexAuthMock")).convexReact);

function renderAt(path: string) {
  return renderRoutes(
    [
      {
        path: "/",
        element: (
          <>
            <InviteResume />
            <p>Home page</p>
          </>
        ),
      },
      { path: "/invite/:token", element: <p>Invite page</p> },
    ],
    path,
  );
}

describe("coming back to an invite after signing in elsewhere", () => {
  beforeEach(() => {
    resetConvexAuthMock();
    localStorage.clear();
  });

  it("takes the visitor back to the invite once signed in, and forgets it", async () => {
    rememberInvite("tok123");
    const { router } = renderAt("/");
    expect(screen.getByText("Home page")).toBeVisible();
    setAuth({ isAuthenticated: true });
    expect(await screen.findByText("Invite page", {}, { timeout: 3000 })).toBeVisible();
    expect(router.state.location.pathname).toBe("/invite/tok123");
    expect(localStorage.getItem(STORAGE_KEYS.pendingAction)).toBeNull();
  });

  it("leaves other pending actions to their own pages", async () => {
    const other = { action: "SAVE_BRIEF", payload: {}, timestamp: Date.now() };
    localStorage.setItem(STORAGE_KEYS.pendingAction, JSON.stringify(other));
    const { router } = renderAt("/");
    setAuth({ isAuthenticated: true });
    await new Promise((done) => setTimeout(done, 800));
    expect(router.state.location.pathname).toBe("/");
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.pendingAction)!)).toEqual(other);
  });
});

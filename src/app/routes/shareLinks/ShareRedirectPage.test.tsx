import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import { ConvexError } from "convex/values";
import {
  mutationCalls,
  oneOffQueries,
  resetConvexAuthMock,
  setAuth,
} from "@/testing/convexAuthMock";
import { renderRoutes } from "@/testing/renderWithRouter";
import { ShareRedirectPage } from "./ShareRedirectPage";

vi.mock("convex/react", async () => (await import("@/testing/convexAuthMock")).convexReact);
vi.mock(
  "@/lib/deferredConvex/oneOffCalls",
  async () => (await import("@/testing/convexAuthMock")).oneOffCalls,
);
const toast = vi.hoisted(() => Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }));
vi.mock("@/components/feedback/toast", () => ({ toast }));

const ID = "abcdefghijklmnopqrstuv";

function renderAt(path = "/share/ideas:1") {
  return renderRoutes(
    [
      { path: "/share/:ideaId", element: <ShareRedirectPage /> },
      { path: "/shared/:shareId", element: <p>The shared page</p> },
    ],
    path,
  );
}

const notFound = () =>
  screen.findByRole("heading", { name: "This page never made it past the brief." });

beforeEach(() => {
  resetConvexAuthMock();
  toast.error.mockReset();
});

describe("/share/{ideaId}", () => {
  it("is not found for someone signed out, and shares nothing", async () => {
    renderAt();
    expect(await notFound()).toBeVisible();
    expect(mutationCalls).not.toHaveBeenCalled();
  });

  it("takes someone who may share to the idea's public link, replacing the history entry", async () => {
    setAuth({ isAuthenticated: true });
    mutationCalls.mockResolvedValue({ shareId: ID, shareUrl: `http://x/shared/${ID}` });
    const { router } = renderAt();
    expect(await screen.findByText("The shared page")).toBeVisible();
    expect(mutationCalls).toHaveBeenCalledWith("shareLinks/mutations:share", { ideaId: "ideas:1" });
    expect(router.state.location.pathname).toBe(`/shared/${ID}`);
    expect(router.state.historyAction).toBe("REPLACE");
  });

  it("is not found for a stranger or a malformed id", async () => {
    setAuth({ isAuthenticated: true });
    mutationCalls.mockRejectedValue(
      new ConvexError({ code: "NOT_FOUND", message: "Idea not found." }),
    );
    renderAt("/share/nonsense");
    expect(await notFound()).toBeVisible();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("takes a viewer to a live link, and is not found for a viewer without one", async () => {
    setAuth({ isAuthenticated: true });
    mutationCalls.mockRejectedValue(
      new ConvexError({ code: "FORBIDDEN", message: "Viewers can't." }),
    );
    oneOffQueries.mockResolvedValueOnce({
      shareId: ID,
      shareUrl: `http://x/shared/${ID}`,
      createdAt: 1,
      canDisable: false,
    });
    const first = renderAt();
    expect(await screen.findByText("The shared page")).toBeVisible();
    expect(oneOffQueries).toHaveBeenCalledWith("shareLinks/queries:forTarget", {
      ideaId: "ideas:1",
    });
    first.unmount();

    oneOffQueries.mockResolvedValueOnce(null);
    renderAt();
    expect(await notFound()).toBeVisible();
  });

  it("says 'Navigation error' when sharing fails unexpectedly", async () => {
    setAuth({ isAuthenticated: true });
    mutationCalls.mockRejectedValue(new Error("network"));
    renderAt();
    expect(await notFound()).toBeVisible();
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Navigation error", expect.anything()),
    );
  });
});

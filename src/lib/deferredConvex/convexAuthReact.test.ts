import { afterEach, describe, expect, it, vi } from "vitest";
import { act, renderHook } from "@testing-library/react";
import { freshDeferredConvex } from "@/testing/fakeConvexBackend";

afterEach(() => vi.doUnmock("@/lib/deferredConvex/backend"));

describe("useAuthActions and useAuthToken before Convex Auth runs", () => {
  it("a sign-in loads the client, waits for Convex Auth's actions, then signs in", async () => {
    const { loader } = await freshDeferredConvex();
    const auth = await import("./authState");
    const { useAuthActions, useAuthToken } = await import("./convexAuthReact");

    const { result } = renderHook(() => ({ actions: useAuthActions(), token: useAuthToken() }));
    expect(result.current.token).toBeNull();
    const signingIn = result.current.actions.signIn("password", { email: "a@b.c" });
    await vi.waitFor(() => expect(loader.readyBackend()).not.toBeNull());

    // Convex Auth's provider runs (backend.tsx) and publishes its actions and the session.
    const signIn = vi.fn(() => Promise.resolve({ signingIn: true }));
    auth.publishAuthActions({ signIn, signOut: vi.fn() });
    await expect(signingIn).resolves.toEqual({ signingIn: true });
    expect(signIn).toHaveBeenCalledWith("password", { email: "a@b.c" });

    act(() =>
      auth.publishAuth({
        isLoading: false,
        isRefreshing: false,
        isAuthenticated: true,
        token: "t",
      }),
    );
    expect(result.current.token).toBe("t");
  });
});

import { afterEach, describe, expect, it, vi } from "vitest";
import {
  authActionsReady,
  publishAuth,
  publishAuthActions,
  readAuth,
  resetAuthForTests,
  startResumingSession,
  type AuthActions,
} from "./authState";

afterEach(resetAuthForTests);

const state = (isLoading: boolean, isAuthenticated: boolean, token: string | null = null) => ({
  isLoading,
  isRefreshing: false,
  isAuthenticated,
  token,
});

describe("the session's state before and after Convex Auth runs", () => {
  it("is a visitor's until told otherwise, and Convex Auth's first 'loading' does not flash it", () => {
    expect(readAuth()).toMatchObject({ isLoading: false, isAuthenticated: false });
    publishAuth(state(true, false));
    expect(readAuth()).toMatchObject({ isLoading: false, isAuthenticated: false });
    publishAuth(state(false, true, "jwt"));
    expect(readAuth()).toEqual(state(false, true, "jwt"));
    publishAuth(state(false, false));
    expect(readAuth()).toEqual(state(false, false));
  });

  it("reads 'loading' while a stored session resumes, until Convex Auth settles", () => {
    startResumingSession();
    expect(readAuth().isLoading).toBe(true);
    publishAuth(state(true, false));
    expect(readAuth().isLoading).toBe(true);
    publishAuth(state(false, false));
    expect(readAuth()).toMatchObject({ isLoading: false, isAuthenticated: false });
  });

  it("hands out the sign-in actions once Convex Auth publishes them", async () => {
    const actions = { signIn: vi.fn(), signOut: vi.fn() } as unknown as AuthActions;
    const waiting = authActionsReady();
    publishAuthActions(actions);
    await expect(waiting).resolves.toBe(actions);
    await expect(authActionsReady()).resolves.toBe(actions);
  });
});

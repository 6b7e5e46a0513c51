import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, renderHook } from "@testing-library/react";
import { resetConvexAuthMock, setAuth } from "@/testing/convexAuthMock";
import { PENDING_STATE } from "../../../shared/constants";
import {
  readPendingAction,
  registerPendingActionHandler,
  savePendingAction,
} from "./pendingActions";
import { usePendingActionResume } from "./usePendingActionResume";

vi.mock("convex/react", async () => (await import("@/testing/convexAuthMock")).convexReact);

const { resumeDelayMs, failsafePollIntervalMs, failsafePollMaxAttempts } = PENDING_STATE;
const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });
const parse = (payload: unknown) => payload as { form: string };

describe("usePendingActionResume", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
    resetConvexAuthMock();
  });
  afterEach(() => vi.useRealTimers());

  it("resumes 500 ms after the visitor is signed in", () => {
    const resume = vi.fn();
    const off = registerPendingActionHandler("GENERATE_BRIEF", { parse, resume });
    savePendingAction("GENERATE_BRIEF", { form: "kept" });
    renderHook(() => usePendingActionResume());
    advance(5_000);
    expect(resume).not.toHaveBeenCalled();

    setAuth({ isAuthenticated: true });
    advance(resumeDelayMs - 1);
    expect(resume).not.toHaveBeenCalled();
    advance(1);
    expect(resume).toHaveBeenCalledExactlyOnceWith({ form: "kept" });
    expect(readPendingAction()).toBeNull();
    off();
  });

  it("polls every 500 ms while the handler is not ready, ten times at most", () => {
    let readyAfter = 3;
    const resume = vi.fn(() => --readyAfter < 0);
    const off = registerPendingActionHandler("SAVE_BRIEF", { parse, resume });
    savePendingAction("SAVE_BRIEF", { form: "kept" });
    setAuth({ isAuthenticated: true });
    renderHook(() => usePendingActionResume());
    advance(resumeDelayMs);
    expect(resume).toHaveBeenCalledTimes(1);
    advance(failsafePollIntervalMs - 1);
    expect(resume).toHaveBeenCalledTimes(1);
    advance(1);
    expect(resume).toHaveBeenCalledTimes(2);
    advance(failsafePollIntervalMs * 2);
    expect(resume).toHaveBeenCalledTimes(4);
    expect(readPendingAction()).toBeNull();
    advance(failsafePollIntervalMs * 20);
    expect(resume).toHaveBeenCalledTimes(4);
    off();
  });

  it("waits for a handler registered late, and gives up after ten polls", () => {
    savePendingAction("GENERATE_IDEAS", { form: "kept" });
    setAuth({ isAuthenticated: true });
    renderHook(() => usePendingActionResume());
    advance(resumeDelayMs + failsafePollIntervalMs * 3);
    const resume = vi.fn();
    const off = registerPendingActionHandler("GENERATE_IDEAS", { parse, resume });
    advance(failsafePollIntervalMs);
    expect(resume).toHaveBeenCalledOnce();
    off();

    const never = vi.fn(() => false);
    const offNever = registerPendingActionHandler("SELL_IDEA", { parse, resume: never });
    savePendingAction("SELL_IDEA", { form: "deck" });
    setAuth({ isAuthenticated: false });
    setAuth({ isAuthenticated: true });
    advance(resumeDelayMs + failsafePollIntervalMs * failsafePollMaxAttempts);
    expect(never).toHaveBeenCalledTimes(1 + failsafePollMaxAttempts);
    advance(failsafePollIntervalMs * 10);
    expect(never).toHaveBeenCalledTimes(1 + failsafePollMaxAttempts);
    offNever();
  });

  it("drops an action that has expired by the time the visitor signs in", () => {
    const resume = vi.fn();
    const off = registerPendingActionHandler("GENERATE_BRIEF", { parse, resume });
    savePendingAction("GENERATE_BRIEF", { form: "old" }, Date.now() - PENDING_STATE.expiryMs);
    setAuth({ isAuthenticated: true });
    renderHook(() => usePendingActionResume());
    advance(resumeDelayMs * 10);
    expect(resume).not.toHaveBeenCalled();
    expect(readPendingAction()).toBeNull();
    off();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderHook } from "@testing-library/react";
import { mutationCalls, resetConvexAuthMock, setQueryResult } from "@/testing/convexAuthMock";
import { PRESENCE_HEARTBEAT_MS } from "../../../../shared/constants";
import { usePresence } from "./usePresence";

vi.mock("convex/react", async () => (await import("@/testing/convexAuthMock")).convexReact);

function visibility(state: "visible" | "hidden") {
  Object.defineProperty(document, "visibilityState", { value: state, configurable: true });
  document.dispatchEvent(new Event("visibilitychange"));
}

function calls(name: string) {
  return mutationCalls.mock.calls.filter(([called]) => called === name);
}

describe("usePresence", () => {
  beforeEach(() => {
    resetConvexAuthMock();
    vi.useFakeTimers();
    visibility("visible");
  });
  afterEach(() => vi.useRealTimers());

  it("heartbeats at once and every interval while visible, and leaves on unmount", () => {
    const { unmount } = renderHook(() => usePresence("briefs:1"));
    const beats = () => calls("presence/mutations:heartbeat");
    expect(beats()).toHaveLength(1);
    const [, args] = beats()[0] as [string, { briefId: string; sessionId: string }];
    expect(args.briefId).toBe("briefs:1");
    expect(args.sessionId).not.toBe("");
    vi.advanceTimersByTime(PRESENCE_HEARTBEAT_MS * 3);
    expect(beats()).toHaveLength(4);

    // A hidden tab goes quiet, and beats again as soon as it is shown.
    visibility("hidden");
    vi.advanceTimersByTime(PRESENCE_HEARTBEAT_MS * 3);
    expect(beats()).toHaveLength(4);
    visibility("visible");
    expect(beats()).toHaveLength(5);

    unmount();
    expect(calls("presence/mutations:leave")).toEqual([["presence/mutations:leave", args]]);
    vi.advanceTimersByTime(PRESENCE_HEARTBEAT_MS * 3);
    expect(beats()).toHaveLength(5);
  });

  it("leaves when the page goes away", () => {
    renderHook(() => usePresence("briefs:1"));
    window.dispatchEvent(new Event("pagehide"));
    expect(calls("presence/mutations:leave")).toHaveLength(1);
  });

  it("does nothing without a saved brief", () => {
    const { result } = renderHook(() => usePresence(null));
    vi.advanceTimersByTime(PRESENCE_HEARTBEAT_MS * 2);
    expect(mutationCalls).not.toHaveBeenCalled();
    expect(result.current).toEqual({ people: [], activity: [] });
  });

  it("answers who is here and what is running", () => {
    const { result } = renderHook(() => usePresence("briefs:1"));
    const people = [{ userId: "users:1", name: "Ada", initials: "A", isYou: true }];
    setQueryResult("presence.onBrief", people);
    expect(result.current.people).toEqual(people);
    expect(result.current.activity).toEqual([]);
  });
});

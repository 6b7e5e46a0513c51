import type { ReactNode } from "react";
import { MemoryRouter } from "react-router-dom";
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { STORAGE_KEYS } from "../../../../shared/constants";
import { useStartupTasksDue } from "./useStartupTasksDue";

// Engagement is simulated: the hook's wait is handed to this fake, which the tests release.
const engagement = vi.hoisted(() => ({
  waiting: [] as { callback: () => void; fallbackMs: number | undefined }[],
  engage() {
    for (const { callback } of this.waiting.splice(0)) callback();
  },
}));
vi.mock("@/lib/afterEngagement", () => ({
  ENGAGEMENT_FALLBACK_MS: 5000,
  afterEngagement: (callback: () => void, fallbackMs?: number) => {
    const entry = { callback, fallbackMs };
    engagement.waiting.push(entry);
    return () => {
      engagement.waiting = engagement.waiting.filter((waiting) => waiting !== entry);
    };
  },
}));

function renderAt(path: string, auth: "loading" | "signedIn" | "signedOut" = "signedOut") {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
  );
  return renderHook(({ status }) => useStartupTasksDue(status), {
    wrapper,
    initialProps: { status: auth },
  });
}

describe("useStartupTasksDue: when the home page's start-up tasks load", () => {
  beforeEach(() => {
    engagement.waiting = [];
    localStorage.clear();
  });
  afterEach(() => localStorage.clear());

  it("waits, for a visitor with nothing to resume, until they engage with the page", () => {
    const { result } = renderAt("/");
    expect(result.current).toBe(false);
    // The wait has the usual fallback: a visitor who only reads still gets them a few seconds in.
    expect(engagement.waiting.map(({ fallbackMs }) => fallbackMs)).toEqual([5000]);
    act(() => engagement.engage());
    expect(result.current).toBe(true);
  });

  it("is due at once with a pending action or strategist work in storage", () => {
    localStorage.setItem(STORAGE_KEYS.pendingAction, "{}");
    expect(renderAt("/").result.current).toBe(true);
    localStorage.clear();
    localStorage.setItem(STORAGE_KEYS.storedStrategies, "{}");
    expect(renderAt("/").result.current).toBe(true);
  });

  it("is due at once with parameters or an anchor in the address", () => {
    expect(renderAt("/?openAdStrategist=true").result.current).toBe(true);
    expect(renderAt("/#pricing").result.current).toBe(true);
  });

  it("is due once the user is signed in (a checkout or sell deck may be waiting)", () => {
    const { result, rerender } = renderAt("/", "loading");
    expect(result.current).toBe(false);
    rerender({ status: "signedIn" });
    expect(result.current).toBe(true);
  });

  it("stops waiting when the page goes away", () => {
    const { unmount } = renderAt("/");
    expect(engagement.waiting).toHaveLength(1);
    unmount();
    expect(engagement.waiting).toHaveLength(0);
  });
});

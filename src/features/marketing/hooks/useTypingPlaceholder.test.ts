import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, renderHook } from "@testing-library/react";
import { PLACEHOLDER_EXAMPLES } from "../../../../shared/constants";
import { typingDelay, useTypingPlaceholder } from "./useTypingPlaceholder";

const { min, max } = PLACEHOLDER_EXAMPLES.typingMsPerChar;
/** Millisecond by millisecond, so each typed character's effect can schedule the next one. */
function advance(ms: number) {
  for (let i = 0; i < ms; i += 1) {
    act(() => {
      vi.advanceTimersByTime(1);
    });
  }
}

describe("typingDelay", () => {
  it("spreads 25 to 45 ms per character, both ends included", () => {
    expect(typingDelay(() => 0)).toBe(min);
    expect(typingDelay(() => 0.5)).toBe(35);
    expect(typingDelay(() => 0.999_999)).toBe(max);
    for (let i = 0; i < 200; i += 1) {
      const delay = typingDelay();
      expect(delay).toBeGreaterThanOrEqual(min);
      expect(delay).toBeLessThanOrEqual(max);
    }
  });
});

/** What the hook last wrote (the placeholder on screen). */
let shown = "unset";
const write = (text: string) => {
  shown = text;
};
const result = {
  get current() {
    return shown;
  },
};

describe("useTypingPlaceholder", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    shown = "unset";
  });
  afterEach(() => vi.useRealTimers());

  it("types one character every 25 ms at the fastest", () => {
    renderHook(() => useTypingPlaceholder(["Hello"], write, { random: () => 0 }));
    expect(result.current).toBe("");
    advance(min - 1);
    expect(result.current).toBe("");
    advance(1);
    expect(result.current).toBe("H");
    advance(min * 3);
    expect(result.current).toBe("Hell");
  });

  it("types one character every 45 ms at the slowest", () => {
    renderHook(() => useTypingPlaceholder(["Hello"], write, { random: () => 0.999_999 }));
    advance(max - 1);
    expect(result.current).toBe("");
    advance(1);
    expect(result.current).toBe("H");
  });

  it("holds a typed example for 2500 ms, then types the next, cycling", () => {
    renderHook(() => useTypingPlaceholder(["Ab", "Cd"], write, { random: () => 0 }));
    advance(min * 2);
    expect(result.current).toBe("Ab");
    advance(PLACEHOLDER_EXAMPLES.pauseMs - 1);
    expect(result.current).toBe("Ab");
    advance(1);
    expect(result.current).toBe("");
    advance(min * 2);
    expect(result.current).toBe("Cd");
    advance(PLACEHOLDER_EXAMPLES.pauseMs + min);
    expect(result.current).toBe("A");
  });

  it("shows the first example still when motion is reduced", () => {
    renderHook(() =>
      useTypingPlaceholder(["Still example", "Other"], write, { reducedMotion: true }),
    );
    expect(result.current).toBe("Still example");
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(result.current).toBe("Still example");
  });

  it("stops typing while paused", () => {
    const { rerender } = renderHook(
      ({ paused }) => useTypingPlaceholder(["Hello"], write, { paused, random: () => 0 }),
      { initialProps: { paused: false } },
    );
    advance(min * 2);
    expect(result.current).toBe("He");
    rerender({ paused: true });
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(result.current).toBe("He");
    rerender({ paused: false });
    advance(min);
    expect(result.current).toBe("Hel");
  });
});

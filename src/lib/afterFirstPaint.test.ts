import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { afterFirstPaint } from "./afterFirstPaint";

type PaintCallback = (list: { getEntries: () => { name: string }[] }) => void;

describe("afterFirstPaint", () => {
  let observed: PaintCallback | undefined;
  let paints: { name: string }[];

  beforeEach(() => {
    vi.useFakeTimers();
    paints = [];
    observed = undefined;
    vi.stubGlobal(
      "PerformanceObserver",
      class {
        constructor(callback: PaintCallback) {
          observed = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    vi.spyOn(performance, "getEntriesByType").mockImplementation(
      () => paints as unknown as PerformanceEntryList,
    );
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const settled = async (promise: Promise<void>) => {
    let done = false;
    void promise.then(() => (done = true));
    await vi.advanceTimersByTimeAsync(0);
    return done;
  };

  it("waits for the first contentful paint, then resolves", async () => {
    const waiting = afterFirstPaint();
    expect(await settled(waiting)).toBe(false);
    observed?.({ getEntries: () => [{ name: "first-paint" }] });
    expect(await settled(waiting)).toBe(false);
    observed?.({ getEntries: () => [{ name: "first-contentful-paint" }] });
    expect(await settled(waiting)).toBe(true);
  });

  it("resolves at once when the paint already happened", async () => {
    paints = [{ name: "first-contentful-paint" }];
    expect(await settled(afterFirstPaint())).toBe(true);
  });

  it("does not wait in a hidden tab, which paints nothing", async () => {
    vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    expect(await settled(afterFirstPaint())).toBe(true);
  });

  it("gives up waiting after a few seconds when no paint is reported", async () => {
    const waiting = afterFirstPaint();
    await vi.advanceTimersByTimeAsync(2900);
    expect(await settled(waiting)).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(await settled(waiting)).toBe(true);
  });
});

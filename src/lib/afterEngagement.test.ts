import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// The engagement flag lives in the module: each test gets a fresh copy.
async function load() {
  vi.resetModules();
  return import("./afterEngagement");
}

describe("afterEngagement", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("waits for the visitor's first scroll, tap or key, then runs every waiting callback once", async () => {
    const { afterEngagement, hasEngaged } = await load();
    const first = vi.fn();
    const second = vi.fn();
    afterEngagement(first);
    afterEngagement(second);
    vi.advanceTimersByTime(60_000);
    expect(first).not.toHaveBeenCalled();

    window.dispatchEvent(new Event("scroll"));
    window.dispatchEvent(new KeyboardEvent("keydown"));
    expect(hasEngaged()).toBe(true);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
  });

  it("runs at once once the visitor has engaged", async () => {
    const { afterEngagement } = await load();
    window.dispatchEvent(new Event("pointerdown"));
    const callback = vi.fn();
    afterEngagement(callback);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it("runs after the fallback delay without engagement, and only once", async () => {
    const { afterEngagement } = await load();
    const callback = vi.fn();
    afterEngagement(callback, 5000);
    vi.advanceTimersByTime(4999);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    window.dispatchEvent(new Event("touchstart"));
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it("does nothing once cancelled", async () => {
    const { afterEngagement } = await load();
    const callback = vi.fn();
    const cancel = afterEngagement(callback, 5000);
    cancel();
    vi.advanceTimersByTime(5000);
    window.dispatchEvent(new Event("wheel"));
    expect(callback).not.toHaveBeenCalled();
  });
});

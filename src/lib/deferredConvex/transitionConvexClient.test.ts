import { describe, expect, it, vi } from "vitest";
import type { Watch } from "convex/react";
import { inTransition } from "./transitionConvexClient";

function fakeWatch() {
  let listener: (() => void) | null = null;
  const unsubscribe = vi.fn();
  const watch: Watch<string> = {
    onUpdate: (callback) => {
      listener = callback;
      return unsubscribe;
    },
    localQueryResult: () => "result",
    journal: () => undefined,
  };
  return { watch, unsubscribe, fire: () => listener?.() };
}

describe("inTransition", () => {
  it("hands each update to React inside a transition", () => {
    const { watch, fire } = fakeWatch();
    const inside: boolean[] = [];
    let transitioning = false;
    const schedule = (update: () => void) => {
      transitioning = true;
      update();
      transitioning = false;
    };
    inTransition(watch, schedule).onUpdate(() => inside.push(transitioning));
    fire();
    fire();
    expect(inside).toEqual([true, true]);
  });

  it("keeps the watch's result, logs, journal and unsubscribe as they are", () => {
    const { watch, unsubscribe } = fakeWatch();
    const wrapped = inTransition(watch, (update) => update());
    expect(wrapped.localQueryResult()).toBe("result");
    wrapped.onUpdate(() => {})();
    expect(unsubscribe).toHaveBeenCalledOnce();
  });
});

import { describe, expect, it, vi } from "vitest";
import type { Watch } from "convex/react";
import { inTransition } from "./transitionConvexClient";

function fakeWatch(initial: string | undefined | Error = undefined) {
  let listener: (() => void) | null = null;
  let result = initial;
  const unsubscribe = vi.fn();
  const watch: Watch<string | undefined> = {
    onUpdate: (callback) => {
      listener = callback;
      return unsubscribe;
    },
    localQueryResult: () => {
      if (result instanceof Error) throw result;
      return result;
    },
    journal: () => undefined,
  };
  return {
    watch,
    unsubscribe,
    deliver: (next: string) => {
      result = next;
      listener?.();
    },
  };
}

/** A scheduler that records whether each update ran inside it. */
function recorder() {
  let transitioning = false;
  const inside: boolean[] = [];
  const schedule = (update: () => void) => {
    transitioning = true;
    update();
    transitioning = false;
  };
  return { schedule, inside, callback: () => inside.push(transitioning) };
}

describe("inTransition", () => {
  it("hands a query's first result to React as a transition, and every later one at once", () => {
    const { watch, deliver } = fakeWatch();
    const { schedule, inside, callback } = recorder();
    inTransition(watch, schedule).onUpdate(callback);
    deliver("first page");
    deliver("an idea arrived");
    deliver("another");
    expect(inside).toEqual([true, false, false]);
  });

  it("delivers at once when the client already held a result (another component's) or an error", () => {
    for (const initial of ["cached", new Error("failed")]) {
      const { watch, deliver } = fakeWatch(initial);
      const { schedule, inside, callback } = recorder();
      inTransition(watch, schedule).onUpdate(callback);
      deliver("update");
      expect(inside).toEqual([false]);
    }
  });

  it("keeps the watch's result, logs, journal and unsubscribe as they are", () => {
    const { watch, unsubscribe } = fakeWatch("result");
    const wrapped = inTransition(watch, (update) => update());
    expect(wrapped.localQueryResult()).toBe("result");
    wrapped.onUpdate(() => {})();
    expect(unsubscribe).toHaveBeenCalledOnce();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, renderHook } from "@testing-library/react";
import { PLACEHOLDER_EXAMPLES } from "../../../../shared/constants";
import { usePlaceholderExamples } from "./usePlaceholderExamples";

type Request = { placeholderExamples: { args: { seed: number } } };
const answers: { current: unknown } = vi.hoisted(() => ({ current: undefined }));
const useQueries = vi.hoisted(() =>
  vi.fn((_requests: Request) => ({ placeholderExamples: answers.current })),
);
vi.mock("convex/react", () => ({ useQueries }));

const seeds = () => useQueries.mock.calls.map(([request]) => request.placeholderExamples.args.seed);

describe("usePlaceholderExamples", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useQueries.mockClear();
    answers.current = undefined;
  });
  afterEach(() => vi.useRealTimers());

  it("asks for a fresh selection every 120000 ms, keeping the last list meanwhile", () => {
    answers.current = { examples: ["A bakery", "A bike shop"] };
    const { result, rerender } = renderHook(() => usePlaceholderExamples());
    expect(result.current).toEqual(["A bakery", "A bike shop"]);
    const first = seeds().at(-1)!;

    answers.current = undefined;
    act(() => {
      vi.advanceTimersByTime(PLACEHOLDER_EXAMPLES.refreshMs - 1);
    });
    expect(seeds().at(-1)).toBe(first);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(seeds().at(-1)).toBe(first + 1);
    // Loading the next selection: the previous examples stay.
    expect(result.current).toEqual(["A bakery", "A bike shop"]);

    answers.current = { examples: ["A vegan deli"] };
    rerender();
    expect(result.current).toEqual(["A vegan deli"]);
  });

  it("has nothing to show until the first answer, or when it fails", () => {
    answers.current = new Error("offline");
    const { result } = renderHook(() => usePlaceholderExamples());
    expect(result.current).toEqual([]);
  });
});

import { describe, expect, it, vi } from "vitest";
import { act, renderHook } from "@testing-library/react";
import { api } from "../../convex/_generated/api";
import { useLiveQuery } from "./useLiveQuery";

const useQueries = vi.hoisted(() => vi.fn((_requests: Record<string, unknown>) => ({})));
vi.mock("convex/react", () => ({ useQueries }));

const requestedKeys = () => useQueries.mock.calls.map(([requests]) => Object.keys(requests));

describe("useLiveQuery", () => {
  it("turns a failed query into an error state, and retry subscribes again", () => {
    vi.useFakeTimers();
    useQueries.mockReturnValue({ featured: new Error("boom") });
    const { result } = renderHook(() => useLiveQuery("featured", api.legends.queries.featured, {}));
    expect(result.current.status).toBe("error");
    useQueries.mockClear();
    useQueries.mockReturnValue({});
    act(() => {
      result.current.retry();
    });
    expect(requestedKeys().at(-1)).toEqual([]);
    expect(result.current.status).toBe("loading");
    act(() => {
      vi.runAllTimers();
    });
    expect(requestedKeys().at(-1)).toEqual(["featured"]);
    vi.useRealTimers();
  });

  it("keeps the same request across renders and skips on 'skip'", () => {
    useQueries.mockReturnValue({ list: [] });
    const { result, rerender } = renderHook(
      ({ skip }: { skip: boolean }) =>
        useLiveQuery("list", api.legends.queries.list, skip ? "skip" : { sort: "trending" }),
      { initialProps: { skip: false } },
    );
    expect(result.current).toMatchObject({ status: "ready", data: [] });
    const first = useQueries.mock.calls.at(-1)?.[0];
    rerender({ skip: false });
    expect(useQueries.mock.calls.at(-1)?.[0]).toBe(first);
    rerender({ skip: true });
    expect(requestedKeys().at(-1)).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { renderHook } from "@testing-library/react";
import { shareEqualParts, useStableValue } from "./useStableValue";

type Answer = {
  briefId: string;
  legends: { legend: { id: string }; job: { status: string }; ideas: { tags: string[] }[] }[];
};

const answer = (): Answer => ({
  briefId: "briefs:1",
  legends: [
    { legend: { id: "a" }, job: { status: "succeeded" }, ideas: [{ tags: ["x"] }] },
    { legend: { id: "b" }, job: { status: "running" }, ideas: [] },
  ],
});

describe("shareEqualParts", () => {
  it("hands back the previous value when the new one is equal to it", () => {
    const previous = answer();
    expect(shareEqualParts(previous, answer())).toBe(previous);
  });

  it("keeps the rows that didn't change and takes the ones that did", () => {
    const previous = answer();
    const next = answer();
    next.legends[1].job.status = "succeeded";
    next.legends[1].ideas.push({ tags: [] });
    const shared = shareEqualParts(previous, next);
    expect(shared).toEqual(next);
    expect(shared).not.toBe(previous);
    expect(shared.legends[0]).toBe(previous.legends[0]);
    expect(shared.legends[1]).not.toBe(previous.legends[1]);
    expect(shared.legends[1].legend).toBe(previous.legends[1].legend);
    expect(Array.isArray(shared.legends)).toBe(true);
  });

  it("sees added, removed and renamed keys and longer or shorter arrays", () => {
    expect(shareEqualParts({ a: 1 }, { a: 1, b: 2 })).toEqual({ a: 1, b: 2 });
    expect(shareEqualParts({ a: 1, b: 2 }, { a: 1 })).toEqual({ a: 1 });
    const renamed = shareEqualParts({ a: undefined }, { b: undefined });
    expect(Object.keys(renamed)).toEqual(["b"]);
    expect(shareEqualParts([1, 2], [1])).toEqual([1]);
    expect(shareEqualParts([1], [1, 2])).toEqual([1, 2]);
  });

  it("compares anything but arrays and plain objects by identity", () => {
    const bytes = new ArrayBuffer(2);
    expect(shareEqualParts({ bytes }, { bytes: new ArrayBuffer(2) }).bytes).not.toBe(bytes);
    expect(shareEqualParts([1, "a", null], [1, "a", null])).toEqual([1, "a", null]);
    expect(shareEqualParts(NaN, NaN)).toBeNaN();
  });
});

describe("useStableValue", () => {
  it("keeps its answer's identity across equal answers", () => {
    const first = answer();
    const { result, rerender } = renderHook(({ value }) => useStableValue(value), {
      initialProps: { value: first },
    });
    rerender({ value: answer() });
    expect(result.current).toBe(first);
    const changed = answer();
    changed.legends[0].ideas[0].tags = ["y"];
    rerender({ value: changed });
    expect(result.current).toEqual(changed);
    expect(result.current.legends[1]).toBe(first.legends[1]);
  });
});

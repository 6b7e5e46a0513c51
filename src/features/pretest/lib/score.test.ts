import { describe, expect, it } from "vitest";
import { byTotal, canSharpen, totalColor, totalLabel, totalText } from "./score";

describe("pre-test scores", () => {
  it("colours totals: ≥ 20 green, 15–19 amber, < 15 gray", () => {
    expect([25, 20, 19, 15, 14, 5].map(totalColor)).toEqual([
      "green",
      "green",
      "amber",
      "amber",
      "gray",
      "gray",
    ]);
  });

  it("writes the total as the chip shows it and as it is read aloud", () => {
    expect(totalText(18)).toBe("18/25");
    expect(totalLabel(18)).toBe("Pre-test score 18 of 25");
  });

  it("offers Sharpen at 3 and below", () => {
    expect([1, 2, 3, 4, 5].map(canSharpen)).toEqual([true, true, true, false, false]);
  });

  it("sorts by total, highest first, unscored last, keeping the given order among equals", () => {
    const ideas = ["a", "b", "c", "d", "e", "f"].map((id) => ({ id }));
    const totals: Record<string, number | null> = { a: 12, b: null, c: 21, d: 12, e: null, f: 18 };
    expect(byTotal(ideas, (id) => totals[id] ?? null).map((idea) => idea.id)).toEqual([
      "c",
      "f",
      "a",
      "d",
      "b",
      "e",
    ]);
    // The input is left as it was.
    expect(ideas.map((idea) => idea.id).join("")).toBe("abcdef");
  });
});

import { describe, expect, it } from "vitest";
import { formatCount } from "./formatCount";

describe("formatCount", () => {
  it("writes what toLocaleString('en-US') writes for whole numbers", () => {
    for (const value of [0, 7, 999, 1000, 12_345, 999_999, 1_000_000, 123_456_789, -1, -4_500]) {
      expect(formatCount(value), String(value)).toBe(value.toLocaleString("en-US"));
    }
  });

  it("rounds fractions to whole numbers, and never writes '-0'", () => {
    expect(formatCount(1234.6)).toBe("1,235");
    expect(formatCount(-0.2)).toBe("0");
  });

  it("leaves values that are not numbers readable", () => {
    expect(formatCount(Number.NaN)).toBe("NaN");
    expect(formatCount(Number.POSITIVE_INFINITY)).toBe("Infinity");
  });
});

import { describe, expect, it } from "vitest";
import { credits, formatCount, formatMs, formatRate, ownerLabel } from "./format";

describe("admin console formatting", () => {
  it("words durations from milliseconds to minutes", () => {
    expect(formatMs(null)).toBe("—");
    expect(formatMs(420.4)).toBe("420 ms");
    expect(formatMs(1234)).toBe("1.2 s");
    expect(formatMs(125_000)).toBe("2 min 5 s");
  });

  it("words rates, counts, credits and owners", () => {
    expect(formatRate(null)).toBe("—");
    expect(formatRate(0)).toBe("0%");
    expect(formatRate(2 / 7)).toBe("29%");
    expect(formatRate(0.0123)).toBe("1.2%");
    expect(formatCount(2000)).toBe("2,000");
    expect(formatCount(null)).toBe("—");
    expect(credits(1)).toBe("1 Legend Credit");
    expect(credits(1500)).toBe("1,500 Legend Credits");
    expect(ownerLabel(null)).toBe("Visitor (signed out)");
    expect(ownerLabel("a@b.c")).toBe("a@b.c");
  });
});

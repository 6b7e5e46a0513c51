// @vitest-environment node
import { describe, expect, it } from "vitest";
import { containIn, deckLines } from "./deckContent";
import { estimateWidth, fitText } from "./deckText";

// A tenth of an em per character keeps the arithmetic readable.
const measure = (s: string, size: number) => s.length * size * 0.1;

describe("deckLines", () => {
  it("reads '- ' lines as bullets and other lines as paragraphs", () => {
    expect(deckLines("Intro line\n- one\n-  two \n\n- \nlast")).toEqual([
      { kind: "paragraph", text: "Intro line" },
      { kind: "bullet", text: "one" },
      { kind: "bullet", text: "two" },
      { kind: "paragraph", text: "last" },
    ]);
  });
});

describe("fitText", () => {
  const lines = [{ kind: "paragraph" as const, text: "aaaa bbbb cccc dddd" }];

  it("takes the largest size at which the text fits", () => {
    const fitted = fitText(lines, 100, 40, [40, 20, 10], measure);
    expect(fitted).toMatchObject({ size: 20, cut: false });
    expect(fitted.items[0].lines).toEqual(["aaaa bbbb cccc dddd"]);
  });

  it("cuts what doesn't fit at the smallest size and ends it with an ellipsis", () => {
    const many = Array.from({ length: 50 }, (_, i) => `w${i}`).join(" ");
    const fitted = fitText([{ kind: "paragraph", text: many }], 10, 30, [20, 10], measure);
    expect(fitted.cut).toBe(true);
    expect(fitted.size).toBe(10);
    expect(fitted.items[0].lines).toHaveLength(2);
    expect(fitted.items[0].text.endsWith("…")).toBe(true);
    for (const line of fitted.items[0].lines) expect(measure(line, 10)).toBeLessThanOrEqual(10);
  });

  it("drops the items that no longer fit and marks the last kept one as cut", () => {
    const items = [
      { kind: "bullet" as const, text: "first" },
      { kind: "bullet" as const, text: "second" },
      { kind: "bullet" as const, text: "third" },
    ];
    const fitted = fitText(items, 100, 26, [10], measure);
    expect(fitted.items.map((item) => item.text)).toEqual(["first…"]);
  });
});

describe("estimateWidth", () => {
  it("counts a wide script's characters as a full em", () => {
    expect(estimateWidth("東京", 10)).toBe(20);
    expect(estimateWidth("東京", 10)).toBeGreaterThan(estimateWidth("ab", 10));
  });
});

describe("containIn", () => {
  it("fits an image at its own proportions, level with the box's top, centred across", () => {
    expect(containIn(1600, 900, { x: 0, y: 1, w: 8, h: 9 })).toEqual({ x: 0, y: 1, w: 8, h: 4.5 });
    expect(containIn(900, 1600, { x: 0, y: 0, w: 8, h: 3.2 })).toEqual({
      x: 3.1,
      y: 0,
      w: 1.8,
      h: 3.2,
    });
  });
});

// @vitest-environment node
import { describe, expect, it } from "vitest";
import { coverIn, coverLine, deckFooter, deckLines, slideFrame, stackSlide } from "./deckContent";
import { balance, estimateWidth, fitSlideText, fitText } from "./deckText";
import { deckSource } from "../testing/fixtures";

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

describe("coverIn", () => {
  it("covers the box at the picture's proportions, centred, as object-fit: cover", () => {
    expect(coverIn(1600, 900, { x: 0, y: 0, w: 9, h: 9 })).toEqual({ x: -3.5, y: 0, w: 16, h: 9 });
    expect(coverIn(900, 1600, { x: 1, y: 0, w: 9, h: 4 })).toEqual({ x: 1, y: -6, w: 9, h: 16 });
  });
});

describe("balance", () => {
  it("evens a title's lines as text-wrap: balance, keeping their count", () => {
    const title = [{ kind: "paragraph" as const, text: "aaaa bbbb cccc dddd eeee" }];
    // One unit a character: 'aaaa bbbb cccc dddd' fills a 20-wide line, 'eeee' is left alone.
    const fitted = fitText(title, 20, 100, [10], measure);
    expect(fitted.items[0].lines).toEqual(["aaaa bbbb cccc dddd", "eeee"]);
    const even = balance(fitted, 20, measure);
    expect(even.items[0].lines).toEqual(["aaaa bbbb cccc", "dddd eeee"]);
  });
});

describe("slide layout", () => {
  it("centres the stage label, title and body in the text column, as the app does", () => {
    const { text, image } = slideFrame(true);
    expect(image).toMatchObject({ y: 0, h: 7.5 });
    expect(image!.x + image!.w).toBeCloseTo(13.333, 3);
    expect(text.x + text.w).toBeLessThan(image!.x);
    const boxes = stackSlide(text, 1, 1);
    const above = boxes.stage.y - text.y;
    const below = text.y + text.h - (boxes.body.y + boxes.body.h);
    expect(above).toBeCloseTo(below, 6);
    expect(boxes.title.y).toBeGreaterThan(boxes.stage.y);
    expect(boxes.body.y).toBeGreaterThan(boxes.title.y + 1);
    expect(slideFrame(false).image).toBeNull();
  });

  it("signs each slide with the brand and the campaign line, without its full stop", () => {
    expect(deckFooter({ ...deckSource, campaignName: "First Class, Every Time." })).toBe(
      "Northbound Coffee · First Class, Every Time",
    );
    expect(coverLine({ ...deckSource, campaignName: "Why mornings matter." })).toBeNull();
    expect(coverLine(deckSource)).toBe("The Last Good Idea");
  });
});

describe("fitSlideText", () => {
  const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(" ");
  const fitIn = (text: string, height: number, sizes: readonly number[]) =>
    fitText([{ kind: "paragraph", text }], 300, height, sizes, measure);

  it("keeps the title at its largest when the body reads comfortably beneath it", () => {
    const set = fitSlideText(
      [40, 30, 20],
      (sizes) => fitIn("A short title", 200, sizes),
      (titleHeight) => fitIn(words(10), 400 - titleHeight * 72, [20, 16, 12]),
    );
    expect(set.title.size).toBe(40);
    expect(set.body).toMatchObject({ size: 20, cut: false });
  });

  it("shrinks a long title so that its body keeps a comfortable size", () => {
    const set = fitSlideText(
      [40, 30, 20],
      (sizes) => fitIn(words(30), 300, sizes),
      (titleHeight) => fitIn(words(200), 180 - titleHeight * 72, [20, 16, 12]),
    );
    // At 40 the body would fit only at 12; at 30 it fits at 16.
    expect(set.title.size).toBe(30);
    expect(set.body).toMatchObject({ size: 16, cut: false });
  });
});

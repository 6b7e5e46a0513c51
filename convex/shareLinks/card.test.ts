import { describe, expect, it } from "vitest";
import { imageSize, sniffImageType } from "../lib/ai/imageBytes";
import { renderPoster } from "../studio/posters/render";
import { withoutGrain } from "../studio/posters/svg";
import { cardFonts, renderForTest } from "../media/raster.fixtures";
import {
  CARD_HEIGHT,
  CARD_WIDTH,
  cardContent,
  cardSvg,
  cardVersion,
  LINE_MAX_LINES,
  LINE_SIZES,
  setLine,
} from "./card";
import type { PublicShare } from "./validators";

/** The share card (issue 39): a 1200×630 PNG, the line set to fit, every word inert. */

const MEASURE = CARD_WIDTH - 160;

function view(overrides: Partial<PublicShare> = {}): PublicShare {
  return {
    kind: "idea",
    shareId: "AAAAAAAAAAAAAAAAAAAAAA",
    brand: "Kestrel Bikes",
    legend: { name: "Lee Clow", slug: "lee-clow" },
    idea: {
      title: "Kestrel Bikes: Story Appeal",
      campaignName: "The long way home",
      headline: "Ride further on a Sunday.",
      coreIdea: "Every ride is the scenic route.",
      concept: "A bike for the long way.",
      keyVisualElements: [],
      executionStrategy: [],
      thumbnails: [`/api/media/${"h".repeat(32)}`, `/api/media/${"d".repeat(32)}`],
    },
    campaign: null,
    ...overrides,
  };
}

/** The words of a set line, as the wrap left them (an ellipsis is not a word). */
const wordsOf = (lines: readonly string[]) =>
  lines.join(" ").replace(/…$/, "").split(" ").filter(Boolean);

describe("what a card shows", () => {
  it("an idea's campaign line (with its full stop), its brand and its first image", () => {
    expect(cardContent(view())).toEqual({
      line: "The long way home.",
      brand: "Kestrel Bikes",
      heroKey: "h".repeat(32),
    });
  });

  it("a campaign page's title and hero; no hero that is not this app's own image", () => {
    const campaign = {
      title: "The Morning Record",
      headline: "Roasted this week.",
      description: "",
      heroUrl: `/api/media/${"c".repeat(32)}`,
      lobs: [],
    };
    expect(cardContent(view({ kind: "campaign", campaign }))).toMatchObject({
      line: "The Morning Record.",
      heroKey: "c".repeat(32),
    });
    const outside = view();
    outside.idea.thumbnails = ["https://evil.example/x.png"];
    expect(cardContent(outside).heroKey).toBeNull();
  });

  it("a version that follows the words and the picture, and nothing else", async () => {
    const base = cardContent(view());
    const version = await cardVersion(base);
    expect(version).toMatch(/^[0-9a-f]{24}$/);
    expect(await cardVersion({ ...base })).toBe(version);
    for (const changed of [
      { ...base, line: "The short way home." },
      { ...base, brand: "Osprey" },
      { ...base, heroKey: null },
    ]) {
      expect(await cardVersion(changed)).not.toBe(version);
    }
  });
});

describe("measuring with the face the card is drawn in", () => {
  it("reads advances from the TrueType file: wide and narrow letters, spacing, coverage", () => {
    const { serif } = cardFonts;
    expect(serif.measure("M", 100)).toBeGreaterThan(serif.measure("i", 100) * 2);
    expect(serif.measure("ab", 100)).toBeCloseTo(serif.measure("a", 100) + serif.measure("b", 100));
    expect(serif.measure("ab", 100, 10)).toBeCloseTo(serif.measure("ab", 100) + 10);
    expect(serif.measure("Mi", 50)).toBeCloseTo(serif.measure("Mi", 100) / 2);
    expect(serif.covers("é")).toBe(true);
    expect(serif.covers("漢")).toBe(false);
    // A character the face lacks is counted wide, never as nothing.
    expect(serif.measure("漢", 100)).toBeGreaterThanOrEqual(70);
  });
});

describe("setting the line", () => {
  const fits = (lines: string[], size: number) =>
    lines.every((line) => cardFonts.serif.measure(line, size) <= MEASURE);

  it("sets a short line on one line at the largest size", () => {
    expect(setLine("The long way home.", cardFonts.serif)).toEqual({
      lines: ["The long way home."],
      size: LINE_SIZES.max,
    });
  });

  it("wraps a long line at spaces into at most three lines, smaller, every word whole", () => {
    const text =
      "Every single mile you ride on a Kestrel is a love letter to the hills, the coast roads and the cafés you grew up with.";
    const { lines, size } = setLine(text, cardFonts.serif);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.length).toBeLessThanOrEqual(LINE_MAX_LINES);
    expect(size).toBeLessThan(LINE_SIZES.max);
    expect(size).toBeGreaterThanOrEqual(LINE_SIZES.min);
    expect(fits(lines, size)).toBe(true);
    expect(wordsOf(lines)).toEqual(text.split(" "));
  });

  it("ends a line too long for three lines with an ellipsis after a whole word", () => {
    const text = Array.from({ length: 60 }, (_, i) => `word${i}`).join(" ");
    const { lines, size } = setLine(text, cardFonts.serif);
    expect(lines).toHaveLength(LINE_MAX_LINES);
    expect(size).toBe(LINE_SIZES.min);
    expect(lines[2].endsWith("…")).toBe(true);
    expect(fits(lines, size)).toBe(true);
    const words = wordsOf(lines);
    expect(words).toEqual(text.split(" ").slice(0, words.length));
  });

  it("shrinks for one very long word rather than cutting it, and breaks only what cannot fit", () => {
    const long = "Supercalifragilisticexpialidociously-overengineered";
    const word = setLine(`A ${long} ride.`, cardFonts.serif);
    expect(word.size).toBeLessThan(LINE_SIZES.min);
    expect(fits(word.lines, word.size)).toBe(true);
    expect(wordsOf(word.lines)).toContain(long);

    const url = setLine("x".repeat(400), cardFonts.serif);
    expect(url.lines.length).toBeLessThanOrEqual(LINE_MAX_LINES);
    expect(fits(url.lines, url.size)).toBe(true);
  });
});

describe("the card", () => {
  it("is a PNG of exactly 1200×630, with or without a hero, softened or not", async () => {
    const content = cardContent(view());
    const poster = renderPoster({
      prompt: "x",
      aspectRatio: "16:9",
      includeText: false,
      grain: false,
      facts: { seed: "card", headline: "Ride further.", brand: "Kestrel Bikes", collage: true },
    });
    const hero = await renderForTest(withoutGrain(poster.svg), 960);
    const href = `data:image/png;base64,${Buffer.from(hero.png).toString("base64")}`;
    for (const picture of [null, { href, soften: true }, { href, soften: false }]) {
      const { png, width, height } = await renderForTest(cardSvg(content, cardFonts, picture));
      expect(sniffImageType(png)).toBe("image/png");
      expect(imageSize(png)).toEqual({ width: CARD_WIDTH, height: CARD_HEIGHT });
      expect({ width, height }).toEqual({ width: 1200, height: 630 });
    }
  });

  it("keeps hostile words inert: escaped, control characters dropped, still drawn", async () => {
    const svg = cardSvg(
      {
        line: '</text><script>alert(1)</script> & "Ride" \u0000\u0007 <![CDATA[x]]>',
        brand: '<image href="https://evil.example/x.png"/> & Co',
        heroKey: null,
      },
      cardFonts,
      null,
    );
    expect(svg).not.toMatch(/<script|<image|<!\[CDATA|evil\.example\/x\.png"\/>/);
    expect(svg).toContain("&lt;/text&gt;&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(svg).toContain("&amp; CO");
    expect([...svg].some((char) => char.charCodeAt(0) < 0x09)).toBe(false);
    // One <text> per element the card sets (brand, line, mark): nothing the words could add.
    expect(svg.match(/<text /g)).toHaveLength(3);
    const { png } = await renderForTest(svg);
    expect(imageSize(png)).toEqual({ width: CARD_WIDTH, height: CARD_HEIGHT });
  });

  it("leaves out a hero that is not a data: URL's worth of quotes", () => {
    const svg = cardSvg(cardContent(view()), cardFonts, {
      href: 'data:image/png;base64,AAAA" onload="alert(1)',
      soften: false,
    });
    expect(svg).not.toContain('" onload="');
    expect(svg).toContain("&quot; onload=&quot;");
  });
});

describe("old posters", () => {
  it("lose their grain before they are drawn (new posters have none)", () => {
    const facts = { seed: "grain", headline: "Think small.", brand: "Acme" };
    const input = { prompt: "x", aspectRatio: "1:1" as const, includeText: true, facts };
    const grained = renderPoster(input).svg;
    expect(grained).toMatch(/filter="url\(#[\w-]+-grain\)"/);
    expect(withoutGrain(grained)).not.toMatch(/filter="url\(#[\w-]+-grain\)"/);
    expect(renderPoster({ ...input, grain: false }).svg).not.toContain("-grain)");
  });
});

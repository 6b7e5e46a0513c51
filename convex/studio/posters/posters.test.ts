import { describe, expect, it } from "vitest";
import { ASPECT_RATIOS } from "../../../shared/constants";
import { IMAGE_SIZES } from "../../lib/ai/imageSizes";
import type { PosterFacts } from "../../lib/ai/types";
import { contrast, posterPalette, textOn } from "./color";
import {
  POSTER_LAYOUTS,
  posterHeadline,
  posterLayoutFor,
  renderPoster,
  type PosterLayoutId,
} from "./render";
import { createRandom } from "./random";
import { escapeXml, fitText, measure } from "./text";

/** The offline studio's posters: valid SVG at exact sizes, deterministic, varied, escaped. */

const RATIOS = ASPECT_RATIOS.map((ratio) => ratio.value);

const FACTS: PosterFacts = {
  seed: "brief-42",
  headline: "Wake up to something worth waking up for",
  brand: "Northbound Coffee",
  tagline: "Small-batch roasts, delivered the morning they're roasted.",
};

const ENTITY = /&(?!(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);)/i;

/** A strict little XML checker: one root, balanced tags, quoted attributes, escaped text. */
function expectWellFormed(xml: string): void {
  const body = xml.replace(/^<\?xml [^?]*\?>/, "");
  const token = /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[A-Za-z_:][\w:.-]*="[^"<]*")*)\s*(\/?)>|([^<]+)/y;
  const stack: string[] = [];
  let roots = 0;
  let at = 0;
  while (at < body.length) {
    token.lastIndex = at;
    const match = token.exec(body);
    if (!match) throw new Error(`Not well-formed at ${at}: ${body.slice(at, at + 60)}`);
    at = token.lastIndex;
    const [, closing, name, attributes, selfClosing, text] = match;
    if (text !== undefined) {
      expect(stack.length, "text outside the root").toBeGreaterThan(0);
      expect(ENTITY.test(text), `bad entity in "${text}"`).toBe(false);
      continue;
    }
    expect(ENTITY.test(attributes ?? ""), `bad entity in ${name} attributes`).toBe(false);
    const names = [...(attributes ?? "").matchAll(/([\w:.-]+)="/g)].map((m) => m[1]);
    expect(new Set(names).size, `duplicate attribute on ${name}`).toBe(names.length);
    if (closing) {
      expect(stack.pop(), "mismatched closing tag").toBe(name);
    } else if (!selfClosing) {
      if (stack.length === 0) roots += 1;
      stack.push(name);
    } else if (stack.length === 0) {
      roots += 1;
    }
  }
  expect(stack).toEqual([]);
  expect(roots).toBe(1);
}

function variantFor(layout: PosterLayoutId, facts: PosterFacts): number {
  const variant = [0, 1, 2, 3, 4, 5, 6].find((v) => posterLayoutFor(facts, v) === layout);
  if (variant === undefined) throw new Error(`no variant draws ${layout}`);
  return variant;
}

describe("renderPoster", () => {
  it("draws every layout at every ratio, with and without text, as well-formed SVG of the exact size", () => {
    for (const layout of POSTER_LAYOUTS) {
      for (const aspectRatio of RATIOS) {
        for (const includeText of [true, false]) {
          const poster = renderPoster({
            prompt: "A poster",
            aspectRatio,
            facts: FACTS,
            includeText,
            variant: variantFor(layout, FACTS),
          });
          const { width, height } = IMAGE_SIZES[aspectRatio];
          expect(poster).toMatchObject({ layout, width, height });
          expectWellFormed(poster.svg);
          expect(poster.svg).toContain(
            `width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"`,
          );
          expect(poster.svg.includes("Northbound"), `${layout} ${aspectRatio}`).toBe(includeText);
        }
      }
    }
  });

  it("uses the platforms' sizes for each aspect ratio", () => {
    expect(IMAGE_SIZES).toEqual({
      "1:1": { width: 1080, height: 1080 },
      "9:16": { width: 1080, height: 1920 },
      "4:5": { width: 1080, height: 1350 },
      "16:9": { width: 1920, height: 1080 },
    });
  });

  it("is deterministic: the same facts give the same file, another seed another one", () => {
    const input = {
      prompt: "A poster",
      aspectRatio: "4:5" as const,
      facts: FACTS,
      includeText: true,
    };
    expect(renderPoster(input).svg).toBe(renderPoster({ ...input }).svg);
    const other = renderPoster({ ...input, facts: { ...FACTS, seed: "brief-43" } });
    expect(other.svg).not.toBe(renderPoster(input).svg);
  });

  it("gives legends their signature layouts, and a request's images different ones", () => {
    const layout = (legendSlug: string, variant = 0) =>
      posterLayoutFor({ ...FACTS, legendSlug }, variant);
    expect(layout("david-ogilvy")).toBe("editorial");
    expect(layout("lee-clow")).toBe("bold-type");
    expect(layout("paul-rand")).toBe("big-shape");
    expect(layout("massimo-vignelli")).toBe("grid");
    expect(layout("bill-bernbach")).toBe("minimal");
    // Unknown legends get a stable family of their own.
    expect(layout("someone-new")).toBe(layout("someone-new"));
    const four = [0, 1, 2, 3].map((variant) => layout("david-ogilvy", variant));
    expect(new Set(four).size).toBe(4);

    const render = (legendSlug: string) =>
      renderPoster({
        prompt: "x",
        aspectRatio: "1:1",
        facts: { ...FACTS, legendSlug },
        includeText: true,
      });
    expect(render("david-ogilvy").svg).not.toBe(render("lee-clow").svg);
  });

  it("escapes every piece of text and drops characters XML forbids", () => {
    const poster = renderPoster({
      prompt: "x",
      aspectRatio: "1:1",
      facts: {
        seed: "esc",
        headline: `<script>alert("x")</script> & 'quotes' \u0001`,
        brand: "A&B <Co>",
        tagline: `"Quoted" & <tagged>`,
        legendSlug: "lee-clow",
      },
      includeText: true,
    });
    expectWellFormed(poster.svg);
    expect(poster.svg).not.toMatch(/<script|<Co>|<tagged>/i);
    expect(poster.svg).toContain("&lt;SCRIPT&gt;");
    expect(poster.svg).toContain("A&amp;B &lt;CO&gt;");
    expect(poster.svg).not.toContain("\u0001");
    expect(escapeXml(`a<b>&"'`)).toBe("a&lt;b&gt;&amp;&quot;&apos;");
  });

  it("paints every layout with the brand's colour when the brief has one", () => {
    const facts = { ...FACTS, palette: ["#0A84FF", "not-a-colour", "#FF375F"] };
    for (const layout of POSTER_LAYOUTS) {
      for (const seed of ["a", "b", "c"]) {
        const poster = renderPoster({
          prompt: "x",
          aspectRatio: "16:9",
          facts: { ...facts, seed },
          includeText: true,
          variant: variantFor(layout, { ...facts, seed }),
        });
        expect(poster.svg, `${layout} ${seed}`).toContain("#0a84ff");
      }
    }
  });
});

describe("poster type and colour", () => {
  it("fits headlines inside their box, shrinking and then shortening", () => {
    const box = { maxWidth: 600, maxHeight: 400, maxSize: 200, minSize: 30, lineHeight: 1 };
    const fitted = fitText("The road doesn't care. Run anyway", {
      ...box,
      font: "sans",
      maxLines: 4,
    });
    expect(fitted.lines.length).toBeLessThanOrEqual(4);
    expect(fitted.height).toBeLessThanOrEqual(400);
    for (const line of fitted.lines)
      expect(measure(line, "sans", fitted.size)).toBeLessThanOrEqual(600);
    expect(fitted.lines.join(" ")).toBe("The road doesn't care. Run anyway");

    const long = fitText("word ".repeat(80), { ...box, font: "serif", maxLines: 2 });
    expect(long.size).toBe(30);
    expect(long.lines.length).toBeLessThanOrEqual(2);
    expect(long.lines.at(-1)).toMatch(/…$/);

    const url = fitText("https://example.com/".repeat(10), { ...box, font: "sans", maxLines: 2 });
    expect(measure(url.lines[0], "sans", url.size)).toBeLessThanOrEqual(600);
  });

  it("derives a headline from the prompt when the facts have none", () => {
    expect(posterHeadline('Poster with the text "Think small" on white', { seed: "s" })).toBe(
      "Think small",
    );
    expect(
      posterHeadline("A poster of a red bicycle against a yellow wall. Warm light.", { seed: "s" }),
    ).toBe("A red bicycle against a yellow wall");
    expect(posterHeadline("   ", { seed: "s", brand: "Acme" })).toBe("Acme");
    expect(posterHeadline("x", { seed: "s", headline: "  Given  line " })).toBe("Given line");
  });

  it("keeps text readable on every palette and brand colour (WCAG large text, 3:1)", () => {
    const brands = ["#0a84ff", "#e63322", "#ffe600", "#777777", "#1b4332", "#ffffff", "#000000"];
    for (let i = 0; i < 40; i += 1) {
      const random = createRandom(`p${i}`);
      const palette = posterPalette(i < brands.length ? [brands[i]] : undefined, random);
      for (const fill of [palette.paper, palette.primary, palette.ink]) {
        expect(contrast(textOn(fill, palette), fill)).toBeGreaterThanOrEqual(3);
      }
    }
  });
});

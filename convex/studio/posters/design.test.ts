import { describe, expect, it } from "vitest";
import { ASPECT_RATIOS } from "../../../shared/constants";
import { thumbnailImages } from "../../visuals/prompts";
import { IMAGE_SIZES } from "../../lib/ai/imageSizes";
import type { PosterFacts } from "../../lib/ai/types";
import { TEXT_CONTRAST, textContrast } from "./color";
import {
  coverage,
  contains,
  fieldsOf,
  intersects,
  motifOf,
  textsOf,
  type PosterText,
} from "./posterSvg.fixtures";
import { POSTER_LAYOUTS, posterLayoutFor, renderPoster, type PosterLayoutId } from "./render";

/**
 * Issue 12, item 12: every offline poster carries the idea's own words and a motif from its key
 * visual elements, is never a near-blank field, and sets every word at 4.5:1 or better on a
 * solid field, inside the canvas, at every ratio, for many different ideas.
 */

const RATIOS = ASPECT_RATIOS.map((ratio) => ratio.value);

const BRANDS = ["Northbound", "Bean & Bloom", "A&B <Co>", "O'Neil's \"Best\"", "", "Zürich Café"];
const LINES = [
  "Run anyway",
  "Wake up to something worth waking up for",
  "We could tell you Bean & Bloom is the best. Instead, here is the evidence: our coffee is fair-trade and tastes like a café at home.",
  "<script>alert('x')</script> & friends",
  "Supercalifragilisticexpialidociously-engineered-for-commuters",
  "Yes.",
  "Money, minus the spreadsheet",
  "The mountain doesn't care how you feel today, and neither does the rain on the road",
];
/** Key visual elements, and the motif they name (null: they name nothing drawable). */
const ELEMENTS: [string[], string | null][] = [
  [["A steaming cup on a desk at dawn", "city skyline"], "cup"],
  [["an empty mountain road", "rain on the asphalt", "running shoes"], "mountain"],
  [["The brand logo small in the corner", "Numbered proof points with thin rules"], "check"],
  [["a phone glowing on a student desk", "a city at night"], "phone"],
  [["abstract calm", "the feeling of Sunday"], null],
  [["Real busy parents photographed at home", "hands holding a mug"], "people"],
  [["a bicycle courier weaving through traffic"], "bicycle"],
  [[], null],
  [["a gift box on the doorstep", "a dog waiting by the door"], "gift"],
  [["waves breaking on a quiet beach", "the sun going down"], "wave"],
];

type Idea = {
  brand: string;
  words: string;
  tagline: string;
  elements: string[];
  motif: string | null;
  seed: string;
};

/** 60 ideas: every brand, line and set of key visual elements meets every other. */
const IDEAS: Idea[] = Array.from({ length: 60 }, (_, i) => ({
  brand: BRANDS[i % BRANDS.length],
  words: LINES[i % LINES.length],
  tagline: LINES[(i * 3 + 1) % LINES.length],
  elements: ELEMENTS[i % ELEMENTS.length][0],
  motif: ELEMENTS[i % ELEMENTS.length][1],
  seed: `idea-${i}`,
}));

type Mode = "collage" | "text" | "art";
const MODES: Mode[] = ["collage", "text", "art"];

function variantFor(layout: PosterLayoutId, facts: PosterFacts): number {
  const variant = [0, 1, 2, 3, 4, 5, 6].find((v) => posterLayoutFor(facts, v) === layout);
  if (variant === undefined) throw new Error(`no variant draws ${layout}`);
  return variant;
}

function render(idea: Idea, layout: PosterLayoutId, ratio: (typeof RATIOS)[number], mode: Mode) {
  const facts: PosterFacts = {
    seed: idea.seed,
    brand: idea.brand,
    headline: idea.words,
    tagline: idea.tagline,
    motifs: idea.elements,
    collage: mode === "collage",
  };
  return renderPoster({
    prompt: "A poster",
    aspectRatio: ratio,
    facts,
    includeText: mode === "text",
    variant: variantFor(layout, facts),
  });
}

const comparable = (text: string) =>
  text.replace(/\s+/g, " ").trim().toLowerCase().replace(/\.$/, "");

/**
 * The words as set (any case, with or without the full stop a headline gets): whole, or cut
 * with an ellipsis where the box could not hold them (two words or a dozen letters at least).
 */
function expectWords(texts: PosterText[], words: string, where: string) {
  const flat = comparable(words);
  const found = texts.map((text) => text.text);
  const whole = found.some((text) => comparable(text) === flat);
  const cut = found.some((text) => {
    if (!text.endsWith("…")) return false;
    const kept = comparable(text.slice(0, -1));
    return (kept.includes(" ") || kept.length >= 12) && flat.startsWith(kept);
  });
  expect(whole || cut, `${where}: "${flat}" not in ${JSON.stringify(found)}`).toBe(true);
}

describe("every offline poster", () => {
  it.each(POSTER_LAYOUTS)(
    "%s: carries the idea's words and motif, full and legible, at every ratio",
    (layout) => {
      IDEAS.forEach((idea, i) => {
        RATIOS.forEach((ratio, r) => {
          const mode = MODES[(i + r) % MODES.length];
          const where = `${layout} ${ratio} ${mode} ${idea.seed}`;
          const { svg } = render(idea, layout, ratio, mode);
          const { width: W, height: H } = IMAGE_SIZES[ratio];
          const canvas = { x: 0, y: 0, width: W, height: H };
          expect(svg, where).not.toMatch(/<script|<Co>/i);

          // A motif, named by the key visual elements where they name something drawable.
          const motif = motifOf(svg);
          expect(motif, where).not.toBeNull();
          if (!motif) return;
          if (idea.motif) expect(motif.name, where).toBe(idea.motif);
          expect(motif.shapes, where).toBeGreaterThanOrEqual(3);
          expect(contains(canvas, motif.frame, 1), `${where}: motif outside`).toBe(true);
          const share = (box: { width: number; height: number }) =>
            (box.width * box.height) / (W * H);
          // A motif of real size: more of the picture when there are no words.
          expect(share(motif.frame), where).toBeGreaterThan(mode === "art" ? 0.04 : 0.025);

          const texts = textsOf(svg);
          const fields = fieldsOf(svg);
          if (mode !== "art") expectWords(texts, idea.words, where);
          if (mode === "text" && idea.brand) expectWords(texts, idea.brand, where);
          if (mode === "art") expect(texts, where).toEqual([]);
          // Never a near-blank field: the old minimal poster without words covered about 2%.
          expect(coverage(svg, W, H), `${where}: near blank`).toBeGreaterThan(0.08);
          const grainAt = svg.indexOf('filter="url(#');
          for (const text of texts) {
            expect(text.fill, where).toMatch(/^#[0-9a-f]{6}$/);
            expect(contains(canvas, text.box), `${where}: "${text.text}" overflows`).toBe(true);
            // Set over the grain and over its field; the field is above the art and the motif.
            expect(text.at, where).toBeGreaterThan(grainAt);
            const under = fields.filter((field) => contains(field, text.box)).at(-1);
            expect(under, `${where}: "${text.text}" has no field`).toBeDefined();
            if (!under) continue;
            expect(under.at, where).toBeGreaterThan(motif.at);
            for (const later of fields.filter((field) => field.at > under.at)) {
              expect(intersects(later, text.box) && later.fill !== under.fill, where).toBe(false);
            }
            expect(
              textContrast(text.fill, under.fill),
              `${where}: "${text.text}" ${text.fill} on ${under.fill}`,
            ).toBeGreaterThanOrEqual(TEXT_CONTRAST);
          }
        });
      });
    },
    120_000,
  );
});

describe("the collage's offline tiles", () => {
  const idea = {
    title: "Bean & Bloom Live Demonstration",
    campaignName: "Proof, Not <Promises>",
    headline: `We could tell you "Bean & Bloom" is the best. Instead, here is the evidence`,
    concept: "A demonstration series that puts whole-bean coffee to the test.",
    coreIdea: "Show the evidence, not the adjectives",
    keyVisualElements: [
      "A steaming cup on the kitchen table",
      "Real busy parents photographed at home",
      "Numbered proof points with thin rules",
    ],
    visualPrompt: "",
    legendSlug: "david-ogilvy",
  };

  it("carry the idea's words beside the collage's own line, and a motif per tile", () => {
    const images = thumbnailImages(idea, "Bean & Bloom", null);
    const drawn = images.map((image) => {
      // As the thumbnails job asks: no lettering from a provider, but the poster sets its words.
      const poster = renderPoster({
        prompt: image.prompt,
        aspectRatio: image.aspectRatio,
        facts: { ...image.poster, seed: `tile|${image.role}` },
        includeText: false,
        variant: image.poster.variant,
      });
      return { role: image.role, svg: poster.svg, texts: textsOf(poster.svg) };
    });
    const words = Object.fromEntries(
      drawn.map((tile) => [tile.role, tile.texts.map((t) => t.text)]),
    );
    // The hero is the key visual the app sets the campaign line and headline over or beside:
    // no words of its own, which would be read twice.
    expect(words.hero).toEqual([]);
    // The headline tile's caption is the headline: the poster carries the campaign line.
    expect(words.headline).toEqual(["BEAN & BLOOM", "Proof, Not <Promises>."]);
    // The concept tile's caption is the concept: the poster carries the core idea, never the
    // idea's working title (an internal name).
    expect(words.concept).toEqual(["BEAN & BLOOM", "Show the evidence, not the adjectives."]);
    expect(drawn.flatMap((tile) => tile.texts.map((t) => t.text))).not.toContain(
      "Bean & Bloom Live Demonstration",
    );
    expect(drawn.map((tile) => motifOf(tile.svg)?.name)).toEqual(["cup", "people", "check"]);
    for (const tile of drawn) expect(tile.svg).not.toMatch(/<Promises>/);
    expect(drawn[1].svg).toContain("Proof, Not &lt;Promises&gt;.");
    expect(drawn[1].svg).toContain("BEAN &amp; BLOOM");
  });
});

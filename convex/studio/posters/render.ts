import type { AspectRatio } from "../../../shared/constants";
import { IMAGE_SIZES } from "../../lib/ai/imageSizes";
import type { PosterFacts } from "../../lib/ai/types";
import { posterPalette } from "./color";
import { bigShape } from "./layouts/bigShape";
import { boldType } from "./layouts/boldType";
import { diagonal } from "./layouts/diagonal";
import { editorial } from "./layouts/editorial";
import { grid } from "./layouts/grid";
import { minimal } from "./layouts/minimal";
import { splitField } from "./layouts/splitField";
import { collageBand } from "./collage";
import { fieldBox, type CopyBlock } from "./layouts/common";
import { chooseMotif, drawMotif, type MotifFrame } from "./motifs/motif";
import { createRandom, hashString } from "./random";
import { grain, rect, svgDocument, type Layout, type LayoutContext, type PosterCopy } from "./svg";
import type { FontId } from "./text";

/**
 * The offline studio's images: designed SVG posters drawn from the idea's facts (headline,
 * brand, line, brand colours, key visual elements) in one of several layout families, each with
 * a motif drawn from what the idea shows. The legend decides the family (each has a signature
 * one), the seed the composition within it; the same input always renders the same file. Every
 * word is set on a solid field its colour reads on at 4.5:1 (WCAG AA).
 */

export const POSTER_LAYOUTS = [
  "bold-type",
  "split-field",
  "big-shape",
  "grid",
  "editorial",
  "minimal",
  "diagonal",
] as const;
export type PosterLayoutId = (typeof POSTER_LAYOUTS)[number];

const LAYOUTS: Record<PosterLayoutId, Layout> = {
  "bold-type": boldType,
  "split-field": splitField,
  "big-shape": bigShape,
  grid,
  editorial,
  minimal,
  diagonal,
};

/** Signature families of well-known legends; other legends get one from their slug. */
const LEGEND_LAYOUTS: Record<string, PosterLayoutId> = {
  "david-ogilvy": "editorial",
  "leo-burnett": "editorial",
  "bill-bernbach": "minimal",
  "helmut-krone": "minimal",
  "lee-clow": "bold-type",
  "dan-wieden": "bold-type",
  "david-droga": "bold-type",
  "paul-rand": "big-shape",
  "saul-bass": "big-shape",
  "massimo-vignelli": "grid",
  "george-lois": "split-field",
  "mary-wells-lawrence": "split-field",
  "jay-chiat": "diagonal",
  "alex-bogusky": "diagonal",
};

export const POSTER_MODEL = "studio-poster-v2";

export type PosterInput = {
  prompt: string;
  aspectRatio: AspectRatio;
  facts: PosterFacts;
  includeText: boolean;
  /** 0 for the first image of a request; further images step through the other families. */
  variant?: number;
  /**
   * Film grain over the poster (default on). Off for posters drawn to PNG: noise is what a PNG
   * compresses worst (a 1080 px square grows from about 60 KB to 1.5 MB) and is the slowest thing
   * to draw.
   */
  grain?: boolean;
};

export type Poster = { svg: string; width: number; height: number; layout: PosterLayoutId };

export function posterLayoutFor(facts: PosterFacts, variant = 0): PosterLayoutId {
  const slug = facts.legendSlug?.trim().toLowerCase() ?? "";
  const signature: PosterLayoutId =
    LEGEND_LAYOUTS[slug] ?? POSTER_LAYOUTS[hashString(slug || facts.seed) % POSTER_LAYOUTS.length];
  const start = POSTER_LAYOUTS.indexOf(signature);
  // A step of 3 is coprime with 7 families: four variants land on four different families.
  return POSTER_LAYOUTS[(start + variant * 3) % POSTER_LAYOUTS.length];
}

const PROMPT_PREFIX =
  /^(please\s+)?(create|generate|make|design|draw|render)?\s*(an?|the)?\s*((bold|minimal|modern|clean|striking|vintage)\s+)*(poster|image|photo|picture|illustration|visual|ad|advert|advertisement|banner|thumbnail)\s*(of|for|showing|with|about|that says|reading)?\s*[:,-]?\s*/i;

/** The line to set: the facts' headline, a quoted phrase of the prompt, or its first clause. */
export function posterHeadline(prompt: string, facts: PosterFacts): string {
  const given = facts.headline?.replace(/\s+/g, " ").trim();
  if (given) return given;
  const cleaned = prompt.replace(/\s+/g, " ").trim();
  const quoted = /["“]([^"”]{2,90})["”]/.exec(cleaned)?.[1]?.trim();
  if (quoted) return quoted;
  const sentence = (cleaned.split(/(?<=[.!?])\s/)[0] ?? "").replace(PROMPT_PREFIX, "").trim();
  let words = sentence
    .replace(/[.!?]+$/, "")
    .split(" ")
    .filter(Boolean);
  if (words.length > 10) {
    const clause = words.slice(0, 10).join(" ").split(/[,;:]/)[0].split(" ");
    words = clause.length >= 3 ? clause : words.slice(0, 9);
  }
  const text = words.join(" ") || facts.brand?.trim() || "Make it legendary";
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function shapeOf(width: number, height: number): LayoutContext["shape"] {
  const ratio = width / height;
  if (ratio > 1.2) return "landscape";
  return ratio < 0.85 ? "portrait" : "square";
}

/** The face a collage band is set in: the family's own (serif for the editorial families). */
const BAND_FONT: Record<PosterLayoutId, FontId> = {
  "bold-type": "sans",
  "split-field": "sans",
  "big-shape": "serif",
  grid: "sans",
  editorial: "serif",
  minimal: "serif",
  diagonal: "sans",
};

function contextFor(
  width: number,
  height: number,
  base: Pick<LayoutContext, "palette" | "random" | "id">,
  copy: PosterCopy | null,
): LayoutContext {
  const unit = Math.min(width, height);
  return {
    width,
    height,
    unit,
    margin: Math.round(unit * 0.075),
    shape: shapeOf(width, height),
    copy,
    ...base,
  };
}

/** Each block's field, drawn over the art and the motif: nothing passes under a word. */
function fields(copy: readonly CopyBlock[]): string {
  return copy
    .map((item) => {
      const box = fieldBox(item);
      return rect(box.x, box.y, box.width, box.height, item.field, { class: "field" });
    })
    .join("");
}

/**
 * A poster. Layers, bottom to top: the layout's art, the motif, the fields under the words, the
 * grain, the words (so the grain never dims them). A collage tile is a band with its words on
 * top and the layout's art, unlettered, in the rest of the canvas.
 */
export function renderPoster(input: PosterInput): Poster {
  const variant = input.variant ?? 0;
  const { facts } = input;
  const layout = posterLayoutFor(facts, variant);
  const { width, height } = IMAGE_SIZES[input.aspectRatio];
  const seed = `${facts.seed}|${variant}|${layout}`;
  const base = {
    palette: posterPalette(facts.palette, createRandom(`${facts.seed}|palette`)),
    random: createRandom(seed),
    id: `p${hashString(seed).toString(36)}`,
  };
  const headline = posterHeadline(input.prompt, facts);
  const brand = facts.brand?.replace(/\s+/g, " ").trim() ?? "";
  const tagline = facts.tagline?.replace(/\s+/g, " ").trim() ?? "";
  const full = contextFor(width, height, base, null);
  const motifName = chooseMotif(facts.motifs ?? [], [headline, tagline, input.prompt], brand);

  let body: string;
  let defs: string;
  let motif: MotifFrame;
  let copy: CopyBlock[];
  if (facts.collage) {
    const band = collageBand(full, headline, brand, BAND_FONT[layout]);
    const art = LAYOUTS[layout](contextFor(width, height - band.height, base, null));
    body = `<g transform="translate(0 ${band.height})">${art.body}</g>${band.body}`;
    defs = art.defs ?? "";
    motif = { ...art.motif, y: art.motif.y + band.height };
    copy = band.copy;
  } else {
    const drawn = LAYOUTS[layout](
      contextFor(width, height, base, input.includeText ? { headline, brand, tagline } : null),
    );
    ({ body, motif, copy } = drawn);
    defs = drawn.defs ?? "";
  }
  const texture = input.grain === false ? { defs: "", body: "" } : grain(full);
  const title =
    input.includeText || facts.collage ? [headline, brand].filter(Boolean).join(" — ") : "Poster";
  const svg = svgDocument({
    width,
    height,
    title,
    description: `Offline studio poster (${layout} layout, ${motifName} motif), drawn without an image model.`,
    defs: defs + texture.defs,
    body: [
      body,
      drawMotif(motifName, motif, base.palette),
      fields(copy),
      texture.body,
      copy.map((item) => item.block.svg).join(""),
    ].join(""),
  });
  return { svg, width, height, layout };
}

import type { AspectRatio } from "../../../../shared/constants";
import { IMAGE_SIZES } from "../imageSizes";
import type { PosterFacts } from "../types";
import { posterPalette } from "./color";
import { bigShape } from "./layouts/bigShape";
import { boldType } from "./layouts/boldType";
import { diagonal } from "./layouts/diagonal";
import { editorial } from "./layouts/editorial";
import { grid } from "./layouts/grid";
import { minimal } from "./layouts/minimal";
import { splitField } from "./layouts/splitField";
import { createRandom, hashString } from "./random";
import { grain, svgDocument, type Layout, type LayoutContext, type PosterCopy } from "./svg";

/**
 * The offline studio's images: designed SVG posters drawn from the brief's facts (headline,
 * brand, line, brand colours) in one of several layout families. The legend decides the family
 * (each has a signature one), the seed the composition within it; the same input always renders
 * the same file.
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

export const POSTER_MODEL = "studio-poster-v1";

export type PosterInput = {
  prompt: string;
  aspectRatio: AspectRatio;
  facts: PosterFacts;
  includeText: boolean;
  /** 0 for the first image of a request; further images step through the other families. */
  variant?: number;
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

function shapeOf(aspectRatio: AspectRatio): LayoutContext["shape"] {
  if (aspectRatio === "1:1") return "square";
  return aspectRatio === "16:9" ? "landscape" : "portrait";
}

export function renderPoster(input: PosterInput): Poster {
  const variant = input.variant ?? 0;
  const layout = posterLayoutFor(input.facts, variant);
  const { width, height } = IMAGE_SIZES[input.aspectRatio];
  const unit = Math.min(width, height);
  const seed = `${input.facts.seed}|${variant}|${layout}`;
  const random = createRandom(seed);
  const copy: PosterCopy | null = input.includeText
    ? {
        headline: posterHeadline(input.prompt, input.facts),
        brand: input.facts.brand?.replace(/\s+/g, " ").trim() ?? "",
        tagline: input.facts.tagline?.replace(/\s+/g, " ").trim() ?? "",
      }
    : null;
  const context: LayoutContext = {
    width,
    height,
    unit,
    margin: Math.round(unit * 0.075),
    shape: shapeOf(input.aspectRatio),
    palette: posterPalette(input.facts.palette, createRandom(`${input.facts.seed}|palette`)),
    random,
    copy,
    id: `p${hashString(seed).toString(36)}`,
  };
  const drawn = LAYOUTS[layout](context);
  const texture = grain(context);
  const title = copy ? [copy.headline, copy.brand].filter(Boolean).join(" — ") : "Poster";
  const svg = svgDocument({
    width,
    height,
    title,
    description: `Offline studio poster (${layout} layout), drawn without an image model.`,
    defs: (drawn.defs ?? "") + texture.defs,
    body: drawn.body + texture.body,
  });
  return { svg, width, height, layout };
}

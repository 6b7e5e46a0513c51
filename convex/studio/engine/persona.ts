import type { LegendPersona } from "../../lib/ai/types";
import { hashString } from "./random";
import type { Technique } from "./technique";
import { techniquesFor } from "./techniques/catalogue";
import { clause, squash } from "./text";

/**
 * What the studio takes from a legend: the creative school its documented approach belongs to,
 * read from the persona's own words (approach, voice, signature moves, key message), never from
 * who the legend is. Two legends with different approaches therefore write different work for
 * the same brief; a legend whose approach talks about facts and long copy writes long factual
 * headlines, one that talks about provocation and stunts writes dares and stunts.
 */

export const ARCHETYPES = ["evidence", "provocation", "emotion", "wit", "visual"] as const;
export type Archetype = (typeof ARCHETYPES)[number];

const SIGNALS: Record<Archetype, RegExp[]> = {
  evidence: [
    /research/g,
    /\bfacts?\b|factual/g,
    /informat/g,
    /long[- ]copy|long headline/g,
    /specific/g,
    /proof|prove|evidence|demonstrat/g,
    /\bdata\b|measur|test(ed|ing)?\b/g,
    /\bsell(s|ing)?\b/g,
    /reason|rational|brand image|detail/g,
  ],
  provocation: [
    /provoc/g,
    /disrupt/g,
    /rebel|subvers|anarch/g,
    /stunt/g,
    /shock|outrage/g,
    /controvers/g,
    /guerr?illa|hack/g,
    /viral|talk value|earned|\bpr\b|fame/g,
    /culture|cultural/g,
    /\bdare|irreveren|break(ing)? (the )?rules|confront/g,
  ],
  emotion: [
    /emotion/g,
    /stor(y|ies|ytell)/g,
    /\bhuman/g,
    /heart|feeling|\bfeel\b/g,
    /warm|tender/g,
    /empath|nostalg/g,
    /family|love|life|intimate/g,
    /moving|tears?\b/g,
    /\btruth/g,
  ],
  wit: [
    /\bwit(ty)?\b/g,
    /humou?r|funny|comic|laugh/g,
    /clever/g,
    /simpl/g,
    /understat/g,
    /self-deprecat|honest|candou?r/g,
    /charm|wry|irony|ironic/g,
    /playful|deadpan/g,
    /\bsmall\b/g,
  ],
  visual: [
    /visual/g,
    /design/g,
    /\bimage|imagery/g,
    /typograph/g,
    /minimal/g,
    /iconic|icon\b/g,
    /colou?r/g,
    /\bart\b|artful|graphic/g,
    /photograph/g,
    /symbol|craft|aesthetic/g,
  ],
};

function score(text: string, archetype: Archetype): number {
  const lower = text.toLowerCase();
  return SIGNALS[archetype].reduce((sum, pattern) => sum + (lower.match(pattern)?.length ?? 0), 0);
}

export type StyleProfile = {
  /** "The studio" when no legend is involved. */
  name: string;
  hasLegend: boolean;
  primary: Archetype;
  /** Archetypes best first; used to vary items of a list (three strategies, six slides). */
  ranked: Archetype[];
  voice: string;
  /** The legend's recognisable moves, from the persona or distilled from the approach. */
  moves: string[];
  /** The belief the work serves: the key message, else the approach's first sentence. */
  belief: string;
  approach: string;
  visualApproach: string;
  /** The legend's techniques, its own first (see techniquesFor). */
  techniques: Technique[];
  /** How many of `techniques` the legend's own moves and approach named. */
  ownTechniques: number;
  /** The signature move that named a technique, in the legend's words, by technique id. */
  techniqueMoves: Map<string, string>;
};

const DEFAULT_VOICE: Record<Archetype, string> = {
  evidence: "plain-spoken, specific and quietly confident",
  provocation: "blunt, mischievous and unafraid",
  emotion: "warm, observant and human",
  wit: "dry, modest and disarming",
  visual: "spare, precise and image-first",
};

const DEFAULT_VISUAL: Record<Archetype, string> = {
  evidence: "clean editorial photography of the real product, generous copy space",
  provocation: "raw documentary frames, hard flash, bold condensed type",
  emotion: "natural light, candid moments, close framing on faces and hands",
  wit: "a single unexpected object on a plain background, lots of white space",
  visual: "one graphic idea, flat colour fields, striking typographic composition",
};

/** Short clauses of the approach, as moves, when the persona lists none. */
function distilMoves(approach: string): string[] {
  return squash(approach)
    .split(/[.;:]|,\s(?:and|but)\s|\s-\s/)
    .map((part) => clause(part))
    .filter((part) => part.split(" ").length >= 2 && part.length <= 90)
    .slice(0, 4);
}

/** Weights: what a legend says they do counts more than how they sound. */
export function styleFor(legend: LegendPersona | undefined, toneHint = ""): StyleProfile {
  const moves = legend?.signatureMoves?.filter((move) => move.trim() !== "") ?? [];
  const texts: [string, number][] = legend
    ? [
        [legend.approach, 2],
        [moves.join(". "), 2],
        [legend.voice ?? "", 1.5],
        [legend.keyMessage ?? "", 1],
        [legend.visualApproach ?? "", 0.5],
      ]
    : [];
  texts.push([toneHint, 0.75]);
  const tieBreak = hashString(legend?.slug ?? toneHint);
  const ranked = [...ARCHETYPES]
    .map((archetype, index) => ({
      archetype,
      // A stable, tiny tie-break so equal scores still differ by legend.
      value:
        texts.reduce((sum, [text, weight]) => sum + score(text, archetype) * weight, 0) +
        ((tieBreak >>> (index * 3)) & 7) / 100,
    }))
    .sort((a, b) => b.value - a.value)
    .map((entry) => entry.archetype);
  const primary = ranked[0];
  const approach = clause(legend?.approach ?? "") || "find the one true thing and say it simply";
  const distilled = moves.length > 0 ? moves.map(clause) : distilMoves(approach);
  const techniques = techniquesFor(legend, ranked);
  return {
    name: legend?.name ?? "The studio",
    hasLegend: legend !== undefined,
    primary,
    ranked,
    voice: clause(legend?.voice ?? "") || DEFAULT_VOICE[primary],
    moves: distilled.length > 0 ? distilled : ["one clear, single-minded idea"],
    belief: clause(legend?.keyMessage ?? "") || distilMoves(approach)[0] || approach,
    approach,
    visualApproach: clause(legend?.visualApproach ?? "") || DEFAULT_VISUAL[primary],
    techniques: techniques.list,
    ownTechniques: techniques.own,
    techniqueMoves: techniques.moves,
  };
}

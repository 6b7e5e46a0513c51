import type { LegendPersona } from "../../../lib/ai/types";
import type { Archetype } from "../persona";
import type { Technique } from "../technique";
import { clause, squash } from "../text";
import { creativeRevolution } from "./creativeRevolution";
import { culture } from "./culture";
import { foundations } from "./foundations";
import { GENERIC } from "./generic";
import { global } from "./global";
import { independents } from "./independents";
import { london } from "./london";
import { madisonAvenue } from "./madisonAvenue";
import { westCoast } from "./westCoast";

/** Every technique a signature move can name, in the order they are tried. */
export const TECHNIQUES: readonly Technique[] = [
  ...foundations,
  ...madisonAvenue,
  ...creativeRevolution,
  ...westCoast,
  ...independents,
  ...culture,
  ...london,
  ...global,
];

/** How many ideas a legend writes from its own techniques before borrowing its school's. */
const ENOUGH = 5;

/**
 * A legend's techniques, its own first: each signature move names at most one (the first that
 * matches), then sentences of its approach may name more, then its schools' common techniques
 * fill the list, best-ranked school first. `own` counts the ones its moves and approach named;
 * `moves` keeps, by technique id, the signature move in the legend's own words.
 */
export function techniquesFor(
  legend: LegendPersona | undefined,
  ranked: readonly Archetype[],
): { list: Technique[]; own: number; moves: Map<string, string> } {
  const list: Technique[] = [];
  const moves = new Map<string, string>();
  const add = (technique: Technique | undefined, move?: string) => {
    if (!technique || list.includes(technique)) return;
    list.push(technique);
    if (move) moves.set(technique.id, move);
  };
  for (const move of legend?.signatureMoves ?? []) {
    add(
      TECHNIQUES.find((technique) => technique.match.test(move)),
      clause(move),
    );
  }
  if (legend && list.length < 3) {
    for (const part of squash(legend.approach)
      .split(/(?<=[.;:])\s+/)
      .map(clause)) {
      add(TECHNIQUES.find((technique) => technique.match.test(part)));
    }
  }
  const own = list.length;
  // A legend borrows from its own school first; work without a legend tries every school in turn.
  const schools = legend
    ? ranked.flatMap((archetype) => GENERIC[archetype])
    : [0, 1, 2].flatMap((index) => ranked.map((archetype) => GENERIC[archetype][index]));
  for (const technique of schools) {
    if (list.length < ENOUGH) add(technique);
  }
  return { list, own, moves };
}

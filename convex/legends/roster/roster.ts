import type { LegendFields } from "../schema";
import { chiefCreatives } from "./chiefCreatives";
import { creativeRevolution } from "./creativeRevolution";
import { culture } from "./culture";
import { foundations } from "./foundations";
import { global } from "./global";
import { independents } from "./independents";
import { london } from "./london";
import { madisonAvenue } from "./madisonAvenue";
import { privatePersonas } from "./private";
import { westCoast } from "./westCoast";
import type { RosterEntry } from "./types";

/**
 * The seeded roster and its order. The order matters twice: it is the order of the picker and
 * carousels, and plans that unlock only some legends unlock them in this order (after any the
 * user activated, see legends/access.ts). So it opens with six different schools: research
 * (Ogilvy), honesty and wit (Bernbach), show business (Wells Lawrence), iconic image (Clow),
 * attitude (Wieden) and provocation (Bogusky): free gets the first, starter three, pro six.
 */
export const ROSTER_ORDER = [
  "david-ogilvy",
  "bill-bernbach",
  "mary-wells-lawrence",
  "lee-clow",
  "dan-wieden",
  "alex-bogusky",
  "leo-burnett",
  "george-lois",
  "helmut-krone",
  "phyllis-robinson",
  "shirley-polykoff",
  "rosser-reeves",
  "howard-gossage",
  "jay-chiat",
  "carl-ally",
  "hal-riney",
  "goodby-silverstein",
  "cheryl-berman",
  "susan-credle",
  "jimmy-smith",
  "tom-burrell",
  "caroline-jones",
  "john-hegarty",
  "dave-trott",
  "paul-arden",
  "marcello-serpa",
  "david-droga",
  "piyush-pandey",
  "claude-hopkins",
  "helen-lansdowne-resor",
  "house-style",
  "brand-guardian",
] as const;

const ENTRIES: readonly RosterEntry[] = [
  ...foundations,
  ...madisonAvenue,
  ...creativeRevolution,
  ...westCoast,
  ...independents,
  ...culture,
  ...chiefCreatives,
  ...london,
  ...global,
  ...privatePersonas,
];

export function headshotPath(slug: string): string {
  return `/legends/${slug}.svg`;
}

export function disclaimerFor(entry: Pick<RosterEntry, "kind" | "name">): string {
  return entry.kind === "inspired"
    ? `An AI persona inspired by the public work and documented principles of ${entry.name}. It is not ${entry.name}, and is not affiliated with or endorsed by them or by the agencies and brands named here.`
    : "A private AI persona created for Legendary. It is not based on any real person.";
}

/** Every legend as the seed writes it (everything but the admin-entered testimonial). */
export type SeededLegend = Omit<LegendFields, "testimonial">;

export function toSeededLegend(entry: RosterEntry, sortOrder: number): SeededLegend {
  const { kind, ...fields } = entry;
  return {
    ...fields,
    headshot: headshotPath(entry.slug),
    isActive: kind === "inspired",
    disclaimer: disclaimerFor(entry),
    sortOrder,
  };
}

/** The roster in ROSTER_ORDER; throws (a bug) when the order and the entries disagree. */
export function seededRoster(): SeededLegend[] {
  const bySlug = new Map(ENTRIES.map((entry) => [entry.slug, entry]));
  if (bySlug.size !== ENTRIES.length) throw new Error("Two roster entries share a slug");
  if (ROSTER_ORDER.length !== ENTRIES.length || new Set(ROSTER_ORDER).size !== ENTRIES.length) {
    throw new Error("ROSTER_ORDER must list every roster entry exactly once");
  }
  return ROSTER_ORDER.map((slug, index) => {
    const entry = bySlug.get(slug);
    if (!entry) throw new Error(`ROSTER_ORDER names "${slug}", which has no roster entry`);
    return toSeededLegend(entry, index);
  });
}

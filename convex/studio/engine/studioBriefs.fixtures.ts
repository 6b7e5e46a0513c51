import { seededRoster } from "../../legends/roster/roster";
import type { BriefFacts, LegendPersona } from "../../lib/ai/types";

/**
 * Briefs and legend line-ups for the studio's prose tests, generated rather than hand-written:
 * each field cycles through its own list with a different stride, so 120 briefs mix every
 * kind of brand, audience, message, tone and selling point with every other.
 */

const BRANDS = [
  "Northbound",
  "Bean & Bloom",
  "brightside",
  "HALO",
  "Joe's Garage",
  "The Good Loaf Company",
  "Forge & Field Outdoor Supply",
  "kettle & crumb",
  "Mira",
  "NIMBUS CLOUD",
  "Smith's",
];

const AUDIENCES = [
  "Gen Z",
  "City commuters tired of crowded trains",
  "Busy parents aged 30-45 who work from home",
  "first-time home buyers",
  "Small business owners that still do their books by hand",
  "Everyone",
  "Students",
  "GAMERS WHO STREAM",
  "dog owners in small flats",
  "Nurses on night shifts who need food at 3am",
  "A busy mum who has no time for herself",
  "Considered buyers who compare options before they commit: they read reviews, ask friends and distrust vague claims. Reach them in search, on review sites and through recommendations.",
  "Retired couples who travel off-season, value comfort over price and book everything themselves after reading every review they can find, often planning a whole year ahead with a spreadsheet, a shared calendar and a stack of guidebooks from the library, because for them the planning is half the fun of the trip itself.",
];

const MESSAGES = [
  "Freedom",
  "Get there under your own steam",
  "We roast every bean within twenty hours of your order.",
  "Our coffee is fair-trade and tastes like a café at home",
  "It's never too late to learn something new.",
  "Why pay more for less?",
  "Delivered within twenty minutes",
  "Fresh bread, every morning",
  "Don't take our word for it: see exactly how it works.",
  "YOU DESERVE BETTER",
  "Your data stays yours",
  "Make every mile count!",
  "The only backup you'll never have to think about",
  "we're the friendly bank that actually answers the phone",
  "Good food takes time, and we think that time is worth it, which is why every loaf we bake is left to rise slowly overnight, shaped by hand in the early hours and baked in a stone oven that we fire with wood from local forests, so that what reaches your table tastes the way bread is supposed to taste.",
];

const TONES = [
  "warm",
  "bold, playful, premium",
  "Witty; self-deprecating; honest",
  "confident and direct",
  "calm",
  "FUN",
  "reassuring, expert but never stuffy, a little cheeky in social, always clear and plain-spoken in anything about money, fees or contracts, and never preachy or pushy about the environment even though sustainability matters to us a great deal, with a voice that feels like a knowledgeable friend rather than a salesperson or a corporation trying too hard to be liked.",
];

const SELLING_POINTS = [
  "",
  "Folds in 10 seconds",
  "Roasted weekly in small batches",
  "the only one with a lifetime guarantee",
  "We answer every call in under a minute, day or night.",
];

const PRODUCTS = ["", "", "folding e-bike", "", "sourdough subscription", ""];

function at<T>(items: readonly T[], index: number): T {
  return items[index % items.length];
}

export type StudioBrief = BriefFacts & { id: string };

/** 120 briefs, plus one made only of long fields and one made only of single words. */
export function studioBriefs(count = 120): StudioBrief[] {
  const briefs: StudioBrief[] = Array.from({ length: count }, (_, index) => {
    const usp = at(SELLING_POINTS, index * 3 + 1);
    const product = at(PRODUCTS, index * 5);
    return {
      id: `brief-${index}`,
      brand: at(BRANDS, index),
      audience: at(AUDIENCES, index * 3 + 1),
      message: at(MESSAGES, index * 7 + 2),
      tone: at(TONES, index * 5 + 3),
      ...(usp ? { uniqueSellingPoint: usp } : {}),
      ...(product ? { product } : {}),
    };
  });
  const longest = (items: string[]) => items.reduce((a, b) => (b.length > a.length ? b : a));
  briefs.push(
    {
      id: "brief-long",
      brand: "The Northern Fells Mountain Rescue Volunteer Fundraising Association",
      audience: longest(AUDIENCES),
      message: longest(MESSAGES),
      tone: longest(TONES),
      uniqueSellingPoint: longest(MESSAGES),
    },
    { id: "brief-words", brand: "Zest", audience: "Everyone", message: "Freedom", tone: "warm" },
  );
  return briefs;
}

/** The real roster as the ideas job hands it to the studio (see legends/internal.ts). */
export function rosterPersonas(): LegendPersona[] {
  return seededRoster().map((legend) => ({
    name: legend.name,
    slug: legend.slug,
    approach: legend.approach,
    ...(legend.visualApproach ? { visualApproach: legend.visualApproach } : {}),
    ...(legend.keyMessage ? { keyMessage: legend.keyMessage } : {}),
    ...(legend.signatureMoves ? { signatureMoves: legend.signatureMoves } : {}),
    ...(legend.voice ? { voice: legend.voice } : {}),
  }));
}

/**
 * Line-ups of three, as a user picks them: first the trios the issue names and trios from one
 * school (three fact men, three provocateurs…), the hardest to tell apart; then every legend in
 * turn beside two others far from it in the roster.
 */
export function legendTrios(count: number): LegendPersona[][] {
  const roster = rosterPersonas();
  const bySlug = (slug: string) => {
    const found = roster.find((legend) => legend.slug === slug);
    if (!found) throw new Error(`No roster legend "${slug}"`);
    return found;
  };
  const named = [
    ["david-ogilvy", "lee-clow", "bill-bernbach"],
    ["david-ogilvy", "claude-hopkins", "rosser-reeves"],
    ["alex-bogusky", "dan-wieden", "george-lois"],
    ["leo-burnett", "cheryl-berman", "piyush-pandey"],
    ["helmut-krone", "marcello-serpa", "paul-arden"],
    ["bill-bernbach", "mary-wells-lawrence", "john-hegarty"],
    ["house-style", "brand-guardian", "david-ogilvy"],
  ].map((slugs) => slugs.map(bySlug));
  const n = roster.length;
  const rotating = Array.from({ length: Math.max(0, count - named.length) }, (_, index) => [
    roster[index % n],
    roster[(index + 11) % n],
    roster[(index + 21) % n],
  ]);
  return [...named, ...rotating].slice(0, count);
}

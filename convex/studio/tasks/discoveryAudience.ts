import {
  goods as goodsOf,
  productPhrase,
  withArticle,
  type NounPhrase,
} from "../engine/nounPhrase";
import type { Rng } from "../engine/random";
import { plainText, squash, titleCase } from "../engine/text";
import type { Knowledge } from "./strategyFacts";

/**
 * Who an idea serves, read as a planner reads it: the people (never the product), what sets them
 * apart in the idea's own words ("who still chase invoices by email"), and the category in
 * their terms. Segment names and 'their language' are built from those facts, in several
 * shapes, so two unrelated ideas rarely share a segment or a phrase (issue 40).
 */

export type Audience = {
  /** "small business owners", "people with broken headphones". */
  people: string;
  /** What sets them apart, from the idea: "who still chase invoices by email". */
  qualifier?: string;
  /** The category without the brand: "invoicing software", "hearing aids". */
  goods: string;
  /** "Are hearing aids…" or "Is coffee…". */
  goodsPlural: boolean;
  /** "a payroll service", "ready meals", "coffee": for "they want … that fits". */
  wanted: string;
  /** Agrees with `wanted`: "fits" or "fit". */
  fits: string;
  /** For "their current …": "ready meals", "invoicing software". */
  usual: string;
  /** One of the category, for names: "hearing aid", "invoicing software". */
  unit: string;
  /** A place the people live in, from their own description ("in East London"). */
  place?: string;
  /** False when the idea names no people: the research starts from the category's buyers. */
  known: boolean;
};

/** Things, not people: "for broken headphones" names what the service fixes. */
const THINGS =
  /\b(?:headphones|phones|laptops|screens|devices|gadgets|bikes|cars|shoes|clothes|bags|watches|furniture|pipes|boilers|locks|keys|teeth|balconies|homes|houses|flats|gardens|kitchens|offices|dogs|cats|pets|plants|rooms|spaces|weddings|parties|events|trips)$/i;

/** Where the people stop and what sets them apart starts ("couples | celebrating a…"). */
const QUALIFIER =
  /^(.+?)\s+((?:who|that|whose|with|at|in|on|over|under|along|from|of|aged|paid|tired|new to|\p{L}+ing|\d[\d-]*|two|three|four|five)(?=\s|$).*)$/iu;

/** "For HR leads at firms with 50-500 staff." — the idea's closing words naming its people. */
function statedAudience(idea: string): string | undefined {
  const text = squash(plainText(idea));
  const opener = /(?:^|[.!?]\s+)(?:for|made for|built for|aimed at)\s+/gi;
  let start = -1;
  for (let match = opener.exec(text); match; match = opener.exec(text)) {
    start = match.index + match[0].length;
  }
  const rest = start < 0 ? "" : text.slice(start).replace(/[!.]$/, "");
  // "a.m." and "U.S." end in a dot; a sentence after the people is not theirs.
  const said = rest.replace(/(?<!\b\p{L}\.\p{L})\.\s+\p{Lu}.*$/u, "");
  return said && said.split(" ").length <= 16 ? said : undefined;
}

const MASS_HEAD =
  /(?:ing|therapy|freight|gelato|insurance|coffee|milk|software|advice|care|tea|food|bread)$/i;

/** "a budgeting app for students who hate spreadsheets": the people, and the rest of the line. */
function describedAudience(idea: string, k: Knowledge): string {
  const text = squash(plainText(idea));
  const at = text.toLowerCase().indexOf(k.audienceShort.toLowerCase());
  if (at < 0 || /^people with\b/i.test(k.audience)) return k.audience;
  const line = text.slice(at).split(/(?<![A-Z]\.\p{L})[.!?](?:\s|$)/u)[0];
  return line.split(" ").length <= 12 ? line : k.audience;
}

/** "Ledgerly (invoicing software): …" names the category in brackets after the brand. */
function bracketed(idea: string): NounPhrase | undefined {
  const match = /^[^:(]{1,60}\(([^)]{2,60})\):/.exec(squash(plainText(idea)));
  return match ? productPhrase(match[1]) : undefined;
}

const lowerFirst = (text: string) =>
  /^\p{Lu}\p{Ll}/u.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;

/** "Mathsmate online maths tutoring" is the tutoring: the brand is not the category. */
function withoutBrand(k: Knowledge): NounPhrase | undefined {
  if (!k.product) return undefined;
  // A working name ("Solar Backpack") is the product itself: nothing to strip.
  if (!k.hasBrand) return k.product;
  const brandWords = new Set(k.brand.toLowerCase().split(/\s+/));
  const words = k.product.text.split(" ");
  while (words.length > 1 && brandWords.has(words[0].toLowerCase())) words.shift();
  return { ...k.product, text: words.join(" ") };
}

/** True when the words taken for people are the product or a thing it serves. */
function isProduct(people: string, product: NounPhrase | undefined): boolean {
  const head = people.split(" ").pop()?.toLowerCase().replace(/s$/, "") ?? "";
  return THINGS.test(people) || (!!product && head.length > 2 && product.text.includes(head));
}

export function readAudience(k: Knowledge, idea: string): Audience {
  const found = bracketed(idea) ?? withoutBrand(k);
  // "online physiotherapy", "emergency plumbing": services and stuff, not things to count.
  const product =
    found && MASS_HEAD.test(found.text) ? { ...found, number: "mass" as const } : found;
  const category = {
    goods: product ? goodsOf(product) : k.goods,
    goodsPlural: product ? product.number !== "mass" : k.fits === "fit",
    wanted: product ? withArticle(product) : k.wanted,
    fits: product ? (product.number === "plural" ? "fit" : "fits") : k.fits,
    usual: product?.text ?? k.usual,
    unit: product
      ? product.number === "plural"
        ? product.text.replace(/([^s])s$/, "$1")
        : product.text
      : k.usual,
  };
  const stated = statedAudience(idea) ?? (k.hasAudience ? describedAudience(idea, k) : undefined);
  const full = stated ? lowerFirst(stated) : undefined;
  if (!full) return { people: k.audienceShort, ...category, known: false };
  // "people with small balconies" is already the people and what sets them apart.
  const [, head = full, rest] = /^people with\b/i.test(full) ? [] : (QUALIFIER.exec(full) ?? []);
  const place = /\b(?:in|across|around)\s+((?:\p{Lu}[\p{L}-]*\s?){1,3})/u.exec(full)?.[1]?.trim();
  if (isProduct(head, product)) {
    const people = /^people with\b/i.test(head) ? head : `people with ${head}`;
    return { people, ...category, known: true };
  }
  return {
    people: head,
    ...(rest ? { qualifier: rest } : {}),
    ...(place ? { place } : {}),
    ...category,
    known: true,
  };
}

/** Words a long description can stop before and still say one whole thing. */
const BOUNDARY =
  /^(?:who|that|with|at|in|from|for|by|and|on|when|before|after|while|because|but|so)$/i;

/**
 * A name a strategist would write: whole phrases, at most eight words ("Small Business Owners
 * Who Still Chase Invoices", not "…Chase Invoices by"), abbreviations kept whole ("3 a.m.").
 */
export function segmentName(words: string, keep: string[] = []): string {
  const all = words
    .replace(/[,;:!?]+$/, "")
    .replace(/(?<!\p{L}\.\p{L})\.$/u, "")
    .split(/\s+/);
  let cut = all;
  if (all.length > 8) {
    let end = 0;
    for (let i = 1; i <= 8; i += 1) if (BOUNDARY.test(all[i] ?? "")) end = i;
    cut = all.slice(0, end > 0 ? end : 3);
  }
  const name = titleCase(cut.join(" ").replace(/,$/, ""), keep);
  return name.length <= 60 ? name : titleCase(cut.slice(0, 3).join(" "), keep);
}

/** The people in their own words: "Small Business Owners Who Still Chase Invoices". */
export function coreName(a: Audience, keep: string[]): string {
  return segmentName(a.qualifier ? `${a.people} ${a.qualifier}` : a.people, keep);
}

/** One of the shapes that fits a name whole (60 characters, eight words), else the last. */
function pickShape(shapes: string[], rng: Rng, keep: string[]): string {
  const whole = shapes.filter((shape) => shape.length <= 60 && shape.split(" ").length <= 8);
  return segmentName(whole.length > 0 ? rng.pick(whole) : shapes[shapes.length - 1], keep);
}

/** The doubters, named by what they doubt. */
export function doubterName(a: Audience, rng: Rng, keep: string[]): string {
  return pickShape(
    [
      `${a.people} comparing ${a.goods}`,
      ...(a.people.split(" ").length <= 2 ? [`${a.people} burned by ${a.goods} before`] : []),
      `${a.unit} sceptics`,
    ],
    rng,
    keep,
  );
}

/** The newcomers, named by the step they have not taken. */
export function newcomerName(a: Audience, rng: Rng, keep: string[], business: boolean): string {
  return pickShape(
    business
      ? [`${a.people} new to ${a.goods}`, `teams trialling ${a.goods} for the first time`]
      : [`${a.people} new to ${a.goods}`, `first-time buyers of ${a.goods}`],
    rng,
    keep,
  );
}

/** "who still chase invoices by email" in their mouth: "I still chase invoices by email". */
function firstPerson(qualifier: string | undefined, business: boolean): string | undefined {
  const match = /^who\s+(.+)$/i.exec(qualifier ?? "");
  if (!match || /\d/.test(match[1]) || match[1].split(" ").length > 10) return undefined;
  const me = business ? "we" : "I";
  const said = match[1]
    .replace(/\btheir\b/gi, business ? "our" : "my")
    .replace(/\bthemselves\b/gi, business ? "ourselves" : "myself")
    .replace(/\bthem\b/gi, business ? "us" : "me")
    .replace(/\bthey\b/gi, me)
    .replace(/\bare\b/, business ? "are" : "am")
    .replace(/\bhave\b/, "have");
  return `${business ? "We" : "I"} ${said}`;
}

/** Phrases in the audience's voice about their problem and the category, never a stock list. */
export function theirPhrases(a: Audience, rng: Rng, business: boolean): string[] {
  const be = a.goodsPlural ? "Are" : "Is";
  const it = a.goodsPlural ? "they" : "it";
  const shapes = business
    ? [
        `Can we justify ${a.goods} this year?`,
        `Will ${a.goods} work with what we already use?`,
        `Who else like us has switched ${a.goods}?`,
        `We can't afford to get ${a.goods} wrong`,
      ]
    : [
        `${be} ${a.goods} worth it for someone like me?`,
        `Which ${a.goods} can I actually trust?`,
        `I've been meaning to sort out ${a.goods} for ages`,
        ...(a.people.split(" ").length <= 3
          ? [`Do ${it} work for ${a.people} like me?`.replace(/^Do it/, "Does it")]
          : [`I'm not the kind of person ${a.goods} ${a.goodsPlural ? "are" : "is"} made for`]),
      ];
  const own = firstPerson(a.qualifier, business);
  return [...(own ? [own] : []), ...rng.sample(shapes, own ? 2 : 3)];
}

/** Their situation, from the idea: "Small business owners still chase invoices by email, …". */
export function ownTension(a: Audience): string | undefined {
  const match = /^who\s+(.+)$/i.exec(a.qualifier ?? "");
  if (!match) return undefined;
  const people = a.people.charAt(0).toUpperCase() + a.people.slice(1);
  const are = a.goodsPlural ? "are" : "is";
  // The idea's verb decides the echo: "who are broke" → "as if they weren't".
  const verb = match[1].split(" ")[0].toLowerCase();
  const echo =
    { are: "weren't", have: "hadn't", "can't": "could", cannot: "could", can: "couldn't" }[verb] ??
    "didn't";
  return `${people} ${match[1]}, yet most ${a.goods} ${are} built as if they ${echo}.`;
}

/**
 * What people give a non-profit, when the idea is one: their money, their time or their
 * membership. A blood drive's students are donors and a food bank's businesses volunteers,
 * never "first-time buyers of blood donations" (issue 40). Undefined for an idea that sells.
 */
export type Giving = {
  /** "donors", "volunteers", "members". */
  role: string;
  /** "give", "volunteer", "join": what they do, after "to" or "never". */
  act: string;
  /** "given", "volunteered", "joined". */
  done: string;
  /** What they hand over: "money", "blood", "time", "membership". */
  gift: string;
  /** Who they give to, as the idea names it: the organisation, else its cause. */
  cause: string;
};

const GIVING_CUES =
  /\b(?:charit(?:y|ies)|non-?profit|donat\w*|donors?|volunteer\w*|fundrais\w*|food ?bank|shelter|rough sleep\w*|mountain rescue|lifeboats?|mentors?|give blood|give so|hospice)\b/i;
/** Names non-profits give themselves: "Blue Tide Trust", "Friends of Elm Street Library". */
const GIVING_NAMES = /\b\p{Lu}[\p{L}'-]* (?:Trust|Foundation|Fund|Hospice)\b|\bFriends of \p{Lu}/u;

export function givingOf(idea: string, industry: string, brand: string): Giving | undefined {
  const text = squash(plainText(idea));
  if (industry !== "Non-profit" && !GIVING_CUES.test(text) && !GIVING_NAMES.test(text)) {
    return undefined;
  }
  const cause = brand || "the cause";
  if (
    /\b(?:volunteer\w*|mentors?|spare hour|an hour a week|hours? a (?:week|month))\b/i.test(text)
  ) {
    return { role: "volunteers", act: "volunteer", done: "volunteered", gift: "time", cause };
  }
  if (/\b(?:members?|membership|join)\b/i.test(text)) {
    return { role: "members", act: "join", done: "joined", gift: "membership", cause };
  }
  const gift = /\bblood\b/i.test(text) ? "blood" : "money";
  return { role: "donors", act: "give", done: "given", gift, cause };
}

/** Supporters of another cause, named by what keeps them there. */
export function loyalGiverName(a: Audience, g: Giving, rng: Rng, keep: string[]): string {
  return pickShape(
    [`${a.people} who already ${g.act} elsewhere`, `${a.people} unsure where their ${g.gift} goes`],
    rng,
    keep,
  );
}

/** Newcomers to giving, named by the step they have not taken. */
export function newGiverName(a: Audience, g: Giving, rng: Rng, keep: string[]): string {
  return pickShape(
    [`first-time ${g.role} for ${g.cause}`, `${a.people} ready to ${g.act} for the first time`],
    rng,
    keep,
  );
}

/** Their questions about giving, in their voice, about this cause. */
export function giverPhrases(a: Audience, g: Giving, rng: Rng): string[] {
  const shapes = [
    `Where does my ${g.gift} actually go?`,
    `Would ${g.cause} even need someone like me?`,
    `I'd ${g.act} if someone just asked me`,
    `How much of my ${g.gift === "money" ? "money" : "week"} would it take?`,
  ];
  const own = firstPerson(a.qualifier, false);
  return [...(own ? [own] : []), ...rng.sample(shapes, own ? 2 : 3)];
}

/** Their situation as the idea gives it, and what asking them usually gets wrong. */
export function giverTension(a: Audience, g: Giving): string | undefined {
  const match = /^who\s+(.+)$/i.exec(a.qualifier ?? "");
  if (!match) return undefined;
  const people = a.people.charAt(0).toUpperCase() + a.people.slice(1);
  return `${people} ${match[1]}, and most asks to ${g.act} want more than a first step.`;
}

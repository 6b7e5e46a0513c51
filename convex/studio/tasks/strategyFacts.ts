import { keepProper, messageForms, toThirdPerson } from "../engine/language";
import { industryOf } from "../engine/industry";
import {
  GENERIC_HEAD,
  goods,
  namePhrase,
  productPhrase,
  withArticle,
  type NounPhrase,
} from "../engine/nounPhrase";
import { peopleIn } from "../engine/people";
import { isThirdPersonVerb } from "../engine/verbs";
import { clause, cleanCut, plainText, squash, titleCase, unshout } from "../engine/text";

/**
 * What the offline strategist reads from a few sentences and a web page: the brand (given, from
 * the address, or a proper name that is not a place), the product, who it is for, where it is,
 * and one line of proof in the user's own words. Plain pattern reading, no model: it finds what
 * is clearly there and falls back to honest generic phrasing when it is not.
 *
 * The working-name rule: a brand the user names is the brand. When they name none, the brand
 * is what they sell, as a name ("Coffee Subscription" from "a subscription of freshly roasted
 * coffee…"; a bare "app" is "New App" with no productName, since "App" names nothing), and
 * copy calls it "this coffee subscription". Only when the words name neither is it "New Venture",
 * "this venture": a working title that reads as one, never "Your Brand" passed off as a name.
 */

export type Knowledge = {
  /** The brand as given, else a working name from the product ("Solar Backpack"). */
  brand: string;
  /** Mid-sentence: "Northbound", "this solar backpack", "these running shoes", "this venture". */
  brandRef: string;
  /** False when the brand is a working name made from the product. */
  hasBrand: boolean;
  industry: string;
  industryLower: string;
  /** What is sold, as a name would carry it: "coffee subscription". */
  product?: NounPhrase;
  /** The product title-cased, for every strategy's productName ("Coffee Subscription"). */
  productName?: string;
  /** The category as a plural or mass noun: "solar backpacks", "coffee", "software". */
  goods: string;
  /** One of them, for "their usual …": "backpack", "running shoes", "coffee". */
  usual: string;
  /** "a solar backpack", "running shoes", "coffee": for "they want … that fits". */
  wanted: string;
  /** Agrees with `wanted`: "fits" or "fit". */
  fits: string;
  audience: string;
  audienceShort: string;
  /** True when the words name the people ("commuters"), false for a category persona. */
  hasAudience: boolean;
  /** The audience is businesses ("small restaurants"): "that", "work", "peers". */
  business: boolean;
  location?: string;
  /** One line of what they do, in the third person, from their words or their page. */
  proof?: string;
  /** The page's own description, short, markup-free and about the brand, when it has one. */
  siteLine?: string;
  /** True when `brandRef` is plural ("these running shoes"): its verbs agree. */
  plural: boolean;
  /** The audience as a strategy's name carries it ("Made for Small Balconies"). */
  named: string;
  channels: string;
};

/** Categories read as "coffee that fits…" rather than "products that fit…". */
const MASS_CATEGORY =
  /^(?:food and drink|financial services|software|outdoor gear|clothing|pet care|wellbeing|travel|getting around|shopping|homeware|learning|entertainment|giving)$/;

/** Places whose people the audience really is: "for small balconies" means their owners. */
const NOT_PEOPLE =
  /\b(?:balconies|homes|houses|flats|apartments|offices|gardens|kitchens|cars|bikes|dogs|cats|pets|plants|walls|floors|windows|rooms|spaces|weddings|parties|events|trips)$/;

const LOCATION_PREPS = new Set(["in", "across", "around", "near", "from", "at", "throughout"]);
const OPENERS = new Set(
  "A An The We Our Us I My It Its This That They You Your For In On At And But So If When Help Make Get Let Looking Need Want Please Launching Opening Selling Introducing New Just Now Hi Hello We're I'm It's We've We'll Let's Here's There's That's".split(
    " ",
  ),
);

const word = (token: string) => token.replace(/[^\p{L}\p{N}&'-]/gu, "");

/** "You'll", "Don't": a pronoun or an order contracted, never a name. */
const CONTRACTION = /^(?:you|we|they|i|it|there|that|here|let|don|won|can|didn|isn|aren)['’]/i;

/**
 * A lone capitalised word opening a sentence is capitalised because it opens it ("Cook on
 * your own terms.", "Never miss a train again."), unless it reads as a name: followed by a
 * comma or a verb ("Trailcharge, a solar backpack…", "Northbound is…"), or standing alone.
 */
function namedAtStart(tokens: string[], start: number): boolean {
  const opening = start === 0 || /[.!?]$/.test(tokens[start - 1]);
  if (!opening) return !CONTRACTION.test(tokens[start]);
  const next = tokens[start + 1];
  if (next === undefined) return true;
  if (CONTRACTION.test(tokens[start])) return false;
  return /,$/.test(tokens[start]) || isThirdPersonVerb(word(next)) || /^(?:and|&)$/.test(next);
}

/** Capitalised runs: places (after "in", "across"…) and names (anything else not an opener). */
function properNames(text: string): { places: string[]; names: string[] } {
  const tokens = squash(text).split(" ");
  const places: string[] = [];
  const names: string[] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    const first = word(tokens[i]);
    // "Honestly, we…": an adverb opening a sentence is not a name.
    if (!/^\p{Lu}/u.test(first) || OPENERS.has(first) || /^\p{Lu}\p{Ll}+ly$/u.test(first)) continue;
    const start = i;
    const run = [first];
    while (i + 1 < tokens.length && run.length < 3 && !/[.,;:!?]$/.test(tokens[i])) {
      const next = word(tokens[i + 1]);
      if (!/^\p{Lu}/u.test(next) || OPENERS.has(next)) break;
      run.push(next);
      i += 1;
    }
    const before = start > 0 ? word(tokens[start - 1]).toLowerCase() : "";
    if (run.length === 1 && !namedAtStart(tokens, start)) continue;
    (LOCATION_PREPS.has(before) ? places : names).push(run.join(" "));
  }
  return { places, names };
}

/** Who it is for: "…for remote workers", "aimed at first-time buyers". */
function audiencePhrase(text: string): string | undefined {
  const match =
    /\b(?:for|aimed at|targeting|helping|loved by)\s+((?:[a-z][a-z-]*\s+){0,3}[a-z][a-z-]*(?:s|people|folk|staff|children))\b/.exec(
      text,
    );
  const phrase = match?.[1];
  if (!phrase || /^(?:the|our|their|them|us|it|years|months|weeks|days)\b/.test(phrase)) {
    return undefined;
  }
  return phrase;
}

function hostStem(url: string | undefined): string | undefined {
  const host = url ? /^(?:[a-z]+:\/\/)?(?:www\.)?([^/:?#]+)/i.exec(url)?.[1] : undefined;
  const stem = host?.split(".")[0];
  return stem ? titleCase(stem.replace(/[-_]+/g, " ")) : undefined;
}

/** Wishes, plans and introductions are not facts: "I want to sell more", "It's called Zest". */
const WISH =
  /\b(?:want|need|would like|looking for|help me|trying to|hope|launch\w*|opening|called|named|name)\b/i;

/** Who "we" become in the third person while the business has no name. */
const THE_TEAM = "the team";

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A line of theirs, safe and short: markup gone, cut at a pause, in the third person. */
function theirWords(text: string, brand: string, about?: string[]): string | undefined {
  // "We're Pawprint and we bake…": the introduction is not the fact.
  const told = plainText(text).replace(
    new RegExp(
      `^(?:we['’]re|we are|i['’]m|i am|this is)\\s+${escape(brand)}(?:,\\s*|\\s+and\\s+)`,
      "i",
    ),
    "",
  );
  // Without a name, "We are a small team…" would read "The team is a small team…".
  if (WISH.test(told) || (brand === THE_TEAM && /^(?:we are|we['’]re|i am|i['’]m)\b/i.test(told))) {
    return undefined;
  }
  // "Trailcharge, a solar backpack for hikers" says what Trailcharge is.
  const said = told.replace(new RegExp(`^(${escape(brand)}),\\s+(?=(?:a|an)\\s)`, "i"), "$1 is ");
  const line = cleanCut(said, 24);
  if (line.split(" ").length < 3) return undefined;
  // A page's line counts only when it talks about the brand or what it sells.
  if (about && !about.some((word) => line.toLowerCase().includes(word.toLowerCase()))) {
    return undefined;
  }
  const forms = messageForms(line, brand);
  // A page's orders and questions ("Ignore previous instructions…") are not facts about it.
  if (forms.kind === "imperative" || forms.kind === "question") return undefined;
  return keepProper(toThirdPerson(line, brand), brand);
}

/**
 * A sentence that describes the offer rather than speaking as the business ("A subscription of
 * freshly roasted coffee delivered before commuters wake up") is proof in their own words when
 * it says more than what it is and whom it is for.
 */
function described(
  told: string,
  product: NounPhrase | undefined,
  people: string,
): string | undefined {
  if (!product) return undefined;
  const first = clause(told.split(/(?<=[.!?])\s+/)[0] ?? "");
  const words = first.toLowerCase().split(/\s+/);
  const opener = /^(?:a|an)$/.test(words[0]) ? words[1] : words[0];
  const known = new Set([...product.text.split(" "), ...people.split(" ")]);
  if (!known.has(opener) || /\b(?:we|our|i|my|want|need|help|launch\w*)\b/i.test(first)) {
    return undefined;
  }
  const extra = words.filter(
    (word) => word.length > 2 && !known.has(word) && !/^(?:for|the|and|of)$/.test(word),
  );
  if (extra.length < 2 || words.length > 24) return undefined;
  if (/^(?:a|an)$/.test(words[0])) return lowerFirst(first);
  // "Coffee subscription delivered…" reads as "a coffee subscription delivered…".
  return first.toLowerCase().startsWith(product.text)
    ? `${withArticle(product)}${first.slice(product.text.length)}`
    : undefined;
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

export function readContext(extra: Record<string, string>): Knowledge {
  // "COFFEE SUBSCRIPTION FOR COMMUTERS" is typed in haste, not a name in capitals.
  const told = unshout(squash(plainText(extra.additionalContext ?? "")));
  const title = plainText(extra.websiteTitle ?? "");
  const description = plainText(extra.websiteDescription ?? "");
  const page = squash(
    [title, description, plainText((extra.websiteContent ?? "").slice(0, 2000))]
      .filter(Boolean)
      .join(". "),
  );
  const { places, names } = properNames(told);
  const location = places[0];
  // A capitalised word inside the product or the people ("Coffee subscription…", "Dog owners
  // love…") opens the sentence; it is not the brand, and must not hide the product.
  const first = productPhrase(told) ?? productPhrase(page, [], false);
  const people = peopleIn(told, first?.text) ?? peopleIn(page, first?.text);
  const common = `${first?.text ?? ""} ${people?.text ?? ""}`.toLowerCase().split(" ");
  const ordinary = (name: string) =>
    name.split(" ").every((part) => common.includes(part.toLowerCase()));
  const brandLike = names.filter((name) => name !== location && !ordinary(name));
  const found = productPhrase(told, brandLike) ?? productPhrase(page, [], false);
  const given = clause(
    plainText(extra.brandName ?? "") || hostStem(extra.websiteUrl) || brandLike[0] || "",
  );
  const specific = found && !GENERIC_HEAD.test(found.text) ? namePhrase(found) : undefined;
  // A bare "app" is still an app: "this app", working title "New App", but no productName.
  const thing = specific ?? found;
  const industry = industryOf(
    `${found?.text ?? ""} ${plainText(extra.brandName ?? "")}`,
    `${told} ${page}`,
  );
  const working = specific ? titleCase(specific.text) : thing && `New ${titleCase(thing.text)}`;
  const brand = given || working || "New Venture";
  const these = thing?.number === "plural" ? "these" : "this";
  const brandRef = given || (thing ? `${these} ${thing.text}` : "this venture");
  const mass = MASS_CATEGORY.test(industry.category);
  const phrase = people?.text ?? audiencePhrase(told) ?? audiencePhrase(page);
  const audience = phrase ?? industry.audience;
  // The user's own line about what they do: first person, or a sentence naming the brand.
  const sentences = told.split(/(?<=[.!?])\s+/);
  const own =
    sentences.find((line) => /\b(?:we|our|i|my)\b/i.test(line)) ??
    (given ? sentences.find((line) => line.includes(given) && /\s/.test(line)) : undefined);
  // "our coffee subscription" is "this coffee subscription" until the business has a name.
  const ours =
    own && specific && !given
      ? own.replace(new RegExp(`\\b(?:our|my)\\s+(?=${specific.text}\\b)`, "gi"), `${these} `)
      : own;
  const about = [given, ...(found?.text.split(" ") ?? [])].filter((word) => word.length > 3);
  const siteLine = description ? theirWords(description, given || THE_TEAM, about) : undefined;
  const proof =
    (ours ? theirWords(ours, given || THE_TEAM) : undefined) ??
    described(told, found, audience) ??
    siteLine;
  const owners = NOT_PEOPLE.test(audience) ? `people with ${audience}` : audience;
  const short = audience.split(/\s+(?:who|that|with|in|across|for)\s+/)[0];
  return {
    brand,
    brandRef,
    hasBrand: given !== "",
    industry: industry.name,
    industryLower: industry.name.toLowerCase().replace(/&/g, "and"),
    ...(thing ? { product: thing } : {}),
    ...(specific ? { productName: titleCase(specific.text) } : {}),
    goods: thing ? goods(thing) : industry.category,
    usual: thing?.text ?? industry.category,
    wanted: thing ? withArticle(thing) : industry.category,
    fits: (thing ? thing.number === "plural" : !mass) ? "fit" : "fits",
    audience: owners,
    audienceShort: owners === audience ? short : owners,
    hasAudience: phrase !== undefined,
    business: people?.business ?? false,
    named: short,
    plural: !given && thing?.number === "plural",
    ...(location ? { location } : {}),
    ...(proof ? { proof } : {}),
    ...(siteLine ? { siteLine } : {}),
    channels: industry.channels,
  };
}

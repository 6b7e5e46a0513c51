import { keepProper, messageForms, toThirdPerson } from "../lib/ai/studio/language";
import {
  GENERIC_HEAD,
  goods,
  productPhrase,
  withArticle,
  type NounPhrase,
} from "../lib/ai/studio/nounPhrase";
import { clause, cleanCut, plainText, squash, titleCase } from "../lib/ai/studio/text";

/**
 * What the offline strategist reads from a few sentences and a web page: the brand (given, from
 * the address, or a proper name that is not a place), the product, who it is for, where it is,
 * and one line of proof in the user's own words. Plain pattern reading, no model: it finds what
 * is clearly there and falls back to honest generic phrasing when it is not.
 */

export type Knowledge = {
  /** The brand as given, else a working name from the product ("Solar Backpack"). */
  brand: string;
  /** Mid-sentence: "Northbound", "this solar backpack", "these running shoes", "your business". */
  brandRef: string;
  /** False when the brand is a working name made from the product. */
  hasBrand: boolean;
  industry: string;
  industryLower: string;
  /** What is sold, when the words say it: "solar backpack". */
  product?: NounPhrase;
  /** The product title-cased, for strategies that lead with it ("Coffee Subscription"). */
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

type Industry = {
  name: string;
  pattern: RegExp;
  category: string;
  audience: string;
  channels: string;
};

const INDUSTRIES: Industry[] = [
  {
    name: "Food & Beverage",
    pattern:
      /coffee|tea\b|food|snack|drink|beer|wine|gin|restaurant|bakery|brew|kitchen|meal|cafe|café/i,
    category: "food and drink",
    audience: "food lovers who choose quality over convenience",
    channels: "Instagram, local press, food newsletters and in-store sampling",
  },
  {
    name: "Financial Services",
    pattern: /bank|financ|insur|invest|loan|payment|fintech|pension|mortgage|saving/i,
    category: "financial services",
    audience: "savers and spenders who want their money to work harder, without the jargon",
    channels: "search, comparison sites, podcasts and LinkedIn",
  },
  {
    name: "Technology",
    pattern: /software|\bapp\b|saas|platform|cloud|\bai\b|tech|digital|developer|startup/i,
    category: "software",
    audience: "busy teams who want tools that simply work",
    channels: "LinkedIn, search, product communities and YouTube demos",
  },
  {
    name: "Fashion & Apparel",
    pattern: /fashion|apparel|cloth|shoe|sneaker|wear|jewel|accessor|boutique/i,
    category: "clothing",
    audience: "style-conscious shoppers who buy fewer, better things",
    channels: "Instagram, TikTok, creators and shop windows",
  },
  {
    name: "Pet Care",
    pattern: /\bpets?\b|\bdogs?\b|\bcats?\b|vet\b/i,
    category: "pet care",
    audience: "devoted pet owners who treat their pets like family",
    channels: "Instagram, TikTok, vets and pet-owner communities",
  },
  {
    name: "Beauty & Personal Care",
    pattern: /skin|beauty|cosmetic|hair|fragrance|makeup|grooming|salon/i,
    category: "beauty products",
    audience: "ingredient-savvy buyers who read the label before they buy",
    channels: "TikTok, Instagram, beauty creators and sampling",
  },
  {
    name: "Health & Wellness",
    pattern: /fitness|gym|sport|running|yoga|athlet|wellness|health|clinic|therap|physio/i,
    category: "wellbeing",
    audience: "active people who are building healthier habits that last",
    channels: "Instagram, local OOH, community events and referral offers",
  },
  {
    name: "Travel & Hospitality",
    pattern: /travel|hotel|airline|holiday|vacation|tourism|trip|hostel|b&b/i,
    category: "travel",
    audience: "curious travellers who want more from a trip than a checklist",
    channels: "Instagram, travel press, search and email",
  },
  {
    name: "Retail",
    pattern: /store|shop|refill|grocer|market|retail|boutique|zero-waste/i,
    category: "shopping",
    audience: "local shoppers who care where their money goes",
    channels: "local press, Instagram, community groups and the shop front",
  },
  {
    name: "Home & Living",
    pattern: /home|furniture|interior|garden|decor|mattress|kitchenware/i,
    category: "homeware",
    audience: "homeowners and renters who are making a house feel like home",
    channels: "Pinterest, Instagram, home magazines and search",
  },
  {
    name: "Education",
    pattern: /school|education|course|learn|university|tutor|training/i,
    category: "learning",
    audience: "ambitious learners who want skills they can use straight away",
    channels: "search, YouTube, LinkedIn and word of mouth",
  },
  {
    name: "Non-profit",
    pattern: /charity|nonprofit|non-profit|foundation|volunteer|donat/i,
    category: "giving",
    audience: "engaged supporters who want to see the difference they make",
    channels: "social video, email, events and local press",
  },
];
const FALLBACK: Omit<Industry, "pattern"> = {
  name: "Consumer Brands",
  category: "products",
  audience: "everyday buyers who are ready for something better than the default",
  channels: "social media, search and word of mouth",
};

/** Categories read as "coffee that fits…" rather than "products that fit…". */
const MASS_CATEGORY =
  /^(?:food and drink|financial services|software|clothing|pet care|wellbeing|travel|shopping|homeware|learning|giving)$/;

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

/** Capitalised runs: places (after "in", "across"…) and names (anything else not an opener). */
function properNames(text: string): { places: string[]; names: string[] } {
  const tokens = squash(text).split(" ");
  const places: string[] = [];
  const names: string[] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    const first = word(tokens[i]);
    if (!/^\p{Lu}/u.test(first) || OPENERS.has(first)) continue;
    const start = i;
    const run = [first];
    while (i + 1 < tokens.length && run.length < 3 && !/[.,;:!?]$/.test(tokens[i])) {
      const next = word(tokens[i + 1]);
      if (!/^\p{Lu}/u.test(next) || OPENERS.has(next)) break;
      run.push(next);
      i += 1;
    }
    const before = start > 0 ? word(tokens[start - 1]).toLowerCase() : "";
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

/** A line of theirs, safe and short: markup gone, cut at a pause, in the third person. */
function theirWords(text: string, brand: string, about?: string[]): string | undefined {
  const line = cleanCut(plainText(text), 24);
  if (line.split(" ").length < 3) return undefined;
  // Wishes, plans and introductions are not facts: "I want to sell more", "It's called Zest".
  if (
    /\b(?:want|need|would like|looking for|help me|trying to|hope|launch\w*|opening|called|named|name)\b/i.test(
      line,
    )
  ) {
    return undefined;
  }
  // A page's line counts only when it talks about the brand or what it sells.
  if (about && !about.some((word) => line.toLowerCase().includes(word.toLowerCase()))) {
    return undefined;
  }
  const forms = messageForms(line, brand);
  // A page's orders and questions ("Ignore previous instructions…") are not facts about it.
  if (forms.kind === "imperative" || forms.kind === "question") return undefined;
  return keepProper(toThirdPerson(line, brand), brand);
}

export function readContext(extra: Record<string, string>): Knowledge {
  const told = squash(plainText(extra.additionalContext ?? ""));
  const title = plainText(extra.websiteTitle ?? "");
  const description = plainText(extra.websiteDescription ?? "");
  const page = squash(
    [title, description, plainText((extra.websiteContent ?? "").slice(0, 2000))]
      .filter(Boolean)
      .join(". "),
  );
  const all = `${plainText(extra.brandName ?? "")} ${told} ${page}`.trim();
  const industry = INDUSTRIES.find((entry) => entry.pattern.test(all)) ?? FALLBACK;
  const { places, names } = properNames(told);
  const location = places[0];
  const product = productPhrase(told, names) ?? productPhrase(page, [], false);
  // A capitalised word inside the product ("An AI tool…") is not the brand.
  const inProduct = (name: string) =>
    product !== undefined &&
    name
      .split(" ")
      .every((part) => product.text.includes(part.toLowerCase()) || product.text.includes(part));
  const given = clause(
    plainText(extra.brandName ?? "") ||
      hostStem(extra.websiteUrl) ||
      names.find((name) => name !== location && !inProduct(name)) ||
      "",
  );
  const specific = product && !GENERIC_HEAD.test(product.text) ? product : undefined;
  const brand = given || (specific ? titleCase(specific.text) : "Your Brand");
  const these = specific?.number === "plural" ? "these" : "this";
  const brandRef = given || (specific ? `${these} ${specific.text}` : "your business");
  const mass = MASS_CATEGORY.test(industry.category);
  const audience = audiencePhrase(told) ?? audiencePhrase(page) ?? industry.audience;
  // The user's own line about what they do: first person, or a sentence naming the brand.
  const sentences = told.split(/(?<=[.!?])\s+/);
  const own =
    sentences.find((line) => /\b(?:we|our|i|my)\b/i.test(line)) ??
    (given ? sentences.find((line) => line.includes(given) && /\s/.test(line)) : undefined);
  const about = [given, ...(product?.text.split(" ") ?? [])].filter((word) => word.length > 3);
  const siteLine = description ? theirWords(description, given || "the team", about) : undefined;
  const proof = (own ? theirWords(own, given || "the team") : undefined) ?? siteLine;
  const people = NOT_PEOPLE.test(audience) ? `people with ${audience}` : audience;
  return {
    brand,
    brandRef,
    hasBrand: given !== "",
    industry: industry.name,
    industryLower: industry.name.toLowerCase().replace(/&/g, "and"),
    ...(product ? { product, productName: titleCase(product.text) } : {}),
    goods: specific ? goods(specific) : industry.category,
    usual: specific?.text ?? industry.category,
    wanted: specific ? withArticle(specific) : industry.category,
    fits: (specific ? specific.number === "plural" : !mass) ? "fit" : "fits",
    audience: people,
    audienceShort:
      people === audience ? audience.split(/\s+(?:who|that|with|in|across|for)\s+/)[0] : people,
    named: audience.split(/\s+(?:who|that|with|in|across|for)\s+/)[0],
    plural: !given && specific?.number === "plural",
    ...(location ? { location } : {}),
    ...(proof ? { proof } : {}),
    ...(siteLine ? { siteLine } : {}),
    channels: industry.channels,
  };
}

import { clause, squash, titleCase } from "../lib/ai/studio/text";

/**
 * What the offline strategist reads from a few sentences and a web page: the brand (given, from
 * the address, or a proper name that is not a place), the product, who it is for, where it is,
 * and one line of proof in the user's own words. Plain pattern reading, no model: it finds what
 * is clearly there and falls back to honest generic phrasing when it is not.
 */

export type Knowledge = {
  brand: string;
  /** The brand as it reads mid-sentence ("Northbound", or "the refill store"). */
  brandRef: string;
  /** False when the brand is a working name made from the product ("Refill Store"). */
  hasBrand: boolean;
  industry: string;
  industryLower: string;
  /** What is sold, as a noun phrase ("coffee", "zero-waste refill store"). */
  category: string;
  /** "coffee" (mass) reads "coffee that suits"; "app" reads "apps that suit". */
  mass: boolean;
  productName?: string;
  audience: string;
  audienceShort: string;
  location?: string;
  /** The first sentence the user wrote about what they do. */
  proof?: string;
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
    name: "Pet Care",
    pattern: /\bpets?\b|\bdogs?\b|\bcats?\b|vet\b/i,
    category: "pet care",
    audience: "devoted pet owners who treat their pets like family",
    channels: "Instagram, TikTok, vets and pet-owner communities",
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
  category: "product",
  audience: "everyday buyers who are ready for something better than the default",
  channels: "social media, search and word of mouth",
};

/** Nouns that name what is sold; generic ones only count after a specific one. */
const PRODUCT_NOUNS =
  /\b(coffee|tea|beer|wine|gin|chocolate|bread|pizza|burgers?|bakery|caf[eé]|restaurant|brewery|skincare|clothing|shoes|trainers|sneakers|furniture|mattress(?:es)?|pet food|insurance|mortgages?|bikes?|cars?|hotel|tours?|courses?|gym|yoga|bank|software|refill store|store|shop|app|platform|studio|subscription|service|agency|market)\b/gi;
const GENERIC = new Set([
  "store",
  "shop",
  "app",
  "platform",
  "studio",
  "subscription",
  "service",
  "agency",
  "market",
]);
/** Nouns read as "coffee that suits…" rather than "apps that suit…". */
const MASS =
  /^(?:coffee|tea|beer|wine|gin|chocolate|bread|pizza|skincare|clothing|furniture|pet food|insurance|software|food and drink|financial services|wellbeing|travel|homeware|learning|pet care|giving|shopping|beauty products)$/;

const LOCATION_PREPS = new Set(["in", "across", "around", "near", "from", "at", "throughout"]);
const OPENERS = new Set(
  "A An The We Our Us I My It Its This That They You Your For In On At And But So If When Help Make Get Let Looking Need Want Please Launching Opening Selling Introducing New Just Now Hi Hello".split(
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

const PHRASE = "((?:[a-z][a-z-]*\\s+){0,2}[a-z][a-z-]*)";

/** "launching a subscription for…", "a zero-waste refill store opening in…". */
function productPhrase(text: string): string | undefined {
  const launched = new RegExp(
    `\\b(?:launch(?:ing)?|introduc(?:e|ing)|sell(?:ing)?|promot(?:e|ing)|advertis(?:e|ing))\\s+(?:a |an |our |the |its |my )?(?:new )?${PHRASE}(?=\\s+(?:for|to|in|at|that|which|with|on|this|next)\\b|[.,;!?]|$)`,
    "i",
  ).exec(text);
  const opening = new RegExp(
    `\\b(?:[Aa]n?|[Oo]ur|[Mm]y|[Tt]he|[Nn]ew)\\s+${PHRASE}\\s+(?:opening|launching|coming|that)\\b`,
  ).exec(text);
  const found = (launched?.[1] ?? opening?.[1])?.trim().toLowerCase();
  return found && !/^(?:it|them|this|that|our|we)$/.test(found) ? found : undefined;
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

/** The most specific thing sold: "coffee" before "subscription". */
function productNoun(text: string): string | undefined {
  const nouns = [...text.matchAll(PRODUCT_NOUNS)].map((match) => match[1].toLowerCase());
  return nouns.find((noun) => !GENERIC.has(noun)) ?? nouns[0];
}

export function readContext(extra: Record<string, string>): Knowledge {
  const told = squash(extra.additionalContext ?? "");
  const page = squash(
    [extra.websiteTitle, extra.websiteDescription, (extra.websiteContent ?? "").slice(0, 2000)]
      .filter(Boolean)
      .join(". "),
  );
  const all = `${extra.brandName ?? ""} ${told} ${page}`.trim();
  const industry = INDUSTRIES.find((entry) => entry.pattern.test(all)) ?? FALLBACK;
  const { places, names } = properNames(told);
  const location = places[0];
  const phrase = productPhrase(told) ?? productPhrase(page);
  const noun = productNoun(all);
  // "subscription" alone says little: lead with what is subscribed to ("coffee subscription").
  const product =
    phrase && phrase.split(" ").length === 1 && GENERIC.has(phrase) && noun && noun !== phrase
      ? `${noun} ${phrase}`
      : phrase;
  const category = noun && !GENERIC.has(noun) ? noun : (product ?? noun ?? industry.category);
  const given =
    extra.brandName?.trim() ||
    hostStem(extra.websiteUrl) ||
    names.find((name) => name !== location);
  const brand = clause(given ?? titleCase(product ?? category));
  const audience = audiencePhrase(told) ?? audiencePhrase(page) ?? industry.audience;
  // The user's own line about what they do: first person, or a sentence naming the brand.
  const sentences = told.split(/(?<=[.!?])\s+/);
  const proof =
    sentences.find((sentence) => /\b(?:we|our|i|my)\b/i.test(sentence)) ??
    (given
      ? sentences.find((sentence) => sentence.includes(given) && /\s/.test(sentence))
      : undefined) ??
    (extra.websiteDescription || undefined);
  return {
    brand,
    brandRef: given ? brand : `the ${product ?? category}`,
    hasBrand: given !== undefined,
    industry: industry.name,
    industryLower: industry.name.toLowerCase().replace(/&/g, "and"),
    category,
    mass: MASS.test(category),
    ...(product && given ? { productName: titleCase(product) } : {}),
    audience,
    audienceShort: audience.split(/\s+(?:who|that|with|in|across|for)\s+/)[0],
    ...(location ? { location } : {}),
    // "We roast…" stays the brand's own words, mid-sentence.
    ...(proof ? { proof: clause(proof).replace(/^(We|Our|I|My)\b/, (w) => w.toLowerCase()) } : {}),
    channels: industry.channels,
  };
}

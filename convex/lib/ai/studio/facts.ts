import type { StudioContext } from "../types";
import { clause, inner, keywords, lowerLead, shortPhrase, squash, titleCase } from "./text";

/**
 * The facts the studio writes from, resolved once per request: the brief when there is one,
 * otherwise whatever the task's extras hold (a website, a pitch, an idea), with modest fallbacks
 * so copy never shows an empty slot.
 */
export type StudioFacts = {
  brand: string;
  product: string;
  audience: string;
  /** The audience as it reads mid-sentence ("…needs busy parents aged 30-45 to…"). */
  audienceInner: string;
  /** A few words naming the audience, for headlines. */
  audienceShort: string;
  /** The key message as a clause (no closing punctuation). */
  message: string;
  /** The key message ready to follow other words ("…because our coffee is…"). */
  messageInner: string;
  tone: string;
  usp: string;
  industry: string;
  /** Distinctive words from product, USP and message, best first. */
  words: string[];
};

const OPENERS = new Set(
  "I We Our Us The A An My It Its This That They You Your For In On At And But So If When Help Make Get Let Looking Need Want Please".split(
    " ",
  ),
);

/** First run of capitalised words that is not just a sentence opener: likely a brand. */
function properName(text: string): string | undefined {
  const words = squash(text).split(" ");
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index].replace(/[^\p{L}\p{N}&'-]/gu, "");
    if (!/^\p{Lu}/u.test(word) || OPENERS.has(word)) continue;
    const run = [word];
    for (let next = index + 1; next < words.length && run.length < 3; next += 1) {
      const following = words[next].replace(/[^\p{L}\p{N}&'-]/gu, "");
      if (!/^\p{Lu}/u.test(following) || OPENERS.has(following)) break;
      run.push(following);
      if (/[.,;:!?]$/.test(words[next])) break;
    }
    return run.join(" ");
  }
  return undefined;
}

function brandFromUrl(url: string): string | undefined {
  const host = /^(?:[a-z]+:\/\/)?(?:www\.)?([^/:?#]+)/i.exec(url.trim())?.[1];
  const name = host?.split(".")[0];
  return name ? titleCase(name.replace(/[-_]+/g, " ")) : undefined;
}

const INDUSTRIES: [RegExp, string][] = [
  [/coffee|tea|food|snack|drink|beverage|restaurant|bakery|brew|kitchen|meal/i, "Food & Beverage"],
  [/bank|finance|insur|invest|loan|payment|fintech|credit|money|saving/i, "Financial Services"],
  [/software|\bapp\b|saas|platform|cloud|\bai\b|tech|digital|data|developer/i, "Technology"],
  [/fashion|apparel|cloth|shoe|sneaker|wear|jewel|accessor/i, "Fashion & Apparel"],
  [/skin|beauty|cosmetic|hair|fragrance|makeup|grooming/i, "Beauty & Personal Care"],
  [/fitness|gym|sport|running|yoga|athlet|wellness|health|clinic|care/i, "Health & Wellness"],
  [/travel|hotel|airline|holiday|vacation|tourism|trip/i, "Travel & Hospitality"],
  [/\bcar\b|cars|auto|vehicle|electric vehicle|\bev\b|bike|mobility/i, "Automotive & Mobility"],
  [/school|education|course|learn|university|tutor/i, "Education"],
  [/home|furniture|interior|garden|decor|mattress/i, "Home & Living"],
  [/game|gaming|music|film|stream|entertain|media/i, "Media & Entertainment"],
  [/pet|dog|cat\b/i, "Pet Care"],
  [/charity|nonprofit|non-profit|foundation|cause/i, "Non-profit"],
];

function guessIndustry(text: string): string {
  return INDUSTRIES.find(([pattern]) => pattern.test(text))?.[1] ?? "Consumer Brands";
}

function firstSentence(text: string | undefined): string | undefined {
  if (!text) return undefined;
  const value = squash(text).split(/(?<=[.!?])\s/)[0];
  return value ? clause(value).slice(0, 160) : undefined;
}

export function resolveFacts(context: StudioContext): StudioFacts {
  const brief = context.brief;
  const extra = context.extra ?? {};
  const get = (...keys: string[]) =>
    keys.map((key) => extra[key]?.trim()).find((value) => value !== undefined && value !== "");
  const prose = [
    get("additionalContext", "context", "idea", "description"),
    get("websiteContent", "content"),
  ]
    .filter(Boolean)
    .join(" ");

  const brand = clause(
    brief?.brand ||
      get("brand", "brandName") ||
      (get("websiteUrl", "website") && brandFromUrl(get("websiteUrl", "website")!)) ||
      properName(prose) ||
      "Your Brand",
  );
  const product = clause(brief?.product || get("product", "productName") || brand);
  const message = clause(
    brief?.message ||
      get("message", "keyMessage", "headline", "concept") ||
      firstSentence(prose) ||
      `${brand} makes the everyday better`,
  );
  const usp = clause(brief?.uniqueSellingPoint || get("uniqueSellingPoint", "usp") || message);
  // The product's own words lead: the campaign is about it.
  const brandWords = brand.toLowerCase().split(/\s+/);
  const words = [
    ...new Set([
      ...keywords(brief?.product ?? get("product", "productName") ?? ""),
      ...keywords(`${usp} ${message} ${prose}`),
    ]),
  ].filter((word) => !brandWords.includes(word));
  const audience = clause(
    brief?.audience ||
      get("audience", "targetAudience") ||
      `people who care about ${words[0] ?? "doing things well"}`,
  );
  return {
    brand,
    product,
    audience,
    audienceInner: lowerLead(audience),
    audienceShort: lowerLead(shortPhrase(audience)),
    message,
    messageInner: inner(message, brand.split(/\s+/)),
    tone: clause(brief?.tone || get("tone") || "confident, warm and clear"),
    usp,
    industry: get("industry") ?? guessIndustry(`${brand} ${product} ${usp} ${message} ${prose}`),
    words: words.length > 0 ? words : ["difference"],
  };
}

import type { StudioContext } from "../../lib/ai/types";
import { audienceForms, toneText } from "./audience";
import { industryOf } from "./industry";
import { keywords } from "./keywords";
import { messageForms, type MessageForms } from "./language";
import {
  clause,
  cleanCut,
  lowerLead,
  plainText,
  possessive,
  splitSentences,
  squash,
  titleCase,
} from "./text";

/**
 * The facts the studio writes from, resolved once per request: the brief when there is one,
 * otherwise whatever the task's extras hold (a website, a pitch, an idea), with modest fallbacks
 * so copy never shows an empty slot.
 */
export type StudioFacts = {
  /** As typed, except that a name typed all in lowercase is capitalised. */
  brand: string;
  brandPossessive: string;
  /** What is sold: the brief's product ("folding e-bike"), else the brand. */
  product: string;
  hasProduct: boolean;
  /** The audience as typed (markup removed). */
  audience: string;
  /** Its first clause, for mid-sentence use ("…speaks to busy parents aged 30-45 who…"). */
  audienceInner: string;
  /** The group in a few words, plural: "busy parents", "people". */
  audienceShort: string;
  /** The key message as a clause (no closing punctuation). */
  message: string;
  msg: MessageForms;
  usp: string;
  uspForms: MessageForms;
  /** False when the brief gave no selling point (usp then repeats the message). */
  hasUsp: boolean;
  /** "bold, playful and premium". */
  tone: string;
  industry: string;
  /** "food and beverage". */
  industryLower: string;
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

function firstSentence(text: string | undefined): string | undefined {
  if (!text) return undefined;
  const value = splitSentences(text)[0];
  return value ? cleanCut(value, 24) : undefined;
}

/** A name typed all in lowercase is usually typed in haste: "kettle & crumb" → "Kettle & Crumb". */
function brandCase(name: string): string {
  return name === name.toLowerCase() ? titleCase(name) : name;
}

export function resolveFacts(context: StudioContext<string>): StudioFacts {
  const brief = context.brief;
  const extra = context.extra ?? {};
  const get = (...keys: string[]) =>
    keys.map((key) => extra[key]?.trim()).find((value) => value !== undefined && value !== "");
  const prose = plainText(
    [get("additionalContext", "context", "idea", "description"), get("websiteContent", "content")]
      .filter(Boolean)
      .join(" "),
  );

  const brand = brandCase(
    clause(
      plainText(
        brief?.brand ||
          get("brand", "brandName") ||
          (get("websiteUrl", "website") && brandFromUrl(get("websiteUrl", "website")!)) ||
          properName(prose) ||
          "Your Brand",
      ),
    ),
  );
  const typedProduct = plainText(brief?.product || get("product", "productName") || "");
  const product = typedProduct ? lowerLead(cleanCut(typedProduct, 6)) : brand;
  // Kept with its end mark: "Why wait?" is a question, "Why wait" a phrase.
  const typedMessage = plainText(
    brief?.message ||
      get("message", "keyMessage", "headline", "concept") ||
      firstSentence(prose) ||
      `${brand} makes the everyday better`,
  );
  const message = clause(typedMessage);
  const rawUsp = plainText(brief?.uniqueSellingPoint || get("uniqueSellingPoint", "usp") || "");
  const typedUsp = clause(rawUsp);
  const usp = typedUsp || message;
  // The product's own words lead: the campaign is about it.
  const brandWords = brand.toLowerCase().split(/\s+/);
  const words = [
    ...new Set([...keywords(typedProduct), ...keywords(`${usp} ${message} ${prose}`)]),
  ].filter((word) => !brandWords.includes(word));
  const audienceText = clause(
    plainText(
      brief?.audience ||
        get("audience", "targetAudience") ||
        `people who care about ${words[0] ?? "doing things well"}`,
    ),
  );
  const people = audienceForms(audienceText);
  // What is sold decides first: a coffee brand whose message mentions dog owners is coffee.
  // The people come last, by their head noun only: "students" suggest learning, while
  // "parents who work from home" say nothing about homeware.
  const industry =
    get("industry") ??
    industryOf(`${brand} ${product}`, `${usp} ${message} ${prose}`, people.short).name;
  return {
    brand,
    brandPossessive: possessive(brand),
    product,
    hasProduct: typedProduct !== "",
    audience: audienceText,
    audienceInner: people.phrase,
    audienceShort: people.short,
    message,
    msg: messageForms(typedMessage, brand, people.short),
    usp,
    uspForms: messageForms(rawUsp || typedMessage, brand, people.short, 14),
    hasUsp: typedUsp !== "",
    tone: toneText(brief?.tone || get("tone") || "confident, warm and clear"),
    industry,
    industryLower: industry.toLowerCase().replace(/&/g, "and"),
    words: words.length > 0 ? words : ["difference"],
  };
}

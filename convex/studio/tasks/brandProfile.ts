import type { StudioComposer } from "../composers";
import { capitalize, plainText } from "../engine/text";
import { brandFromTitle } from "../../strategies/model";
import { readContext } from "./strategyFacts";
import type { BrandDraft } from "../../brands/prompt";

/**
 * The offline studio's brand profile: only what the page's own words support. The name and
 * industry come from the strategist's reading of a page (./strategyFacts.ts), the voice
 * from tone words the page actually uses, the key messages from its own description; colours
 * and an audience only when the page states them. Nothing is made up to fill a field.
 */

/** Tone words looked for in the page; only those it uses are offered. */
const VOICE_WORDS = [
  "bold",
  "friendly",
  "fresh",
  "honest",
  "independent",
  "local",
  "modern",
  "natural",
  "playful",
  "premium",
  "simple",
  "sustainable",
  "warm",
  "handmade",
  "expert",
  "trusted",
  "fun",
  "careful",
  "quick",
];

function voiceOf(page: string): string[] {
  const words = new Set(page.toLowerCase().match(/[a-z]+/g) ?? []);
  return VOICE_WORDS.filter((word) => words.has(word)).slice(0, 6);
}

export function composeBrandProfile(extra: Record<string, string>): BrandDraft {
  const k = readContext(extra);
  // The title's own separators ("Name | Tagline") pick the name; only then is it made plain.
  const titled = brandFromTitle(extra.websiteTitle ?? "", extra.websiteUrl ?? "");
  const name = (titled && plainText(titled)) || k.brand;
  const page = plainText(
    [extra.websiteTitle, extra.websiteDescription, extra.websiteContent].join(" "),
  );
  const voice = voiceOf(page);
  const keyMessages = [k.siteLine, k.proof]
    .filter((line): line is string => Boolean(line))
    .map((line) => capitalize(line.replace(/[.!]*$/, ".")));
  // Read from the raw words: plain text drops "#". Only well-formed hex values are taken.
  const raw = [extra.websiteTitle, extra.websiteDescription, extra.websiteContent].join(" ");
  const colors = (raw.match(/#[0-9A-Fa-f]{6}\b/g) ?? []).map((color) => color.toUpperCase());
  return {
    name,
    industry: capitalize(k.industry),
    audience: k.hasAudience ? capitalize(k.audience) : "",
    voice,
    keyMessages: [...new Set(keyMessages)],
    colors: [...new Set(colors)],
    dos: [
      "Use the words the brand uses on its own site.",
      ...(voice.length > 0 ? [`Sound ${voice.slice(0, 3).join(", ")}, as the site does.`] : []),
    ],
    donts: ["Don't claim figures, prices or awards the brand hasn't stated."],
  };
}

/** The brand profile task's composer (../composerMap.ts). */
export const brandProfileComposer: StudioComposer = ({ context }) =>
  composeBrandProfile(context.extra ?? {});

import { z } from "zod";
import { buildTaskPrompt } from "../lib/ai/prompts/taskPrompt";
import { plainText } from "../studio/engine/text";
import type { ChatMessage } from "../lib/ai/types";
import { BRAND_PROFILE_LIMITS } from "../../shared/constants";
import { HEX_COLOR } from "../../shared/schemas/brandProfile";

/**
 * "Create from website" (issue 18): the page's words become a draft profile for the user to
 * review. The page goes in a data block; only our words instruct. Whatever comes back (from a
 * model or the offline studio) is cleaned again by `cleanDraft` before anyone sees it.
 */

const L = BRAND_PROFILE_LIMITS;

export const brandDraftSchema = z.object({
  name: z.string().max(L.name).describe("The brand's name as the page gives it"),
  industry: z.string().max(L.industry).describe("The industry or category, 1 to 4 words"),
  audience: z
    .string()
    .max(L.audience)
    .describe("Who the page says the brand serves; an empty string when it does not say"),
  voice: z
    .array(z.string().max(L.voiceWord))
    .max(L.voiceWords)
    .describe("3 to 6 single words describing how the page sounds"),
  keyMessages: z
    .array(z.string().max(L.keyMessage))
    .max(L.keyMessages)
    .describe("1 to 3 messages the page itself makes, in plain sentences"),
  colors: z
    .array(z.string())
    .max(L.colors)
    .describe("Hex colours (#RRGGBB) written in the page text; empty when none are written"),
  dos: z.array(z.string().max(L.rule)).max(L.rules).describe("Writing guidance the page implies"),
  donts: z.array(z.string().max(L.rule)).max(L.rules).describe("Things to avoid"),
});
export type BrandDraft = z.infer<typeof brandDraftSchema>;

export type BrandPage = { url: string; title: string; description: string; text: string };

const SYSTEM = [
  "You are a brand strategist who writes brand profiles that keep advertising on-brand.",
  "You read a company's web page and record, in plain words, what it says about itself.",
  "Never invent facts, figures, awards, prices or claims the page does not state; leave a field empty rather than guess.",
].join(" ");

const INSTRUCTIONS = [
  "The page's title, description and text are in brand_page. Fill a brand profile from them.",
  "Every field is plain text that fills a form: no markdown, HTML, links, e-mail or web addresses.",
  "Answer with one JSON object:",
  "- name: the brand's name.",
  "- industry: the category in 1 to 4 words.",
  "- audience: who the page says it serves, or an empty string.",
  "- voice: 3 to 6 single words for the tone of the page's own writing.",
  "- keyMessages: 1 to 3 messages the page makes, each one sentence.",
  "- colors: only hex colours written in the page text; usually an empty list.",
  "- dos and donts: short writing guidance that follows from the page (for example to use its own words), never claims.",
].join("\n");

export function buildBrandDraftPrompt(page: BrandPage): ChatMessage[] {
  return buildTaskPrompt({
    system: SYSTEM,
    instructions: INSTRUCTIONS,
    data: {
      brand_page: {
        address: page.url,
        title: page.title,
        description: page.description,
        text: page.text,
      },
    },
  });
}

/** A page's orders to its reader are not facts about the brand. */
const INSTRUCTION_LIKE =
  /\b(?:ignore|disregard|forget)\b.{0,40}\b(?:instructions?|rules?|prompts?)\b|\byou are now\b|\bsystem prompt\b|\b(?:verify|reset) your (?:account|password)\b|@/i;

function clean(text: string, max: number): string {
  const plain = plainText(text)
    .replace(/\b[\w-]+(?:\.[\w-]+)*\.(?:com|net|org|io|co|example|app|dev)\b\S*/gi, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (INSTRUCTION_LIKE.test(plain)) return "";
  return plain.length <= max ? plain : plain.slice(0, max).replace(/\s+\S*$/, "");
}

function cleanList(items: readonly string[], maxItems: number, maxChars: number): string[] {
  const out: string[] = [];
  for (const item of items) {
    const value = clean(item, maxChars);
    if (value !== "" && !out.includes(value)) out.push(value);
    if (out.length >= maxItems) break;
  }
  return out;
}

/**
 * The draft as the form receives it: plain words only, within the caps, and colours only when
 * the page itself wrote them (a model must not make up a palette).
 */
export function cleanDraft(draft: BrandDraft, page: BrandPage): BrandDraft {
  const written = `${page.title} ${page.description} ${page.text}`.toUpperCase();
  const colors = draft.colors
    .map((color) => color.trim().toUpperCase())
    .filter((color) => HEX_COLOR.test(color) && written.includes(color));
  return {
    name: clean(draft.name, L.name),
    industry: clean(draft.industry, L.industry),
    audience: clean(draft.audience, L.audience),
    voice: cleanList(draft.voice, L.voiceWords, L.voiceWord),
    keyMessages: cleanList(draft.keyMessages, L.keyMessages, L.keyMessage),
    colors: [...new Set(colors)].slice(0, L.colors),
    dos: cleanList(draft.dos, L.rules, L.rule),
    donts: cleanList(draft.donts, L.rules, L.rule),
  };
}

import type { StudioComposer } from "../composers";
import { clause, plainText, sentence, sentencesIn } from "../engine/text";
import type { ImportDraft, ImportFacts } from "../../imports/prompt";

/**
 * The offline studio's reading of an imported campaign: the user's own sentences, arranged into
 * the brief and idea fields, never new claims. Where the text says nothing, the field says so
 * in square brackets (the brief) or stays empty (lists), as the model is told to.
 */

const MAX_LIST = 6;

/** The text's lines, then its sentences, markup removed. */
function linesOf(text: string): string[] {
  return text
    .split(/\n+/)
    .map((line) => plainText(line.replace(/^\s*(?:[-*•]|\d+[.)])\s+/, "")))
    .filter((line) => line !== "");
}

function sentencesOf(text: string): string[] {
  return linesOf(text)
    .flatMap(sentencesIn)
    .map((part) => part.trim())
    .filter((part) => part !== "");
}

/** A short line of the text (a headline is rarely over 12 words), else its first sentence. */
function headlineOf(lines: string[], sentences: string[], fallback: string): string {
  const short = lines.find((line) => line.split(" ").length <= 12 && /\p{L}/u.test(line));
  return clause(short ?? sentences[0] ?? fallback);
}

const VISUAL = /\b(?:shows?|image|photo|picture|film|video|poster|visual|colou?r|logo|scene)\b/i;
const CHANNEL =
  /\b(?:tv|radio|print|outdoor|ooh|billboard|social|instagram|tiktok|youtube|online|digital|press|cinema|podcast|email|in-store|packaging|website|event)\b/i;

export function composeImport(facts: ImportFacts): ImportDraft {
  const lines = linesOf(facts.text);
  const sentences = sentencesOf(facts.text);
  const campaign = clause(plainText(facts.campaignName)) || "The campaign";
  const brand = clause(plainText(facts.brand));
  const first = sentences[0] ?? campaign;
  const headline = headlineOf(lines, sentences, campaign);
  const body = sentences.filter((part) => clause(part) !== headline);
  const coreIdea = sentence(clause(body[0] ?? first));
  const concept =
    body
      .slice(0, 3)
      .map((part) => sentence(clause(part)))
      .join(" ") || coreIdea;
  const description = sentences.slice(0, 5).join(" ");
  const audience = plainText(facts.audience);
  const visuals = sentences.filter((part) => VISUAL.test(part)).slice(0, MAX_LIST);
  const channels = sentences.filter((part) => CHANNEL.test(part)).slice(0, MAX_LIST);
  const missing = (what: string) => `[Add ${what}: the campaign text doesn't say]`;
  const content = [
    `## Background`,
    `${campaign} is ${brand}'s campaign, brought in as it ran.`,
    `## Objective`,
    missing("what the campaign had to achieve"),
    `## Audience`,
    audience || missing("who the campaign speaks to"),
    `## Proposition`,
    coreIdea,
    `## Tone`,
    missing("how the campaign should sound"),
  ].join("\n\n");
  return {
    brief: {
      audience,
      message: headline,
      tone: "",
      uniqueSellingPoint: "",
      content,
    },
    idea: {
      title: campaign,
      coreIdea,
      concept,
      headline,
      description,
      tone: "",
      keyVisualElements: visuals,
      executionStrategy: channels,
      visualPrompt: visuals.join(" ") || description,
    },
  };
}

/** The import task's composer (../composerMap.ts). */
export const importComposer: StudioComposer = ({ context }) =>
  composeImport({
    brand: context.extra?.brand ?? "",
    campaignName: context.extra?.campaignName ?? "",
    audience: context.extra?.audience ?? "",
    text: context.extra?.text ?? "",
  });

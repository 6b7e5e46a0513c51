import { z } from "zod";
import type { ChatMessage, LegendPersona } from "../lib/ai/types";
import { buildTaskPrompt } from "../lib/ai/prompts/taskPrompt";
import { AD_FORMATS, AD_LOB_LIMITS, type AspectRatio } from "../../shared/constants";
import type { IdeaCopyFacts } from "../studio/tasks/campaignAds";
import { campaignData } from "./adPrompt";

/**
 * A new campaign page's first ads, written by the configured model in the legend's voice: one
 * call for all of them, so they read as one campaign and never repeat each other. The offline
 * studio's version is ../studio/tasks/campaignAds.ts initialAdCopy (run in the creating mutation, no job).
 */

export { INITIAL_ADS_TASK } from "../studio/taskNames";

const initialAdSchema = z.object({
  headline: z
    .string()
    .trim()
    .min(1)
    .describe(
      `The ad's headline: one short line, at most ${AD_LOB_LIMITS.headlineChars} characters`,
    ),
  body: z
    .string()
    .trim()
    .min(1)
    .describe(`The body copy: one or two sentences, at most ${AD_LOB_LIMITS.bodyChars} characters`),
});

/** `count` ads, in the page's order; extra ones are ignored, fewer are an invalid answer. */
export function initialAdsSchema(count: number) {
  return z.object({
    ads: z
      .array(initialAdSchema)
      .min(count)
      .describe(`Exactly ${count} ads, in the order of the formats asked for`),
  });
}
export type InitialAdsDraft = z.infer<ReturnType<typeof initialAdsSchema>>;

export function buildInitialAdsPrompt(
  legend: LegendPersona,
  facts: IdeaCopyFacts,
  formats: readonly AspectRatio[],
): ChatMessage[] {
  const list = formats
    .map((ratio, index) => `${index + 1}. ${AD_FORMATS[ratio]} (aspect ratio ${ratio})`)
    .join("\n");
  return buildTaskPrompt({
    system: [
      `You are ${legend.name}, the advertising legend, writing the first ads of your own campaign.`,
      `Your approach: ${legend.approach}`,
      legend.voice ? `Your voice: ${legend.voice}` : "",
    ]
      .filter(Boolean)
      .join("\n"),
    instructions: [
      `Write ${formats.length} ads for the campaign below, one per format, in this order:`,
      list,
      "The first is the campaign's hero: it leads with the campaign line.",
      `Each ad has a headline of its own (at most ${AD_LOB_LIMITS.headlineChars} characters) and one or two sentences of body copy a copywriter would sign (at most ${AD_LOB_LIMITS.bodyChars} characters).`,
      "Make the brief's key message and selling point the promise, said to its audience; the campaign line signs off.",
      "Stay inside the brief and the idea: no new claims, prices or facts they do not make.",
      "No two ads share a headline, and each body says something the others do not.",
    ].join("\n"),
    data: {
      ...campaignData(facts),
    },
  });
}

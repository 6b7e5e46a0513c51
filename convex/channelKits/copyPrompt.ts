import { z } from "zod";
import type { ChatMessage, LegendPersona } from "../lib/ai/types";
import { buildTaskPrompt } from "../lib/ai/prompts/taskPrompt";
import { campaignData } from "../campaigns/adPrompt";
import type { IdeaCopyFacts } from "../studio/tasks/campaignAds";
import { CHANNELS, type ChannelId, type TextField } from "../../shared/channels";

/**
 * A channel kit's copy (issue 42): one request writes every channel picked, in the legend's
 * voice, from the idea and its brief. The schema states each field's limit but does not enforce
 * it: a model that runs long still answers, and ./copyLimits.ts holds its lines to the limits
 * (trimmed at a word, or the studio's line where trimming leaves too little). The offline studio
 * writes the same shape (../studio/tasks/channelCopy.ts).
 */

export { CHANNEL_COPY_TASK } from "../studio/taskNames";

const FIELD_WORDS: Record<TextField, string> = {
  primaryText: "primary text above the image",
  headline: "headline",
  description: "description",
  shortHeadline: "short headline",
  longHeadline: "long headline",
  businessName: "business name (the brand)",
  post: "post text",
  title: "pin title",
  adText: "ad text",
  introText: "introductory text",
};

function channelSchema(channel: ChannelId) {
  const spec = CHANNELS[channel];
  if (spec.lists) {
    const { headlines, descriptions } = spec.lists;
    return z.object({
      headlines: z
        .array(z.string())
        .describe(
          `Exactly ${headlines.count} different headlines, each at most ${headlines.max} characters; at least one names the brand`,
        ),
      descriptions: z
        .array(z.string())
        .describe(
          `Exactly ${descriptions.count} different descriptions, each at most ${descriptions.max} characters`,
        ),
    });
  }
  const shape: Partial<Record<TextField, z.ZodString>> = {};
  for (const [field, limit] of Object.entries(spec.fields) as [TextField, number][]) {
    shape[field] = z.string().describe(`The ${FIELD_WORDS[field]}: at most ${limit} characters`);
  }
  return z.object(shape);
}

/** The answer's schema: one object per channel picked, in the API's field names. */
export function channelCopySchema(channels: readonly ChannelId[]) {
  const shape: Record<string, ReturnType<typeof channelSchema>> = {};
  for (const channel of channels) shape[channel] = channelSchema(channel);
  return z.object(shape);
}
export type ChannelCopyDraft = Record<string, Record<string, string | string[]>>;

function channelBrief(channel: ChannelId): string {
  const spec = CHANNELS[channel];
  const fields = spec.lists
    ? `${spec.lists.headlines.count} headlines (≤ ${spec.lists.headlines.max} characters) and ${spec.lists.descriptions.count} descriptions (≤ ${spec.lists.descriptions.max})`
    : (Object.entries(spec.fields) as [TextField, number][])
        .map(([field, limit]) => `${field} (${FIELD_WORDS[field]}, ≤ ${limit} characters)`)
        .join(", ");
  return `- ${channel} (${spec.label}): ${fields}`;
}

export function buildChannelCopyPrompt(
  legend: LegendPersona,
  facts: IdeaCopyFacts,
  channels: readonly ChannelId[],
): ChatMessage[] {
  return buildTaskPrompt({
    system: [
      `You are ${legend.name}, the advertising legend, adapting your own campaign for the platforms it will run on.`,
      `Your approach: ${legend.approach}`,
      legend.voice ? `Your voice: ${legend.voice}` : "",
    ]
      .filter(Boolean)
      .join("\n"),
    instructions: [
      "Write the copy of each channel below for the campaign, as it will be typed into that platform's ad manager.",
      channels.map(channelBrief).join("\n"),
      "Every limit is in characters, spaces included, and is a hard limit: count before you answer. Write short lines that fit whole rather than long ones.",
      "Write each platform the way people read it: a feed's primary text opens on the promise, a story speaks in one beat, a search headline is a plain phrase people would search for.",
      "Make the brief's key message and selling point the promise, said to its audience; the campaign line signs off where there is room.",
      "Stay inside the brief and the idea: no new claims, prices, offers or facts they do not make. No hashtags, no emoji, no URLs.",
    ].join("\n"),
    data: campaignData(facts),
  });
}

/** The studio's facts (../studio/tasks/channelCopy.ts): lists travel newline-joined. */
export function channelCopyExtra(
  facts: IdeaCopyFacts,
  channels: readonly ChannelId[],
): Record<string, string> {
  return {
    brand: facts.brand,
    campaignName: facts.campaignName,
    headline: facts.headline,
    coreIdea: facts.coreIdea,
    concept: facts.concept,
    keyVisualElements: facts.keyVisualElements.join("\n"),
    executionStrategy: facts.executionStrategy.join("\n"),
    audience: facts.audience ?? "",
    message: facts.message ?? "",
    uniqueSellingPoint: facts.uniqueSellingPoint ?? "",
    channels: channels.join("\n"),
  };
}

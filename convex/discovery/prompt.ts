import { z } from "zod";
import { buildTaskPrompt } from "../lib/ai/prompts/taskPrompt";
import type { ChatMessage } from "../lib/ai/types";

/**
 * Discovery IQ's prompt and answer shape. The idea and the website's text go in data blocks;
 * only our words instruct. Every evidence item names its source, and a quote claimed from the
 * website is checked against the page afterwards (./research.ts).
 */

const source = z
  .enum(["website", "idea", "inference"])
  .describe(
    "website: a short verbatim quote from website_page; idea: the user's own words from user_idea; inference: your own reasoning",
  );

export const DISCOVERY_COUNTS = {
  segments: { min: 3, max: 4 },
  insights: { min: 3, max: 4 },
  opportunities: 3,
} as const;

export const discoveryDraftSchema = z.object({
  title: z.string().min(1).max(80).describe("A short title for this research, 3 to 8 words"),
  summary: z
    .string()
    .min(1)
    .max(800)
    .describe("2 to 3 sentences: who this idea is really for and the big tension to work with"),
  segments: z
    .array(
      z.object({
        name: z.string().min(1).max(60).describe("A memorable 2 to 4 word name"),
        who: z
          .string()
          .min(1)
          .max(400)
          .describe("Who they are and their situation, 1 to 2 sentences"),
        sizeCue: z
          .string()
          .min(1)
          .max(80)
          .describe(
            "A qualitative size cue, e.g. 'a broad mainstream group' or 'a focused niche'; never a number",
          ),
        caresAbout: z.array(z.string().min(1).max(160)).min(2).max(4),
      }),
    )
    .min(DISCOVERY_COUNTS.segments.min)
    .max(DISCOVERY_COUNTS.segments.max),
  insights: z
    .array(
      z.object({
        tension: z.string().min(1).max(300).describe("What pulls them two ways, one sentence"),
        insight: z.string().min(1).max(400).describe("The human truth behind it, one sentence"),
        evidence: z
          .array(z.object({ source, text: z.string().min(1).max(300) }))
          .min(1)
          .max(3),
      }),
    )
    .min(DISCOVERY_COUNTS.insights.min)
    .max(DISCOVERY_COUNTS.insights.max),
  language: z
    .array(z.object({ phrase: z.string().min(1).max(120), source }))
    .min(3)
    .max(8)
    .describe("Words and phrases this audience uses about the problem"),
  channels: z
    .array(z.object({ name: z.string().min(1).max(60), why: z.string().min(1).max(300) }))
    .min(3)
    .max(5),
  opportunities: z
    .array(
      z.object({
        title: z.string().min(1).max(80),
        description: z.string().min(1).max(500),
        segment: z.string().min(1).max(60).describe("The name of the segment it is for"),
      }),
    )
    .length(DISCOVERY_COUNTS.opportunities),
});
export type DiscoveryDraft = z.infer<typeof discoveryDraftSchema>;

/** What the researcher knows when it starts writing. */
export type DiscoveryBrief = {
  idea: string;
  website?:
    | { url: string; read: true; title: string; description: string; text: string }
    | { url: string; read: false; reason: string };
};

const SYSTEM = [
  "You are a senior brand planner doing audience research for a new advertising idea.",
  "You find the people an idea is really for, what they care about, the tensions in their lives the idea can resolve, the words they use and where to reach them.",
  "Separate evidence from inference: a website quote must be copied word for word from the page, short (under 25 words); the user's words are 'idea'; everything you reason yourself is 'inference'.",
  "Never invent figures, percentages, dates, studies, brand names or statistics; describe sizes qualitatively.",
  "Write plainly for a marketing professional, without jargon or filler, and never repeat a sentence.",
].join(" ");

function instructions(brief: DiscoveryBrief): string {
  const website =
    brief.website === undefined
      ? "No website was given: work from the user's idea, and label evidence 'idea' or 'inference'."
      : brief.website.read
        ? "The website's page text is in website_page: quote it (source 'website') only word for word."
        : "The website could not be read (see website_status): do not pretend you read it, and never use source 'website'.";
  return [
    "The user's idea is in user_idea.",
    website,
    "Every field is plain text: no markdown, HTML, links or web addresses.",
    "Answer with one JSON object: title, summary, segments (3 to 4: name, who, sizeCue, caresAbout), insights (3 to 4: tension, insight, evidence[{source, text}]), language (3 to 8 phrases with their source), channels (3 to 5: name, why), opportunities (exactly 3: title, description, segment naming one of your segments).",
  ].join("\n");
}

export function buildDiscoveryPrompt(brief: DiscoveryBrief): ChatMessage[] {
  const site = brief.website;
  return buildTaskPrompt({
    system: SYSTEM,
    instructions: instructions(brief),
    data: {
      user_idea: brief.idea,
      website_status: site
        ? { address: site.url, status: site.read ? "read" : `could not be read: ${site.reason}` }
        : undefined,
      website_page: site?.read
        ? { title: site.title, description: site.description, text: site.text }
        : undefined,
    },
  });
}

import { z } from "zod";
import { buildTaskPrompt } from "../lib/ai/prompts/taskPrompt";
import type { ChatMessage } from "../lib/ai/types";
import { STRATEGY_COUNT } from "../../shared/constants";
import type { StrategistMode } from "../../shared/schemas/strategist";

/**
 * The Ad Strategist's prompt and answer shape (spec 3 "Strategy result"). Everything the user
 * typed and everything read from their website goes in data blocks; only our words instruct.
 */

export const strategyDraftSchema = z.object({
  brandName: z.string().min(1).max(120).describe("The brand's name as it should appear in ads"),
  industry: z.string().min(1).max(80).describe("The industry or category, in 1 to 4 words"),
  websiteContent: z
    .string()
    .max(1200)
    .describe(
      "2 to 3 sentences, in your own words, on what the website says the company offers; an empty string when no page was read",
    ),
  strategies: z
    .array(
      z.object({
        name: z.string().min(1).max(80).describe("A short, memorable name, 2 to 5 words"),
        targetAudience: z
          .string()
          .min(1)
          .max(600)
          .describe("Who exactly: who they are, what they want, where to reach them"),
        uniqueSellingPoint: z
          .string()
          .min(1)
          .max(600)
          .describe("What this brand can claim for this audience that competitors can't"),
        keyMessage: z
          .string()
          .min(1)
          .max(400)
          .describe("The one thing this audience should take away, in one sentence"),
        tone: z.string().min(1).max(120).describe("The tone of voice in 3 to 6 words"),
        productName: z
          .string()
          .max(80)
          .describe(
            "The product, service or line this strategy leads with, without the brand name; an empty string for the brand as a whole",
          ),
      }),
    )
    .min(STRATEGY_COUNT.min)
    .max(STRATEGY_COUNT.max),
});
export type StrategyDraft = z.infer<typeof strategyDraftSchema>;

/** What the strategist knows when it starts writing. */
export type StrategyBrief = {
  mode: StrategistMode;
  brandHint?: string;
  additionalContext?: string;
  website?:
    | { url: string; read: true; title: string; description: string; text: string }
    | { url: string; read: false; reason: string };
  /** The user's Discovery IQ research, as plain lines (discovery/model.ts researchLines). */
  discovery?: Record<string, string>;
};

const SYSTEM = [
  "You are the head of strategy at a creative advertising agency.",
  "You turn what a company tells you, and what its website says, into distinct advertising strategies a creative team can brief from.",
  "Be specific: name real audiences with real motivations, give reasons to believe that come from the material, and write messages a person would repeat.",
  "Never invent facts about the company (prices, awards, locations, claims) that the material does not support; where the material is thin, build the strategy on what is there and keep claims modest.",
  "Write plainly for a marketing professional, without jargon or filler.",
].join(" ");

function instructions(brief: StrategyBrief): string {
  const count = `${STRATEGY_COUNT.min} or ${STRATEGY_COUNT.max}`;
  const source =
    brief.mode === "quickIdeas"
      ? "The user described what they want to advertise in their own words (user_context)."
      : "The user named a company by its website or brand name and may have added context.";
  const website =
    brief.website === undefined
      ? "No website was given: work from the user's description."
      : brief.website.read
        ? "The website's page text is in website_page: use it to understand the offer, the audience and the proof points."
        : "The website could not be read (see website_status): work from the user's description and the address alone, and do not pretend you read the site.";
  const discovery = brief.discovery
    ? "The user's own Discovery IQ audience research is in discovery_research: build each strategy on one of its segments and strategic opportunities, and say which segment it serves in targetAudience."
    : "";
  return [
    source,
    website,
    ...(discovery ? [discovery] : []),
    `Propose ${count} advertising strategies that are genuinely different from each other: each one chooses a different audience or motivation, and so a different promise and tone.`,
    "Every field is plain text that fills a form: no markdown, HTML, links or web addresses.",
    "Answer with one JSON object:",
    "- brandName: the brand's name (from the material; the website's name when that is all there is).",
    "- industry: the industry or category in 1 to 4 words.",
    "- websiteContent: 2 to 3 sentences on what the website says the company offers, or an empty string when no page was read.",
    "- strategies: the list. For each: name (2 to 5 words), targetAudience (who, what they want, where to reach them), uniqueSellingPoint (what only this brand can claim for them), keyMessage (one sentence they should take away), tone (3 to 6 words), productName (the product or line it leads with, without the brand name; empty for the brand as a whole).",
  ].join("\n");
}

export function buildStrategyPrompt(brief: StrategyBrief): ChatMessage[] {
  const site = brief.website;
  return buildTaskPrompt({
    system: SYSTEM,
    instructions: instructions(brief),
    data: {
      brand_name: brief.brandHint,
      user_context: brief.additionalContext,
      website_status: site
        ? { address: site.url, status: site.read ? "read" : `could not be read: ${site.reason}` }
        : undefined,
      website_page: site?.read
        ? { title: site.title, description: site.description, text: site.text }
        : undefined,
      discovery_research: brief.discovery,
    },
  });
}

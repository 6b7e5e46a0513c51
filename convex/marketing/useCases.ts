import { v, type Infer } from "convex/values";
import { BRIEF_TASK, IDEAS_TASK } from "../studio/taskNames";
import { briefDraftSchema, type BriefInputFacts } from "../briefs/prompt";
import { seededRoster } from "../legends/roster/roster";
import { ideaDraftListSchema } from "../lib/ai/prompts/ideaSchema";
import { composeWithStudio } from "../studio/compose";
import type { LegendPersona } from "../lib/ai/types";

/**
 * The home page's use cases (spec 1: marketers, agencies, enterprise brands, small businesses
 * and individual creators). Each is a fixed example brief run through the built-in studio the
 * way a real request runs (the brief task writes the creative brief, then the legend's ideas
 * task works from it), so what the page shows is the product's own output, never copy written
 * for the page. Pure and deterministic: no reads, no writes, no credits.
 */

export const useCaseValidator = v.object({
  id: v.string(),
  /** Who it is for, as spec 1 names the audience. */
  label: v.string(),
  brief: v.object({
    brand: v.string(),
    uniqueSellingPoint: v.string(),
    audience: v.string(),
    message: v.string(),
    tone: v.string(),
  }),
  legend: v.object({ name: v.string(), slug: v.string() }),
  idea: v.object({ campaignName: v.string(), headline: v.string(), coreIdea: v.string() }),
});
export type UseCase = Infer<typeof useCaseValidator>;

type Example = {
  id: string;
  label: string;
  brief: BriefInputFacts;
  legendSlug: string;
  /** Which of the legend's ideas the page shows (each legend writes several). */
  ideaIndex: number;
};

export const USE_CASE_EXAMPLES: readonly Example[] = [
  {
    id: "marketers",
    label: "Marketers",
    brief: {
      brand: "Northbound Coffee",
      uniqueSellingPoint: "Beans roasted within a day of your order",
      audience: "Home baristas who grind their own beans",
      message: "Café-fresh coffee, delivered to your door",
      tone: "warm, confident",
    },
    legendSlug: "rosser-reeves",
    ideaIndex: 0,
  },
  {
    id: "agencies",
    label: "Agencies",
    brief: {
      brand: "Tallyho Running Shoes",
      uniqueSellingPoint: "A foam that keeps its bounce for 800 kilometres",
      audience: "Runners training for their first marathon",
      message: "One pair for the whole marathon plan",
      tone: "bold, energetic",
    },
    legendSlug: "john-hegarty",
    ideaIndex: 1,
  },
  {
    id: "enterprise-brands",
    label: "Enterprise brands",
    brief: {
      brand: "Meridian Bank",
      uniqueSellingPoint: "A named relationship manager who answers the phone",
      audience: "Owners of growing companies",
      message: "Banking with a person, not a queue",
      tone: "assured, plain-spoken",
    },
    legendSlug: "hal-riney",
    ideaIndex: 0,
  },
  {
    id: "small-businesses",
    label: "Small businesses",
    brief: {
      brand: "The Good Loaf",
      uniqueSellingPoint: "Sourdough left to rise overnight and baked before dawn",
      audience: "Neighbours who walk past the shop",
      message: "Real bread, ready by seven every morning",
      tone: "warm, neighbourly",
    },
    legendSlug: "leo-burnett",
    ideaIndex: 0,
  },
  {
    id: "individual-creators",
    label: "Individual creators",
    brief: {
      brand: "Field Notes Podcast",
      uniqueSellingPoint: "Twenty-minute episodes recorded outdoors with working naturalists",
      audience: "Curious commuters",
      message: "Twenty minutes of wild places on the way to work",
      tone: "curious, friendly",
    },
    legendSlug: "george-lois",
    ideaIndex: 0,
  },
];

function personaFor(slug: string): LegendPersona {
  const legend = seededRoster().find((entry) => entry.slug === slug && entry.isActive);
  // The examples name seeded, active legends; anything else is a bug in the list above.
  if (!legend) throw new Error(`Use case legend "${slug}" is not an active roster legend`);
  return {
    name: legend.name,
    slug: legend.slug,
    approach: legend.approach,
    ...(legend.visualApproach ? { visualApproach: legend.visualApproach } : {}),
    ...(legend.keyMessage ? { keyMessage: legend.keyMessage } : {}),
    ...(legend.signatureMoves ? { signatureMoves: legend.signatureMoves } : {}),
    ...(legend.voice ? { voice: legend.voice } : {}),
  };
}

/** One example through the studio, seeded as convex/briefs and convex/ideas seed their jobs. */
function runExample(example: Example): UseCase {
  const legend = personaFor(example.legendSlug);
  const { creativeBrief } = composeWithStudio(briefDraftSchema, {
    task: BRIEF_TASK,
    seed: JSON.stringify([example.brief, ""]),
    brief: example.brief,
    extra: {},
  });
  const { ideas } = composeWithStudio(ideaDraftListSchema, {
    task: IDEAS_TASK,
    seed: `${legend.slug}|use-case-${example.id}`,
    brief: { ...example.brief, content: creativeBrief },
    legend,
  });
  const idea = ideas[Math.min(example.ideaIndex, ideas.length - 1)];
  return {
    id: example.id,
    label: example.label,
    brief: { ...example.brief },
    legend: { name: legend.name, slug: legend.slug },
    idea: { campaignName: idea.campaignName, headline: idea.headline, coreIdea: idea.coreIdea },
  };
}

let cached: UseCase[] | null = null;

/** The five use cases; computed once per isolate (the answer never changes between calls). */
export function useCases(): UseCase[] {
  cached ??= USE_CASE_EXAMPLES.map(runExample);
  return cached;
}

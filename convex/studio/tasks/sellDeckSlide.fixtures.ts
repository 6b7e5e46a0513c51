import { generateText, defaultTextSettings } from "../../lib/ai/llm";
import { ideaDraftListSchema } from "../../lib/ai/prompts/ideaSchema";
import { composeWithStudio } from "../compose";
import { rosterPersonas, studioBriefs } from "../engine/studioBriefs.fixtures";
import { factualLegend, provocativeLegend } from "../engine/studio.fixtures";
import type { LegendPersona } from "../../lib/ai/types";
import { DECK_STAGES, type DeckStage } from "../../../shared/constants";
import {
  buildSlidePrompt,
  DECK_SLIDE_TASK,
  slideDraftSchema,
  slideStudioExtra,
  type DeckFacts,
  type SlideDraft,
} from "../../decks/deckPrompt";

/**
 * Decks for the studio's tests: ideas the offline studio writes for varied briefs and roster
 * legends (what every `npm start` user sells), ideas shaped like a model's answer (figures,
 * quotes, markdown), and thin ones (a brand and a line, nothing else).
 */

export type DeckCase = { id: string; legend: LegendPersona; facts: DeckFacts };

const EMPTY_IDEA = {
  audience: "",
  message: "",
  uniqueSellingPoint: "",
  tone: "",
  ideaTitle: "",
  coreIdea: "",
  concept: "",
  headline: "",
  keyVisualElements: [],
  executionStrategy: [],
  visualPrompt: "",
};

/** Ideas written the way a model answers: longer prose, figures, quotes, stray markdown. */
export const MODEL_CASES: DeckCase[] = [
  {
    id: "model-tidewater",
    legend: factualLegend,
    facts: {
      brand: "Tidewater Tea",
      audience: "Office workers who drink tea at their desk all afternoon",
      message: "Loose-leaf flavour in a bag that takes ninety seconds",
      uniqueSellingPoint: "Whole-leaf tea in a biodegradable pyramid bag",
      tone: "warm, confident",
      ideaTitle: "The Ninety-Second Escape",
      campaignName: "The Ninety-Second Escape",
      headline:
        "Ninety seconds. That's all it takes to leave the office without leaving your desk.",
      coreIdea:
        "Every cup of Tidewater Tea is a short, deliberate break that office workers can take without leaving their desk.",
      concept:
        "Office workers don't lack tea; they lack a moment that belongs to them. The campaign turns the ninety-second steep into a tiny escape, shown as the office falling quiet while the leaves unfurl. Each execution counts down the ninety seconds in real time.",
      keyVisualElements: [
        "A glass mug with a pyramid bag unfurling in amber light",
        "An open-plan office blurred in the background while the mug stays sharp",
        "A desk clock with its second hand caught mid-sweep",
      ],
      executionStrategy: [
        "Ninety-second pre-roll films that play out in real time on LinkedIn and YouTube",
        "Digital out-of-home near office districts, timed to the 3pm slump",
        "Sample drops to co-working spaces with a desk card and a timer",
        "A playlist of ninety-second tracks for the afternoon break",
      ],
      visualPrompt:
        "A glass mug of tea on a tidy office desk, leaves unfurling in amber afternoon light, the office softly blurred behind",
    },
  },
  {
    id: "model-figures",
    legend: provocativeLegend,
    facts: {
      brand: "FreshFold",
      audience: "Renters in small flats who dread laundry day",
      message: "Your laundry, folded and back in 24 hours",
      uniqueSellingPoint: "Pick-up from your door, no minimum order",
      tone: "cheeky, direct",
      ideaTitle: "Laundry Day Is Cancelled",
      campaignName: "**LAUNDRY DAY IS CANCELLED**",
      headline: 'We folded 1,000 shirts so you could say "not today".',
      coreIdea:
        "FreshFold declares laundry day officially cancelled, and proves it with a 24-hour turnaround.",
      concept:
        "## Concept\nRenters in small flats lose a whole evening a week to the launderette. FreshFold stages a mock public holiday: 'Laundry Day Is Cancelled'. It works because people share what gives them time back.",
      keyVisualElements: [
        "A drying rack folded away and leaning against the wall like retired furniture",
        "A neat stack of folded clothes on a doormat at dawn",
      ],
      executionStrategy: [
        "Fake 'public holiday' press release and street posters announcing the cancellation",
        "Creators film what they did with their reclaimed evening",
        "First order free for anyone who posts their empty laundry basket",
      ],
      visualPrompt: "A neat stack of folded laundry on a doormat in soft dawn light",
    },
  },
  {
    id: "model-question",
    legend: { name: "Sam Plain", slug: "sam-plain", approach: "Say one true thing simply." },
    facts: {
      brand: "Mira",
      audience: "Students",
      message: "Why pay more for less?",
      uniqueSellingPoint: "",
      tone: "calm",
      ideaTitle: "Less Is Less",
      campaignName: "Less Is Less",
      headline: "Why pay more for less?",
      coreIdea: "Mira shows students exactly what they get, and nothing they don't need.",
      concept:
        "Students compare everything, because every pound counts. Mira lays its price next to what others charge for the same thing.",
      keyVisualElements: ["Two receipts side by side, one long, one short"],
      executionStrategy: ["Campus posters", "Student app banners"],
      visualPrompt: "Two receipts side by side on a library desk",
    },
  },
];

/** A brand and a line, and little else: slides must be shorter, never broken. */
export const THIN_CASES: DeckCase[] = [
  {
    id: "thin-line-only",
    legend: factualLegend,
    facts: { ...EMPTY_IDEA, brand: "Zest", campaignName: "Zest for It", headline: "Zest for it." },
  },
  {
    id: "thin-no-brief",
    legend: provocativeLegend,
    facts: {
      ...EMPTY_IDEA,
      brand: "kettle & crumb",
      campaignName: "Crumbs Worth Sharing",
      headline: "Some crumbs are worth sharing.",
      coreIdea: "Kettle & Crumb turns the last slice into a reason to call someone.",
      keyVisualElements: ["An empty plate with a single crumb left on it"],
    },
  },
  {
    id: "thin-brief-only",
    legend: { name: "Sam Plain", slug: "sam-plain", approach: "Say one true thing simply." },
    facts: {
      ...EMPTY_IDEA,
      brand: "HALO",
      audience: "Everyone",
      message: "Freedom",
      campaignName: "Free to Go",
      headline: "",
      executionStrategy: ["Outdoor posters at stations"],
    },
  },
];

/** Ideas the offline studio writes for varied briefs, each sold by a different roster legend. */
export function studioCases(count = 16): DeckCase[] {
  const briefs = studioBriefs();
  const chosen = [
    ...Array.from({ length: count - 2 }, (_, index) => briefs[(index * 7) % 120]),
    ...briefs.slice(-2),
  ];
  const roster = rosterPersonas();
  return chosen.map((brief, index) => {
    const legend = roster[(index * 5) % roster.length];
    const { ideas } = composeWithStudio(ideaDraftListSchema, {
      task: "ideas",
      seed: `${legend.slug}|job-${brief.id}`,
      brief,
      legend,
    });
    const idea = ideas[index % ideas.length];
    return {
      id: `${brief.id}-${legend.slug}`,
      legend,
      facts: {
        brand: brief.brand,
        audience: brief.audience,
        message: brief.message,
        uniqueSellingPoint: brief.uniqueSellingPoint ?? "",
        tone: brief.tone,
        ideaTitle: idea.title,
        campaignName: idea.campaignName,
        headline: idea.headline,
        coreIdea: idea.coreIdea,
        concept: idea.concept,
        keyVisualElements: idea.keyVisualElements,
        executionStrategy: idea.executionStrategy,
        visualPrompt: idea.visualPrompt,
      },
    };
  });
}

export type DeckSlide = SlideDraft & { stage: DeckStage };

/** A whole deck as the deck job writes it: stage by stage, each slide seeing the earlier ones. */
export async function composeDeck(deckCase: DeckCase, jobId = "job-1"): Promise<DeckSlide[]> {
  const slides: DeckSlide[] = [];
  for (const { id: stage } of DECK_STAGES) {
    const earlier = slides.map(({ stage: _stage, ...slide }) => slide);
    const { data } = await generateText(
      {
        task: DECK_SLIDE_TASK,
        settings: defaultTextSettings(),
        messages: buildSlidePrompt(deckCase.legend, deckCase.facts, stage, earlier),
        schema: slideDraftSchema,
        schemaName: "sell_deck_slide",
        studio: {
          task: DECK_SLIDE_TASK,
          seed: `${deckCase.id}|${jobId}|${stage}`,
          legend: deckCase.legend,
          extra: slideStudioExtra(deckCase.facts, stage, earlier),
        },
      },
      { endpoint: null },
    );
    slides.push({ ...data, stage });
  }
  return slides;
}

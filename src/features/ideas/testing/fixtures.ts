import type { Id } from "../../../../convex/_generated/dataModel";
import type { IdeaJobView, IdeaView, LegendIdeasView, PickedLegend } from "../lib/types";

let counter = 0;

export const LEGENDS = {
  ogilvy: {
    id: "creativeLegends:ogilvy" as Id<"creativeLegends">,
    name: "David Ogilvy",
    slug: "david-ogilvy",
    headshot: null,
  },
  clow: {
    id: "creativeLegends:clow" as Id<"creativeLegends">,
    name: "Lee Clow",
    slug: "lee-clow",
    headshot: null,
  },
  wells: {
    id: "creativeLegends:wells" as Id<"creativeLegends">,
    name: "Mary Wells Lawrence",
    slug: "mary-wells-lawrence",
    headshot: null,
  },
} satisfies Record<string, PickedLegend>;

/** A complete idea DTO for component tests; override what the test is about. */
export function makeIdea(overrides: Partial<IdeaView> = {}): IdeaView {
  counter += 1;
  const legend = overrides.legend ?? LEGENDS.ogilvy;
  return {
    id: `ideas:${counter}` as Id<"ideas">,
    briefId: "briefs:1" as Id<"briefs">,
    jobId: "generationJobs:1" as Id<"generationJobs">,
    legend: { id: legend.id, name: legend.name, slug: legend.slug },
    source: "legend",
    createdBy: legend.name,
    order: 0,
    title: "Facts, not adjectives",
    campaignName: `The Morning Record ${counter}.`,
    coreIdea: "Proof, not promises.",
    concept: "Every claim comes with its evidence.",
    headline: "Roasted this week, at your door before you wake",
    description: "A campaign of checkable claims.",
    tone: "Warm, witty",
    keyVisualElements: ["A dated roast label"],
    executionStrategy: ["Outdoor at commuter stations", "Receipts printed on cups"],
    selfCritique: "Strong proof; needs a sharper visual.",
    visualPrompt: "A coffee bag with a handwritten roast date at dawn",
    legendThinking: "1. Read. 2. Listen. 3. Find. 4. Doubt. 5. Test. 6. Leap. 7. Write.",
    isFavorite: false,
    favoriteCount: 0,
    thumbnails: [],
    landingPageId: null,
    createdAt: 1_700_000_000_000,
    provider: "offline-studio",
    generationMetadata: null,
    version: 1,
    parentIdeaId: null,
    sharpenedFor: null,
    ...overrides,
  };
}

export function makeJob(overrides: Partial<IdeaJobView> = {}): IdeaJobView {
  return {
    id: "generationJobs:1" as Id<"generationJobs">,
    status: "succeeded",
    step: null,
    errorCode: null,
    errorMessage: null,
    createdAt: Date.now(),
    finishedAt: null,
    canRetry: false,
    ...overrides,
  };
}

export function makeGroup(
  legend: PickedLegend,
  job: Partial<IdeaJobView> = {},
  ideas: IdeaView[] = [],
): LegendIdeasView {
  return {
    legend: { id: legend.id, name: legend.name, slug: legend.slug, headshot: legend.headshot },
    job: makeJob(job),
    ideas,
  };
}

export const ADMIN_METADATA = {
  prompt_version: "enhanced-creative-v1",
  model: "offline-studio",
  temperature: 0.9,
  reasoning: false,
  generation_time_ms: 1200,
  tokens_used: 0,
  generation_timestamp: "2026-01-01T00:00:00.000Z",
  provider: "offline-studio",
  experimental_mode: false,
} satisfies NonNullable<IdeaView["generationMetadata"]>;

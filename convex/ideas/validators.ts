import { v, type Infer } from "convex/values";
import { generationMetadataValidator, jobErrorCode, jobStatus } from "../generation/validators";
import { ideaDraftFields } from "./schema";
import { pretestDimensionValidator } from "../pretest/validators";

/** What the ideas functions answer (DTOs, never raw documents). */

export const ideaLegendValidator = v.object({
  /** null on an imported idea: no legend wrote it (name IMPORTED_IDEA_AUTHOR, slug ""). */
  id: v.union(v.id("creativeLegends"), v.null()),
  name: v.string(),
  slug: v.string(),
});

export const ideaDtoValidator = v.object({
  id: v.id("ideas"),
  briefId: v.id("briefs"),
  jobId: v.id("generationJobs"),
  legend: ideaLegendValidator,
  /** "import": the user's own campaign ('Import an existing campaign'); else a legend's. */
  source: v.union(v.literal("legend"), v.literal("import")),
  /** Spec 3 createdBy: the legend's name. */
  createdBy: v.string(),
  order: v.number(),
  ...ideaDraftFields,
  /** The caller's own favourite (favourites are per person). */
  isFavorite: v.boolean(),
  /** Everyone's favourites on it, the caller's included (the team count on the card). */
  favoriteCount: v.number(),
  /** The collage's /api/media URLs, hero first (convex/visuals); empty until generated. */
  thumbnails: v.array(v.string()),
  landingPageId: v.union(v.string(), v.null()),
  createdAt: v.number(),
  /** Who wrote it ("offline-studio" shows the Offline studio badge); not a secret. */
  provider: v.union(v.string(), v.null()),
  /** Admins only (spec 6): null for everyone else, always. */
  generationMetadata: v.union(generationMetadataValidator, v.null()),
  /** 1 for an original; a sharpened revision (issue 22) is its parent's version + 1. */
  version: v.number(),
  parentIdeaId: v.union(v.id("ideas"), v.null()),
  /** The pre-test dimension a revision was sharpened for; null on an original. */
  sharpenedFor: v.union(pretestDimensionValidator, v.null()),
});
export type IdeaDto = Infer<typeof ideaDtoValidator>;

/** A legend's latest ideas job on a brief, as its card shows it. */
export const ideaJobDtoValidator = v.object({
  id: v.id("generationJobs"),
  status: jobStatus,
  /** "Paula Scher is thinking…" while queued or running; null once finished. */
  step: v.union(v.string(), v.null()),
  errorCode: v.union(jobErrorCode, v.null()),
  errorMessage: v.union(v.string(), v.null()),
  createdAt: v.number(),
  finishedAt: v.union(v.number(), v.null()),
  /** Failed: retryLegend({ jobId }) starts it again (spending again; the failure was refunded). */
  canRetry: v.boolean(),
});
export type IdeaJobDto = Infer<typeof ideaJobDtoValidator>;

export const legendIdeasValidator = v.object({
  legend: v.object({
    id: v.id("creativeLegends"),
    name: v.string(),
    slug: v.string(),
    headshot: v.union(v.string(), v.null()),
  }),
  job: ideaJobDtoValidator,
  /** Newest run first, each run's ideas in the legend's order. */
  ideas: v.array(ideaDtoValidator),
});
export type LegendIdeas = Infer<typeof legendIdeasValidator>;

export const briefIdeasValidator = v.object({
  briefId: v.id("briefs"),
  /** Newest 'Get Creative Ideas' first; within one, the order the legends were picked. */
  legends: v.array(legendIdeasValidator),
});

export const startedJobValidator = v.object({
  legendId: v.id("creativeLegends"),
  jobId: v.id("generationJobs"),
});

export const generateResultValidator = v.object({
  briefId: v.id("briefs"),
  /** One per legend, in the order asked. */
  jobs: v.array(startedJobValidator),
});

export const favoriteResultValidator = v.object({ id: v.id("ideas"), isFavorite: v.boolean() });

import { v, type Infer, type Validator } from "convex/values";
import type { Doc } from "../_generated/dataModel";
import {
  BRAND_ALTERNATIVES_JOB_KIND,
  brandAlternativesJobInput,
  brandAlternativesJobResult,
} from "../brandAlternatives/jobShapes";
import { BRIEF_JOB_KIND, briefJobInput, briefJobResult } from "../briefs/jobShapes";
import {
  AD_LOB_JOB_KIND,
  adLobJobInput,
  adLobJobResult,
  INITIAL_ADS_JOB_KIND,
  initialAdsJobInput,
  initialAdsJobResult,
} from "../campaigns/jobShapes";
import {
  CHANNEL_KIT_JOB_KIND,
  channelKitJobInput,
  channelKitJobResult,
} from "../channelKits/jobShapes";
import { DECK_JOB_KIND, deckJobInput, deckJobResult } from "../decks/jobShapes";
import { DISCOVERY_JOB_KIND, discoveryJobInput, discoveryJobResult } from "../discovery/jobShapes";
import { IDEAS_JOB_KIND, ideasJobInput, ideasJobResult } from "../ideas/jobShapes";
import { IMPORT_JOB_KIND, importJobInput, importJobResult } from "../imports/jobShapes";
import {
  pretestJobInput,
  pretestJobResult,
  sharpenJobInput,
  sharpenJobResult,
} from "../pretest/jobShapes";
import {
  STRATEGIES_JOB_KIND,
  strategiesJobInput,
  strategiesJobResult,
} from "../strategies/jobShapes";
import {
  THUMBNAILS_JOB_KIND,
  thumbnailsJobInput,
  thumbnailsJobResult,
  VISUAL_JOB_KIND,
  visualJobInput,
  visualJobResult,
} from "../visuals/jobShapes";
import { PRETEST_JOB_KIND, SHARPEN_JOB_KIND } from "../../shared/pretest";
import { TEST_JOB_KIND, testJobInput, testJobResult } from "./testJobShapes";
import { jobDocumentFields, jobDtoFields } from "./validators";

/**
 * Every job kind's stored shapes (ARCHITECTURE 3: a validator per kind, never an untyped one).
 * Each kind's `input` and `result` validators live with its domain in a leaf `jobShapes.ts`; this
 * registry ties them to the kind's name, and the compiler checks that every name in
 * JOB_KIND_NAMES has both (the `satisfies` below). From them come the generationJobs table (a
 * union on `kind`, ./schema.ts), what a runner may report (./jobs.ts succeed) and what a
 * watcher reads (./queries.ts), so a row, a report and a read of one kind always agree.
 *
 * What the job machinery does with a kind (deadline, runner, failure hooks) is ./kinds.ts,
 * keyed by the same names. This module and every `jobShapes.ts` import validators only, never
 * a module that imports the schema or the job machinery: ./jobShapes.test.ts checks it.
 */

export const JOB_KIND_NAMES = [
  IDEAS_JOB_KIND,
  BRIEF_JOB_KIND,
  STRATEGIES_JOB_KIND,
  DISCOVERY_JOB_KIND,
  BRAND_ALTERNATIVES_JOB_KIND,
  VISUAL_JOB_KIND,
  THUMBNAILS_JOB_KIND,
  DECK_JOB_KIND,
  AD_LOB_JOB_KIND,
  INITIAL_ADS_JOB_KIND,
  IMPORT_JOB_KIND,
  PRETEST_JOB_KIND,
  SHARPEN_JOB_KIND,
  TEST_JOB_KIND,
  CHANNEL_KIT_JOB_KIND,
] as const;
export type JobKindName = (typeof JOB_KIND_NAMES)[number];

type StoredShape = Validator<unknown, "required", string>;

/** What every kind must name: its input and its result. */
export type JobShape<K extends JobKindName = JobKindName> = {
  kind: K;
  input: StoredShape;
  result: StoredShape;
};

/**
 * One kind's shapes and the validators built from them: its table row, its runner's report
 * and its watchers' read. Built per kind, so each keeps its own input and result types.
 */
function jobShape<K extends JobKindName, I extends StoredShape, R extends StoredShape>(
  kind: K,
  input: I,
  result: R,
) {
  const kindLiteral = v.literal(kind);
  return {
    kind,
    input,
    result,
    document: v.object({
      ...jobDocumentFields,
      kind: kindLiteral,
      input,
      result: v.optional(result),
    }),
    outcome: v.object({ kind: kindLiteral, result }),
    dto: v.object({ ...jobDtoFields, kind: kindLiteral, result: v.union(result, v.null()) }),
  };
}

export const JOB_SHAPES = {
  ideas: jobShape(IDEAS_JOB_KIND, ideasJobInput, ideasJobResult),
  brief: jobShape(BRIEF_JOB_KIND, briefJobInput, briefJobResult),
  strategies: jobShape(STRATEGIES_JOB_KIND, strategiesJobInput, strategiesJobResult),
  discovery: jobShape(DISCOVERY_JOB_KIND, discoveryJobInput, discoveryJobResult),
  brandAlternatives: jobShape(
    BRAND_ALTERNATIVES_JOB_KIND,
    brandAlternativesJobInput,
    brandAlternativesJobResult,
  ),
  visual: jobShape(VISUAL_JOB_KIND, visualJobInput, visualJobResult),
  thumbnails: jobShape(THUMBNAILS_JOB_KIND, thumbnailsJobInput, thumbnailsJobResult),
  sellDeck: jobShape(DECK_JOB_KIND, deckJobInput, deckJobResult),
  adLob: jobShape(AD_LOB_JOB_KIND, adLobJobInput, adLobJobResult),
  campaignAds: jobShape(INITIAL_ADS_JOB_KIND, initialAdsJobInput, initialAdsJobResult),
  import: jobShape(IMPORT_JOB_KIND, importJobInput, importJobResult),
  pretest: jobShape(PRETEST_JOB_KIND, pretestJobInput, pretestJobResult),
  sharpen: jobShape(SHARPEN_JOB_KIND, sharpenJobInput, sharpenJobResult),
  test: jobShape(TEST_JOB_KIND, testJobInput, testJobResult),
  channelKit: jobShape(CHANNEL_KIT_JOB_KIND, channelKitJobInput, channelKitJobResult),
} satisfies JobShapeMap;

/** Every kind, each under its own name: a kind left out (or misfiled) does not compile. */
export type JobShapeMap = { [K in JobKindName]: JobShape<K> };

const shapes = Object.values(JOB_SHAPES);

/** A generationJobs row of any kind (./schema.ts). */
export const jobDocumentValidator = v.union(...shapes.map((shape) => shape.document));

/** A finished job's result, tagged with its kind: the kind's own result, nothing else. */
export const jobOutcomeValidator = v.union(...shapes.map((shape) => shape.outcome));

/** A job as its watchers read it (./queries.ts): `result` is its kind's, or null. */
export const jobDtoValidator = v.union(...shapes.map((shape) => shape.dto));

export type JobInput<K extends JobKindName> = Infer<(typeof JOB_SHAPES)[K]["input"]>;
export type JobResult<K extends JobKindName> = Infer<(typeof JOB_SHAPES)[K]["result"]>;

/** A kind with its own input: what starting (or planting) a job of it takes. */
export type KindAndInput<K extends JobKindName = JobKindName> = {
  [Q in K]: { kind: Q; input: JobInput<Q> };
}[K];

/** A job row of kind K: its input and result are that kind's. */
export type JobOf<K extends JobKindName> = Extract<Doc<"generationJobs">, { kind: K }>;

/** A result with its kind: what ./jobs.ts succeed takes (checked against the job's kind). */
export type JobOutcome<K extends JobKindName = JobKindName> = {
  [Q in K]: { kind: Q; result: JobResult<Q> };
}[K];

/** The kind and result of a job as its watchers read them (result null until it succeeded). */
export type JobDtoResult<K extends JobKindName = JobKindName> = {
  [Q in K]: { kind: Q; result: JobResult<Q> | null };
}[K];

/**
 * Tags `result` with its kind. Its callers hold the two together (a runner of kind K, a row's
 * own fields); the mutation that stores an outcome validates the pair again (a kind's literal
 * with that kind's result) and checks it against the job's kind.
 */
export function jobOutcome<K extends JobKindName>(kind: K, result: JobResult<K>): JobOutcome<K> {
  return { kind, result };
}

/** A row's kind and result as a watcher reads them: the result, or null before success. */
export function jobDtoResult<K extends JobKindName>(
  kind: K,
  result: JobResult<K> | undefined,
): JobDtoResult<K> {
  return { kind, result: result ?? null };
}

/** Narrows a job to kind K, by its kind: the only way code reads a kind's input or result. */
export function isJobOfKind<K extends JobKindName>(
  job: Doc<"generationJobs">,
  kind: K,
): job is JobOf<K> {
  return job.kind === kind;
}

import {
  buildInitialAdsPrompt,
  INITIAL_ADS_TASK,
  initialAdsSchema,
} from "../convex/campaigns/initialAdsPrompt";
import {
  buildSlidePrompt,
  DECK_SLIDE_TASK,
  slideDraftSchema,
  type SlideDraft,
} from "../convex/decks/deckPrompt";
import {
  buildDiscoveryPrompt,
  discoveryDraftSchema,
  type DiscoveryDraft,
} from "../convex/discovery/prompt";
import { providerEnv } from "../convex/lib/env";
import { defaultTextSettings, generateText, resolveTextEndpoint } from "../convex/lib/ai/llm";
import type { ChatEndpoint, ChatTuning } from "../convex/lib/ai/openaiCompatible";
import { buildIdeaPrompt } from "../convex/lib/ai/prompts/ideaPrompt";
import { ideaDraftListSchema, type IdeaDraft } from "../convex/lib/ai/prompts/ideaSchema";
import {
  buildPretestPrompt,
  PRETEST_TASK,
  pretestAnswerSchema,
  type PretestAnswer,
  type PretestPromptIdea,
} from "../convex/lib/ai/prompts/pretestPrompt";
import { wireModelId } from "../convex/lib/ai/textModels";
import type { StudioTask } from "../convex/studio/taskNames";
import {
  AiError,
  type BriefFacts,
  type TextRequest,
  type TextSettings,
} from "../convex/lib/ai/types";
import {
  AD_LOB_LIMITS,
  DECK_STAGES,
  IDEAS_PER_LEGEND,
  PROMPT_VERSIONS,
  TEXT_MODELS,
  THUMBNAIL_ASPECT_RATIOS,
  type PromptVersion,
  type TextModelId,
} from "../shared/constants";
import type { CorpusBrief } from "./fixtures/studioCorpus";
import {
  benchStudio,
  copyFacts,
  corpusBriefs,
  corpusLegend,
  deckFacts,
  discoveryIdea,
  discoveryTexts,
  ideaTexts,
  printFigures,
  scoreWriting,
  type StudioBenchReport,
  type Writing,
} from "./studio";

/**
 * The studio corpus bench against a configured text provider (issue 40: an operator compares
 * prompts and models). The same briefs go through the jobs' own prompt builders and schemas and
 * llm.ts generateText, the entry every job calls (structured output, one repair call, retries),
 * and the answers are scored with the studio path's figures. Requests run at most CONCURRENCY at
 * a time; `--briefs N` bounds the cost.
 *
 *   npm run bench -- studio [--studio | --provider] [--briefs N] [--model ID] [--prompt-version V]
 */

export const CONCURRENCY = 4;
/** A provider run's default: enough briefs to read repetition across sectors, at a known cost. */
export const PROVIDER_DEFAULT_BRIEFS = 12;

/** The page's first ads, as campaigns/model.ts creates them. */
const AD_FORMATS = [
  THUMBNAIL_ASPECT_RATIOS.hero,
  THUMBNAIL_ASPECT_RATIOS.detail,
  THUMBNAIL_ASPECT_RATIOS.detail,
] as const;

/**
 * Generations per brief when every legend answers IDEAS_PER_LEGEND ideas: per legend one ideas
 * job, one ads job per idea, one pre-test job and Discovery IQ on its first idea; one deck (a
 * generation per stage) for the first legend's first idea, as the studio path writes.
 */
const PER_LEGEND = 1 + IDEAS_PER_LEGEND + 1 + 1;
export const GENERATIONS_PER_BRIEF = 3 * PER_LEGEND + DECK_STAGES.length;

export type ProviderRunOptions = {
  briefs: CorpusBrief[];
  endpoint: ChatEndpoint;
  settings?: TextSettings;
  concurrency?: number;
  /** Retry pacing and timeouts (the test shortens them). */
  tuning?: Partial<ChatTuning>;
};

export type ProviderBenchReport = StudioBenchReport & {
  provider: string;
  model: string;
  /** generateText calls (one per job, one per deck slide). */
  generations: number;
  /** HTTP requests the endpoint saw: retries and repair calls included. */
  httpRequests: number;
  /** Failed generations by AiError code; INVALID_OUTPUT is an invalid answer after repair. */
  failures: Record<string, number>;
  failureExamples: string[];
  /** Generations not made because the one they build on failed. */
  skipped: number;
  latencyMs: { median: number; p95: number };
};

/** The model id as it goes over the wire, as llm.ts names it. */
export function wireModel(endpoint: ChatEndpoint, settings: TextSettings): string {
  const override = endpoint.kind === "openrouter" ? undefined : providerEnv.openAiModel();
  return wireModelId(endpoint.kind, settings.model, override);
}

function limiter(max: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async <T>(work: () => Promise<T>): Promise<T> => {
    while (active >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    active += 1;
    try {
      return await work();
    } finally {
      active -= 1;
      waiting.shift()?.();
    }
  };
}

function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
}

/** What the brief form stores: the corpus's own bookkeeping (id, sector, legends) left out. */
function briefFacts(brief: CorpusBrief): BriefFacts {
  const { id: _id, sector: _sector, legends: _legends, ...facts } = brief;
  return facts;
}

/** What the pre-test reads of an idea (pretest/model.ts pretestIdeaOf: not the legend's notes). */
function pretestIdea(idea: IdeaDraft): PretestPromptIdea {
  const { selfCritique: _notes, visualPrompt: _prompt, legendThinking: _thinking, ...read } = idea;
  return read;
}

/** The answer's result for idea `index`: by its number, else by position (pretest/generation.ts). */
function pretestResult(answer: PretestAnswer, index: number, count: number) {
  return (
    answer.results.find((result) => result.idea === index + 1) ??
    (answer.results.length === count ? answer.results[index] : undefined)
  );
}

type LegendRun = {
  brief: CorpusBrief;
  place: number;
  ideas: IdeaDraft[];
  ads: (readonly { headline: string; body: string }[] | null)[];
  pretest: PretestAnswer | null;
  discovery: DiscoveryDraft | null;
  deck: SlideDraft[];
};

export async function measureProvider(options: ProviderRunOptions): Promise<ProviderBenchReport> {
  const settings = options.settings ?? defaultTextSettings();
  let httpRequests = 0;
  const endpoint: ChatEndpoint = {
    ...options.endpoint,
    fetch: (input, init) => {
      httpRequests += 1;
      return (options.endpoint.fetch ?? fetch)(input, init);
    },
  };
  const limit = limiter(options.concurrency ?? CONCURRENCY);
  const latencies: number[] = [];
  const failures: Record<string, number> = {};
  const failureExamples: string[] = [];
  let generations = 0;
  let skipped = 0;

  const generate = <T>(
    where: string,
    request: Omit<TextRequest<T>, "settings" | "studio"> & { task: StudioTask },
  ): Promise<T | null> =>
    limit(async () => {
      generations += 1;
      const started = performance.now();
      try {
        const { data } = await generateText(
          { ...request, settings, studio: { task: request.task, seed: where } },
          { endpoint, tuning: options.tuning },
        );
        return data;
      } catch (error) {
        const code = error instanceof AiError ? error.code : "ERROR";
        failures[code] = (failures[code] ?? 0) + 1;
        if (failureExamples.length < 3) {
          failureExamples.push(`${where}: ${code} ${(error as Error).message}`.slice(0, 200));
        }
        return null;
      } finally {
        latencies.push(performance.now() - started);
      }
    });

  async function deck(brief: CorpusBrief, legendSlug: string, idea: IdeaDraft) {
    const legend = corpusLegend(legendSlug);
    const facts = deckFacts(brief, idea);
    const slides: SlideDraft[] = [];
    for (const [index, { id: stage }] of DECK_STAGES.entries()) {
      const slide = await generate(`${brief.id}|${legendSlug}|deck|${stage}`, {
        task: DECK_SLIDE_TASK,
        messages: buildSlidePrompt(legend, facts, stage, slides),
        schema: slideDraftSchema,
        schemaName: "sell_deck_slide",
      });
      // Each slide is written knowing the ones before it; the deck job stops at a failure.
      if (slide === null) {
        skipped += DECK_STAGES.length - index - 1;
        break;
      }
      slides.push(slide);
    }
    return slides;
  }

  async function legendRun(brief: CorpusBrief, slug: string, place: number): Promise<LegendRun> {
    const legend = corpusLegend(slug);
    const where = `${brief.id}|${slug}`;
    const prompt = buildIdeaPrompt(settings.promptVersion, {
      brief: briefFacts(brief),
      legend,
      count: IDEAS_PER_LEGEND,
    });
    const answer = await generate(`${where}|ideas`, {
      task: "ideas",
      messages: prompt.messages,
      schema: ideaDraftListSchema,
      schemaName: "campaign_ideas",
    });
    const ideas = answer?.ideas.slice(0, IDEAS_PER_LEGEND) ?? [];
    const run: LegendRun = {
      brief,
      place,
      ideas,
      ads: [],
      pretest: null,
      discovery: null,
      deck: [],
    };
    if (ideas.length === 0) {
      skipped += PER_LEGEND - 1 + (place === 0 ? DECK_STAGES.length : 0);
      return run;
    }
    await Promise.all([
      ...ideas.map(async (idea, index) => {
        const ads = await generate(`${where}|ads|${index}`, {
          task: INITIAL_ADS_TASK,
          messages: buildInitialAdsPrompt(legend, copyFacts(brief, idea), AD_FORMATS),
          schema: initialAdsSchema(AD_FORMATS.length),
          schemaName: "campaign_ads",
        });
        // Cut as campaigns/initialAds.ts saves them.
        run.ads[index] =
          ads?.ads.slice(0, AD_FORMATS.length).map((ad) => ({
            headline: ad.headline.slice(0, AD_LOB_LIMITS.headlineChars),
            body: ad.body.slice(0, AD_LOB_LIMITS.bodyChars),
          })) ?? null;
      }),
      (async () => {
        run.pretest = await generate(`${where}|pretest`, {
          task: PRETEST_TASK,
          messages: buildPretestPrompt({ brief: briefFacts(brief), ideas: ideas.map(pretestIdea) }),
          schema: pretestAnswerSchema,
          schemaName: "pretest_results",
        });
      })(),
      (async () => {
        run.discovery = await generate(`${where}|discovery`, {
          task: "discovery",
          messages: buildDiscoveryPrompt({ idea: discoveryIdea(brief, ideas[0]) }),
          schema: discoveryDraftSchema,
          schemaName: "discovery_research",
        });
      })(),
      (async () => {
        if (place === 0) run.deck = await deck(brief, slug, ideas[0]);
      })(),
    ]);
    return run;
  }

  const runs = await Promise.all(
    options.briefs.flatMap((brief) =>
      brief.legends.map((slug, place) => legendRun(brief, slug, place)),
    ),
  );

  // In corpus order, labelled as the studio path labels them.
  const writing: Writing = { written: [], texts: [], segments: [] };
  for (const run of runs) {
    const { brief } = run;
    const legend = corpusLegend(brief.legends[run.place]);
    run.ideas.forEach((idea, index) => {
      writing.written.push({ brief, legend, idea });
      const where = `${legend.slug} idea ${index + 1}`;
      const add = (suffix: string, text: string) =>
        writing.texts.push({ brief, where: `${where}${suffix}`, text });
      for (const text of ideaTexts(idea)) add("", text);
      for (const ad of run.ads[index] ?? []) add(" ad", `${ad.headline} ${ad.body}`);
      const result = run.pretest && pretestResult(run.pretest, index, run.ideas.length);
      if (result) {
        for (const score of result.scores) add(" pre-test", score.reason);
        add(" swap", result.swap.verdict);
      }
      if (index === 0 && run.discovery) {
        const names = run.discovery.segments.map((segment) => segment.name.toLowerCase());
        writing.segments.push({ brief: brief.id, names: new Set(names) });
        for (const text of discoveryTexts(run.discovery)) add(" discovery", text);
      }
      if (index === 0) {
        for (const slide of run.deck) add(" deck", `${slide.title}\n${slide.content}`);
      }
    });
  }

  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    ...scoreWriting(options.briefs.length, writing),
    provider: options.endpoint.kind,
    model: wireModel(options.endpoint, settings),
    generations,
    httpRequests,
    failures,
    failureExamples,
    skipped,
    latencyMs: { median: quantile(sorted, 0.5), p95: quantile(sorted, 0.95) },
  };
}

export type StudioBenchArgs = {
  path?: "studio" | "provider";
  briefs?: number;
  /** The held-out briefs (bench/fixtures/studioHeldout.ts) instead of the corpus. */
  heldout?: boolean;
  /** Every shared skeleton with its lines, and every idea's name and headline. */
  verbose?: boolean;
  model?: TextModelId;
  promptVersion?: PromptVersion;
};

/**
 * `--studio`, `--provider`, `--briefs N`, `--heldout`, `--verbose`, `--model ID`,
 * `--prompt-version V` (or `--x=value`).
 */
export function parseStudioArgs(args: readonly string[]): StudioBenchArgs {
  const parsed: StudioBenchArgs = {};
  for (let i = 0; i < args.length; i += 1) {
    const [flag, inline] = args[i].split(/=(.*)/s, 2);
    const value = () => {
      const text = inline ?? args[++i];
      if (text === undefined || text === "") throw new Error(`${flag} needs a value`);
      return text;
    };
    if (flag === "--studio" || flag === "--provider") {
      const path = flag === "--studio" ? "studio" : "provider";
      if (parsed.path && parsed.path !== path) throw new Error("Pick one of --studio, --provider");
      parsed.path = path;
    } else if (flag === "--heldout" || flag === "--verbose") {
      parsed[flag === "--heldout" ? "heldout" : "verbose"] = true;
    } else if (flag === "--briefs") {
      const count = Number(value());
      if (!Number.isInteger(count) || count < 1)
        throw new Error("--briefs needs a whole number ≥ 1");
      parsed.briefs = count;
    } else if (flag === "--model") {
      const model = value();
      const known = TEXT_MODELS.map((entry) => entry.id as string);
      if (!known.includes(model)) throw new Error(`--model: one of ${known.join(", ")}`);
      parsed.model = model as TextModelId;
    } else if (flag === "--prompt-version") {
      const version = value();
      if (!(PROMPT_VERSIONS as readonly string[]).includes(version)) {
        throw new Error(`--prompt-version: one of ${PROMPT_VERSIONS.join(", ")}`);
      }
      parsed.promptVersion = version as PromptVersion;
    } else {
      throw new Error(`Unknown option ${args[i]} for the studio bench`);
    }
  }
  return parsed;
}

const ms = (value: number) => `${Math.round(value)} ms`;

/** `npm run bench -- studio …`: the provider when one is configured (or asked for), else the studio. */
export async function benchStudioCorpus(args: readonly string[] = []): Promise<boolean> {
  const options = parseStudioArgs(args);
  const configured = resolveTextEndpoint();
  const path = options.path ?? (configured ? "provider" : "studio");
  if (path === "studio") {
    const why = options.path ? "--studio" : "no text provider configured";
    console.log(`\nStudio bench path: the built-in studio (${why})`);
    if (options.model || options.promptVersion) {
      console.log("  (--model and --prompt-version apply to the provider path only)");
    }
    return benchStudio(corpusBriefs(options.briefs, options.heldout), options);
  }
  if (configured === null) {
    throw new Error(
      "--provider: no text provider configured (OPENROUTER_API_KEY, or OPENAI_API_KEY / OPENAI_BASE_URL)",
    );
  }
  const settings: TextSettings = {
    ...defaultTextSettings(),
    ...(options.model ? { model: options.model } : {}),
    ...(options.promptVersion ? { promptVersion: options.promptVersion } : {}),
  };
  const briefs = corpusBriefs(options.briefs ?? PROVIDER_DEFAULT_BRIEFS, options.heldout);
  const estimate = briefs.length * GENERATIONS_PER_BRIEF;
  const why = options.path
    ? "--provider"
    : "a text provider is configured; --studio for the studio";
  console.log(`\nStudio bench path: the configured provider (${why})`);
  console.log(
    `  ${configured.kind} at ${configured.baseURL}, model ${wireModel(configured, settings)}, prompt ${settings.promptVersion}, temperature ${settings.temperature}`,
  );
  console.log(
    `  ${briefs.length} briefs × 3 legends: about ${estimate} requests (up to ${estimate * 2} with repair calls), ${CONCURRENCY} at a time; --briefs N to change`,
  );
  const report = await measureProvider({ briefs, endpoint: configured, settings });
  console.log(
    `\n${report.provider} ${report.model} across ${report.briefs} briefs × 3 legends: ${report.ideas} ideas, ${report.texts} texts (ideas, ads, decks, Discovery IQ, pre-test)\n`,
  );
  const ok = printFigures(report, options.verbose);
  printProviderRun(report);
  return ok && Object.keys(report.failures).length === 0;
}

export function printProviderRun(report: ProviderBenchReport): void {
  const failed = Object.values(report.failures).reduce((sum, count) => sum + count, 0);
  const byCode = Object.entries(report.failures)
    .map(([code, count]) => `${code} ${count}`)
    .join(", ");
  console.log(`provider: ${report.provider}, model ${report.model}`);
  console.log(
    `requests: ${report.generations} generations, ${report.httpRequests} HTTP requests (retries and repair calls included)`,
  );
  console.log(
    `failures: ${failed} (invalid output after repair: ${report.failures.INVALID_OUTPUT ?? 0}${byCode ? `; ${byCode}` : ""}), ${report.skipped} generations skipped after them`,
  );
  for (const example of report.failureExamples) console.log(`  e.g. ${example}`);
  console.log(
    `latency per generation: median ${ms(report.latencyMs.median)}, p95 ${ms(report.latencyMs.p95)}`,
  );
}

import { initialAdCopy, type IdeaCopyFacts } from "../convex/studio/tasks/campaignAds";
import { slideDraftSchema, slideStudioExtra, type SlideDraft } from "../convex/decks/deckPrompt";
import { discoveryDraftSchema, type DiscoveryDraft } from "../convex/discovery/prompt";
import { DISCOVERY_TASK, IDEAS_TASK } from "../convex/studio/taskNames";
import { ideaDraftListSchema, type IdeaDraft } from "../convex/lib/ai/prompts/ideaSchema";
import { messageQuotes, seamsIn, type Seam, type SeamFields } from "../convex/studio/engine/seams";
import { composeWithStudio } from "../convex/studio/compose";
import { rosterPersonas } from "../convex/studio/engine/studioBriefs.fixtures";
import type { LegendPersona, StudioContext } from "../convex/lib/ai/types";
import { scorePretest } from "../convex/pretest/heuristics";
import { DECK_STAGES } from "../shared/constants";
import { STUDIO_CORPUS, type CorpusBrief } from "./fixtures/studioCorpus";
import { STUDIO_HELDOUT } from "./fixtures/studioHeldout";

/**
 * `npm run bench -- studio`: the built-in studio read across a corpus of briefs (issue 40), the
 * way a creative director reads it. Every brief goes through the same pure functions the jobs
 * call (ideas for three legends, the campaign page's ads, a deck, Discovery IQ, the pre-test);
 * no backend, no network. Deterministic per seed: STUDIO_BENCH_SEED picks another run.
 */

export const TARGETS = { repeatedSkeletons: 0.15, seams: 0, intactQuotes: 1, segmentOverlap: 0.2 };

export type Written = { brief: CorpusBrief; legend: LegendPersona; idea: IdeaDraft };
export type Text = { brief: CorpusBrief; where: string; text: string };

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/’/g, "'")
    .match(/[\p{L}\p{N}][\p{L}\p{N}']*/gu) ?? [];
const stem = (word: string) => word.replace(/'s$/, "").replace(/(?:es|s)$/, "");

/** The brief's own words, as a skeleton masks them. */
function vocabulary(brief: CorpusBrief): Set<string> {
  const typed = [
    brief.brand,
    brief.product,
    brief.audience,
    brief.message,
    brief.uniqueSellingPoint,
  ];
  return new Set(typed.flatMap((field) => words(field ?? "")).map(stem));
}

/**
 * A line with the brief's words masked and runs of masks collapsed: "What Busy Parents Told
 * Us." → "what _ told us". A line made only of the brief's words has no skeleton.
 */
export function skeleton(line: string, vocab: Set<string>): string | null {
  const masked = words(line)
    .map((word) => (vocab.has(stem(word)) ? "_" : word))
    .join(" ")
    .replace(/_(?: _)+/g, "_");
  return masked.replace(/_/g, "").trim() === "" ? null : masked;
}

/** Share of ideas whose name or headline skeleton another brief's idea (same legend) shares. */
function repeatedSkeletons(written: Written[]) {
  const owners = new Map<string, Set<string>>();
  // The lines behind each shared skeleton, for the --verbose listing.
  const lines = new Map<string, string[]>();
  const keys = written.map(({ brief, legend, idea }) => {
    const vocab = vocabulary(brief);
    const own = [idea.campaignName, idea.headline]
      .map((line, index) => {
        const key = skeleton(line, vocab);
        return key === null ? null : { key: `${legend.slug}|${index}|${key}`, line };
      })
      .filter((entry): entry is { key: string; line: string } => entry !== null);
    for (const { key, line } of own) {
      owners.set(key, (owners.get(key) ?? new Set()).add(brief.id));
      lines.set(key, [...(lines.get(key) ?? []), `${brief.id}: ${line}`]);
    }
    return own.map(({ key }) => key);
  });
  const repeated = keys.map((own) => own.some((key) => (owners.get(key)?.size ?? 0) > 1));
  const byLegend = new Map<string, { ideas: number; repeated: number }>();
  written.forEach(({ legend }, index) => {
    const entry = byLegend.get(legend.slug) ?? { ideas: 0, repeated: 0 };
    entry.ideas += 1;
    if (repeated[index]) entry.repeated += 1;
    byLegend.set(legend.slug, entry);
  });
  const sharedKeys = [...owners.entries()]
    .filter(([, briefs]) => briefs.size > 1)
    .sort((a, b) => b[1].size - a[1].size);
  const label = (key: string, size: number) => {
    const [slug, place, masked] = key.split("|");
    return `${slug} ${place === "0" ? "name" : "headline"}: "${masked}" ×${size}`;
  };
  return {
    share: repeated.filter(Boolean).length / Math.max(1, written.length),
    byLegend,
    shared: sharedKeys.slice(0, 6).map(([key, briefs]) => label(key, briefs.size)),
    sharedInFull: sharedKeys.map(([key, briefs]) => ({
      label: label(key, briefs.size),
      lines: lines.get(key) ?? [],
    })),
  };
}

/**
 * Briefs where two different ideas (any legends) print the same headline, as a reader sees it:
 * the same words in any order, signed by the brand or not ("Wirely. No hidden margin." and "No
 * hidden margin. Wirely.").
 */
function doubledHeadlines(written: Written[]): string[] {
  const byBrief = new Map<string, Map<string, number>>();
  for (const { brief, idea } of written) {
    const heads = byBrief.get(brief.id) ?? new Map<string, number>();
    const brand = new Set(words(brief.brand));
    const all = words(idea.headline);
    const own = all.filter((word) => !brand.has(word));
    const key = [...new Set(own.length > 0 ? own : all)].sort().join(" ");
    heads.set(key, (heads.get(key) ?? 0) + 1);
    byBrief.set(brief.id, heads);
  }
  return [...byBrief.entries()].flatMap(([id, heads]) =>
    [...heads.entries()].filter(([, count]) => count > 1).map(([head]) => `${id}: "${head}"`),
  );
}

const jaccard = (a: Set<string>, b: Set<string>) => {
  const both = [...a].filter((item) => b.has(item)).length;
  return both / Math.max(1, new Set([...a, ...b]).size);
};

export function ideaTexts(idea: IdeaDraft): string[] {
  return [
    idea.title,
    idea.campaignName,
    idea.headline,
    idea.coreIdea,
    idea.concept,
    idea.description,
    idea.tone,
    idea.legendThinking,
    idea.selfCritique,
    idea.visualPrompt,
    ...idea.keyVisualElements,
    ...idea.executionStrategy,
  ].filter((text): text is string => typeof text === "string");
}

/** The deck's facts, as decks/deckJob.ts takes them from the idea and its brief. */
export function deckFacts(brief: CorpusBrief, idea: IdeaDraft) {
  return {
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
  };
}

function deckFor(brief: CorpusBrief, legend: LegendPersona, idea: IdeaDraft, seed: string) {
  const facts = deckFacts(brief, idea);
  const slides: SlideDraft[] = [];
  for (const { id: stage } of DECK_STAGES) {
    slides.push(
      composeWithStudio(slideDraftSchema, {
        task: "sell-deck-slide",
        seed: `${brief.id}-${legend.slug}|${seed}|${stage}`,
        legend,
        extra: slideStudioExtra(facts, stage, slides),
      }),
    );
  }
  return slides;
}

/** The idea as a user pastes it into Discovery IQ: who it is for and what it does. */
export function discoveryIdea(brief: CorpusBrief, idea: IdeaDraft): string {
  const product = brief.product ? ` (${brief.product})` : "";
  const name = /[.!?]$/.test(idea.campaignName) ? idea.campaignName : `${idea.campaignName}.`;
  return `${brief.brand}${product}: ${name} ${idea.coreIdea} For ${brief.audience}.`;
}

function discoveryFor(brief: CorpusBrief, idea: IdeaDraft, seed: string): DiscoveryDraft {
  const text = discoveryIdea(brief, idea);
  return composeWithStudio(discoveryDraftSchema, {
    task: DISCOVERY_TASK,
    seed: `${seed}|${text}`,
    extra: { additionalContext: text, brandName: brief.brand },
  });
}

export function discoveryTexts(draft: DiscoveryDraft): string[] {
  return [
    draft.title,
    draft.summary,
    ...draft.segments.flatMap((segment) => [segment.name, segment.who, ...segment.caresAbout]),
    ...draft.insights.flatMap((insight) => [
      insight.tension,
      ...insight.evidence.map((item) => item.text),
    ]),
    ...draft.language.map((item) => item.phrase),
  ].filter((text): text is string => typeof text === "string");
}

/** The campaign page's facts, as campaigns/model.ts copyFacts hands them over. */
export function copyFacts(brief: CorpusBrief, idea: IdeaDraft): IdeaCopyFacts {
  return {
    brand: brief.brand,
    audience: brief.audience,
    message: brief.message,
    uniqueSellingPoint: brief.uniqueSellingPoint ?? "",
    campaignName: idea.campaignName,
    headline: idea.headline,
    coreIdea: idea.coreIdea,
    concept: idea.concept,
    keyVisualElements: idea.keyVisualElements,
    executionStrategy: idea.executionStrategy,
  };
}

/** Everything one run wrote, in corpus order, for the figures. */
export type Writing = {
  written: Written[];
  texts: Text[];
  /** Discovery IQ's segment names for each legend's first idea. */
  segments: { brief: string; names: Set<string> }[];
};

export type StudioBenchReport = ReturnType<typeof scoreWriting>;

/** The roster legend named `slug` (the corpus names roster legends only). */
let roster: Map<string, LegendPersona> | null = null;
export function corpusLegend(slug: string): LegendPersona {
  roster ??= new Map(rosterPersonas().map((legend) => [legend.slug, legend]));
  const legend = roster.get(slug);
  if (!legend) throw new Error(`No roster legend "${slug}"`);
  return legend;
}

/**
 * `count` briefs spread evenly over the corpus (it is ordered by sector, so the first dozen would
 * all be B2B and healthcare); every brief when `count` is absent or covers the corpus.
 */
export function corpusBriefs(count?: number, heldout = false): CorpusBrief[] {
  const all = heldout ? STUDIO_HELDOUT : STUDIO_CORPUS;
  if (count === undefined || count >= all.length) return all;
  const n = Math.max(1, Math.floor(count));
  return Array.from({ length: n }, (_, i) => all[Math.floor((i * all.length) / n)]);
}

export function measureStudio(
  seed = process.env.STUDIO_BENCH_SEED ?? "bench",
  briefs: CorpusBrief[] = STUDIO_CORPUS,
): StudioBenchReport {
  const written: Written[] = [];
  const texts: Text[] = [];
  const segments: { brief: string; names: Set<string> }[] = [];
  for (const brief of briefs) {
    // One 'Get Creative Ideas' click: each legend's request names the ones before it, as
    // ideas/jobs.ts hands them over, so no two legends print one line.
    const requests: StudioContext[] = [];
    brief.legends.forEach((slug, place) => {
      const legend = corpusLegend(slug);
      const request: StudioContext = {
        task: IDEAS_TASK,
        seed: `${slug}|${seed}-${brief.id}`,
        brief,
        legend,
        before: [...requests],
      };
      requests.push(request);
      const { ideas } = composeWithStudio(ideaDraftListSchema, request);
      ideas.forEach((idea, index) => {
        written.push({ brief, legend, idea });
        const where = `${slug} idea ${index + 1}`;
        for (const text of ideaTexts(idea)) texts.push({ brief, where, text });
        const ads = initialAdCopy(copyFacts(brief, idea));
        for (const ad of ads)
          texts.push({ brief, where: `${where} ad`, text: `${ad.headline} ${ad.body}` });
        const pretest = scorePretest(brief, idea);
        for (const score of pretest.scores)
          texts.push({ brief, where: `${where} pre-test`, text: score.reason });
        texts.push({ brief, where: `${where} swap`, text: pretest.swap.verdict });
        if (index === 0) {
          const discovery = discoveryFor(brief, idea, seed);
          segments.push({
            brief: brief.id,
            names: new Set(discovery.segments.map((s) => s.name.toLowerCase())),
          });
          for (const text of discoveryTexts(discovery))
            texts.push({ brief, where: `${where} discovery`, text });
          if (place === 0) {
            for (const slide of deckFor(brief, legend, idea, seed)) {
              texts.push({
                brief,
                where: `${where} deck`,
                text: `${slide.title}\n${slide.content}`,
              });
            }
          }
        }
      });
    });
  }
  return scoreWriting(briefs.length, { written, texts, segments });
}

/** The bench's figures over what one run wrote, by the studio or by a model. */
export function scoreWriting(briefCount: number, { written, texts, segments }: Writing) {
  const seams: (Seam & { brief: string; where: string })[] = [];
  let quoted = 0;
  let whole = 0;
  const partial: string[] = [];
  for (const { brief, where, text } of texts) {
    const fields: SeamFields = { ...brief };
    for (const seam of seamsIn(text, fields)) seams.push({ ...seam, brief: brief.id, where });
    const counted = messageQuotes(text, brief.message);
    quoted += counted.quoted;
    whole += counted.whole;
    if (counted.whole < counted.quoted) partial.push(`${brief.id} (${where}): ${text}`);
  }
  const overlaps: number[] = [];
  for (let i = 0; i < segments.length; i += 1) {
    for (let j = i + 1; j < segments.length; j += 1) {
      if (segments[i].brief !== segments[j].brief) {
        overlaps.push(jaccard(segments[i].names, segments[j].names));
      }
    }
  }
  const meanOverlap =
    overlaps.reduce((sum, value) => sum + value, 0) / Math.max(1, overlaps.length);
  return {
    briefs: briefCount,
    ideas: written.length,
    texts: texts.length,
    skeletons: repeatedSkeletons(written),
    doubled: doubledHeadlines(written),
    seams,
    quotes: { quoted, whole, share: quoted === 0 ? 1 : whole / quoted, partial },
    segmentOverlap: meanOverlap,
    written,
  };
}

const percent = (share: number) => `${(share * 100).toFixed(1)} %`;

/**
 * The built-in studio's run: `npm run bench -- studio --studio` (./studioProvider.ts picks).
 * `heldout`: the run read the held-out briefs (written apart from the corpus, never tuned
 * against); `verbose` lists every shared skeleton with its lines, and every idea's name and
 * headline.
 */
export function benchStudio(
  briefs: CorpusBrief[] = STUDIO_CORPUS,
  { heldout = false, verbose = false } = {},
): boolean {
  const report = measureStudio(undefined, briefs);
  console.log(
    `\nBuilt-in studio across ${report.briefs} ${heldout ? "held-out " : ""}briefs × 3 legends: ${report.ideas} ideas, ${report.texts} texts (ideas, ads, decks, Discovery IQ, pre-test)\n`,
  );
  return printFigures(report, verbose);
}

/** The figures against their targets; true when every one is within target. */
export function printFigures(report: StudioBenchReport, verbose = false): boolean {
  const { skeletons } = report;
  const worst = [...skeletons.byLegend.entries()]
    .map(([slug, entry]) => ({ slug, ...entry, share: entry.repeated / entry.ideas }))
    .sort((a, b) => b.share - a.share || b.ideas - a.ideas)
    .slice(0, 5);
  // The legends whose names and headlines issue 40 rewrote from the brief are shown whatever
  // their rank.
  for (const slug of ["david-ogilvy", "bill-bernbach"]) {
    const entry = skeletons.byLegend.get(slug);
    if (entry && !worst.some((shown) => shown.slug === slug)) {
      worst.push({ slug, ...entry, share: entry.repeated / entry.ideas });
    }
  }
  console.log("  legends with the most repeated skeletons (and Ogilvy, Bernbach):");
  for (const entry of worst) {
    console.log(
      `    ${entry.slug.padEnd(22)}${entry.repeated}/${entry.ideas} = ${percent(entry.share)}`,
    );
  }
  console.log("  skeletons shared most widely:");
  for (const line of skeletons.shared) console.log(`    ${line}`);
  if (verbose) {
    console.log("\n  every shared skeleton, with its lines:");
    for (const { label, lines } of skeletons.sharedInFull) {
      console.log(`    ${label}`);
      for (const line of lines) console.log(`        ${line}`);
    }
    console.log("\n  every idea's name | headline:");
    for (const { brief, legend, idea } of report.written) {
      console.log(`    ${brief.id} ${legend.slug}: ${idea.campaignName} | ${idea.headline}`);
    }
  }
  console.log(`  briefs printing one headline on two ideas: ${report.doubled.length}`);
  for (const line of report.doubled.slice(0, verbose ? undefined : 3)) console.log(`    ${line}`);
  const byRule = new Map<string, number>();
  for (const seam of report.seams) byRule.set(seam.rule, (byRule.get(seam.rule) ?? 0) + 1);
  console.log("  seams by rule:");
  for (const [rule, count] of [...byRule.entries()].sort((a, b) => b[1] - a[1])) {
    const example = report.seams.find((seam) => seam.rule === rule);
    console.log(
      `    ${rule.padEnd(22)}${String(count).padStart(5)}  e.g. ${example?.brief}: ${example?.excerpt}`,
    );
  }

  for (const line of report.quotes.partial.slice(0, 3)) {
    console.log(`  message quoted in part: ${line.slice(0, 160)}`);
  }

  const verdict = (ok: boolean) => (ok ? "within target" : "OVER TARGET");
  const repeatOk = skeletons.share <= TARGETS.repeatedSkeletons;
  const seamsOk = report.seams.length <= TARGETS.seams;
  const quotesOk = report.quotes.share >= TARGETS.intactQuotes;
  const overlapOk = report.segmentOverlap <= TARGETS.segmentOverlap;
  const doubledOk = report.doubled.length === 0;
  console.log(
    `\nideas repeating another brief's name or headline skeleton (same legend): ${percent(skeletons.share)} (target ≤ ${percent(TARGETS.repeatedSkeletons)}) — ${verdict(repeatOk)}`,
  );
  console.log(
    `grammar seams: ${report.seams.length} (target ${TARGETS.seams}) — ${verdict(seamsOk)}`,
  );
  console.log(
    `key messages intact where quoted: ${report.quotes.whole}/${report.quotes.quoted} = ${percent(report.quotes.share)} (target 100 %) — ${verdict(quotesOk)}`,
  );
  console.log(
    `Discovery segment overlap between unrelated ideas (mean Jaccard): ${report.segmentOverlap.toFixed(2)} (target ≤ ${TARGETS.segmentOverlap}) — ${verdict(overlapOk)}`,
  );
  console.log(
    `headlines printed on two ideas of one brief: ${report.doubled.length} (target 0) — ${verdict(doubledOk)}`,
  );
  return repeatOk && seamsOk && quotesOk && overlapOk && doubledOk;
}

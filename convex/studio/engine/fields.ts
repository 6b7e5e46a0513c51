import { CRAFT } from "./bankCraft";
import { thinkingText, type IdeaCore } from "./core";
import {
  briefMarkdown,
  coinBrandName,
  slideContent,
  slideTitle,
  slideVisualPrompt,
  websiteSummary,
} from "./documents";
import type { Rng } from "./random";
import { capitalize, clause, humanize, sentence, titleCase } from "./text";

/**
 * Strings by field name. The schema walker asks for a field's text knowing the field's key, the
 * list it sits in (if any) and its position; known names get purpose-written copy, anything
 * else a readable sentence about the same idea.
 */

export type FieldContext = {
  /** The property name ("" for list items of strings; see `listKey`). */
  key: string;
  /** For items of a list of strings, the list's property name. */
  listKey?: string;
  /** Position in the nearest enclosing list, else 0. */
  index: number;
  /** Names of the enclosing objects' properties, outermost first. */
  ancestors: string[];
  core: IdeaCore;
  rng: Rng;
  task: string;
};

/** "key_visual-elements" and "keyVisualElements" both become "keyvisualelements". */
export function normalizeKey(key: string): string {
  return key.toLowerCase().replace(/[^a-z0-9]/g, "");
}

const inSlides = (ctx: FieldContext) => ctx.ancestors.some((name) => /slide/i.test(name));
const isBrandTask = (ctx: FieldContext) =>
  /brand/i.test(ctx.task) || ctx.ancestors.some((a) => /alternative/i.test(a));

type Composer = (ctx: FieldContext) => string;

const KNOWN: Record<string, Composer> = {
  title: (c) => (inSlides(c) ? slideTitle(c.index) : c.core.title),
  campaignname: (c) => c.core.campaignName,
  headline: (c) => c.core.headline,
  concept: (c) => c.core.concept,
  coreidea: (c) => c.core.coreIdea,
  description: (c) =>
    isBrandTask(c)
      ? sentence(
          `A ${CRAFT[c.core.archetype].angle.tone.toLowerCase()} name that carries ${c.core.facts.promise}`,
        )
      : c.core.description,
  tone: (c) => (c.core.style.hasLegend ? c.core.tone : CRAFT[c.core.archetype].angle.tone),
  selfcritique: (c) => c.core.selfCritique,
  visualprompt: (c) => (inSlides(c) ? slideVisualPrompt(c.core, c.index) : c.core.visualPrompt),
  legendthinking: (c) => thinkingText(c.core),
  thinking: (c) => thinkingText(c.core),
  name: (c) => (isBrandTask(c) ? coinBrandName(c.core, c.rng) : CRAFT[c.core.archetype].angle.name),
  targetaudience: (c) => sentence(CRAFT[c.core.archetype].angle.audience(c.core.facts)),
  audience: (c) => sentence(c.core.facts.audience),
  uniquesellingpoint: (c) => `${sentence(c.core.facts.usp)} ${CRAFT[c.core.archetype].angle.usp}`,
  keymessage: (c) => `${sentence(c.core.facts.message)} ${CRAFT[c.core.archetype].angle.message}`,
  message: (c) => sentence(c.core.facts.message),
  productname: (c) =>
    c.core.facts.product !== c.core.facts.brand
      ? c.core.facts.product
      : titleCase(c.core.facts.words[0]),
  brandname: (c) => c.core.facts.brand,
  brand: (c) => c.core.facts.brand,
  industry: (c) => c.core.facts.industry,
  rationale: (c) => c.core.rationale,
  insight: (c) => sentence(c.core.insight),
  websitecontent: (c) => websiteSummary(c.core),
  content: (c) => (inSlides(c) ? slideContent(c.core, c.index) : briefMarkdown(c.core)),
  tagline: (c) => sentence(clause(c.core.campaignName)),
  calltoaction: (c) => `Discover ${c.core.facts.brand} today`,
  summary: (c) => c.core.description,
};

/** Substring rules for names the table does not know, most specific first. */
const PATTERNS: [RegExp, Composer][] = [
  [/critique|feedback|weakness|risk/, (c) => c.core.selfCritique],
  [/think|reasoning|process/, (c) => thinkingText(c.core)],
  [/prompt|visual|image/, (c) => c.core.visualPrompt],
  [/headline|slogan|tagline|line$/, (c) => c.core.headline],
  [/title/, (c) => c.core.title],
  [/name$/, (c) => c.core.campaignName],
  [/reason|rationale|why|justification/, (c) => c.core.rationale],
  [/insight|tension|truth/, (c) => sentence(c.core.insight)],
  [
    /audience|persona|segment/,
    (c) => sentence(CRAFT[c.core.archetype].angle.audience(c.core.facts)),
  ],
  [/message|proposition|promise/, (c) => sentence(c.core.facts.message)],
  [/tone|voice|style|mood/, (c) => c.core.tone],
  [/idea|concept/, (c) => c.core.concept],
  [/description|summary|overview|body|copy|text|details?$/, (c) => c.core.description],
  [
    /channel|tactic|execution|plan|step/,
    (c) => sentence(c.core.tactics[c.index % c.core.tactics.length]),
  ],
  [
    /url|link|website/,
    (c) => `https://${c.core.facts.brand.toLowerCase().replace(/[^a-z0-9]+/g, "")}.example`,
  ],
];

/** Items of a list of strings, by the list's name. */
const LISTS: [RegExp, (c: FieldContext) => string[]][] = [
  [/visual|element|image/, (c) => c.core.keyVisuals],
  [/execution|strateg|tactic|channel|plan|step|action/, (c) => c.core.tactics],
  [/think|reason/, (c) => c.core.thinkingSteps],
  [/tag|keyword|hashtag/, (c) => c.core.facts.words.map((word) => word.replace(/-/g, ""))],
  [/headline|slogan|taglines?$/, (c) => [c.core.headline, sentence(clause(c.core.campaignName))]],
  [
    /strength|^pros$|benefit/,
    (c) => [CRAFT[c.core.archetype].strength(c.core.facts)].map(sentence),
  ],
  [/risk|weak|^cons$/, (c) => [CRAFT[c.core.archetype].risk(c.core.facts)].map(sentence)],
];

function listItem(ctx: FieldContext): string {
  const key = normalizeKey(ctx.listKey ?? "");
  const found = LISTS.find(([pattern]) => pattern.test(key));
  const pool = found
    ? found[1](ctx)
    : [ctx.core.coreIdea, sentence(ctx.core.insight), ...ctx.core.tactics];
  const item = pool[ctx.index % pool.length];
  const round = Math.floor(ctx.index / pool.length);
  // Longer lists than the pool: later rounds say which wave they belong to, never repeat.
  return round === 0 ? item : `${clause(item)} (wave ${round + 1})`;
}

export function composeString(ctx: FieldContext): string {
  if (ctx.key === "" && ctx.listKey !== undefined) return listItem(ctx);
  const key = normalizeKey(ctx.key);
  const known = KNOWN[key];
  if (known) return known(ctx);
  const pattern = PATTERNS.find(([regex]) => regex.test(key));
  if (pattern) return pattern[1](ctx);
  return sentence(
    `${capitalize(humanize(ctx.key))} for ${ctx.core.facts.brand}: ${clause(ctx.core.coreIdea)}`,
  );
}

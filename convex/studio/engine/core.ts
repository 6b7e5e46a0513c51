import { CRAFT } from "./bankCraft";
import type { StudioFacts } from "./facts";
import type { Archetype, StyleProfile } from "./persona";
import type { Rng } from "./random";
import { copyFacts, type CopyFacts, type Line, type Technique } from "./technique";
import {
  article,
  capitalize,
  clause,
  finishedSentence,
  inner,
  numbered,
  sentence,
  titleCase,
} from "./text";

/**
 * One idea, decided once per object so every field of it tells the same story: the technique,
 * campaign name, headline and insight chosen here are what the concept, the thinking steps,
 * the visuals and the critique all refer to.
 */
export type IdeaCore = {
  archetype: Archetype;
  technique: Technique;
  facts: CopyFacts;
  style: StyleProfile;
  title: string;
  campaignName: string;
  headline: string;
  device: string;
  deviceLabel: string;
  insight: string;
  coreIdea: string;
  concept: string;
  description: string;
  tone: string;
  keyVisuals: string[];
  tactics: string[];
  thinkingSteps: string[];
  selfCritique: string;
  visualPrompt: string;
  rationale: string;
};

/** A line as it sits in quotation marks: no closing full stop, its own "?" or "!" kept. */
export function quoted(text: string): string {
  return `"${clause(text.replace(/"/g, "'"))}${/[?!]$/.test(text.trim()) ? text.trim().slice(-1) : ""}"`;
}

/** The technique's line first, then the school's, all different, each a capitalised item. */
function list(first: Line, school: Line[], f: CopyFacts, rng: Rng, count: number): string[] {
  const lines = [first, ...rng.sample(school, school.length)].map((line) => capitalize(line(f)));
  return [...new Set(lines)].slice(0, count);
}

export function buildCore(
  facts: StudioFacts,
  style: StyleProfile,
  rng: Rng,
  technique: Technique,
): IdeaCore {
  const f = copyFacts(facts);
  const craft = CRAFT[technique.family];
  const name = named(rng.pick(technique.names)(f), f.brand);
  const headline = sentence(rng.pick(technique.headlines)(f));
  const device = technique.device(f);
  const why = technique.why(f);
  const insight = rng.pick(craft.insights)(f);
  const coreIdea = sentence(rng.pick(technique.cores)(f));
  const tone = style.hasLegend
    ? sentence(`${capitalize(f.tone)}, in ${style.name}'s voice: ${style.voice}`)
    : sentence(`${capitalize(f.tone)}, in ${article(style.voice)} ${style.voice} voice`);
  const keyVisuals = list(technique.visual, craft.visuals, f, rng, 4);
  const tactics = list(technique.tactic, craft.tactics, f, rng, 4);
  const strength = craft.strength(f);

  const concept = [
    sentence(capitalize(insight)),
    sentence(`So ${f.brand} answers with ${device}`),
    sentence(`It works because ${why}`),
    sentence(
      `Every piece carries the name ${quoted(name)} and opens on the headline ${quoted(headline)}`,
    ),
  ].join(" ");
  const description = [
    // "Rests on" agrees with any device, one ad or a series of them.
    sentence(`${quoted(name)} rests on ${device}`),
    sentence(`It speaks to ${f.audienceInner} and leaves them with ${f.promise}`),
  ].join(" ");

  // The legend's rule and belief are their words, often to a "you" ("study the product until
  // you find its facts"): quoted, so the thinking around them stays about the brand.
  const rule = finishedSentence(style.approach);
  const start =
    style.hasLegend && rule
      ? `${style.name} always starts: ${quoted(capitalize(rule))}`
      : `good work always starts: ${inner(rule ?? "find the one true thing")}`;
  const creed = finishedSentence(style.belief, style.approach);
  const belief =
    style.hasLegend && creed ? quoted(capitalize(creed)) : inner(creed ?? "one clear idea");
  const thinkingSteps = [
    sentence(`Read the brief: ${f.brand} must win over ${f.audienceInner} with ${f.promise}`),
    sentence(`Start where ${start}`),
    sentence(`Find the tension: ${insight}`),
    sentence(`Reach for ${signature(style, technique)}: ${why}`),
    sentence(
      `Rule out the safe route of listing features, because ${f.aud} have seen it a hundred times`,
    ),
    sentence(`The leap: ${device}, under the name ${quoted(name)}`),
    style.hasLegend
      ? sentence(`Write it in ${style.name}'s voice (${style.voice}): ${quoted(headline)}`)
      : sentence(`Write it in ${article(style.voice)} ${style.voice} voice: ${quoted(headline)}`),
    sentence(`Check it against the belief behind the work: ${belief}`),
  ];

  const selfCritique = [
    sentence(`What works: ${strength}, and ${f.promise} is the hero of every piece`),
    sentence(`Risk: ${craft.risk(f)}`),
    sentence(`Fix: ${craft.fix(f)}`),
  ].join(" ");

  const visualPrompt = [
    sentence(capitalize(style.visualApproach)),
    sentence(keyVisuals[0]),
    sentence(keyVisuals[1]),
    sentence(`Mood: ${f.tone}`),
    sentence(`For ${f.brand}, with clear space for the headline ${quoted(headline)}`),
  ].join(" ");

  const tidy = (text: string) => settle(text, f);
  return {
    archetype: technique.family,
    technique,
    facts: f,
    style,
    // The idea's working name, which reaches clients (cards, file names, decks): the brand and
    // the campaign's own name, never the studio's technique label (issue 39).
    title: titleCase(`${f.brand}: ${name}`, [f.brand]),
    campaignName: name,
    headline,
    device,
    deviceLabel: technique.label,
    insight: tidy(insight),
    coreIdea: tidy(coreIdea),
    concept: tidy(concept),
    description: tidy(description),
    tone,
    keyVisuals: keyVisuals.map(tidy),
    tactics: tactics.map(tidy),
    thinkingSteps: thinkingSteps.map(tidy),
    selfCritique: tidy(selfCritique),
    visualPrompt: tidy(visualPrompt),
    rationale: tidy(
      [
        sentence(capitalize(insight)),
        sentence(`That is why ${device} suits ${f.brand}: ${strength}`),
      ].join(" "),
    ),
  };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The promise as an editor would set it in a sentence: a promise with its own comma ("…study
 * anywhere, even offline") closes with one before the sentence goes on, and the people named
 * earlier in the sentence are "they" inside it ("so students hear the promise that they can…").
 */
export function settle(text: string, f: CopyFacts): string {
  let out = text;
  for (const promise of new Set([f.promise, f.proofPromise])) {
    if (promise.includes(",")) out = out.split(`${promise} `).join(`${promise}, `);
  }
  const named = [f.aud, f.audienceInner, "them"].map(escape).join("|");
  const repeat = new RegExp(
    `(\\b(?:${named})\\b[^.!?]*\\bthe promise that )${escape(f.aud)}(?= )`,
    "gi",
  );
  return out.replace(repeat, "$1they");
}

/** The technique as the legend names it ("a signature move, "the long factual headline""). */
function signature(style: StyleProfile, technique: Technique): string {
  const move = style.techniqueMoves.get(technique.id);
  // A move that ends mid-thought ("mandatories designed in") reads better as the label.
  const usable = move !== undefined && finishedSentence(move) === move;
  return usable ? `a signature move, ${quoted(move)}` : technique.label.toLowerCase();
}

/** A campaign name in title case, keeping a closing "?" or "!" and dropping a full stop. */
function named(text: string, brand: string): string {
  // "…at 3 a.m." keeps the stop that belongs to its abbreviation.
  return titleCase(clause(text) === text ? text : text.replace(/\.$/, ""), [brand]);
}

export function thinkingText(core: IdeaCore): string {
  return numbered(core.thinkingSteps);
}

import { COPY, type CopyFacts, type Line } from "./bankCopy";
import { CRAFT } from "./bankCraft";
import type { StudioFacts } from "./facts";
import type { Archetype, StyleProfile } from "./persona";
import type { Rng } from "./random";
import {
  article,
  capitalize,
  clause,
  firstSentences,
  inner,
  nounScore,
  numbered,
  sentence,
  titleCase,
} from "./text";

/**
 * One idea, decided once per object so every field of it tells the same story: the campaign
 * name, headline, device and insight chosen here are what the concept, the thinking steps, the
 * visuals and the critique all refer to.
 */
export type IdeaCore = {
  archetype: Archetype;
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

function copyFacts(facts: StudioFacts, rng: Rng): CopyFacts {
  // Vary the hook among the likeliest nouns only; "hidden" or "whole-bean" read badly.
  const strong = facts.words.slice(0, 3).filter((candidate) => nounScore(candidate) >= 0);
  const word = strong.length > 0 ? rng.pick(strong) : facts.words[0];
  return {
    ...facts,
    word,
    Word: titleCase(word),
    n: rng.int(3, 7),
    industryLower: facts.industry.toLowerCase().replace(/&/g, "and"),
  };
}

/** Lines in a random order, all of them, so lists have no repeats. */
function render(lines: Line[], facts: CopyFacts, rng: Rng): string[] {
  return rng.sample(lines, lines.length).map((line) => line(facts));
}

export function buildCore(
  facts: StudioFacts,
  style: StyleProfile,
  rng: Rng,
  archetype: Archetype = style.primary,
): IdeaCore {
  const f = copyFacts(facts, rng);
  const copy = COPY[archetype];
  const craft = CRAFT[archetype];
  const campaignName = rng.pick(copy.campaignNames)(f);
  const headline = sentence(rng.pick(copy.headlines)(f));
  const chosen = rng.pick(copy.devices);
  const device = chosen.text(f);
  const insight = rng.pick(copy.insights)(f);
  const move = rng.pick(style.moves);
  const isLegend = style.hasLegend;
  const voiced = isLegend
    ? `${style.name}'s ${style.voice} voice`
    : `${article(style.voice)} ${style.voice} voice`;
  const tone = sentence(`${capitalize(clause(f.tone))}, in ${voiced}`);
  const keyVisuals = render(craft.visuals, f, rng);
  const tactics = render(craft.tactics, f, rng);
  const strength = craft.strength(f);

  const coreIdea = sentence(`Show ${f.audienceShort} that ${f.messageInner}, through ${device}`);
  const concept = [
    sentence(insight),
    sentence(`So ${f.brand} answers with ${device}`),
    sentence(
      `Every piece carries the line "${clause(campaignName)}" and leads with the headline "${clause(headline)}", applying ${inner(move)} to ${f.product}`,
    ),
  ].join(" ");
  const description = [
    sentence(`${clause(campaignName)} is ${device}`),
    sentence(
      `It speaks to ${f.audienceInner} and makes one point impossible to miss: ${f.messageInner}`,
    ),
  ].join(" ");

  const thinkingSteps = [
    sentence(
      `Read the brief: ${f.brand} needs ${f.audienceInner} to believe that ${f.messageInner}`,
    ),
    sentence(
      `Start where ${isLegend ? style.name : "good work"} always starts: ${inner(firstSentences(style.approach, 2))}`,
    ),
    sentence(`Find the tension: ${insight}`),
    sentence(`Apply the signature move, ${inner(move)}, to ${f.product}`),
    sentence(
      `Rule out the safe route of listing features, because ${f.audienceShort} have seen it a hundred times`,
    ),
    sentence(`The leap: ${device}, under the line "${clause(campaignName)}"`),
    sentence(`Write it in ${article(style.voice)} ${style.voice} voice: "${clause(headline)}"`),
    sentence(`Check it against the belief behind the work: ${inner(style.belief)}`),
  ];

  const selfCritique = [
    sentence(
      `What works: ${strength}, and the message that ${f.messageInner} is the hero of every piece`,
    ),
    sentence(`Risk: ${craft.risk(f)}`),
    sentence(`Fix: ${craft.fix(f)}`),
  ].join(" ");

  const visualPrompt = [
    sentence(capitalize(style.visualApproach)),
    sentence(keyVisuals[0]),
    sentence(keyVisuals[1]),
    sentence(`Mood: ${clause(f.tone)}`),
    sentence(`For ${f.brand}, with clear space for the headline "${clause(headline)}"`),
  ].join(" ");

  return {
    archetype,
    facts: f,
    style,
    title: `${f.brand} ${chosen.label}`,
    campaignName,
    headline,
    device,
    deviceLabel: chosen.label,
    insight,
    coreIdea,
    concept,
    description,
    tone,
    keyVisuals,
    tactics,
    thinkingSteps,
    selfCritique,
    visualPrompt,
    rationale: [
      sentence(insight),
      sentence(`That is why ${device} suits ${f.brand}: ${strength}`),
    ].join(" "),
  };
}

export function thinkingText(core: IdeaCore): string {
  return numbered(core.thinkingSteps);
}

import type { IdeaCore } from "./core";
import { brandKind } from "./industry";
import type { Rng } from "./random";
import { clause, sentence, titleCase } from "./text";

/**
 * Longer pieces the studio writes: a creative brief in markdown, sell-deck slides, a website
 * summary and invented brand names.
 */

export function briefMarkdown(core: IdeaCore): string {
  const f = core.facts;
  return [
    `# Creative Brief: ${f.brand}`,
    "## Background",
    `${sentence(`${f.brand} is ${brandKind(f.industry)}`)} ${sentence(f.usp)}`,
    "## Objective",
    sentence(
      `Win over ${f.audienceInner} with ${f.promise}, so they choose ${f.brand} because of it`,
    ),
    "## Target Audience",
    `${sentence(f.audience)} ${sentence(core.insight)}`,
    "## Key Message",
    sentence(f.message),
    "## Single-Minded Proposition",
    sentence(core.coreIdea),
    "## Tone of Voice",
    sentence(f.tone),
    "## Deliverables",
    core.tactics
      .slice(0, 3)
      .map((tactic) => `- ${sentence(tactic)}`)
      .join("\n"),
    "## Mandatories",
    [
      `- ${f.theBrand} name and logo on every piece`,
      "- The key message must be unmistakable within three seconds",
      "- No claim without something the audience can check",
    ].join("\n"),
  ].join("\n\n");
}

type Slide = {
  title: string;
  content: (core: IdeaCore) => string;
  visual: (core: IdeaCore) => string;
};

const bullets = (lines: string[]) => lines.map((line) => `- ${sentence(line)}`).join("\n");

/** The order a sell deck argues in: problem, insight, idea, proof, plan. */
const SLIDES: Slide[] = [
  {
    title: "The Challenge",
    content: (c) =>
      `${sentence(`${c.facts.brand} must persuade ${c.facts.audienceInner} with ${c.facts.promise}`)} Right now, the whole category sounds the same.`,
    visual: (c) =>
      `A crowded shelf of look-alike brands from ${c.facts.sector}, with one space left empty`,
  },
  {
    title: "The Insight",
    content: (c) => sentence(c.insight),
    visual: (c) => `A candid portrait of ${c.facts.audienceShort}, in their own surroundings`,
  },
  {
    title: "The Idea",
    content: (c) => `**${clause(c.campaignName)}**\n\n${sentence(c.coreIdea)}`,
    visual: (c) => c.keyVisuals[0],
  },
  {
    title: "How It Comes to Life",
    content: (c) => bullets(c.tactics.slice(0, 3)),
    visual: (c) => c.keyVisuals[1],
  },
  {
    title: "What People Will See",
    content: (c) => `> ${clause(c.headline)}\n\n${bullets(c.keyVisuals.slice(0, 3))}`,
    visual: (c) => `${c.keyVisuals[2]}, with the headline "${clause(c.headline)}"`,
  },
  {
    title: "Why It Wins",
    content: (c) => sentence(c.rationale),
    visual: (c) => `A hero shot of ${c.facts.thing}, bright and confident`,
  },
  {
    title: "Next Steps",
    content: (c) =>
      bullets([
        "Approve the campaign platform and headline",
        c.tactics[3] ?? "Plan the launch burst",
        c.tactics[4] ?? "Agree how success will be measured",
      ]),
    visual: (c) => `A simple launch calendar in ${c.facts.brand}'s colours`,
  },
];

function slideAt(index: number): Slide {
  return SLIDES[index % SLIDES.length];
}

export function slideTitle(index: number): string {
  const round = Math.floor(index / SLIDES.length);
  return round === 0 ? slideAt(index).title : `${slideAt(index).title} (${round + 1})`;
}

export function slideContent(core: IdeaCore, index: number): string {
  return slideAt(index).content(core);
}

export function slideVisualPrompt(core: IdeaCore, index: number): string {
  return `${sentence(slideAt(index).visual(core))} ${sentence(core.style.visualApproach)}`;
}

export function websiteSummary(core: IdeaCore): string {
  const f = core.facts;
  return [
    sentence(`${f.brand}: ${f.usp}`),
    sentence(`Made for ${f.audienceInner}`),
    ...(f.usp === f.message ? [] : [sentence(f.message)]),
  ].join(" ");
}

const SUFFIXES = ["ly", "ora", "io", "wise", "craft", "works", "lab", "nest"];
const PREFIXES = ["Nova", "True", "Bright", "North", "Kind", "Bold", "Field", "Little"];

/** An invented, pronounceable brand name from the brief's own words. */
export function coinBrandName(core: IdeaCore, rng: Rng): string {
  // Short words coin better names than "subscription".
  const short = core.facts.words.find((word) => word.length <= 8) ?? core.facts.words[0] ?? "brand";
  const stem = short.replace(/[^a-z]/g, "");
  const clipped = stem.length > 6 ? stem.slice(0, 5) : stem;
  const options = [
    () => titleCase(clipped + rng.pick(SUFFIXES)),
    () => `${rng.pick(PREFIXES)} ${titleCase(stem)}`,
    () => `${titleCase(stem)} & Co.`,
    () => `The ${titleCase(stem)} House`,
    () => `${rng.pick(PREFIXES)}${clipped}`,
  ];
  return rng.pick(options)();
}

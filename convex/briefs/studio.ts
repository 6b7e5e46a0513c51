import { registerStudioComposer } from "../lib/ai/studio/composers";
import type { IdeaCore } from "../lib/ai/studio/core";
import { capitalize, clause, lowerLead, sentence } from "../lib/ai/studio/text";
import { BRIEF_SECTIONS } from "./prompt";

/**
 * The offline studio's creative brief: the nine sections a planner would write, built from the
 * brief form's own words and one idea core (its insight and executions), with honest prompts in
 * square brackets where the team still needs proof. A refinement is reflected where it applies
 * and recorded in revision notes, since the studio cannot rewrite prose the way a model can.
 */

export const BRIEF_TASK = "brief";

/** What the tone must never slide into, from the tone's own words. */
const NEVER: [RegExp, string][] = [
  [/warm|friendly|kind|human/i, "cold or corporate"],
  [/wit|funny|humou?r|playful/i, "try-hard or sarcastic"],
  [/bold|confident|challeng|provocative/i, "arrogant or shouty"],
  [/premium|luxur|elegant|sophisticat/i, "stiff or showy"],
  [/calm|reassur|trust/i, "bland or preachy"],
  [/fun|energetic|vibrant|upbeat/i, "childish or frantic"],
];

/** "Food & Beverage" → "a food and beverage". */
function industryPhrase(industry: string): string {
  const lower = industry.toLowerCase().replace(/&/g, "and");
  return `${/^[aeiou]/.test(lower) ? "an" : "a"} ${lower}`;
}

function neverSoundLike(tone: string): string {
  const found = NEVER.filter(([pattern]) => pattern.test(tone)).map(([, text]) => text);
  return found.length > 0 ? found.slice(0, 2).join(", nor ") : "generic or corporate";
}

/** The USP and key message as separate reasons to believe, never invented ones. */
function support(core: IdeaCore, usp: string): string[] {
  const f = core.facts;
  const reasons = usp
    .split(/(?<=[.!?;])\s+|\s*\n\s*/)
    .map((part) => clause(part))
    .filter((part) => part.length > 3);
  const lines = reasons.map((reason) => sentence(reason));
  if (!lines.some((line) => line.includes(clause(f.message)))) lines.push(sentence(f.message));
  lines.push(
    `[Add one fact ${f.audienceShort} can check: a number, a source or a customer's words]`,
  );
  return lines.slice(0, 5);
}

export function composeBrief(
  core: IdeaCore,
  usp: string,
  extra: Record<string, string> = {},
): string {
  const f = core.facts;
  const refinement = extra.refinement?.trim();
  const sections: Record<(typeof BRIEF_SECTIONS)[number], string> = {
    Background: [
      sentence(`${f.brand} is ${industryPhrase(f.industry)} brand with something specific to say`),
      usp ? sentence(`What sets it apart: ${lowerLead(clause(usp))}`) : "",
      sentence(
        `The category is crowded with look-alike claims, so the work has to make one point and make it stick`,
      ),
    ]
      .filter(Boolean)
      .join(" "),
    Objective: [
      `- **Think:** ${sentence(`${capitalize(f.messageInner)}`)}`,
      `- **Feel:** ${sentence(`That ${f.brand} understands what matters to them`)}`,
      `- **Do:** ${sentence(`Choose ${f.brand} next time, and tell someone why`)}`,
      `- **Success:** ${sentence(`Recall of the proposition among ${f.audienceShort}, and more of them choosing ${f.brand}`)}`,
    ].join("\n"),
    Audience: [
      sentence(f.audience),
      sentence(
        `They have heard every promise in ${industryPhrase(f.industry).replace(/^an? /, "")} before, so they notice the brands that show rather than tell`,
      ),
    ].join(" "),
    Insight: `> "${capitalize(clause(core.insight))}."`,
    Proposition: `**${sentence(f.message)}**`,
    Support: support(core, usp)
      .map((line) => `- ${line}`)
      .join("\n"),
    Tone: [
      sentence(capitalize(clause(f.tone))),
      sentence(
        `Write the way ${f.audienceShort} talk to each other; never ${neverSoundLike(f.tone)}`,
      ),
    ].join(" "),
    Mandatories: [
      `- The ${f.brand} name and logo on every piece`,
      "- The proposition unmistakable within three seconds",
      "- Claims only where we can show the proof",
      ...(refinement ? [`- Reflect the latest feedback: ${clause(refinement)}`] : []),
    ].join("\n"),
    Deliverables: [
      // Measurement lines are objectives, not things to make.
      ...core.tactics
        .filter((tactic) => !/^(?:measure|track)\b/i.test(tactic))
        .slice(0, 3)
        .map((tactic) => `- ${sentence(tactic)}`),
      "- A key visual and headline route for review before production",
    ].join("\n"),
  };
  const body = BRIEF_SECTIONS.map((name) => `## ${name}\n\n${sections[name]}`);
  const notes = refinement
    ? [
        `## Revision Notes\n\n${sentence(`This version responds to the feedback: "${clause(refinement)}"`)}`,
      ]
    : [];
  return [`# Creative Brief: ${f.brand}`, ...body, ...notes].join("\n\n");
}

registerStudioComposer(BRIEF_TASK, ({ context, core }) => ({
  creativeBrief: composeBrief(core, context.brief?.uniqueSellingPoint ?? "", context.extra),
}));

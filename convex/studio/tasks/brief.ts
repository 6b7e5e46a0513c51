import type { StudioComposer } from "../composers";
import type { IdeaCore } from "../engine/core";
import {
  keepProper,
  LEAD_ADVERB,
  messageForms,
  toThirdPerson,
  WORD_FOR_IT,
} from "../engine/language";
import { brandKind } from "../engine/industry";
import { lc } from "../engine/technique";
import {
  capitalize,
  clause,
  cleanCut,
  plainText,
  sentence,
  sentencesIn,
  unshout,
} from "../engine/text";
import { BRIEF_SECTIONS } from "../../briefs/prompt";

/**
 * The offline studio's creative brief: the nine sections a planner would write, built from the
 * brief form's own words and one idea core (its insight and executions), with honest prompts in
 * square brackets where the team still needs proof. A refinement is reflected where it applies
 * and recorded in revision notes, since the studio cannot rewrite prose the way a model can.
 */

/** What the tone must never slide into, from the tone's own words. */
const NEVER: [RegExp, string][] = [
  [/warm|friendly|kind|human/i, "cold or corporate"],
  [/wit|funny|humou?r|playful/i, "try-hard or sarcastic"],
  [/bold|confident|challeng|provocative/i, "arrogant or shouty"],
  [/premium|luxur|elegant|sophisticat/i, "stiff or showy"],
  [/calm|reassur|trust/i, "bland or preachy"],
  [/fun|energetic|vibrant|upbeat/i, "childish or frantic"],
];

function neverSoundLike(tone: string): string {
  const found = NEVER.filter(([pattern]) => pattern.test(tone)).map(([, text]) => text);
  return found.length > 0 ? found.slice(0, 2).join(", nor ") : "generic or corporate";
}

/** The selling point's sentences, spoken about the brand rather than by it. */
function reasons(core: IdeaCore, usp: string): string[] {
  const f = core.facts;
  return unshout(plainText(usp))
    .split(/(?<=[.!?;])\s+|\s*\n\s*/)
    .map((part) => cleanCut(part, 24))
    .filter((part) => part.split(" ").length > 1 || part.length > 3)
    .map((part) => toThirdPerson(part, f.brand, f.aud))
    .slice(0, 3);
}

/**
 * The USP and key message as separate reasons to believe, never invented ones. Only a message
 * that states something is a reason; an order or a slogan ("Don't take our word for it") is not.
 */
function support(core: IdeaCore, usp: string): string[] {
  const f = core.facts;
  const lines = reasons(core, usp).map((reason) => sentence(reason));
  const message = f.msg.claim ? sentence(capitalize(f.msg.claim)) : undefined;
  if (message && !lines.includes(message)) lines.push(message);
  lines.push(`[Add one fact ${f.aud} can check: a number, a source or a customer's words]`);
  return lines.slice(0, 5);
}

/** Verbs that make a line a clause rather than a noun phrase: "The big names had their turn". */
const FINITE =
  /\b(?:had|has|have|is|are|was|were|does|did|can|will|won't|can't)\b|\b(?:it|that|there|here|what)['’]s\b/i;

/** A line of the message as something the audience comes to believe, or nothing. */
function believed(part: string, core: IdeaCore): string | undefined {
  const f = core.facts;
  if (WORD_FOR_IT.test(part)) return undefined;
  const forms = messageForms(part, f.brand, f.aud);
  if (forms.claim) return `That ${forms.claim}`;
  const mid = keepProper(toThirdPerson(clause(part), f.brand, "they"), f.brand);
  if (forms.kind === "imperative") {
    // "Get there under your own steam" → "That they can get there under their own steam".
    const can = mid
      .replace(/^(?:don['’]t|do not|never)\s+/i, "never have to ")
      .replace(/^always\s+/i, "can always ");
    return /^(?:never|can) /.test(can) ? `That they ${can}` : `That they can ${can}`;
  }
  if (forms.kind !== "phrase" || FINITE.test(part) || part.split(" ").length > 14) return undefined;
  const held = mid.replace(LEAD_ADVERB, "");
  const lead = (LEAD_ADVERB.exec(mid)?.[0] ?? "").replace(/,?\s+$/, "").toLowerCase();
  // "Finally, a coffee subscription made for commuters" → "That there is finally a…".
  if (lead !== "" && /^(?:a|an)\s/i.test(held)) return `That there is ${lead} ${held}`;
  if (/^(?:a|an|the|their|its)\s/i.test(held) || /^\S+ed\b/i.test(held)) {
    return `That ${f.brand} is ${held}`;
  }
  return /^[\p{Ll}\p{Lu}]/u.test(held) && held === mid
    ? `That ${f.brand} means ${held}`
    : undefined;
}

/**
 * What the audience should come to think, in its own terms: the message when it states or
 * promises something, else the selling point's claim, never an idiom or an order echoed back
 * ("That X stands for the promise that no one need take X's word for it").
 */
function think(core: IdeaCore, message: string, usp: string): string {
  const f = core.facts;
  const parts = (text: string) =>
    plainText(text)
      .split(/(?<=[.!?])\s+|:\s+/)
      .map(clause)
      .filter(Boolean);
  // A question is answered by the brand, not believed: "Why pay more for less?".
  if (f.msg.kind === "question") return sentence(`That ${f.brand} has the answer to "${f.quote}"`);
  const fromMessage = parts(message)
    .map((part) => believed(part, core))
    .find(Boolean);
  const fromUsp = parts(usp)
    .map((part) => messageForms(part, f.brand, f.aud).claim)
    .find(Boolean);
  return sentence(
    (fromMessage ?? (fromUsp ? `That ${fromUsp}` : "")) ||
      `That ${f.brand} delivers on what it promises ${f.aud}`,
  );
}

/** The key message whole (both halves of "Don't take our word for it: see…"), cut at a pause. */
function proposition(message: string, fallback: string): string {
  const text = unshout(plainText(message));
  const kept: string[] = [];
  for (const part of sentencesIn(text)) {
    if (kept.join(" ").split(" ").length + part.split(" ").length > 30 && kept.length > 0) break;
    kept.push(part);
  }
  const joined = kept.join(" ");
  if (joined === "") return fallback;
  return sentence(joined.split(" ").length <= 30 ? joined : cleanCut(joined, 30));
}

/** The studio's share of a brand profile: its voice and do/don't list, as facts. */
export function brandStudioFacts(
  profile: Record<string, string> | undefined,
): Record<string, string> {
  if (profile === undefined) return {};
  const facts: Record<string, string> = {};
  if (profile.voice) facts.brandVoice = profile.voice;
  if (profile.do) facts.brandDo = profile.do;
  if (profile.dont) facts.brandDont = profile.dont;
  return facts;
}

/** The profile's own rules, in plain words (profile text is data, never markup). */
function brandMandatories(extra: Record<string, string>): string[] {
  const lines = (text: string | undefined) =>
    (text ?? "")
      .split(" | ")
      .map((line) => clause(plainText(line)))
      .filter(Boolean)
      .slice(0, 3);
  const voice = clause(plainText(extra.brandVoice ?? ""));
  return [
    ...(voice ? [`- On-brand voice: ${voice}`] : []),
    ...lines(extra.brandDo).map((line) => `- Do: ${line}`),
    ...lines(extra.brandDont).map((line) => `- Don't: ${line}`),
  ];
}

export function composeBrief(
  core: IdeaCore,
  usp: string,
  extra: Record<string, string> = {},
  message = core.facts.msg.line,
): string {
  const f = core.facts;
  const refinement = clause(plainText(extra.refinement ?? ""));
  // "Specific, checkable proof instead of adjectives: a subscription of…": what sets it apart
  // is after the colon.
  const reason = reasons(core, usp)[0] ?? "";
  const [label = "", ...rest] = reason.split(/:\s+/);
  const after = rest.join(": ");
  const apart = label.split(" ").length <= 6 && after.split(" ").length >= 4 ? after : reason;
  const sections: Record<(typeof BRIEF_SECTIONS)[number], string> = {
    Background: [
      sentence(`${f.brand} is ${brandKind(f.industry)} with something specific to say`),
      apart ? sentence(`What sets it apart: ${lc(apart, f)}`) : "",
      sentence(
        `The category is crowded with look-alike claims, so the work has to make one point and make it stick`,
      ),
    ]
      .filter(Boolean)
      .join(" "),
    Objective: [
      `- **Think:** ${think(core, message, usp)}`,
      `- **Feel:** ${sentence(`That ${f.brand} understands what matters to them`)}`,
      `- **Do:** ${sentence(`Choose ${f.brand} next time, and tell someone why`)}`,
      `- **Success:** ${sentence(`Recall of the proposition among ${f.aud}, and more of them choosing ${f.brand}`)}`,
    ].join("\n"),
    Audience: [
      sentence(capitalize(f.audience)),
      sentence(
        `They have heard every promise in ${f.sector} before, so they notice the brands that show rather than tell`,
      ),
    ].join(" "),
    Insight: `> "${capitalize(clause(core.insight))}."`,
    Proposition: `**${proposition(message, f.msg.line)}**`,
    Support: support(core, usp)
      .map((line) => `- ${line}`)
      .join("\n"),
    Tone: [
      sentence(capitalize(f.tone)),
      sentence(`Write the way ${f.aud} talk to each other; never ${neverSoundLike(f.tone)}`),
    ].join(" "),
    Mandatories: [
      `- ${f.theBrand} name and logo on every piece`,
      "- The proposition unmistakable within three seconds",
      "- Claims only where we can show the proof",
      ...brandMandatories(extra),
      ...(refinement ? [`- Reflect the latest feedback: ${refinement}`] : []),
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
    ? [`## Revision Notes\n\n${sentence(`This version responds to the feedback: "${refinement}"`)}`]
    : [];
  return [`# Creative Brief: ${f.brand}`, ...body, ...notes].join("\n\n");
}

/** The brief task's composer (../composerMap.ts). */
export const briefComposer: StudioComposer = ({ context, core }) => ({
  creativeBrief: composeBrief(
    core,
    context.brief?.uniqueSellingPoint ?? "",
    context.extra,
    context.brief?.message || core.facts.msg.line,
  ),
});

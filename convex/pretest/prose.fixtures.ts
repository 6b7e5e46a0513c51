/**
 * Pre-test test helpers (two dots in the name: never deployed): the prose rules every reason
 * and verdict is held to, and a full idea draft for Sharpen from the pre-test's fields.
 */
import type { IdeaDraftFields } from "../ideas/schema";
import type { PretestIdea } from "./types";

/** What an editor would strike in one line of the pre-test; empty when it reads well. */
export function proseProblems(text: string, max = 140): string[] {
  const problems: string[] = [];
  if (/\b(?:undefined|null|NaN)\b/.test(text)) problems.push("undefined/null");
  if (/ {2}/.test(text)) problems.push("doubled space");
  if (!/^[A-Z0-9“£$€]/.test(text)) problems.push("not sentence case");
  if (!text.endsWith(".")) problems.push("no full stop");
  if (text.length > max) problems.push(`over ${max} characters`);
  if (/\s[,.;:]/.test(text)) problems.push("space before punctuation");
  if (/[.,;:]{2}/.test(text.replace(/…/g, ""))) problems.push("doubled punctuation");
  const opens = (text.match(/“/g) ?? []).length;
  const closes = (text.match(/”/g) ?? []).length;
  if (opens !== closes || /["']{2}|“”/.test(text)) problems.push("broken quotes");
  return problems;
}

export function draftOf(idea: PretestIdea): IdeaDraftFields {
  return {
    ...idea,
    selfCritique: "The line could work harder.",
    visualPrompt: "A poster of the idea.",
    legendThinking: "1. Read the brief.",
  };
}

/**
 * Text rules of campaign ideas shared by the server (applied when ideas are stored) and the UI
 * (rendering, and anything it shows before the server answers). Pure functions, no imports
 * beyond constants, so both sides get exactly the same result.
 */
import { HEADLINE_TERMINATORS, THINKING_HIGHLIGHTED_STEP } from "./constants";

/**
 * Marks that end a line as well as the spec's five do: an ellipsis character is three full
 * stops, and the full-width forms are the same marks in Chinese or Japanese copy (the prompt
 * answers in the brief's language). Without them "Wait for it…" would become "Wait for it….".
 */
const TERMINATOR_EQUIVALENTS = ["…", "。", "！", "？", "；", "："] as const;
const TERMINATORS = new Set<string>([...HEADLINE_TERMINATORS, ...TERMINATOR_EQUIVALENTS]);

/**
 * Closing quotes and brackets are looked through: 'He said "Think small."' already ends its
 * sentence, and appending a stop after the quote would print '."."'.
 */
const CLOSERS = new Set(['"', "'", "”", "’", "»", "›", ")", "]", "}", "*", "_"]);

/**
 * Spec 5: a headline or campaign line gets a full stop appended unless it ends in . ! ? ; or :.
 * Surrounding whitespace is trimmed; empty text stays empty. Idempotent.
 */
export function withFullStop(text: string): string {
  const trimmed = text.trim();
  if (trimmed === "") return "";
  const chars = [...trimmed];
  let end = chars.length - 1;
  while (end >= 0 && CLOSERS.has(chars[end])) end -= 1;
  if (end >= 0 && TERMINATORS.has(chars[end])) return trimmed;
  return `${trimmed}.`;
}

export type ThinkingStep = {
  /** 1-based, as shown. */
  number: number;
  text: string;
  /** Spec 4: the sixth step (the creative leap) is highlighted. */
  highlighted: boolean;
};

/** "1. ", "2) ", "Step 3: " at the start of the text or after whitespace. */
const MARKER = /(^|\s)(?:step\s*)?(\d{1,2})\s*[.):]\s+/gi;

/**
 * Splits at numbered markers that count up from 1 in sequence, so numbers inside a step
 * ("grew 3. Then", "in 2024. ") only split when they are the next expected step number.
 */
function splitNumbered(text: string): string[] | null {
  const starts: { index: number; bodyStart: number }[] = [];
  let expected = 1;
  for (const match of text.matchAll(MARKER)) {
    if (Number(match[2]) !== expected) continue;
    const index = match.index + match[1].length;
    starts.push({ index, bodyStart: match.index + match[0].length });
    expected += 1;
  }
  if (starts.length < 2) return null;
  const steps = starts.map((start, i) =>
    text.slice(start.bodyStart, i + 1 < starts.length ? starts[i + 1].index : undefined),
  );
  // Anything before "1." (a heading such as "My thinking:") is not a step.
  return steps.map((step) => step.trim()).filter((step) => step !== "");
}

const BULLET = /^\s*(?:[-*•–]\s+)/;

/**
 * Legend thinking as numbered steps (spec 4). Models are asked for "1. ... 2. ..." lines, but
 * some write bullets, paragraphs or one run-on line; each still becomes a sensible list:
 * numbered markers first, then one step per line, then one per sentence.
 */
export function splitThinking(text: string): ThinkingStep[] {
  const trimmed = text.trim();
  if (trimmed === "") return [];
  let parts = splitNumbered(trimmed);
  if (parts === null) {
    const lines = trimmed
      .split(/\n+/)
      .map((line) => line.replace(BULLET, "").trim())
      .filter((line) => line !== "");
    parts =
      lines.length > 1
        ? lines
        : trimmed
            .split(/(?<=[.!?])\s+(?=[A-Z0-9"“'‘])/)
            .map((sentence) => sentence.trim())
            .filter((sentence) => sentence !== "");
  }
  return parts.map((part, index) => ({
    number: index + 1,
    text: part.replace(/\s*\n\s*/g, " "),
    highlighted: index + 1 === THINKING_HIGHLIGHTED_STEP,
  }));
}

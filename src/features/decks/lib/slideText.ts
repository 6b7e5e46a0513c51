import { DECK_LIMITS } from "../../../../shared/constants";
import { validationMessages } from "../../../../shared/errors";

/**
 * A slide's `content` is plain text (convex/decks: a short paragraph, or lines starting "- "):
 * bullets render as a list on the slide, in present mode and in the exports.
 */
export type SlideBody =
  { kind: "bullets"; items: string[] } | { kind: "paragraph"; text: string } | { kind: "empty" };

const BULLET = /^\s*[-•*]\s+/;

export function slideBody(content: string): SlideBody {
  const lines = content
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  if (lines.length === 0) return { kind: "empty" };
  if (lines.every((line) => BULLET.test(line))) {
    return { kind: "bullets", items: lines.map((line) => line.replace(BULLET, "")) };
  }
  return { kind: "paragraph", text: lines.join(" ") };
}

export type SlideDraftText = { title: string; content: string; speakerNotes: string };

/** The editor's check before saving: the server checks the same, with the same words. */
export function slideTextError(draft: SlideDraftText): string | null {
  if (draft.title.trim() === "") return "Give the slide a title.";
  if (draft.title.trim().length > DECK_LIMITS.titleChars) {
    return validationMessages.tooLong("Slide title", DECK_LIMITS.titleChars);
  }
  if (draft.content.trim().length > DECK_LIMITS.contentChars) {
    return validationMessages.tooLong("Slide text", DECK_LIMITS.contentChars);
  }
  if (draft.speakerNotes.trim().length > DECK_LIMITS.speakerNotesChars) {
    return validationMessages.tooLong("Speaker notes", DECK_LIMITS.speakerNotesChars);
  }
  return null;
}

/** `ids` with the item at `index` moved by `delta` (clamped at the ends). */
export function movedIds(ids: readonly string[], index: number, delta: -1 | 1): string[] {
  const target = index + delta;
  if (index < 0 || index >= ids.length || target < 0 || target >= ids.length) return [...ids];
  const next = [...ids];
  [next[index], next[target]] = [next[target], next[index]];
  return next;
}

/**
 * A campaign line inside a sentence: its closing full stop (spec 5 appends one to stored lines)
 * would end the sentence early ("presents First Class, Every Time. to your client").
 */
export function inlineLine(text: string): string {
  return text.trim().replace(/(?<!\.)\.$/, "");
}

/**
 * A failed job's words with the refund said once: some failure texts already say the credits
 * came back ("…Your Legend Credits were returned"), others don't ("Please try again").
 */
export function withRefundNote(message: string, credits: number): string {
  const text = message.trim();
  if (/legend credits? (?:were|was) (?:returned|refunded)/i.test(text)) return text;
  const note =
    credits === 1 ? "Your Legend Credit was returned." : "Your Legend Credits were returned.";
  return `${text} ${note}`;
}

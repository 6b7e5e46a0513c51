import { useEffect, useState } from "react";
import { PLACEHOLDER_EXAMPLES } from "../../../../shared/constants";

export type TypingOptions = {
  /** Stop typing (the visitor is writing, so the placeholder is hidden anyway). */
  paused?: boolean;
  /** Show the first example, still (prefers-reduced-motion). */
  reducedMotion?: boolean;
  /** Injected by tests; a number in [0, 1). */
  random?: () => number;
};

const { min, max } = PLACEHOLDER_EXAMPLES.typingMsPerChar;

/** Milliseconds before the next character: evenly spread from `min` to `max` inclusive. */
export function typingDelay(random: () => number = Math.random): number {
  return min + Math.min(max - min, Math.floor(random() * (max - min + 1)));
}

/**
 * Types each example out a character at a time (PLACEHOLDER_EXAMPLES.typingMsPerChar), holds
 * it for pauseMs, then starts the next one, cycling through the list. Returns the text to show.
 */
export function useTypingPlaceholder(
  examples: readonly string[],
  { paused = false, reducedMotion = false, random = Math.random }: TypingOptions = {},
): string {
  const [position, setPosition] = useState({ index: 0, length: 0 });
  const text = examples.length > 0 ? examples[position.index % examples.length] : "";

  useEffect(() => {
    if (paused || reducedMotion || text === "") return;
    const typed = position.length >= text.length;
    const delay = typed ? PLACEHOLDER_EXAMPLES.pauseMs : typingDelay(random);
    const timer = setTimeout(() => {
      setPosition((current) =>
        typed
          ? { index: current.index + 1, length: 0 }
          : { index: current.index, length: current.length + 1 },
      );
    }, delay);
    return () => clearTimeout(timer);
  }, [position, text, paused, reducedMotion, random]);

  if (reducedMotion) return examples[0] ?? "";
  return text.slice(0, position.length);
}

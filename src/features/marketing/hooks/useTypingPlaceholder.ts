import { useEffect, useRef } from "react";
import { PLACEHOLDER_EXAMPLES } from "../../../../shared/startupConstants";

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
 * it for pauseMs, then starts the next one, cycling through the list, handing each step's text
 * to `write`. Timers, not React state: a state update every ~35 ms kept interrupting React's
 * lower-priority work on a busy machine (a lazy section's or preview's retry render never got
 * to finish, and the home page's brief stayed on its placeholder). `write` may change
 * between renders; the typing keeps its place.
 */
export function useTypingPlaceholder(
  examples: readonly string[],
  write: (text: string) => void,
  { paused = false, reducedMotion = false, random = Math.random }: TypingOptions = {},
): void {
  // Where the typing is, kept across pauses.
  const position = useRef({ index: 0, length: 0 });

  useEffect(() => {
    if (examples.length === 0) return;
    if (reducedMotion) {
      write(examples[0] ?? "");
      return;
    }
    const textAt = ({ index, length }: { index: number; length: number }) =>
      examples[index % examples.length].slice(0, length);
    write(textAt(position.current));
    if (paused) return;

    let timer: ReturnType<typeof setTimeout>;
    const next = () => {
      const { index, length } = position.current;
      const typed = length >= examples[index % examples.length].length;
      timer = setTimeout(
        () => {
          position.current = typed
            ? { index: index + 1, length: 0 }
            : { index, length: length + 1 };
          write(textAt(position.current));
          next();
        },
        typed ? PLACEHOLDER_EXAMPLES.pauseMs : typingDelay(random),
      );
    };
    next();
    return () => clearTimeout(timer);
  }, [examples, write, paused, reducedMotion, random]);
}

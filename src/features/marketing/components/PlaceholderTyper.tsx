import type { RefObject } from "react";
import { usePrefersReducedMotion } from "@/lib/usePrefersReducedMotion";
import { usePlaceholderExamples } from "../hooks/usePlaceholderExamples";
import { useTypingPlaceholder } from "../hooks/useTypingPlaceholder";

/**
 * Types example ideas into a textarea's placeholder. Loaded just after the first screen (the
 * prompt works without it) and writing the attribute directly from the typing timers, so a
 * character re-renders nothing at all. Renders nothing.
 */
export default function PlaceholderTyper({
  target,
  paused,
}: {
  target: RefObject<HTMLTextAreaElement | null>;
  paused: boolean;
}) {
  const examples = usePlaceholderExamples();
  const reducedMotion = usePrefersReducedMotion();
  // Renders only when the examples, pause or motion setting change; the typing keeps its place.
  const write = (text: string) => target.current?.setAttribute("placeholder", text);
  useTypingPlaceholder(examples, write, { paused, reducedMotion });
  return null;
}

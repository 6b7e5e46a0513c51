import { useEffect, type RefObject } from "react";
import { usePrefersReducedMotion } from "@/lib/usePrefersReducedMotion";
import { usePlaceholderExamples } from "../hooks/usePlaceholderExamples";
import { useTypingPlaceholder } from "../hooks/useTypingPlaceholder";

/**
 * Types example ideas into a textarea's placeholder. Loaded just after the first screen (the
 * prompt works without it) and writing the attribute directly, so each character re-renders
 * this empty component only. Renders nothing.
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
  const typed = useTypingPlaceholder(examples, { paused, reducedMotion });
  const ready = examples.length > 0;
  useEffect(() => {
    if (ready) target.current?.setAttribute("placeholder", typed);
  }, [ready, typed, target]);
  return null;
}

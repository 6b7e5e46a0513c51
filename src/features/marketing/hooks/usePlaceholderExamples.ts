import { useEffect, useMemo, useState } from "react";
import { useQueries, type RequestForQueries } from "convex/react";
import { api } from "../../../../convex/_generated/api";
import { PLACEHOLDER_EXAMPLES } from "../../../../shared/startupConstants";

type Examples = { examples: string[] };

const NONE: readonly string[] = [];
/** A different shuffle per page load; each refresh moves to the next one. */
const firstSeed = Math.floor(Math.random() * 1_000_000);

function sameList(a: readonly string[], b: readonly string[]) {
  return a.length === b.length && a.every((text, i) => text === b[i]);
}

/**
 * Example ideas for the quick-start prompt's typing placeholder, from the seeded examples
 * (api.marketing.queries.placeholders), reshuffled every PLACEHOLDER_EXAMPLES.refreshMs. The
 * previous list stays while the next one loads, so the typing never stalls.
 */
export function usePlaceholderExamples(
  refreshMs: number = PLACEHOLDER_EXAMPLES.refreshMs,
): readonly string[] {
  const [seed, setSeed] = useState(firstSeed);
  useEffect(() => {
    const timer = setInterval(() => setSeed((value) => value + 1), refreshMs);
    return () => clearInterval(timer);
  }, [refreshMs]);

  const requests = useMemo(
    (): RequestForQueries => ({
      placeholderExamples: { query: api.marketing.queries.placeholders, args: { seed } },
    }),
    [seed],
  );
  const result = useQueries(requests).placeholderExamples as Examples | Error | undefined;

  const [examples, setExamples] = useState(NONE);
  const fresh = result !== undefined && !(result instanceof Error) ? result.examples : null;
  if (fresh !== null && !sameList(fresh, examples)) setExamples(fresh);
  return examples;
}

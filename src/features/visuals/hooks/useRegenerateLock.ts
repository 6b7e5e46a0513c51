import { useCallback, useEffect, useRef, useState } from "react";
import { COLLAGE } from "../../../../shared/constants";

/**
 * Spec 4 "Collage": the regenerate button locks for up to COLLAGE.regenerateLockMs, or until the
 * loading it started ends, whichever comes first. `run` locks, does the work, and unlocks when
 * it settles; a later lock is never released by an earlier run.
 */
export function useRegenerateLock() {
  const [locked, setLocked] = useState(false);
  const generation = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const run = useCallback(async (work: () => Promise<void>) => {
    generation.current += 1;
    const own = generation.current;
    const release = () => {
      if (generation.current !== own) return;
      clearTimeout(timer.current);
      setLocked(false);
    };
    setLocked(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(release, COLLAGE.regenerateLockMs);
    try {
      await work();
    } finally {
      release();
    }
  }, []);

  return { locked, run };
}

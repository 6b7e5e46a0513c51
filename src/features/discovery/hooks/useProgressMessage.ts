import { useEffect, useState } from "react";
import { DISCOVERY } from "../../../../shared/constants";
import { progressMessageAt } from "../lib/progressMessages";

/**
 * The rotating message for work that started at `startedAt` (ms): one timer per remaining
 * change (at 1, 3, 5, 7, 9, 11 and 13 s), none once the last message shows.
 */
export function useProgressMessage(startedAt: number): string {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const elapsed = Date.now() - startedAt;
    const timers = DISCOVERY.progressMessageSeconds
      .map((second) => second * 1000 - elapsed)
      .filter((delay) => delay > 0)
      .map((delay) => setTimeout(() => setNow(Date.now()), delay));
    return () => timers.forEach(clearTimeout);
  }, [startedAt]);
  return progressMessageAt(now - startedAt);
}

import { useEffect, useState } from "react";
import { STUDIO_LINE_MS, studioLine } from "../lib/studioLines";

/**
 * The rotating progress line of a working legend (spec 2: rotating step text). Starts again
 * from the server's step whenever it changes; stops when the legend is not working.
 */
export function useStudioLine(name: string, serverStep: string | null, active: boolean): string {
  const [state, setState] = useState({ step: serverStep, tick: 0 });
  // A new step from the server is shown at once.
  if (state.step !== serverStep) setState({ step: serverStep, tick: 0 });

  useEffect(() => {
    if (!active) return;
    const timer = setInterval(
      () => setState((current) => ({ ...current, tick: current.tick + 1 })),
      STUDIO_LINE_MS,
    );
    return () => clearInterval(timer);
  }, [active, serverStep]);

  return studioLine(name, serverStep, active ? state.tick : 0);
}

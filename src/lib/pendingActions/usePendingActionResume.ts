import { useEffect } from "react";
import { useConvexAuth } from "convex/react";
import { PENDING_STATE } from "../../../shared/constants";
import { readPendingAction, resumePendingAction } from "./pendingActions";

/**
 * Resumes a pending action once the visitor is signed in (spec 4): PENDING_STATE.resumeDelayMs
 * after authentication, then, while the handler is missing or not ready (its section still
 * loading, say), again every failsafePollIntervalMs, at most failsafePollMaxAttempts times.
 * Mounted once by the page whose features register the handlers.
 */
export function usePendingActionResume(): void {
  const { isAuthenticated } = useConvexAuth();
  useEffect(() => {
    if (!isAuthenticated || readPendingAction() === null) return;
    let polls = 0;
    let timer: ReturnType<typeof setTimeout>;
    const attempt = () => {
      if (resumePendingAction() !== "notReady") return;
      if (polls >= PENDING_STATE.failsafePollMaxAttempts) return;
      polls += 1;
      timer = setTimeout(attempt, PENDING_STATE.failsafePollIntervalMs);
    };
    timer = setTimeout(attempt, PENDING_STATE.resumeDelayMs);
    return () => clearTimeout(timer);
  }, [isAuthenticated]);
}

import { useEffect, useRef } from "react";
import type { StrategistOpening } from "./useStrategistModal";

/**
 * Strategist work kept in storage (a reload, or the Google sign-in redirect) reopens once the
 * auth state has settled: results and running jobs for anyone, a run that waited for sign-in
 * only once signed in (it then starts again by itself).
 */
export function useRestoredStrategies(
  auth: "loading" | "signedIn" | "signedOut",
  show: (opening: StrategistOpening) => void,
) {
  const checked = useRef(false);
  useEffect(() => {
    if (checked.current || auth === "loading") return;
    checked.current = true;
    // Only ever needed after a reload or redirect: fetched rather than shipped at start-up.
    void import("@/features/strategies/lib/storedStrategies").then(({ readStoredStrategies }) => {
      const record = readStoredStrategies();
      if (record === null) return;
      if (record.awaitingAuth && auth !== "signedIn") return;
      if (!record.awaitingAuth && record.result === null && record.run === null) return;
      show({ mode: record.form.mode, restored: record });
    });
  }, [auth, show]);
}

import { useEffect } from "react";
import { registerPendingActionHandler } from "@/lib/pendingActions/pendingActions";
import {
  parsePendingBrandAlternatives,
  type PendingBrandAlternatives,
} from "../lib/pendingBrandAlternatives";

/**
 * A visitor's 'Reimagine brand' (the BRAND_ALTERNATIVES pending action, spec 4), handed to
 * `onResume` once they are signed in: the dialog reopens on the legends they chose and asks.
 */
export function useBrandAlternativesResume(
  onResume: (pending: PendingBrandAlternatives) => void,
): void {
  useEffect(
    () =>
      registerPendingActionHandler("BRAND_ALTERNATIVES", {
        parse: parsePendingBrandAlternatives,
        resume: onResume,
      }),
    [onResume],
  );
}

import { useCallback, useState } from "react";
import { useMutation } from "convex/react";
import { useLiveQuery } from "@/lib/useLiveQuery";
import { savePendingAction } from "@/lib/pendingActions/pendingActions";
import { userFacingMessage } from "@/lib/userFacingMessage";
import { api } from "../../../../convex/_generated/api";
import { readAppError } from "../../../../shared/errors";
import type { BrandFields } from "../lib/types";

export type BrandAlternativesOptions = {
  signedIn: boolean;
  onRequireSignIn: () => void;
  onUpgrade: (error: unknown) => void;
  /** Closes the dialog before sign-in or the upgrade path takes over. */
  onLeave: () => void;
};

/**
 * One 'Reimagine brand' request: a visitor's click kept as the BRAND_ALTERNATIVES pending
 * action (resumed after sign-in), a short balance handed to the upgrade path, and the request's
 * names read live as each legend's answer lands.
 */
export function useBrandAlternatives({
  signedIn,
  onRequireSignIn,
  onUpgrade,
  onLeave,
}: BrandAlternativesOptions) {
  const request = useMutation(api.brandAlternatives.mutations.request);
  const [jobId, setJobId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const results = useLiveQuery(
    "brandAlternatives",
    api.brandAlternatives.queries.results,
    jobId === null ? "skip" : { jobId },
  );

  const start = useCallback(
    async (fields: BrandFields, legendIds: string[]): Promise<boolean> => {
      const keepForLater = () => {
        const { brand, audience, message, tone } = fields;
        savePendingAction("BRAND_ALTERNATIVES", {
          fields: { brand, audience, message, tone },
          legendIds,
        });
        onLeave();
        onRequireSignIn();
      };
      if (!signedIn) {
        keepForLater();
        return false;
      }
      setBusy(true);
      setError(null);
      try {
        // Only the four fields: the page may hand in the whole brief form.
        const { brand, audience, message, tone } = fields;
        setJobId(await request({ brand, audience, message, tone, selectedLegends: legendIds }));
        return true;
      } catch (failure) {
        const code = readAppError(failure)?.code;
        if (code === "UNAUTHENTICATED") keepForLater();
        else if (code === "INSUFFICIENT_CREDITS") {
          onLeave();
          onUpgrade(failure);
        } else setError(userFacingMessage(failure));
        return false;
      } finally {
        setBusy(false);
      }
    },
    [signedIn, request, onLeave, onRequireSignIn, onUpgrade],
  );

  const reset = useCallback(() => {
    setJobId(null);
    setError(null);
  }, []);

  return { start, reset, busy, error, jobId, results };
}

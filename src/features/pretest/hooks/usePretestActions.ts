import { useCallback, useState } from "react";
import { useMutation } from "convex/react";
import { toast } from "@/components/feedback/toast";
import { api } from "../../../../convex/_generated/api";
import type { Id } from "../../../../convex/_generated/dataModel";
import type { PretestDimension } from "../../../../shared/pretest";
import { reportPretestFailure } from "../lib/pretestErrors";
import { dimensionLabel } from "../lib/score";
import type { OnUpgrade } from "../lib/types";

export const RERUN_FAILED = "Couldn’t re-run the pre-test";
export const SHARPEN_FAILED = "Couldn’t sharpen this idea";

/** What is in flight: a re-run, or a Sharpen for one dimension. */
export type PretestPending = "rerun" | PretestDimension | null;

/**
 * 'Re-run pre-test' and 'Sharpen' for one idea. Each button is disabled while its request is in
 * flight; the scores and the new version then arrive live through the subscriptions.
 */
export function usePretestActions(ideaId: Id<"ideas">, onUpgrade?: OnUpgrade) {
  const rerunMutation = useMutation(api.pretest.mutations.rerun);
  const sharpenMutation = useMutation(api.pretest.mutations.sharpen);
  const [pending, setPending] = useState<PretestPending>(null);

  const rerun = useCallback(async () => {
    setPending("rerun");
    try {
      await rerunMutation({ ideaId });
    } catch (error) {
      reportPretestFailure(RERUN_FAILED, error, onUpgrade);
    } finally {
      setPending(null);
    }
  }, [ideaId, rerunMutation, onUpgrade]);

  const sharpen = useCallback(
    async (dimension: PretestDimension) => {
      setPending(dimension);
      try {
        await sharpenMutation({ ideaId, dimension });
        toast.success(`Sharpening for ${dimensionLabel(dimension)}…`, {
          description: "The new version appears beside this one; this one stays as it is.",
        });
      } catch (error) {
        reportPretestFailure(SHARPEN_FAILED, error, onUpgrade);
      } finally {
        setPending(null);
      }
    },
    [ideaId, sharpenMutation, onUpgrade],
  );

  return { pending, rerun, sharpen };
}

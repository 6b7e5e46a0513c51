import { useCallback, useEffect, useEffectEvent, useState } from "react";
import { useMutation } from "convex/react";
import type { FunctionArgs } from "convex/server";
import { toast } from "@/components/feedback/toast";
import {
  registerPendingActionHandler,
  savePendingAction,
} from "@/lib/pendingActions/pendingActions";
import { api } from "../../../../convex/_generated/api";
import { classifyIdeasError, IDEAS_LOGIN_REQUIRED } from "../lib/ideaErrors";
import { parseGenerateIdeasPayload, type GenerateIdeasPayload } from "../lib/pendingIdeas";
import type { IdeasBrief, PickedLegend } from "../lib/types";

export type IdeasExperimental = FunctionArgs<typeof api.ideas.mutations.generate>["experimental"];

export type IdeasGenerationOptions = {
  brief: IdeasBrief;
  legends: readonly PickedLegend[];
  signedIn: boolean;
  /** An admin's Experimental Mode settings for the next generation, or null. */
  experimental: IdeasExperimental | null;
  onRequireSignIn: () => void;
  onUpgrade: (error: unknown) => void;
  /** After sign-in, puts the legends kept with the pending action back in the selection. */
  onReselect: (legends: PickedLegend[]) => void;
  /** The legends have the brief: their columns are about to appear. */
  onStarted?: () => void;
};

type Phase =
  | { kind: "idle" }
  | { kind: "starting" }
  | { kind: "failed"; message: string; detail: string | null };

/** Why 'Get Creative Ideas' can't run now, in words, or null when it can (spec 5). */
export function blockedReason(brief: IdeasBrief, legends: readonly PickedLegend[]): string | null {
  if (!brief.hasBrief) return "Write or open a brief first: your legends pitch against it.";
  if (legends.length === 0) return "Choose at least one legend to pitch your brief.";
  return null;
}

/**
 * 'Get Creative Ideas' (spec 2, 4, 5): nothing without a brief and a legend; signed out, the
 * legends are kept as the GENERATE_IDEAS pending action and the sign-in dialog opens (after
 * sign-in the legends are reselected and the ideas generated); an unsaved brief is saved first;
 * running out of credits opens the upgrade dialog; any other failure says so with a retry.
 */
export function useIdeasGeneration({
  brief,
  legends,
  signedIn,
  experimental,
  onRequireSignIn,
  onUpgrade,
  onReselect,
  onStarted,
}: IdeasGenerationOptions) {
  const request = useMutation(api.ideas.mutations.generate);
  const [phase, setPhase] = useState<Phase>({ kind: "idle" });

  const run = useCallback(
    async (picked: readonly PickedLegend[]) => {
      if (blockedReason(brief, picked) !== null) return;
      if (!signedIn) {
        const payload: GenerateIdeasPayload = { legends: [...picked] };
        savePendingAction("GENERATE_IDEAS", payload);
        toast.error(IDEAS_LOGIN_REQUIRED.title, { description: IDEAS_LOGIN_REQUIRED.description });
        onRequireSignIn();
        return;
      }
      setPhase({ kind: "starting" });
      try {
        const briefId = await brief.ensureSaved();
        if (briefId === null) {
          setPhase({ kind: "idle" });
          return;
        }
        await request({
          briefId,
          legendIds: picked.map((legend) => legend.id),
          ...(experimental ? { experimental } : {}),
        });
        setPhase({ kind: "idle" });
        onStarted?.();
      } catch (error) {
        const failure = classifyIdeasError(error);
        if (failure.kind === "upgrade") {
          setPhase({ kind: "idle" });
          onUpgrade(error);
        } else if (failure.kind === "session") {
          setPhase({ kind: "idle" });
          toast.error(failure.title, { description: failure.description });
          onRequireSignIn();
        } else {
          setPhase({ kind: "failed", message: failure.message, detail: failure.detail });
        }
      }
    },
    [brief, signedIn, experimental, request, onRequireSignIn, onUpgrade, onStarted],
  );

  const resume = useEffectEvent(({ legends: kept }: GenerateIdeasPayload) => {
    // Not ready until the session and the brief are back on screen: the resume poll retries.
    if (!signedIn || !brief.hasBrief || brief.busy) return false;
    onReselect(kept);
    void run(kept);
    return true;
  });
  useEffect(
    () =>
      registerPendingActionHandler("GENERATE_IDEAS", {
        parse: parseGenerateIdeasPayload,
        resume: (payload) => resume(payload),
      }),
    [],
  );

  return {
    /** Why the button is disabled, or null. */
    blocked: blockedReason(brief, legends),
    starting: phase.kind === "starting",
    failure: phase.kind === "failed" ? phase : null,
    generate: () => void run(legends),
    dismissFailure: () => setPhase({ kind: "idle" }),
  };
}

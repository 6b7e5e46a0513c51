import { useCallback, useState } from "react";
import { useMutation } from "convex/react";
import { useLiveQuery } from "@/lib/useLiveQuery";
import { isUpgradeError } from "@/lib/upgradePrompt";
import { api } from "../../../../convex/_generated/api";
import { messages, readAppError } from "../../../../shared/errors";
import type { TeamLegend } from "../lib/types";

export type VisualRequest = {
  magicPrompt: boolean;
  includeText: boolean;
  aspectRatio: string;
  /** Admins only; everyone else gets the admin defaults. */
  provider?: string;
  model?: string;
  teamLegend: TeamLegend | null;
};

export type VisualGenerationStatus = "idle" | "starting" | "running" | "failed" | "succeeded";

type Run = { jobId: string; request: VisualRequest; startedAt: number };

const failedText = messages.visualAndFavourite.visualFailed;

/** The visual a finished job made (its result is { visualId, ideaId, urls, usedPrompt }). */
/**
 * Generate visual (spec 2, 7): start the job, follow it live, and say what went wrong in the
 * spec's words. Out of Legend Credits opens the upgrade path instead; a request the server
 * refused as invalid shows its reason. The new visual itself arrives in the live list.
 */
export function useVisualGeneration(
  ideaId: string,
  onInsufficientCredits?: (error: unknown) => void,
) {
  const generate = useMutation(api.visuals.mutations.generateVisual);
  const [run, setRun] = useState<Run | null>(null);
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);
  const job = useLiveQuery(
    "visualJob",
    api.generation.queries.job,
    run ? { jobId: run.jobId } : "skip",
  );

  const start = useCallback(
    async (request: VisualRequest) => {
      setStarting(true);
      setStartError(null);
      try {
        const { jobId } = await generate({
          ideaId,
          magicPrompt: request.magicPrompt,
          includeText: request.includeText,
          aspectRatio: request.aspectRatio,
          ...(request.provider ? { provider: request.provider } : {}),
          ...(request.model ? { model: request.model } : {}),
          ...(request.teamLegend ? { teamLegendId: request.teamLegend.id } : {}),
        });
        setRun({ jobId, request, startedAt: Date.now() });
      } catch (error) {
        if (isUpgradeError(error)) {
          onInsufficientCredits?.(error);
        } else {
          const appError = readAppError(error);
          setStartError(appError?.code === "INVALID_ARGUMENT" ? appError.message : failedText);
        }
      } finally {
        setStarting(false);
      }
    },
    [generate, ideaId, onInsufficientCredits],
  );

  const live = run !== null && job.status === "ready" ? job.data : null;
  let status: VisualGenerationStatus = "idle";
  if (starting) status = "starting";
  else if (startError !== null || (run !== null && job.status === "error")) status = "failed";
  else if (live?.status === "failed") status = "failed";
  else if (live?.status === "succeeded") status = "succeeded";
  else if (run !== null) status = "running";

  const result = live?.kind === "visual" && live.status === "succeeded" ? live.result : null;
  return {
    status,
    /** The spec's failure text, or the server's reason for an invalid request. */
    error: status === "failed" ? (startError ?? failedText) : null,
    /** What the running job is doing. */
    step: live?.step ?? null,
    startedAt: run?.startedAt ?? null,
    /** The legend teamed up on the running (or last) request. */
    teamLegend: run?.request.teamLegend ?? null,
    /** The visual the last job made, to point it out in the list. */
    newVisualId: result?.visualId ?? null,
    start,
  };
}

import { useCallback, useEffect, useState } from "react";
import { useMutation } from "convex/react";
import { useNavigate } from "react-router-dom";
import { useLiveQuery } from "@/lib/useLiveQuery";
import { userFacingMessage } from "@/lib/userFacingMessage";
import { api } from "../../../../convex/_generated/api";
import type { Id } from "../../../../convex/_generated/dataModel";
import { ROUTES } from "../../../../shared/constants";
import { readAppError } from "../../../../shared/errors";
import type { DiscoveryRequest } from "../lib/types";

export type DiscoveryJob = {
  status: "queued" | "running" | "succeeded" | "failed";
  step: string | null;
  errorMessage: string | null;
  createdAt: number;
};

/**
 * One Discovery IQ run (spec 4): idle → processing (the job followed live) → complete (go to
 * /discovery/{sessionId}) or failed (the job's credits come back by themselves). A shortage of
 * credits at the server goes to `onInsufficientCredits` (the upgrade path).
 */
export function useDiscoveryRun(onInsufficientCredits: (error: unknown) => void) {
  const request = useMutation(api.discovery.mutations.request);
  const navigate = useNavigate();
  const [jobId, setJobId] = useState<Id<"generationJobs"> | null>(null);
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [last, setLast] = useState<DiscoveryRequest | null>(null);
  const [starting, setStarting] = useState(false);
  const [invalid, setInvalid] = useState<string | null>(null);
  const live = useLiveQuery("discoveryJob", api.generation.queries.job, jobId ? { jobId } : "skip");
  const data = jobId && live.status === "ready" ? live.data : null;
  const job: DiscoveryJob | null = data;
  const result = data?.kind === "discovery" && data.status === "succeeded" ? data.result : null;
  const sessionId = result?.sessionId ?? null;

  useEffect(() => {
    if (sessionId) void navigate(ROUTES.discoverySession(sessionId));
  }, [sessionId, navigate]);

  const start = useCallback(
    async (values: DiscoveryRequest) => {
      setLast(values);
      setInvalid(null);
      setStarting(true);
      setStartedAt(Date.now());
      try {
        setJobId(await request(values));
      } catch (error) {
        setStartedAt(null);
        if (readAppError(error)?.code === "INSUFFICIENT_CREDITS") onInsufficientCredits(error);
        else setInvalid(userFacingMessage(error));
      } finally {
        setStarting(false);
      }
    },
    [request, onInsufficientCredits],
  );

  const reset = useCallback(() => {
    setJobId(null);
    setStartedAt(null);
    setInvalid(null);
  }, []);

  const failed = job?.status === "failed" || (job?.status === "succeeded" && !sessionId);
  const processing = starting || (jobId !== null && !failed);
  const state = failed ? "failed" : processing ? "processing" : "idle";
  return { state, job, startedAt, last, invalid, start, reset } as const;
}

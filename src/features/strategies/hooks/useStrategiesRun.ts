import { useCallback, useEffect, useState } from "react";
import { useConvexAuth, useMutation } from "convex/react";
import { toast } from "@/components/feedback/toast";
import { useLiveQuery } from "@/lib/useLiveQuery";
import { api } from "../../../../convex/_generated/api";
import { classifyStrategyError } from "../lib/strategyErrors";
import { writeStoredStrategies, type StoredStrategies } from "../lib/storedStrategies";
import type { StrategiesRun, StrategistFormInput, StrategyResult } from "../lib/types";
import { visitorSessionId } from "@/lib/visitorSession";

export type StrategiesRunCallbacks = {
  /** Sign-in is required to run again: the form is saved; run it again once signed in. */
  onSignInRequired: () => void;
  onUpgrade: (error: unknown) => void;
};

function requestArgs(form: StrategistFormInput, sessionId: string | null) {
  const optional = (value: string) => (value.trim() === "" ? undefined : value);
  return {
    mode: form.mode,
    websiteUrl: optional(form.websiteUrl),
    additionalContext: optional(form.additionalContext),
    discoveryIQSessionId: optional(form.discoveryIQSessionId),
    ...(sessionId ? { sessionId } : {}),
  };
}

/**
 * One strategies run: the request, then the job followed live (signed in: generation.job;
 * visitors: generation.visitorJob with their browser key). The form, job and result are kept
 * in storage as they change, so a reload or the Google redirect brings them back.
 */
export function useStrategiesRun(
  restored: StoredStrategies | null,
  { onSignInRequired, onUpgrade }: StrategiesRunCallbacks,
) {
  const { isAuthenticated } = useConvexAuth();
  const request = useMutation(api.strategies.mutations.request);
  const [form, setForm] = useState<StrategistFormInput | null>(restored?.form ?? null);
  const [run, setRun] = useState<StrategiesRun | null>(
    restored?.result ? null : (restored?.run ?? null),
  );
  const [kept, setKept] = useState(
    restored?.result ? { result: restored.result, provider: restored.provider } : null,
  );
  const [starting, setStarting] = useState(false);
  const [invalid, setInvalid] = useState<string | null>(null);

  const userJob = useLiveQuery(
    "strategiesJob",
    api.generation.queries.job,
    run?.via === "user" ? { jobId: run.jobId } : "skip",
  );
  const visitorJob = useLiveQuery(
    "strategiesVisitorJob",
    api.generation.queries.visitorJob,
    run?.via === "visitor" && run.sessionId
      ? { jobId: run.jobId, sessionId: run.sessionId }
      : "skip",
  );
  const job = run?.via === "visitor" ? visitorJob : userJob;
  const liveJob = run !== null && job.status === "ready" ? job.data : null;
  const result: StrategyResult | null =
    liveJob?.kind === "strategies" && liveJob.status === "succeeded" ? liveJob.result : null;
  const provider = liveJob?.provider ?? null;
  const outcome = kept ?? (result === null ? null : { result, provider });

  // The result is what survives a redirect; record it once it arrives.
  useEffect(() => {
    if (result === null || form === null) return;
    writeStoredStrategies({ form, run, result, provider, awaitingAuth: false });
  }, [result, provider, form, run]);

  const start = useCallback(
    async (values: StrategistFormInput) => {
      setForm(values);
      setInvalid(null);
      setStarting(true);
      const sessionId = isAuthenticated ? null : visitorSessionId();
      try {
        const jobId = await request(requestArgs(values, sessionId));
        const next: StrategiesRun = {
          jobId,
          via: isAuthenticated ? "user" : "visitor",
          sessionId,
        };
        setKept(null);
        setRun(next);
        writeStoredStrategies({
          form: values,
          run: next,
          result: null,
          provider: null,
          awaitingAuth: false,
        });
      } catch (error) {
        const failure = classifyStrategyError(error);
        if (failure.kind === "signIn") {
          toast.error(failure.title, { description: failure.details });
          writeStoredStrategies({
            form: values,
            run: null,
            result: null,
            provider: null,
            awaitingAuth: true,
          });
          onSignInRequired();
        } else if (failure.kind === "upgrade") {
          onUpgrade(error);
        } else if (failure.kind === "invalid") {
          setInvalid(failure.message);
        } else {
          toast.error(failure.title, { description: failure.description });
        }
      } finally {
        setStarting(false);
      }
    },
    [isAuthenticated, request, onSignInRequired, onUpgrade],
  );

  /** Back to the form, keeping what was typed. */
  const reset = useCallback(() => {
    setRun(null);
    setKept(null);
    setInvalid(null);
  }, []);

  return {
    form,
    run,
    job: run === null ? null : job,
    outcome,
    starting,
    invalid,
    start,
    reset,
  };
}

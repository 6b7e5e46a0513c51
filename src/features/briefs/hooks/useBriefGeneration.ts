import { useCallback, useRef, useState, type Dispatch, type SetStateAction } from "react";
import { useMutation } from "convex/react";
import { toast } from "@/components/feedback/toast";
import { savePendingAction } from "@/lib/pendingActions/pendingActions";
import { useLiveQuery } from "@/lib/useLiveQuery";
import { visitorSessionId } from "@/lib/visitorSession";
import { api } from "../../../../convex/_generated/api";
import type { BriefFormValues } from "../../../../shared/schemas/brief";
import { generateArgs, type ExperimentalRequest, type GenerateArgs } from "../lib/briefArgs";
import { classifyBriefError } from "../lib/briefErrors";
import type { BriefDraft, BriefFormInput, SavedBrief } from "../lib/types";

export type BriefGenerationOptions = {
  draft: BriefDraft;
  setDraft: Dispatch<SetStateAction<BriefDraft>>;
  saved: SavedBrief | null;
  signedIn: boolean;
  isAdmin: boolean;
  experimental: ExperimentalRequest | null;
  /** Clears the refinement once it has been sent. */
  onSent: () => void;
  /** The finished brief is on screen. */
  onApplied: () => void;
  onRequireSignIn: () => void;
  onUpgrade: (error: unknown) => void;
};

/**
 * Generate brief (spec 4 "Brief", 6): a brief job followed live whose markdown replaces the
 * brief on screen once. Visitors generate too, with the browser's visitor key (a few free runs);
 * once those are used the server asks for sign-in, and the form is kept as the GENERATE_BRIEF
 * pending action and resumed after authentication.
 */
export function useBriefGeneration({
  draft,
  setDraft,
  saved,
  signedIn,
  isAdmin,
  experimental,
  onSent,
  onApplied,
  onRequireSignIn,
  onUpgrade,
}: BriefGenerationOptions) {
  const request = useMutation(api.briefs.mutations.generate);
  const [starting, setStarting] = useState(false);
  const lastArgs = useRef<GenerateArgs | null>(null);
  // A visitor's job is read with their key, also after they sign in (it has no owner).
  const visitorKey = draft.jobVisitorKey;
  const userJob = useLiveQuery(
    "briefJob",
    api.generation.queries.job,
    draft.jobId && !visitorKey ? { jobId: draft.jobId } : "skip",
  );
  const visitorJob = useLiveQuery(
    "briefVisitorJob",
    api.generation.queries.visitorJob,
    draft.jobId && visitorKey ? { jobId: draft.jobId, sessionId: visitorKey } : "skip",
  );
  const job = visitorKey ? visitorJob : userJob;
  const live = job.status === "ready" && job.data.id === draft.jobId ? job.data : null;
  const waiting = draft.jobId !== null && draft.jobId !== draft.appliedJobId;

  // The finished brief replaces the one on screen, once per job.
  if (waiting && live?.kind === "brief" && live.status === "succeeded" && live.result !== null) {
    setDraft({
      ...draft,
      content: live.result.creativeBrief,
      appliedJobId: live.id,
      suggestedTitle: live.result.title,
    });
    onApplied();
  }

  const failed = waiting && (live?.status === "failed" || job.status === "error");
  const generating = starting || (waiting && !failed);

  /** Sends a request; `keep` is the form to resume with if the server asks for sign-in. */
  const send = useCallback(
    async (args: GenerateArgs, keep?: BriefFormInput) => {
      lastArgs.current = args;
      setStarting(true);
      try {
        const jobId = await request(args);
        setDraft((current) => ({ ...current, jobId, jobVisitorKey: args.sessionId ?? null }));
        onSent();
      } catch (error) {
        const failure = classifyBriefError(error, "generate");
        if (failure.kind === "signIn" && keep) savePendingAction("GENERATE_BRIEF", { form: keep });
        if (failure.kind === "upgrade") onUpgrade(error);
        else toast.error(failure.title, { description: failure.description });
        if (failure.kind === "signIn" || failure.kind === "session") onRequireSignIn();
      } finally {
        setStarting(false);
      }
    },
    [request, setDraft, onSent, onUpgrade, onRequireSignIn],
  );

  /** Generates from the validated form; `raw` is what is kept if sign-in comes first. */
  const generate = useCallback(
    async (values: BriefFormValues, raw: BriefFormInput) => {
      const args = generateArgs(values, { content: draft.content, saved, isAdmin, experimental });
      await send(signedIn ? args : { ...args, sessionId: visitorSessionId() }, raw);
    },
    [signedIn, send, draft.content, saved, isAdmin, experimental],
  );

  /** Sends the last request again; false when there is none (after a reload). */
  const retry = useCallback((): boolean => {
    if (lastArgs.current === null) return false;
    void send(lastArgs.current);
    return true;
  }, [send]);

  return {
    generating,
    /** The job to show progress for while it runs or after it failed. */
    job: waiting && live ? live : null,
    failed,
    /** The newest job (also once applied): who wrote the brief and, for admins, how. */
    lastJob: live,
    generate,
    retry,
  };
}

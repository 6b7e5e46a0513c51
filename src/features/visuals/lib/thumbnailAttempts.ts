import { THUMBNAIL_RETRY } from "../../../../shared/constants";
import type { LiveQueryState } from "@/lib/useLiveQuery";
import { isAbortError, sleep, type LiveValue } from "./liveValue";
import {
  exhaustedMessage,
  outcomeOfError,
  outcomeOfView,
  type AttemptOutcome,
} from "./thumbnailOutcome";
import { requestThumbnailsOnce, type SendThumbnailsRequest } from "./thumbnailRequests";
import type { ThumbnailsView } from "./types";

/**
 * Getting an idea's collage (spec 4): ask for it (the server answers existing thumbnails, joins
 * a running generation or starts one), follow the live query until that generation finishes,
 * and try again up to THUMBNAIL_RETRY.maxAttempts times, THUMBNAIL_RETRY.delayMs apart, while
 * the result is empty or failed. Out of credits and flagged content end it at once.
 */

export type LiveThumbnails = LiveValue<LiveQueryState<ThumbnailsView>>;

export type ThumbnailAttemptsInput = {
  ideaId: string;
  /** Regenerate: every attempt asks for new images, and the last failure says so. */
  refresh: boolean;
  live: LiveThumbnails;
  send: SendThumbnailsRequest;
  signal: AbortSignal;
  onAttempt?: (attempt: number) => void;
};

export type ThumbnailAttemptsResult = Exclude<AttemptOutcome, { kind: "retry" }>;

/** The live view once it has loaded; a failed subscription ends the wait with an error. */
function loaded(state: LiveQueryState<ThumbnailsView>): ThumbnailsView | undefined {
  if (state.status === "error") throw state.error;
  return state.status === "ready" ? state.data : undefined;
}

/** Waits for generation `jobId` to finish, as the live query reports it. */
function finished(live: LiveThumbnails, jobId: string | null, signal: AbortSignal) {
  let seen = false;
  return live.when((state) => {
    const view = loaded(state);
    if (view === undefined) return undefined;
    if (view.status === "running") {
      seen ||= view.jobId === jobId;
      return undefined;
    }
    // A later generation (another tab) may replace ours before this page hears it finish.
    return view.jobId === jobId || seen ? view : undefined;
  }, signal);
}

async function attemptOnce(input: ThumbnailAttemptsInput): Promise<AttemptOutcome> {
  const { ideaId, refresh, live, send, signal } = input;
  const current = live.get();
  let jobId: string | null;
  if (current.status === "ready" && current.data.status === "running" && current.data.jobId) {
    // A generation is already running: join it, there is nothing to ask for.
    jobId = current.data.jobId;
  } else {
    try {
      const answer = await requestThumbnailsOnce(ideaId, refresh, send);
      signal.throwIfAborted();
      if (answer.status === "ready") {
        // Existing thumbnails were answered: the collage is whatever the idea holds now.
        const view = await live.when(loaded, signal);
        return view.urls.length > 0 ? { kind: "ready", urls: view.urls } : { kind: "retry" };
      }
      jobId = answer.jobId;
    } catch (error) {
      if (isAbortError(error)) throw error;
      return outcomeOfError(error);
    }
  }
  return outcomeOfView(await finished(live, jobId, signal));
}

/** Resolves with images or the spec's failure text; rejects only when `signal` aborts. */
export async function runThumbnailAttempts(
  input: ThumbnailAttemptsInput,
): Promise<ThumbnailAttemptsResult> {
  for (let attempt = 1; attempt <= THUMBNAIL_RETRY.maxAttempts; attempt += 1) {
    input.onAttempt?.(attempt);
    let outcome: AttemptOutcome;
    try {
      outcome = await attemptOnce(input);
    } catch (error) {
      if (isAbortError(error)) throw error;
      // The live subscription failed while we waited: another attempt subscribes afresh.
      outcome = { kind: "retry" };
    }
    if (outcome.kind !== "retry") return outcome;
    if (attempt < THUMBNAIL_RETRY.maxAttempts) await sleep(THUMBNAIL_RETRY.delayMs, input.signal);
  }
  return {
    kind: "fatal",
    message: exhaustedMessage(input.refresh),
    insufficientCredits: false,
  };
}

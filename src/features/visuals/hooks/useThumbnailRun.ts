import { useCallback, useEffect, useRef, useState } from "react";
import { messages } from "../../../../shared/errors";
import { isAbortError } from "../lib/liveValue";
import { runThumbnailAttempts, type LiveThumbnails } from "../lib/thumbnailAttempts";
import {
  clearThumbnailCache,
  readThumbnailCache,
  writeThumbnailCache,
} from "../lib/thumbnailCache";
import type { SendThumbnailsRequest } from "../lib/thumbnailRequests";

export type ThumbnailRun =
  | { kind: "none" }
  | { kind: "running"; refresh: boolean; attempt: number; startedAt: number }
  | { kind: "failed"; refresh: boolean; message: string };

type State = { ideaId: string; cached: string[] | null; run: ThumbnailRun };

const fresh = (ideaId: string): State => ({
  ideaId,
  cached: readThumbnailCache(ideaId),
  run: { kind: "none" },
});

/**
 * The page's side of getting a collage: the session cache as it was read, and the attempts this
 * page is running (started, retried, failed), stopped when the component goes away or shows
 * another idea. useThumbnails decides when to start.
 */
export function useThumbnailRun(
  ideaId: string,
  live: LiveThumbnails,
  send: SendThumbnailsRequest,
  onInsufficientCredits: ((error: unknown) => void) | undefined,
) {
  const [state, setState] = useState(() => fresh(ideaId));
  if (state.ideaId !== ideaId) setState(fresh(ideaId));
  const controller = useRef<AbortController | null>(null);

  // The latest mutation and callback, for work that outlives the render that started it.
  const latest = useRef({ send, onInsufficientCredits });
  useEffect(() => {
    latest.current = { send, onInsufficientCredits };
  });

  // Stop following a generation nobody shows any more (it carries on on the server).
  useEffect(() => () => controller.current?.abort(), [ideaId]);

  const setRun = useCallback(
    (update: (run: ThumbnailRun) => ThumbnailRun, cached?: string[] | null) =>
      setState((current) =>
        current.ideaId === ideaId
          ? {
              ...current,
              run: update(current.run),
              ...(cached === undefined ? {} : { cached }),
            }
          : current,
      ),
    [ideaId],
  );

  const start = useCallback(
    (refresh: boolean): Promise<void> => {
      controller.current?.abort();
      const own = new AbortController();
      controller.current = own;
      const active = () => !own.signal.aborted;
      setRun(() => ({ kind: "running", refresh, attempt: 1, startedAt: Date.now() }));
      return runThumbnailAttempts({
        ideaId,
        refresh,
        live,
        send: (args) => latest.current.send(args),
        signal: own.signal,
        onAttempt: (attempt) =>
          setRun((run) => (run.kind === "running" && active() ? { ...run, attempt } : run)),
      }).then(
        (result) => {
          if (!active()) return;
          if (result.kind === "ready") {
            writeThumbnailCache(ideaId, result.urls);
            setRun(() => ({ kind: "none" }), result.urls);
            return;
          }
          setRun(() => ({ kind: "failed", refresh, message: result.message }));
          if (result.insufficientCredits) latest.current.onInsufficientCredits?.(result.error);
        },
        (error: unknown) => {
          if (!active() || isAbortError(error)) return;
          const message = messages.thumbnails.unexpected;
          setRun(() => ({ kind: "failed", refresh, message }));
        },
      );
    },
    [ideaId, live, setRun],
  );

  /** Spec 4: regenerate clears the cache and asks again with refresh. */
  const regenerate = useCallback(() => {
    clearThumbnailCache(ideaId);
    setRun((run) => run, null);
    return start(true);
  }, [ideaId, setRun, start]);

  /** Forget a failure and let the live query decide again (after it failed itself). */
  const reset = useCallback(() => {
    controller.current?.abort();
    setRun(() => ({ kind: "none" }));
  }, [setRun]);

  const current = state.ideaId === ideaId ? state : fresh(ideaId);
  return { run: current.run, cached: current.cached, start, regenerate, reset };
}

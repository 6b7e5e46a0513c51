import { useCallback, useEffect, useState } from "react";
import { useMutation } from "convex/react";
import { useLiveQuery } from "@/lib/useLiveQuery";
import { api } from "../../../../convex/_generated/api";
import { THUMBNAIL_RETRY } from "../../../../shared/constants";
import { messages } from "../../../../shared/errors";
import { LiveValue } from "../lib/liveValue";
import { readThumbnailCache, writeThumbnailCache } from "../lib/thumbnailCache";
import { useThumbnailRun } from "./useThumbnailRun";

export type ThumbnailsStatus = "idle" | "loading" | "success" | "error";

export type UseThumbnailsOptions = {
  /**
   * Generate when the idea has no thumbnails yet (spec 4 "generate (first time)"). Off: such an
   * idea is `idle` until `generate()`. Default on.
   */
  autoGenerate?: boolean;
  /**
   * May this person ask for thumbnails at all (start one or join a running one)? Off for a
   * viewer of a shared brief: a running generation still shows live from the query. Default on.
   */
  canRequest?: boolean;
  /** Legend Credits ran out (the 402 case): open the upgrade path with this error. */
  onInsufficientCredits?: (error: unknown) => void;
};

export type Thumbnails = {
  status: ThumbnailsStatus;
  /**
   * Hero first, then the headline and concept images. Kept while regenerating and after a
   * failed regenerate, so the previous collage stays in view.
   */
  urls: string[];
  /** The spec's text (section 8, Thumbnails) when status is error. */
  error: string | null;
  /** What the studio is doing, while loading. */
  step: string | null;
  /** Who drew the newest images ("offline-studio" earns the Offline studio label). */
  provider: string | null;
  /** 1-based attempt while this page is loading (up to THUMBNAIL_RETRY.maxAttempts), else 0. */
  attempt: number;
  /** A regenerate is under way. */
  regenerating: boolean;
  /** When the current generation started on this page (for "this can take a minute"). */
  startedAt: number | null;
  /** First generation (idle) or another go after an error; resolves when loading ends. */
  generate: () => Promise<void>;
  /** Clears the cache and asks for new images; resolves when loading ends. */
  regenerate: () => Promise<void>;
  /** After an error: subscribe again and repeat what failed; resolves when loading ends. */
  retry: () => Promise<void>;
};

const sameUrls = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((url, index) => url === b[index]);

/**
 * An idea's collage thumbnails (spec 4 "Thumbnails per idea"): a valid session cache first, then
 * the live query; an idea without thumbnails is generated (autoGenerate), a running generation
 * joined, an empty or failed result retried. One request per idea at a time on the page.
 * States loading → success | error with the spec's texts (idle without autoGenerate).
 */
export function useThumbnails(ideaId: string, options: UseThumbnailsOptions = {}): Thumbnails {
  const { autoGenerate = true, canRequest = true, onInsufficientCredits } = options;
  const live = useLiveQuery("thumbnails", api.visuals.queries.thumbnails, { ideaId });
  const send = useMutation(api.visuals.mutations.requestThumbnails);
  const [liveValue] = useState(() => new LiveValue<typeof live>(live));
  useEffect(() => {
    liveValue.set(live);
  });
  const { run, cached, start, regenerate, reset } = useThumbnailRun(
    ideaId,
    liveValue,
    send,
    onInsufficientCredits,
  );

  const view = live.status === "ready" ? live.data : null;
  const liveUrls = view?.urls ?? [];

  // No valid cache: generate the first time, or join a generation already running.
  const shouldStart =
    canRequest &&
    run.kind === "none" &&
    cached === null &&
    view !== null &&
    (view.status === "running" || (autoGenerate && view.urls.length === 0));
  useEffect(() => {
    if (shouldStart) void start(false);
  }, [shouldStart, start]);

  // Keep the cache in step with what the server holds (a first load, a regenerate elsewhere).
  useEffect(() => {
    if (view === null || view.status === "running" || view.urls.length === 0) return;
    const stored = readThumbnailCache(ideaId);
    if (stored === null || !sameUrls(stored, view.urls)) writeThumbnailCache(ideaId, view.urls);
  }, [ideaId, view]);

  const { retry: resubscribe } = live;
  const failedLive = live.status === "error";
  const retryRefresh = run.kind === "failed" && run.refresh;
  const retry = useCallback(async () => {
    if (!failedLive) return start(retryRefresh);
    // Subscribe again; once it answers, the collage is shown, joined or generated as on mount.
    resubscribe();
    reset();
  }, [failedLive, resubscribe, reset, retryRefresh, start]);
  const generate = useCallback(() => start(false), [start]);

  const base = {
    urls: liveUrls.length > 0 ? liveUrls : (cached ?? []),
    provider: view?.provider ?? null,
    generate,
    regenerate,
    retry,
  };
  if (run.kind === "running") {
    const retrying =
      run.attempt > 1 ? `Trying again (${run.attempt} of ${THUMBNAIL_RETRY.maxAttempts})…` : null;
    return {
      ...base,
      status: "loading",
      error: null,
      step: (view?.status === "running" ? view.step : null) ?? retrying,
      attempt: run.attempt,
      regenerating: run.refresh,
      startedAt: run.startedAt,
    };
  }
  const settled = { ...base, step: null, attempt: 0, regenerating: false, startedAt: null };
  if (run.kind === "failed") return { ...settled, status: "error", error: run.message };
  if (cached !== null && liveUrls.length === 0) {
    return { ...settled, status: "success", error: null };
  }
  if (failedLive) return { ...settled, status: "error", error: messages.thumbnails.unexpected };
  if (view === null) return { ...settled, status: "loading", error: null };
  if (view.urls.length > 0) return { ...settled, status: "success", error: null };
  if (view.status === "running" || autoGenerate) {
    return { ...settled, status: "loading", error: null, step: view.step };
  }
  if (view.status === "failed") {
    const error = view.errorMessage ?? messages.thumbnails.exhausted;
    return { ...settled, status: "error", error };
  }
  return { ...settled, status: "idle", error: null };
}

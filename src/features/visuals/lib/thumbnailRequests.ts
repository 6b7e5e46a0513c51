import type { FunctionReturnType } from "convex/server";
import type { api } from "../../../../convex/_generated/api";

/**
 * One thumbnails request per idea at a time on this page (spec 4): cards, dialogs and retries
 * that ask for the same idea's collage while a request is on its way share it instead of sending
 * another. The server does the same for the generation itself: a request while its job runs
 * joins that job, so nothing is generated or paid for twice.
 */

export type ThumbnailsRequest = FunctionReturnType<typeof api.visuals.mutations.requestThumbnails>;
export type ThumbnailsRequestArgs = { ideaId: string; refresh?: boolean };
export type SendThumbnailsRequest = (args: ThumbnailsRequestArgs) => Promise<ThumbnailsRequest>;

const inFlight = new Map<string, Promise<ThumbnailsRequest>>();

export function requestThumbnailsOnce(
  ideaId: string,
  refresh: boolean,
  send: SendThumbnailsRequest,
): Promise<ThumbnailsRequest> {
  const running = inFlight.get(ideaId);
  if (running) return running;
  const request = send(refresh ? { ideaId, refresh: true } : { ideaId });
  inFlight.set(ideaId, request);
  const release = () => {
    if (inFlight.get(ideaId) === request) inFlight.delete(ideaId);
  };
  request.then(release, release);
  return request;
}

/** Tests only: forget requests a previous test left unanswered. */
export function resetThumbnailRequests(): void {
  inFlight.clear();
}

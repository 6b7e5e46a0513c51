import { startTransition } from "react";
import { ConvexReactClient, type Watch } from "convex/react";

/**
 * A query watch whose updates reach React as a transition. Convex hands results to React from the
 * WebSocket's message handler, where a state update is urgent: React then renders everything it
 * touches in one go, and on a phone a page's worth of fresh data (a profile, a column of ideas)
 * freezes the main thread for a long task. As a transition React renders it in slices, yielding
 * to taps and scrolls, and commits once done; what is on screen stays until then.
 */
export function inTransition<T>(
  watch: Watch<T>,
  schedule: (update: () => void) => void = startTransition,
): Watch<T> {
  return { ...watch, onUpdate: (callback) => watch.onUpdate(() => schedule(callback)) };
}

/** The app's Convex client: every live query's updates are transitions (see `inTransition`). */
export class TransitionConvexClient extends ConvexReactClient {
  override watchQuery: ConvexReactClient["watchQuery"] = (query, ...argsAndOptions) =>
    inTransition(super.watchQuery(query, ...argsAndOptions));
}

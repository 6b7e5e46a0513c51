import { startTransition } from "react";
import { ConvexReactClient, type Watch } from "convex/react";

/**
 * A query watch whose first result reaches React as a transition, and every later one at once.
 *
 * Convex hands results to React from the WebSocket's message handler. A query's first result is
 * often a page's worth of data (a profile, a column of ideas): rendered urgently, on a phone, it
 * is one long task that freezes taps and scrolls, so it comes as a transition, rendered in slices
 * and committed once done, with what is on screen staying until then.
 *
 * A live update afterwards (an idea arriving, a step, a score) is small, and it is the product's
 * promise: on every open screen within 300 ms. As a transition it could wait: while updates keep
 * streaming (three legends' ideas, job steps, pre-test scores), each new transition restarts the
 * render of the last, so the commit slipped by up to seconds (issue 38, measured by
 * `npm run bench -- ideas-render`). So those are urgent.
 */
export function inTransition<T>(
  watch: Watch<T>,
  schedule: (update: () => void) => void = startTransition,
): Watch<T> {
  return {
    ...watch,
    onUpdate: (callback) => {
      let answered = hasResult(watch);
      return watch.onUpdate(() => {
        if (answered) return callback();
        answered = true;
        schedule(callback);
      });
    },
  };
}

/** Whether the client already holds a result (or an error) for the watched query. */
function hasResult(watch: Watch<unknown>): boolean {
  try {
    return watch.localQueryResult() !== undefined;
  } catch {
    return true;
  }
}

/** The app's Convex client: each live query's first result is a transition (see `inTransition`). */
export class TransitionConvexClient extends ConvexReactClient {
  override watchQuery: ConvexReactClient["watchQuery"] = (query, ...argsAndOptions) =>
    inTransition(super.watchQuery(query, ...argsAndOptions));
}

import { useEffect, useState } from "react";
import { useConvex } from "convex/react";
import { api } from "../../../../convex/_generated/api";
import { IDEAS_COUNT } from "../../../../shared/constants";

export type IdeasCount =
  { status: "loading" } | { status: "ready"; total: number } | { status: "error" };

/** Shared by every banner on the page, for IDEAS_COUNT.cacheMs. */
let cached: { total: number; at: number } | null = null;

/** Tests only. */
export function resetIdeasCountCache(): void {
  cached = null;
}

/**
 * The number of ideas ever created (api.ideas.queries.ideasCount), read once and cached for
 * five minutes (spec 9): a one-off query, not a subscription, so the banner never refetches on
 * focus and the counter's every change doesn't reach every visitor.
 */
export function useIdeasCount(): IdeasCount {
  const convex = useConvex();
  const [state, setState] = useState<IdeasCount>(() =>
    cached !== null && Date.now() - cached.at < IDEAS_COUNT.cacheMs
      ? { status: "ready", total: cached.total }
      : { status: "loading" },
  );

  useEffect(() => {
    if (state.status !== "loading") return;
    let live = true;
    convex
      .query(api.ideas.queries.ideasCount, {})
      .then(({ totalIdeas }) => {
        cached = { total: totalIdeas, at: Date.now() };
        if (live) setState({ status: "ready", total: totalIdeas });
      })
      .catch(() => {
        if (live) setState({ status: "error" });
      });
    return () => {
      live = false;
    };
  }, [convex, state.status]);

  return state;
}

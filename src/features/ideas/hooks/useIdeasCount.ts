import { api } from "../../../../convex/_generated/api";
import { useLiveQuery } from "@/lib/useLiveQuery";

export type IdeasCount =
  { status: "loading" } | { status: "ready"; total: number } | { status: "error" };

/**
 * The number of ideas ever created (api.ideas.queries.ideasCount), live: a Convex subscription,
 * so the banner moves as ideas land anywhere and never shows a stale or empty cache. The query
 * reads only the counter's shards, so every change costs each subscriber a handful of reads. A
 * subscription is pushed by the server, so there is nothing to refetch on window focus (spec 9).
 */
export function useIdeasCount(): IdeasCount {
  const count = useLiveQuery("ideasCount", api.ideas.queries.ideasCount, {});
  if (count.status === "ready") return { status: "ready", total: count.data.totalIdeas };
  return count.status === "error" ? { status: "error" } : { status: "loading" };
}

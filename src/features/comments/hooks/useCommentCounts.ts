import { useMemo } from "react";
import { useLiveQuery } from "@/lib/useLiveQuery";
import { api } from "../../../../convex/_generated/api";
import type { CommentTargetType } from "../../../../shared/review";

export type CommentCount = { count: number; openThreads: number };
export type CommentCounts = {
  get: (type: CommentTargetType, id: string) => CommentCount;
  /** The brief's own thread (keyed by its first version's id, whichever version is open). */
  forBrief: () => number;
};

const NONE: CommentCount = { count: 0, openThreads: 0 };

/**
 * Every card's comment count on a brief, from one live subscription (countsForBrief): the
 * cards look theirs up, so a comment anywhere on the brief updates its card at once.
 */
export function useCommentCounts(briefId: string | null): CommentCounts {
  const counts = useLiveQuery(
    "commentCounts",
    api.comments.queries.countsForBrief,
    briefId === null ? "skip" : { briefId },
  );
  const rows = counts.status === "ready" ? counts.data : null;
  return useMemo(() => {
    const byKey = new Map<string, CommentCount>();
    let briefCount = 0;
    for (const row of rows ?? []) {
      if (row.targetType === "brief") briefCount += row.count;
      byKey.set(`${row.targetType}:${row.targetId}`, {
        count: row.count,
        openThreads: row.openThreads,
      });
    }
    return {
      get: (type, id) => byKey.get(`${type}:${id}`) ?? NONE,
      forBrief: () => briefCount,
    };
  }, [rows]);
}

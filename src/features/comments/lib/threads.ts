import type { FunctionReturnType } from "convex/server";
import type { api } from "../../../../convex/_generated/api";

export type CommentThreadData = FunctionReturnType<typeof api.comments.queries.forTarget>;
export type Comment = CommentThreadData["comments"][number];
export type Thread = { root: Comment; replies: Comment[] };

/** Roots in order with their replies (the query answers oldest first, replies after roots). */
export function groupThreads(comments: Comment[]): Thread[] {
  const threads: Thread[] = [];
  const byRoot = new Map<string, Thread>();
  for (const comment of comments) {
    if (comment.parentId === null) {
      const thread = { root: comment, replies: [] };
      byRoot.set(comment.id, thread);
      threads.push(thread);
    }
  }
  for (const comment of comments) {
    if (comment.parentId !== null) byRoot.get(comment.parentId)?.replies.push(comment);
  }
  return threads;
}

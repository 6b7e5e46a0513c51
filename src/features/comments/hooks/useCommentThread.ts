import { useMutation } from "convex/react";
import { useLiveQuery } from "@/lib/useLiveQuery";
import { api } from "../../../../convex/_generated/api";
import type { CommentTargetType } from "../../../../shared/review";

export type CommentTarget = { type: CommentTargetType; id: string };

/** A target's thread, live, and the member's actions on it (comments/queries:forTarget). */
export function useCommentThread(target: CommentTarget | null) {
  const thread = useLiveQuery(
    "commentThread",
    api.comments.queries.forTarget,
    target === null ? "skip" : { targetType: target.type, targetId: target.id },
  );
  const post = useMutation(api.comments.mutations.post);
  const edit = useMutation(api.comments.mutations.edit);
  const remove = useMutation(api.comments.mutations.remove);
  const resolve = useMutation(api.comments.mutations.resolve);
  return { thread, post, edit, remove, resolve };
}

/** The brief's members, for @mentions (the sharing feature's own list, sharing/queries:members). */
export function useMentionMembers(briefId: string | null) {
  const members = useLiveQuery(
    "commentMentionMembers",
    api.sharing.queries.members,
    briefId === null ? "skip" : { briefId },
  );
  return members.status === "ready"
    ? members.data.filter((member) => !member.isYou).map(({ userId, name }) => ({ userId, name }))
    : [];
}

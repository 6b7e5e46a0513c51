import { useMutation } from "convex/react";
import type { FunctionReturnType } from "convex/server";
import { useLiveQuery } from "@/lib/useLiveQuery";
import { api } from "../../../../convex/_generated/api";
import type { ReviewTargetType } from "../../../../shared/review";

export type ReviewState = FunctionReturnType<typeof api.reviews.queries.forTarget>;
export type WaitingItem = FunctionReturnType<typeof api.reviews.queries.waitingForMe>[number];

/** An idea's, campaign page's or deck's review state, live, and the step to take on it. */
export function useReview(targetType: ReviewTargetType, targetId: string) {
  const state = useLiveQuery("reviewState", api.reviews.queries.forTarget, {
    targetType,
    targetId,
  });
  const act = useMutation(api.reviews.mutations.act);
  return { state, act };
}

/** The brief's members a review can be asked of (not the caller). */
export function useReviewerChoices(briefId: string | null, enabled: boolean) {
  const members = useLiveQuery(
    "reviewMembers",
    api.sharing.queries.members,
    briefId === null || !enabled ? "skip" : { briefId },
  );
  return members.status === "ready"
    ? members.data.filter((member) => !member.isYou).map(({ userId, name }) => ({ userId, name }))
    : [];
}

export function useWaitingForMe() {
  return useLiveQuery("waitingForMe", api.reviews.queries.waitingForMe, {});
}

import type { ReviewTargetType } from "../../../../shared/review";
import { reviewSummary } from "../lib/summary";
import { useReview, type ReviewState } from "./useReview";

/** Whether the work is approved, and by whom ("Approved by Sam · 2 h ago"). */
export type Approval = { approved: boolean; summary: string | null };

/**
 * A campaign's approval for what depends on it (the channel kit): the campaign page's own
 * review, else its idea's. Null until both are known.
 */
export function useCampaignApproval(ideaId: string, campaignPageId: string): Approval | null {
  const page = useReview("campaignPage" satisfies ReviewTargetType, campaignPageId).state;
  const idea = useReview("idea", ideaId).state;
  if (page.status !== "ready" || idea.status !== "ready") return null;
  return approvalOf([page.data, idea.data]);
}

/** Approved when any of `states` is, with the first approval's summary. */
export function approvalOf(states: readonly ReviewState[], now = Date.now()): Approval {
  const approved = states.find((state) => state.status === "approved");
  return approved
    ? { approved: true, summary: reviewSummary(approved, now) }
    : { approved: false, summary: null };
}

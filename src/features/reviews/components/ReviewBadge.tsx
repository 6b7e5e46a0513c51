import { Badge, Button, Flex, Popover, Text } from "@radix-ui/themes";
import type { ReviewTargetType } from "../../../../shared/review";
import { useReview, useReviewerChoices, type ReviewState } from "../hooks/useReview";
import { reviewSummary } from "../lib/summary";
import { REVIEW_TEXT } from "../lib/texts";
import { ReviewControls } from "./ReviewControls";
import "../reviews.css";

type ReviewBadgeProps = {
  targetType: ReviewTargetType;
  targetId: string;
  briefId: string | null;
};

/**
 * The review chip on an idea card and a campaign or deck page's header (DESIGN "Comments": a
 * calm status chip, "Approved by Sam · 2 h ago", the history a click away), live.
 */
export function ReviewBadge({ targetType, targetId, briefId }: ReviewBadgeProps) {
  const { state, act } = useReview(targetType, targetId);
  if (state.status !== "ready") return null;
  return (
    <ReviewChip
      state={state.data}
      briefId={briefId}
      onAct={(args) => act({ targetType, targetId, ...args })}
    />
  );
}

export function ReviewChip({
  state,
  briefId,
  onAct,
}: {
  state: ReviewState;
  briefId: string | null;
  onAct: Parameters<typeof ReviewControls>[0]["onAct"];
}) {
  const members = useReviewerChoices(briefId, state.canRequest);
  const summary = reviewSummary(state);
  const label = REVIEW_TEXT.status[state.status];
  return (
    <Popover.Root>
      <Popover.Trigger>
        <Button
          size="1"
          variant="ghost"
          color="gray"
          className="review-chip"
          aria-label={`${REVIEW_TEXT.reviewLabel}: ${summary ?? label}`}
        >
          <Flex gap="2" align="center" wrap="wrap">
            <Badge color={REVIEW_TEXT.color[state.status]} radius="full">
              {label}
            </Badge>
            {summary !== null && state.status !== "in_review" ? (
              <Text size="1" color="gray" className="review-summary">
                {summary.slice(label.length + 1)}
              </Text>
            ) : null}
          </Flex>
        </Button>
      </Popover.Trigger>
      <Popover.Content width="360px" maxWidth="calc(100vw - 24px)">
        <Flex direction="column" gap="3">
          <Text size="2" weight="medium">
            {summary ?? label}
          </Text>
          <ReviewControls state={state} members={members} onAct={onAct} />
        </Flex>
      </Popover.Content>
    </Popover.Root>
  );
}

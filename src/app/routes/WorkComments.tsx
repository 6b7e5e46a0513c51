import { lazy, Suspense } from "react";
import { Flex } from "@radix-ui/themes";
import { CommentCountButton } from "@/features/comments/components/CommentCountButton";
import { useCommentCounts } from "@/features/comments/hooks/useCommentCounts";
import { useThreadParam } from "@/features/comments/hooks/useThreadParam";
import type { CommentTargetType } from "../../../shared/review";

// Fetched when a thread first opens.
const CommentsPanel = lazy(() =>
  import("@/features/comments/components/CommentsPanel").then((m) => ({
    default: m.CommentsPanel,
  })),
);

/**
 * Comments on a campaign page's ads or a deck's slides (issue 41): each item's live count opens
 * its thread in the side panel, which follows `?thread=type:id` (a notification's link too).
 */
export function useWorkComments(briefId: string) {
  const counts = useCommentCounts(briefId);
  const thread = useThreadParam();
  const renderCount = (type: CommentTargetType, id: string) => (
    <Flex justify="end" mt="2">
      <CommentCountButton
        count={counts.get(type, id).count}
        onOpen={() => thread.open({ type, id })}
      />
    </Flex>
  );
  const panel =
    thread.target === null ? null : (
      <Suspense fallback={null}>
        <CommentsPanel target={thread.target} briefId={briefId} onClose={thread.close} />
      </Suspense>
    );
  return { renderCount, panel };
}

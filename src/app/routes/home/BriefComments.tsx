import { lazy, Suspense } from "react";
import { CommentCountButton } from "@/features/comments/components/CommentCountButton";
import { useCommentCounts } from "@/features/comments/hooks/useCommentCounts";
import { useThreadParam } from "@/features/comments/hooks/useThreadParam";
import { ReviewBadge } from "@/features/reviews/components/ReviewBadge";
import { IdeaLinkCommentsSwitch } from "@/features/shareLinks/components/IdeaLinkCommentsSwitch";

// Fetched when a thread first opens.
const CommentsPanel = lazy(() =>
  import("@/features/comments/components/CommentsPanel").then((m) => ({
    default: m.CommentsPanel,
  })),
);

/**
 * The saved brief's comments (issue 41) as the home page composes them: the side panel follows
 * `?thread=type:id` (a card's count button or a notification's link sets it), with the idea's
 * review chip above its thread.
 */
export function BriefCommentsPanel({ briefId }: { briefId: string }) {
  const thread = useThreadParam();
  if (thread.target === null) return null;
  const { target } = thread;
  return (
    <Suspense fallback={null}>
      <CommentsPanel
        target={target}
        briefId={briefId}
        onClose={thread.close}
        headerExtra={
          target.type === "idea" ? (
            <>
              <ReviewBadge targetType="idea" targetId={target.id} briefId={briefId} />
              <IdeaLinkCommentsSwitch ideaId={target.id} />
            </>
          ) : null
        }
      />
    </Suspense>
  );
}

/** The brief's own comment count, beside its sharing bar. */
export function BriefCommentsButton({ briefId }: { briefId: string }) {
  const counts = useCommentCounts(briefId);
  const thread = useThreadParam();
  return (
    <CommentCountButton
      count={counts.forBrief()}
      onOpen={() => thread.open({ type: "brief", id: briefId })}
    />
  );
}

/** An idea card's comment count (live for the whole brief from one subscription). */
export function IdeaCommentsButton({
  ideaId,
  counts,
}: {
  ideaId: string;
  counts: ReturnType<typeof useCommentCounts>;
}) {
  const thread = useThreadParam();
  return (
    <CommentCountButton
      count={counts.get("idea", ideaId).count}
      onOpen={() => thread.open({ type: "idea", id: ideaId })}
    />
  );
}

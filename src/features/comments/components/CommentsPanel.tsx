import { useId, type ReactNode } from "react";
import { Button, Dialog, Flex, IconButton, ScrollArea, Text } from "@radix-ui/themes";
import { Cross2Icon } from "@radix-ui/react-icons";
import { useCommentThread, useMentionMembers, type CommentTarget } from "../hooks/useCommentThread";
import { groupThreads } from "../lib/threads";
import { COMMENTS_TEXT } from "../lib/texts";
import { CommentComposer } from "./CommentComposer";
import { CommentThreadView } from "./CommentThreadView";
import "../comments.css";

type CommentsPanelProps = {
  /** The item whose thread shows; null keeps the panel closed. */
  target: CommentTarget | null;
  /** The item's name under the panel's title until the thread (which names it) arrives. */
  title?: string;
  /** The brief the item belongs to (its members can be @mentioned). */
  briefId: string | null;
  onClose: () => void;
  /** Beside the title: the review controls where the item has a review state. */
  headerExtra?: ReactNode;
};

/**
 * The comments side panel (DESIGN "Comments"): the item's threads, live, with replies, edit and
 * delete of one's own, resolve and reopen for the owner and editors, and the box to write. A
 * drawer at the right edge; the whole width on a phone. Its header names the item ("Slide 3 ·
 * The problem", the ad's headline) as the server words it, since a notification's link opens
 * the panel with nothing but the item's id; that name also describes the dialog.
 */
export function CommentsPanel({
  target,
  title,
  briefId,
  onClose,
  headerExtra,
}: CommentsPanelProps) {
  const subjectId = useId();
  return (
    <Dialog.Root open={target !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Content
        className="comments-panel"
        aria-describedby={subjectId}
        // Escape in a comment box with its @mention list open closes the list, not the panel.
        onEscapeKeyDown={(event) => {
          if (event.target instanceof Element && event.target.closest("[data-mention-open]")) {
            event.preventDefault();
          }
        }}
      >
        {target !== null ? (
          <PanelBody
            target={target}
            title={title}
            subjectId={subjectId}
            briefId={briefId}
            headerExtra={headerExtra}
          />
        ) : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}

function PanelBody({
  target,
  title,
  subjectId,
  briefId,
  headerExtra,
}: {
  target: CommentTarget;
  title?: string;
  subjectId: string;
  briefId: string | null;
  headerExtra?: ReactNode;
}) {
  const { thread, post, edit, remove, resolve } = useCommentThread(target);
  const members = useMentionMembers(briefId);
  const subject = thread.status === "ready" ? thread.data.subject : (title ?? "");

  return (
    <Flex direction="column" height="100%" gap="3">
      <Flex align="start" justify="between" gap="3">
        <Flex direction="column" gap="1" minWidth="0">
          <Dialog.Title size="5" mb="0">
            {COMMENTS_TEXT.panelTitle}
          </Dialog.Title>
          {/* Two lines at most, the whole name on hover; kept while loading so nothing jumps. */}
          <Text
            as="p"
            id={subjectId}
            size="2"
            color="gray"
            className="comments-panel-subject"
            title={subject || undefined}
          >
            {subject}
          </Text>
        </Flex>
        <Dialog.Close>
          <IconButton variant="ghost" color="gray" aria-label={COMMENTS_TEXT.close}>
            <Cross2Icon />
          </IconButton>
        </Dialog.Close>
      </Flex>
      {headerExtra}
      <ScrollArea type="auto" scrollbars="vertical" className="comments-panel-scroll">
        {thread.status === "loading" ? (
          <Text size="2" color="gray">
            …
          </Text>
        ) : thread.status === "error" ? (
          <Flex direction="column" gap="2" align="start">
            <Text size="2" color="red" role="alert">
              {COMMENTS_TEXT.loadFailed}
            </Text>
            <Button size="1" variant="soft" onClick={thread.retry}>
              {COMMENTS_TEXT.retry}
            </Button>
          </Flex>
        ) : thread.data.comments.length === 0 ? (
          <Text size="2" color="gray">
            {COMMENTS_TEXT.empty}
          </Text>
        ) : (
          <Flex asChild direction="column" gap="3">
            <ul className="comment-threads">
              {groupThreads(thread.data.comments).map((item) => (
                <CommentThreadView
                  key={item.root.id}
                  thread={item}
                  canResolve={thread.data.canResolve}
                  members={members}
                  onReply={(parentId, body, mentions) =>
                    post({ targetType: target.type, targetId: target.id, body, parentId, mentions })
                  }
                  onEdit={(commentId, body) => edit({ commentId, body })}
                  onRemove={(commentId) => remove({ commentId })}
                  onResolve={(commentId, resolved) => resolve({ commentId, resolved })}
                />
              ))}
            </ul>
          </Flex>
        )}
      </ScrollArea>
      <CommentComposer
        members={members}
        onSubmit={(body, mentions) =>
          post({ targetType: target.type, targetId: target.id, body, mentions })
        }
      />
    </Flex>
  );
}

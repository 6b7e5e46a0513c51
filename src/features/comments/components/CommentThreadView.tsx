import { useState } from "react";
import { Button, Card, Flex, Text } from "@radix-ui/themes";
import { relativeTime } from "@/lib/relativeTime";
import { userFacingMessage } from "@/lib/userFacingMessage";
import type { Thread } from "../lib/threads";
import { COMMENTS_TEXT } from "../lib/texts";
import type { Mentionable } from "../lib/mentions";
import { CommentComposer } from "./CommentComposer";
import { CommentItem } from "./CommentItem";

type ThreadViewProps = {
  thread: Thread;
  canResolve: boolean;
  members: Mentionable[];
  onReply: (parentId: string, body: string, mentions: string[]) => Promise<unknown>;
  onEdit: (commentId: string, body: string) => Promise<unknown>;
  onRemove: (commentId: string) => Promise<unknown>;
  onResolve: (commentId: string, resolved: boolean) => Promise<unknown>;
};

/** A root comment, its replies, Reply, and Resolve / Reopen for the owner and editors. */
export function CommentThreadView({
  thread,
  canResolve,
  members,
  onReply,
  onEdit,
  onRemove,
  onResolve,
}: ThreadViewProps) {
  const [replying, setReplying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { root } = thread;

  return (
    <Card asChild size="2" className="comment-thread" data-resolved={root.resolved || undefined}>
      <li>
        <Flex direction="column" gap="3">
          <CommentItem comment={root} onEdit={onEdit} onRemove={onRemove} />
          {thread.replies.length > 0 ? (
            <Flex direction="column" gap="3" className="comment-replies">
              {thread.replies.map((reply) => (
                <CommentItem key={reply.id} comment={reply} onEdit={onEdit} onRemove={onRemove} />
              ))}
            </Flex>
          ) : null}
          {root.resolved && root.resolvedBy !== null && root.resolvedAt !== null ? (
            <Text size="1" color="green">
              {COMMENTS_TEXT.resolvedBy(root.resolvedBy.name, relativeTime(root.resolvedAt))}
            </Text>
          ) : null}
          {error ? (
            <Text size="1" color="red" role="alert">
              {error}
            </Text>
          ) : null}
          {replying ? (
            <CommentComposer
              label={COMMENTS_TEXT.replyPlaceholder}
              placeholder={COMMENTS_TEXT.replyPlaceholder}
              submitLabel={COMMENTS_TEXT.reply}
              members={members}
              autoFocus
              onCancel={() => setReplying(false)}
              onSubmit={async (body, mentions) => {
                await onReply(root.id, body, mentions);
                setReplying(false);
              }}
            />
          ) : (
            <Flex gap="3">
              <Button size="1" variant="soft" onClick={() => setReplying(true)}>
                {COMMENTS_TEXT.reply}
              </Button>
              {canResolve ? (
                <Button
                  size="1"
                  variant="soft"
                  color={root.resolved ? "gray" : "green"}
                  onClick={() => {
                    setError(null);
                    onResolve(root.id, !root.resolved).catch((failure: unknown) =>
                      setError(userFacingMessage(failure)),
                    );
                  }}
                >
                  {root.resolved ? COMMENTS_TEXT.reopen : COMMENTS_TEXT.resolve}
                </Button>
              ) : null}
            </Flex>
          )}
        </Flex>
      </li>
    </Card>
  );
}

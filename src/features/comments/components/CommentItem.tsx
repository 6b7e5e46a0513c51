import { useState } from "react";
import { Avatar, Badge, Button, Flex, Text } from "@radix-ui/themes";
import { ConfirmDialog } from "@/components/feedback/ConfirmDialog";
import { initialsOf } from "@/lib/initials";
import { relativeTime } from "@/lib/relativeTime";
import { userFacingMessage } from "@/lib/userFacingMessage";
import { reviewMessages } from "../../../../shared/review";
import type { Comment } from "../lib/threads";
import { COMMENTS_TEXT } from "../lib/texts";
import { CommentBody } from "./CommentBody";
import { CommentComposer } from "./CommentComposer";

type CommentItemProps = {
  comment: Comment;
  onEdit: (commentId: string, body: string) => Promise<unknown>;
  onRemove: (commentId: string) => Promise<unknown>;
};

/** One comment: avatar, name, time, words; Edit and Delete on the caller's own. */
export function CommentItem({ comment, onEdit, onRemove }: CommentItemProps) {
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const when = relativeTime(comment.createdAt);

  if (comment.deleted) {
    return (
      <Text as="p" size="2" color="gray" className="comment-item">
        {reviewMessages.commentDeleted}
      </Text>
    );
  }

  return (
    <Flex gap="2" className="comment-item" data-testid="comment">
      <Avatar size="1" radius="full" fallback={initialsOf(comment.author.name, "?")} aria-hidden />
      <Flex direction="column" gap="1" flexGrow="1" minWidth="0">
        <Flex gap="2" align="baseline" wrap="wrap">
          <Text size="2" weight="medium">
            {comment.author.name}
          </Text>
          {comment.author.viaPublicLink ? (
            <Badge size="1" color="gray">
              {reviewMessages.viaPublicLink}
            </Badge>
          ) : null}
          <Text size="1" color="gray">
            {when}
            {comment.editedAt !== null ? ` · ${COMMENTS_TEXT.edited}` : ""}
          </Text>
        </Flex>
        {editing ? (
          <CommentComposer
            label={COMMENTS_TEXT.edit}
            initialBody={comment.body}
            submitLabel={COMMENTS_TEXT.save}
            autoFocus
            onCancel={() => setEditing(false)}
            onSubmit={async (body) => {
              await onEdit(comment.id, body);
              setEditing(false);
            }}
          />
        ) : (
          <CommentBody body={comment.body} />
        )}
        {error ? (
          <Text size="1" color="red" role="alert">
            {error}
          </Text>
        ) : null}
        {!editing && (comment.canEdit || comment.canDelete) ? (
          <Flex gap="2">
            {comment.canEdit ? (
              <Button size="1" variant="ghost" onClick={() => setEditing(true)}>
                {COMMENTS_TEXT.edit}
              </Button>
            ) : null}
            {comment.canDelete ? (
              <ConfirmDialog
                trigger={
                  <Button size="1" variant="ghost" color="red">
                    {COMMENTS_TEXT.delete}
                  </Button>
                }
                title={COMMENTS_TEXT.deleteConfirm}
                description={COMMENTS_TEXT.deleteDescription}
                confirmLabel={COMMENTS_TEXT.delete}
                onConfirm={() => {
                  onRemove(comment.id).catch((failure: unknown) =>
                    setError(userFacingMessage(failure)),
                  );
                }}
              />
            ) : null}
          </Flex>
        ) : null}
      </Flex>
    </Flex>
  );
}

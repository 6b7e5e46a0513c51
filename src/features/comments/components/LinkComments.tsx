import { useState } from "react";
import { Badge, Box, Card, Flex, Heading, Text, TextField } from "@radix-ui/themes";
import { ConvexError } from "convex/values";
import { relativeTime } from "@/lib/relativeTime";
import { COMMENT_LIMITS, reviewMessages } from "../../../../shared/review";
import { useLinkThread } from "../hooks/useLinkThread";
import { COMMENTS_TEXT } from "../lib/texts";
import { CommentBody } from "./CommentBody";
import { CommentComposer } from "./CommentComposer";
import "../comments.css";

/**
 * /shared/{id}: the link's thread and a name + comment box, only while the owner allows comments
 * (live: turned off, the whole section goes at once). A visitor needs no account.
 */
export function LinkComments({ shareId }: { shareId: string }) {
  const { thread, post } = useLinkThread(shareId);
  const [name, setName] = useState("");
  if (thread.status !== "ready" || thread.data === null || !thread.data.allowComments) return null;
  const comments = thread.data.comments.filter((comment) => !comment.deleted);

  return (
    <Box asChild maxWidth="44rem">
      <section aria-labelledby="link-comments" className="link-comments">
        <Heading as="h2" size="5" mb="3" id="link-comments">
          {COMMENTS_TEXT.linkHeading}
        </Heading>
        {comments.length > 0 ? (
          <Flex asChild direction="column" gap="2" mb="4">
            <ul className="comment-threads">
              {comments.map((comment) => (
                <Card asChild key={comment.id}>
                  <li className={comment.parentId !== null ? "comment-replies" : undefined}>
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
                        {relativeTime(comment.createdAt)}
                      </Text>
                    </Flex>
                    <CommentBody body={comment.body} />
                  </li>
                </Card>
              ))}
            </ul>
          </Flex>
        ) : null}
        <Flex direction="column" gap="2">
          <Box>
            <TextField.Root
              aria-label={COMMENTS_TEXT.yourName}
              placeholder={COMMENTS_TEXT.yourName}
              value={name}
              maxLength={COMMENT_LIMITS.visitorNameMax}
              onChange={(event) => setName(event.target.value)}
            />
          </Box>
          <CommentComposer
            placeholder={COMMENTS_TEXT.linkPlaceholder}
            label={COMMENTS_TEXT.linkPlaceholder}
            onSubmit={async (body) => {
              if (name.trim() === "")
                // The backend says the same; said here without a round trip.
                throw new ConvexError({
                  code: "BAD_REQUEST",
                  message: reviewMessages.visitorNameEmpty,
                });
              await post(name.trim(), body);
            }}
          />
          <Text size="1" color="gray">
            {COMMENTS_TEXT.linkHelp}
          </Text>
        </Flex>
      </section>
    </Box>
  );
}

import { Link, Text } from "@radix-ui/themes";
import { Link as RouterLink } from "react-router-dom";
import { commentSegments } from "../lib/commentText";

/** A comment's words as text nodes (never HTML); only this app's own addresses are links. */
export function CommentBody({ body }: { body: string }) {
  const segments = commentSegments(body, window.location.origin);
  return (
    <Text as="p" size="2" className="comment-body">
      {segments.map((segment, index) =>
        segment.kind === "link" ? (
          <Link key={index} asChild>
            <RouterLink to={segment.href}>{segment.text}</RouterLink>
          </Link>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </Text>
  );
}

import { Card, Flex, Heading, Link, Text } from "@radix-ui/themes";
import { Link as RouterLink } from "react-router-dom";
import { relativeTime } from "@/lib/relativeTime";
import { useWaitingForMe } from "../hooks/useReview";
import { REVIEW_TEXT } from "../lib/texts";

/** /dashboard's 'Waiting for my review': hidden when nothing waits. */
export function WaitingForReview() {
  const waiting = useWaitingForMe();
  if (waiting.status !== "ready" || waiting.data.length === 0) return null;
  return (
    <section aria-labelledby="waiting-for-review">
      <Heading as="h2" size="5" mb="3" id="waiting-for-review">
        {REVIEW_TEXT.waitingTitle}
      </Heading>
      <Flex asChild direction="column" gap="2">
        <ul style={{ listStyle: "none", margin: 0, padding: 0 }}>
          {waiting.data.map((item) => (
            <Card asChild key={item.reviewId}>
              <li>
                <Flex direction="column" gap="1">
                  <Link asChild weight="medium">
                    <RouterLink to={item.path}>{item.title}</RouterLink>
                  </Link>
                  <Text size="1" color="gray">
                    {REVIEW_TEXT.waitingFrom(item.requestedBy.name, relativeTime(item.requestedAt))}
                  </Text>
                </Flex>
              </li>
            </Card>
          ))}
        </ul>
      </Flex>
    </section>
  );
}

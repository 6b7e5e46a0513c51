import { Link } from "react-router-dom";
import { Badge, Button, Card, Flex, Heading, Text } from "@radix-ui/themes";
import { useSharedWithMe } from "../hooks/useSharedWithMe";
import { ROLE_LABELS } from "../lib/roles";

const dateFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric" });

/**
 * 'Shared with me' in My ideas: briefs colleagues shared, each with its owner and the caller's
 * role, to open on the home page or to filter the ideas by. Nothing when there are none.
 */
export function SharedWithMeList({ onShowIdeas }: { onShowIdeas: (briefId: string) => void }) {
  const shared = useSharedWithMe(true);
  if (shared.status !== "ready" || shared.data.length === 0) return null;
  return (
    <Flex direction="column" gap="3" asChild>
      <section aria-labelledby="shared-with-me">
        <Heading
          as="h2"
          id="shared-with-me"
          size="2"
          weight="medium"
          color="gray"
          className="eyebrow"
        >
          Shared with me
        </Heading>
        <Flex direction="column" gap="2">
          {shared.data.map((brief) => (
            <Card key={brief.rootBriefId} size="2">
              <Flex
                gap="3"
                align={{ initial: "start", sm: "center" }}
                justify="between"
                direction={{ initial: "column", sm: "row" }}
              >
                <Flex direction="column" gap="1" minWidth="0">
                  <Text size="3" weight="medium" truncate>
                    {brief.title}
                  </Text>
                  <Flex gap="2" align="center" wrap="wrap">
                    <Badge color="gray" variant="soft">
                      {ROLE_LABELS[brief.role]}
                    </Badge>
                    <Text size="1" color="gray">
                      {brief.ownerName} · updated {dateFormat.format(brief.updatedAt)}
                    </Text>
                  </Flex>
                </Flex>
                <Flex gap="2" flexShrink="0">
                  <Button
                    size="2"
                    variant="soft"
                    color="gray"
                    onClick={() => onShowIdeas(brief.briefId)}
                  >
                    Its ideas
                  </Button>
                  <Button size="2" variant="soft" asChild>
                    <Link to={`/?briefId=${encodeURIComponent(brief.briefId)}`}>Open brief</Link>
                  </Button>
                </Flex>
              </Flex>
            </Card>
          ))}
        </Flex>
      </section>
    </Flex>
  );
}

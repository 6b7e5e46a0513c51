import { Button, Callout, Card, Flex, Skeleton, Text } from "@radix-ui/themes";
import { ExclamationTriangleIcon, ImageIcon } from "@radix-ui/react-icons";
import { useLiveQuery } from "@/lib/useLiveQuery";
import { api } from "../../../../convex/_generated/api";
import { VisualCard } from "./VisualCard";

/** An idea's generated visuals, newest first, live (spec 2 results list per idea). */
export function VisualList({
  ideaId,
  campaignName,
  newVisualId,
}: {
  ideaId: string;
  campaignName: string;
  /** Marked 'New' (the one this page just made). */
  newVisualId?: string | null;
}) {
  const visuals = useLiveQuery("visuals", api.visuals.queries.forIdea, { ideaId });
  if (visuals.status === "loading") {
    return (
      <div className="visual-list" aria-busy>
        {[0, 1].map((index) => (
          <Card key={index} size="1">
            <Skeleton width="100%" height="220px" />
            <Skeleton mt="3" width="60%" height="14px" />
          </Card>
        ))}
      </div>
    );
  }
  if (visuals.status === "error") {
    return (
      <Callout.Root color="red" role="alert" size="1">
        <Callout.Icon>
          <ExclamationTriangleIcon />
        </Callout.Icon>
        <Callout.Text>We couldn’t load this idea’s visuals.</Callout.Text>
        <Flex>
          <Button size="1" variant="soft" color="red" onClick={visuals.retry}>
            Try again
          </Button>
        </Flex>
      </Callout.Root>
    );
  }
  if (visuals.data.length === 0) {
    return (
      <Flex direction="column" align="center" gap="2" py="5" className="visual-prompt-box">
        <ImageIcon width="24" height="24" aria-hidden />
        <Text size="2" color="gray" align="center">
          No visuals yet. Pick an aspect ratio and generate the first one.
        </Text>
      </Flex>
    );
  }
  return (
    <div className="visual-list">
      {visuals.data.map((visual) => (
        <VisualCard
          key={visual.id}
          visual={visual}
          campaignName={campaignName}
          isNew={visual.id === newVisualId}
        />
      ))}
    </div>
  );
}

import { Box, Card, Flex, Heading, Inset, Text } from "@radix-ui/themes";

export type IdeaPreviewData = {
  title: string;
  campaignName: string;
  coreIdea: string;
  concept: string;
  headline: string;
  keyVisualElements: string[];
  executionStrategy: string[];
  selfCritique: string;
};

/** A compact reading of one generated idea (the ideas issue builds the full card). */
export function IdeaPreview({
  idea,
  legendName,
  imageUrl,
}: {
  idea: IdeaPreviewData;
  legendName: string;
  imageUrl?: string;
}) {
  return (
    <Card size="3">
      <Flex direction={{ initial: "column", md: "row" }} gap="5">
        {imageUrl && (
          <Box flexShrink="0" width={{ initial: "100%", md: "280px" }}>
            <Inset clip="padding-box" side={{ initial: "top", md: "left" }}>
              <img
                src={imageUrl}
                alt={`Key visual for ${idea.campaignName}`}
                style={{
                  display: "block",
                  width: "100%",
                  aspectRatio: "1 / 1",
                  objectFit: "cover",
                }}
              />
            </Inset>
          </Box>
        )}
        <Flex direction="column" gap="3" minWidth="0">
          <Text size="1" color="gray" className="eyebrow">
            {legendName} · {idea.title}
          </Text>
          <Heading as="h3" size="7" className="serif">
            {idea.campaignName}
          </Heading>
          <Text size="4" weight="medium">
            {idea.headline}
          </Text>
          <Text size="3">{idea.coreIdea}</Text>
          <Text size="2" color="gray">
            {idea.concept}
          </Text>
          <Section title="Key visual elements" items={idea.keyVisualElements} />
          <Section title="Execution" items={idea.executionStrategy} ordered />
          <Box>
            <Text size="2" weight="medium">
              Self-critique
            </Text>
            <Text as="p" size="2" color="gray">
              {idea.selfCritique}
            </Text>
          </Box>
        </Flex>
      </Flex>
    </Card>
  );
}

function Section({ title, items, ordered }: { title: string; items: string[]; ordered?: boolean }) {
  if (items.length === 0) return null;
  const List = ordered ? "ol" : "ul";
  return (
    <Box>
      <Text size="2" weight="medium">
        {title}
      </Text>
      <List style={{ margin: "var(--space-1) 0 0", paddingLeft: "1.25em" }}>
        {items.map((item) => (
          <li key={item}>
            <Text size="2">{item}</Text>
          </li>
        ))}
      </List>
    </Box>
  );
}

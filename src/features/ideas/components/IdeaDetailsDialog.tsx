import type { ReactNode } from "react";
import { Box, Button, Dialog, Flex, Heading, Separator, Text } from "@radix-ui/themes";
import { withFullStop } from "../../../../shared/ideaText";
import type { IdeaSlots, IdeaView } from "../lib/types";
import { ThinkingSteps } from "./ThinkingSteps";

type IdeaDetailsDialogProps = Pick<
  IdeaSlots,
  "renderProvider" | "renderActions" | "renderDetailsActions" | "renderDetailsSections"
> & {
  idea: IdeaView;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box asChild>
      <section aria-label={title}>
        <Heading as="h3" size="2" weight="medium" color="gray" className="eyebrow" mb="2">
          {title}
        </Heading>
        {children}
      </section>
    </Box>
  );
}

function Paragraph({ text }: { text: string }) {
  return (
    <Text as="p" size="3" className="idea-reading">
      {text}
    </Text>
  );
}

function List({ items, ordered = false }: { items: readonly string[]; ordered?: boolean }) {
  const Tag = ordered ? "ol" : "ul";
  return (
    <Tag className="idea-list">
      {items.map((item, index) => (
        <li key={`${index}-${item}`}>
          <Text size="3">{item}</Text>
        </li>
      ))}
    </Tag>
  );
}

/**
 * An idea in full, one click from its card (DESIGN: details one click away): concept, the
 * campaign's description and tone, key visual elements, execution, self-critique, the visual
 * prompt and the legend's thinking as numbered steps.
 */
export function IdeaDetailsDialog({
  idea,
  open,
  onOpenChange,
  renderProvider,
  renderActions,
  renderDetailsActions,
  renderDetailsSections,
}: IdeaDetailsDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content maxWidth="720px" size={{ initial: "3", sm: "4" }} className="idea-dialog">
        <Text size="1" color="gray" className="eyebrow">
          {idea.createdBy} · {idea.title}
        </Text>
        <Dialog.Title as="h2" size={{ initial: "7", sm: "8" }} mt="2" className="idea-campaign">
          {withFullStop(idea.campaignName)}
        </Dialog.Title>
        <Dialog.Description size="4" weight="medium" mb="2">
          {withFullStop(idea.headline)}
        </Dialog.Description>
        <Text as="p" size="3" color="gray" className="idea-reading">
          {idea.coreIdea}
        </Text>
        <Separator size="4" my="5" />
        <Flex direction="column" gap="5">
          {renderDetailsSections?.(idea)}
          {idea.concept ? (
            <Part title="Concept">
              <Paragraph text={idea.concept} />
            </Part>
          ) : null}
          {idea.description ? (
            <Part title="Description">
              <Paragraph text={idea.description} />
            </Part>
          ) : null}
          {idea.tone ? (
            <Part title="Tone">
              <Paragraph text={idea.tone} />
            </Part>
          ) : null}
          {idea.keyVisualElements.length > 0 ? (
            <Part title="Key visual elements">
              <List items={idea.keyVisualElements} />
            </Part>
          ) : null}
          {idea.executionStrategy.length > 0 ? (
            <Part title="Execution strategy">
              <List items={idea.executionStrategy} ordered />
            </Part>
          ) : null}
          {idea.selfCritique ? (
            <Part title="Self-critique">
              <Paragraph text={idea.selfCritique} />
            </Part>
          ) : null}
          {idea.visualPrompt ? (
            <Part title="Visual prompt">
              <Text as="p" size="2" className="idea-prompt">
                {idea.visualPrompt}
              </Text>
            </Part>
          ) : null}
          {idea.legendThinking ? (
            <Part title={`${idea.createdBy}’s thinking`}>
              <ThinkingSteps text={idea.legendThinking} />
            </Part>
          ) : null}
          {renderProvider?.(idea.provider)}
        </Flex>
        <Flex justify="end" gap="3" mt="6" wrap="wrap">
          {renderDetailsActions?.(idea)}
          {renderActions?.(idea)}
          <Dialog.Close>
            <Button variant="soft" color="gray">
              Close
            </Button>
          </Dialog.Close>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}

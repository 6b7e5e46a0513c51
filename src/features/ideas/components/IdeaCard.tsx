import { lazy, memo, Suspense, useDeferredValue, useState, type ReactNode } from "react";
import { Box, Button, Card, Flex, Heading, Text } from "@radix-ui/themes";
import { withFullStop } from "../../../../shared/ideaText";
import type { IdeaSlots, IdeaView } from "../lib/types";
import { FavoriteButton } from "./FavoriteButton";

const loadDetails = () => import("./IdeaDetailsDialog");
const IdeaDetailsDialog = lazy(() => loadDetails().then((m) => ({ default: m.IdeaDetailsDialog })));
const preloadDetails = () => void loadDetails();

export type IdeaCardProps = IdeaSlots & {
  idea: IdeaView;
  signedIn: boolean;
  /** A line above the campaign name (the legend and date where the legend isn't obvious). */
  eyebrow?: ReactNode;
  /** Beside Details: links such as 'Open brief' where the card stands on its own. */
  actions?: ReactNode;
  /**
   * The campaign name's level in the page's outline, one below the heading the card sits under
   * (a legend's column on the board: h4). The size stays the same at every level.
   */
  headingAs?: "h2" | "h3" | "h4";
};

/**
 * The card's media one render after its words, at low priority: the idea is readable the moment
 * it arrives, and its collage (with its own subscription and requests) follows while the card
 * fades in. Only this part renders twice.
 */
function CardMedia({ idea, render }: { idea: IdeaView; render: (idea: IdeaView) => ReactNode }) {
  const due = useDeferredValue(true, false);
  const media = due ? render(idea) : null;
  return media ? <Box mb="4">{media}</Box> : null;
}

/**
 * One campaign idea (DESIGN "Ideas"): the campaign name set large in the display serif, the
 * headline and the core idea beneath, the rest one click away; the favourite toggle; the
 * collage above it once the page provides one; the admin-only metadata card under it.
 * Memoized: a live list re-renders only the cards whose idea changed.
 */
export const IdeaCard = memo(function IdeaCard({
  idea,
  signedIn,
  eyebrow,
  actions,
  headingAs = "h4",
  renderMedia,
  renderProvider,
  renderMetadata,
  renderActions,
  renderDetailsActions,
  renderBadges,
  renderDetailsSections,
}: IdeaCardProps) {
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing can animate.
  const [opened, setOpened] = useState(false);
  const titleId = `idea-${idea.id}`;
  const metadata = renderMetadata?.(idea.generationMetadata);
  return (
    <Card size="3" asChild className="idea-card">
      <article aria-labelledby={titleId} data-idea-id={idea.id} data-created-at={idea.createdAt}>
        {renderMedia ? <CardMedia idea={idea} render={renderMedia} /> : null}
        <Flex direction="column" gap="3">
          <Text size="1" color="gray" className="eyebrow">
            {eyebrow ?? idea.title}
          </Text>
          {renderBadges?.(idea)}
          <Heading
            as={headingAs}
            id={titleId}
            size={{ initial: "7", sm: "7" }}
            className="idea-campaign"
          >
            {withFullStop(idea.campaignName)}
          </Heading>
          <Text as="p" size="3" weight="medium" className="idea-headline">
            {withFullStop(idea.headline)}
          </Text>
          <Text as="p" size="2" color="gray" className="idea-core">
            {idea.coreIdea}
          </Text>
          <Flex align="center" justify="between" gap="3" mt="1" wrap="wrap">
            <Flex align="center" gap="3" wrap="wrap">
              <Button
                variant="soft"
                size="2"
                onClick={() => {
                  setOpened(true);
                  setOpen(true);
                }}
                onPointerEnter={preloadDetails}
                onFocus={preloadDetails}
                aria-haspopup="dialog"
                aria-label={`Details: ${idea.campaignName}`}
              >
                Details
              </Button>
              {renderActions?.(idea)}
              {actions}
            </Flex>
            <FavoriteButton idea={idea} signedIn={signedIn} />
          </Flex>
          {metadata ? <Box mt="2">{metadata}</Box> : null}
        </Flex>
        {opened ? (
          <Suspense fallback={null}>
            <IdeaDetailsDialog
              idea={idea}
              open={open}
              onOpenChange={setOpen}
              renderProvider={renderProvider}
              renderActions={renderActions}
              renderDetailsActions={renderDetailsActions}
              renderDetailsSections={renderDetailsSections}
            />
          </Suspense>
        ) : null}
      </article>
    </Card>
  );
});

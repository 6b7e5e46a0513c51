import { Card, Flex, Grid, Heading, Text } from "@radix-ui/themes";
import { Link as RouterLink } from "react-router-dom";
import { ArrowRightIcon } from "@/components/icons/StartupIcons";
import { ROUTES } from "../../../../shared/startupConstants";
import "./home.css";

type Entry = { title: string; text: string };

function EntryContent({ title, text }: Entry) {
  return (
    <Flex direction="column" gap="1">
      <Flex align="center" justify="between" gap="2">
        <Heading as="h2" size="3" weight="medium">
          {title}
        </Heading>
        <ArrowRightIcon className="entry-card-arrow" />
      </Flex>
      <Text as="p" size="2" color="gray">
        {text}
      </Text>
    </Flex>
  );
}

function EntryButton({
  entry,
  onClick,
  onIntent,
}: {
  entry: Entry;
  onClick: () => void;
  onIntent?: () => void;
}) {
  return (
    <Card asChild size="2" className="entry-card">
      <button type="button" onClick={onClick} onMouseEnter={onIntent} onFocus={onIntent}>
        <EntryContent {...entry} />
      </button>
    </Card>
  );
}

export type EntryCardsProps = {
  onStrategist: () => void;
  onBrief: () => void;
  onIdea: () => void;
  /** Pointer or focus on a card that opens the modal: fetch its code now. */
  onIntent: () => void;
};

/** The four ways in (spec 2): Discovery IQ, Strategy IQ, Craft a Creative Brief, an idea. */
export function EntryCards({ onStrategist, onBrief, onIdea, onIntent }: EntryCardsProps) {
  return (
    <Grid asChild columns={{ initial: "1", xs: "2", md: "4" }} gap="3">
      <ul className="plain-list entry-cards" aria-label="Ways to start">
        <li>
          <Card asChild size="2" className="entry-card">
            <RouterLink to={ROUTES.discovery}>
              <EntryContent
                title="Discovery IQ"
                text="Research your audience before you brief. Takes a minute or two."
              />
            </RouterLink>
          </Card>
        </li>
        <li>
          <EntryButton
            entry={{
              title: "Strategy IQ",
              text: "Give us a website or a brand; choose from strategic routes.",
            }}
            onClick={onStrategist}
            onIntent={onIntent}
          />
        </li>
        <li>
          <EntryButton
            entry={{
              title: "Craft a Creative Brief",
              text: "Know your audience and message? Write the brief yourself.",
            }}
            onClick={onBrief}
          />
        </li>
        <li>
          <EntryButton
            entry={{
              title: "I Already Have an Idea",
              text: "Describe it in a few words; we shape it into a strategy.",
            }}
            onClick={onIdea}
            onIntent={onIntent}
          />
        </li>
      </ul>
    </Grid>
  );
}

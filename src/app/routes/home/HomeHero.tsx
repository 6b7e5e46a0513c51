import type { ReactNode } from "react";
import { Box, Flex, Section, Text } from "@radix-ui/themes";
import { SITE } from "@/config/site";
import { QuickStartPrompt } from "@/features/marketing/components/QuickStartPrompt";
import { EntryCards } from "./EntryCards";

export type HomeHeroProps = {
  /** The visitor is about to open the strategist (focus, hover): preload it. */
  onIntent: () => void;
  onQuickStart: (text: string) => void;
  onStrategist: () => void;
  onBrief: () => void;
  onIdea: () => void;
  /** The ideas-created count under the entry cards. */
  banner: ReactNode;
};

/**
 * The home page's first screen. It needs no session and no data, so the build also renders it
 * into index.html (src/app/prerender): a phone paints it before any JavaScript has run.
 */
export function HomeHero({
  onIntent,
  onQuickStart,
  onStrategist,
  onBrief,
  onIdea,
  banner,
}: HomeHeroProps) {
  return (
    <Section
      size={{ initial: "2", sm: "3" }}
      pt={{ initial: "7", sm: "9" }}
      aria-labelledby="home-title"
    >
      <Flex direction="column" gap={{ initial: "5", sm: "6" }} maxWidth="64rem">
        <Text size="2" weight="medium" color="ruby" className="eyebrow">
          {SITE.tagline}
        </Text>
        <h1 className="display-title" id="home-title">
          Campaigns worth running, <em>pitched by legends.</em>
        </h1>
        <Text as="p" size={{ initial: "3", sm: "5" }} color="gray" style={{ maxWidth: "38em" }}>
          Tell us what you want to advertise. We shape the strategy and the creative brief; AI
          personas of advertising’s great creatives pitch the ideas.
        </Text>
        <QuickStartPrompt onIntent={onIntent} onSubmit={onQuickStart} />
        <Box mt={{ initial: "2", sm: "4" }}>
          <EntryCards
            onIntent={onIntent}
            onStrategist={onStrategist}
            onBrief={onBrief}
            onIdea={onIdea}
          />
        </Box>
        {banner}
      </Flex>
    </Section>
  );
}

import { lazy } from "react";
import { Box, Flex, Grid, Heading, Section, Separator, Skeleton, Text } from "@radix-ui/themes";
import { SITE } from "@/config/site";
import { DeferredSection } from "@/components/layout/DeferredSection";
import { PageContainer } from "@/components/layout/PageContainer";

// Below the fold: their code (carousel, picker, icons) loads after the first screen is ready.
const LegendsSection = lazy(() =>
  import("./home/LegendsSection").then((m) => ({ default: m.LegendsSection })),
);
const TestimonialsBlock = lazy(() =>
  import("./home/TestimonialsBlock").then((m) => ({ default: m.TestimonialsBlock })),
);

/** Holds a deferred section's place with its rough shape until its code arrives. */
function SectionPlaceholder({ cards, height }: { cards: number; height: string }) {
  return (
    <Section size={{ initial: "2", sm: "3" }} aria-hidden>
      <Skeleton height="14px" width="8rem" />
      <Skeleton height="48px" width="min(24rem, 80%)" mt="4" mb="7" />
      <Grid columns={{ initial: "1", sm: "2", md: String(cards) }} gap="5">
        {Array.from({ length: cards }, (_, i) => (
          <Skeleton key={i} height={height} className="home-section-skeleton" />
        ))}
      </Grid>
    </Section>
  );
}

const steps = [
  {
    title: "Describe it",
    text: "A product, a launch, a cause. A sentence or a website address is enough to begin.",
  },
  {
    title: "Sharpen the strategy",
    text: "Compare audiences, positioning and key messages, then turn the one you like into a creative brief.",
  },
  {
    title: "Brief the legends",
    text: "Hand the brief to up to three legends: AI personas inspired by advertising’s great creatives.",
  },
  {
    title: "Get the work",
    text: "Each legend pitches campaign ideas with visuals you can refine, share, export or turn into a sell deck.",
  },
];

export function HomePage() {
  return (
    <>
      <title>{`${SITE.name} — ${SITE.tagline.toLowerCase()}`}</title>
      <PageContainer>
        <Section size={{ initial: "2", sm: "3" }} pt={{ initial: "8", sm: "9" }}>
          <Flex direction="column" gap={{ initial: "5", sm: "6" }} maxWidth="64rem">
            <Text size="2" weight="medium" color="ruby" className="eyebrow">
              {SITE.tagline}
            </Text>
            <h1 className="display-title">
              Campaigns worth running, <em>pitched by legends.</em>
            </h1>
            <Text as="p" size={{ initial: "4", sm: "5" }} color="gray" style={{ maxWidth: "38em" }}>
              Tell Legendary what you want to advertise: it shapes the strategy and the creative
              brief, then AI personas of advertising’s great creatives pitch you campaign ideas,
              visuals included.
            </Text>
          </Flex>
        </Section>
        <Separator size="4" />
        <Section size={{ initial: "2", sm: "3" }} aria-labelledby="how-it-works">
          <Heading
            as="h2"
            id="how-it-works"
            size="2"
            weight="medium"
            color="gray"
            className="eyebrow"
            mb={{ initial: "5", sm: "7" }}
          >
            From a sentence to a campaign
          </Heading>
          <Grid asChild columns={{ initial: "1", sm: "2", md: "4" }} gapX="7" gapY="6">
            <ol style={{ listStyle: "none", margin: 0, padding: 0 }}>
              {steps.map((step, index) => (
                <Box asChild key={step.title}>
                  <li>
                    <Flex direction="column" gap="2">
                      <Text size="7" className="step-number" aria-hidden>
                        {String(index + 1).padStart(2, "0")}
                      </Text>
                      <Heading as="h3" size="5" weight="medium">
                        {step.title}
                      </Heading>
                      <Text as="p" size="3" color="gray">
                        {step.text}
                      </Text>
                    </Flex>
                  </li>
                </Box>
              ))}
            </ol>
          </Grid>
        </Section>
        <Separator size="4" />
        <DeferredSection id="legends" placeholder={<SectionPlaceholder cards={3} height="36rem" />}>
          <LegendsSection />
        </DeferredSection>
        <Separator size="4" />
        <DeferredSection placeholder={<SectionPlaceholder cards={1} height="8rem" />}>
          <TestimonialsBlock />
        </DeferredSection>
      </PageContainer>
    </>
  );
}

import { Box, Flex, Grid, Heading, Section, Separator, Text } from "@radix-ui/themes";
import { SITE } from "@/config/site";
import { PageContainer } from "@/components/layout/PageContainer";

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
      </PageContainer>
    </>
  );
}

// The step numbers are set in Fraunces italic.
import "@/components/typography/frauncesItalic";
import { memo } from "react";
import { Box, Flex, Grid, Heading, Section, Text } from "@radix-ui/themes";

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

/**
 * 'From a sentence to a campaign': the journey in four steps, under the hero. Static, so
 * memoized: nothing the page re-renders for reaches it.
 */
export const HowItWorks = memo(function HowItWorks() {
  return (
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
  );
});

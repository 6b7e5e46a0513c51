import { memo } from "react";
import { Flex, Heading, Section, Text } from "@radix-ui/themes";
import { TestimonialsSection } from "@/features/legends/components/TestimonialsSection";

/**
 * The home page's testimonials (spec 2 "Carousels and cards"). Memoized: it changes only with
 * its own query, not with the page.
 */
export const TestimonialsBlock = memo(function TestimonialsBlock() {
  return (
    <Section size={{ initial: "2", sm: "3" }} aria-labelledby="testimonials">
      <Flex direction="column" gap="3" mb={{ initial: "5", sm: "7" }} maxWidth="40rem">
        <Text size="2" weight="medium" color="ruby" className="eyebrow">
          Testimonials
        </Text>
        <Heading as="h2" id="testimonials" className="section-title">
          In good company
        </Heading>
      </Flex>
      <TestimonialsSection />
    </Section>
  );
});

import { memo } from "react";
import { Flex, Heading, Section, Separator, Text } from "@radix-ui/themes";
import { api } from "../../../../convex/_generated/api";
import { TestimonialsSection } from "@/features/legends/components/TestimonialsSection";
import { useLiveQuery } from "@/lib/useLiveQuery";

/**
 * The home page's testimonials (spec 2 "Carousels and cards"). A section with nothing to show is
 * not shown: it appears once testimonials exist (they are admin-entered, never seeded), and the
 * section's own empty text stays for the component on its own. The same subscription as the
 * section's, so the Convex client asks once. Memoized: it changes only with its own query.
 */
export const TestimonialsBlock = memo(function TestimonialsBlock() {
  const testimonials = useLiveQuery("testimonials", api.legends.queries.testimonials, {});
  if (testimonials.status === "loading") return null;
  if (testimonials.status === "ready" && testimonials.data.length === 0) return null;
  return (
    <>
      <Separator size="4" />
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
    </>
  );
});

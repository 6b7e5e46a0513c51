import { Flex, Grid, Skeleton, Text } from "@radix-ui/themes";
import { api } from "../../../../convex/_generated/api";
import { TESTIMONIAL_CAROUSEL } from "../../../../shared/constants";
import { messages } from "../../../../shared/errors";
import { useLiveQuery } from "@/lib/useLiveQuery";
import { AreaEmpty, AreaError } from "./AreaMessage";
import { Carousel } from "./Carousel";
import { TestimonialCard } from "./TestimonialCard";

/**
 * Testimonials (spec 2): three or fewer as a grid; more as a looping carousel advancing every
 * 5 s that stops once the visitor hovers or interacts, with previous/next and dots.
 */
export function TestimonialsSection() {
  const testimonials = useLiveQuery("testimonials", api.legends.queries.testimonials, {});

  if (testimonials.status === "loading") {
    return (
      <Flex direction="column" gap="4" aria-busy="true">
        <Text size="2" color="gray" role="status">
          Loading testimonials…
        </Text>
        <Skeleton height="180px" />
      </Flex>
    );
  }
  if (testimonials.status === "error") {
    return <AreaError message={messages.legends.fetchFailed} onRetry={testimonials.retry} />;
  }
  const legends = testimonials.data;
  if (legends.length === 0) return <AreaEmpty message="No testimonials available yet" />;
  if (legends.length <= TESTIMONIAL_CAROUSEL.gridCutoff) {
    return (
      <Grid columns={{ initial: "1", sm: String(Math.min(legends.length, 3)) }} gap="5">
        {legends.map((legend) => (
          <TestimonialCard key={legend.id} legend={legend} />
        ))}
      </Grid>
    );
  }
  return (
    <Carousel
      label="Testimonials"
      items={legends}
      getKey={(legend) => legend.id}
      renderSlide={(legend) => <TestimonialCard legend={legend} />}
      autoplayMs={TESTIMONIAL_CAROUSEL.autoplayMs}
      stopOnInteraction
      slideClassName="carousel-slide--testimonials"
      dots="always"
    />
  );
}

import { Card, Flex, Link, Text } from "@radix-ui/themes";
import { Link as RouterLink } from "react-router-dom";
import { ROUTES, TESTIMONIAL_CAROUSEL } from "../../../../shared/constants";
import type { Legend } from "../lib/types";
import { LegendAvatar } from "./LegendAvatar";

/** One testimonial: the words large in the serif, then who and the award (or 'Creative Legend'). */
export function TestimonialCard({ legend }: { legend: Legend }) {
  const award = legend.awards[0]?.trim() || TESTIMONIAL_CAROUSEL.fallbackAward;
  return (
    <Card size="3" className="testimonial-card" asChild>
      <figure>
        <Flex direction="column" justify="between" gap="5" height="100%">
          <blockquote className="testimonial-quote serif">{legend.testimonial}</blockquote>
          <Flex asChild align="center" gap="3">
            <figcaption>
              <LegendAvatar legend={legend} size="3" />
              <Flex direction="column" minWidth="0">
                <Link asChild weight="medium" size="2" color="gray" highContrast>
                  <RouterLink to={ROUTES.legend(legend.slug)}>{legend.name}</RouterLink>
                </Link>
                <Text size="1" color="gray" className="testimonial-award">
                  {award}
                </Text>
              </Flex>
            </figcaption>
          </Flex>
        </Flex>
      </figure>
    </Card>
  );
}

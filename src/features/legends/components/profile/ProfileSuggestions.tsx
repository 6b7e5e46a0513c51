import { Card, Flex, Grid, Heading, Text } from "@radix-ui/themes";
import { Link as RouterLink } from "react-router-dom";
import { api } from "../../../../../convex/_generated/api";
import { ROUTES } from "../../../../../shared/constants";
import { useLiveQuery } from "@/lib/useLiveQuery";
import { matchesSearch } from "@/features/legends/lib/format";
import type { Legend } from "@/features/legends/lib/types";
import { LegendAvatar } from "../LegendAvatar";

const SHOWN = 4;

/** Legends whose names share a word with the slug first, then the roster's first. */
export function suggestionsFor(slug: string, legends: readonly Legend[]): Legend[] {
  const words = slug.split(/[^a-z0-9]+/i).filter((word) => word.length >= 3);
  const close = legends.filter((legend) => words.some((word) => matchesSearch(legend, word)));
  const rest = legends.filter((legend) => !close.includes(legend));
  return [...close, ...rest].slice(0, SHOWN);
}

/** 'Perhaps you were looking for': a way on from a profile that isn't there. */
export function ProfileSuggestions({ slug }: { slug: string }) {
  const featured = useLiveQuery("featuredLegends", api.legends.queries.featured, {});
  if (featured.status !== "ready" || featured.data.length === 0) return null;
  return (
    <Flex direction="column" gap="4" mt={{ initial: "7", sm: "9" }}>
      <Heading as="h2" size="2" weight="medium" color="gray" className="eyebrow">
        Perhaps you were looking for
      </Heading>
      <Grid columns={{ initial: "1", xs: "2", md: "4" }} gap="3">
        {suggestionsFor(slug, featured.data).map((legend) => (
          <Card key={legend.id} asChild size="2">
            <RouterLink to={ROUTES.legend(legend.slug)}>
              <Flex align="center" gap="3">
                <LegendAvatar legend={legend} size="4" />
                <Flex direction="column" minWidth="0">
                  <Text size="3" weight="medium" className="serif" truncate>
                    {legend.name}
                  </Text>
                  <Text size="1" color="gray" truncate>
                    {legend.label}
                  </Text>
                </Flex>
              </Flex>
            </RouterLink>
          </Card>
        ))}
      </Grid>
    </Flex>
  );
}

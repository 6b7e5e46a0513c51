import { Flex, Grid, Text } from "@radix-ui/themes";
import { LEGENDS_SKELETON_COUNT } from "../../../../shared/constants";
import { LegendCardSkeleton } from "./LegendCardSkeleton";

/** 'Loading legends...' with a skeleton of three cards (spec 2, 9). */
export function LegendsLoading() {
  return (
    <Flex direction="column" gap="4" aria-busy="true">
      <Text size="2" color="gray" role="status">
        Loading legends...
      </Text>
      <Grid columns={{ initial: "1", sm: "2", md: "3" }} gap="5" className="legends-skeleton">
        {Array.from({ length: LEGENDS_SKELETON_COUNT }, (_, i) => (
          <LegendCardSkeleton key={i} />
        ))}
      </Grid>
    </Flex>
  );
}

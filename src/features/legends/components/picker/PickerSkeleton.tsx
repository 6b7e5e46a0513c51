import { Card, Flex, Grid, Skeleton, Text } from "@radix-ui/themes";
import { LEGENDS_SKELETON_COUNT } from "../../../../../shared/constants";

/** 'Loading legends...' with a skeleton of three picker rows. */
export function PickerSkeleton() {
  return (
    <Flex direction="column" gap="3" aria-busy="true">
      <Text size="2" color="gray" role="status">
        Loading legends...
      </Text>
      <Grid columns={{ initial: "1", sm: "2" }} gap="2">
        {Array.from({ length: LEGENDS_SKELETON_COUNT }, (_, i) => (
          <Card key={i} size="1" aria-hidden>
            <Flex align="center" gap="3">
              <Skeleton width="48px" height="48px" style={{ borderRadius: "50%" }} />
              <Flex direction="column" gap="2" flexGrow="1">
                <Skeleton height="16px" width="60%" />
                <Skeleton height="12px" width="80%" />
              </Flex>
            </Flex>
          </Card>
        ))}
      </Grid>
    </Flex>
  );
}

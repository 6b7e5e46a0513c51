import "../../legends.css";
import "@/components/typography/frauncesItalic";
import { Box, Flex, Grid, Skeleton, Text } from "@radix-ui/themes";

/**
 * The profile's shape while the legend loads. At least a screen tall, as every profile is, so the
 * footer does not sit on the first screen and jump away when the profile arrives.
 */
export function ProfileSkeleton() {
  return (
    <Flex direction="column" gap="5" aria-busy="true" className="profile-skeleton">
      <Text size="2" color="gray" role="status">
        Loading legend…
      </Text>
      <Grid columns={{ initial: "1", sm: "minmax(0, 5fr) minmax(0, 7fr)" }} gapX="8" gapY="6">
        <Skeleton className="profile-portrait-skeleton" />
        <Flex direction="column" gap="4" justify="center">
          <Skeleton height="14px" width="40%" />
          <Skeleton height="64px" width="80%" />
          <Skeleton height="24px" width="55%" />
          <Box>
            <Skeleton height="18px" width="100%" />
            <Skeleton height="18px" width="70%" mt="2" />
          </Box>
        </Flex>
      </Grid>
    </Flex>
  );
}

import { Box, Card, Flex, Inset, Skeleton } from "@radix-ui/themes";

/** The legend card's shape while legends load. */
export function LegendCardSkeleton() {
  return (
    <Card size="2" className="legend-card" aria-hidden>
      <Inset clip="padding-box" side="top" pb="current">
        <Skeleton className="legend-portrait-skeleton" />
      </Inset>
      <Flex direction="column" gap="3">
        <Skeleton height="12px" width="70%" />
        <Box>
          <Skeleton height="28px" width="60%" />
          <Skeleton height="16px" width="45%" mt="2" />
        </Box>
        <Skeleton height="14px" width="100%" />
        <Skeleton height="14px" width="94%" />
        <Skeleton height="14px" width="60%" />
        <Skeleton height="40px" width="100%" />
      </Flex>
    </Card>
  );
}

import { Box, Flex, Skeleton, Text } from "@radix-ui/themes";
import { PageContainer } from "@/components/layout/PageContainer";

/**
 * Shown while a page's code arrives. It sketches the page's shape (a headline
 * and a paragraph) so the layout doesn't jump, and says in words what is
 * happening for people who can't see the skeleton.
 */
export function PageLoader({ label = "Loading page…" }: { label?: string }) {
  return (
    <PageContainer py={{ initial: "8", sm: "9" }}>
      <Flex direction="column" gap="5" aria-busy="true">
        <Text size="2" color="gray" role="status">
          {label}
        </Text>
        <Box>
          <Skeleton height="56px" width="min(34rem, 90%)" />
          <Box mt="3">
            <Skeleton height="56px" width="min(22rem, 65%)" />
          </Box>
        </Box>
        <Flex direction="column" gap="3" maxWidth="36rem">
          <Skeleton height="16px" width="100%" />
          <Skeleton height="16px" width="92%" />
          <Skeleton height="16px" width="60%" />
        </Flex>
      </Flex>
    </PageContainer>
  );
}

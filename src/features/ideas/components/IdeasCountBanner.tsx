import { Flex, Link, Text } from "@radix-ui/themes";
import { Link as RouterLink } from "react-router-dom";
import { IDEAS_COUNT, ROUTES } from "../../../../shared/startupConstants";
import { bannerMessages } from "../../../../shared/startupMessages";
import { useIdeasCount, type IdeasCount } from "../hooks/useIdeasCount";
import { formatCount } from "@/lib/formatCount";

/**
 * The home page's count of ideas created (spec 1, 2): the spec's fallback '1,000' while the
 * number is on its way, 'Stats currently unavailable' if it can't be had, and 'Join' (to
 * /register) for visitors.
 */
export function IdeasCountBanner({ showJoin }: { showJoin: boolean }) {
  return <IdeasCountLine count={useIdeasCount()} showJoin={showJoin} />;
}

/** The banner's markup for a given count (the prerendered first screen shows it loading). */
export function IdeasCountLine({ count, showJoin }: { count: IdeasCount; showJoin: boolean }) {
  return (
    <Flex align="center" gap="2" wrap="wrap" role="status" aria-live="polite">
      {count.status === "error" ? (
        <Text size="2" color="gray">
          {bannerMessages.statsUnavailable}
        </Text>
      ) : (
        <Text size="2" color="gray">
          <Text weight="bold" color="gray" highContrast>
            {count.status === "ready" ? formatCount(count.total) : IDEAS_COUNT.fallbackText}
          </Text>{" "}
          campaign ideas created
        </Text>
      )}
      {showJoin ? (
        <Link asChild size="2" weight="medium">
          <RouterLink to={ROUTES.register}>Join →</RouterLink>
        </Link>
      ) : null}
    </Flex>
  );
}

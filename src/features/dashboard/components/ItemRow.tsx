import type { ReactNode } from "react";
import { Card, Flex, Text } from "@radix-ui/themes";
import { Link as RouterLink } from "react-router-dom";

export const dateFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
});

/** One row of a dashboard list: its title links to where it opens; details sit underneath. */
export function ItemRow({
  to,
  title,
  meta,
  extra,
}: {
  to: string;
  title: string;
  meta: ReactNode;
  /** Beside the link, not inside it (e.g. a versions toggle). */
  extra?: ReactNode;
}) {
  return (
    <Card size="2">
      <Flex direction="column" gap="1">
        <RouterLink to={to} className="dashboard-item-link">
          <Text size="3" weight="medium">
            {title}
          </Text>
        </RouterLink>
        <Text size="2" color="gray">
          {meta}
        </Text>
        {extra}
      </Flex>
    </Card>
  );
}

import type { ReactNode } from "react";
import { Button, Callout, Flex, Grid, Skeleton, Text } from "@radix-ui/themes";
import { Link as RouterLink } from "react-router-dom";
import { CREDIT_MODAL, ROUTES } from "../../../../shared/constants";

/** Up to three columns (spec 2), one on phones. */
export function OptionsGrid({ count, children }: { count: number; children: ReactNode }) {
  const wide = String(Math.min(Math.max(count, 1), CREDIT_MODAL.maxColumns)) as "1" | "2" | "3";
  return (
    <Grid columns={{ initial: "1", sm: wide }} gap="4">
      {children}
    </Grid>
  );
}

export function OptionsLoading() {
  return (
    <OptionsGrid count={CREDIT_MODAL.maxColumns}>
      {Array.from({ length: CREDIT_MODAL.maxColumns }, (_, i) => (
        <Skeleton key={i} height="18rem" />
      ))}
    </OptionsGrid>
  );
}

/** Spec 8: the load failure, with a way to the pricing page. */
export function OptionsUnavailable({
  message,
  label = "See pricing",
  reload = false,
}: {
  message: string;
  label?: string;
  /** On /pricing itself: load the page afresh. */
  reload?: boolean;
}) {
  return (
    <Callout.Root color="gray" role="alert">
      <Callout.Text>{message}</Callout.Text>
      <Flex mt="3">
        <Button asChild size="2" variant="soft">
          <RouterLink to={ROUTES.pricing} reloadDocument={reload}>
            {label}
          </RouterLink>
        </Button>
      </Flex>
    </Callout.Root>
  );
}

export function OptionsEmpty({ children }: { children: ReactNode }) {
  return (
    <Text as="p" size="3" color="gray">
      {children}
    </Text>
  );
}

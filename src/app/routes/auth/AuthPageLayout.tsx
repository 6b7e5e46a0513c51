import type { ReactNode } from "react";
import { Card, Flex, Grid, Heading, Text } from "@radix-ui/themes";
import { SITE } from "@/config/site";
import { PageContainer } from "@/components/layout/PageContainer";

type AuthPageLayoutProps = {
  /** The document title's first part, e.g. "Sign in". */
  documentTitle: string;
  eyebrow: string;
  /** The display headline; an <em> inside is set in the accent italic. */
  title: ReactNode;
  lede: string;
  /** The card's heading, e.g. "Sign in". */
  formTitle: string;
  children: ReactNode;
  /** Under the card, e.g. the link to the other form. */
  footer?: ReactNode;
};

/**
 * The account pages: the promise in the display serif on one side, the form in a card on the
 * other (stacked on phones, the form first after a compact headline).
 */
export function AuthPageLayout({
  documentTitle,
  eyebrow,
  title,
  lede,
  formTitle,
  children,
  footer,
}: AuthPageLayoutProps) {
  return (
    <PageContainer py={{ initial: "6", sm: "9" }}>
      <title>{`${documentTitle} · ${SITE.name}`}</title>
      <Grid columns={{ initial: "1", md: "minmax(0, 1fr) 440px" }} gapX="9" gapY="6" align="start">
        <Flex direction="column" gap={{ initial: "3", sm: "5" }} pt={{ md: "6" }}>
          <Text size="2" weight="medium" color="ruby" className="eyebrow">
            {eyebrow}
          </Text>
          <h1 className="display-title auth-title">{title}</h1>
          <Text as="p" size={{ initial: "3", sm: "4" }} color="gray" style={{ maxWidth: "30em" }}>
            {lede}
          </Text>
        </Flex>
        <Flex direction="column" gap="4">
          <Card size={{ initial: "3", sm: "4" }}>
            <Flex direction="column" gap="5">
              <Heading as="h2" size="5" weight="medium">
                {formTitle}
              </Heading>
              {children}
            </Flex>
          </Card>
          {footer}
        </Flex>
      </Grid>
    </PageContainer>
  );
}

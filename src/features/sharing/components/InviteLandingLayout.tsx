import type { ReactNode } from "react";
import { Flex, Text } from "@radix-ui/themes";
import { SITE } from "@/config/site";
import { PageContainer } from "@/components/layout/PageContainer";

/**
 * The frame every state of the invite page shares: an eyebrow, the serif title, a short
 * explanation at reading width and the way on. Buttons wrap and stretch on a phone.
 */
export function InviteLandingLayout({
  eyebrow,
  title,
  children,
  actions,
  busy = false,
}: {
  eyebrow: string;
  title: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  busy?: boolean;
}) {
  return (
    <PageContainer py={{ initial: "8", sm: "9" }}>
      <Flex
        direction="column"
        gap="5"
        align="start"
        maxWidth="44rem"
        py={{ initial: "2", sm: "6" }}
        aria-busy={busy || undefined}
      >
        <Text size="2" weight="medium" color="ruby" className="eyebrow">
          {eyebrow}
        </Text>
        <h1 className="section-title">{title}</h1>
        {children}
        {actions ? (
          <Flex gap="3" wrap="wrap" mt="2" width="100%">
            {actions}
          </Flex>
        ) : null}
      </Flex>
    </PageContainer>
  );
}

/** A paragraph of the explanation, at reading size. */
export function InviteText({ children }: { children: ReactNode }) {
  return (
    <Text as="p" size={{ initial: "3", sm: "4" }} color="gray" style={{ maxWidth: "34em" }}>
      {children}
    </Text>
  );
}

/** The document title for every state. */
export function InviteDocumentTitle() {
  return <title>{`Invitation · ${SITE.name}`}</title>;
}

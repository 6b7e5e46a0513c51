import type { ReactNode } from "react";
import { Button, Flex, Text } from "@radix-ui/themes";
import { SITE } from "@/config/site";
import { PageLoader } from "@/components/feedback/PageLoader";
import { PageContainer } from "@/components/layout/PageContainer";
import { useCurrentUser } from "@/features/auth/hooks/useCurrentUser";
import { useSignInDialog } from "@/features/auth/hooks/useSignInDialog";
import type { LiveQuery } from "@/lib/useLiveQuery";
import { userFacingMessage } from "@/lib/userFacingMessage";
import { readAppError } from "../../../shared/errors";
import { NotFoundPage } from "./NotFoundPage";

export type BriefWorkGateProps<T> = {
  /** The live query of the work, subscribed only when signed in. */
  work: LiveQuery<T>;
  /** What it is, as the page's words say it: "campaign page", "deck". */
  noun: string;
  /** The plural at the start of the signed-out explanation: "Campaign pages", "Sell decks". */
  plural: string;
  /** The browser tab's title while signed out: "Campaign page", "Sell deck". */
  tabTitle: string;
  children: (data: T) => ReactNode;
};

/**
 * The states every page of work kept under a brief shares (a campaign page, a sell deck): a
 * visitor is asked to sign in, anyone off the brief (and a missing id) gets the not-found page,
 * any other failure its words and a retry; then the work itself.
 */
export function BriefWorkGate<T>({
  work,
  noun,
  plural,
  tabTitle,
  children,
}: BriefWorkGateProps<T>) {
  const user = useCurrentUser();
  const { open: openSignIn } = useSignInDialog();
  if (user.status === "loading") return <PageLoader label={`Loading ${noun}…`} />;
  if (user.status === "signedOut") {
    return (
      <PageContainer py={{ initial: "8", sm: "9" }}>
        <title>{`${tabTitle} · ${SITE.name}`}</title>
        <Flex direction="column" gap="4" align="start" maxWidth="40rem">
          <h1 className="section-title">{`Sign in to see this ${noun}`}</h1>
          <Text as="p" size="3" color="gray">
            {plural} are kept with the brief they were made for. Sign in with the account the brief
            was shared with.
          </Text>
          <Button size="3" onClick={() => openSignIn()}>
            Sign in
          </Button>
        </Flex>
      </PageContainer>
    );
  }
  if (work.status === "loading") return <PageLoader label={`Loading ${noun}…`} />;
  if (work.status === "error") {
    if (readAppError(work.error)?.code === "NOT_FOUND") return <NotFoundPage />;
    return (
      <PageContainer py={{ initial: "8", sm: "9" }}>
        <Flex direction="column" gap="4" align="start">
          <Text role="alert" color="red">
            {userFacingMessage(work.error)}
          </Text>
          <Button variant="soft" onClick={work.retry}>
            Try again
          </Button>
        </Flex>
      </PageContainer>
    );
  }
  return <PageContainer py={{ initial: "4", sm: "6" }}>{children(work.data)}</PageContainer>;
}

import { lazy, Suspense } from "react";
import { Flex, Heading, Skeleton, Text } from "@radix-ui/themes";
import { PageContainer } from "@/components/layout/PageContainer";
import { PlanSummary } from "@/features/billing/components/PlanSummary";
import { LedgerList } from "@/features/credits/components/LedgerList";
import { EmailPrefSwitch } from "@/features/notifications/components/EmailPrefSwitch";
import { SignedInOnly } from "./SignedInOnly";

// Its own chunk: the billing pages share this route's code, and /pricing has no use for keys.
const ApiKeysSection = lazy(() =>
  import("@/features/apiKeys/components/ApiKeysSection").then((m) => ({
    default: m.ApiKeysSection,
  })),
);

/**
 * /account: 'Plan and credits', the plan and balance, then every change to the credits, the
 * notification emails and the API keys an assistant connects with (issue 43). Each part shows
 * its own load failure with a retry; anything else falls to the route's error page.
 */
export function AccountPage() {
  return (
    <PageContainer py={{ initial: "6", sm: "8" }}>
      <title>Plan and credits · Legendary</title>
      <SignedInOnly why="Sign in to see your plan and Legend Credits.">
        <Flex direction="column" gap="6" maxWidth="56rem">
          <Flex direction="column" gap="2">
            <Text size="2" weight="medium" color="ruby" className="eyebrow">
              Account
            </Text>
            <h1 className="display-title">Plan and credits</h1>
          </Flex>
          <section aria-labelledby="plan-heading">
            <Heading as="h2" size="5" id="plan-heading" className="serif" mb="3">
              Your plan
            </Heading>
            <PlanSummary />
          </section>
          <section aria-labelledby="ledger-heading">
            <Heading as="h2" size="5" id="ledger-heading" className="serif" mb="3">
              Credits history
            </Heading>
            <LedgerList />
          </section>
          <section aria-labelledby="notifications-heading">
            <Heading as="h2" size="5" id="notifications-heading" className="serif" mb="3">
              Notifications
            </Heading>
            <EmailPrefSwitch />
          </section>
          <section aria-labelledby="api-keys-heading">
            <Heading as="h2" size="5" id="api-keys-heading" className="serif" mb="3">
              API keys
            </Heading>
            <Suspense fallback={<Skeleton height="8rem" />}>
              <ApiKeysSection />
            </Suspense>
          </section>
        </Flex>
      </SignedInOnly>
    </PageContainer>
  );
}

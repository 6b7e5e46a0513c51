import { PageContainer } from "@/components/layout/PageContainer";
import { LocalPortalView } from "@/features/billing/components/LocalPortalView";
import { SignedInOnly } from "./SignedInOnly";

/** /billing/local-portal: the offline stand-in for Stripe's Billing Portal. */
export function LocalPortalPage() {
  return (
    <PageContainer py={{ initial: "6", sm: "9" }}>
      <title>Billing · Legendary</title>
      <SignedInOnly why="Sign in to manage your plan.">
        <LocalPortalView />
      </SignedInOnly>
    </PageContainer>
  );
}

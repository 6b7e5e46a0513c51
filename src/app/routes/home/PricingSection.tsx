import { useCallback } from "react";
import { useConvexAuth } from "convex/react";
import { Callout, Flex, Heading, Link, Section, Text } from "@radix-ui/themes";
import { Link as RouterLink } from "react-router-dom";
import { useSignInDialog } from "@/features/auth/hooks/useSignInDialog";
import { OptionsLoading, OptionsUnavailable } from "@/features/billing/components/OptionsGrid";
import { isFreePlan, PricingPlans } from "@/features/billing/components/PricingPlans";
import { useCheckout } from "@/features/billing/hooks/useCheckout";
import { BILLING_NOT_CONFIGURED } from "@/features/billing/lib/checkout";
import type { PricingPlan } from "@/features/billing/lib/types";
import { useLiveQuery } from "@/lib/useLiveQuery";
import { api } from "../../../../convex/_generated/api";
import { HOME_ANCHORS, ROUTES } from "../../../../shared/constants";
import { messages } from "../../../../shared/errors";

/** The free plan (Dreamer) first, the rest in the catalogue's own order. */
export function homePlans(plans: readonly PricingPlan[]): PricingPlan[] {
  const shown = plans.filter((plan) => !plan.advanced);
  return [...shown.filter(isFreePlan), ...shown.filter((plan) => !isFreePlan(plan))];
}

/**
 * The home page's pricing (#pricing, spec 2): /pricing's plans from the same catalogue query and
 * the same cards and buttons, so a checkout chosen here asks to sign in and resumes just as it
 * does there. Credit packs and the larger plans stay on /pricing.
 */
export function PricingSection() {
  const { isAuthenticated } = useConvexAuth();
  const signIn = useSignInDialog();
  const requireSignIn = useCallback(
    (onSignedIn: () => void) => signIn.open({ onSuccess: onSignedIn }),
    [signIn],
  );
  const pricing = useLiveQuery("pricing", api.billing.queries.pricing, {});
  const checkout = useCheckout(requireSignIn);
  const data = pricing.status === "ready" ? pricing.data : null;
  const purchasable = data !== null && data.checkoutMode !== "off";

  return (
    <Section
      size={{ initial: "2", sm: "3" }}
      id={HOME_ANCHORS.pricing}
      aria-labelledby="home-pricing"
    >
      <Flex direction="column" gap="3" mb={{ initial: "5", sm: "7" }} maxWidth="40rem">
        <Text size="2" weight="medium" color="ruby" className="eyebrow">
          Pricing
        </Text>
        <Heading as="h2" id="home-pricing" className="section-title">
          Hire the legends by the month
        </Heading>
        <Text as="p" size={{ initial: "3", sm: "4" }} color="gray">
          Each plan gives Legend Credits every month, a number of legends to work with and brand
          profiles to keep your brands on file.
        </Text>
      </Flex>
      {pricing.status === "loading" ? (
        <OptionsLoading />
      ) : data === null ? (
        <OptionsUnavailable message={messages.billing.plansLoadFailed} />
      ) : (
        <PricingPlans
          plans={homePlans(data.plans)}
          currentTier={isAuthenticated ? data.currentTier : null}
          signedIn={isAuthenticated}
          purchasable={purchasable}
          processing={checkout.processing}
          onBuy={checkout.buy}
        />
      )}
      {data !== null && !purchasable ? (
        <Callout.Root color="gray" variant="surface" role="note" mt="4">
          <Callout.Text>{BILLING_NOT_CONFIGURED}</Callout.Text>
        </Callout.Root>
      ) : null}
      <Text as="p" size="2" color="gray" mt="4">
        Credit packs, and plans for several brands or a whole agency, are on{" "}
        <Link asChild>
          <RouterLink to={ROUTES.pricing}>the pricing page</RouterLink>
        </Link>
        .
      </Text>
    </Section>
  );
}

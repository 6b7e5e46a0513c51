import "../billing.css";
import { useConvexAuth } from "convex/react";
import { Callout, Flex, Heading, IconButton, Link, Section, Text } from "@radix-ui/themes";
import { Cross2Icon, InfoCircledIcon } from "@radix-ui/react-icons";
import { Link as RouterLink } from "react-router-dom";
import { useLiveQuery } from "@/lib/useLiveQuery";
import { api } from "../../../../convex/_generated/api";
import { ROUTES } from "../../../../shared/constants";
import { messages } from "../../../../shared/errors";
import { useCheckout, type RequireSignIn } from "../hooks/useCheckout";
import { BILLING_NOT_CONFIGURED } from "../lib/checkout";
import { OptionsLoading, OptionsUnavailable } from "./OptionsGrid";
import { PackagesTab } from "./PackagesTab";
import { PricingPlans } from "./PricingPlans";

export const CHECKOUT_CANCELED_NOTICE = "Checkout canceled — nothing was charged";

type PricingViewProps = {
  /** ?show=advanced: Business and Enterprise too. */
  showAdvanced: boolean;
  /** ?canceled=1: back from a checkout the visitor left. */
  canceled: boolean;
  onDismissCanceled: () => void;
  requireSignIn: RequireSignIn;
};

/**
 * /pricing (spec 2, 5, 9): Dreamer, Starter and Pro side by side (Business and Enterprise with
 * ?show=advanced), the caller's plan marked, then the credit packs on sale. Works signed out:
 * choosing asks to sign in first and resumes the checkout afterwards.
 */
export function PricingView({
  showAdvanced,
  canceled,
  onDismissCanceled,
  requireSignIn,
}: PricingViewProps) {
  const { isAuthenticated } = useConvexAuth();
  const pricing = useLiveQuery("pricing", api.billing.queries.pricing, {});
  const checkout = useCheckout(requireSignIn);
  const data = pricing.status === "ready" ? pricing.data : null;
  const purchasable = data !== null && data.checkoutMode !== "off";
  const plans = data?.plans.filter((plan) => showAdvanced || !plan.advanced) ?? [];
  const hasAdvanced = data?.plans.some((plan) => plan.advanced) ?? false;

  return (
    <Flex direction="column" gap="6">
      {canceled ? (
        <Callout.Root color="gray" variant="surface" role="status">
          <Callout.Icon>
            <InfoCircledIcon />
          </Callout.Icon>
          <Flex justify="between" align="center" gap="3" width="100%">
            <Callout.Text>{CHECKOUT_CANCELED_NOTICE}</Callout.Text>
            <IconButton
              size="1"
              variant="ghost"
              color="gray"
              aria-label="Dismiss"
              onClick={onDismissCanceled}
            >
              <Cross2Icon />
            </IconButton>
          </Flex>
        </Callout.Root>
      ) : null}

      <Flex direction="column" gap="3" maxWidth="44rem">
        <Text size="2" weight="medium" color="ruby" className="eyebrow">
          Pricing
        </Text>
        <h1 className="display-title">Hire the legends by the month.</h1>
        <Text size="4" color="gray">
          No credit card needed to start. Cancel anytime.
        </Text>
      </Flex>

      <section aria-labelledby="plans-heading">
        <Heading as="h2" size="6" id="plans-heading" className="serif" mb="4">
          Plans
        </Heading>
        {pricing.status === "loading" ? (
          <OptionsLoading />
        ) : data === null ? (
          <OptionsUnavailable message={messages.billing.plansLoadFailed} label="Try again" reload />
        ) : (
          <PricingPlans
            plans={plans}
            currentTier={isAuthenticated ? data.currentTier : null}
            signedIn={isAuthenticated}
            purchasable={purchasable}
            processing={checkout.processing}
            onBuy={checkout.buy}
          />
        )}
        {data !== null && hasAdvanced && !showAdvanced ? (
          <Text as="p" size="2" color="gray" mt="4">
            Running several brands or a whole agency?{" "}
            <Link asChild>
              <RouterLink to={`${ROUTES.pricing}?show=advanced`} target="_blank" rel="noopener">
                See Business and Enterprise plans
              </RouterLink>
            </Link>
          </Text>
        ) : null}
      </section>

      <Section size="1" asChild>
        <section aria-labelledby="packs-heading">
          <Flex direction="column" gap="1" mb="4">
            <Heading as="h2" size="6" id="packs-heading" className="serif">
              Credit packs
            </Heading>
            <Text size="3" color="gray">
              One-off Legend Credits on top of any plan, no subscription needed.
            </Text>
          </Flex>
          {pricing.status === "loading" ? (
            <OptionsLoading />
          ) : data === null ? (
            <OptionsUnavailable
              message={messages.billing.packagesLoadFailed}
              label="Try again"
              reload
            />
          ) : (
            <PackagesTab
              packages={data.packages}
              billingConfigured={purchasable}
              processing={checkout.processing}
              onBuy={(pack) => checkout.buy({ kind: "credits", packageId: pack.packageId })}
              max={data.packages.length}
            />
          )}
        </section>
      </Section>

      {data !== null && !purchasable ? (
        <Callout.Root color="gray" variant="surface" role="note">
          <Callout.Text>{BILLING_NOT_CONFIGURED}</Callout.Text>
        </Callout.Root>
      ) : null}
    </Flex>
  );
}

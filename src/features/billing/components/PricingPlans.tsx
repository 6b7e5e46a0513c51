import { Button, Grid } from "@radix-ui/themes";
import { Link as RouterLink } from "react-router-dom";
import { SITE } from "@/config/site";
import { ROUTES } from "../../../../shared/constants";
import type { CheckoutItem } from "../lib/checkout";
import { checkoutKey } from "../lib/checkout";
import { planMonthlyPrice } from "../lib/prices";
import type { PricingPlan } from "../lib/types";
import { BuyButton, OptionCard } from "./OptionCard";
import { brandProfilesLine, creditsLine, legendsLine } from "./PlansTab";

/** Feature lines that repeat what the three computed lines already say. */
const REPEATS = /legend|credits|brand profile/i;

export function isFreePlan(plan: PricingPlan): boolean {
  return plan.priceMonthly === 0 || plan.tier === "free";
}

type PricingPlansProps = {
  plans: readonly PricingPlan[];
  currentTier: string | null;
  signedIn: boolean;
  purchasable: boolean;
  processing: string | null;
  onBuy: (item: CheckoutItem) => void;
};

function PlanAction({
  plan,
  current,
  signedIn,
  purchasable,
  processing,
  onBuy,
}: Omit<PricingPlansProps, "plans" | "currentTier"> & { plan: PricingPlan; current: boolean }) {
  if (current) {
    return (
      <Button size="3" variant="soft" color="gray" disabled>
        Current plan
      </Button>
    );
  }
  if (isFreePlan(plan)) {
    return signedIn ? (
      <Button size="3" variant="soft" color="gray" asChild>
        <RouterLink to={ROUTES.account}>Manage plan</RouterLink>
      </Button>
    ) : (
      <Button size="3" variant="soft" asChild>
        <RouterLink to={ROUTES.register}>Join the waitlist</RouterLink>
      </Button>
    );
  }
  if (plan.priceMonthly === null) {
    return (
      <Button size="3" variant="soft" asChild>
        <a href={`mailto:${SITE.contactEmail}?subject=${encodeURIComponent(plan.name)}`}>
          Contact us
        </a>
      </Button>
    );
  }
  const item: CheckoutItem = { kind: "subscription", priceId: plan.stripePriceId ?? "" };
  const key = checkoutKey(item);
  return (
    <BuyButton
      label={`Choose ${plan.name}`}
      busy={processing === key}
      disabled={!purchasable || (processing !== null && processing !== key)}
      onClick={() => onBuy(item)}
    />
  );
}

/** /pricing's plans side by side, what each gives in plain words, the caller's own marked. */
export function PricingPlans({ plans, currentTier, ...rest }: PricingPlansProps) {
  // At most three side by side: five plans at 1440 px would squeeze each price and list.
  const wide = String(Math.min(Math.max(plans.length, 1), 3)) as "1" | "2" | "3";
  return (
    <Grid columns={{ initial: "1", sm: plans.length > 1 ? "2" : "1", md: wide }} gap="4">
      {plans.map((plan) => {
        const current = currentTier !== null && plan.tier === currentTier;
        const free = isFreePlan(plan);
        return (
          <OptionCard
            key={plan.id}
            name={plan.name}
            price={plan.priceMonthly === null ? "Custom" : planMonthlyPrice(plan.priceMonthly)}
            period={plan.priceMonthly === null ? undefined : "/month"}
            description={plan.description}
            highlights={[
              free
                ? `${plan.legendCredits.toLocaleString("en-US")} Legend Credits to start`
                : creditsLine(plan.legendCredits),
              legendsLine(plan.legendsAccessCount),
              brandProfilesLine(plan.brandProfileLimit),
              ...plan.features.filter((line) => !REPEATS.test(line)),
            ]}
            // The free plan opens by qualification, from the waitlist (spec 6).
            note={free ? "By qualification" : null}
            current={current}
            action={<PlanAction plan={plan} current={current} {...rest} />}
          />
        );
      })}
    </Grid>
  );
}

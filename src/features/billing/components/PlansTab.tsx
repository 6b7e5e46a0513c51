import { Button } from "@radix-ui/themes";
import { SITE } from "@/config/site";
import { CREDIT_MODAL, LEGENDS_ACCESS_ALL } from "../../../../shared/constants";
import { checkoutKey } from "../lib/checkout";
import { planMonthlyPrice } from "../lib/prices";
import type { PlanOption } from "../lib/types";
import { BuyButton, OptionCard } from "./OptionCard";
import { OptionsEmpty, OptionsGrid } from "./OptionsGrid";

type PlansTabProps = {
  plans: readonly PlanOption[];
  billingConfigured: boolean;
  processing: string | null;
  onBuy: (plan: PlanOption) => void;
};

const planKey = (plan: PlanOption) =>
  checkoutKey({ kind: "subscription", priceId: plan.stripePriceId ?? "" });

export function legendsLine(count: number): string {
  if (count === LEGENDS_ACCESS_ALL) return "All legends";
  return `${count} creative ${count === 1 ? "legend" : "legends"}`;
}

export function brandProfilesLine(limit: number): string {
  if (limit < 0) return "Unlimited brand profiles";
  if (limit === 0) return "No brand profiles";
  return `${limit} brand ${limit === 1 ? "profile" : "profiles"}`;
}

export function creditsLine(credits: number): string {
  return `${credits.toLocaleString("en-US")} Legend Credits a month`;
}

/** The Subscription tab: plans to upgrade to (the server leaves out free and the current). */
export function PlansTab({ plans, billingConfigured, processing, onBuy }: PlansTabProps) {
  const shown = plans.slice(0, CREDIT_MODAL.maxColumns);
  if (shown.length === 0) {
    return (
      <OptionsEmpty>
        You’re on our largest plan already. Top up with a credit pack from the Credits tab.
      </OptionsEmpty>
    );
  }
  return (
    <OptionsGrid count={shown.length}>
      {shown.map((plan) => (
        <OptionCard
          key={plan.id}
          name={plan.name}
          price={plan.priceMonthly === null ? "Custom" : planMonthlyPrice(plan.priceMonthly)}
          period={plan.priceMonthly === null ? undefined : "/month"}
          description={plan.description}
          highlights={[
            creditsLine(plan.legendCredits),
            legendsLine(plan.legendsAccessCount),
            brandProfilesLine(plan.brandProfileLimit),
          ]}
          action={
            plan.priceMonthly === null ? (
              <Button size="3" variant="soft" asChild>
                <a href={`mailto:${SITE.contactEmail}?subject=${encodeURIComponent(plan.name)}`}>
                  Contact us
                </a>
              </Button>
            ) : (
              <BuyButton
                label={`Upgrade to ${plan.name}`}
                busy={processing === planKey(plan)}
                disabled={
                  !billingConfigured || (processing !== null && processing !== planKey(plan))
                }
                onClick={() => onBuy(plan)}
              />
            )
          }
        />
      ))}
    </OptionsGrid>
  );
}

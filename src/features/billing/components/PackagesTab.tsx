import { CREDIT_MODAL } from "../../../../shared/constants";
import { checkoutKey } from "../lib/checkout";
import { packagePrice } from "../lib/prices";
import type { PackageOption } from "../lib/types";
import { BuyButton, OptionCard } from "./OptionCard";
import { OptionsEmpty, OptionsGrid } from "./OptionsGrid";

type PackagesTabProps = {
  packages: readonly PackageOption[];
  billingConfigured: boolean;
  processing: string | null;
  onBuy: (pack: PackageOption) => void;
  /** How many packs at most (the dialog's three columns); all of them on /pricing. */
  max?: number;
};

const packKey = (pack: PackageOption) =>
  checkoutKey({ kind: "credits", packageId: pack.packageId });

/** The Credits tab: one-off Legend Credit packs (only active ones, per the server). */
export function PackagesTab({
  packages,
  billingConfigured,
  processing,
  onBuy,
  max = CREDIT_MODAL.maxColumns,
}: PackagesTabProps) {
  const shown = packages.slice(0, max);
  if (shown.length === 0)
    return <OptionsEmpty>No credit packs are on sale right now.</OptionsEmpty>;
  return (
    <OptionsGrid count={shown.length}>
      {shown.map((pack) => (
        <OptionCard
          key={pack.id}
          name={pack.name}
          price={packagePrice(pack.priceInCents)}
          description={pack.description}
          highlights={[
            `${pack.legendCredits.toLocaleString("en-US")} Legend Credits`,
            "For strategies, ideas, visuals and decks",
          ]}
          popular={pack.isPopular}
          note={pack.savings}
          action={
            <BuyButton
              label={`Buy ${pack.name}`}
              busy={processing === packKey(pack)}
              disabled={!billingConfigured || (processing !== null && processing !== packKey(pack))}
              onClick={() => onBuy(pack)}
            />
          }
        />
      ))}
    </OptionsGrid>
  );
}

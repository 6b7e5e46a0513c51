import { useMutation } from "convex/react";
import { Button, Callout, Card, Flex, Heading, Separator, Skeleton, Text } from "@radix-ui/themes";
import { useLiveQuery } from "@/lib/useLiveQuery";
import { api } from "../../../../convex/_generated/api";
import { CatalogRowForm } from "../forms/CatalogRowForm";

const dollars = (cents: number) =>
  `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * /admin 'Plans and credit packs': every plan and pack (inactive ones too) with the Stripe price
 * id it sells under and whether it is on sale. Each row saves on its own.
 */
export function BillingCatalogPanel() {
  const catalog = useLiveQuery("billingCatalog", api.billing.admin.catalog, {});
  const updateTier = useMutation(api.billing.admin.updateTier);
  const updatePackage = useMutation(api.billing.admin.updatePackage);

  let body: React.ReactNode;
  if (catalog.status === "loading") body = <Skeleton height="12rem" />;
  else if (catalog.status === "error") {
    body = (
      <Callout.Root color="red" role="alert">
        <Callout.Text>The plans and credit packs could not be loaded.</Callout.Text>
        <Flex>
          <Button size="1" variant="soft" color="red" onClick={catalog.retry}>
            Try again
          </Button>
        </Flex>
      </Callout.Root>
    );
  } else {
    const { tiers, packages } = catalog.data;
    body = (
      <Flex direction="column" gap="4">
        <Flex direction="column">
          <Heading as="h3" size="3">
            Plans
          </Heading>
          {tiers.length === 0 ? (
            <Text size="2" color="gray">
              No plans yet.
            </Text>
          ) : null}
          {tiers.map((tier, index) => (
            <div key={tier.tier}>
              {index > 0 ? <Separator size="4" /> : null}
              <CatalogRowForm
                name={tier.name}
                price={
                  tier.priceMonthly === null
                    ? "Custom price"
                    : tier.priceMonthly === 0
                      ? "Free"
                      : `${dollars(tier.priceMonthly)} a month`
                }
                defaults={tier}
                onSave={(values) => updateTier({ tier: tier.tier, ...values })}
              />
            </div>
          ))}
        </Flex>
        <Flex direction="column">
          <Heading as="h3" size="3">
            Credit packs
          </Heading>
          {packages.length === 0 ? (
            <Text size="2" color="gray">
              No credit packs yet.
            </Text>
          ) : null}
          {packages.map((pack, index) => (
            <div key={pack.packageId}>
              {index > 0 ? <Separator size="4" /> : null}
              <CatalogRowForm
                name={pack.name}
                price={dollars(pack.priceInCents)}
                defaults={pack}
                onSave={(values) => updatePackage({ packageId: pack.packageId, ...values })}
              />
            </div>
          ))}
        </Flex>
      </Flex>
    );
  }

  return (
    <Card size="3" asChild>
      <section aria-labelledby="billing-catalog">
        <Flex direction="column" gap="4">
          <Flex direction="column" gap="1">
            <Heading as="h2" size="5" id="billing-catalog" className="serif">
              Plans and credit packs
            </Heading>
            <Text size="2" color="gray">
              The Stripe price each plan and pack sells under, and whether it is on sale. A paid
              plan without a price id isn&rsquo;t offered while Stripe is connected.
            </Text>
          </Flex>
          {body}
        </Flex>
      </section>
    </Card>
  );
}

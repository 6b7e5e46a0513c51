import "../billing.css";
import { useConvexAuth } from "convex/react";
import { Box, Button, Callout, Dialog, Flex, Link, Tabs, Text } from "@radix-ui/themes";
import { Link as RouterLink } from "react-router-dom";
import { useLiveQuery } from "@/lib/useLiveQuery";
import { api } from "../../../../convex/_generated/api";
import { CREDIT_MODAL, ROUTES } from "../../../../shared/constants";
import { messages } from "../../../../shared/errors";
import { useCheckout, type RequireSignIn } from "../hooks/useCheckout";
import { BILLING_NOT_CONFIGURED } from "../lib/checkout";
import { OptionsLoading, OptionsUnavailable } from "./OptionsGrid";
import { PackagesTab } from "./PackagesTab";
import { PlansTab } from "./PlansTab";

export const CREDITS_DIALOG_TITLE = "More Legend Credits Needed";
export { BILLING_NOT_CONFIGURED };

type CreditsDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What ran out, in the server's words. */
  message: string;
  /** Opens the sign-in dialog for a visitor's checkout (composed by the page). */
  requireSignIn: RequireSignIn;
};

function Balance() {
  const balance = useLiveQuery("creditsBalance", api.credits.queries.balance, {});
  if (balance.status !== "ready") return null;
  const credits = balance.data.legendCredits;
  return (
    <Text as="p" size="2" color="gray">
      You have{" "}
      <Text weight="medium" color="gray" highContrast>
        {credits.toLocaleString("en-US")} Legend {credits === 1 ? "Credit" : "Credits"}
      </Text>
      .
    </Text>
  );
}

/**
 * 'More Legend Credits Needed' (spec 2): a Subscription tab (the default) and a Credits tab,
 * up to three columns each, the current balance, and purchase buttons that say plainly when
 * billing is not set up on this deployment.
 */
export function CreditsDialog({ open, onOpenChange, message, requireSignIn }: CreditsDialogProps) {
  const { isAuthenticated } = useConvexAuth();
  const options = useLiveQuery("upgradeOptions", api.billing.queries.upgradeOptions, {});
  const checkout = useCheckout(requireSignIn);
  const ready = options.status === "ready" ? options.data : null;
  const billingConfigured = ready?.billingConfigured ?? false;

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content maxWidth="980px" size={{ initial: "3", sm: "4" }}>
        <Dialog.Title size={{ initial: "6", sm: "7" }} weight="regular" className="serif">
          {CREDITS_DIALOG_TITLE}
        </Dialog.Title>
        <Dialog.Description size="3" mb="1">
          {message}
        </Dialog.Description>
        {isAuthenticated ? <Balance /> : null}
        <Tabs.Root defaultValue={CREDIT_MODAL.defaultTab} mt="4">
          <Tabs.List>
            <Tabs.Trigger value="subscription">Subscription</Tabs.Trigger>
            <Tabs.Trigger value="credits">Credits</Tabs.Trigger>
          </Tabs.List>
          <Box pt="5">
            <Tabs.Content value="subscription">
              {options.status === "loading" ? (
                <OptionsLoading />
              ) : ready === null ? (
                <OptionsUnavailable message={messages.billing.plansLoadFailed} />
              ) : (
                <PlansTab
                  plans={ready.plans}
                  billingConfigured={billingConfigured}
                  processing={checkout.processing}
                  onBuy={(plan) =>
                    checkout.buy({ kind: "subscription", priceId: plan.stripePriceId ?? "" })
                  }
                />
              )}
            </Tabs.Content>
            <Tabs.Content value="credits">
              {options.status === "loading" ? (
                <OptionsLoading />
              ) : ready === null ? (
                <OptionsUnavailable message={messages.billing.packagesLoadFailed} />
              ) : (
                <PackagesTab
                  packages={ready.packages}
                  billingConfigured={billingConfigured}
                  processing={checkout.processing}
                  onBuy={(pack) => checkout.buy({ kind: "credits", packageId: pack.packageId })}
                />
              )}
            </Tabs.Content>
          </Box>
        </Tabs.Root>
        {ready !== null && !billingConfigured ? (
          <Callout.Root color="gray" variant="surface" mt="5" role="note">
            <Callout.Text>{BILLING_NOT_CONFIGURED}</Callout.Text>
          </Callout.Root>
        ) : null}
        <Flex justify="between" align="center" gap="3" mt="5" wrap="wrap">
          <Link asChild size="2">
            <RouterLink to={ROUTES.pricing} onClick={() => onOpenChange(false)}>
              Compare all plans
            </RouterLink>
          </Link>
          <Dialog.Close>
            <Button variant="soft" color="gray">
              Not now
            </Button>
          </Dialog.Close>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}

import { useState } from "react";
import { useAction } from "convex/react";
import { Badge, Button, Callout, Card, Flex, Heading, Skeleton, Text } from "@radix-ui/themes";
import { ExclamationTriangleIcon } from "@radix-ui/react-icons";
import { Link as RouterLink } from "react-router-dom";
import { toast } from "@/components/feedback/toast";
import { useLiveQuery } from "@/lib/useLiveQuery";
import { api } from "../../../../convex/_generated/api";
import { ROUTES } from "../../../../shared/constants";
import { messages, readAppError } from "../../../../shared/errors";
import { formatDate } from "../lib/dates";
import { redirectTo } from "../lib/redirect";

export const PAYMENT_FAILED_NOTICE =
  "Your last payment didn’t go through. Update your card in Manage plan to keep your plan.";

const STATUS_LABELS: Record<string, string> = {
  active: "Active",
  trialing: "Trial",
  past_due: "Payment due",
  unpaid: "Unpaid",
  incomplete: "Awaiting payment",
  incomplete_expired: "Expired",
  paused: "Paused",
  canceled: "Ended",
};

/**
 * /account's plan: the plan and its state (ending on a date after a cancellation, a downgrade
 * scheduled, a failed payment), the balance, and the way to change it: 'Manage plan' opens the
 * billing portal for a paid plan, 'Upgrade' goes to /pricing from the free one.
 */
export function PlanSummary() {
  const plan = useLiveQuery("mySubscription", api.billing.queries.mySubscription, {});
  const openPortal = useAction(api.billing.checkout.openBillingPortal);
  const [opening, setOpening] = useState(false);

  const manage = async () => {
    setOpening(true);
    try {
      redirectTo((await openPortal({})).url);
    } catch (error) {
      toast.error(messages.billing.error.title, {
        description: readAppError(error)?.message ?? messages.billing.error.fallback,
      });
      setOpening(false);
    }
  };

  if (plan.status === "loading") return <Skeleton height="10rem" />;
  if (plan.status === "error") {
    return (
      <Callout.Root color="gray" role="alert">
        <Callout.Text>Your plan couldn’t be loaded just now.</Callout.Text>
        <Flex mt="2">
          <Button size="2" variant="soft" onClick={plan.retry}>
            Try again
          </Button>
        </Flex>
      </Callout.Root>
    );
  }
  const data = plan.data;
  const paid = data.status !== null;
  const statusLabel = data.status ? (STATUS_LABELS[data.status] ?? data.status) : "Free";

  return (
    <Card size="3">
      <Flex direction="column" gap="4">
        <Flex justify="between" align="start" gap="3" wrap="wrap">
          <Flex direction="column" gap="1">
            <Text size="2" color="gray">
              Your plan
            </Text>
            <Flex align="center" gap="2" wrap="wrap">
              <Heading as="h3" size="6" className="serif" weight="regular">
                {data.planName}
              </Heading>
              <Badge color={data.paymentFailed ? "red" : "gray"} variant="soft">
                {statusLabel}
              </Badge>
            </Flex>
          </Flex>
          <Flex direction="column" gap="1" align={{ initial: "start", xs: "end" }}>
            <Text size="2" color="gray">
              Balance
            </Text>
            <Text size="6" weight="medium">
              {data.legendCredits.toLocaleString("en-US")} Legend Credits
            </Text>
          </Flex>
        </Flex>

        {data.cancelAtPeriodEnd && data.currentPeriodEnd !== null ? (
          <Text size="3">
            Your {data.planName} plan ends on {formatDate(data.currentPeriodEnd)}.
          </Text>
        ) : data.scheduledPlanName !== null && data.currentPeriodEnd !== null ? (
          <Text size="3">
            Changes to {data.scheduledPlanName} on {formatDate(data.currentPeriodEnd)}.
          </Text>
        ) : paid && data.currentPeriodEnd !== null ? (
          <Text size="3" color="gray">
            Renews on {formatDate(data.currentPeriodEnd)}.
          </Text>
        ) : null}

        {data.paymentFailed ? (
          <Callout.Root color="red" variant="surface" role="alert">
            <Callout.Icon>
              <ExclamationTriangleIcon />
            </Callout.Icon>
            <Callout.Text>{PAYMENT_FAILED_NOTICE}</Callout.Text>
          </Callout.Root>
        ) : null}

        <Flex gap="3" wrap="wrap">
          {paid && data.canManage ? (
            <Button size="3" disabled={opening} onClick={() => void manage()}>
              {opening ? "Opening…" : "Manage plan"}
            </Button>
          ) : null}
          {!paid ? (
            <Button size="3" asChild>
              <RouterLink to={ROUTES.pricing}>Upgrade</RouterLink>
            </Button>
          ) : null}
          <Button size="3" variant="soft" color="gray" asChild>
            <RouterLink to={ROUTES.pricing}>{paid ? "Compare plans" : "Buy credits"}</RouterLink>
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}

import { useState } from "react";
import { useAction } from "convex/react";
import { Button, Callout, Card, Flex, Heading, Skeleton, Text } from "@radix-ui/themes";
import { ExclamationTriangleIcon } from "@radix-ui/react-icons";
import { Link as RouterLink } from "react-router-dom";
import { toast } from "@/components/feedback/toast";
import { useLiveQuery } from "@/lib/useLiveQuery";
import { api } from "../../../../convex/_generated/api";
import { ROUTES } from "../../../../shared/constants";
import { messages, readAppError } from "../../../../shared/errors";
import { formatDate } from "../lib/dates";

export const TEST_PORTAL_LABEL = "Test billing portal — no real payments";

/**
 * The offline stand-in for Stripe's Billing Portal: the plan, when its period ends, and the one
 * switch that matters here, cancel at period end or keep the plan.
 */
export function LocalPortalView() {
  const plan = useLiveQuery("mySubscription", api.billing.queries.mySubscription, {});
  const setCancel = useAction(api.billing.localCheckout.setCancelAtPeriodEnd);
  const [busy, setBusy] = useState(false);

  const toggle = async (cancel: boolean) => {
    setBusy(true);
    try {
      await setCancel({ cancel });
      toast.success(cancel ? "Your plan will end at the period’s end" : "Your plan continues");
    } catch (error) {
      toast.error(messages.billing.error.title, {
        description: readAppError(error)?.message ?? messages.billing.error.fallback,
      });
    } finally {
      setBusy(false);
    }
  };

  const back = (
    <Button asChild size="3" variant="soft" color="gray">
      <RouterLink to={ROUTES.account}>Back to your account</RouterLink>
    </Button>
  );

  let body: React.ReactNode;
  if (plan.status === "loading") body = <Skeleton height="8rem" />;
  else if (plan.status === "error") {
    body = <Text color="gray">Your plan couldn’t be loaded just now.</Text>;
  } else if (plan.data.status === null || plan.data.checkoutMode !== "local") {
    body = (
      <Text size="3" color="gray">
        There’s no paid plan to manage here.
      </Text>
    );
  } else {
    const data = plan.data;
    const end = data.currentPeriodEnd !== null ? formatDate(data.currentPeriodEnd) : null;
    body = (
      <Flex direction="column" gap="3" align="start">
        <Text size="2" color="gray">
          Current plan
        </Text>
        <Heading as="h2" size="6" className="serif" weight="regular">
          {data.planName}
        </Heading>
        {end ? (
          <Text size="3">{data.cancelAtPeriodEnd ? `Ends on ${end}.` : `Renews on ${end}.`}</Text>
        ) : null}
        {data.cancelAtPeriodEnd ? (
          <Button size="3" disabled={busy} onClick={() => void toggle(false)}>
            {busy ? "Saving…" : "Keep my plan"}
          </Button>
        ) : (
          <Button
            size="3"
            color="red"
            variant="soft"
            disabled={busy}
            onClick={() => void toggle(true)}
          >
            {busy ? "Saving…" : "Cancel at period end"}
          </Button>
        )}
      </Flex>
    );
  }

  return (
    <Card size={{ initial: "3", sm: "4" }} style={{ maxWidth: "32rem", marginInline: "auto" }}>
      <Flex direction="column" gap="4">
        <Callout.Root color="amber" variant="surface" role="note">
          <Callout.Icon>
            <ExclamationTriangleIcon />
          </Callout.Icon>
          <Callout.Text weight="medium">{TEST_PORTAL_LABEL}</Callout.Text>
        </Callout.Root>
        {body}
        <Flex>{back}</Flex>
      </Flex>
    </Card>
  );
}

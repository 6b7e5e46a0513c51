import "../billing.css";
import { useState } from "react";
import { useAction, useMutation } from "convex/react";
import { Badge, Button, Callout, Card, Flex, Heading, Skeleton, Text } from "@radix-ui/themes";
import { ExclamationTriangleIcon } from "@radix-ui/react-icons";
import { Link as RouterLink } from "react-router-dom";
import { toast } from "@/components/feedback/toast";
import { useLiveQuery } from "@/lib/useLiveQuery";
import { api } from "../../../../convex/_generated/api";
import { ROUTES } from "../../../../shared/constants";
import { messages, readAppError } from "../../../../shared/errors";
import { packagePrice } from "../lib/prices";
import { redirectTo } from "../lib/redirect";

export const TEST_CHECKOUT_LABEL = "Test checkout — no real payment";
export const CHECKOUT_UNAVAILABLE = "This checkout isn’t available";

function OrderLine({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Flex justify="between" gap="4" wrap="wrap">
      {/* dt and dd straight inside the row's div: the only wrapper a dl allows. */}
      <Text asChild size="2" color="gray">
        <dt>{label}</dt>
      </Text>
      <Text asChild size="3" weight="medium" style={{ overflowWrap: "anywhere" }}>
        <dd>{children}</dd>
      </Text>
    </Flex>
  );
}

function Unavailable({ title = CHECKOUT_UNAVAILABLE, text }: { title?: string; text: string }) {
  return (
    <Card size={{ initial: "3", sm: "4" }} style={{ maxWidth: "32rem", marginInline: "auto" }}>
      <Flex direction="column" gap="3" align="start">
        <Heading as="h1" size="6" className="serif" weight="regular">
          {title}
        </Heading>
        <Text size="3" color="gray">
          {text}
        </Text>
        <Button asChild size="3">
          <RouterLink to={ROUTES.pricing}>See pricing</RouterLink>
        </Button>
      </Flex>
    </Card>
  );
}

/**
 * The offline test checkout (no Stripe account on this deployment): the order, clearly marked
 * as a test, with Pay (the app's backend confirms it the way Stripe would) and Cancel.
 * `onLeave` follows Cancel's answer inside the app.
 */
export function LocalCheckoutView({
  sessionId,
  onLeave,
}: {
  sessionId: string;
  onLeave: (url: string) => void;
}) {
  const order = useLiveQuery("localCheckout", api.billing.localCheckout.session, { sessionId });
  const pay = useAction(api.billing.localCheckout.pay);
  const cancel = useMutation(api.billing.localCheckout.cancel);
  const [busy, setBusy] = useState<"pay" | "cancel" | null>(null);

  const run = async (which: "pay" | "cancel") => {
    setBusy(which);
    try {
      if (which === "pay") redirectTo((await pay({ sessionId })).url);
      else onLeave((await cancel({ sessionId })).url);
    } catch (error) {
      toast.error(messages.billing.error.title, {
        description: readAppError(error)?.message ?? messages.billing.error.fallback,
      });
      setBusy(null);
    }
  };

  if (order.status === "loading") {
    return <Skeleton height="22rem" width="100%" maxWidth="32rem" mx="auto" />;
  }
  if (order.status === "error") {
    return <Unavailable text="We couldn’t load this order. Start again from the pricing page." />;
  }
  const data = order.data;
  if (data === null) {
    return (
      <Unavailable text="It may have expired, or belong to another account. You can start a new one from the pricing page." />
    );
  }
  if (data.status !== "open") {
    return (
      <Unavailable
        title={data.status === "paid" ? "This order is already paid" : "This order was canceled"}
        text={
          data.status === "paid"
            ? "Your account page shows your plan and credits."
            : "Nothing was charged. You can start a new one from the pricing page."
        }
      />
    );
  }

  return (
    <Card size={{ initial: "3", sm: "4" }} style={{ maxWidth: "32rem", marginInline: "auto" }}>
      <Flex direction="column" gap="4">
        <Callout.Root color="amber" variant="surface" role="note">
          <Callout.Icon>
            <ExclamationTriangleIcon />
          </Callout.Icon>
          <Callout.Text weight="medium">{TEST_CHECKOUT_LABEL}</Callout.Text>
        </Callout.Root>
        <Flex direction="column" gap="1">
          <Text size="2" color="gray">
            {data.kind === "subscription" ? "Monthly plan" : "Credit pack"}
          </Text>
          <Heading as="h1" size="7" className="serif" weight="regular">
            {data.name}
          </Heading>
        </Flex>
        <Flex direction="column" gap="2" asChild>
          <dl className="order-details">
            <OrderLine label="Amount">
              {packagePrice(data.amountCents)}
              {data.kind === "subscription" ? " / month" : ""}
            </OrderLine>
            <OrderLine label="Legend Credits">
              {data.credits.toLocaleString("en-US")}
              {data.kind === "subscription" ? " a month" : ""}
            </OrderLine>
            <OrderLine label="Email">{data.email}</OrderLine>
          </dl>
        </Flex>
        <Text size="2" color="gray">
          This deployment takes no payments: Pay confirms the order as a real payment would, and no
          card is charged.
        </Text>
        <Flex gap="3" wrap="wrap" justify="end">
          <Button
            size="3"
            variant="soft"
            color="gray"
            disabled={busy !== null}
            onClick={() => void run("cancel")}
          >
            {busy === "cancel" ? "Canceling…" : "Cancel"}
          </Button>
          <Button size="3" disabled={busy !== null} onClick={() => void run("pay")}>
            {busy === "pay" ? "Paying…" : `Pay ${packagePrice(data.amountCents)}`}
          </Button>
        </Flex>
        <Badge color="gray" variant="soft" style={{ alignSelf: "start" }}>
          Order {data.sessionId.slice(-8)}
        </Badge>
      </Flex>
    </Card>
  );
}

import { Button, Card, Flex, Heading, Spinner, Text } from "@radix-ui/themes";
import { CheckCircledIcon } from "@radix-ui/react-icons";
import { Link as RouterLink } from "react-router-dom";
import { useLiveQuery } from "@/lib/useLiveQuery";
import { api } from "../../../../convex/_generated/api";
import { ROUTES } from "../../../../shared/constants";
import { creditsLine } from "./PlansTab";

export const CONFIRMING_PAYMENT = "Confirming your payment…";

const credits = (n: number) =>
  `${n.toLocaleString("en-US")} Legend ${n === 1 ? "Credit" : "Credits"}`;

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <Card size={{ initial: "3", sm: "4" }} style={{ maxWidth: "36rem", marginInline: "auto" }}>
      <Flex direction="column" gap="4" align="start">
        {children}
      </Flex>
    </Card>
  );
}

function Actions({ kind }: { kind: "subscription" | "credits" }) {
  return (
    <Flex gap="3" wrap="wrap">
      <Button asChild size="3">
        <RouterLink to={ROUTES.home}>Start creating</RouterLink>
      </Button>
      <Button asChild size="3" variant="soft" color="gray">
        <RouterLink to={ROUTES.account}>
          {kind === "subscription" ? "See your plan" : "See your credits"}
        </RouterLink>
      </Button>
    </Flex>
  );
}

/** The plan's monthly credits, from the plans the pricing page shows. */
function useMonthlyCredits(planName: string | null): number | null {
  const pricing = useLiveQuery("pricing", api.billing.queries.pricing, planName ? {} : "skip");
  if (pricing.status !== "ready" || planName === null) return null;
  return pricing.data.plans.find((plan) => plan.name === planName)?.legendCredits ?? null;
}

/**
 * /subscription/success and /credits/success: a live subscription to the checkout's result, so
 * the page turns from 'Confirming your payment…' to the new plan or credits the moment the
 * payment is applied (no polling from the browser).
 */
export function CheckoutResultView({
  sessionId,
  kind,
}: {
  sessionId: string | null;
  kind: "subscription" | "credits";
}) {
  const result = useLiveQuery(
    "checkoutResult",
    api.billing.queries.checkoutResult,
    sessionId ? { sessionId } : "skip",
  );
  const data = result.status === "ready" ? result.data : null;
  const monthly = useMonthlyCredits(data?.status === "complete" ? data.planName : null);

  if (sessionId === null || data?.status === "unknown") {
    return (
      <Frame>
        <Heading as="h1" size="7" className="serif" weight="regular">
          We can’t find this checkout
        </Heading>
        <Text size="3" color="gray">
          This link doesn’t match a checkout on your account. If you paid, your plan and credits
          show on your account page as soon as the payment is confirmed.
        </Text>
        <Flex gap="3" wrap="wrap">
          <Button asChild size="3">
            <RouterLink to={ROUTES.account}>Go to your account</RouterLink>
          </Button>
          <Button asChild size="3" variant="soft" color="gray">
            <RouterLink to={ROUTES.pricing}>See pricing</RouterLink>
          </Button>
        </Flex>
      </Frame>
    );
  }

  if (result.status === "error") {
    return (
      <Frame>
        <Heading as="h1" size="7" className="serif" weight="regular">
          We couldn’t check your payment just now
        </Heading>
        <Text size="3" color="gray">
          Nothing is lost: once it’s confirmed, your account page shows it.
        </Text>
        <Button size="3" onClick={result.retry}>
          Try again
        </Button>
      </Frame>
    );
  }

  if (data === null || data.status === "pending") {
    return (
      <Frame>
        <Flex align="center" gap="3" role="status">
          <Spinner size="3" />
          <Heading as="h1" size="6" className="serif" weight="regular">
            {CONFIRMING_PAYMENT}
          </Heading>
        </Flex>
        <Text size="3" color="gray">
          This usually takes a few seconds. You can leave this page: your{" "}
          {kind === "subscription" ? "plan" : "credits"} arrive as soon as the payment is confirmed.
        </Text>
      </Frame>
    );
  }

  if (data.kind === "credits") {
    return (
      <Frame>
        <CheckCircledIcon width="32" height="32" color="var(--green-10)" aria-hidden />
        <Heading as="h1" size="7" className="serif" weight="regular">
          {data.creditsAdded !== null ? `${credits(data.creditsAdded)} added` : "Credits added"}
        </Heading>
        <Text size="3">
          Your balance is now <strong>{credits(data.legendCredits)}</strong>.
        </Text>
        <Actions kind="credits" />
      </Frame>
    );
  }

  return (
    <Frame>
      <CheckCircledIcon width="32" height="32" color="var(--green-10)" aria-hidden />
      <Heading as="h1" size="7" className="serif" weight="regular">
        {data.planName ? `Welcome to ${data.planName}` : "Your plan is active"}
      </Heading>
      {monthly !== null ? <Text size="3">{creditsLine(monthly)}.</Text> : null}
      <Text size="3" color="gray">
        Your balance is now <strong>{credits(data.legendCredits)}</strong>.
      </Text>
      <Actions kind="subscription" />
    </Frame>
  );
}

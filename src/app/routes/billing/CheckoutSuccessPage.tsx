import { useSearchParams } from "react-router-dom";
import { PageContainer } from "@/components/layout/PageContainer";
import { CheckoutResultView } from "@/features/billing/components/CheckoutResultView";
import { SignedInOnly } from "./SignedInOnly";

function CheckoutSuccess({ kind }: { kind: "subscription" | "credits" }) {
  const [params] = useSearchParams();
  const sessionId = params.get("session_id")?.trim() || null;
  return (
    <PageContainer py={{ initial: "6", sm: "9" }}>
      <title>
        {kind === "subscription" ? "Your plan · Legendary" : "Your credits · Legendary"}
      </title>
      <SignedInOnly why="Sign in with the account you paid with to see your purchase.">
        <CheckoutResultView sessionId={sessionId} kind={kind} />
      </SignedInOnly>
    </PageContainer>
  );
}

/** /subscription/success?session_id=…: Stripe's (or the test checkout's) return after a plan. */
export function SubscriptionSuccessPage() {
  return <CheckoutSuccess kind="subscription" />;
}

/** /credits/success?session_id=…: the return after a credit pack. */
export function CreditsSuccessPage() {
  return <CheckoutSuccess kind="credits" />;
}

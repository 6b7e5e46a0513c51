import { useCallback } from "react";
import { useSearchParams } from "react-router-dom";
import { PageContainer } from "@/components/layout/PageContainer";
import { useSignInDialog } from "@/features/auth/hooks/useSignInDialog";
import { PricingView } from "@/features/billing/components/PricingView";

/** /pricing; ?canceled=1 after a cancelled checkout, ?show=advanced for Business and Enterprise. */
export function PricingPage() {
  const [params, setParams] = useSearchParams();
  const signIn = useSignInDialog();
  const requireSignIn = useCallback(
    (onSignedIn: () => void) => signIn.open({ onSuccess: onSignedIn }),
    [signIn],
  );
  const dismissCanceled = () => {
    const next = new URLSearchParams(params);
    next.delete("canceled");
    setParams(next, { replace: true, preventScrollReset: true });
  };
  return (
    <PageContainer py={{ initial: "6", sm: "8" }}>
      <title>Pricing · Legendary</title>
      <PricingView
        showAdvanced={params.get("show") === "advanced"}
        canceled={params.get("canceled") === "1"}
        onDismissCanceled={dismissCanceled}
        requireSignIn={requireSignIn}
      />
    </PageContainer>
  );
}

import { useNavigate, useParams } from "react-router-dom";
import { PageContainer } from "@/components/layout/PageContainer";
import { LocalCheckoutView } from "@/features/billing/components/LocalCheckoutView";
import { redirectTo, sameSitePath } from "@/features/billing/lib/redirect";
import { SignedInOnly } from "./SignedInOnly";

/** /checkout/local/:sessionId: the offline test checkout. */
export function LocalCheckoutPage() {
  const { sessionId = "" } = useParams();
  const navigate = useNavigate();
  const leave = (url: string) => {
    const path = sameSitePath(url);
    if (path === null) redirectTo(url);
    else void navigate(path);
  };
  return (
    <PageContainer py={{ initial: "6", sm: "9" }}>
      <title>Test checkout · Legendary</title>
      <SignedInOnly why="Sign in with the account that started this checkout.">
        <LocalCheckoutView sessionId={sessionId} onLeave={leave} />
      </SignedInOnly>
    </PageContainer>
  );
}

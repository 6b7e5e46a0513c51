import { useNavigate } from "react-router-dom";
import { ROUTES } from "../../../../shared/constants";
import { SignUpFlow } from "@/features/auth/components/SignUpFlow";
import { SignedOutOnly } from "@/features/auth/components/SignedOutOnly";
import { AuthPageLayout } from "./AuthPageLayout";
import { AuthPageLink } from "./AuthPageLink";
import { useCarriedEmail } from "./carriedEmail";

/** /register: the join link's target (spec 2). */
export function RegisterPage() {
  const navigate = useNavigate();
  const email = useCarriedEmail();
  return (
    <SignedOutOnly>
      <AuthPageLayout
        documentTitle="Create your account"
        eyebrow="Join Legendary"
        title={
          <>
            Put the legends <em>on your account.</em>
          </>
        }
        lede="Save briefs, keep the ideas you love and collect Legend Credits. No credit card needed to start; cancel anytime."
        formTitle="Create your account"
      >
        <SignUpFlow
          variant="page"
          defaultEmail={email}
          onSignedIn={() => undefined}
          onSwitchToSignIn={(typed) => void navigate(ROUTES.login, { state: { email: typed } })}
          footer={(typed) => (
            <AuthPageLink
              question="Already have an account?"
              action="Sign in"
              to={ROUTES.login}
              email={typed}
            />
          )}
        />
      </AuthPageLayout>
    </SignedOutOnly>
  );
}

import { useNavigate } from "react-router-dom";
import { ROUTES } from "../../../../shared/constants";
import { SignInFlow } from "@/features/auth/components/SignInFlow";
import { SignedOutOnly } from "@/features/auth/components/SignedOutOnly";
import { AuthPageLayout } from "./AuthPageLayout";
import { AuthPageLink } from "./AuthPageLink";
import { useCarriedEmail } from "./carriedEmail";

/** /login: where sign-out and an expired session land (spec 2). */
export function LoginPage() {
  const navigate = useNavigate();
  const email = useCarriedEmail();
  return (
    <SignedOutOnly>
      <AuthPageLayout
        documentTitle="Sign in"
        eyebrow="Welcome back"
        title={
          <>
            The legends <em>kept your seat.</em>
          </>
        }
        lede="Sign in to pick up your briefs, favourite ideas and Legend Credits where you left them."
        formTitle="Sign in"
      >
        <SignInFlow
          defaultEmail={email}
          // Signed in: SignedOutOnly sends the user home.
          onSignedIn={() => undefined}
          onSwitchToSignUp={(typed) => void navigate(ROUTES.register, { state: { email: typed } })}
          footer={(typed) => (
            <AuthPageLink
              question="New to Legendary?"
              action="Create an account"
              to={ROUTES.register}
              email={typed}
            />
          )}
        />
      </AuthPageLayout>
    </SignedOutOnly>
  );
}

import { useNavigate } from "react-router-dom";
import { ROUTES } from "../../../../shared/constants";
import { PasswordResetFlow } from "@/features/auth/components/PasswordResetFlow";
import { AuthPageLayout } from "./AuthPageLayout";
import { AuthPageLink } from "./AuthPageLink";
import { useCarriedEmail } from "./carriedEmail";

/** /reset-password: a code by email, then a new password; the user ends up signed in. */
export function ResetPasswordPage() {
  const navigate = useNavigate();
  const email = useCarriedEmail();
  return (
    <AuthPageLayout
      documentTitle="Reset your password"
      eyebrow="Account recovery"
      title={
        <>
          Every legend <em>needs a rewrite.</em>
        </>
      }
      lede="Forgotten passwords happen to the best. We’ll email you a code, you choose a new password, and you’re back in."
      formTitle="Reset your password"
      footer={<AuthPageLink question="Remembered it?" action="Back to sign in" to={ROUTES.login} />}
    >
      <PasswordResetFlow defaultEmail={email} onUpdated={() => void navigate(ROUTES.home)} />
    </AuthPageLayout>
  );
}

import { useState } from "react";
import { ResetPasswordForm } from "../forms/ResetPasswordForm";
import { ResetRequestForm } from "../forms/ResetRequestForm";

/** Password reset by emailed code: request the code, then set the new password with it. */
export function PasswordResetFlow({
  defaultEmail,
  onUpdated,
}: {
  defaultEmail?: string;
  onUpdated: () => void;
}) {
  const [email, setEmail] = useState<string | null>(null);
  const [lastEmail, setLastEmail] = useState(defaultEmail);
  if (email === null) {
    return <ResetRequestForm defaultEmail={lastEmail} onCodeSent={setEmail} />;
  }
  return (
    <ResetPasswordForm
      email={email}
      onUpdated={onUpdated}
      onBack={() => {
        setLastEmail(email);
        setEmail(null);
      }}
    />
  );
}

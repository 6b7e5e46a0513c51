import { useCallback } from "react";
import { useLocation, useParams } from "react-router-dom";
import { useCurrentUser } from "@/features/auth/hooks/useCurrentUser";
import { useSignInDialog } from "@/features/auth/hooks/useSignInDialog";
import { useSignOut } from "@/features/auth/hooks/useSignOut";
import { InviteLanding, type InviteViewer } from "@/features/sharing/components/InviteLanding";

/**
 * /invite/{token}, the link of an invitation email (issue 14). The page lends the invite its
 * auth: who is signed in, the sign-in dialog (which keeps the visitor here, so joining follows
 * in place) and a sign-out that stays on this page.
 */
export function InvitePage() {
  const { token = "" } = useParams();
  const { pathname } = useLocation();
  const user = useCurrentUser();
  const dialog = useSignInDialog();
  const { signOut, busy } = useSignOut({ to: pathname });

  const viewer: InviteViewer =
    user.status === "signedIn"
      ? { status: "signedIn", email: user.profile?.email ?? null }
      : { status: user.status };

  const onSignIn = useCallback((tab: "signIn" | "signUp") => dialog.open({ tab }), [dialog]);

  return (
    <InviteLanding
      token={token}
      viewer={viewer}
      onSignIn={onSignIn}
      onSignOut={() => void signOut()}
      signingOut={busy}
    />
  );
}

import { useEffect } from "react";
import { useNavigate } from "react-router-dom";
import { toast } from "@/components/feedback/toast";
import { useAuthActions } from "@convex-dev/auth/react";
import { ROUTES } from "../../../../shared/constants";
import { messages } from "../../../../shared/errors";

/**
 * How long a signed-in session may show no account before it counts as lost. Covers the moment
 * between the token being accepted and the profile query re-running under it.
 */
export const SESSION_LOST_GRACE_MS = 750;

/**
 * The profile answering "no such user" for a signed-in session is the spec's 401 (spec 4, Auth):
 * toast 'Authentication issue', sign out, go to /login.
 */
export function useSessionLostHandler(lost: boolean) {
  const { signOut } = useAuthActions();
  const navigate = useNavigate();
  useEffect(() => {
    if (!lost) return;
    const timer = setTimeout(() => {
      const { title, description } = messages.auth.sessionExpired;
      toast.error(title, { description });
      void signOut()
        .catch(() => undefined)
        .then(() => navigate(ROUTES.login));
    }, SESSION_LOST_GRACE_MS);
    return () => clearTimeout(timer);
  }, [lost, signOut, navigate]);
}

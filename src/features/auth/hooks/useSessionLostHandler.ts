import { useEffect, useRef } from "react";
import { useNavigate } from "react-router-dom";
import { toast } from "@/components/feedback/toast";
import { useAuthActions } from "@convex-dev/auth/react";
import { ROUTES } from "../../../../shared/startupConstants";
import { authMessages } from "../../../../shared/startupMessages";
import { clearUnusableSession } from "@/lib/session/sessionHealth";

/**
 * How long a signed-in session may show no account before it counts as lost. Covers the moment
 * between the token being accepted and the profile query re-running under it.
 */
export const SESSION_LOST_GRACE_MS = 750;

/**
 * Why the session is lost: the profile answered "no such user" for a signed-in session (the
 * spec's 401), or the stored session could not be used at all (corrupted, forged, expired with
 * nothing to refresh it: lib/sessionHealth.ts).
 */
export type SessionLoss = "profile" | "unusable" | null;

/**
 * Spec 4, Auth: toast 'Authentication issue', sign out (which clears the stored tokens), go to
 * /login. A missing profile gets a grace period first, and /login waits for the sign-out (a
 * session that still counts as signed in would be sent home from there). An unusable session
 * already counts as signed out, so it goes at once while the sign-out finishes: that needs the
 * server, which may still be reconnecting after refusing the session.
 */
export function useSessionLostHandler(lost: SessionLoss) {
  const { signOut } = useAuthActions();
  const navigate = useNavigate();
  // The router's navigate changes with every address: read the latest one, so going to /login
  // doesn't run the handling (and its toast) a second time.
  const actions = useRef({ signOut, navigate });
  useEffect(() => {
    actions.current = { signOut, navigate };
  });
  useEffect(() => {
    if (!lost) return;
    const { signOut, navigate } = actions.current;
    const timer = setTimeout(
      () => {
        const { title, description } = authMessages.sessionExpired;
        toast.error(title, { description });
        const signedOut = signOut()
          .catch(() => undefined)
          .then(() => clearUnusableSession());
        if (lost === "unusable") void navigate(ROUTES.login);
        else void signedOut.then(() => navigate(ROUTES.login));
      },
      lost === "profile" ? SESSION_LOST_GRACE_MS : 0,
    );
    return () => clearTimeout(timer);
  }, [lost]);
}

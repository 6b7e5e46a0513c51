import { useCallback, useState } from "react";
import { useNavigate } from "react-router-dom";
import { toast } from "@/components/feedback/toast";
import { useAuthActions } from "@convex-dev/auth/react";
import { ROUTES } from "../../../../shared/constants";
import { messages } from "../../../../shared/errors";
import { clearLocalBriefData } from "../lib/localData";

/**
 * Sign-out (spec 4): ends the session, clears the local brief data, goes to /login and says so;
 * a failure keeps the user where they are with 'Sign out failed'. `to` sends them elsewhere
 * instead (the invite page stays put, to show the invitation signed out).
 */
export function useSignOut({ to = ROUTES.login }: { to?: string } = {}) {
  const { signOut } = useAuthActions();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const run = useCallback(async () => {
    setBusy(true);
    try {
      await signOut();
      clearLocalBriefData();
      await navigate(to);
      toast.success(messages.auth.signedOut.title, {
        description: messages.auth.signedOut.description,
      });
    } catch {
      toast.error(messages.auth.signOutFailed.title, {
        description: messages.auth.signOutFailed.description,
      });
    } finally {
      setBusy(false);
    }
  }, [signOut, navigate, to]);

  return { signOut: run, busy };
}

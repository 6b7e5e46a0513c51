import { useCallback, useState } from "react";
import { useNavigate } from "react-router-dom";
import { toast } from "@/components/feedback/toast";
import { useAuthActions } from "@convex-dev/auth/react";
import { ROUTES } from "../../../../shared/constants";
import { messages } from "../../../../shared/errors";
import { clearLocalBriefData } from "../lib/localData";

/**
 * Sign-out (spec 4): ends the session, clears the local brief data, goes to /login and says so;
 * a failure keeps the user where they are with 'Sign out failed'.
 */
export function useSignOut() {
  const { signOut } = useAuthActions();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const run = useCallback(async () => {
    setBusy(true);
    try {
      await signOut();
      clearLocalBriefData();
      await navigate(ROUTES.login);
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
  }, [signOut, navigate]);

  return { signOut: run, busy };
}

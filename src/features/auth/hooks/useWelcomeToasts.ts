import { useEffect } from "react";
import { toast } from "@/components/feedback/toast";
import { authMessages } from "../../../../shared/startupMessages";
import type { CurrentUser } from "../lib/currentUserContext";
import {
  consumeExplicitSignIn,
  markWelcomedThisSession,
  wasWelcomedThisSession,
} from "../lib/welcomeFlags";

function firstNameOf(fullName: string | undefined): string {
  return fullName?.trim().split(/\s+/)[0] ?? "";
}

/**
 * Spec 4: 'Welcome back!' right after an explicit sign-in; otherwise a welcome once per browser
 * session. Either one sets the session flag, so they never double up.
 */
export function useWelcomeToasts(state: CurrentUser) {
  const signedIn = state.status === "signedIn";
  const profile = state.status === "signedIn" ? state.profile : null;
  const firstName = firstNameOf(profile?.fullName);
  const email = profile?.email ?? "";

  useEffect(() => {
    if (!signedIn) return;
    const description = email ? `Signed in as ${email}.` : undefined;
    if (consumeExplicitSignIn()) {
      toast.success(authMessages.welcomeBack, { description });
      markWelcomedThisSession();
    } else if (!wasWelcomedThisSession()) {
      toast(firstName ? `Welcome, ${firstName}!` : "Welcome to Legendary!", { description });
      markWelcomedThisSession();
    }
  }, [signedIn, firstName, email]);
}

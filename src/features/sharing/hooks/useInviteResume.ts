import { useEffect } from "react";
import { useConvexAuth } from "convex/react";
import { useNavigate } from "react-router-dom";
import { PENDING_STATE } from "../../../../shared/constants";
import {
  readPendingAction,
  registerPendingActionHandler,
  resumePendingAction,
} from "@/lib/pendingActions/pendingActions";
import { invitePath, parseInvitePayload } from "../lib/pendingInvite";

/**
 * Mounted by the root layout, so it works on whatever page a sign-in ends (home after Google,
 * /register's verification, /login): once signed in, an ACCEPT_INVITE pending action takes the
 * visitor back to its /invite page, which joins. Other pending actions are left to the pages
 * that register them (home resumes those with usePendingActionResume).
 */
export function useInviteResume(): void {
  const navigate = useNavigate();
  const { isAuthenticated } = useConvexAuth();

  useEffect(
    () =>
      registerPendingActionHandler("ACCEPT_INVITE", {
        parse: parseInvitePayload,
        resume: ({ token }) => void navigate(invitePath(token)),
      }),
    [navigate],
  );

  useEffect(() => {
    if (!isAuthenticated || readPendingAction()?.action !== "ACCEPT_INVITE") return;
    // The same delay as every other resume: the session is confirmed, not just begun.
    const timer = setTimeout(() => {
      if (readPendingAction()?.action === "ACCEPT_INVITE") resumePendingAction();
    }, PENDING_STATE.resumeDelayMs);
    return () => clearTimeout(timer);
  }, [isAuthenticated]);
}

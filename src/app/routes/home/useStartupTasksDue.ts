import { useEffect, useState } from "react";
import { useLocation } from "react-router-dom";
import { afterEngagement, ENGAGEMENT_FALLBACK_MS } from "@/lib/afterEngagement";
import { hasWorkToResume } from "@/lib/browserStorage";

/**
 * Whether the home page's start-up tasks (HomeStartupTasks) should be mounted: at once when
 * they have work (a pending action or strategist work in storage, parameters or an anchor in the
 * address) or the user is signed in (a checkout or sell deck to resume); otherwise on the
 * visitor's first scroll, tap or key, or ENGAGEMENT_FALLBACK_MS after load, since the credits
 * dialog they register is needed only once the visitor does something. A visitor's first view
 * then does without their code (issue 20's first-load budget).
 */
export function useStartupTasksDue(auth: "loading" | "signedIn" | "signedOut"): boolean {
  const location = useLocation();
  const [due, setDue] = useState(hasWorkToResume);
  useEffect(() => afterEngagement(() => setDue(true), ENGAGEMENT_FALLBACK_MS), []);
  return due || auth === "signedIn" || location.search !== "" || location.hash !== "";
}

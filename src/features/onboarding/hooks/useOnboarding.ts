import { useCallback, useEffect, useState } from "react";
import { useConvexAuth, useMutation } from "convex/react";
import { useLocation } from "react-router-dom";
import { api } from "../../../../convex/_generated/api";
import { useLiveQuery } from "@/lib/useLiveQuery";
import { readTourMirror, writeTourMirror } from "../lib/tourMirror";

export type Onboarding = {
  open: boolean;
  /** Opened by the user (the account menu) rather than offered after sign-in. */
  openTour: () => void;
  /** Finished (Get Started) or skipped (Skip tour, Escape): closes and is never offered again. */
  finish: () => void;
};

/**
 * The welcome tour's state: offered once to a newly verified user (onboarding.status), and
 * reopened on request. The session-storage mirror (lib/tourMirror.ts) stops this tab asking again
 * once the user is done; leaving the account clears it, so the next account gets its own answer.
 */
/**
 * Pages where an unasked-for tour would be in the way of what the person came to do: reading an
 * emailed code or link in the dev mailbox (often in a second tab, mid-tour), joining a brief.
 */
const NO_OFFER_PATHS = ["/dev/", "/invite/"];

export function useOnboarding(): Onboarding {
  const { isLoading, isAuthenticated } = useConvexAuth();
  const { pathname } = useLocation();
  const offerHere = !NO_OFFER_PATHS.some((prefix) => pathname.startsWith(prefix));
  const [welcomedHere, setWelcomedHere] = useState(readTourMirror);
  const [requested, setRequested] = useState(false);
  const markWelcomed = useMutation(api.onboarding.mutations.markWelcomed);
  const status = useLiveQuery(
    "onboardingStatus",
    api.onboarding.queries.status,
    isAuthenticated && !welcomedHere ? {} : "skip",
  );

  // Signed out (or a visitor's page): forget this tab's answer, so the next account gets its own.
  const signedOut = !isLoading && !isAuthenticated;
  const [wasSignedOut, setWasSignedOut] = useState(false);
  if (signedOut !== wasSignedOut) {
    setWasSignedOut(signedOut);
    if (signedOut) {
      setWelcomedHere(false);
      setRequested(false);
    }
  }
  useEffect(() => {
    if (signedOut) writeTourMirror(false);
  }, [signedOut]);

  const offered = offerHere && status.status === "ready" && status.data.showTour && !welcomedHere;
  const open = isAuthenticated && (requested || offered);

  const openTour = useCallback(() => setRequested(true), []);
  const finish = useCallback(() => {
    setRequested(false);
    setWelcomedHere(true);
    writeTourMirror(true);
    // Idempotent on the server. If it fails (offline), the mirror keeps this tab quiet and the
    // tour is offered again in a later session: better than an error over a welcome.
    markWelcomed({}).catch(() => undefined);
  }, [markWelcomed]);

  return { open, openTour, finish };
}

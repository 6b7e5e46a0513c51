import { useCallback, useEffect, useEffectEvent, useState } from "react";
import { useConvexAuth, useMutation } from "convex/react";
import { useLocation } from "react-router-dom";
import { api } from "../../../../convex/_generated/api";
import { useLiveQuery } from "@/lib/useLiveQuery";
import { readTourMirror, writeTourMirror } from "../lib/tourMirror";
import { tourMayOpenAt } from "../lib/tourPlaces";
import { useLeavingPage } from "@/lib/leavingPage";

export type Onboarding = {
  open: boolean;
  /** Opened by the user (the account menu) rather than offered after sign-in. */
  openTour: () => void;
  /** Finished (Get Started) or skipped (Skip tour, Escape, a click outside): closes it. */
  finish: () => void;
};

/**
 * The welcome tour's state: offered at most once per account (onboarding.status), and reopened
 * on request. The offer is spent the moment the tour appears: the server records it then, so a
 * reload, another tab or another device never shows it again, however it was closed (or not).
 * It never opens by itself over checkout, the billing portal, a payment's return page or an
 * invitation (lib/tourPlaces.ts): a new account whose first page is one of those meets it on
 * the next ordinary page, and a tour on screen steps aside while the tab visits one of them.
 * The session-storage mirror (lib/tourMirror.ts) keeps this tab from asking again; leaving the
 * account clears it, so the next account gets its own answer.
 */
export function useOnboarding(): Onboarding {
  const { isLoading, isAuthenticated } = useConvexAuth();
  const { pathname, search } = useLocation();
  // Not on a page the tab is leaving for a checkout (a sign-up that resumes one, say): the
  // offer would be spent on a tour nobody sees.
  const leaving = useLeavingPage();
  const offerHere = tourMayOpenAt(pathname, search) && !leaving;
  const [welcomedHere, setWelcomedHere] = useState(readTourMirror);
  // The offered tour, once it has appeared in this tab, until it is closed.
  const [offered, setOffered] = useState(false);
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
      setOffered(false);
      setRequested(false);
    }
  }
  useEffect(() => {
    if (signedOut) writeTourMirror(false);
  }, [signedOut]);

  // The server's offer, taken up on the first ordinary page: from here on this tab holds it.
  const due =
    isAuthenticated && offerHere && !welcomedHere && status.status === "ready"
      ? status.data.showTour
      : false;
  if (due && !offered) {
    setOffered(true);
    setWelcomedHere(true);
  }

  // Idempotent on the server. If it fails (offline), the mirror keeps this tab quiet and the
  // tour may be offered again in a later session: better than an error over a welcome.
  const recordWelcomed = useEffectEvent(() => {
    writeTourMirror(true);
    markWelcomed({}).catch(() => undefined);
  });
  useEffect(() => {
    if (offered) recordWelcomed();
  }, [offered]);

  const open = isAuthenticated && (requested || (offered && offerHere));

  const openTour = useCallback(() => setRequested(true), []);
  const finish = useCallback(() => {
    setRequested(false);
    setOffered(false);
    setWelcomedHere(true);
    writeTourMirror(true);
    markWelcomed({}).catch(() => undefined);
  }, [markWelcomed]);

  return { open, openTour, finish };
}

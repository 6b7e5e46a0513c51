import { useMemo, type ReactNode } from "react";
import { useConvexAuth, useQueries } from "convex/react";
import {
  CurrentUserContext,
  type CurrentUser,
  type UserAccount,
  type UserProfile,
} from "../lib/currentUserContext";
import { meQuery } from "../lib/meQuery";
import { useSessionLostHandler } from "../hooks/useSessionLostHandler";
import { useUnusableSession } from "../hooks/useUnusableSession";
import { useWelcomeToasts } from "../hooks/useWelcomeToasts";
import { useGoogleSignInReturn } from "../hooks/useGoogleSignInReturn";

/** `useQueries` hands back a failed query as its Error instead of throwing into the page. */
type MeResult = UserAccount | null | undefined | Error;
type ProfileResult = UserProfile | null | undefined | Error;

/**
 * The profile as a value, less the balance: `me` answers anew with every credit spent, which
 * must not look like a new user to every page (JSON leaves the undefined balance out).
 */
const profileKey = (me: MeResult) =>
  me instanceof Error || !me ? me : JSON.stringify({ ...me, legendCredits: undefined });

function deriveState(
  unusable: boolean,
  isLoading: boolean,
  isAuthenticated: boolean,
  me: ProfileResult,
): CurrentUser {
  // A stored session that cannot be used is signed out now, not after the client gives up on it.
  if (unusable) return { status: "signedOut" };
  if (isLoading) return { status: "loading" };
  if (!isAuthenticated) return { status: "signedOut" };
  if (me === undefined) return { status: "loading" };
  // A lost session (me === null) is being signed out; it never counts as signed in.
  if (me === null) return { status: "loading" };
  // Any other profile failure falls back to the basic session (spec 4, Auth).
  if (me instanceof Error) return { status: "signedIn", profile: null };
  return { status: "signedIn", profile: me };
}

/**
 * Computes the auth state once for the whole app, fetching the profile only for a signed-in
 * session, and runs its side effects once: the lost-session sign-out (a missing profile, or a
 * stored session that could not be used) and the welcome toasts.
 */
export function CurrentUserProvider({ children }: { children: ReactNode }) {
  const { isLoading, isAuthenticated } = useConvexAuth();
  const unusable = useUnusableSession();
  const results = useQueries(meQuery(isAuthenticated)) as { me?: MeResult };
  const me = results.me;
  const profile = profileKey(me);
  const state = useMemo(
    () =>
      deriveState(
        unusable,
        isLoading,
        isAuthenticated,
        typeof profile === "string" ? (JSON.parse(profile) as UserProfile) : profile,
      ),
    [unusable, isLoading, isAuthenticated, profile],
  );

  const profileLost = !isLoading && isAuthenticated && me === null;
  useSessionLostHandler(unusable ? "unusable" : profileLost ? "profile" : null);
  useWelcomeToasts(state);
  useGoogleSignInReturn();

  return <CurrentUserContext value={state}>{children}</CurrentUserContext>;
}

import { useMemo, type ReactNode } from "react";
import { useConvexAuth, useQueries, type RequestForQueries } from "convex/react";
import { api } from "../../../../convex/_generated/api";
import { CurrentUserContext, type CurrentUser, type UserProfile } from "../lib/currentUserContext";
import { useSessionLostHandler } from "../hooks/useSessionLostHandler";
import { useWelcomeToasts } from "../hooks/useWelcomeToasts";
import { useGoogleSignInReturn } from "../hooks/useGoogleSignInReturn";

/** `useQueries` hands back a failed query as its Error instead of throwing into the page. */
type ProfileResult = UserProfile | null | undefined | Error;

function deriveState(isLoading: boolean, isAuthenticated: boolean, me: ProfileResult): CurrentUser {
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
 * session, and runs its side effects once: the lost-session sign-out and the welcome toasts.
 */
export function CurrentUserProvider({ children }: { children: ReactNode }) {
  const { isLoading, isAuthenticated } = useConvexAuth();
  const queries = useMemo((): RequestForQueries => {
    if (!isAuthenticated) return {};
    return { me: { query: api.users.queries.me, args: {} } };
  }, [isAuthenticated]);
  const results = useQueries(queries) as { me?: ProfileResult };
  const me = results.me;
  const state = useMemo(
    () => deriveState(isLoading, isAuthenticated, me),
    [isLoading, isAuthenticated, me],
  );

  useSessionLostHandler(!isLoading && isAuthenticated && me === null);
  useWelcomeToasts(state);
  useGoogleSignInReturn();

  return <CurrentUserContext value={state}>{children}</CurrentUserContext>;
}

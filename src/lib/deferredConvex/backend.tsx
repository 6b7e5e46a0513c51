/**
 * The real Convex client and Convex Auth (the only app module that imports them: the rest of
 * the app goes through convexReact.ts), fetched by loader.ts when the page needs them.
 */
import { useEffect, useLayoutEffect } from "react";
import { ConvexAuthProvider, useAuthActions, useAuthToken } from "@convex-dev/auth/react";
import { useConvexAuth, type ConvexReactClient } from "convex/react";
import { guardTokenFetches } from "../session/sessionGuard";
import { sessionTokenStorage } from "../session/tokenStorage";
import { createConvexLogger } from "../convexLogger";
import { TransitionConvexClient } from "./transitionConvexClient";
import { publishAuth, publishAuthActions } from "./authState";

export { ConvexProvider, usePaginatedQuery } from "convex/react";

export function createClient(url: string) {
  return guardTokenFetches(new TransitionConvexClient(url, { logger: createConvexLogger() }));
}

/** Copies Convex Auth's state and actions out to authState.ts, where the app reads them. */
function Publish() {
  const { isLoading, isRefreshing, isAuthenticated } = useConvexAuth();
  const token = useAuthToken();
  const actions = useAuthActions();
  // Before paint, so the page never shows a state Convex Auth has already left.
  useLayoutEffect(() => {
    publishAuth({ isLoading, isRefreshing, isAuthenticated, token });
  }, [isLoading, isRefreshing, isAuthenticated, token]);
  useEffect(() => {
    publishAuthActions(actions);
  }, [actions]);
  return null;
}

/**
 * Convex Auth's provider, mounted beside the app (src/app/providers.tsx) once the backend is
 * here: it resumes the stored session, refreshes tokens and signs in and out; the app reads its
 * results through authState.ts.
 */
export function AuthBridge({ client }: { client: ConvexReactClient }) {
  return (
    <ConvexAuthProvider client={client} storage={sessionTokenStorage}>
      <Publish />
    </ConvexAuthProvider>
  );
}

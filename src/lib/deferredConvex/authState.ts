import { useSyncExternalStore } from "react";
import type { useAuthActions } from "@convex-dev/auth/react";

/**
 * The session as Convex Auth reports it, kept outside React's tree so the header and the first
 * page read it before Convex Auth is loaded (loader.ts). Until then a page without a stored
 * session is a visitor's (not loading, not signed in): exactly what Convex Auth answers for an
 * empty storage; with a stored session the backend loads at once and this reads "loading".
 */

export type AuthSnapshot = {
  isLoading: boolean;
  isRefreshing: boolean;
  isAuthenticated: boolean;
  token: string | null;
};

export type AuthActions = ReturnType<typeof useAuthActions>;

const VISITOR: AuthSnapshot = {
  isLoading: false,
  isRefreshing: false,
  isAuthenticated: false,
  token: null,
};
const RESUMING: AuthSnapshot = { ...VISITOR, isLoading: true };

let snapshot: AuthSnapshot = VISITOR;
let actions: AuthActions | null = null;
const waitingForActions = new Set<(actions: AuthActions) => void>();
const listeners = new Set<() => void>();

function emit() {
  for (const listener of [...listeners]) listener();
}

/** boot.tsx: a stored session is being resumed (the backend is loading for it). */
export function startResumingSession(): void {
  snapshot = RESUMING;
  emit();
}

/**
 * Convex Auth's state, from the provider once it runs (backend.tsx). Its first render reads
 * "loading" while it checks the storage: a page already known to be a visitor's keeps saying
 * so rather than flashing the header's placeholders.
 */
export function publishAuth(next: AuthSnapshot): void {
  if (next.isLoading && !snapshot.isLoading && !snapshot.isAuthenticated) return;
  const same = (Object.keys(next) as (keyof AuthSnapshot)[]).every(
    (key) => next[key] === snapshot[key],
  );
  if (same) return;
  snapshot = next;
  emit();
}

/** Convex Auth's sign-in and sign-out, from the provider once it runs. */
export function publishAuthActions(next: AuthActions): void {
  actions = next;
  for (const resolve of [...waitingForActions]) resolve(next);
  waitingForActions.clear();
}

/** The actions once the provider runs (the caller has asked for the backend). */
export function authActionsReady(): Promise<AuthActions> {
  if (actions) return Promise.resolve(actions);
  return new Promise((resolve) => waitingForActions.add(resolve));
}

export function readAuth(): AuthSnapshot {
  return snapshot;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAuthSnapshot(): AuthSnapshot {
  return useSyncExternalStore(subscribe, readAuth, readAuth);
}

/** Tests only. */
export function resetAuthForTests(): void {
  snapshot = VISITOR;
  actions = null;
  waitingForActions.clear();
  listeners.clear();
}

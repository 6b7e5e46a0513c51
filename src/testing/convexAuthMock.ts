import { useSyncExternalStore } from "react";
import { act } from "@testing-library/react";
import { vi } from "vitest";
import { getFunctionName, type FunctionReference } from "convex/server";

/*
 * A stand-in for `convex/react` and `@convex-dev/auth/react` in component tests:
 *
 *   vi.mock("convex/react", async () => (await import("@/testing/convexAuthMock")).convexReact);
 *   vi.mock("@convex-dev/auth/react", async () =>
 *     (await import("@/testing/convexAuthMock")).convexAuthReact);
 *
 * Tests set the session with `setAuth`, query answers with `setQueryResult` (keyed by the name a
 * component gives the query in `useQueries`), and assert on `authActions.signIn` / `signOut`.
 */

type AuthState = { isLoading: boolean; isAuthenticated: boolean };

type Snapshot = { auth: AuthState; results: Record<string, unknown> };

const signedOut: AuthState = { isLoading: false, isAuthenticated: false };
let snapshot: Snapshot = { auth: signedOut, results: {} };
const listeners = new Set<() => void>();

function update(next: Partial<Snapshot>) {
  snapshot = { ...snapshot, ...next };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Every mutation a component calls through `useMutation`, as (function name, args). Tests set
 * what it answers with `mutationCalls.mockResolvedValue(...)`.
 */
export const mutationCalls = vi.fn<(name: string, args: unknown) => Promise<unknown>>();

/**
 * Every action a component calls through `useAction`, as (function name, args). Tests set what
 * it answers with `actionCalls.mockResolvedValue(...)`.
 */
export const actionCalls = vi.fn<(name: string, args: unknown) => Promise<unknown>>();

/**
 * Every one-off query a component runs through `useOneOffCalls().query`, as (function name, args).
 * Tests set what it answers with `oneOffQueries.mockResolvedValue(...)`.
 */
export const oneOffQueries = vi.fn<(name: string, args: unknown) => Promise<unknown>>(() =>
  Promise.resolve(null),
);

export const authActions = {
  signIn: vi.fn<(provider: string, params?: unknown) => Promise<{ signingIn: boolean }>>(),
  signOut: vi.fn<() => Promise<void>>(),
};

/** Changes the session as the auth provider would, re-rendering subscribers. */
export function setAuth(next: Partial<AuthState>) {
  act(() => update({ auth: { ...snapshot.auth, ...next } }));
}

/** What `useQueries` answers for the query the component named `key` (undefined = loading). */
export function setQueryResult(key: string, value: unknown) {
  act(() => update({ results: { ...snapshot.results, [key]: value } }));
}

/**
 * What `usePaginatedQuery` answers for a function (by its name, e.g. "ideas/queries:myIdeas").
 * Unset, a paginated query has finished with no results.
 */
export function setPaginatedResult(
  name: string,
  results: unknown[],
  status: "LoadingFirstPage" | "CanLoadMore" | "LoadingMore" | "Exhausted" = "Exhausted",
) {
  setQueryResult(`paginated:${name}`, { results, status });
}

/** Every render's paginated subscription, as (function name, args). */
export const paginatedQueryCalls = vi.fn<(name: string, args: unknown) => void>();

/** Every `loadMore(n)` a paginated list asked for, as (function name, n). */
export const loadMoreCalls = vi.fn<(name: string, numItems: number) => void>();

export function resetConvexAuthMock() {
  snapshot = { auth: signedOut, results: {} };
  authActions.signIn.mockReset();
  authActions.signOut.mockReset().mockResolvedValue(undefined);
  mutationCalls.mockReset().mockResolvedValue(null);
  actionCalls.mockReset().mockResolvedValue(null);
  oneOffQueries.mockReset().mockResolvedValue(null);
  loadMoreCalls.mockReset();
  paginatedQueryCalls.mockReset();
}

function useStore() {
  return useSyncExternalStore(subscribe, () => snapshot);
}

export const convexReact = {
  useConvexAuth: () => useStore().auth,
  useQueries: (queries: Record<string, unknown>) => {
    const { results: current } = useStore();
    return Object.fromEntries(Object.keys(queries).map((key) => [key, current[key]]));
  },
  useMutation: (reference: FunctionReference<"mutation">) => (args: unknown) =>
    mutationCalls(getFunctionName(reference), args),
  useAction: (reference: FunctionReference<"action">) => (args: unknown) =>
    actionCalls(getFunctionName(reference), args),
  usePaginatedQuery: (reference: FunctionReference<"query">, args: unknown) => {
    const name = getFunctionName(reference);
    paginatedQueryCalls(name, args);
    const answer = useStore().results[`paginated:${name}`] as
      { results: unknown[]; status: string } | undefined;
    return {
      results: answer?.results ?? [],
      status: answer?.status ?? "Exhausted",
      isLoading: answer?.status === "LoadingFirstPage" || answer?.status === "LoadingMore",
      loadMore: (numItems: number) => loadMoreCalls(name, numItems),
    };
  },
};

const convexClient = {
  query: (reference: FunctionReference<"query">, args: unknown) =>
    oneOffQueries(getFunctionName(reference), args),
};

/**
 * A stand-in for `@/lib/deferredConvex/oneOffCalls` (the app's one-off server calls):
 *   vi.mock("@/lib/deferredConvex/oneOffCalls", async () => (await import("@/testing/convexAuthMock")).oneOffCalls);
 */
export const oneOffCalls = { useOneOffCalls: () => convexClient };

export const convexAuthReact = {
  useAuthActions: () => authActions,
};

/**
 * What `convex/react` is to the app's own code (scripts/vite/deferredConvex.ts resolves the app's
 * imports here; the library's own modules and ./backend.tsx keep the real one): the same hooks,
 * working before Convex's client is loaded (loader.ts).
 *
 * - `useQueries` / `useQuery` answer "loading" until the client is here, then subscribe; they do
 *   not ask for it (the first engagement or the page does).
 * - `useMutation` / `useAction` / `useConvex()`'s calls ask for it and run once it is here.
 * - `useConvexAuth` reads the session from authState.ts.
 * - `usePaginatedQuery` suspends until the client is here and needs a `BackendScope` above it.
 */
import { use, useEffect, useMemo, useReducer, useSyncExternalStore } from "react";
import type * as Real from "convex/react";
import { getFunctionName, makeFunctionReference, type FunctionReference } from "convex/server";
import { useAuthSnapshot } from "./authState";
import {
  backendPromise,
  loadBackend,
  readyBackend,
  subscribeToBackend,
  type Backend,
} from "./loader";

export type {
  ConvexReactClient,
  ReactAction,
  ReactMutation,
  RequestForQueries,
  UsePaginatedQueryResult,
  Watch,
} from "convex/react";

type Requests = Parameters<typeof Real.useQueries>[0];
type Request = Requests[string];

function useReadyBackend(): Backend | null {
  return useSyncExternalStore(subscribeToBackend, readyBackend, readyBackend);
}

/** A request's identity: the function's name and its arguments. */
function requestsKey(requests: Requests): string {
  const entries = Object.keys(requests)
    .sort()
    .map((key) => [
      key,
      getFunctionName(requests[key].query as FunctionReference<"query">),
      requests[key].args,
    ]);
  return JSON.stringify(entries);
}

/** The requests `requestsKey` describes. */
function requestsFromKey(key: string): Requests {
  const entries = JSON.parse(key) as [string, string, Request["args"]][];
  return Object.fromEntries(
    entries.map(([name, functionName, args]) => [
      name,
      { query: makeFunctionReference<"query">(functionName), args },
    ]),
  );
}

function watch(backend: Backend, request: Request) {
  return backend.client.watchQuery(request.query as FunctionReference<"query">, request.args);
}

function readResult(backend: Backend, request: Request): unknown {
  try {
    return watch(backend, request).localQueryResult();
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

export const useQueries: typeof Real.useQueries = (requests) => {
  const backend = useReadyBackend();
  const key = requestsKey(requests);
  // Each update re-renders; the results are read from the client's cache during render.
  const [, updated] = useReducer((count: number) => count + 1, 0);
  // The requests rebuilt from their identity (as useLiveQuery does): `api.x.y` is a new object on
  // every access, so the caller's object changes on every render.
  const stable = useMemo(() => requestsFromKey(key), [key]);
  useEffect(() => {
    if (!backend) return;
    const unsubscribes = Object.values(stable).map((request) =>
      watch(backend, request).onUpdate(updated),
    );
    // What was cached before this subscription (another component's) is read at once.
    updated();
    return () => unsubscribes.forEach((unsubscribe) => unsubscribe());
  }, [backend, stable]);
  const results: Record<string, unknown> = {};
  for (const [name, request] of Object.entries(stable)) {
    results[name] = backend ? readResult(backend, request) : undefined;
  }
  return results;
};

export const useQuery = ((query: FunctionReference<"query">, ...rest: unknown[]) => {
  const args = rest[0] as Request["args"] | "skip" | undefined;
  const requests: Requests = args === "skip" ? {} : { query: { query, args: args ?? {} } };
  const result: unknown = useQueries(requests).query;
  if (result instanceof Error) throw result;
  return result;
}) as typeof Real.useQuery;

/** A call that needs the server: loads the client if need be, then runs. */
function useCall<Kind extends "mutation" | "action">(
  kind: Kind,
  reference: FunctionReference<Kind>,
) {
  const name = getFunctionName(reference);
  return useMemo(() => {
    const ref = makeFunctionReference<Kind>(name);
    return async (args?: Record<string, unknown>): Promise<unknown> => {
      const { client } = await loadBackend();
      return kind === "mutation"
        ? (client.mutation(ref as FunctionReference<"mutation">, args ?? {}) as Promise<unknown>)
        : (client.action(ref as FunctionReference<"action">, args ?? {}) as Promise<unknown>);
    };
  }, [kind, name]);
}

export const useMutation = ((reference: FunctionReference<"mutation">) =>
  useCall("mutation", reference)) as unknown as typeof Real.useMutation;

export const useAction = ((reference: FunctionReference<"action">) =>
  useCall("action", reference)) as unknown as typeof Real.useAction;

/** The client's one-off calls, each waiting for the client if need be. */
type Call = (reference: never, args?: never) => Promise<unknown>;
const deferredClient = {
  query: (async (reference, args) => (await loadBackend()).client.query(reference, args)) as Call,
  mutation: (async (reference, args) =>
    (await loadBackend()).client.mutation(reference, args)) as Call,
  action: (async (reference, args) => (await loadBackend()).client.action(reference, args)) as Call,
};

export const useConvex = (() => deferredClient) as unknown as typeof Real.useConvex;

export const useConvexAuth: typeof Real.useConvexAuth = () => {
  const { isLoading, isRefreshing, isAuthenticated } = useAuthSnapshot();
  return { isLoading, isRefreshing, isAuthenticated };
};

export const usePaginatedQuery = ((...args: Parameters<typeof Real.usePaginatedQuery>) =>
  use(backendPromise()).usePaginatedQuery(...args)) as typeof Real.usePaginatedQuery;

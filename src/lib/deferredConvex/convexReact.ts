/**
 * What `convex/react` is to the app's own code (scripts/vite/deferredConvex.ts resolves the app's
 * imports here; the library's own modules and ./backend.tsx keep the real one): the same hooks,
 * working before Convex's client is loaded (loader.ts).
 *
 * - `useQueries` / `useQuery` answer "loading" until the client is here, then subscribe; they do
 *   not ask for it (the first engagement or the page does).
 * - `useMutation` / `useAction` ask for it and run once it is here; a mutation's
 *   `withOptimisticUpdate` hands the update to the client's own `mutation` call.
 * - One-off calls (`useConvex().query` in Convex's API) are `useOneOffCalls` (./oneOffCalls.ts),
 *   typed as what they are: the app does not import `useConvex`.
 * - `useConvexAuth` reads the session from authState.ts.
 * - `usePaginatedQuery` suspends until the client is here and needs a `BackendScope` above it.
 */
import { use, useEffect, useMemo, useReducer, useSyncExternalStore } from "react";
import type * as Real from "convex/react";
import {
  getFunctionName,
  makeFunctionReference,
  type FunctionReference,
  type OptionalRestArgs,
} from "convex/server";
import { convexToJson, jsonToConvex, type Value } from "convex/values";
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

/**
 * A request's identity: the function's name and its arguments, in Convex's own JSON encoding
 * (bigints, bytes and the like survive it, as they do the wire; plain JSON.stringify throws on a
 * bigint).
 */
function requestsKey(requests: Requests): string {
  const entries = Object.keys(requests)
    .sort()
    .map((key) => [
      key,
      getFunctionName(requests[key].query as FunctionReference<"query">),
      convexToJson(requests[key].args as Value),
    ]);
  return JSON.stringify(entries);
}

/** The requests `requestsKey` describes. */
function requestsFromKey(key: string): Requests {
  const entries = JSON.parse(key) as [string, string, Parameters<typeof jsonToConvex>[0]][];
  return Object.fromEntries(
    entries.map(([name, functionName, args]) => [
      name,
      {
        query: makeFunctionReference<"query">(functionName),
        args: jsonToConvex(args) as Request["args"],
      },
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

type Update = Parameters<
  Real.ReactMutation<FunctionReference<"mutation">>["withOptimisticUpdate"]
>[0];

/**
 * A mutation that loads the client if need be, then runs, with its optimistic update (if any)
 * applied by the client as Convex's own `useMutation` does: what `ReactMutation` promises.
 */
function deferredMutation(name: string, update?: Update) {
  const reference = makeFunctionReference<"mutation">(name);
  const run = async (
    ...args: OptionalRestArgs<FunctionReference<"mutation">>
  ): Promise<unknown> => {
    const { client } = await loadBackend();
    return (await client.mutation(reference, args[0] ?? {}, {
      optimisticUpdate: update,
    })) as unknown;
  };
  return Object.assign(run, {
    withOptimisticUpdate: (next: Update) => deferredMutation(name, next),
  });
}

export const useMutation: typeof Real.useMutation = (reference) => {
  const name = getFunctionName(reference);
  // Behaviour and type agree (call and withOptimisticUpdate); only the generic needs the cast.
  return useMemo(() => deferredMutation(name), [name]) as ReturnType<typeof Real.useMutation>;
};

export const useAction: typeof Real.useAction = (reference) => {
  const name = getFunctionName(reference);
  return useMemo(() => {
    const ref = makeFunctionReference<"action">(name);
    return async (...args: OptionalRestArgs<FunctionReference<"action">>): Promise<unknown> =>
      (await (await loadBackend()).client.action(ref, args[0] ?? {})) as unknown;
  }, [name]) as ReturnType<typeof Real.useAction>;
};

export const useConvexAuth: typeof Real.useConvexAuth = () => {
  const { isLoading, isRefreshing, isAuthenticated } = useAuthSnapshot();
  return { isLoading, isRefreshing, isAuthenticated };
};

export const usePaginatedQuery = ((...args: Parameters<typeof Real.usePaginatedQuery>) =>
  use(backendPromise()).usePaginatedQuery(...args)) as typeof Real.usePaginatedQuery;

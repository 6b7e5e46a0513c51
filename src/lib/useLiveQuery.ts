import { useCallback, useMemo, useState } from "react";
import { useQueries, type RequestForQueries } from "convex/react";
import {
  getFunctionName,
  makeFunctionReference,
  type FunctionArgs,
  type FunctionReference,
  type FunctionReturnType,
} from "convex/server";
import { convexToJson, jsonToConvex, type Value } from "convex/values";

export type LiveQueryState<T> =
  { status: "loading" } | { status: "error"; error: Error } | { status: "ready"; data: T };

export type LiveQuery<T> = LiveQueryState<T> & {
  /** Drops the subscription and subscribes again: the query runs afresh on the server. */
  retry: () => void;
};

/**
 * A live Convex query whose failure is a state, not an exception thrown into the page, so each
 * area can show the spec's own error text with a retry. `key` names the query (tests answer it
 * by that name); `"skip"` subscribes to nothing.
 */
export function useLiveQuery<Query extends FunctionReference<"query">>(
  key: string,
  query: Query,
  args: FunctionArgs<Query> | "skip",
): LiveQuery<FunctionReturnType<Query>> {
  const [paused, setPaused] = useState(false);
  // Convex's own encoding: bigint-safe, as the wire is.
  const argsKey = args === "skip" ? "skip" : JSON.stringify(convexToJson(args));
  // `api.x.y` is a new object on every access, so the request is keyed by the function's name.
  const name = getFunctionName(query);
  const requests = useMemo((): RequestForQueries => {
    if (paused || argsKey === "skip") return {};
    const reference = makeFunctionReference<"query">(name);
    const decoded = jsonToConvex(JSON.parse(argsKey) as Parameters<typeof jsonToConvex>[0]);
    return { [key]: { query: reference, args: decoded as Record<string, Value> } };
  }, [paused, key, name, argsKey]);
  const result = useQueries(requests)[key] as FunctionReturnType<Query> | Error | undefined;

  // Unsubscribe (so the client forgets the failed result), then subscribe again once that render
  // is committed.
  const retry = useCallback(() => {
    setPaused(true);
    setTimeout(() => setPaused(false), 0);
  }, []);

  if (result === undefined) return { status: "loading", retry };
  if (result instanceof Error) return { status: "error", error: result, retry };
  return { status: "ready", data: result, retry };
}

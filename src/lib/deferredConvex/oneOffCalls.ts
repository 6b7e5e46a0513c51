import type { FunctionReference, FunctionReturnType, OptionalRestArgs } from "convex/server";
import { loadBackend } from "./loader";

/**
 * One-off calls to the server outside React's subscriptions (a check before saving, a lookup
 * before a redirect): Convex's `useConvex().query` etc., but typed as what they are. The client
 * may not have loaded yet (./loader.ts), so each call loads it if need be, then runs; the app
 * never holds the client itself, so it cannot reach for a method that does not exist yet.
 */
export type OneOffCalls = {
  query<Query extends FunctionReference<"query">>(
    query: Query,
    ...args: OptionalRestArgs<Query>
  ): Promise<FunctionReturnType<Query>>;
  mutation<Mutation extends FunctionReference<"mutation">>(
    mutation: Mutation,
    ...args: OptionalRestArgs<Mutation>
  ): Promise<FunctionReturnType<Mutation>>;
  action<Action extends FunctionReference<"action">>(
    action: Action,
    ...args: OptionalRestArgs<Action>
  ): Promise<FunctionReturnType<Action>>;
};

const calls: OneOffCalls = {
  query: async (query, ...args) => (await loadBackend()).client.query(query, ...args),
  mutation: async (mutation, ...args) => (await loadBackend()).client.mutation(mutation, ...args),
  action: async (action, ...args) => (await loadBackend()).client.action(action, ...args),
};

/** The same object on every render (a safe effect dependency). */
export function useOneOffCalls(): OneOffCalls {
  return calls;
}

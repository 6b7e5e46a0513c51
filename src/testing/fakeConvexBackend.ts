import { vi } from "vitest";
import { convexToJson, type Value } from "convex/values";

/** Convex's own encoding of arguments (bigint-safe), as the client keys them. */
const argsKey = (args: unknown) => JSON.stringify(convexToJson((args ?? {}) as Value));

/**
 * A stand-in for src/lib/deferredConvex/backend.tsx in that folder's tests: a client whose
 * queries the test answers (`answer`), whose calls are recorded, and whose watches are counted.
 */
type Listener = () => void;

export function fakeBackendModule() {
  const results = new Map<string, unknown>();
  const listeners = new Map<string, Set<Listener>>();
  const nameOf = (reference: unknown) =>
    (reference as Record<symbol, string>)[Symbol.for("functionName")];
  const client = {
    watchQuery: vi.fn((reference: unknown, args: unknown) => {
      const key = `${nameOf(reference)}:${argsKey(args)}`;
      return {
        onUpdate: (listener: Listener) => {
          const set = listeners.get(key) ?? new Set();
          set.add(listener);
          listeners.set(key, set);
          return () => set.delete(listener);
        },
        localQueryResult: () => {
          if (!listeners.get(key)?.size) return undefined;
          const value = results.get(key);
          if (value instanceof Error) throw value;
          return value;
        },
        journal: () => undefined,
      };
    }),
    query: vi.fn((reference: unknown, args: unknown) =>
      Promise.resolve({ query: nameOf(reference), args }),
    ),
    mutation: vi.fn((reference: unknown, args: unknown) =>
      Promise.resolve({ mutation: nameOf(reference), args }),
    ),
    action: vi.fn((reference: unknown, args: unknown) =>
      Promise.resolve({ action: nameOf(reference), args }),
    ),
  };
  /** The server's answer to `name` with `args`; subscribers hear of it. */
  const answer = (name: string, args: unknown, value: unknown) => {
    const key = `${name}:${argsKey(args)}`;
    results.set(key, value);
    for (const listener of listeners.get(key) ?? []) listener();
  };
  const subscribers = (name: string, args: unknown) =>
    listeners.get(`${name}:${argsKey(args)}`)?.size ?? 0;
  const module = {
    createClient: vi.fn(() => client),
    AuthBridge: () => null,
    ConvexProvider: ({ children }: { children: unknown }) => children,
    usePaginatedQuery: vi.fn(() => ({ results: [], status: "Exhausted", loadMore: () => {} })),
  };
  return { module, client, answer, subscribers };
}

/**
 * A fresh copy of src/lib/deferredConvex's loader with the fake above as its backend module
 * (configured for a deployment unless `configured` is false). Modules imported after this see
 * the same fresh copy.
 */
export async function freshDeferredConvex({ configured = true } = {}) {
  vi.resetModules();
  const fake = fakeBackendModule();
  vi.doMock("@/lib/deferredConvex/backend", () => fake.module);
  const loader = await import("@/lib/deferredConvex/loader");
  if (configured) {
    loader.configureBackend("http://127.0.0.1:3210", () => import("@/lib/deferredConvex/backend"));
  }
  return { fake, loader };
}

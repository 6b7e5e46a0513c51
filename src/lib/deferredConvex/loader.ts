import type { ConvexReactClient } from "convex/react";
import type * as BackendModule from "./backend";

/**
 * Convex's client and Convex Auth, loaded when the page needs them rather than with the first
 * page (issue 20: together ~20 KiB gzip of a visitor's first load). `src/boot.tsx` asks for
 * them at once unless the page is the home page opened by a visitor with nothing to resume
 * (`needsBackendAtStart`); otherwise the first engagement, ENGAGEMENT_FALLBACK_MS, or anything
 * that must reach the server (a mutation, an action, a sign-in, a paginated list) loads them.
 * Live queries wait for them without asking (they answer "loading" until then).
 */

export type Backend = typeof BackendModule & { client: ConvexReactClient };

type State = { status: "idle" | "loading" } | { status: "ready"; backend: Backend };

/** A promise React's `use` reads synchronously once settled (it checks these fields). */
type TrackedPromise<T> = Promise<T> & { status?: "fulfilled"; value?: T };

let state: State = { status: "idle" };
type LoadModule = () => Promise<typeof BackendModule>;

let address: string | null = null;
let loadModule: LoadModule | null = null;
let promise: TrackedPromise<Backend> | null = null;
const listeners = new Set<() => void>();

function setState(next: State) {
  state = next;
  for (const listener of [...listeners]) listener();
}

/**
 * Records the deployment's address and how to fetch ./backend.tsx (startBackend.ts); nothing is
 * fetched until `loadBackend`. The dynamic import lives with the caller: here, the build's
 * preload helper would join the start-up chunk and the page's entry would import that chunk
 * before the first paint.
 */
export function configureBackend(url: string, load: LoadModule): void {
  address = url;
  loadModule = load;
}

export function isBackendConfigured(): boolean {
  return address !== null;
}

/** Fetches and starts the client (once); resolves when it is ready. */
export function loadBackend(): Promise<Backend> {
  if (promise) return promise;
  if (address === null || loadModule === null) {
    return Promise.reject(new Error("The backend's address is not set."));
  }
  const url = address;
  setState({ status: "loading" });
  const loading: TrackedPromise<Backend> = loadModule()
    .then((module) => {
      const backend: Backend = { ...module, client: module.createClient(url) };
      loading.status = "fulfilled";
      loading.value = backend;
      setState({ status: "ready", backend });
      return backend;
    })
    .catch((error: unknown) => {
      // A failed download (offline, a new deployment) may be retried by the next caller.
      promise = null;
      setState({ status: "idle" });
      throw error;
    });
  promise = loading;
  return loading;
}

/** The backend once ready, else null (without asking for it). */
export function readyBackend(): Backend | null {
  return state.status === "ready" ? state.backend : null;
}

/** For `use()`: the backend's promise, asking for it. */
export function backendPromise(): Promise<Backend> {
  const loading = loadBackend();
  loading.catch(() => {});
  return promise ?? loading;
}

export function subscribeToBackend(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

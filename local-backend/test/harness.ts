import { mkdtemp, rm } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import WebSocket from "ws";
import { ConvexClient, ConvexHttpClient } from "convex/browser";
import { cloudUrl, siteUrl, type BackendConfig } from "../config.ts";
import { startLocalBackend, type LocalBackend } from "../supervisor.ts";

export const FIXTURE_FUNCTIONS = import.meta.dirname
  ? path.join(import.meta.dirname, "fixture", "convex")
  : fileURLToPath(new URL("./fixture/convex", import.meta.url));

export async function freePort(): Promise<number> {
  return await new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export type Harness = {
  config: BackendConfig;
  backend: LocalBackend;
  url: string;
  siteUrl: string;
  output: () => string;
  client: () => ConvexClient;
  http: () => ConvexHttpClient;
  stop: () => Promise<void>;
};

/**
 * A backend on the fixture functions (or `functionsDir`), free ports and a throwaway data
 * directory. `env` holds deployment variables; `appUrl` is the web app's origin (SITE_URL).
 * Any cron jobs the functions define run on their schedules (local-backend/crons.ts).
 */
export async function startHarness(
  options: {
    functionsDir?: string;
    watch?: boolean;
    env?: Record<string, string>;
    appUrl?: string;
    /** Run at every start, as `npm start` runs the app's seed (default: none). */
    seedFunction?: string;
  } = {},
): Promise<Harness> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "local-backend-test-"));
  const config: BackendConfig = {
    dataDir,
    functionsDir: options.functionsDir ?? FIXTURE_FUNCTIONS,
    port: await freePort(),
    sitePort: await freePort(),
    appUrl: options.appUrl ?? "http://localhost:5999",
    seedFunction: options.seedFunction ?? null,
    watch: options.watch ?? false,
  };
  let output = "";
  const backend = await startLocalBackend(config, {
    env: options.env,
    output: (text) => (output += text),
    log: (line) => (output += `${line}\n`),
  });
  await backend.ready;
  const clients: ConvexClient[] = [];
  return {
    config,
    backend,
    url: cloudUrl(config),
    siteUrl: siteUrl(config),
    output: () => output,
    client: () => {
      const client = new ConvexClient(cloudUrl(config), {
        webSocketConstructor: WebSocket as unknown as typeof globalThis.WebSocket,
        unsavedChangesWarning: false,
      });
      clients.push(client);
      return client;
    },
    http: () => new ConvexHttpClient(cloudUrl(config)),
    stop: async () => {
      await Promise.all(clients.map((c) => c.close()));
      await backend.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Resolves with the first value `subscribe` reports that satisfies `accept`. */
export function nextValue<T>(
  subscribe: (onValue: (value: T) => void) => () => void,
  accept: (value: T) => boolean,
  timeoutMs = 10_000,
): Promise<T> {
  return new Promise((resolve, reject) => {
    let unsubscribe: (() => void) | null = null;
    let done = false;
    const timer = setTimeout(() => {
      done = true;
      unsubscribe?.();
      reject(new Error("Timed out waiting for a matching value"));
    }, timeoutMs);
    unsubscribe = subscribe((value) => {
      if (done || !accept(value)) return;
      done = true;
      clearTimeout(timer);
      queueMicrotask(() => unsubscribe?.());
      resolve(value);
    });
  });
}

/**
 * Keeps one subscription open and lets a test wait for successive values, so
 * a write made between two waits is always observed by the same subscription.
 */
export function watch<T>(subscribe: (onValue: (value: T) => void) => () => void) {
  const seen: T[] = [];
  const waiters = new Set<{ accept: (value: T) => boolean; resolve: (value: T) => void }>();
  let from = 0;
  const unsubscribe = subscribe((value) => {
    seen.push(value);
    for (const waiter of waiters) {
      if (waiter.accept(value)) {
        waiters.delete(waiter);
        waiter.resolve(value);
      }
    }
  });
  return {
    /** The first value from now on (or already seen since the last `next`) that `accept` takes. */
    next(accept: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
      const earlier = seen.slice(from).find(accept);
      from = seen.length;
      if (earlier !== undefined) return Promise.resolve(earlier);
      return new Promise((resolve, reject) => {
        const waiter = {
          accept,
          resolve: (value: T) => {
            clearTimeout(timer);
            from = seen.length;
            resolve(value);
          },
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error("Timed out waiting for a matching value"));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    stop: () => unsubscribe(),
  };
}

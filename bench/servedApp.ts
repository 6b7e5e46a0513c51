/**
 * The whole app for a browser benchmark, as `npm start` runs it (the local backend with its
 * seed, on a throwaway data directory) but on its own ports, and by default the production
 * bundle (`vite build` + `vite preview`, whose /api proxy is vite.config.ts's), since a speed
 * target is about what users run. `dev: true` serves the Vite dev server instead, to compare.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build, createServer, preview } from "vite";
import { configFromEnv, cloudUrl, siteUrl } from "../local-backend/config.ts";
import { startLocalBackend, type LocalBackend } from "../local-backend/supervisor.ts";

/**
 * Beside the default ports (3210/3211/5173) and the e2e ones (3310/3311/5183, offset by
 * LEGENDARY_E2E_PORT_OFFSET): the e2e layout moved by this much. A benchmark may move it
 * further (`portOffset`) so it can run while another checkout's bench holds these.
 */
const PORT_OFFSET = 40;
const portsAt = (offset: number) => ({
  backend: 3310 + offset,
  site: 3311 + offset,
  web: 5183 + offset,
});

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/**
 * The environment as this process started: under `npm run bench`, the benchmarks before this
 * one point provider variables at fakes they have since stopped, and the app must run as
 * `npm start` would.
 */
const startEnv = { ...process.env };

export type ServedApp = {
  url: string;
  /** The backend's Convex URL (sync and function API), for a bench that seeds data. */
  backendUrl: string;
  /** The backend's HTTP actions (the /api paths and the development mailbox). */
  siteUrl: string;
  stop: () => Promise<void>;
};

/** The client's build-time variables point at this backend; the caller's own are put back after. */
function pointViteAt(urls: Record<string, string>): () => void {
  const previous = Object.fromEntries(Object.keys(urls).map((key) => [key, process.env[key]]));
  Object.assign(process.env, urls);
  return () => {
    for (const [key, value] of Object.entries(previous)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  };
}

export async function serveApp({
  dev = false,
  portOffset = PORT_OFFSET,
}: { dev?: boolean; portOffset?: number } = {}): Promise<ServedApp> {
  const ports = portsAt(portOffset);
  const url = `http://localhost:${ports.web}`;
  const cleanups: (() => Promise<void> | void)[] = [];
  const stop = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    cleanups.length = 0;
  };
  // The backend's output is kept out of the report and shown only if it fails to start.
  let backendOutput = "";
  try {
    const dataDir = await mkdtemp(path.join(tmpdir(), "legendary-bench-data-"));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const config = configFromEnv({
      ...startEnv,
      LOCAL_BACKEND_DATA_DIR: dataDir,
      LOCAL_BACKEND_PORT: String(ports.backend),
      LOCAL_SITE_PORT: String(ports.site),
      LOCAL_BACKEND_WATCH: "0",
      LOCAL_APP_URL: url,
    });
    process.env.LOCAL_BACKEND_WARM_UP ??= "1";
    const backend: LocalBackend = await startLocalBackend(config, {
      baseEnv: startEnv,
      log: (line) => (backendOutput += `${line}\n`),
      output: (text) => (backendOutput += text),
    });
    cleanups.push(() => backend.stop());
    // Awaited once the web side is up; a failure meanwhile must not count as unhandled.
    backend.ready.catch(() => {});

    const restoreEnv = pointViteAt({
      VITE_CONVEX_URL: cloudUrl(config),
      VITE_CONVEX_SITE_URL: siteUrl(config),
    });
    cleanups.push(restoreEnv);
    const server = { host: "localhost", port: ports.web, strictPort: true };
    if (dev) {
      const vite = await createServer({ root: repoRoot, logLevel: "warn", server });
      cleanups.push(() => vite.close());
      await Promise.all([backend.ready, vite.listen()]);
    } else {
      const outDir = await mkdtemp(path.join(tmpdir(), "legendary-bench-web-"));
      cleanups.push(() => rm(outDir, { recursive: true, force: true }));
      await build({
        root: repoRoot,
        mode: "production",
        logLevel: "warn",
        build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 4096 },
      });
      const web = await preview({
        root: repoRoot,
        logLevel: "warn",
        build: { outDir },
        preview: server,
      });
      cleanups.push(() => web.close());
      await backend.ready;
    }
    return { url, backendUrl: cloudUrl(config), siteUrl: siteUrl(config), stop };
  } catch (error) {
    await stop();
    if (backendOutput) process.stderr.write(backendOutput);
    throw error;
  }
}

import path from "node:path";
import { build, createServer, preview } from "vite";
import { loadEnvLocal, parseBackendArgs } from "../local-backend/cli.ts";
import { cloudUrl, siteUrl } from "../local-backend/config.ts";
import { startLocalBackend } from "../local-backend/supervisor.ts";

/**
 * `npm start`: the whole app offline. The local backend (a stand-in for a
 * Convex deployment, see local-backend/) and the Vite dev server run in one
 * process tree, so one Ctrl-C stops both.
 *
 * Flags: --reset (wipe local data first), --data-dir DIR, --no-watch, --preview (build the app
 * and serve the production bundle with `vite preview` instead of the dev server: what the
 * end-to-end tests use, since a few hashed files load far faster than hundreds of dev modules),
 * --out-dir DIR (with --preview: build into DIR instead of dist/; the bundle carries its
 * backend's address, so each e2e stack builds its own).
 * Ports: LOCAL_BACKEND_PORT (3210), LOCAL_SITE_PORT (3211), VITE_PORT (5173).
 */

async function main() {
  loadEnvLocal();
  const vitePort = Number(process.env.VITE_PORT ?? 5173);
  const appUrl = `http://localhost:${vitePort}`;
  process.env.LOCAL_APP_URL ??= appUrl;
  // vite.config.ts is loaded by Vite's default bundling loader, which resolves extensionless
  // imports; its notice that a future native loader would not is not for someone starting the app.
  process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= "true";
  // A served app warms its functions after start (local-backend/modules.ts `warmUp`).
  process.env.LOCAL_BACKEND_WARM_UP ??= "1";
  const argv = process.argv.slice(2);
  const usePreview = argv.includes("--preview");
  const outDirAt = argv.indexOf("--out-dir");
  const outDir = outDirAt >= 0 ? argv[outDirAt + 1] : undefined;
  if (outDirAt >= 0 && (!outDir || outDir.startsWith("--"))) {
    process.stderr.write("--out-dir needs a directory.\n");
    process.exit(1);
  }
  const { config, reset } = parseBackendArgs(
    argv.filter(
      (arg, at) =>
        arg !== "--preview" && (outDirAt < 0 || (at !== outDirAt && at !== outDirAt + 1)),
    ),
  );

  const backend = await startLocalBackend(config, {
    reset,
    watchDirs: [config.functionsDir, path.resolve("shared")],
  });
  let vite: { close(): Promise<void> } | null = null;
  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    await vite?.close();
    await backend.stop();
    process.exit(code);
  };
  process.on("SIGINT", () => void stop(0));
  process.on("SIGTERM", () => void stop(0));

  try {
    await backend.ready;
  } catch (error) {
    process.stderr.write(`\nThe local backend did not start: ${String(error)}\n`);
    await stop(1);
    return;
  }
  // The local deployment wins over a cloud one configured in .env.local.
  process.env.VITE_CONVEX_URL = cloudUrl(config);
  process.env.VITE_CONVEX_SITE_URL = siteUrl(config);
  if (usePreview) {
    const buildOptions = outDir ? { outDir } : {};
    await build({ logLevel: "warn", build: buildOptions });
    vite = await preview({
      build: buildOptions,
      preview: { port: vitePort, strictPort: true, host: "localhost" },
    });
  } else {
    const dev = await createServer({ server: { port: vitePort, strictPort: true } });
    await dev.listen();
    vite = dev;
  }
  process.stdout.write(
    [
      "",
      `  Legendary is running at ${appUrl}`,
      `  Local backend ${cloudUrl(config)} · HTTP actions ${siteUrl(config)} · data in ${path.relative(process.cwd(), config.dataDir) || "."}`,
      "  Press Ctrl-C to stop.",
      "",
    ].join("\n") + "\n",
  );
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});

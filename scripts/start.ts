import path from "node:path";
import { createServer } from "vite";
import { loadEnvLocal, parseBackendArgs } from "../local-backend/cli.ts";
import { cloudUrl, siteUrl } from "../local-backend/config.ts";
import { startLocalBackend } from "../local-backend/supervisor.ts";

/**
 * `npm start`: the whole app offline. The local backend (a stand-in for a
 * Convex deployment, see local-backend/) and the Vite dev server run in one
 * process tree, so one Ctrl-C stops both.
 *
 * Flags: --reset (wipe local data first), --data-dir DIR, --no-watch.
 * Ports: LOCAL_BACKEND_PORT (3210), LOCAL_SITE_PORT (3211), VITE_PORT (5173).
 */

async function main() {
  loadEnvLocal();
  const vitePort = Number(process.env.VITE_PORT ?? 5173);
  const appUrl = `http://localhost:${vitePort}`;
  process.env.LOCAL_APP_URL ??= appUrl;
  const { config, reset } = parseBackendArgs(process.argv.slice(2));

  const backend = await startLocalBackend(config, {
    reset,
    watchDirs: [config.functionsDir, path.resolve("shared")],
  });
  let vite: Awaited<ReturnType<typeof createServer>> | null = null;
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
  vite = await createServer({ server: { port: vitePort, strictPort: true } });
  await vite.listen();
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

import { existsSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { cloudUrl, configFromEnv, siteUrl } from "./config.ts";
import { startLocalBackend } from "./supervisor.ts";

/**
 * `node --import tsx local-backend/cli.ts [--reset] [--data-dir DIR]`:
 * the local backend alone (`npm start` runs it together with Vite).
 */

export function loadEnvLocal(cwd = process.cwd()) {
  const file = path.join(cwd, ".env.local");
  // Values already in the environment win, like Vite's own .env handling.
  if (existsSync(file)) process.loadEnvFile(file);
}

export function parseBackendArgs(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: {
      reset: { type: "boolean", default: false },
      "data-dir": { type: "string" },
      "no-watch": { type: "boolean", default: false },
    },
    allowPositionals: false,
    strict: false,
  });
  const env = { ...process.env };
  if (typeof values["data-dir"] === "string") env.LOCAL_BACKEND_DATA_DIR = values["data-dir"];
  if (values["no-watch"] === true) env.LOCAL_BACKEND_WATCH = "0";
  return { config: configFromEnv(env), reset: values.reset === true };
}

async function main() {
  loadEnvLocal();
  const { config, reset } = parseBackendArgs(process.argv.slice(2));
  const backend = await startLocalBackend(config, {
    reset,
    watchDirs: [config.functionsDir, path.resolve("shared")],
  });
  const shutdown = () => void backend.stop().then(() => process.exit(0));
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
  await backend.ready;
  process.stdout.write(
    `Local backend ready: ${cloudUrl(config)} (HTTP actions ${siteUrl(config)}), data in ${config.dataDir}\n`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}

import { mkdir } from "node:fs/promises";
import type http from "node:http";
import { loadOrCreateKeys, TokenVerifier } from "./auth.ts";
import { cloudUrl, configFromEnv, LOCAL_DEPLOYMENT_DEFAULTS, siteUrl } from "./config.ts";
import { startCronJobs } from "./crons.ts";
import { Engine } from "./engine.ts";
import { MutationLog } from "./mutationLog.ts";
import { Persistence } from "./persistence.ts";
import { createCloudServer, createSiteServer, listen } from "./server.ts";
import { applyWebhookSecret, loadOrCreateWebhookSecret } from "./webhookSecret.ts";

/**
 * One run of the local backend: loads the functions, restores the snapshot,
 * serves, seeds. The CLI restarts this process when `convex/` changes.
 */

const config = configFromEnv(process.env);
const log = (line: string) => process.stdout.write(`${line}\n`);

/** LOCAL_BACKEND_TIMINGS=1: one line with the start-up's phases (the restart bench reads it). */
function startupTimer() {
  const phases: string[] = [`node ${(performance.now() / 1000).toFixed(2)} s`];
  let last = performance.now();
  return {
    phase(name: string) {
      const now = performance.now();
      phases.push(`${name} ${((now - last) / 1000).toFixed(2)} s`);
      last = now;
    },
    report() {
      if (process.env.LOCAL_BACKEND_TIMINGS !== "1") return;
      log(
        `[local-backend] start-up: ${phases.join(", ")}, ready at ${(performance.now() / 1000).toFixed(2)} s`,
      );
    },
  };
}

async function main() {
  const timer = startupTimer();
  await mkdir(config.dataDir, { recursive: true });
  const keys = await loadOrCreateKeys(config.dataDir);
  // Deployment environment, set before the functions are imported
  // (auth.config.ts reads it at import time). The shell's own values win.
  process.env.CONVEX_CLOUD_URL = cloudUrl(config);
  process.env.CONVEX_SITE_URL = siteUrl(config);
  process.env.SITE_URL ??= config.appUrl;
  process.env.JWT_PRIVATE_KEY ??= keys.JWT_PRIVATE_KEY;
  process.env.JWKS ??= keys.JWKS;
  for (const [name, value] of Object.entries(LOCAL_DEPLOYMENT_DEFAULTS))
    process.env[name] ??= value;
  applyWebhookSecret(process.env, await loadOrCreateWebhookSecret(config.dataDir));

  const engine = await Engine.load({
    functionsDir: config.functionsDir,
    cloudUrl: cloudUrl(config),
    siteUrl: siteUrl(config),
    log,
  });
  timer.phase("functions");
  const mutationLog = new MutationLog();
  const persistence = new Persistence(config.dataDir, engine);
  const saved = await persistence.load();
  timer.phase("data");
  mutationLog.restore(saved?.mutations);
  mutationLog.onRecord = (record) => persistence.logMutation(record);
  persistence.extra = () => ({ mutations: mutationLog.toJSON() });
  engine.onCommit(() => persistence.markDirty());

  const verifier = await TokenVerifier.load(config.functionsDir);
  timer.phase("auth");
  const ctx = { engine, verifier, mutationLog, persistence, log };
  const cloud = createCloudServer(ctx);
  const site = createSiteServer(ctx, siteUrl(config));
  await listen(cloud, config.port, "local backend");
  await listen(site, config.sitePort, "HTTP actions");

  if (config.seedFunction) {
    const seeded = await engine.runInternal("mutation", config.seedFunction, {});
    if (!seeded.success) log(`[local-backend] seeding failed: ${seeded.errorMessage}`);
  }
  await persistence.flush();
  // After the seed, as on a deployment: crons run against the data the app expects.
  const crons = await startCronJobs(engine, config.dataDir, log);

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await crons.stop();
    await Promise.all([close(cloud), close(site)]);
    await persistence.flush();
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop());
  process.on("SIGINT", () => void stop());
  process.on("disconnect", () => void stop());
  timer.phase("serve");
  timer.report();
  process.send?.({ type: "ready", restored: saved !== null });
  // Only for a served app (`npm start`, e2e, benches): tests that restart backends skip the CPU.
  if (process.env.LOCAL_BACKEND_WARM_UP === "1") void engine.warmUp();
}

function close(server: http.Server) {
  return new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}

main().catch((error: unknown) => {
  log(
    `[local-backend] failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  );
  process.send?.({
    type: "failed",
    message: error instanceof Error ? error.message : String(error),
  });
  process.exit(1);
});

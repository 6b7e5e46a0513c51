import path from "node:path";

/** Where and how the local backend runs; the CLI passes it to the worker by env. */
export type BackendConfig = {
  dataDir: string;
  functionsDir: string;
  port: number;
  sitePort: number;
  /** The web app's origin (SITE_URL: where auth redirects land). */
  appUrl: string;
  /** Internal mutation run at every start; idempotent by contract. */
  seedFunction: string | null;
  watch: boolean;
};

export const DEFAULTS = {
  dataDir: ".local-backend",
  functionsDir: "convex",
  port: 3210,
  sitePort: 3211,
  appUrl: "http://localhost:5173",
  seedFunction: "system/seed:run",
};

/**
 * Deployment settings of a local run (what `npx convex env set` does for a real deployment):
 * emails go to the development outbox (/dev/mailbox) unless Resend is configured, the seed adds
 * demo accounts on a paid plan (README), checkout without STRIPE_SECRET_KEY is the app's own
 * test checkout (its webhook secret is generated per data directory: webhookSecret.ts), and
 * auth's per-request INFO lines stay out of the terminal.
 */
export const LOCAL_DEPLOYMENT_DEFAULTS: Record<string, string> = {
  MAIL_OUTBOX: "local",
  DEMO_ACCOUNTS: "local",
  LOCAL_CHECKOUT: "local",
  AUTH_LOG_LEVEL: "WARN",
};

export function configFromEnv(env: NodeJS.ProcessEnv, cwd = process.cwd()): BackendConfig {
  return {
    dataDir: path.resolve(cwd, env.LOCAL_BACKEND_DATA_DIR ?? DEFAULTS.dataDir),
    functionsDir: path.resolve(cwd, env.LOCAL_BACKEND_FUNCTIONS_DIR ?? DEFAULTS.functionsDir),
    port: Number(env.LOCAL_BACKEND_PORT ?? DEFAULTS.port),
    sitePort: Number(env.LOCAL_SITE_PORT ?? DEFAULTS.sitePort),
    appUrl: env.LOCAL_APP_URL ?? DEFAULTS.appUrl,
    seedFunction:
      env.LOCAL_BACKEND_SEED === "" ? null : (env.LOCAL_BACKEND_SEED ?? DEFAULTS.seedFunction),
    watch: env.LOCAL_BACKEND_WATCH !== "0",
  };
}

export function configToEnv(config: BackendConfig): Record<string, string> {
  return {
    LOCAL_BACKEND_DATA_DIR: config.dataDir,
    LOCAL_BACKEND_FUNCTIONS_DIR: config.functionsDir,
    LOCAL_BACKEND_PORT: String(config.port),
    LOCAL_SITE_PORT: String(config.sitePort),
    LOCAL_APP_URL: config.appUrl,
    LOCAL_BACKEND_SEED: config.seedFunction ?? "",
    LOCAL_BACKEND_WATCH: config.watch ? "1" : "0",
  };
}

export const cloudUrl = (config: BackendConfig) => `http://127.0.0.1:${config.port}`;
export const siteUrl = (config: BackendConfig) => `http://127.0.0.1:${config.sitePort}`;

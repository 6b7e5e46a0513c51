/**
 * The only reader of server environment variables. Everything is read at call time, never at
 * module load: Convex evaluates modules before a deployment's variables may be set, and tests
 * change them between cases.
 */

function optional(name: string): string | undefined {
  const value = process.env[name]?.trim();
  return value ? value : undefined;
}

function required(name: string): string {
  const value = optional(name);
  if (value === undefined) {
    // A deployment misconfiguration, not a user error: fail loudly.
    throw new Error(`Environment variable ${name} is not set`);
  }
  return value;
}

/** Public origin of the web app (links in emails, share URLs, checkout return URLs). */
export function siteUrl(): string {
  return required("SITE_URL").replace(/\/+$/, "");
}

/**
 * Origin of this deployment's HTTP actions (CONVEX_SITE_URL, set by Convex and by the local
 * backend): where the offline checkout delivers its signed events to the webhook.
 */
export function convexSiteUrl(): string {
  return required("CONVEX_SITE_URL").replace(/\/+$/, "");
}

/**
 * Origins that serve this deployment's /api routes: the HTTP actions' own (CONVEX_SITE_URL) and
 * the web app's (SITE_URL, which proxies /api). An absolute /api/media URL is ours only on one.
 */
export function ownOrigins(): string[] {
  const origins: string[] = [];
  for (const name of ["CONVEX_SITE_URL", "SITE_URL"]) {
    const value = optional(name);
    if (value === undefined) continue;
    try {
      origins.push(new URL(value).origin);
    } catch {
      // A malformed setting names no origin; relative URLs still work.
    }
  }
  return origins;
}

/** Emails granted admin (ADMIN_EMAILS, comma separated), lowercased. */
export function adminEmails(): string[] {
  return (optional("ADMIN_EMAILS") ?? "")
    .split(",")
    .map((email) => email.trim().toLowerCase())
    .filter((email) => email !== "");
}

/**
 * Development outbox: emails are kept for /dev/mailbox instead of sent. The local backend sets
 * MAIL_OUTBOX=local; a production deployment never should.
 */
export function mailOutboxEnabled(): boolean {
  return optional("MAIL_OUTBOX") === "local";
}

/**
 * How many proxies in front of the HTTP actions append to X-Forwarded-For (TRUSTED_PROXY_HOPS,
 * default 1: the deployment's own edge). The client is the entry that many places from the
 * right; a host that proxies /api to the deployment adds one more.
 */
export function trustedProxyHops(): number {
  const hops = Number(optional("TRUSTED_PROXY_HOPS") ?? "1");
  return Number.isInteger(hops) && hops >= 1 && hops <= 10 ? hops : 1;
}

/**
 * Secret material for server-made attestations that must never leave the deployment (the HTTP
 * actions vouching for a client's address to the sign-in action). It is the auth signing key,
 * which every deployment with sign-in has; users of it derive their own key from it.
 */
export function deploymentSecret(): string {
  return required("JWT_PRIVATE_KEY");
}

/**
 * Demo accounts with a paid plan, so every feature can be tried offline. The local backend sets
 * DEMO_ACCOUNTS=local; a production deployment never should (their password is in the README).
 */
export function demoAccountsEnabled(): boolean {
  return optional("DEMO_ACCOUNTS") === "local";
}

/**
 * How checkout works here: real Stripe when STRIPE_SECRET_KEY is set; otherwise the app's own
 * test checkout when the deployment opts in (LOCAL_CHECKOUT=local, set by the local backend; a
 * production deployment never should: it hands out plans and credits for a click); else off.
 */
export function checkoutMode(): "stripe" | "local" | "off" {
  if (optional("STRIPE_SECRET_KEY") !== undefined) return "stripe";
  return optional("LOCAL_CHECKOUT") === "local" ? "local" : "off";
}

/**
 * Where the `stripe` SDK sends requests: Stripe itself, or STRIPE_API_BASE (a local fake of
 * Stripe's REST API in contract tests), as host/port/protocol.
 */
export function stripeApiTarget(): {
  host: string;
  port: number;
  protocol: "http" | "https";
} | null {
  const base = optional("STRIPE_API_BASE");
  if (base === undefined) return null;
  const url = new URL(base);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return {
    host: url.hostname,
    port: Number(url.port || (protocol === "http" ? 80 : 443)),
    protocol,
  };
}

/** Resend delivery, when AUTH_RESEND_KEY is set. */
export function resendConfig(): { apiKey: string; from: string; baseUrl: string } | null {
  const apiKey = optional("AUTH_RESEND_KEY");
  if (apiKey === undefined) return null;
  return {
    apiKey,
    from: optional("AUTH_EMAIL_FROM") ?? "Legendary <onboarding@resend.dev>",
    baseUrl: optional("RESEND_BASE_URL") ?? "https://api.resend.com",
  };
}

/** Google's OpenID Connect issuer identifier. */
export const GOOGLE_ISSUER = "https://accounts.google.com";

/**
 * The issuer Google sign-in talks to: AUTH_GOOGLE_ISSUER (Auth.js's name for it), else Google's
 * own. @convex-dev/auth discovers every endpoint from `<issuer>/.well-known/openid-configuration`
 * and checks the ID token's `iss` against it, so this one setting points sign-in at another
 * Google-compatible issuer (a local fake in contract tests). The exception to "read at call
 * time": convex/auth.ts builds its provider list when the module loads, which is also when
 * Auth.js reads AUTH_GOOGLE_ID/SECRET.
 */
export function googleIssuer(): string {
  return optional("AUTH_GOOGLE_ISSUER") ?? GOOGLE_ISSUER;
}

/** Provider credentials; undefined when not configured (the offline studio takes over). */
export const providerEnv = {
  openRouterApiKey: () => optional("OPENROUTER_API_KEY"),
  openAiApiKey: () => optional("OPENAI_API_KEY"),
  openAiBaseUrl: () => optional("OPENAI_BASE_URL"),
  /** Model id sent to OPENAI_BASE_URL instead of the mapped one (a local server's own names). */
  openAiModel: () => optional("OPENAI_MODEL"),
  /** OpenRouter endpoint override, for a fake server in tests and benchmarks. */
  openRouterBaseUrl: () => optional("OPENROUTER_BASE_URL"),
  ideogramApiKey: () => optional("IDEOGRAM_API_KEY"),
  /** Ideogram endpoint override, for a fake server in end-to-end tests. */
  ideogramBaseUrl: () => optional("IDEOGRAM_BASE_URL"),
  replicateApiToken: () => optional("REPLICATE_API_TOKEN"),
  /** Replicate endpoint override (".../v1"), for a fake server in end-to-end tests. */
  replicateBaseUrl: () => optional("REPLICATE_BASE_URL"),
  stripeSecretKey: () => optional("STRIPE_SECRET_KEY"),
  stripeWebhookSecret: () => optional("STRIPE_WEBHOOK_SECRET"),
  googleClientId: () => optional("AUTH_GOOGLE_ID"),
  googleClientSecret: () => optional("AUTH_GOOGLE_SECRET"),
  resendApiKey: () => optional("AUTH_RESEND_KEY"),
  emailFrom: () => optional("AUTH_EMAIL_FROM"),
} as const;

export type ConfiguredProviders = {
  openRouter: boolean;
  openAi: boolean;
  ideogram: boolean;
  replicate: boolean;
  stripe: boolean;
  google: boolean;
  resend: boolean;
};

/** Which integrations are usable. Booleans only: never hand a value to a caller. */
export function describeConfiguredProviders(): ConfiguredProviders {
  const has = (get: () => string | undefined) => get() !== undefined;
  return {
    openRouter: has(providerEnv.openRouterApiKey),
    // A custom base URL (e.g. a local model server) may need no key.
    openAi: has(providerEnv.openAiApiKey) || has(providerEnv.openAiBaseUrl),
    ideogram: has(providerEnv.ideogramApiKey),
    replicate: has(providerEnv.replicateApiToken),
    stripe: has(providerEnv.stripeSecretKey) && has(providerEnv.stripeWebhookSecret),
    google: has(providerEnv.googleClientId) && has(providerEnv.googleClientSecret),
    resend: has(providerEnv.resendApiKey),
  };
}

/** A non-negative whole number of milliseconds from `name`, or undefined when unset or invalid. */
function milliseconds(name: string): number | undefined {
  const raw = optional(name);
  if (raw === undefined) return undefined;
  const value = Number(raw);
  return Number.isInteger(value) && value >= 0 ? value : undefined;
}

/**
 * OFFLINE_STUDIO_LATENCY_MS (default 0): how long the built-in studio waits before each answer,
 * text and images, so a person can watch a job's live progress and a test can stop the backend
 * while a job is mid-run. Capped at a minute: it is a demo knob, not a way to outwait deadlines.
 */
export function offlineStudioLatencyMs(): number {
  return Math.min(milliseconds("OFFLINE_STUDIO_LATENCY_MS") ?? 0, 60_000);
}

/**
 * JOB_STALE_AFTER_MS: replaces every job kind's deadline (generation/deadlines.ts) with this many
 * milliseconds from the job's last sign of life, for tests and demos of the job supervisor.
 * Undefined (the kinds' own deadlines) when unset, invalid or 0.
 */
export function jobStaleAfterMs(): number | undefined {
  const value = milliseconds("JOB_STALE_AFTER_MS");
  return value === undefined || value === 0 ? undefined : value;
}

/** Test-only stand-in websites for the safe fetcher (./fixtureSites.ts); unset in production. */
export function fixtureSitesSetting(): string | undefined {
  return optional("LEGENDARY_FIXTURE_SITES");
}

import { existsSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { randomBytes } from "node:crypto";
import path from "node:path";

/**
 * The webhook signing secret of a local run. With no Stripe keys the app's test checkout signs
 * its Stripe-shaped events with it and the webhook verifies them with it, exactly as with
 * Stripe: generated on first start, then kept with the data so a restart changes nothing.
 */

export const LOCAL_WEBHOOK_SECRET_PREFIX = "whsec_local_";
const FILE = "stripe-webhook-secret.json";

export async function loadOrCreateWebhookSecret(dataDir: string): Promise<string> {
  const file = path.join(dataDir, FILE);
  if (existsSync(file)) {
    const saved = JSON.parse(await readFile(file, "utf8")) as { STRIPE_WEBHOOK_SECRET?: string };
    if (saved.STRIPE_WEBHOOK_SECRET?.startsWith(LOCAL_WEBHOOK_SECRET_PREFIX)) {
      return saved.STRIPE_WEBHOOK_SECRET;
    }
  }
  const secret = `${LOCAL_WEBHOOK_SECRET_PREFIX}${randomBytes(24).toString("base64url")}`;
  await writeFile(file, JSON.stringify({ STRIPE_WEBHOOK_SECRET: secret }, null, 2), {
    mode: 0o600,
  });
  return secret;
}

/**
 * The local run's own secret, unless real Stripe is configured: a real key comes with the
 * secret of its real webhook endpoint, which the shell sets (and which always wins).
 */
export function applyWebhookSecret(env: NodeJS.ProcessEnv, secret: string): void {
  if (env.STRIPE_SECRET_KEY?.trim()) return;
  if (env.STRIPE_WEBHOOK_SECRET?.trim()) return;
  env.STRIPE_WEBHOOK_SECRET = secret;
}

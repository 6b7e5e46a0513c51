import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { makeFunctionReference } from "convex/server";
import { LOCAL_DEPLOYMENT_DEFAULTS } from "../config.ts";
import { applyWebhookSecret, loadOrCreateWebhookSecret } from "../webhookSecret.ts";
import { startHarness, type Harness } from "./harness.ts";

/**
 * What the offline checkout needs from a local run: checkout defaults to the app's own test
 * checkout, a webhook secret generated once per data directory, and actions that can call the
 * deployment's own HTTP actions (Pay delivers its events to the webhook that way).
 */

const selfFetch = makeFunctionReference<
  "action",
  { text: string },
  { status: number; answer: string; count: number }
>("selfFetch:run");
const checkoutEnv = makeFunctionReference<
  "query",
  Record<string, never>,
  { localCheckout: string | null; webhookSecret: string | null }
>("selfFetch:checkoutEnv");

describe("the webhook secret of a local run", () => {
  test("is generated once and kept in the data directory", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "local-backend-secret-"));
    try {
      const first = await loadOrCreateWebhookSecret(dir);
      expect(first).toMatch(/^whsec_local_[A-Za-z0-9_-]{32}$/);
      expect(await loadOrCreateWebhookSecret(dir)).toBe(first);
      const file = path.join(dir, "stripe-webhook-secret.json");
      expect(JSON.parse(await readFile(file, "utf8"))).toEqual({ STRIPE_WEBHOOK_SECRET: first });
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      const other = await mkdtemp(path.join(os.tmpdir(), "local-backend-secret-"));
      expect(await loadOrCreateWebhookSecret(other)).not.toBe(first);
      await rm(other, { recursive: true, force: true });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  test("gives way to real Stripe settings", () => {
    const offline: NodeJS.ProcessEnv = {};
    applyWebhookSecret(offline, "whsec_local_a");
    expect(offline.STRIPE_WEBHOOK_SECRET).toBe("whsec_local_a");
    const own: NodeJS.ProcessEnv = { STRIPE_WEBHOOK_SECRET: "whsec_mine" };
    applyWebhookSecret(own, "whsec_local_a");
    expect(own.STRIPE_WEBHOOK_SECRET).toBe("whsec_mine");
    const stripe: NodeJS.ProcessEnv = { STRIPE_SECRET_KEY: "sk_test_1" };
    applyWebhookSecret(stripe, "whsec_local_a");
    expect(stripe.STRIPE_WEBHOOK_SECRET).toBeUndefined();
  });

  test("checkout defaults to the test checkout", () => {
    expect(LOCAL_DEPLOYMENT_DEFAULTS.LOCAL_CHECKOUT).toBe("local");
  });
});

describe("a running local backend", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ env: { STRIPE_SECRET_KEY: "", STRIPE_WEBHOOK_SECRET: "" } });
  });
  afterAll(async () => {
    await h.stop();
  });

  test("runs with the test checkout and its generated webhook secret", async () => {
    const env = await h.http().query(checkoutEnv, {});
    expect(env.localCheckout).toBe("local");
    const saved = JSON.parse(
      await readFile(path.join(h.config.dataDir, "stripe-webhook-secret.json"), "utf8"),
    ) as { STRIPE_WEBHOOK_SECRET: string };
    expect(env.webhookSecret).toBe(saved.STRIPE_WEBHOOK_SECRET);
  });

  test("lets an action call the deployment's own HTTP action, which writes (no deadlock)", async () => {
    const started = Date.now();
    const first = await h.http().action(selfFetch, { text: "one" });
    const second = await h.http().action(selfFetch, { text: "two" });
    expect(first).toEqual({ status: 200, answer: "recorded one", count: 1 });
    expect(second).toEqual({ status: 200, answer: "recorded two", count: 2 });
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});

import { afterEach, describe, expect, it, vi } from "vitest";
import { createUser, type TestApp } from "../test.setup";
import { signWebhookPayload } from "./stripeClient";
import {
  NOV_1,
  billingApp,
  checkoutCompleted,
  deliver,
  envelope,
  WEBHOOK_SECRET,
} from "./stripeEvents.fixtures";

afterEach(() => vi.unstubAllEnvs());

/** Rows the webhook could have written: none may appear after a refused delivery. */
async function written(t: TestApp) {
  return await t.run(async (ctx) => ({
    events: (await ctx.db.query("stripeEvents").take(10)).length,
    completions: (await ctx.db.query("checkoutCompletions").take(10)).length,
    purchases: (await ctx.db.query("creditPurchases").take(10)).length,
    ledger: (await ctx.db.query("creditLedger").take(10)).length,
  }));
}
const NOTHING = { events: 0, completions: 0, purchases: 0, ledger: 0 };

async function packEvent(t: TestApp) {
  const userId = await createUser(t);
  const event = checkoutCompleted({
    id: "evt_pack_1",
    created: Math.floor(Date.now() / 1000),
    sessionId: "cs_pack_1",
    mode: "payment",
    userId,
    customer: "cus_1",
    paymentIntent: "pi_1",
    packageId: "popular",
    amountTotal: 7900,
  });
  return { userId, event };
}

describe("POST /api/stripe/webhook", () => {
  it("applies a correctly signed event and answers {received: true}", async () => {
    const t = await billingApp();
    const { userId, event } = await packEvent(t);
    const response = await deliver(t, event);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true });
    const credits = await t.run(async (ctx) => (await ctx.db.get("users", userId))?.legendCredits);
    expect(credits).toBe(500);
    const rows = await t.run(async (ctx) => await ctx.db.query("stripeEvents").take(5));
    expect(rows.map((row) => [row.eventId, row.type, row.outcome])).toEqual([
      ["evt_pack_1", "checkout.session.completed", "applied: granted 500 credits"],
    ]);
  });

  it("refuses a missing, malformed or wrongly keyed signature with 400, writing nothing", async () => {
    const t = await billingApp();
    const { event } = await packEvent(t);
    for (const header of [null, "", "t=1,v1=deadbeef", "garbage"]) {
      const response = await deliver(t, event, { header });
      expect(response.status, `header ${header}`).toBe(400);
    }
    const otherKey = await deliver(t, event, { secret: "whsec_someone_else" });
    expect(otherKey.status).toBe(400);
    expect(await written(t)).toEqual(NOTHING);
  });

  it("refuses a tampered body under a header signed for the original (400, nothing written)", async () => {
    const t = await billingApp();
    const { event } = await packEvent(t);
    const original = JSON.stringify(event);
    const header = await signWebhookPayload(original, WEBHOOK_SECRET);
    const tampered = original.replace('"packageId":"popular"', '"packageId":"premium"');
    expect(tampered).not.toBe(original);
    const response = await deliver(t, tampered, { header });
    expect(response.status).toBe(400);
    const rows = await written(t);
    expect(rows).toEqual(NOTHING);
    const total = Object.values(rows).reduce((sum, n) => sum + n, 0);
    console.log(
      `webhook reliability: tampered body, valid-looking header → ${response.status}, ` +
        `${total} rows written`,
    );
  });

  it("refuses a stale signature (older than Stripe's 5-minute tolerance)", async () => {
    const t = await billingApp();
    const { event } = await packEvent(t);
    const body = JSON.stringify(event);
    const old = Math.floor(Date.now() / 1000) - 600;
    const header = await signWebhookPayload(body, WEBHOOK_SECRET, old);
    expect((await deliver(t, body, { header })).status).toBe(400);
    expect(await written(t)).toEqual(NOTHING);
  });

  it("answers 503 and writes nothing while no webhook secret is configured", async () => {
    const t = await billingApp();
    vi.stubEnv("STRIPE_WEBHOOK_SECRET", "");
    const { event } = await packEvent(t);
    const response = await deliver(t, event);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: "Webhooks are not configured." });
    expect(await written(t)).toEqual(NOTHING);
  });

  it("refuses a body over 1 MiB with 413", async () => {
    const t = await billingApp();
    const huge = envelope("evt_big", "invoice.paid", NOV_1, { padding: "x".repeat(1024 * 1024) });
    const response = await deliver(t, huge);
    expect(response.status).toBe(413);
    expect(await written(t)).toEqual(NOTHING);
  });

  it("records an event type it does not act on as ignored (200), once", async () => {
    const t = await billingApp();
    const event = envelope("evt_other", "customer.created", NOV_1, { id: "cus_9" });
    for (let i = 0; i < 2; i += 1) expect((await deliver(t, event)).status).toBe(200);
    const broken = envelope("evt_broken", "invoice.paid", NOV_1, { object: "invoice" });
    expect((await deliver(t, broken)).status).toBe(200);
    const rows = await t.run(async (ctx) => await ctx.db.query("stripeEvents").take(5));
    expect(rows.map((row) => [row.eventId, row.type, row.outcome])).toEqual([
      ["evt_other", "customer.created", "ignored: not an event this app acts on"],
      ["evt_broken", "invoice.paid", "ignored: not an event this app acts on"],
    ]);
  });

  it("only accepts POST", async () => {
    const t = await billingApp();
    const response = await t.fetch("/api/stripe/webhook", { method: "GET" });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(await written(t)).toEqual(NOTHING);
  });
});

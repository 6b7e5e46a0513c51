import { describe, expect, test } from "vitest";
import { signWebhookPayload, verifyWebhook } from "./stripeClient";

const secret = "whsec_test_secret_for_signatures";
const payload = JSON.stringify({ id: "evt_1", object: "event", type: "invoice.paid", data: {} });

describe("webhook signatures", () => {
  test("a body signed with the secret verifies and parses", async () => {
    const header = await signWebhookPayload(payload, secret);
    const event = await verifyWebhook(payload, header, secret);
    expect(event.id).toBe("evt_1");
  });

  test("a tampered body, another secret or a stale timestamp is refused", async () => {
    const header = await signWebhookPayload(payload, secret);
    await expect(
      verifyWebhook(payload.replace("evt_1", "evt_2"), header, secret),
    ).rejects.toThrow();
    await expect(verifyWebhook(payload, header, "whsec_other")).rejects.toThrow();
    const old = await signWebhookPayload(payload, secret, Math.floor(Date.now() / 1000) - 301);
    await expect(verifyWebhook(payload, old, secret)).rejects.toThrow();
  });
});

import { afterEach, describe, expect, it, vi } from "vitest";
import { api } from "../_generated/api";
import { asUser, createUser } from "../test.setup";
import { spendCredits } from "../credits/model";
import {
  NOV_1,
  billingApp,
  chargeRefunded,
  checkoutCompleted,
  deliver,
  linkCustomer,
} from "./stripeEvents.fixtures";
import { balance, ledger, nextId, packCheckout, send } from "./webhookDelivery.fixtures";

afterEach(() => vi.unstubAllEnvs());

describe("credit pack purchases", () => {
  it("grant the pack once per session and complete the return page", async () => {
    const t = await billingApp();
    const userId = await createUser(t);
    const event = packCheckout(userId);
    expect(await send(t, event)).toBe("applied: granted 500 credits");
    expect(await balance(t, userId)).toBe(500);
    expect(await ledger(t, userId)).toEqual([["purchase", 500, "cs_pack", "Popular pack"]]);
    const result = await asUser(t, userId).query(api.billing.queries.checkoutResult, {
      sessionId: "cs_pack",
    });
    expect(result).toMatchObject({ status: "complete", kind: "credits", creditsAdded: 500 });

    expect((await deliver(t, event)).status).toBe(200);
    expect(await send(t, packCheckout(userId))).toBe("duplicate: pack already granted");
    expect(await balance(t, userId)).toBe(500);
  });

  it("grant nothing for an unpaid session or an unknown user or pack", async () => {
    const t = await billingApp();
    const userId = await createUser(t);
    const unpaid = checkoutCompleted({
      id: nextId(),
      created: NOV_1,
      sessionId: "cs_unpaid",
      mode: "payment",
      userId,
      customer: "cus_1",
      packageId: "popular",
      paymentStatus: "unpaid",
    });
    expect(await send(t, unpaid)).toBe("ignored: payment unpaid");
    const stranger = packCheckout("not-a-user-id", "cs_stranger", "pi_9");
    (stranger.data as { object: { customer: string } }).object.customer = "cus_unknown";
    expect(await send(t, stranger)).toBe("ignored: no user for this checkout");
    const noPack = packCheckout(userId, "cs_nopack", "pi_8");
    const object = (noPack.data as { object: { metadata: Record<string, string> } }).object;
    object.metadata.packageId = "gold";
    expect(await send(t, noPack)).toBe("ignored: unknown credit pack gold");
    expect(await balance(t, userId)).toBe(0);
    const pending = await asUser(t, userId).query(api.billing.queries.checkoutResult, {
      sessionId: "cs_unpaid",
    });
    expect(pending.status).toBe("pending");
  });
});

describe("refunds of a pack", () => {
  it("take back the refunded share once, and never below zero", async () => {
    const t = await billingApp();
    const userId = await createUser(t);
    await send(t, packCheckout(userId));
    const refund = (refunded: number) =>
      chargeRefunded({
        id: nextId(),
        created: NOV_1 + 500,
        charge: "ch_1",
        paymentIntent: "pi_1",
        customer: "cus_1",
        amount: 7900,
        amountRefunded: refunded,
      });
    expect(await send(t, refund(3950))).toBe("applied: took back 250 credits");
    expect(await balance(t, userId)).toBe(250);
    await t.run(async (ctx) => await spendCredits(ctx, userId, 200));
    expect(await send(t, refund(7900))).toBe("applied: took back 50 credits");
    expect(await balance(t, userId)).toBe(0);
    expect(await send(t, refund(7900))).toBe(
      "applied: nothing more to take back (refund already applied or credits spent)",
    );
    const rows = await ledger(t, userId);
    expect(rows.filter((row) => row[0] === "pack_refund")).toEqual([
      ["pack_refund", -250, "ch_1", "Popular pack refunded: 250 credits taken back"],
      [
        "pack_refund",
        -50,
        "ch_1",
        "Popular pack refunded: 250 credits taken back; only 50 were left, the rest had been spent",
      ],
    ]);
  });

  it("arriving before the purchase are applied when it lands; unknown charges are ignored", async () => {
    const t = await billingApp();
    const userId = await createUser(t);
    await linkCustomer(t, userId, "cus_1");
    const refund = chargeRefunded({
      id: nextId(),
      created: NOV_1 + 500,
      charge: "ch_1",
      paymentIntent: "pi_1",
      customer: "cus_1",
      amount: 7900,
      amountRefunded: 7900,
    });
    expect(await send(t, refund)).toBe("applied: refund kept until its purchase arrives");
    expect(await send(t, packCheckout(userId))).toBe(
      "applied: granted 500 credits, then 500 taken back for an earlier refund",
    );
    expect(await balance(t, userId)).toBe(0);
    const stranger = chargeRefunded({
      id: nextId(),
      created: NOV_1,
      charge: "ch_x",
      paymentIntent: "pi_x",
      customer: "cus_nobody",
      amount: 100,
      amountRefunded: 100,
    });
    expect(await send(t, stranger)).toBe("ignored: refund of a charge that bought no credit pack");
  });
});

import { afterEach, describe, expect, it, vi } from "vitest";
import { api } from "../_generated/api";
import { asUser, createUser, expectAppError, makeTest } from "../test.setup";

/** The /admin page's integrations card: who may read it and what it tells. */

const SECRETS = {
  OPENROUTER_API_KEY: "sk-or-very-secret",
  IDEOGRAM_API_KEY: "ideogram-very-secret",
  AUTH_RESEND_KEY: "re_very_secret",
};
const VARIABLES = [
  ...Object.keys(SECRETS),
  "OPENAI_API_KEY",
  "OPENAI_BASE_URL",
  "REPLICATE_API_TOKEN",
  "STRIPE_SECRET_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "AUTH_GOOGLE_ID",
  "AUTH_GOOGLE_SECRET",
  "MAIL_OUTBOX",
  "LOCAL_CHECKOUT",
];

function noProviders() {
  for (const name of VARIABLES) vi.stubEnv(name, "");
}

afterEach(() => vi.unstubAllEnvs());

describe("admin.integrations.status", () => {
  it("tells an admin the built-in studio runs and how to connect a model", async () => {
    noProviders();
    const t = makeTest();
    const admin = asUser(t, await createUser(t, { isAdmin: true }));
    const status = await admin.query(api.admin.integrations.status, {});
    const text = status.find((item) => item.id === "text")!;
    expect(text).toMatchObject({ state: "standIn", current: "Built-in studio" });
    expect(text.howToConnect).toContain("OPENROUTER_API_KEY");
    expect(status.find((item) => item.id === "images")).toMatchObject({
      state: "standIn",
      current: "Built-in studio (posters drawn offline)",
    });
    expect(status.map((item) => item.id)).toEqual([
      "text",
      "images",
      "email",
      "google",
      "payments",
    ]);
  });

  it("names what is connected, and never hands back a variable's value", async () => {
    noProviders();
    for (const [name, value] of Object.entries(SECRETS)) vi.stubEnv(name, value);
    const t = makeTest();
    const admin = asUser(t, await createUser(t, { isAdmin: true }));
    const status = await admin.query(api.admin.integrations.status, {});
    expect(status.find((item) => item.id === "text")).toMatchObject({
      state: "connected",
      current: "OpenRouter",
    });
    expect(status.find((item) => item.id === "images")).toMatchObject({
      state: "connected",
      current: "Ideogram",
    });
    expect(status.find((item) => item.id === "email")).toMatchObject({
      state: "connected",
      current: "Resend",
    });
    const all = JSON.stringify(status);
    for (const value of Object.values(SECRETS)) expect(all).not.toContain(value);
  });

  /** The payments row under each way checkout can run (lib/env.ts checkoutMode). */
  async function paymentsRow(env: Record<string, string>) {
    noProviders();
    for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
    const t = makeTest();
    const admin = asUser(t, await createUser(t, { isAdmin: true }));
    const status = await admin.query(api.admin.integrations.status, {});
    return status.find((item) => item.id === "payments")!;
  }

  it("says the offline test checkout runs when it does, not that payments are off", async () => {
    const row = await paymentsRow({ LOCAL_CHECKOUT: "local", STRIPE_WEBHOOK_SECRET: "whsec_x" });
    expect(row).toMatchObject({ state: "standIn", current: "Test checkout (offline)" });
    expect(row.howToConnect).toContain("LOCAL_CHECKOUT=local");
    expect(JSON.stringify(row)).not.toContain("whsec_x");
  });

  it("tells payments apart: Stripe, Stripe without its webhook, a test checkout that can't pay, off", async () => {
    expect(
      await paymentsRow({ STRIPE_SECRET_KEY: "sk_test_1", STRIPE_WEBHOOK_SECRET: "whsec_1" }),
    ).toMatchObject({ state: "connected", current: "Stripe" });
    // The key alone sends checkout to Stripe, but no payment could ever be applied.
    expect(await paymentsRow({ STRIPE_SECRET_KEY: "sk_test_1" })).toMatchObject({
      state: "incomplete",
      current: expect.stringContaining("no webhook secret") as unknown,
    });
    expect(await paymentsRow({ LOCAL_CHECKOUT: "local" })).toMatchObject({
      state: "incomplete",
      current: expect.stringContaining("Test checkout (offline) cannot complete") as unknown,
    });
    expect(await paymentsRow({})).toMatchObject({
      state: "off",
      current: "No checkout: plans and packs can't be bought",
    });
  });

  it("calls the development outbox and a half-set Google sign-in what they are", async () => {
    noProviders();
    vi.stubEnv("MAIL_OUTBOX", "local");
    vi.stubEnv("AUTH_GOOGLE_ID", "client-id");
    const t = makeTest();
    const admin = asUser(t, await createUser(t, { isAdmin: true }));
    const status = await admin.query(api.admin.integrations.status, {});
    expect(status.find((item) => item.id === "email")).toMatchObject({
      state: "standIn",
      current: "Development outbox",
    });
    expect(status.find((item) => item.id === "google")).toMatchObject({ state: "incomplete" });
    vi.stubEnv("MAIL_OUTBOX", "");
    vi.stubEnv("AUTH_GOOGLE_ID", "");
    const bare = await admin.query(api.admin.integrations.status, {});
    expect(bare.find((item) => item.id === "email")).toMatchObject({ state: "off" });
    expect(bare.find((item) => item.id === "google")).toMatchObject({
      state: "off",
      current: "Not offered in the sign-in dialog",
    });
  });

  it("refuses visitors and signed-in users who are not admins", async () => {
    const t = makeTest();
    await expectAppError(t.query(api.admin.integrations.status, {}), "UNAUTHENTICATED");
    const user = asUser(t, await createUser(t));
    await expectAppError(user.query(api.admin.integrations.status, {}), "FORBIDDEN");
  });

  it("takes no arguments", async () => {
    const t = makeTest();
    const admin = asUser(t, await createUser(t, { isAdmin: true }));
    await expect(
      admin.query(api.admin.integrations.status, { extra: 1 } as never),
    ).rejects.toThrow();
  });
});

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
    expect(text).toMatchObject({ connected: false, current: "Built-in studio" });
    expect(text.howToConnect).toContain("OPENROUTER_API_KEY");
    expect(status.find((item) => item.id === "images")).toMatchObject({
      connected: false,
      current: "Built-in studio (SVG posters)",
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
      connected: true,
      current: "OpenRouter",
    });
    expect(status.find((item) => item.id === "images")).toMatchObject({
      connected: true,
      current: "Ideogram",
    });
    expect(status.find((item) => item.id === "email")).toMatchObject({ current: "Resend" });
    const all = JSON.stringify(status);
    for (const value of Object.values(SECRETS)) expect(all).not.toContain(value);
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

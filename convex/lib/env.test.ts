import { afterEach, describe, expect, it, vi } from "vitest";
import {
  adminEmails,
  describeConfiguredProviders,
  googleIssuer,
  providerEnv,
  siteUrl,
} from "./env";

const providerVars = [
  "OPENROUTER_API_KEY",
  "OPENAI_API_KEY",
  "OPENAI_BASE_URL",
  "IDEOGRAM_API_KEY",
  "REPLICATE_API_TOKEN",
  "STRIPE_SECRET_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "AUTH_GOOGLE_ID",
  "AUTH_GOOGLE_SECRET",
  "AUTH_RESEND_KEY",
];

function clearProviders() {
  for (const name of providerVars) vi.stubEnv(name, "");
}

afterEach(() => vi.unstubAllEnvs());

describe("env", () => {
  it("reads variables at call time, not at import", () => {
    vi.stubEnv("SITE_URL", "http://one.test");
    expect(siteUrl()).toBe("http://one.test");
    vi.stubEnv("SITE_URL", "https://two.test///");
    expect(siteUrl()).toBe("https://two.test");
  });

  it("fails loudly when SITE_URL is missing", () => {
    vi.stubEnv("SITE_URL", "  ");
    expect(() => siteUrl()).toThrow("SITE_URL is not set");
  });

  it("parses ADMIN_EMAILS as a trimmed, lowercased list", () => {
    vi.stubEnv("ADMIN_EMAILS", " Boss@Example.COM,, second@example.com ,");
    expect(adminEmails()).toEqual(["boss@example.com", "second@example.com"]);
    vi.stubEnv("ADMIN_EMAILS", "");
    expect(adminEmails()).toEqual([]);
  });

  it("treats blank provider values as not configured", () => {
    clearProviders();
    vi.stubEnv("IDEOGRAM_API_KEY", "   ");
    expect(providerEnv.ideogramApiKey()).toBeUndefined();
    vi.stubEnv("IDEOGRAM_API_KEY", " key ");
    expect(providerEnv.ideogramApiKey()).toBe("key");
  });

  it("describes configured providers with booleans only", () => {
    clearProviders();
    expect(describeConfiguredProviders()).toEqual({
      openRouter: false,
      openAi: false,
      ideogram: false,
      replicate: false,
      stripe: false,
      google: false,
      resend: false,
    });

    vi.stubEnv("OPENROUTER_API_KEY", "sk-or-secret");
    vi.stubEnv("STRIPE_SECRET_KEY", "sk_test_secret");
    vi.stubEnv("AUTH_GOOGLE_ID", "google-id");
    vi.stubEnv("AUTH_GOOGLE_SECRET", "google-secret");
    vi.stubEnv("OPENAI_BASE_URL", "http://127.0.0.1:8080/v1");
    const described = describeConfiguredProviders();
    expect(described).toEqual({
      openRouter: true,
      openAi: true,
      ideogram: false,
      // Checkout without the webhook secret would take money it cannot confirm.
      stripe: false,
      replicate: false,
      google: true,
      resend: false,
    });
    expect(JSON.stringify(described)).not.toMatch(/secret|sk-|google-id|127\.0\.0\.1/);
  });

  it("signs in with Google's own issuer unless AUTH_GOOGLE_ISSUER names another", () => {
    vi.stubEnv("AUTH_GOOGLE_ISSUER", " ");
    expect(googleIssuer()).toBe("https://accounts.google.com");
    vi.stubEnv("AUTH_GOOGLE_ISSUER", "http://127.0.0.1:4555");
    expect(googleIssuer()).toBe("http://127.0.0.1:4555");
  });
});

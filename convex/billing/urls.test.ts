import { afterEach, describe, expect, it, vi } from "vitest";
import { ownReturnUrl, withSessionPlaceholder } from "./urls";

afterEach(() => vi.unstubAllEnvs());

describe("checkout return urls", () => {
  it("keep the web app's own pages and refuse every other origin", () => {
    vi.stubEnv("SITE_URL", "https://app.example.com/");
    const fallback = "https://app.example.com/pricing?canceled=1";
    expect(ownReturnUrl("https://app.example.com/credits/success?x=1", fallback)).toBe(
      "https://app.example.com/credits/success?x=1",
    );
    expect(ownReturnUrl("/subscription/success", fallback)).toBe(
      "https://app.example.com/subscription/success",
    );
    for (const hostile of [
      "https://evil.example/x",
      "//evil.example/x",
      "https://app.example.com.evil.example/",
      "https://app.example.com@evil.example/",
      "http://app.example.com/insecure",
      "javascript:alert(1)",
      "",
      null,
      undefined,
    ]) {
      expect(ownReturnUrl(hostile, fallback), String(hostile)).toBe(fallback);
    }
  });

  it("keep Stripe's session placeholder as written, adding it when missing", () => {
    vi.stubEnv("SITE_URL", "https://app.example.com");
    expect(ownReturnUrl("/done/{CHECKOUT_SESSION_ID}", "x")).toBe(
      "https://app.example.com/done/{CHECKOUT_SESSION_ID}",
    );
    expect(withSessionPlaceholder("https://a.test/s")).toBe(
      "https://a.test/s?session_id={CHECKOUT_SESSION_ID}",
    );
    expect(withSessionPlaceholder("https://a.test/s?x=1")).toBe(
      "https://a.test/s?x=1&session_id={CHECKOUT_SESSION_ID}",
    );
    expect(withSessionPlaceholder("https://a.test/s?id={CHECKOUT_SESSION_ID}")).toBe(
      "https://a.test/s?id={CHECKOUT_SESSION_ID}",
    );
  });
});

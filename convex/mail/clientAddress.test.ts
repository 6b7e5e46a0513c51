import { describe, expect, it } from "vitest";
import { clientAddress } from "./clientAddress";

const headers = (init: Record<string, string>) => new Headers(init);

describe("the client address an HTTP action sees", () => {
  it("is the entry the nearest trusted proxy appended to X-Forwarded-For", () => {
    expect(clientAddress(headers({ "x-forwarded-for": "203.0.113.7" }), 1)).toBe("203.0.113.7");
    // A client can write anything in front; the right-most entry is the proxy's own.
    expect(clientAddress(headers({ "x-forwarded-for": "1.2.3.4, 203.0.113.7" }), 1)).toBe(
      "203.0.113.7",
    );
    // Behind one more proxy (the static host), the client is one entry further left.
    expect(
      clientAddress(headers({ "x-forwarded-for": "1.2.3.4, 203.0.113.7, 192.0.2.50" }), 2),
    ).toBe("203.0.113.7");
    // Fewer entries than proxies: the left-most there is.
    expect(clientAddress(headers({ "x-forwarded-for": "203.0.113.7" }), 3)).toBe("203.0.113.7");
  });

  it("falls back to X-Real-IP, and is null without a usable address", () => {
    expect(clientAddress(headers({ "x-real-ip": "198.51.100.4" }), 1)).toBe("198.51.100.4");
    expect(clientAddress(headers({}), 1)).toBeNull();
    expect(clientAddress(headers({ "x-forwarded-for": "unknown" }), 1)).toBeNull();
    expect(clientAddress(headers({ "x-forwarded-for": "<script>" }), 1)).toBeNull();
  });

  it("groups IPv6 by its /64 and reads IPv4-mapped IPv6 as IPv4", () => {
    const of = (ip: string) => clientAddress(headers({ "x-forwarded-for": ip }), 1);
    expect(of("2001:db8:7:9::1")).toBe("2001:db8:7:9::/64");
    expect(of("2001:0DB8:0007:0009:ffff:1:2:3")).toBe("2001:db8:7:9::/64");
    expect(of("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(of("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(of("[2001:db8:7:9::1]")).toBe("2001:db8:7:9::/64");
  });
});

import { describe, expect, it } from "vitest";
import { checkPublicUrl, isPublicAddress, parseIpv6, URL_REASONS, withScheme } from "./urlGuard";

describe("checkPublicUrl refuses hostile addresses", () => {
  const hostile: [string, string][] = [
    ["ftp://example.com/file", URL_REASONS.scheme],
    ["file:///etc/passwd", URL_REASONS.scheme],
    ["javascript:alert(1)", URL_REASONS.scheme],
    ["data:text/html,<script>alert(1)</script>", URL_REASONS.scheme],
    ["gopher://example.com:70/", URL_REASONS.scheme],
    ["https://user:secret@example.com/", URL_REASONS.credentials],
    ["https://user@example.com/", URL_REASONS.credentials],
    ["http://example.com:8080/", URL_REASONS.port],
    ["https://example.com:22/", URL_REASONS.port],
    ["example.com:6379", URL_REASONS.port],
    ["http://127.0.0.1/", URL_REASONS.ipLiteral],
    ["http://127.1/", URL_REASONS.ipLiteral],
    ["http://2130706433/", URL_REASONS.ipLiteral],
    ["http://0x7f000001/", URL_REASONS.ipLiteral],
    ["http://017700000001/", URL_REASONS.ipLiteral],
    ["http://0.0.0.0/", URL_REASONS.ipLiteral],
    ["http://10.0.0.5/", URL_REASONS.ipLiteral],
    ["http://172.16.4.2/", URL_REASONS.ipLiteral],
    ["http://192.168.0.1/", URL_REASONS.ipLiteral],
    ["http://100.64.0.1/", URL_REASONS.ipLiteral],
    ["http://169.254.169.254/latest/meta-data/", URL_REASONS.ipLiteral],
    ["http://8.8.8.8/", URL_REASONS.ipLiteral],
    ["http://[::1]/", URL_REASONS.ipLiteral],
    ["http://[::ffff:127.0.0.1]/", URL_REASONS.ipLiteral],
    ["http://[::ffff:7f00:1]/", URL_REASONS.ipLiteral],
    ["http://[fe80::1]/", URL_REASONS.ipLiteral],
    ["http://[fd00::1]/", URL_REASONS.ipLiteral],
    ["http://[2606:4700::1111]/", URL_REASONS.ipLiteral],
    ["http://localhost/", URL_REASONS.localName],
    ["http://LOCALHOST./", URL_REASONS.localName],
    ["http://app.localhost/", URL_REASONS.localName],
    ["http://metadata.google.internal/computeMetadata/v1/", URL_REASONS.localName],
    ["http://db.internal/", URL_REASONS.localName],
    ["http://printer.local/", URL_REASONS.localName],
    ["http://router.home.arpa/", URL_REASONS.localName],
    ["http://1.0.0.127.in-addr.arpa/", URL_REASONS.localName],
    ["http://intranet/", URL_REASONS.singleLabel],
    ["http://metadata/", URL_REASONS.singleLabel],
    ["http://exa mple.com/", URL_REASONS.invalid],
    ["http://", URL_REASONS.invalid],
    ["http://ex_ample.com/", URL_REASONS.invalid],
  ];

  it.each(hostile)("%s", (url, reason) => {
    expect(checkPublicUrl(url)).toEqual({ ok: false, reason });
  });
});

describe("checkPublicUrl accepts ordinary websites", () => {
  it.each([
    ["northbound.coffee", "https://northbound.coffee/"],
    ["www.example.com/shop?x=1#top", "https://www.example.com/shop?x=1"],
    ["http://example.com:80/", "http://example.com/"],
    ["https://example.com:443/", "https://example.com/"],
    ["http://example.com:443/", "http://example.com:443/"],
    ["  https://Example.COM/About  ", "https://example.com/About"],
    ["https://bücher.de/", "https://xn--bcher-kva.de/"],
  ])("%s", (input, href) => {
    const check = checkPublicUrl(input);
    expect(check.ok && check.url.href).toBe(href);
  });

  it("adds https:// to an address typed without a scheme, but keeps real schemes", () => {
    expect(withScheme("example.com")).toBe("https://example.com");
    expect(withScheme("example.com:8080/x")).toBe("https://example.com:8080/x");
    expect(withScheme("http://example.com")).toBe("http://example.com");
    expect(withScheme("mailto:someone@example.com")).toBe("mailto:someone@example.com");
  });
});

describe("isPublicAddress", () => {
  const blocked = [
    "0.0.0.0",
    "0.1.2.3",
    "10.1.2.3",
    "100.64.0.1",
    "100.127.255.254",
    "127.0.0.1",
    "127.255.255.255",
    "169.254.169.254",
    "169.254.0.1",
    "172.16.0.1",
    "172.31.255.255",
    "192.0.0.8",
    "192.0.2.1",
    "192.168.1.1",
    "198.18.0.1",
    "198.51.100.7",
    "203.0.113.9",
    "224.0.0.1",
    "239.255.255.250",
    "240.0.0.1",
    "255.255.255.255",
    "::",
    "::1",
    "::ffff:8.8.8.8",
    "::ffff:127.0.0.1",
    "::ffff:a9fe:a9fe",
    "::8.8.8.8",
    "64:ff9b::a9fe:a9fe",
    "fc00::1",
    "fd12:3456::1",
    "fe80::1%eth0",
    "fec0::1",
    "ff02::1",
    "2001:db8::1",
    "2001::1",
    "2002:7f00:1::1",
    "not-an-address",
    "1.2.3",
  ];
  const allowed = [
    "8.8.8.8",
    "1.1.1.1",
    "93.184.216.34",
    "172.32.0.1",
    "100.128.0.1",
    "2606:4700:4700::1111",
    "2a00:1450:4009:81f::200e",
  ];

  it.each(blocked)("blocks %s", (address) => expect(isPublicAddress(address)).toBe(false));
  it.each(allowed)("allows %s", (address) => expect(isPublicAddress(address)).toBe(true));

  it("parses IPv6 forms", () => {
    expect(parseIpv6("::1")).toEqual([0, 0, 0, 0, 0, 0, 0, 1]);
    expect(parseIpv6("[::ffff:127.0.0.1]")).toEqual([0, 0, 0, 0, 0, 0xffff, 0x7f00, 1]);
    expect(parseIpv6("1:2:3:4:5:6:7:8")).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(parseIpv6("1::2::3")).toBeNull();
    expect(parseIpv6("1:2:3:4:5:6:7:8:9")).toBeNull();
    expect(parseIpv6("12345::")).toBeNull();
  });
});

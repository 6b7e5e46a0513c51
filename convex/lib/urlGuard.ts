import { fixtureSitesFromEnv } from "./fixtureSites";
import { WEBSITE_READING } from "../../shared/constants";

/**
 * What a server-side fetch of a user-given URL may reach (ARCHITECTURE 2, lib/fetchSafe.ts): the
 * static half, runtime-neutral, so a request mutation can refuse a bad address before anything
 * is written or spent. The resolved-address half lives in ./fetchSafe.ts, which checks every
 * address a hostname resolves to with `isPublicAddress` before connecting.
 *
 * Reasons are user-facing sentences: they reach the strategist's form and its result.
 */

export type UrlCheck = { ok: true; url: URL } | { ok: false; reason: string };

export const URL_REASONS = {
  invalid: "That doesn't look like a website address. Try something like example.com.",
  scheme: "Website addresses must start with http:// or https://.",
  credentials: "Website addresses can't include a username or password.",
  port: "We only read websites on the standard ports (80 and 443).",
  ipLiteral: "Please enter the website's name (like example.com), not an IP address.",
  localName: "That address points to a local or internal network, so we can't read it.",
  singleLabel: "Please enter a full website address, like example.com.",
  privateAddress:
    "That website points to a private or local network address, so we didn't read it.",
} as const;

/** Names that never leave the machine or the cloud provider's network. */
const LOCAL_SUFFIXES = [
  ".localhost",
  ".internal",
  ".local",
  ".localdomain",
  ".home.arpa",
  ".arpa",
  ".lan",
  ".intranet",
  ".corp",
];

/** "example.com/shop" → "https://example.com/shop": people type sites without a scheme. */
export function withScheme(raw: string): string {
  const value = raw.trim();
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(value) && !/^[^/:]+:\d+(?:[/?#]|$)/.test(value); // not "host:8080"
  return hasScheme ? value : `https://${value}`;
}

function parseIpv4(text: string): number[] | null {
  const parts = text.split(".");
  if (parts.length !== 4) return null;
  const bytes = parts.map((part) => (/^\d{1,3}$/.test(part) ? Number(part) : NaN));
  return bytes.every((byte) => byte >= 0 && byte <= 255) ? bytes : null;
}

/** Eight 16-bit groups, or null. Accepts "::" compression, a zone and a dotted IPv4 tail. */
export function parseIpv6(text: string): number[] | null {
  let value = text.replace(/^\[|\]$/g, "").toLowerCase();
  const zone = value.indexOf("%");
  if (zone !== -1) value = value.slice(0, zone);
  if (!/^[0-9a-f:.]+$/.test(value) || !value.includes(":")) return null;
  const lastColon = value.lastIndexOf(":");
  const last = value.slice(lastColon + 1);
  if (last.includes(".")) {
    const v4 = parseIpv4(last);
    if (v4 === null) return null;
    const hex = (high: number, low: number) => ((high << 8) | low).toString(16);
    value = `${value.slice(0, lastColon + 1)}${hex(v4[0], v4[1])}:${hex(v4[2], v4[3])}`;
  }
  const halves = value.split("::");
  if (halves.length > 2) return null;
  const groupsOf = (part: string) => (part === "" ? [] : part.split(":"));
  const head = groupsOf(halves[0]);
  const rest = halves.length === 2 ? groupsOf(halves[1]) : [];
  const missing = 8 - head.length - rest.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const all = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill("0"), ...rest];
  if (all.some((group) => !/^[0-9a-f]{1,4}$/.test(group))) return null;
  return all.map((group) => parseInt(group, 16));
}

function inV4(bytes: number[], base: number[], bits: number): boolean {
  const value = ((bytes[0] << 24) | (bytes[1] << 16) | (bytes[2] << 8) | bytes[3]) >>> 0;
  const net = ((base[0] << 24) | (base[1] << 16) | (base[2] << 8) | base[3]) >>> 0;
  const mask = bits === 0 ? 0 : (0xffffffff << (32 - bits)) >>> 0;
  return (value & mask) >>> 0 === (net & mask) >>> 0;
}

/** Non-public IPv4 ranges (RFC 6890 and friends): never fetched. */
const BLOCKED_V4: [number[], number][] = [
  [[0, 0, 0, 0], 8], // "this network", 0.0.0.0
  [[10, 0, 0, 0], 8], // private
  [[100, 64, 0, 0], 10], // carrier-grade NAT
  [[127, 0, 0, 0], 8], // loopback
  [[169, 254, 0, 0], 16], // link-local, cloud metadata (169.254.169.254)
  [[172, 16, 0, 0], 12], // private
  [[192, 0, 0, 0], 24], // IETF protocol assignments
  [[192, 0, 2, 0], 24], // documentation
  [[192, 88, 99, 0], 24], // 6to4 relay
  [[192, 168, 0, 0], 16], // private
  [[198, 18, 0, 0], 15], // benchmarking
  [[198, 51, 100, 0], 24], // documentation
  [[203, 0, 113, 0], 24], // documentation
  [[224, 0, 0, 0], 4], // multicast
  [[240, 0, 0, 0], 4], // reserved, broadcast
];

/**
 * True only for a globally routable unicast address. IPv6 is allowed only inside 2000::/3
 * (global unicast) minus its special blocks; mapped and compatible IPv4 forms (::ffff:a.b.c.d,
 * ::a.b.c.d), NAT64, 6to4 and Teredo are refused outright, since each can smuggle an IPv4
 * address past a check that only looks at IPv6 ranges.
 */
export function isPublicAddress(address: string): boolean {
  const v4 = parseIpv4(address);
  if (v4 !== null) return !BLOCKED_V4.some(([base, bits]) => inV4(v4, base, bits));
  const v6 = parseIpv6(address);
  if (v6 === null) return false;
  const [first, second] = v6;
  if ((first & 0xe000) !== 0x2000) return false; // not global unicast: ::, ::1, fc00::/7, fe80::/10, ff00::/8, mapped
  if (first === 0x2001 && second < 0x0200) return false; // Teredo, benchmarking, ORCHID and other IETF blocks
  if (first === 0x2001 && second === 0x0db8) return false; // documentation
  if (first === 0x2002) return false; // 6to4 embeds an IPv4 address
  return true;
}

export function isIpLiteral(hostname: string): boolean {
  return parseIpv4(hostname) !== null || parseIpv6(hostname) !== null;
}

/**
 * Checks a URL before any request: http(s) only, standard ports, no credentials, a real public
 * hostname (not an IP literal, not localhost or an internal name). `allowedPorts` exists for the
 * contract tests' local server.
 */
export function checkPublicUrl(
  input: string | URL,
  options: { allowedPorts?: readonly number[] } = {},
): UrlCheck {
  let url: URL;
  try {
    url = typeof input === "string" ? new URL(withScheme(input)) : new URL(input.href);
  } catch {
    return { ok: false, reason: URL_REASONS.invalid };
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    return { ok: false, reason: URL_REASONS.scheme };
  }
  if (url.username !== "" || url.password !== "") {
    return { ok: false, reason: URL_REASONS.credentials };
  }
  const fixturePort = fixtureSitesFromEnv().get(url.hostname.toLowerCase());
  const ports =
    options.allowedPorts ?? (fixturePort === undefined ? WEBSITE_READING.ports : [fixturePort]);
  if (url.port !== "" && !ports.includes(Number(url.port))) {
    return { ok: false, reason: URL_REASONS.port };
  }
  const hostname = url.hostname.toLowerCase().replace(/\.+$/, "");
  if (hostname === "") return { ok: false, reason: URL_REASONS.invalid };
  // The URL parser has already turned 0x7f.1, 2130706433 and friends into dotted quads.
  if (isIpLiteral(hostname)) return { ok: false, reason: URL_REASONS.ipLiteral };
  if (hostname === "localhost" || LOCAL_SUFFIXES.some((suffix) => hostname.endsWith(suffix))) {
    return { ok: false, reason: URL_REASONS.localName };
  }
  if (!hostname.includes(".")) return { ok: false, reason: URL_REASONS.singleLabel };
  if (!/^[a-z0-9.-]+$/.test(hostname)) return { ok: false, reason: URL_REASONS.invalid };
  url.hash = "";
  return { ok: true, url };
}

/**
 * The client's IP address as an HTTP action sees it, for per-client limits.
 *
 * Convex HTTP actions get the request's headers and no socket address. On Convex Cloud the
 * deployment's edge passes the client in X-Forwarded-For (the backend's own request metadata
 * reads it there). A client can send that header itself, so only entries appended by proxies we
 * trust count: the client is the entry `hops` places from the right (TRUSTED_PROXY_HOPS, default
 * 1 = the edge's own entry; 2 when a static host proxies /api in front of it). With fewer entries
 * than that, the left-most is the best there is. X-Real-IP is the fallback.
 *
 * IPv6 clients are grouped by their /64, the block one subscriber usually gets, so rotating
 * addresses inside it gives no fresh allowance.
 */

const IPV4 = /^(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(?:\.(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const IPV6_CHARS = /^[0-9a-f:.]{2,45}$/;

export function clientAddress(headers: Headers, hops: number): string | null {
  const forwarded = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
  const candidate =
    forwarded.length > 0
      ? forwarded[Math.max(0, forwarded.length - hops)]
      : headers.get("x-real-ip")?.trim();
  return candidate ? normalizeAddress(candidate) : null;
}

/** An IPv4 address as is, an IPv6 one as its /64; null for anything that is neither. */
export function normalizeAddress(raw: string): string | null {
  const value = raw.toLowerCase().replace(/^\[(.*)\]$/, "$1");
  if (IPV4.test(value)) return value;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(value);
  if (mapped && IPV4.test(mapped[1])) return mapped[1];
  const groups = ipv6Groups(value);
  if (groups === null) return null;
  return `${groups.slice(0, 4).join(":")}::/64`;
}

/** The eight 16-bit groups of an IPv6 address (without leading zeros), or null. */
function ipv6Groups(value: string): string[] | null {
  if (!IPV6_CHARS.test(value) || value.includes(".")) return null;
  const halves = value.split("::");
  if (halves.length > 2) return null;
  const split = (part: string) => (part === "" ? [] : part.split(":"));
  const head = split(halves[0]);
  const tail = halves.length === 2 ? split(halves[1]) : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill("0"), ...tail];
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null;
  return groups.map((group) => group.replace(/^0+(?=.)/, ""));
}

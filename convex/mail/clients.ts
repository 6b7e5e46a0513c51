import { deploymentSecret } from "../lib/env";

/**
 * Who is asking for a code email, as a rate-limit bucket key (see CODE_EMAIL_LIMITS):
 *
 * - `ip:<address>`: a call through the HTTP actions, which read the client's address
 *   (clientAddress.ts) and vouch for it with a short-lived HMAC (`clientIp` param). The sign-in
 *   action is public, so a bare address in its params would let any WebSocket caller spend
 *   someone else's allowance; a forged or stale attestation is ignored.
 * - `key:<uuid>`: a WebSocket call from the web app, which sends its browser's random client
 *   key (`clientKey`). Convex gives WebSocket functions no client address, so this is the best
 *   "per session" there is: it throttles one browser or one script that keeps its key. A caller
 *   that invents a new key for every call is bounded only by the per-address and global budgets.
 * - `anonymous`: everything else (no key, a malformed one, no readable address): one shared
 *   bucket with its own budget, so keyless floods only ever throttle keyless callers.
 */

export const ANONYMOUS_CLIENT = "anonymous";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** An attestation is made and checked within one request; a minute is generous. */
const ATTESTATION_TTL_MS = 60_000;
const encoder = new TextEncoder();

export async function codeEmailClient(params: Record<string, unknown>): Promise<string> {
  const address = await attestedAddress(params.clientIp);
  if (address !== null) return `ip:${address}`;
  const key = typeof params.clientKey === "string" ? params.clientKey.trim().toLowerCase() : "";
  return UUID.test(key) ? `key:${key}` : ANONYMOUS_CLIENT;
}

/** The `clientIp` param an HTTP action passes to the sign-in action for `address`. */
export async function attestAddress(address: string): Promise<string> {
  const payload = `${address}|${Date.now()}`;
  return `${payload}|${await mac(payload)}`;
}

async function attestedAddress(param: unknown): Promise<string | null> {
  if (typeof param !== "string" || param.length > 300) return null;
  const parts = param.split("|");
  if (parts.length !== 3) return null;
  const [address, issuedAt, signature] = parts;
  const age = Date.now() - Number(issuedAt);
  if (!(age >= 0 && age <= ATTESTATION_TTL_MS)) return null;
  const bytes = decodeBase64(signature);
  if (bytes === null) return null;
  const valid = await crypto.subtle.verify(
    "HMAC",
    await hmacKey(),
    bytes,
    encoder.encode(`${address}|${issuedAt}`),
  );
  return valid ? address : null;
}

function decodeBase64(text: string): Uint8Array<ArrayBuffer> | null {
  try {
    return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

let keyFor: { secret: string; key: Promise<CryptoKey> } | null = null;

/** An HMAC-SHA-256 key derived from the deployment secret for this one purpose. */
async function hmacKey(): Promise<CryptoKey> {
  const secret = deploymentSecret();
  if (keyFor?.secret !== secret) {
    const key = crypto.subtle
      .digest("SHA-256", encoder.encode(`legendary code-email client attestation\n${secret}`))
      .then((raw) =>
        crypto.subtle.importKey("raw", raw, { name: "HMAC", hash: "SHA-256" }, false, [
          "sign",
          "verify",
        ]),
      );
    keyFor = { secret, key };
  }
  return await keyFor.key;
}

async function mac(payload: string): Promise<string> {
  const signature = await crypto.subtle.sign("HMAC", await hmacKey(), encoder.encode(payload));
  return btoa(String.fromCharCode(...new Uint8Array(signature)));
}

import { reportUnusableSession } from "./sessionHealth";

/**
 * The storage @convex-dev/auth/react keeps its session in: local storage, except that a stored
 * token that cannot possibly be one reads as absent and is reported (sessionHealth.ts). The
 * library would otherwise hand garbage to the Convex client, whose refresh then fails with an
 * uncaught "Can't parse refresh token" and leaves the app waiting on auth indefinitely.
 *
 * A token that is well-formed but wrong (another key, expired, revoked) passes here; the server
 * refuses it and the token-fetch guard (sessionGuard.ts) takes it from there.
 */

/** @convex-dev/auth/react's key prefixes; the namespace (the deployment URL) follows. */
const JWT_KEY = "__convexAuthJWT_";
const REFRESH_KEY = "__convexAuthRefreshToken_";

/** A JWT: base64url header and payload that are JSON objects, the payload with sub and exp. */
export function looksLikeJwt(value: string): boolean {
  const parts = value.split(".");
  if (parts.length !== 3 || parts.some((part) => !/^[\w-]+$/.test(part))) return false;
  const [header, payload] = parts.map(decodeJsonPart);
  return (
    header !== null &&
    typeof header.alg === "string" &&
    payload !== null &&
    typeof payload.sub === "string" &&
    typeof payload.exp === "number"
  );
}

/** @convex-dev/auth's refresh token: `<refresh token id>|<session id>`. */
export function looksLikeRefreshToken(value: string): boolean {
  return value.length <= 200 && /^[^|\s]+\|[^|\s]+$/.test(value);
}

function decodeJsonPart(part: string): Record<string, unknown> | null {
  try {
    const base64 = part.replace(/-/g, "+").replace(/_/g, "/");
    const value: unknown = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, "=")));
    return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function usable(key: string, value: string): boolean {
  if (key.startsWith(JWT_KEY)) return looksLikeJwt(value);
  if (key.startsWith(REFRESH_KEY)) return looksLikeRefreshToken(value);
  return true;
}

export const sessionTokenStorage = {
  getItem(key: string): string | null {
    const value = localStorage.getItem(key);
    if (value === null || usable(key, value)) return value;
    reportUnusableSession();
    return null;
  },
  setItem(key: string, value: string): void {
    localStorage.setItem(key, value);
  },
  removeItem(key: string): void {
    localStorage.removeItem(key);
  },
};

/** Whether Convex Auth has a session stored in this browser (a page resumes it at once). */
export function hasStoredSession(): boolean {
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key?.startsWith(REFRESH_KEY) || key?.startsWith(JWT_KEY)) return true;
    }
  } catch {
    // Storage refused (privacy settings): Convex Auth cannot have stored one either.
  }
  return false;
}

import { AUTH_CLIENT_KEY_STORAGE } from "../../../../shared/constants";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** crypto.randomUUID exists only in secure contexts; a page served over plain http has not. */
function randomUuid(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Kept for the page's life when local storage is unavailable (private modes, blocked storage). */
let pageKey: string | null = null;

/**
 * This browser's client key for code-email limits (CODE_EMAIL_LIMITS.perClientPerHour): a random
 * UUID made once and kept. Convex functions called over the WebSocket see no client address, so
 * the server counts code emails per key; calls without one share a smaller anonymous budget.
 * The key proves nothing about who is asking; it only lets one browser be throttled alone.
 */
export function authClientKey(): string {
  try {
    const stored = localStorage.getItem(AUTH_CLIENT_KEY_STORAGE);
    if (stored !== null && UUID.test(stored)) return stored;
    const fresh = randomUuid();
    localStorage.setItem(AUTH_CLIENT_KEY_STORAGE, fresh);
    return fresh;
  } catch {
    pageKey ??= randomUuid();
    return pageKey;
  }
}

import { AUTH_CLIENT_KEY_STORAGE } from "../../../../shared/constants";
import { browserKey } from "@/lib/browserKey";

/**
 * This browser's client key for code-email limits (CODE_EMAIL_LIMITS.perClientPerHour). Convex
 * functions called over the WebSocket see no client address, so the server counts code emails
 * per key; calls without one share a smaller anonymous budget. The key only lets one browser be
 * throttled alone.
 */
export function authClientKey(): string {
  return browserKey(AUTH_CLIENT_KEY_STORAGE);
}

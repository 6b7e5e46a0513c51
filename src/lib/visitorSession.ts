import { ANONYMOUS_STRATEGIES } from "../../shared/constants";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function randomUuid(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * This browser's visitor key (ANONYMOUS_STRATEGIES.storageKey): a random UUID
 * made once and kept, sent as `sessionId` so the server can count the free runs (strategies, briefs).
 */
export function visitorSessionId(): string {
  try {
    const stored = localStorage.getItem(ANONYMOUS_STRATEGIES.storageKey);
    if (stored !== null && UUID.test(stored)) return stored;
    const fresh = randomUuid();
    localStorage.setItem(ANONYMOUS_STRATEGIES.storageKey, fresh);
    return fresh;
  } catch {
    return randomUuid();
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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
const pageKeys = new Map<string, string>();

/**
 * A random UUID this browser makes once and keeps under `storageKey`, so the server can count
 * what one browser does (free visitor runs, code emails). It proves nothing about who is asking.
 * Without local storage it lasts as long as the page.
 */
export function browserKey(storageKey: string): string {
  try {
    const stored = localStorage.getItem(storageKey);
    if (stored !== null && UUID.test(stored)) return stored;
    const fresh = randomUuid();
    localStorage.setItem(storageKey, fresh);
    return fresh;
  } catch {
    const kept = pageKeys.get(storageKey) ?? randomUuid();
    pageKeys.set(storageKey, kept);
    return kept;
  }
}

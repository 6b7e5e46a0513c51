/**
 * JSON in local storage that never throws: storage can be full, disabled (private mode) or
 * hold something another version wrote. Readers validate what they get back.
 */
import { STORAGE_KEYS } from "../../shared/startupConstants";

/** Whether anything is stored under `key` (false where storage is unavailable). */
export function isStored(key: string): boolean {
  try {
    return localStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}

/**
 * Work a page resumes from the moment it opens: a pending action (a sign-in's next step) or the
 * strategist's stored work. Read by the home page's start-up tasks and by when Convex's client
 * loads (lib/deferredConvex/startBackend.ts).
 */
export function hasWorkToResume(): boolean {
  return isStored(STORAGE_KEYS.pendingAction) || isStored(STORAGE_KEYS.storedStrategies);
}

export function readStored(key: string): unknown {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Full or unavailable: the work then lasts as long as the page.
  }
}

export function removeStored(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Unavailable: nothing was stored.
  }
}

/** A plain object read back from storage, or null. */
export function asRecord(value: unknown): Record<string, unknown> | null {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/** Stored work older than `maxAgeMs` (or without a timestamp) is stale. */
export function isFresh(timestamp: unknown, maxAgeMs: number, now = Date.now()): boolean {
  return typeof timestamp === "number" && now - timestamp >= 0 && now - timestamp < maxAgeMs;
}

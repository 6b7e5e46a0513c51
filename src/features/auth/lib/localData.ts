import { ANONYMOUS_STRATEGIES, STORAGE_KEY_PREFIX } from "../../../../shared/constants";

/**
 * Keys under the prefix that are about the browser, not the person: the visitor key that counts
 * the free strategies run (clearing it would hand out another one at every sign-out).
 */
const KEPT_KEYS = new Set<string>([ANONYMOUS_STRATEGIES.storageKey]);

/**
 * Sign-out clears the user's local brief data (spec 4): every local-storage key under the app's
 * prefix (temporary brief, pending action, current brief, saved ideas, strategies). The auth
 * library's own token keys and session storage (welcome flag, thumbnail caches) are left alone.
 */
export function clearLocalBriefData(): void {
  try {
    const keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i));
    for (const key of keys) {
      if (key?.startsWith(STORAGE_KEY_PREFIX) && !KEPT_KEYS.has(key)) localStorage.removeItem(key);
    }
  } catch {
    // Storage unavailable: there is nothing stored to clear.
  }
}

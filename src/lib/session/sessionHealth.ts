/**
 * "The stored session turned out unusable": reported by the token storage (a stored token that
 * cannot be one) and by the token-fetch guard (the server refused to refresh it, or there was
 * nothing to refresh with), read by CurrentUserProvider, which then runs the spec's lost-session
 * path (toast 'Authentication issue', sign out, /login). Module state, because the reporters run
 * inside @convex-dev/auth and the Convex client, outside React.
 */

let unusable = false;
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

export function reportUnusableSession(): void {
  if (unusable) return;
  unusable = true;
  notify();
}

/** Called once the lost-session path has run (the session is signed out by then). */
export function clearUnusableSession(): void {
  if (!unusable) return;
  unusable = false;
  notify();
}

export function isSessionUnusable(): boolean {
  return unusable;
}

export function subscribeSessionHealth(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

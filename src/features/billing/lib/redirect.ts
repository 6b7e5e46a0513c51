/**
 * Leaving the app for a checkout or billing portal (Stripe's page, or the offline test
 * checkout): a full page load, so the return lands on a fresh app. One door, so tests can watch it.
 */
export function redirectTo(url: string): void {
  window.location.assign(url);
}

/** The in-app path of a URL on this site, or null for another site's URL. */
export function sameSitePath(url: string): string | null {
  try {
    const parsed = new URL(url, window.location.origin);
    if (parsed.origin !== window.location.origin) return null;
    return parsed.pathname + parsed.search + parsed.hash;
  } catch {
    return null;
  }
}

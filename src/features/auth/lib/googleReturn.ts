/**
 * Google sign-in returns to `/?auth=google`. @convex-dev/auth adds `code` on success and nothing
 * on failure (its callback only logs the reason), so the marker without a code means the
 * sign-in failed and the user must be told (spec 8: 'Google sign in failed').
 */
export const GOOGLE_RETURN_PARAM = "auth";
export const GOOGLE_RETURN_VALUE = "google";
export const GOOGLE_REDIRECT_PATH = `/?${GOOGLE_RETURN_PARAM}=${GOOGLE_RETURN_VALUE}`;

export type GoogleReturn = "none" | "succeeding" | "failed";

export function readGoogleReturn(search: string): GoogleReturn {
  const params = new URLSearchParams(search);
  if (params.get(GOOGLE_RETURN_PARAM) !== GOOGLE_RETURN_VALUE) return "none";
  return params.has("code") ? "succeeding" : "failed";
}

/** The URL without the marker (the auth provider removes `code` itself). */
export function withoutGoogleMarker(href: string): string {
  const url = new URL(href);
  url.searchParams.delete(GOOGLE_RETURN_PARAM);
  return url.pathname + url.search + url.hash;
}

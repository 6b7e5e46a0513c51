import { MEDIA_PATH_PREFIX } from "../constants";

/**
 * True for images this app serves: "/api/media/…" or a URL on its own origin. Exports fetch only
 * these (never "//other.host/…" or a third party's URL that found its way into a field).
 */
export function isAppImageUrl(url: string, origin: string): boolean {
  if (url.startsWith(MEDIA_PATH_PREFIX)) return true;
  if (!/^https?:\/\//i.test(url)) return false;
  try {
    return new URL(url).origin === origin;
  } catch {
    return false;
  }
}

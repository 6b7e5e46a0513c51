import { STORAGE_KEYS, THUMBNAIL_CACHE } from "../../../../shared/constants";

/**
 * The per-idea thumbnail cache in session storage (spec 3 "Thumbnail cache entry", 4, 9): the
 * collage's urls with when they were stored and the cache version. An entry is used first while
 * it is under an hour old and of version 1; anything else is ignored. Never throws: storage may
 * be full, disabled or hold what another version wrote.
 */

export type ThumbnailCacheEntry = { urls: string[]; timestamp: number; version: number };

export function thumbnailCacheKey(ideaId: string): string {
  return `${STORAGE_KEYS.thumbnailCachePrefix}${ideaId}`;
}

function parse(raw: string | null): ThumbnailCacheEntry | null {
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as unknown;
    if (typeof value !== "object" || value === null) return null;
    const { urls, timestamp, version } = value as Record<string, unknown>;
    if (!Array.isArray(urls) || !urls.every((url) => typeof url === "string")) return null;
    if (typeof timestamp !== "number" || typeof version !== "number") return null;
    return { urls, timestamp, version };
  } catch {
    return null;
  }
}

/** Fresh (under THUMBNAIL_CACHE.ttlMs), the current version, and holding images. */
export function isValidThumbnailCache(
  entry: ThumbnailCacheEntry | null,
  now: number = Date.now(),
): entry is ThumbnailCacheEntry {
  if (entry === null || entry.version !== THUMBNAIL_CACHE.version || entry.urls.length === 0) {
    return false;
  }
  const age = now - entry.timestamp;
  return age >= 0 && age < THUMBNAIL_CACHE.ttlMs;
}

/** The idea's cached urls when the entry is valid, else null. */
export function readThumbnailCache(ideaId: string, now: number = Date.now()): string[] | null {
  let raw: string | null;
  try {
    raw = sessionStorage.getItem(thumbnailCacheKey(ideaId));
  } catch {
    return null;
  }
  const entry = parse(raw);
  return isValidThumbnailCache(entry, now) ? entry.urls : null;
}

export function writeThumbnailCache(ideaId: string, urls: readonly string[]): void {
  const entry: ThumbnailCacheEntry = {
    urls: [...urls],
    timestamp: Date.now(),
    version: THUMBNAIL_CACHE.version,
  };
  try {
    sessionStorage.setItem(thumbnailCacheKey(ideaId), JSON.stringify(entry));
  } catch {
    // Full or unavailable: the live query still answers.
  }
}

export function clearThumbnailCache(ideaId: string): void {
  try {
    sessionStorage.removeItem(thumbnailCacheKey(ideaId));
  } catch {
    // Unavailable: nothing was stored.
  }
}

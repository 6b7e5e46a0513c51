import { MEDIA_PATH_PREFIX } from "../../../../shared/constants";
import type { DeckExportSource } from "./deckTypes";
import type { ExportSource } from "./types";

export type ImageRef = { url: string; caption: string };

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

/** The images an export carries, in reading order (thumbnails, then the ads'), each once. */
export function exportImageRefs(source: ExportSource, origin: string): ImageRef[] {
  const refs: ImageRef[] = [
    ...source.images.map((image) => ({ url: image.url, caption: image.caption })),
    ...(source.ads ?? []).flatMap((ad) =>
      ad.imageUrl ? [{ url: ad.imageUrl, caption: ad.headline.trim() || ad.formatLabel }] : [],
    ),
  ];
  return appImageRefs(refs, origin);
}

/** A sell deck's slide images, in slide order, each once, named after its slide. */
export function deckImageRefs(source: DeckExportSource, origin: string): ImageRef[] {
  return appImageRefs(
    source.slides.flatMap((slide) =>
      slide.imageUrl ? [{ url: slide.imageUrl, caption: slide.title.trim() || "slide" }] : [],
    ),
    origin,
  );
}

function appImageRefs(refs: ImageRef[], origin: string): ImageRef[] {
  const seen = new Set<string>();
  return refs.filter((ref) => {
    if (seen.has(ref.url) || !isAppImageUrl(ref.url, origin)) return false;
    seen.add(ref.url);
    return true;
  });
}

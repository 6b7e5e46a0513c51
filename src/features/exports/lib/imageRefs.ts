import { isAppImageUrl } from "../../../../shared/exports/appImageUrl";
import type { DeckExportSource } from "./deckTypes";
import type { ExportSource } from "../../../../shared/exports/exportSource";

export type ImageRef = { url: string; caption: string };

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

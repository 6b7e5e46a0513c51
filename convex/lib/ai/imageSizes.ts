import type { AspectRatio } from "../../../shared/constants";
import type { ImageSize } from "./imageBytes";

/**
 * Pixel size per aspect ratio: the platforms' own canvas sizes (1080 on the short side: feed
 * square, story, feed portrait, 1080p video). The offline studio draws at exactly these sizes;
 * for a provider they are only the fallback when neither its answer nor the file says otherwise.
 */
export const IMAGE_SIZES: Record<AspectRatio, ImageSize> = {
  "1:1": { width: 1080, height: 1080 },
  "9:16": { width: 1080, height: 1920 },
  "4:5": { width: 1080, height: 1350 },
  "16:9": { width: 1920, height: 1080 },
};

export function nominalImageSize(aspectRatio: AspectRatio): ImageSize {
  return { ...IMAGE_SIZES[aspectRatio] };
}

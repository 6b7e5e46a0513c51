import { useCallback, useEffect, useRef, useState } from "react";
import type { Id } from "../../../../convex/_generated/dataModel";
import { imageFileProblem } from "@/lib/uploadFile";
import { CAMPAIGN_IMPORT } from "../../../../shared/constants";
import { messages } from "../../../../shared/errors";

export type ChosenImage = {
  key: string;
  file: File;
  /** A local object URL: the preview shows the visitor's own file before it is sent. */
  previewUrl: string;
  error: string | null;
  /** Set once uploaded, so a second try does not send it again. */
  storageId: Id<"_storage"> | null;
};

const MIB = CAMPAIGN_IMPORT.maxImageBytes / (1024 * 1024);

function localProblem(file: File): string | null {
  const problem = imageFileProblem(file, CAMPAIGN_IMPORT.maxImageBytes);
  if (problem === "type") return messages.imports.imageType(file.name);
  if (problem === "size") return messages.imports.imageTooLarge(file.name, MIB);
  return null;
}

let nextKey = 0;

/**
 * The images chosen for an import: at most CAMPAIGN_IMPORT.maxImages, each checked for type and
 * size as it is picked, with a preview. Previews are released when removed or unmounted.
 */
export function useImageSelection() {
  const [images, setImages] = useState<ChosenImage[]>([]);
  const [limitNote, setLimitNote] = useState<string | null>(null);
  const live = useRef(images);
  useEffect(() => {
    live.current = images;
  }, [images]);
  useEffect(() => () => live.current.forEach((image) => URL.revokeObjectURL(image.previewUrl)), []);

  const add = useCallback((files: readonly File[]) => {
    const room = CAMPAIGN_IMPORT.maxImages - live.current.length;
    setLimitNote(
      files.length > room ? messages.imports.tooManyImages(CAMPAIGN_IMPORT.maxImages) : null,
    );
    const added = files.slice(0, Math.max(0, room)).map((file) => ({
      key: `image-${(nextKey += 1)}`,
      file,
      previewUrl: URL.createObjectURL(file),
      error: localProblem(file),
      storageId: null,
    }));
    live.current = [...live.current, ...added];
    setImages(live.current);
  }, []);

  const remove = useCallback((key: string) => {
    setLimitNote(null);
    setImages((current) => {
      const gone = current.find((image) => image.key === key);
      if (gone) URL.revokeObjectURL(gone.previewUrl);
      return current.filter((image) => image.key !== key);
    });
  }, []);

  const update = useCallback((key: string, patch: Partial<ChosenImage>) => {
    setImages((current) =>
      current.map((image) => (image.key === key ? { ...image, ...patch } : image)),
    );
  }, []);

  return { images, add, remove, update, limitNote };
}

import type { Id } from "../../convex/_generated/dataModel";
import { UPLOAD_IMAGE_TYPES } from "../../shared/constants";

/**
 * Uploads one file to a Convex upload URL (from a generateUploadUrl mutation) and answers its
 * storage id. The server checks the stored file's type and size again; these checks only spare
 * the visitor a wasted upload.
 */
export async function uploadFile(uploadUrl: string, file: File): Promise<Id<"_storage">> {
  const response = await fetch(uploadUrl, {
    method: "POST",
    headers: { "Content-Type": file.type },
    body: file,
  });
  if (!response.ok) throw new Error(`Upload failed (${response.status})`);
  const { storageId } = (await response.json()) as { storageId: Id<"_storage"> };
  return storageId;
}

export type ImageFileProblem = "type" | "size";

/** What is wrong with a chosen image before it is sent: PNG, JPEG or WebP, at most maxBytes. */
export function imageFileProblem(file: File, maxBytes: number): ImageFileProblem | null {
  if (!(UPLOAD_IMAGE_TYPES as readonly string[]).includes(file.type)) return "type";
  if (file.size > maxBytes) return "size";
  return null;
}

/** What the file picker offers. */
export const IMAGE_ACCEPT = UPLOAD_IMAGE_TYPES.join(",");

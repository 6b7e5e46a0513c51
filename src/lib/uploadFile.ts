import type { Id } from "../../convex/_generated/dataModel";
import { UPLOAD_IMAGE_TYPES } from "../../shared/constants";

/** Why the server refused an upload: the file's type or size, or a spent or lapsed link. */
export type UploadRefusal = "type" | "size" | "link";

/** An upload the server refused; `message` is its words (the spec's for type and size). */
export class UploadRefusedError extends Error {
  readonly problem: UploadRefusal;

  constructor(problem: UploadRefusal, message: string) {
    super(message);
    this.name = "UploadRefusedError";
    this.problem = problem;
  }
}

/** The server's `{ error, problem }` as an UploadRefusedError, else a plain failure. */
async function failure(response: Response): Promise<Error> {
  try {
    const body = (await response.json()) as { error?: unknown; problem?: unknown };
    const problem = body.problem;
    if (
      typeof body.error === "string" &&
      body.error.trim() !== "" &&
      (problem === "type" || problem === "size" || problem === "link")
    ) {
      return new UploadRefusedError(problem, body.error);
    }
  } catch {
    // Not the upload route's JSON (a proxy's error page): a plain failure below.
  }
  return new Error(`Upload failed (${response.status})`);
}

/**
 * Uploads one file to an upload URL (from a generate…UploadUrl mutation: a relative
 * `/api/uploads/{secret}`, good once) and answers its storage id. The server checks the type,
 * the size and the bytes themselves, and refuses with an UploadRefusedError carrying the words
 * to show; these checks in the browser only spare the visitor a wasted upload.
 */
export async function uploadFile(uploadUrl: string, file: File): Promise<Id<"_storage">> {
  const response = await fetch(uploadUrl, {
    method: "POST",
    headers: { "Content-Type": file.type },
    body: file,
  });
  if (!response.ok) throw await failure(response);
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

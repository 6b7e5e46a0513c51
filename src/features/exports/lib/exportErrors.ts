import { messages } from "../../../../shared/errors";

/**
 * Why an export stopped, each answered by its own text of spec 8 (ExportMenu): `failed` when a
 * file could not be made, `copy` when the clipboard refused, `noImages` for a ZIP with nothing
 * to put in it, `download` when an image could not be fetched.
 */
export type ExportFailure = "failed" | "copy" | "noImages" | "download";

export class ExportError extends Error {
  constructor(
    readonly failure: ExportFailure,
    message: string = failure,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "ExportError";
  }
}

export function isExportError(error: unknown): error is ExportError {
  return error instanceof ExportError;
}

/** A builder's own failure is 'Export failed'; the failures with their own text pass through. */
export async function building<T>(make: () => Promise<T>): Promise<T> {
  try {
    return await make();
  } catch (error) {
    throw isExportError(error)
      ? error
      : new ExportError("failed", "Export failed", { cause: error });
  }
}

/** What the user reads when an export stops (spec 8's words, from shared/errors). */
export function exportFailureMessage(error: unknown): { title: string; description?: string } {
  const failure = isExportError(error) ? error.failure : "failed";
  if (failure === "copy") return { title: messages.export.copyFailed };
  if (failure === "noImages") return { title: messages.export.noImages };
  if (failure === "download") return { title: messages.export.downloadFailed };
  return { title: messages.export.failed.title, description: messages.export.failed.description };
}

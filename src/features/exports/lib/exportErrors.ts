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

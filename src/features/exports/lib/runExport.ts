import { building, ExportError } from "./exportErrors";
import { exportFileName } from "./fileNames";
import type { ExportFormat, ExportOptions, ExportSource } from "./types";

export type ExportResult = { kind: "copied" } | { kind: "downloaded"; filename: string };

const MIME = {
  md: "text/markdown;charset=utf-8",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  pdf: "application/pdf",
  zip: "application/zip",
} as const;

/**
 * Makes one export and hands it to the user: on the clipboard, or as a download named after the
 * campaign. Each format's library is loaded here, when it is picked, never with the page.
 */
export async function runExport(
  format: ExportFormat,
  source: ExportSource,
  options: ExportOptions = {},
): Promise<ExportResult> {
  const [{ download }, { loadImages }] = await Promise.all([
    import("@/lib/download"),
    import("./loadImages"),
  ]);
  const save = (bytes: Uint8Array | string, extension: keyof typeof MIME): ExportResult => {
    const filename = exportFileName(source, extension);
    download(bytes, filename, MIME[extension]);
    return { kind: "downloaded", filename };
  };

  switch (format) {
    case "copy": {
      const [{ toRichCopy }, { copyRichText }] = await Promise.all([
        import("./toRichCopy"),
        import("./clipboard"),
      ]);
      const content = await building(async () => toRichCopy(source, options));
      await copyRichText(content);
      return { kind: "copied" };
    }
    case "markdown": {
      const { toMarkdown } = await import("../../../../shared/exports/toMarkdown");
      return save(await building(async () => toMarkdown(source, options)), "md");
    }
    case "docx": {
      const [{ toDocx }, images] = await Promise.all([
        building(() => import("./toDocx")),
        loadImages(source),
      ]);
      return save(await building(() => toDocx(source, images, options)), "docx");
    }
    case "pdf": {
      const [{ toPdf }, images] = await Promise.all([
        building(() => import("./toPdf")),
        loadImages(source),
      ]);
      return save(await building(() => toPdf(source, images, options)), "pdf");
    }
    case "zip": {
      const [{ toZip }, images] = await Promise.all([
        building(() => import("./toZip")),
        loadImages(source),
      ]);
      if (images.length === 0) throw new ExportError("noImages");
      return save(await building(() => toZip(source, images, options)), "zip");
    }
  }
}

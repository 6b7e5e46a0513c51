import type { DeckExportFormat, DeckExportSource } from "./deckTypes";
import { building } from "./exportErrors";
import { deckFileName } from "./fileNames";

export type DeckExportResult = { kind: "downloaded"; filename: string };

const MIME: Record<DeckExportFormat, string> = {
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  pdf: "application/pdf",
};

/**
 * Makes a sell deck's PowerPoint or PDF and downloads it, named after the deck. The slides'
 * images are fetched first (this app's only); each format's library loads here, when picked.
 */
export async function runDeckExport(
  format: DeckExportFormat,
  source: DeckExportSource,
): Promise<DeckExportResult> {
  const [{ download }, { loadDeckImages }] = await Promise.all([
    import("@/lib/download"),
    import("./loadImages"),
  ]);
  const build =
    format === "pptx"
      ? building(() => import("./toPptx")).then((m) => m.toPptx)
      : building(() => import("./toDeckPdf")).then((m) => m.toDeckPdf);
  const [make, images] = await Promise.all([build, loadDeckImages(source)]);
  const bytes = await building(() => make(source, images));
  const filename = deckFileName(source, format);
  download(bytes, filename, MIME[format]);
  return { kind: "downloaded", filename };
}

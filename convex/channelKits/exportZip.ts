import JSZip from "jszip";
import { assetFileName } from "../../shared/channels";
import {
  copySheet,
  EXPORT_FILES,
  googleAdsEditorCsv,
  metaBulkCsv,
  type ExportKit,
} from "./exportSheets";

/**
 * A kit as one ZIP (issue 42): a folder per channel holding its PNGs, named
 * `{channel}_{width}x{height}.png`, and at the root the copy sheet and the two import CSVs (the
 * Google Ads one only with a search ad, the Meta one only with a feed or story). Pure: the
 * caller hands in each drawn asset's bytes, keyed by its index in `kit.assets`.
 */

export async function kitZip(
  kit: ExportKit,
  images: ReadonlyMap<number, Uint8Array>,
): Promise<Uint8Array> {
  const zip = new JSZip();
  kit.assets.forEach((asset, index) => {
    const bytes = images.get(index);
    // PNGs are compressed already: stored as they are.
    if (bytes) {
      zip.file(`${asset.channel}/${assetFileName(asset.channel, asset)}`, bytes, {
        compression: "STORE",
      });
    }
  });
  zip.file(EXPORT_FILES.copySheet, copySheet(kit));
  if (kit.assets.some((asset) => asset.channel === "google_search")) {
    zip.file(EXPORT_FILES.googleAds, googleAdsEditorCsv(kit));
  }
  if (kit.assets.some((asset) => asset.channel === "meta_feed" || asset.channel === "stories")) {
    zip.file(EXPORT_FILES.meta, metaBulkCsv(kit));
  }
  return await zip.generateAsync({ type: "uint8array", compression: "DEFLATE" });
}

/**
 * The export's format: raised whenever the files a ZIP holds change (a column, the copy
 * sheet), so a kit exported before is built again in the new format on its next download.
 */
export const EXPORT_FORMAT = 2;

/**
 * What a built ZIP depends on beyond the finished assets: the format, and the line, brand and
 * site it names.
 */
export function exportKeyOf(kit: Pick<ExportKit, "campaignName" | "brand" | "website">): string {
  return JSON.stringify([EXPORT_FORMAT, kit.campaignName, kit.brand, kit.website ?? ""]);
}

/** "The Morning Record" → "the-morning-record-channel-kit.zip". */
export function kitZipName(campaignName: string): string {
  const slug = campaignName
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  return `${slug || "campaign"}-channel-kit.zip`;
}

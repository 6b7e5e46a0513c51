import { CHANNELS, charCount, type ChannelCopy, type ChannelId } from "../../shared/channels";
import { assetFileName } from "../../shared/channels";

/**
 * The text files of a kit's export (issue 42): the copy sheet people read, and the two CSVs the
 * ad managers import. Pure: the export route (./http.ts) zips them with the PNGs.
 *
 * Column names are the ad managers' own, as their import templates name them:
 * - Google Ads Editor (Help: "Add and update responsive search ads" / CSV import, File > Import):
 *   Campaign, Ad group, Ad type ("Responsive search ad"), Status, Headline 1–15, Description 1–4,
 *   Path 1, Path 2, Final URL. Headers are matched in English whatever their case and spacing
 *   (support.google.com/google-ads/editor/answer/57747). The Final URL is the brand profile's
 *   website when the brief has one, else left for the advertiser (Ads Editor flags the row until
 *   it is filled); the paths are theirs.
 * - Meta Ads Manager bulk import (Ads Manager > Export & import > Import ads in bulk; the columns
 *   of an Ads Manager export): Campaign Name, Campaign Objective, Ad Set Name, Ad Name, Ad Status,
 *   Title, Body, Link Description, Link (the website, as above), Call to Action, Image File
 *   Name. Images are uploaded
 *   to the ad account's media library by file name, so the sheet names the kit's files.
 * Check both against a fresh template before changing a column: the platforms rename them.
 */

export type ExportAsset = {
  channel: ChannelId;
  placement: string;
  width: number;
  height: number;
  copy: ChannelCopy;
};

export type ExportKit = {
  campaignName: string;
  brand: string;
  /** The brand profile's website, when the brief has one: the ads' Final URL and Link. */
  website?: string;
  assets: readonly ExportAsset[];
};

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break. A field a
 * spreadsheet would run as a formula (= + - @ first) gets a leading apostrophe: the sheets are
 * opened in Excel and Sheets before they are imported.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function csv(rows: readonly (readonly string[])[]): string {
  // CRLF line ends and a byte order mark: Excel reads UTF-8 (é, ’, emoji) only with one.
  return `\uFEFF${rows.map((row) => row.map(csvField).join(",")).join("\r\n")}\r\n`;
}

const range = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

export const RSA_COLUMNS = [
  "Campaign",
  "Ad group",
  "Ad type",
  "Status",
  ...range(15).map((n) => `Headline ${n}`),
  ...range(4).map((n) => `Description ${n}`),
  "Path 1",
  "Path 2",
  "Final URL",
];

/** Google Ads Editor: one responsive search ad per search asset of the kit. */
export function googleAdsEditorCsv(kit: ExportKit): string {
  const rows = kit.assets
    .filter((asset) => asset.channel === "google_search")
    .map((asset) => {
      const headlines = range(15).map((n) => asset.copy.headlines?.[n - 1] ?? "");
      const descriptions = range(4).map((n) => asset.copy.descriptions?.[n - 1] ?? "");
      return [
        kit.campaignName,
        kit.brand || kit.campaignName,
        "Responsive search ad",
        "Paused",
        ...headlines,
        ...descriptions,
        "",
        "",
        kit.website ?? "",
      ];
    });
  return csv([RSA_COLUMNS, ...rows]);
}

export const META_COLUMNS = [
  "Campaign Name",
  "Campaign Objective",
  "Ad Set Name",
  "Ad Name",
  "Ad Status",
  "Title",
  "Body",
  "Link Description",
  "Link",
  "Call to Action",
  "Image File Name",
];

/** Meta Ads Manager: one ad per feed and story placement, paused until the advertiser checks it. */
export function metaBulkCsv(kit: ExportKit): string {
  const rows = kit.assets
    .filter((asset) => asset.channel === "meta_feed" || asset.channel === "stories")
    .map((asset) => {
      const spec = CHANNELS[asset.channel];
      const label = spec.placements.find((entry) => entry.id === asset.placement)?.label ?? "";
      return [
        kit.campaignName,
        "Awareness",
        `${kit.campaignName} – ${spec.label}`,
        `${kit.campaignName} – ${label}`,
        "Paused",
        asset.copy.headline ?? "",
        asset.copy.primaryText ?? "",
        asset.copy.description ?? "",
        kit.website ?? "",
        "Learn More",
        assetFileName(asset.channel, asset),
      ];
    });
  return csv([META_COLUMNS, ...rows]);
}

/** A field with its length against its limit: "Headline (38/40): …". */
function fieldLine(name: string, text: string, limit: number): string {
  return `- ${name} (${charCount(text)}/${limit}): ${text}`;
}

/** The copy sheet: every channel's copy with its lengths, and where each file goes. */
export function copySheet(kit: ExportKit): string {
  const lines = [`# ${kit.campaignName} — channel kit`, ""];
  if (kit.brand) lines.push(`Brand: ${kit.brand}`, "");
  const seen = new Set<ChannelId>();
  for (const asset of kit.assets) {
    if (seen.has(asset.channel)) continue;
    seen.add(asset.channel);
    const spec = CHANNELS[asset.channel];
    lines.push(`## ${spec.label}`, "");
    const files = kit.assets
      .filter((other) => other.channel === asset.channel && other.width > 0)
      .map((other) => `${asset.channel}/${assetFileName(other.channel, other)}`);
    if (files.length > 0) lines.push(`Images: ${files.join(", ")}`, "");
    for (const [field, limit] of Object.entries(spec.fields)) {
      lines.push(fieldLine(field, (asset.copy[field as keyof ChannelCopy] as string) ?? "", limit));
    }
    if (spec.lists) {
      (asset.copy.headlines ?? []).forEach((text, index) =>
        lines.push(fieldLine(`Headline ${index + 1}`, text, spec.lists!.headlines.max)),
      );
      (asset.copy.descriptions ?? []).forEach((text, index) =>
        lines.push(fieldLine(`Description ${index + 1}`, text, spec.lists!.descriptions.max)),
      );
    }
    lines.push("", `Limits: ${spec.source}.`, "");
  }
  return lines.join("\n");
}

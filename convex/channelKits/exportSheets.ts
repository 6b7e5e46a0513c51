import {
  assetFileName,
  CHANNELS,
  charCount,
  TEXT_FIELD_LABELS,
  type ChannelCopy,
  type ChannelId,
  type TextField,
} from "../../shared/channels";
import { plainLead } from "../../shared/channelCopy";

/**
 * The text files of a kit's export (issue 42): the copy sheet people read, and the two CSVs the
 * ad managers import. Pure: the export action (./exportNode.ts) zips them with the PNGs.
 *
 * Column names and values are the ad managers' own, as their files name them:
 * - Google Ads Editor (Account > Import > From file; Help "Import a CSV file in Google Ads
 *   Editor", support.google.com/google-ads/editor/answer/57747): headers in English, matched
 *   whatever their case and spacing. Campaign, Campaign type ("Search": a campaign that does not
 *   exist yet is made as a search campaign), Ad group, Ad type ("Responsive search ad"), Status,
 *   Headline 1–15, Description 1–4, Path 1, Path 2, Final URL. A blank field is "no change"
 *   to Ads Editor, so the paths stay blank for the advertiser; the Final URL is the brand
 *   profile's website when the brief has one (Ads Editor flags the row until it is filled).
 * - Meta Ads Manager (Ads Manager > Import ads in bulk): the columns of an Ads Manager export
 *   ("Campaign Name", "Campaign Status", "Campaign Objective" as "Outcome Traffic" /
 *   "Outcome Awareness", "Buying Type" AUCTION, "Ad Set Run Status", statuses as ACTIVE/PAUSED,
 *   placements as "Facebook Positions" / "Instagram Positions" lists, "Call to Action" as its
 *   enum, LEARN_MORE). "Link Object ID" is the advertiser's Facebook Page ("o:<page id>"), which
 *   only they know: left blank and said in the copy sheet. Images are uploaded to the ad
 *   account's media library by file name, so "Image File Name" names the kit's files.
 * Check both against a fresh export before changing a column: the platforms rename them.
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
 * One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break. Copy never
 * opens with = + - @ (shared/channelCopy.ts plainLead, applied when the copy is written); any
 * other field that does gets a leading apostrophe, so a spreadsheet shows it as text instead of
 * running it (the sheets are opened in Excel or Sheets before they are imported).
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
  "Campaign type",
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
  const campaign = plainLead(kit.campaignName);
  const rows = kit.assets
    .filter((asset) => asset.channel === "google_search")
    .map((asset) => {
      const headlines = range(15).map((n) => asset.copy.headlines?.[n - 1] ?? "");
      const descriptions = range(4).map((n) => asset.copy.descriptions?.[n - 1] ?? "");
      return [
        campaign,
        "Search",
        plainLead(kit.brand) || campaign,
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
  "Campaign Status",
  "Campaign Objective",
  "Buying Type",
  "Ad Set Name",
  "Ad Set Run Status",
  "Link Object ID",
  "Link",
  "Publisher Platforms",
  "Facebook Positions",
  "Instagram Positions",
  "Ad Name",
  "Ad Status",
  "Title",
  "Body",
  "Link Description",
  "Image File Name",
  "Call to Action",
];

/** Where each Meta channel's ads run, in the position names of an Ads Manager export. */
const META_POSITIONS: Record<"meta_feed" | "stories", { facebook: string; instagram: string }> = {
  meta_feed: { facebook: "feed", instagram: "stream" },
  stories: { facebook: "story, facebook_reels", instagram: "story, reels" },
};

/**
 * Meta Ads Manager: an ad set per channel (feed, stories) placed where its images fit, an ad per
 * image, all paused until the advertiser has added their Page and checked them.
 */
export function metaBulkCsv(kit: ExportKit): string {
  const campaign = plainLead(kit.campaignName);
  const rows = kit.assets
    .filter((asset) => asset.channel === "meta_feed" || asset.channel === "stories")
    .map((asset) => {
      const channel = asset.channel as keyof typeof META_POSITIONS;
      const spec = CHANNELS[channel];
      const label = spec.placements.find((entry) => entry.id === asset.placement)?.label ?? "";
      return [
        campaign,
        "PAUSED",
        kit.website ? "Outcome Traffic" : "Outcome Awareness",
        "AUCTION",
        `${campaign} – ${spec.label}`,
        "PAUSED",
        "",
        kit.website ?? "",
        "facebook, instagram",
        META_POSITIONS[channel].facebook,
        META_POSITIONS[channel].instagram,
        `${campaign} – ${label}`,
        "PAUSED",
        asset.copy.headline ?? "",
        asset.copy.primaryText ?? "",
        asset.copy.description ?? "",
        assetFileName(asset.channel, asset),
        "LEARN_MORE",
      ];
    });
  return csv([META_COLUMNS, ...rows]);
}

/** A field with its length against its limit: "Headline (38/40): …". */
function fieldLine(name: string, text: string, limit: number): string {
  return `- ${name} (${charCount(text)}/${limit}): ${text}`;
}

/** The text files' names in the ZIP. */
export const EXPORT_FILES = {
  copySheet: "copy-sheet.md",
  googleAds: "google-ads-editor-responsive-search-ads.csv",
  meta: "meta-ads-manager-bulk-import.csv",
};

/** How each CSV gets into its ad manager: what the advertiser still has to add. */
function importSteps(channels: ReadonlySet<ChannelId>): string[] {
  const steps: string[] = [];
  if (channels.has("google_search")) {
    steps.push(
      `Google Ads Editor: Account > Import > From file, choose ${EXPORT_FILES.googleAds}, review the changes and post them.`,
      "The ads arrive paused, each in a search campaign and ad group named for the campaign; set the budget, keywords and display paths before you enable them.",
    );
  }
  const metaFolders = (["meta_feed", "stories"] as const).filter((id) => channels.has(id));
  if (metaFolders.length > 0) {
    const folders = metaFolders.join(" and ");
    steps.push(
      `Meta Ads Manager: upload the images in ${folders} to the ad account's media library first (the CSV names them), then Import ads in bulk with ${EXPORT_FILES.meta}.`,
      "Add your Facebook Page as the Link Object ID (o: followed by the Page's ID) and your audience and budget; every campaign, ad set and ad arrives paused.",
    );
  }
  return steps;
}

/** The copy sheet: every channel's copy with its lengths, where each file goes, how to import. */
export function copySheet(kit: ExportKit): string {
  const lines = [`# ${kit.campaignName} — channel kit`, ""];
  if (kit.brand) lines.push(`Brand: ${kit.brand}`, "");
  if (kit.website) lines.push(`Landing page: ${kit.website}`, "");
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
    for (const [field, limit] of Object.entries(spec.fields) as [TextField, number][]) {
      lines.push(fieldLine(TEXT_FIELD_LABELS[field], asset.copy[field] ?? "", limit));
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
  const steps = importSteps(seen);
  if (steps.length > 0) lines.push("## Importing", "", ...steps.map((step) => `- ${step}`), "");
  return lines.join("\n");
}

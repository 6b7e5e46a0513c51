/**
 * Channel kits (issue 42): the platforms an approved idea is made ready for, each with its
 * placements (pixel sizes), its copy fields and their character limits, and the safe zones a
 * full-screen placement's UI covers. Ids are the API's (`POST /api/channel-kits {channels}`).
 *
 * Every number cites the platform's published ad specs page it comes from (read when this was
 * written; the platforms revise them, so check the page before changing a number). Limits are
 * the platforms' *recommended* lengths where a longer hard maximum exists (LinkedIn, say): copy
 * over the recommendation is truncated behind a "see more" in the feed, which is what a
 * marketer means by "too long".
 *
 * Lengths are counted in Unicode code points ([...text].length), the way the ad managers count
 * Latin text. (Google Ads counts a double-width CJK character as two: such copy is checked
 * slightly leniently here.)
 */

export const CHANNEL_IDS = [
  "meta_feed",
  "stories",
  "tiktok",
  "linkedin",
  "x",
  "pinterest",
  "google_display",
  "google_search",
] as const;
export type ChannelId = (typeof CHANNEL_IDS)[number];

/** Every copy field a channel may have, named as the API names them. */
export const TEXT_FIELDS = [
  "primaryText",
  "headline",
  "description",
  "shortHeadline",
  "longHeadline",
  "businessName",
  "post",
  "title",
  "adText",
  "introText",
] as const;
export type TextField = (typeof TEXT_FIELDS)[number];

/** Each field as people read it: the checklist, the copy sheet and the checks' messages. */
export const TEXT_FIELD_LABELS: Record<TextField, string> = {
  primaryText: "Primary text",
  headline: "Headline",
  description: "Description",
  shortHeadline: "Short headline",
  longHeadline: "Long headline",
  businessName: "Business name",
  post: "Post",
  title: "Title",
  adText: "Ad text",
  introText: "Introductory text",
};

/** One asset's copy: its channel's text fields, or (google_search) its lists. */
export type ChannelCopy = Partial<Record<TextField, string>> & {
  headlines?: string[];
  descriptions?: string[];
};

export type Placement = { id: string; label: string; width: number; height: number };

/** Fractions of the height the platform's own UI covers: keep words and logos out of them. */
export type SafeZone = { top: number; bottom: number };

export type ChannelSpec = {
  id: ChannelId;
  label: string;
  /** Where the numbers come from (the platform's published specs page). */
  source: string;
  /** Image placements; google_search is text only (one asset, no image). */
  placements: readonly Placement[];
  /** Each text field of the channel and its limit in characters. */
  fields: Partial<Record<TextField, number>>;
  safeZone?: SafeZone;
  /** google_search (responsive search ad): list sizes and each entry's limit. */
  lists?: {
    headlines: { count: number; max: number };
    descriptions: { count: number; max: number };
  };
};

/** The placement id of google_search's one text asset. */
export const SEARCH_PLACEMENT: Placement = {
  id: "responsive_search_ad",
  label: "Responsive search ad",
  width: 0,
  height: 0,
};

/**
 * Meta Ads Guide, Stories and Reels (facebook.com/business/ads-guide, "Instagram Stories" /
 * "Facebook Stories"): leave about 14 % at the top free of text and logos (the profile icon
 * and progress bar), and keep the bottom clear for the call-to-action and reply bar; the issue
 * sets that bottom band at 20 %.
 */
export const STORY_SAFE_ZONE: SafeZone = { top: 0.14, bottom: 0.2 };

export const CHANNELS: Record<ChannelId, ChannelSpec> = {
  meta_feed: {
    id: "meta_feed",
    label: "Facebook & Instagram feed",
    // Meta Ads Guide, "Facebook Feed" / "Instagram Feed" image ads
    // (facebook.com/business/ads-guide/image): 1:1 at 1080×1080, 4:5 at 1080×1350; primary
    // text 125, headline 40 (27 shown on some placements), description 30 characters.
    source: "Meta Ads Guide — Facebook & Instagram Feed image specs",
    placements: [
      { id: "square", label: "Square 1:1", width: 1080, height: 1080 },
      { id: "portrait", label: "Portrait 4:5", width: 1080, height: 1350 },
    ],
    fields: { primaryText: 125, headline: 40, description: 30 },
  },
  stories: {
    id: "stories",
    label: "Instagram & Facebook Stories and Reels",
    // Meta Ads Guide, "Instagram Stories" / "Facebook Stories" / "Reels": 9:16 at 1080×1920;
    // primary text 125 characters.
    source: "Meta Ads Guide — Stories and Reels specs",
    placements: [{ id: "story", label: "Story 9:16", width: 1080, height: 1920 }],
    fields: { primaryText: 125 },
    safeZone: STORY_SAFE_ZONE,
  },
  tiktok: {
    id: "tiktok",
    label: "TikTok",
    // TikTok Ads Manager help, "Auction In-Feed Ads specifications"
    // (ads.tiktok.com/help/article/tiktok-auction-in-feed-ads): 9:16 at 1080×1920; ad text
    // 1–100 characters (Latin script). TikTok's own UI covers the top and the bottom of the
    // screen as Stories' does: the same safe zone is kept (a conservative choice, not TikTok's
    // published pixel template).
    source: "TikTok Ads Manager — Auction In-Feed Ads specifications",
    placements: [{ id: "in_feed", label: "In-feed 9:16", width: 1080, height: 1920 }],
    fields: { adText: 100 },
    safeZone: STORY_SAFE_ZONE,
  },
  linkedin: {
    id: "linkedin",
    label: "LinkedIn",
    // LinkedIn Marketing Solutions, "Single Image Ads specs"
    // (business.linkedin.com/marketing-solutions/success/ads-guide/single-image-ads-specs):
    // 1.91:1 at 1200×627; introductory text: 150 characters before "see more" (600 maximum);
    // headline: 70 characters before it is cut (200 maximum).
    source: "LinkedIn Ads Guide — Single Image Ads specs",
    placements: [{ id: "single_image", label: "Single image 1.91:1", width: 1200, height: 627 }],
    fields: { introText: 150, headline: 70 },
  },
  x: {
    id: "x",
    label: "X",
    // X Business, "Ad specifications — Image ads"
    // (business.x.com/en/help/campaign-setup/creative-ad-specifications): 16:9 at 1600×900;
    // post text 280 characters; website card headline 70 characters.
    source: "X Business — Image ad specifications",
    placements: [{ id: "image", label: "Image 16:9", width: 1600, height: 900 }],
    fields: { post: 280, headline: 70 },
  },
  pinterest: {
    id: "pinterest",
    label: "Pinterest",
    // Pinterest Business help, "Pinterest product specs — Standard Pins"
    // (help.pinterest.com/en/business/article/pinterest-product-specs): 2:3 at 1000×1500;
    // title up to 100 characters; description up to 500 characters.
    source: "Pinterest product specs — Standard Pins",
    placements: [{ id: "standard_pin", label: "Standard Pin 2:3", width: 1000, height: 1500 }],
    fields: { title: 100, description: 500 },
  },
  google_display: {
    id: "google_display",
    label: "Google Display",
    // Google Ads Help, "About responsive display ads" (support.google.com/google-ads/answer/
    // 6363750): landscape 1.91:1 at 1200×628, square at 1200×1200; short headline 30, long
    // headline 90, description 90, business name 25 characters. The four banner sizes:
    // Google Ads Help, "Uploaded image ads" / top-performing sizes (answer/7031480): medium
    // rectangle 300×250, leaderboard 728×90, wide skyscraper 160×600, mobile banner 320×50.
    source: "Google Ads Help — Responsive display ads; Uploaded image ad sizes",
    placements: [
      { id: "medium_rectangle", label: "Medium rectangle", width: 300, height: 250 },
      { id: "leaderboard", label: "Leaderboard", width: 728, height: 90 },
      { id: "wide_skyscraper", label: "Wide skyscraper", width: 160, height: 600 },
      { id: "mobile_banner", label: "Mobile banner", width: 320, height: 50 },
      { id: "landscape", label: "Landscape 1.91:1", width: 1200, height: 628 },
      { id: "square", label: "Square 1:1", width: 1200, height: 1200 },
    ],
    fields: { shortHeadline: 30, longHeadline: 90, description: 90, businessName: 25 },
  },
  google_search: {
    id: "google_search",
    label: "Google Search",
    // Google Ads Help, "About responsive search ads" (support.google.com/google-ads/answer/
    // 7684791): up to 15 headlines of 30 characters and up to 4 descriptions of 90; a kit
    // fills all of them (more combinations for Google to test).
    source: "Google Ads Help — About responsive search ads",
    placements: [SEARCH_PLACEMENT],
    fields: {},
    lists: { headlines: { count: 15, max: 30 }, descriptions: { count: 4, max: 90 } },
  },
};

export function isChannelId(value: string): value is ChannelId {
  return (CHANNEL_IDS as readonly string[]).includes(value);
}

/** Whether a placement is drawn (every one but the search ad's text). */
export function hasImage(placement: Placement): boolean {
  return placement.width > 0 && placement.height > 0;
}

/** The asset file name of the export: `{channel}_{width}x{height}.png`. */
export function assetFileName(
  channel: ChannelId,
  placement: Pick<Placement, "width" | "height">,
): string {
  return `${channel}_${placement.width}x${placement.height}.png`;
}

/** What a reader counts as one character (code points; see the header). */
export function charCount(text: string): number {
  return [...text].length;
}

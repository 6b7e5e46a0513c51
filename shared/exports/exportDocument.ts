import { PRODUCT_NAME } from "../constants";
import type { ExportOptions, ExportSource } from "./exportSource";

/**
 * One reading order for every format: each builder (Markdown, rich copy, Word, PDF) renders these
 * blocks in its own way, so the formats never disagree about what an export says.
 */
export type DocBlock =
  | { type: "heading"; text: string }
  | { type: "subheading"; text: string }
  /** `lead`: the idea itself, set larger where a format has room for it (PDF, Word). */
  | { type: "paragraph"; text: string; strong?: boolean; lead?: boolean }
  | { type: "bullets"; items: string[] }
  | { type: "steps"; items: string[] }
  | { type: "image"; url: string; caption: string };

export type FooterLink = { label: string; url: string };

export type ExportDocument = {
  /** The product header ("Legendary · Campaign idea"). */
  header: string;
  /** What the document is, for a cover ("Campaign idea", "Campaign"). */
  kind: string;
  title: string;
  headline: string;
  byline: string;
  brand: string | null;
  legendName: string;
  /** The hero, shown once: on the cover of a paged format, first in a flowing one. */
  hero: { url: string; caption: string } | null;
  /** Everything after the title and the hero, in reading order. */
  blocks: DocBlock[];
  /** The call to action that closes every export. */
  footer: { cta: string; links: FooterLink[] };
};

export const FOOTER_CTA = `Made with ${PRODUCT_NAME}: campaign ideas from the creative legends.`;

/** Text split where its writer left a blank line or a line break. */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");
}

function clean(items: string[]): string[] {
  return items.map((item) => item.trim()).filter((item) => item !== "");
}

function section(heading: string, text: string, lead = false): DocBlock[] {
  const paragraphs = paragraphsOf(text);
  if (paragraphs.length === 0) return [];
  return [
    { type: "heading", text: heading },
    ...paragraphs.map((p) => ({ type: "paragraph", text: p, ...(lead ? { lead } : {}) }) as const),
  ];
}

function list(heading: string, items: string[], type: "bullets" | "steps"): DocBlock[] {
  const kept = clean(items);
  return kept.length === 0
    ? []
    : [
        { type: "heading", text: heading },
        { type, items: kept },
      ];
}

/** The ads, each with its picture unless an earlier part of the document already shows it. */
function adBlocks(ads: NonNullable<ExportSource["ads"]>, shown: Set<string>): DocBlock[] {
  if (ads.length === 0) return [];
  const blocks: DocBlock[] = [{ type: "heading", text: "The ads" }];
  ads.forEach((ad, index) => {
    const label = ad.formatLabel.trim();
    blocks.push({
      type: "subheading",
      text: label ? `Ad ${index + 1} · ${label}` : `Ad ${index + 1}`,
    });
    if (ad.imageUrl && !shown.has(ad.imageUrl)) {
      shown.add(ad.imageUrl);
      blocks.push({ type: "image", url: ad.imageUrl, caption: ad.headline.trim() });
    }
    if (ad.headline.trim())
      blocks.push({ type: "paragraph", text: ad.headline.trim(), strong: true });
    for (const p of paragraphsOf(ad.body)) blocks.push({ type: "paragraph", text: p });
  });
  return blocks;
}

function bylineOf(source: ExportSource): string {
  // The idea's working title stays out: it is an internal name, and the document's own title is
  // already the campaign's (issue 39).
  const parts = [`By ${source.legendName.trim() || "a creative legend"}`];
  if (source.brand?.trim()) parts.push(`for ${source.brand.trim()}`);
  return parts.join(" ");
}

export function buildExportDocument(
  source: ExportSource,
  options: ExportOptions = {},
): ExportDocument {
  const [hero, ...rest] = source.images;
  // Each image once (issue 39): the hero on top, each ad's picture with its ad, and the Visuals
  // section only what neither shows (a campaign's hero is often an ad's picture too).
  const shown = new Set<string>(hero ? [hero.url] : []);
  const ads = adBlocks(source.ads ?? [], shown);
  const others = rest.filter((image) => {
    if (shown.has(image.url)) return false;
    shown.add(image.url);
    return true;
  });
  const blocks: DocBlock[] = [
    ...section("The idea", source.coreIdea, true),
    ...section("Concept", source.concept),
    ...list("Key visual elements", source.keyVisualElements, "bullets"),
    ...list("Execution strategy", source.executionStrategy, "steps"),
    ...ads,
  ];
  if (others.length > 0) {
    blocks.push({ type: "heading", text: "Visuals" });
    for (const image of others)
      blocks.push({ type: "image", url: image.url, caption: image.caption.trim() });
  }
  const links: FooterLink[] = [];
  if (source.shareUrl) links.push({ label: "See it online", url: source.shareUrl });
  if (options.siteUrl)
    links.push({ label: `Create your own with ${PRODUCT_NAME}`, url: options.siteUrl });
  const kind = source.kind === "campaign" ? "Campaign page" : "Campaign idea";
  return {
    header: `${PRODUCT_NAME} · ${kind}`,
    kind,
    title: source.campaignName.trim() || source.title.trim() || "Untitled campaign",
    headline: source.headline.trim(),
    byline: bylineOf(source),
    brand: source.brand?.trim() || null,
    legendName: source.legendName.trim() || "a creative legend",
    hero: hero ? { url: hero.url, caption: hero.caption.trim() } : null,
    blocks,
    footer: { cta: FOOTER_CTA, links },
  };
}

/** The blocks of a flowing format (Markdown, rich copy): the hero first, then the rest. */
export function flowingBlocks(doc: ExportDocument): DocBlock[] {
  return doc.hero ? [{ type: "image", ...doc.hero }, ...doc.blocks] : doc.blocks;
}

export type CoverFact = { label: string; value: string };

/** "12 March 2025": a cover's date, as a client reads it. */
export function coverDate(date: Date = new Date()): string {
  return date.toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric" });
}

/** What a cover says beneath the title: for whom, by whom, when. */
export function coverFacts(doc: ExportDocument, date?: Date): CoverFact[] {
  return [
    ...(doc.brand ? [{ label: "Prepared for", value: doc.brand }] : []),
    { label: "Idea by", value: doc.legendName },
    { label: "Date", value: coverDate(date) },
  ];
}

/** The cover's sign-off. */
export const PREPARED_WITH = `Prepared with ${PRODUCT_NAME}`;

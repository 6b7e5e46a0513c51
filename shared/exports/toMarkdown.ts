import { buildExportDocument, flowingBlocks, type DocBlock } from "./exportDocument";
import { isAppImageUrl } from "./appImageUrl";
import type { ExportOptions, ExportSource } from "./exportSource";

export type MarkdownOptions = ExportOptions & {
  /** Image URL → the file beside the document (inside the ZIP); this app's others link to the site. */
  imageFiles?: ReadonlyMap<string, string>;
};

/** Words from a model or a person are data: nothing in them may turn into Markdown syntax. */
export function escapeMarkdown(text: string): string {
  return text
    .replace(/([\\`*_[\]<>|~])/g, "\\$1")
    .replace(/^(\s*)([#+=-]|\d+[.)])/, "$1\\$2")
    .replace(/\s+/g, " ");
}

function destination(url: string): string {
  return /[\s()<>]/.test(url) ? `<${url.replace(/[<>]/g, encodeURIComponent)}>` : url;
}

function siteOrigin(siteUrl: string | undefined): string {
  try {
    return siteUrl ? new URL(siteUrl).origin : "";
  } catch {
    return "";
  }
}

/**
 * Where the document shows an image: its file beside the document (the ZIP), or this app's own
 * image (/api/media/… or on the site's origin) as an address on the site; null for anything
 * else. Like Word, PDF and the ZIP, which fetch only this app's images, Markdown never turns a
 * third party's URL that found its way into a field into a live image (it would load from there
 * wherever the file is opened).
 */
function imageUrl(url: string, options: MarkdownOptions): string | null {
  const file = options.imageFiles?.get(url);
  if (file) return file;
  if (!isAppImageUrl(url, siteOrigin(options.siteUrl))) return null;
  if (url.startsWith("/") && options.siteUrl) return new URL(url, options.siteUrl).toString();
  return url;
}

function renderBlock(block: DocBlock, options: MarkdownOptions): string | null {
  switch (block.type) {
    case "heading":
      return `## ${escapeMarkdown(block.text)}`;
    case "subheading":
      return `### ${escapeMarkdown(block.text)}`;
    case "paragraph":
      return block.strong ? `**${escapeMarkdown(block.text)}**` : escapeMarkdown(block.text);
    case "bullets":
      return block.items.map((item) => `- ${escapeMarkdown(item)}`).join("\n");
    case "steps":
      return block.items.map((item, i) => `${i + 1}. ${escapeMarkdown(item)}`).join("\n");
    case "image": {
      // Dropped with its caption, as Word and PDF drop an image they did not load.
      const url = imageUrl(block.url, options);
      if (url === null) return null;
      const image = `![${escapeMarkdown(block.caption)}](${destination(url)})`;
      return block.caption ? `${image}\n*${escapeMarkdown(block.caption)}*` : image;
    }
  }
}

/** The export as a Markdown (.md) document: product header, the idea, the ads, the call to action. */
export function toMarkdown(source: ExportSource, options: MarkdownOptions = {}): string {
  const doc = buildExportDocument(source, options);
  const parts = [`*${escapeMarkdown(doc.header)}*`, `# ${escapeMarkdown(doc.title)}`];
  if (doc.headline) parts.push(`> ${escapeMarkdown(doc.headline)}`);
  parts.push(escapeMarkdown(doc.byline));
  for (const block of flowingBlocks(doc)) {
    const rendered = renderBlock(block, options);
    if (rendered !== null) parts.push(rendered);
  }
  parts.push("---", escapeMarkdown(doc.footer.cta));
  const links = doc.footer.links.map(
    (link) => `[${escapeMarkdown(link.label)}](${destination(link.url)})`,
  );
  if (links.length > 0) parts.push(links.join(" · "));
  return `${parts.join("\n\n")}\n`;
}

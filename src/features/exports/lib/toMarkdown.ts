import { buildExportDocument, type DocBlock } from "./exportDocument";
import type { ExportOptions, ExportSource } from "./types";

export type MarkdownOptions = ExportOptions & {
  /** Image URL → the file beside the document (inside the ZIP); others link to the site. */
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

function imageUrl(url: string, options: MarkdownOptions): string {
  const file = options.imageFiles?.get(url);
  if (file) return file;
  if (url.startsWith("/") && !url.startsWith("//") && options.siteUrl) {
    return new URL(url, options.siteUrl).toString();
  }
  return url;
}

function renderBlock(block: DocBlock, options: MarkdownOptions): string {
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
      const image = `![${escapeMarkdown(block.caption)}](${destination(imageUrl(block.url, options))})`;
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
  for (const block of doc.blocks) parts.push(renderBlock(block, options));
  parts.push("---", escapeMarkdown(doc.footer.cta));
  const links = doc.footer.links.map(
    (link) => `[${escapeMarkdown(link.label)}](${destination(link.url)})`,
  );
  if (links.length > 0) parts.push(links.join(" · "));
  return `${parts.join("\n\n")}\n`;
}

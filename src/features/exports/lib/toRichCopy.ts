import {
  buildExportDocument,
  flowingBlocks,
  type DocBlock,
} from "../../../../shared/exports/exportDocument";
import type { ExportOptions, ExportSource } from "./types";

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

// 'Copy' carries the idea's words; images stay out (a paste would fetch them from wherever it lands).
function htmlOf(block: DocBlock): string | null {
  switch (block.type) {
    case "heading":
      return `<h2>${escapeHtml(block.text)}</h2>`;
    case "subheading":
      return `<h3>${escapeHtml(block.text)}</h3>`;
    case "paragraph":
      return block.strong
        ? `<p><strong>${escapeHtml(block.text)}</strong></p>`
        : `<p>${escapeHtml(block.text)}</p>`;
    case "bullets":
      return `<ul>${block.items.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>`;
    case "steps":
      return `<ol>${block.items.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ol>`;
    case "image":
      return null;
  }
}

function textOf(block: DocBlock): string | null {
  switch (block.type) {
    case "heading":
      return block.text.toUpperCase();
    case "subheading":
    case "paragraph":
      return block.text;
    case "bullets":
      return block.items.map((item) => `• ${item}`).join("\n");
    case "steps":
      return block.items.map((item, i) => `${i + 1}. ${item}`).join("\n");
    case "image":
      return null;
  }
}

/** 'Copy': the export as HTML (pastes with its headings and lists) and as plain text. */
export function toRichCopy(
  source: ExportSource,
  options: ExportOptions = {},
): { html: string; text: string } {
  const doc = buildExportDocument(source, options);
  const links = doc.footer.links.map(
    (link) =>
      `<a href="${escapeHtml(link.url)}" rel="noopener noreferrer nofollow">${escapeHtml(link.label)}</a>`,
  );
  const html = [
    `<p><em>${escapeHtml(doc.header)}</em></p>`,
    `<h1>${escapeHtml(doc.title)}</h1>`,
    doc.headline ? `<blockquote>${escapeHtml(doc.headline)}</blockquote>` : null,
    `<p>${escapeHtml(doc.byline)}</p>`,
    ...flowingBlocks(doc).map(htmlOf),
    "<hr>",
    `<p>${escapeHtml(doc.footer.cta)}${links.length ? `<br>${links.join(" · ")}` : ""}</p>`,
  ]
    .filter((part) => part !== null)
    .join("\n");
  const text = [
    doc.header,
    doc.title,
    doc.headline || null,
    doc.byline,
    ...flowingBlocks(doc).map(textOf),
    "—",
    doc.footer.cta,
    ...doc.footer.links.map((link) => `${link.label}: ${link.url}`),
  ]
    .filter((part) => part !== null)
    .join("\n\n");
  return { html, text };
}

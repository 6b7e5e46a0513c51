import {
  PDFDocument,
  StandardFonts,
  rgb,
  type PDFFont,
  type PDFImage,
  type PDFPage,
} from "pdf-lib";
import { EXPORTS, PRODUCT_NAME } from "../../../../shared/constants";
import { buildExportDocument, type DocBlock, type ExportDocument } from "./exportDocument";
import { fitImage } from "./fitImage";
import { sanitizeForFont, wrapText } from "./pdfText";
import type { ExportOptions, ExportSource, LoadedImage } from "./types";

/** A4 in points. */
const A4: [number, number] = [595.28, 841.89];
const MARGIN = EXPORTS.pdfMarginInches * 72;
/** Room inside the margins for the running header and footer. */
const HEADER_SPACE = 28;
const FOOTER_SPACE = 30;
const CONTENT_WIDTH = A4[0] - 2 * MARGIN;
const TOP = A4[1] - MARGIN - HEADER_SPACE;
const BOTTOM = MARGIN + FOOTER_SPACE;
const MAX_IMAGE_HEIGHT = (TOP - BOTTOM) * 0.62;

const INK = rgb(0.12, 0.106, 0.086);
const MUTED = rgb(0.435, 0.416, 0.384);
const ACCENT = rgb(0.54, 0.48, 0.36);

type Fonts = Record<"body" | "bold" | "italic" | "serif" | "serifItalic", PDFFont>;
type TextStyle = { font: PDFFont; size: number; color?: ReturnType<typeof rgb>; indent?: number };

/** Lays the export out top to bottom, turning pages when the next piece doesn't fit. */
class Layout {
  readonly pages: PDFPage[] = [];
  private page!: PDFPage;
  private y = TOP;
  private charsets = new Map<PDFFont, Set<number>>();

  constructor(private readonly pdf: PDFDocument) {
    this.newPage();
  }

  private newPage() {
    this.page = this.pdf.addPage(A4);
    this.pages.push(this.page);
    this.y = TOP;
  }

  private ensure(height: number) {
    if (this.y - height < BOTTOM && this.y < TOP) this.newPage();
  }

  clean(text: string, font: PDFFont): string {
    let charset = this.charsets.get(font);
    if (!charset) {
      charset = new Set(font.getCharacterSet());
      this.charsets.set(font, charset);
    }
    return sanitizeForFont(text, charset);
  }

  space(points: number) {
    this.y -= points;
  }

  text(text: string, style: TextStyle, options: { keepWithNext?: number; prefix?: string } = {}) {
    const indent = style.indent ?? 0;
    const lineHeight = style.size * 1.35;
    const lines = wrapText(this.clean(text, style.font), CONTENT_WIDTH - indent, (s) =>
      style.font.widthOfTextAtSize(s, style.size),
    );
    if (lines.length === 0) return;
    // A heading is never left alone at the foot of a page.
    this.ensure(lineHeight * Math.min(lines.length, 2) + (options.keepWithNext ?? 0));
    lines.forEach((line, i) => {
      this.ensure(lineHeight);
      this.y -= style.size;
      if (i === 0 && options.prefix) {
        const prefix = this.clean(options.prefix, style.font);
        const width = style.font.widthOfTextAtSize(prefix, style.size);
        this.page.drawText(prefix, {
          x: MARGIN + indent - width - 4,
          y: this.y,
          font: style.font,
          size: style.size,
          color: style.color ?? INK,
        });
      }
      this.page.drawText(line, {
        x: MARGIN + indent,
        y: this.y,
        font: style.font,
        size: style.size,
        color: style.color ?? INK,
      });
      this.y -= lineHeight - style.size;
    });
  }

  /** How tall `image` is drawn (the column's width, at most MAX_IMAGE_HEIGHT). */
  static imageHeight(image: PDFImage): number {
    return fitImage(image.width, image.height, CONTENT_WIDTH, MAX_IMAGE_HEIGHT).height;
  }

  image(image: PDFImage, captionHeight: number) {
    const size = fitImage(image.width, image.height, CONTENT_WIDTH, MAX_IMAGE_HEIGHT);
    this.ensure(size.height + captionHeight);
    this.y -= size.height;
    this.page.drawImage(image, {
      x: MARGIN + (CONTENT_WIDTH - size.width) / 2,
      y: this.y,
      width: size.width,
      height: size.height,
    });
  }

  rule() {
    this.ensure(12);
    this.y -= 6;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: MARGIN + CONTENT_WIDTH, y: this.y },
      thickness: 0.5,
      color: MUTED,
    });
    this.y -= 6;
  }
}

async function embed(pdf: PDFDocument, image: LoadedImage): Promise<PDFImage | null> {
  if (image.mime === "image/png") return pdf.embedPng(image.bytes);
  if (image.mime === "image/jpeg") return pdf.embedJpg(image.bytes);
  // SVGs reach Word and PDF rasterised (loadImages); one that didn't is left out, not drawn wrong.
  return null;
}

/**
 * The room a heading needs below it so it never ends a page: the whole image when an image
 * follows ('Ad 3 · Social 1:1' alone at a page's foot with its picture overleaf read as a draft),
 * a following heading and what that one keeps ('The ads' then 'Ad 1 · …'), else about two
 * lines of text.
 */
function keepWithNext(
  blocks: readonly DocBlock[],
  at: number,
  images: Map<string, PDFImage>,
): number {
  const next = blocks[at];
  if (next?.type === "heading" || next?.type === "subheading") {
    return 30 + keepWithNext(blocks, at + 1, images);
  }
  const image = next?.type === "image" ? images.get(next.url) : undefined;
  if (next?.type === "image" && image) {
    return Layout.imageHeight(image) + 6 + (next.caption ? 16 : 0);
  }
  return 40;
}

function drawBlock(
  layout: Layout,
  blocks: readonly DocBlock[],
  at: number,
  fonts: Fonts,
  images: Map<string, PDFImage>,
) {
  const block = blocks[at];
  switch (block.type) {
    case "heading":
      layout.space(14);
      layout.text(
        block.text,
        { font: fonts.serif, size: 16 },
        { keepWithNext: keepWithNext(blocks, at + 1, images) },
      );
      layout.space(4);
      return;
    case "subheading":
      layout.space(8);
      layout.text(
        block.text,
        { font: fonts.serif, size: 13 },
        { keepWithNext: keepWithNext(blocks, at + 1, images) },
      );
      layout.space(2);
      return;
    case "paragraph":
      layout.text(block.text, { font: block.strong ? fonts.bold : fonts.body, size: 11 });
      layout.space(6);
      return;
    case "bullets":
    case "steps":
      block.items.forEach((item, i) =>
        layout.text(
          item,
          { font: fonts.body, size: 11, indent: 18 },
          { prefix: block.type === "bullets" ? "•" : `${i + 1}.` },
        ),
      );
      layout.space(6);
      return;
    case "image": {
      const image = images.get(block.url);
      if (!image) return;
      layout.space(6);
      layout.image(image, block.caption ? 16 : 0);
      if (block.caption) {
        layout.space(4);
        layout.text(block.caption, { font: fonts.italic, size: 9, color: MUTED });
      }
      layout.space(10);
      return;
    }
  }
}

function drawRunningParts(layout: Layout, doc: ExportDocument, fonts: Fonts) {
  const link = doc.footer.links[0]?.url;
  const footer = layout.clean(link ? `${doc.footer.cta}  ${link}` : doc.footer.cta, fonts.body);
  const header = layout.clean(doc.header.toUpperCase(), fonts.bold);
  layout.pages.forEach((page, i) => {
    page.drawText(header, {
      x: MARGIN,
      y: A4[1] - MARGIN - 9,
      font: fonts.bold,
      size: 8,
      color: ACCENT,
    });
    const number = `${i + 1} / ${layout.pages.length}`;
    const numberWidth = fonts.body.widthOfTextAtSize(number, 8);
    const [line] = wrapText(footer, CONTENT_WIDTH - numberWidth - 16, (s) =>
      fonts.body.widthOfTextAtSize(s, 8),
    );
    page.drawText(line ?? "", { x: MARGIN, y: MARGIN, font: fonts.body, size: 8, color: MUTED });
    page.drawText(number, {
      x: MARGIN + CONTENT_WIDTH - numberWidth,
      y: MARGIN,
      font: fonts.body,
      size: 8,
      color: MUTED,
    });
  });
}

/**
 * The export as a PDF: A4 with 0.75 in margins, real (selectable) text in the standard fonts,
 * images scaled to the column, a product header on every page and the call to action at the end.
 */
export async function toPdf(
  source: ExportSource,
  images: LoadedImage[],
  options: ExportOptions = {},
): Promise<Uint8Array> {
  const doc = buildExportDocument(source, options);
  const pdf = await PDFDocument.create();
  pdf.setTitle(doc.title);
  pdf.setSubject(doc.headline);
  pdf.setAuthor(source.legendName);
  pdf.setCreator(PRODUCT_NAME);
  pdf.setProducer(PRODUCT_NAME);
  const fonts: Fonts = {
    body: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
    italic: await pdf.embedFont(StandardFonts.HelveticaOblique),
    serif: await pdf.embedFont(StandardFonts.TimesRomanBold),
    serifItalic: await pdf.embedFont(StandardFonts.TimesRomanItalic),
  };
  const embedded = new Map<string, PDFImage>();
  for (const image of images) {
    const pdfImage = await embed(pdf, image);
    if (pdfImage) embedded.set(image.url, pdfImage);
  }

  const layout = new Layout(pdf);
  layout.text(doc.title, { font: fonts.serif, size: 28 });
  layout.space(6);
  if (doc.headline) {
    layout.text(doc.headline, { font: fonts.serifItalic, size: 16 });
    layout.space(6);
  }
  layout.text(doc.byline, { font: fonts.body, size: 10, color: MUTED });
  layout.space(8);
  doc.blocks.forEach((_, at) => drawBlock(layout, doc.blocks, at, fonts, embedded));

  layout.space(18);
  layout.rule();
  layout.text(doc.footer.cta, { font: fonts.bold, size: 11 });
  for (const link of doc.footer.links) {
    layout.text(`${link.label}: ${link.url}`, { font: fonts.body, size: 10, color: MUTED });
  }
  drawRunningParts(layout, doc, fonts);
  return pdf.save();
}

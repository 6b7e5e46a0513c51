import {
  PDFDocument,
  StandardFonts,
  rgb,
  type PDFFont,
  type PDFImage,
  type PDFPage,
} from "pdf-lib";
import { PRODUCT_NAME } from "../../../../shared/constants";
import {
  BODY_SIZES,
  COVER_LINE_BOX_HEIGHT,
  COVER_TITLE_BOX,
  COVER_TITLE_SIZES,
  DECK_COLORS,
  DECK_PAGE,
  ITEM_SPACE_EM,
  LINE_HEIGHT,
  SLIDE_TITLE_BOX,
  TITLE_SIZES,
  containIn,
  coverBoxes,
  deckByline,
  deckLines,
  deckTitleOf,
  slideBoxes,
  type Box,
  type DeckLine,
} from "./deckContent";
import { BULLET_INDENT_EM, fitText, fittedHeight, type FittedText } from "./deckText";
import type { DeckExportSource } from "./deckTypes";
import { sanitizeForFont } from "./pdfText";
import type { LoadedImage } from "./types";

/** 16:9 in points, the PowerPoint export's widescreen slide. */
const PAGE: [number, number] = [DECK_PAGE.width * 72, DECK_PAGE.height * 72];

type Fonts = Record<"body" | "bold" | "serif" | "serifItalic", PDFFont>;
type Color = ReturnType<typeof rgb>;

function color(hex: string): Color {
  const n = Number.parseInt(hex, 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
}

const INK = color(DECK_COLORS.ink);
const MUTED = color(DECK_COLORS.muted);
const ACCENT = color(DECK_COLORS.accent);
const COVER_BG = color(DECK_COLORS.cover);
const COVER_TEXT = color(DECK_COLORS.coverText);
const COVER_MUTED = color(DECK_COLORS.coverMuted);

/** A box in points, measured from the page's top-left (pdf-lib counts from the bottom). */
const inPoints = (box: Box) => ({
  x: box.x * 72,
  top: PAGE[1] - box.y * 72,
  w: box.w * 72,
  h: box.h * 72,
});

class Writer {
  private charsets = new Map<PDFFont, Set<number>>();

  /** What the standard fonts can't encode becomes a look-alike, or goes (as in toPdf). */
  clean(text: string, font: PDFFont): string {
    let charset = this.charsets.get(font);
    if (!charset) {
      charset = new Set(font.getCharacterSet());
      this.charsets.set(font, charset);
    }
    return sanitizeForFont(text, charset).trim();
  }

  /** The largest size at which `items` fit `box`, cut with an ellipsis if none does. */
  fit(items: DeckLine[], box: Box, font: PDFFont, sizes: readonly number[]): FittedText {
    const clean = items
      .map((item) => ({ ...item, text: this.clean(item.text, font) }))
      .filter((item) => item.text !== "");
    const area = inPoints(box);
    return fitText(clean, area.w, area.h, sizes, (s, size) => font.widthOfTextAtSize(s, size));
  }

  /** A fitted text set top-down from the top of `box`. */
  draw(page: PDFPage, fitted: FittedText, box: Box, style: { font: PDFFont; color: Color }) {
    const area = inPoints(box);
    const size = fitted.size;
    let y = area.top;
    fitted.items.forEach((item, index) => {
      if (index > 0) y -= ITEM_SPACE_EM * size;
      const indent = item.kind === "bullet" ? BULLET_INDENT_EM * size : 0;
      item.lines.forEach((line, i) => {
        y -= size;
        if (i === 0 && item.kind === "bullet") {
          page.drawText("•", { x: area.x, y, font: style.font, size, color: style.color });
        }
        page.drawText(line, { x: area.x + indent, y, font: style.font, size, color: style.color });
        y -= (LINE_HEIGHT - 1) * size;
      });
    });
  }

  line(
    page: PDFPage,
    text: string,
    box: Box,
    style: { font: PDFFont; size: number; color: Color; align?: "right" },
  ) {
    const area = inPoints(box);
    let clean = this.clean(text, style.font);
    while (clean && style.font.widthOfTextAtSize(clean, style.size) > area.w) {
      clean = `${clean.slice(0, -2).trimEnd()}…`;
    }
    const width = style.font.widthOfTextAtSize(clean, style.size);
    page.drawText(clean, {
      x: style.align === "right" ? area.x + area.w - width : area.x,
      y: area.top - style.size,
      font: style.font,
      size: style.size,
      color: style.color,
    });
  }
}

function drawCover(pdf: PDFDocument, source: DeckExportSource, fonts: Fonts, writer: Writer) {
  const page = pdf.addPage(PAGE);
  page.drawRectangle({ x: 0, y: 0, width: PAGE[0], height: PAGE[1], color: COVER_BG });
  const title = writer.fit(
    [{ kind: "paragraph", text: deckTitleOf(source) }],
    COVER_TITLE_BOX,
    fonts.serif,
    COVER_TITLE_SIZES,
  );
  const line = source.campaignName.trim()
    ? writer.fit(
        [{ kind: "paragraph", text: source.campaignName }],
        { ...COVER_TITLE_BOX, h: COVER_LINE_BOX_HEIGHT },
        fonts.serifItalic,
        [24, 20, 18],
      )
    : null;
  const boxes = coverBoxes(fittedHeight(title), line ? fittedHeight(line) : 0);
  if (source.brand?.trim()) {
    writer.line(page, source.brand.trim().toUpperCase(), boxes.kicker, {
      font: fonts.bold,
      size: 12,
      color: COVER_MUTED,
    });
  }
  writer.draw(page, title, boxes.title, { font: fonts.serif, color: COVER_TEXT });
  if (line) writer.draw(page, line, boxes.line, { font: fonts.serifItalic, color: COVER_TEXT });
  writer.line(page, deckByline(source), boxes.byline, {
    font: fonts.body,
    size: 16,
    color: COVER_MUTED,
  });
  writer.line(page, `Made with ${PRODUCT_NAME}`, boxes.mark, {
    font: fonts.body,
    size: 10,
    color: COVER_MUTED,
  });
}

function drawSlide(
  pdf: PDFDocument,
  source: DeckExportSource,
  slide: DeckExportSource["slides"][number],
  image: { pdfImage: PDFImage; width: number; height: number } | undefined,
  number: number,
  fonts: Fonts,
  writer: Writer,
) {
  const page = pdf.addPage(PAGE);
  const title = writer.fit(
    [{ kind: "paragraph", text: slide.title }],
    SLIDE_TITLE_BOX,
    fonts.serif,
    TITLE_SIZES,
  );
  const boxes = slideBoxes(image !== undefined, fittedHeight(title));
  const kicker = (source.campaignName.trim() || deckTitleOf(source)).toUpperCase();
  writer.line(page, kicker, boxes.kicker, { font: fonts.bold, size: 10, color: ACCENT });
  writer.line(page, String(number), boxes.number, {
    font: fonts.body,
    size: 10,
    color: MUTED,
    align: "right",
  });
  writer.draw(page, title, boxes.title, { font: fonts.serif, color: INK });
  const body = writer.fit(deckLines(slide.content), boxes.body, fonts.body, BODY_SIZES);
  writer.draw(page, body, boxes.body, { font: fonts.body, color: INK });
  if (image && boxes.image) {
    const placed = inPoints(containIn(image.width, image.height, boxes.image));
    page.drawImage(image.pdfImage, {
      x: placed.x,
      y: placed.top - placed.h,
      width: placed.w,
      height: placed.h,
    });
  }
}

/**
 * The deck as a PDF of 16:9 pages, laid out like the PowerPoint: a title page, then one page per
 * slide with its title, its content (bullets as a list) and its image fitted beside the words.
 * Speaker notes stay out: the PDF is what the audience is handed; the notes travel in the .pptx.
 */
export async function toDeckPdf(
  source: DeckExportSource,
  images: LoadedImage[],
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(deckTitleOf(source));
  pdf.setSubject(source.campaignName);
  pdf.setAuthor(source.legendName);
  pdf.setCreator(PRODUCT_NAME);
  pdf.setProducer(PRODUCT_NAME);
  const fonts: Fonts = {
    body: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
    serif: await pdf.embedFont(StandardFonts.TimesRomanBold),
    serifItalic: await pdf.embedFont(StandardFonts.TimesRomanItalic),
  };
  const embedded = new Map<string, { pdfImage: PDFImage; width: number; height: number }>();
  for (const image of images) {
    if (embedded.has(image.url)) continue;
    // SVGs arrive rasterised (loadImages "raster"); anything else is left out, not drawn wrong.
    const pdfImage =
      image.mime === "image/png"
        ? await pdf.embedPng(image.bytes)
        : image.mime === "image/jpeg"
          ? await pdf.embedJpg(image.bytes)
          : null;
    if (pdfImage) {
      embedded.set(image.url, {
        pdfImage,
        width: image.width || pdfImage.width,
        height: image.height || pdfImage.height,
      });
    }
  }

  const writer = new Writer();
  drawCover(pdf, source, fonts, writer);
  source.slides.forEach((slide, index) =>
    drawSlide(
      pdf,
      source,
      slide,
      slide.imageUrl ? embedded.get(slide.imageUrl) : undefined,
      index + 2,
      fonts,
      writer,
    ),
  );
  return pdf.save();
}

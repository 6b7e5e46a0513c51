import {
  PDFDocument,
  StandardFonts,
  clip,
  endPath,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  rgb,
  setCharacterSpacing,
  type Color,
  type PDFFont,
  type PDFImage,
  type PDFPage,
} from "pdf-lib";
import { PRODUCT_NAME } from "../../../../shared/constants";
import {
  BODY_SIZES,
  COVER_TITLE_SIZES,
  DECK_COLORS,
  DECK_PAGE,
  SLIDE_TYPE,
  TITLE_SHARE,
  TITLE_SIZES,
  TITLE_SIZES_WITH_IMAGE,
  bodyRoom,
  coverIn,
  coverLine,
  deckByline,
  deckFooter,
  deckLines,
  deckTitleOf,
  footerBoxes,
  numberPill,
  slideFrame,
  stackSlide,
  type Box,
  type DeckLine,
} from "./deckContent";
import {
  BULLET_INDENT_EM,
  balance,
  fitSlideText,
  fitText,
  fittedHeight,
  type FittedText,
  type Spacing,
} from "./deckText";
import type { DeckExportSource } from "./deckTypes";
import { fontCleaner } from "./pdfText";
import type { LoadedImage } from "./types";

/** 16:9 in points, the PowerPoint export's widescreen slide. */
const PAGE: [number, number] = [DECK_PAGE.width * 72, DECK_PAGE.height * 72];

type Fonts = Record<"body" | "bold" | "serif" | "serifItalic", PDFFont>;

function color(hex: string): Color {
  const n = Number.parseInt(hex, 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
}

const INK = color(DECK_COLORS.ink);
const MUTED = color(DECK_COLORS.muted);
const ACCENT = color(DECK_COLORS.accent);
const WELL = color(DECK_COLORS.well);
const COVER_BG = color(DECK_COLORS.cover);
const COVER_TEXT = color(DECK_COLORS.coverText);
const COVER_MUTED = color(DECK_COLORS.coverMuted);
const COVER_ACCENT = color(DECK_COLORS.coverAccent);
const WHITE = rgb(1, 1, 1);
const BLACK = rgb(0, 0, 0);

/**
 * Letter spacing of the stage label in ems: the app's 0.12em would make PDF readers take the
 * gaps for spaces ('T H E  P R O B L E M' when copied); 0.08 looks the same and copies whole.
 */
const PDF_TRACKING_EM = 0.08;

const TITLE_SPACING: Spacing = { lineHeight: SLIDE_TYPE.titleLeading, itemSpaceEm: 0 };
const BODY_SPACING: Spacing = {
  lineHeight: SLIDE_TYPE.bodyLeading,
  itemSpaceEm: SLIDE_TYPE.bulletGapEm,
};

/** A box in points, measured from the page's top-left (pdf-lib counts from the bottom). */
const inPoints = (box: Box) => ({
  x: box.x * 72,
  top: PAGE[1] - box.y * 72,
  w: box.w * 72,
  h: box.h * 72,
});

type TextStyle = { font: PDFFont; color: Color };
type LineStyle = TextStyle & { size: number; align?: "right"; trackingEm?: number };

class Writer {
  /** What the standard fonts can't encode becomes a look-alike, or goes (as in toPdf). */
  readonly clean = fontCleaner();

  /** The largest size at which `items` fit `width` × `height` (inches), cut if none does. */
  fit(
    items: DeckLine[],
    width: number,
    height: number,
    font: PDFFont,
    sizes: readonly number[],
    spacing: Spacing,
  ): FittedText {
    const clean = items
      .map((item) => ({ ...item, text: this.clean(item.text, font) }))
      .filter((item) => item.text !== "");
    const measure = (s: string, size: number) => font.widthOfTextAtSize(s, size);
    return fitText(clean, width * 72, height * 72, sizes, measure, spacing);
  }

  /** A title: fitted, then its lines balanced as the app's `text-wrap: balance`. */
  title(text: string, width: number, height: number, font: PDFFont, sizes: readonly number[]) {
    const fitted = this.fit(
      [{ kind: "paragraph", text }],
      width,
      height,
      font,
      sizes,
      TITLE_SPACING,
    );
    return balance(fitted, width * 72, (s, size) => font.widthOfTextAtSize(s, size));
  }

  /** A fitted text set top-down from the top of `box`, each line centred in its line box. */
  draw(page: PDFPage, fitted: FittedText, box: Box, style: TextStyle) {
    const area = inPoints(box);
    const size = fitted.size;
    const step = size * fitted.lineHeight;
    let top = area.top;
    fitted.items.forEach((item, index) => {
      if (index > 0) top -= fitted.itemSpaceEm * size;
      const indent = item.kind === "bullet" ? BULLET_INDENT_EM * size : 0;
      item.lines.forEach((line, i) => {
        const y = top - ((fitted.lineHeight - 1) / 2 + 0.78) * size;
        if (i === 0 && item.kind === "bullet") {
          page.drawText("•", {
            x: area.x + size * 0.2,
            y,
            font: style.font,
            size,
            color: style.color,
          });
        }
        page.drawText(line, { x: area.x + indent, y, font: style.font, size, color: style.color });
        top -= step;
      });
    });
  }

  width(text: string, style: LineStyle): number {
    const tracking = (style.trackingEm ?? 0) * style.size;
    return (
      style.font.widthOfTextAtSize(text, style.size) + tracking * Math.max(0, [...text].length - 1)
    );
  }

  /** One line in `box`, cut with an ellipsis if too wide; its drawn width. */
  line(page: PDFPage, text: string, box: Box, style: LineStyle): number {
    const area = inPoints(box);
    let clean = this.clean(text, style.font);
    while (clean && this.width(clean, style) > area.w) {
      clean = `${clean.slice(0, -2).trimEnd()}…`;
    }
    const width = this.width(clean, style);
    const tracking = (style.trackingEm ?? 0) * style.size;
    if (tracking) page.pushOperators(setCharacterSpacing(tracking));
    page.drawText(clean, {
      x: style.align === "right" ? area.x + area.w - width : area.x,
      // Centred in the box's height, as the app's line box centres its text.
      y: area.top - (Math.max(0, area.h - style.size) / 2 + 0.78 * style.size),
      font: style.font,
      size: style.size,
      color: style.color,
    });
    if (tracking) page.pushOperators(setCharacterSpacing(0));
    return width;
  }
}

/** The picture over the image column, cut to it as `object-fit: cover` cuts it in the app. */
function drawCovering(
  page: PDFPage,
  image: { pdfImage: PDFImage; width: number; height: number },
  box: Box,
) {
  const area = inPoints(box);
  page.drawRectangle({
    x: area.x,
    y: area.top - area.h,
    width: area.w,
    height: area.h,
    color: WELL,
  });
  const drawn = inPoints(coverIn(image.width, image.height, box));
  page.pushOperators(
    pushGraphicsState(),
    rectangle(area.x, area.top - area.h, area.w, area.h),
    clip(),
    endPath(),
  );
  page.drawImage(image.pdfImage, {
    x: drawn.x,
    y: drawn.top - drawn.h,
    width: drawn.w,
    height: drawn.h,
  });
  page.pushOperators(popGraphicsState());
}

/** The title page: dark, the brand as the stage label, the deck's title large, who and for whom. */
function drawCover(pdf: PDFDocument, source: DeckExportSource, fonts: Fonts, writer: Writer) {
  const page = pdf.addPage(PAGE);
  page.drawRectangle({ x: 0, y: 0, width: PAGE[0], height: PAGE[1], color: COVER_BG });
  const { text } = slideFrame(false);
  const width = text.w * 0.8;
  const title = writer.title(
    deckTitleOf(source),
    width,
    text.h * TITLE_SHARE,
    fonts.serif,
    COVER_TITLE_SIZES,
  );
  const lineText = coverLine(source);
  const line = lineText
    ? writer.fit(
        [{ kind: "paragraph", text: lineText }],
        width,
        1,
        fonts.serifItalic,
        [26, 24, 22, 20],
        TITLE_SPACING,
      )
    : null;
  const byline = (SLIDE_TYPE.stage * 1.6) / 72;
  const below = (line ? fittedHeight(line) + 0.25 : 0) + 0.35 + byline;
  const boxes = stackSlide(text, fittedHeight(title), below);
  writer.line(page, (source.brand?.trim() || "Sell deck").toUpperCase(), boxes.stage, {
    font: fonts.bold,
    size: SLIDE_TYPE.stage,
    color: COVER_ACCENT,
    trackingEm: PDF_TRACKING_EM,
  });
  writer.draw(page, title, boxes.title, { font: fonts.serif, color: COVER_TEXT });
  let y = boxes.body.y;
  if (line) {
    writer.draw(page, line, { ...boxes.body, y }, { font: fonts.serifItalic, color: COVER_TEXT });
    y += fittedHeight(line) + 0.25;
  }
  writer.line(
    page,
    deckByline(source),
    { ...boxes.body, y: y + 0.35, h: byline },
    {
      font: fonts.body,
      size: SLIDE_TYPE.stage * 1.2,
      color: COVER_MUTED,
    },
  );
  writer.line(page, `Made with ${PRODUCT_NAME}`, footerBoxes(false).line, {
    font: fonts.body,
    size: SLIDE_TYPE.footer,
    color: COVER_MUTED,
  });
}

/**
 * A slide as the app draws it: the stage label, the title large and the body, centred in the
 * text column; the picture filling the right-hand column to the slide's edges; the brand and
 * campaign line in the footer with the slide's number.
 */
function drawSlide(
  pdf: PDFDocument,
  source: DeckExportSource,
  slide: DeckExportSource["slides"][number],
  image: { pdfImage: PDFImage; width: number; height: number } | undefined,
  number: string,
  fonts: Fonts,
  writer: Writer,
) {
  const page = pdf.addPage(PAGE);
  const hasImage = image !== undefined;
  const frame = slideFrame(hasImage);
  const lines = deckLines(slide.content);
  const { title, body } = fitSlideText(
    hasImage ? TITLE_SIZES_WITH_IMAGE : TITLE_SIZES,
    (sizes) =>
      writer.title(slide.title, frame.text.w, frame.text.h * TITLE_SHARE, fonts.serif, sizes),
    (titleHeight) =>
      lines.length > 0
        ? writer.fit(
            lines,
            frame.text.w,
            bodyRoom(frame.text, titleHeight),
            fonts.body,
            BODY_SIZES,
            BODY_SPACING,
          )
        : null,
  );
  const titleHeight = fittedHeight(title);
  const boxes = stackSlide(frame.text, titleHeight, body ? fittedHeight(body) : 0);

  if (image && frame.image) drawCovering(page, image, frame.image);
  writer.line(page, slide.stageLabel.toUpperCase(), boxes.stage, {
    font: fonts.bold,
    size: SLIDE_TYPE.stage,
    color: ACCENT,
    trackingEm: PDF_TRACKING_EM,
  });
  writer.draw(page, title, boxes.title, { font: fonts.serif, color: INK });
  if (body) writer.draw(page, body, boxes.body, { font: fonts.body, color: MUTED });

  const footer = footerBoxes(hasImage);
  const small = { font: fonts.body, size: SLIDE_TYPE.footer };
  writer.line(page, deckFooter(source), footer.line, { ...small, color: MUTED });
  if (hasImage) {
    // Over a picture the number sits in a dark pill, as in the app.
    const width = writer.width(number, { ...small, color: WHITE }) / 72;
    const pill = inPoints(numberPill(footer.number, width));
    page.drawRectangle({
      x: pill.x,
      y: pill.top - pill.h,
      width: pill.w,
      height: pill.h,
      color: BLACK,
      opacity: 0.58,
    });
  }
  writer.line(page, number, footer.number, {
    ...small,
    color: hasImage ? WHITE : MUTED,
    align: "right",
  });
}

/**
 * The deck as a PDF of 16:9 pages that look like the deck in the app: a title page, then each
 * slide with its stage label ('THE PROBLEM'), its title large, its words and its picture filling
 * the right-hand column. Speaker notes stay out: the PDF is what the audience is handed; the
 * notes travel in the .pptx.
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
    serif: await pdf.embedFont(StandardFonts.TimesRoman),
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
  const count = source.slides.length;
  source.slides.forEach((slide, index) =>
    drawSlide(
      pdf,
      source,
      slide,
      slide.imageUrl ? embedded.get(slide.imageUrl) : undefined,
      `${index + 1} / ${count}`,
      fonts,
      writer,
    ),
  );
  return pdf.save();
}

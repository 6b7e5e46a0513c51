import {
  PDFDocument,
  StandardFonts,
  rgb,
  setCharacterSpacing,
  type Color,
  type PDFFont,
  type PDFImage,
  type PDFPage,
} from "pdf-lib";
import { EXPORTS, PRODUCT_NAME } from "../../../../shared/constants";
import {
  buildExportDocument,
  coverFacts,
  PREPARED_WITH,
  type DocBlock,
  type ExportDocument,
} from "../../../../shared/exports/exportDocument";
import { fitImage } from "./fitImage";
import { fontCleaner, wrapText } from "./pdfText";
import type { ExportOptions, ExportSource, LoadedImage } from "./types";

/** A4 in points, 0.75 in margins (spec 9); the running header and footer sit inside them. */
const A4: [number, number] = [595.28, 841.89];
const MARGIN = EXPORTS.pdfMarginInches * 72;
const WIDTH = A4[0] - 2 * MARGIN;
const HEADER_BASELINE = A4[1] - MARGIN - 7;
const TOP = A4[1] - MARGIN - 34;
const FOOTER_BASELINE = MARGIN;
const BOTTOM = MARGIN + 30;

/** The app's sand and ruby (DESIGN: Radix sand gray, ruby accent), as print colours. */
function hex(value: string): Color {
  const n = Number.parseInt(value, 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
}
const INK = hex("21201c");
const TEXT = hex("3b3a37");
const MUTED = hex("63635e");
const ACCENT = hex("ca244d");
const RULE = hex("dad9d6");

type Fonts = Record<
  "sans" | "sansBold" | "sansItalic" | "serif" | "serifBold" | "serifItalic",
  PDFFont
>;

type Style = {
  font: PDFFont;
  size: number;
  /** Line height as a multiple of the size. */
  leading: number;
  color: Color;
  /**
   * Letter spacing in ems (labels in capitals). At most 0.08: from about 0.1 em, readers take
   * the gaps for spaces and a copied 'THE IDEA' would paste as 'T H E I D E A'.
   */
  tracking?: number;
  upper?: boolean;
};

/** One type scale for the whole document (serif for what a reader looks at first). */
function styles(fonts: Fonts) {
  return {
    display: { font: fonts.serif, size: 44, leading: 1.08, color: INK },
    headline: { font: fonts.serifItalic, size: 17, leading: 1.3, color: TEXT },
    kicker: {
      font: fonts.sansBold,
      size: 7.5,
      leading: 1.4,
      color: ACCENT,
      tracking: 0.08,
      upper: true,
    },
    label: {
      font: fonts.sansBold,
      size: 7,
      leading: 1.4,
      color: MUTED,
      tracking: 0.08,
      upper: true,
    },
    fact: { font: fonts.sans, size: 10, leading: 1.35, color: INK },
    h1: { font: fonts.serif, size: 22, leading: 1.15, color: INK },
    h2: { font: fonts.serifBold, size: 14.5, leading: 1.2, color: INK },
    lead: { font: fonts.serif, size: 14, leading: 1.4, color: INK },
    body: { font: fonts.sans, size: 10, leading: 1.55, color: TEXT },
    strong: { font: fonts.sansBold, size: 10, leading: 1.55, color: INK },
    caption: { font: fonts.sansItalic, size: 8, leading: 1.4, color: MUTED },
    small: { font: fonts.sans, size: 8, leading: 1.3, color: MUTED },
  } satisfies Record<string, Style>;
}
type Styles = ReturnType<typeof styles>;

/** Text set in lines for one style and width, ready to measure and draw. */
type SetText = { lines: string[]; style: Style; height: number };

class Typesetter {
  /** What the standard fonts can't encode becomes a look-alike, or goes (pdfText). */
  readonly clean = fontCleaner();

  width(text: string, style: Style): number {
    const chars = [...text].length;
    return (
      style.font.widthOfTextAtSize(text, style.size) +
      (style.tracking ?? 0) * style.size * Math.max(0, chars - 1)
    );
  }

  set(text: string, style: Style, width: number): SetText {
    const clean = this.clean(style.upper ? text.toUpperCase() : text, style.font);
    const lines = wrapText(clean, width, (s) => this.width(s, style));
    return { lines, style, height: lines.length * style.size * style.leading };
  }

  /** Draws `line` with its top at `top` (points from the page's foot). */
  line(page: PDFPage, line: string, style: Style, x: number, top: number) {
    const baseline = top - ((style.leading - 1) / 2 + 0.78) * style.size;
    if (style.tracking) page.pushOperators(setCharacterSpacing(style.tracking * style.size));
    page.drawText(line, { x, y: baseline, font: style.font, size: style.size, color: style.color });
    if (style.tracking) page.pushOperators(setCharacterSpacing(0));
  }

  draw(page: PDFPage, text: SetText, x: number, top: number) {
    const step = text.style.size * text.style.leading;
    text.lines.forEach((line, i) => this.line(page, line, text.style, x, top - i * step));
  }
}

/** Something drawn whole, never split across pages: its height, then how to draw it. */
type Unit = { height: number; draw: (page: PDFPage, top: number) => void };

/** The pages after the cover, filled top to bottom; a page turns when the next unit won't fit. */
class Flow {
  readonly pages: PDFPage[] = [];
  private page: PDFPage | null = null;
  private y = TOP;

  constructor(private readonly pdf: PDFDocument) {}

  private current(): PDFPage {
    if (!this.page) this.turn();
    return this.page!;
  }

  turn() {
    this.page = this.pdf.addPage(A4);
    this.pages.push(this.page);
    this.y = TOP;
  }

  get atTop(): boolean {
    return this.page === null || this.y >= TOP;
  }

  /** The room left on the page. */
  get room(): number {
    return this.page === null ? TOP - BOTTOM : this.y - BOTTOM;
  }

  space(points: number) {
    if (!this.atTop) this.y -= points;
  }

  /** Places `unit`, turning the page first unless it and `keep` more points fit. */
  place(unit: Unit, keep = 0) {
    if (!this.atTop && unit.height + keep > this.room) this.turn();
    unit.draw(this.current(), this.y);
    this.y -= unit.height;
  }
}

const textUnit = (type: Typesetter, text: SetText, x = MARGIN): Unit => ({
  height: text.height,
  draw: (page, top) => type.draw(page, text, x, top),
});

const imageUnit = (image: PDFImage, size: { width: number; height: number }, x: number): Unit => ({
  height: size.height,
  draw: (page, top) =>
    page.drawImage(image, { x, y: top - size.height, width: size.width, height: size.height }),
});

function stack(units: Unit[], gap = 0): Unit {
  return {
    height: units.reduce((sum, unit) => sum + unit.height, 0) + gap * Math.max(0, units.length - 1),
    draw: (page, top) => {
      let y = top;
      for (const unit of units) {
        unit.draw(page, y);
        y -= unit.height + gap;
      }
    },
  };
}

/** Tallest a picture in the text column is drawn: two fit a page with their words. */
const MAX_IMAGE_HEIGHT = (TOP - BOTTOM) * 0.45;
const AD_IMAGE_WIDTH = WIDTH * 0.44;
const AD_IMAGE_HEIGHT = 300;
const GUTTER = 22;

/** An ad: its picture at its own proportions on the left, label, headline and copy beside it. */
function adUnit(
  type: Typesetter,
  s: Styles,
  label: string,
  image: PDFImage | undefined,
  words: DocBlock[],
): Unit {
  const size = image
    ? fitImage(image.width, image.height, AD_IMAGE_WIDTH, AD_IMAGE_HEIGHT)
    : { width: 0, height: 0 };
  const textX = image ? MARGIN + AD_IMAGE_WIDTH + GUTTER : MARGIN;
  const textWidth = image ? WIDTH - AD_IMAGE_WIDTH - GUTTER : WIDTH;
  const parts: Unit[] = [textUnit(type, type.set(label, s.kicker, textWidth), textX)];
  for (const block of words) {
    if (block.type !== "paragraph") continue;
    const style = block.strong ? s.h2 : s.body;
    parts.push({ height: block.strong ? 4 : 2, draw: () => undefined });
    parts.push(textUnit(type, type.set(block.text, style, textWidth), textX));
  }
  const text = stack(parts, 4);
  const picture = image ? imageUnit(image, size, MARGIN + (AD_IMAGE_WIDTH - size.width) / 2) : null;
  return {
    height: Math.max(text.height, size.height),
    draw: (page, top) => {
      picture?.draw(page, top);
      text.draw(page, top);
    },
  };
}

function captioned(
  type: Typesetter,
  s: Styles,
  image: Unit,
  caption: string,
  x: number,
  w: number,
) {
  if (!caption) return image;
  return stack([image, textUnit(type, type.set(caption, s.caption, w), x)], 5);
}

/** Pictures two to a row, each at its own proportions, captions beneath. */
function galleryRow(
  type: Typesetter,
  s: Styles,
  cells: { image: PDFImage; caption: string }[],
): Unit {
  const cellWidth = cells.length === 1 ? WIDTH : (WIDTH - GUTTER) / 2;
  const maxHeight = cells.length === 1 ? MAX_IMAGE_HEIGHT : MAX_IMAGE_HEIGHT * 0.8;
  const units = cells.map((cell, i) => {
    const size = fitImage(cell.image.width, cell.image.height, cellWidth, maxHeight);
    const cellX = MARGIN + i * (cellWidth + GUTTER);
    const x = cellX + (cellWidth - size.width) / 2;
    return captioned(
      type,
      s,
      imageUnit(cell.image, size, x),
      cell.caption,
      x,
      cellX + cellWidth - x,
    );
  });
  return {
    height: Math.max(...units.map((unit) => unit.height)),
    draw: (page, top) => units.forEach((unit) => unit.draw(page, top)),
  };
}

/**
 * The body, block by block. Headings and ad labels keep with what follows them (an ad is drawn
 * whole, its picture beside its words), so no heading ever ends a page; paragraphs may break
 * between lines, never before their second line.
 */
function drawBody(
  flow: Flow,
  type: Typesetter,
  s: Styles,
  blocks: readonly DocBlock[],
  images: Map<string, PDFImage>,
) {
  /** The units of blocks[at], and the index after them. */
  const unitsAt = (at: number): { units: Unit[]; next: number } => {
    const block = blocks[at];
    switch (block.type) {
      case "heading":
        return { units: [textUnit(type, type.set(block.text, s.h1, WIDTH))], next: at + 1 };
      case "subheading": {
        let end = at + 1;
        while (end < blocks.length && !["heading", "subheading"].includes(blocks[end].type)) {
          end += 1;
        }
        const group = blocks.slice(at + 1, end);
        const picture = group.find((b) => b.type === "image");
        const image = picture?.type === "image" ? images.get(picture.url) : undefined;
        const whole = adUnit(type, s, block.text, image, group);
        if (whole.height <= TOP - BOTTOM) return { units: [whole], next: end };
        // Copy longer than a page: the label and picture together, then the words by lines.
        const size = image && fitImage(image.width, image.height, WIDTH, MAX_IMAGE_HEIGHT);
        const head = stack([
          textUnit(type, type.set(block.text, s.kicker, WIDTH)),
          ...(image && size ? [gap(8), imageUnit(image, size, MARGIN)] : []),
        ]);
        const words = group.flatMap((b) =>
          b.type === "paragraph"
            ? [gap(6), ...linesOf(type, type.set(b.text, b.strong ? s.h2 : s.body, WIDTH), MARGIN)]
            : [],
        );
        return { units: [head, ...words], next: end };
      }
      case "paragraph": {
        const text = type.set(
          block.text,
          block.lead ? s.lead : block.strong ? s.strong : s.body,
          WIDTH,
        );
        return { units: linesOf(type, text, MARGIN), next: at + 1 };
      }
      case "bullets":
      case "steps": {
        const units = block.items.flatMap((item, i) => {
          const text = type.set(item, s.body, WIDTH - 16);
          const mark = block.type === "bullets" ? "•" : `${i + 1}.`;
          const [first, ...rest] = linesOf(type, text, MARGIN + 16);
          return [
            {
              height: first.height + (i > 0 ? 3 : 0),
              draw: (page: PDFPage, top: number) => {
                const y = top - (i > 0 ? 3 : 0);
                type.line(page, mark, { ...s.body, color: ACCENT }, MARGIN + 2, y);
                first.draw(page, y);
              },
            },
            ...rest,
          ];
        });
        return { units, next: at + 1 };
      }
      case "image": {
        const cells: { image: PDFImage; caption: string }[] = [];
        let end = at;
        while (end < blocks.length && blocks[end].type === "image") {
          const b = blocks[end] as Extract<DocBlock, { type: "image" }>;
          const image = images.get(b.url);
          if (image) cells.push({ image, caption: b.caption });
          end += 1;
        }
        const rows: Unit[] = [];
        for (let i = 0; i < cells.length; i += 2) {
          rows.push(galleryRow(type, s, cells.slice(i, i + 2)));
        }
        return { units: rows.flatMap((row, i) => (i > 0 ? [gap(18), row] : [row])), next: end };
      }
    }
  };

  /** Space above a block (none at a page's top). */
  const spaceBefore = (block: DocBlock): number =>
    block.type === "heading"
      ? 26
      : block.type === "subheading"
        ? 22
        : block.type === "image"
          ? 8
          : 0;

  /** What must fit beside a heading: the next block's start (two lines, a picture, an ad). */
  const startOf = (at: number): number => {
    if (at >= blocks.length) return 0;
    const { units, next } = unitsAt(at);
    const [first, second] = units;
    const text = ["paragraph", "bullets", "steps"].includes(blocks[at].type);
    const height = (first?.height ?? 0) + (text ? (second?.height ?? 0) : 0);
    const start = spaceBefore(blocks[at]) + height;
    return blocks[at].type === "heading" ? start + HEADING_AFTER + startOf(next) : start;
  };

  let at = 0;
  while (at < blocks.length) {
    const block = blocks[at];
    const { units, next } = unitsAt(at);
    flow.space(spaceBefore(block));
    if (block.type === "heading") {
      flow.place(units[0], HEADING_AFTER + startOf(next));
      flow.space(HEADING_AFTER);
    } else if (block.type === "subheading" || block.type === "image") {
      units.forEach((unit) => flow.place(unit));
    } else {
      // Never a single line left at a page's foot: the first two lines go together.
      const [first, second, ...rest] = units;
      flow.place(second ? stack([first, second]) : first);
      rest.forEach((unit) => flow.place(unit));
      flow.space(block.type === "paragraph" && block.lead ? 10 : 8);
    }
    at = next;
  }
}

const HEADING_AFTER = 10;

const gap = (height: number): Unit => ({ height, draw: () => undefined });

/** A set text as one unit per line, so it may break between lines. */
function linesOf(type: Typesetter, text: SetText, x: number): Unit[] {
  const step = text.style.size * text.style.leading;
  return text.lines.map((line) => ({
    height: step,
    draw: (page: PDFPage, top: number) => type.line(page, line, text.style, x, top),
  }));
}

/** The call to action that closes the document, kept together. */
function closing(type: Typesetter, s: Styles, doc: ExportDocument): Unit {
  const rule: Unit = {
    height: 1,
    draw: (page, top) =>
      page.drawLine({
        start: { x: MARGIN, y: top },
        end: { x: MARGIN + WIDTH, y: top },
        thickness: 0.5,
        color: RULE,
      }),
  };
  return stack(
    [
      rule,
      gap(8),
      textUnit(type, type.set(doc.footer.cta, s.strong, WIDTH)),
      ...doc.footer.links.map((link) =>
        textUnit(type, type.set(`${link.label}: ${link.url}`, s.small, WIDTH)),
      ),
    ],
    4,
  );
}

/**
 * The cover: the brand and what the document is, the hero at its own proportions, the campaign's
 * name large with its line beneath, and for whom, by whom and when at the foot.
 */
function drawCover(
  page: PDFPage,
  type: Typesetter,
  s: Styles,
  doc: ExportDocument,
  hero: PDFImage | undefined,
  date: Date | undefined,
) {
  // A landscape hero runs the page's full width at its top (uncut: its proportions kept); a
  // taller one sits inside the margins beneath the brand.
  const bleed = hero !== undefined && (A4[0] * hero.height) / hero.width <= A4[1] * 0.46;
  const bleedHeight = bleed ? (A4[0] * hero.height) / hero.width : 0;
  const top = bleed ? A4[1] - bleedHeight - 30 : A4[1] - MARGIN;
  if (bleed)
    page.drawImage(hero, { x: 0, y: A4[1] - bleedHeight, width: A4[0], height: bleedHeight });
  const kicker = type.set(doc.brand ?? doc.kind, s.kicker, WIDTH / 2);
  type.draw(page, { ...kicker, lines: kicker.lines.slice(0, 1) }, MARGIN, top);
  if (doc.brand) {
    const kind = type.clean(doc.kind.toUpperCase(), s.label.font);
    type.line(page, kind, s.label, MARGIN + WIDTH - type.width(kind, s.label), top);
  }

  // The foot: a hairline, then the facts in columns, then the sign-off.
  const facts = coverFacts(doc, date);
  const column = (WIDTH - GUTTER * (facts.length - 1)) / facts.length;
  const values = facts.map((fact) => type.set(fact.value, s.fact, column));
  const factsHeight = 12 + Math.max(...values.map((v) => v.height));
  const footTop = MARGIN + 22 + factsHeight + 14;
  page.drawLine({
    start: { x: MARGIN, y: footTop },
    end: { x: MARGIN + WIDTH, y: footTop },
    thickness: 0.5,
    color: RULE,
  });
  facts.forEach((fact, i) => {
    const x = MARGIN + i * (column + GUTTER);
    type.line(page, type.clean(fact.label.toUpperCase(), s.label.font), s.label, x, footTop - 14);
    type.draw(page, values[i], x, footTop - 26);
  });
  const site = doc.footer.links.at(-1)?.url;
  const signOff = type.clean(site ? `${PREPARED_WITH} · ${site}` : PREPARED_WITH, s.small.font);
  type.line(page, signOff, s.small, MARGIN, MARGIN + 10);

  // The title block, as large as fits in three lines.
  let title = type.set(doc.title, s.display, WIDTH);
  for (const size of [40, 36, 32, 28]) {
    if (title.lines.length <= 3) break;
    title = type.set(doc.title, { ...s.display, size }, WIDTH);
  }
  const headline = doc.headline ? type.set(doc.headline, s.headline, WIDTH * 0.9) : null;
  const titleBlock = stack(
    [textUnit(type, title), ...(headline ? [gap(6), textUnit(type, headline)] : [])],
    4,
  );
  if (bleed) {
    titleBlock.draw(page, top - 34);
    return;
  }
  const heroTop = top - 30;
  const room = heroTop - (footTop + 40) - titleBlock.height - 36;
  if (hero && room > 120) {
    const size = fitImage(hero.width, hero.height, WIDTH, Math.min(room, 400));
    page.drawImage(hero, {
      x: MARGIN + (WIDTH - size.width) / 2,
      y: heroTop - size.height,
      width: size.width,
      height: size.height,
    });
    titleBlock.draw(page, heroTop - size.height - 36);
  } else {
    // No picture: the title sits a little above the middle of the page.
    titleBlock.draw(page, Math.min(heroTop - 60, A4[1] * 0.62));
  }
}

function drawRunningParts(
  pages: PDFPage[],
  total: number,
  type: Typesetter,
  s: Styles,
  doc: ExportDocument,
) {
  const header = type.clean(doc.title, s.caption.font);
  const product = type.clean(doc.header.toUpperCase(), s.label.font);
  const link = doc.footer.links[0]?.url;
  const footer = type.clean(
    link ? `Made with ${PRODUCT_NAME} · ${link}` : `Made with ${PRODUCT_NAME}`,
    s.small.font,
  );
  pages.forEach((page, i) => {
    const number = `${i + 2} / ${total}`;
    const numberWidth = type.width(number, s.small);
    const productWidth = type.width(product, s.label);
    const [title] = wrapText(header, WIDTH - productWidth - GUTTER, (t) =>
      type.width(t, s.caption),
    );
    type.line(page, title ?? "", { ...s.caption, color: MUTED }, MARGIN, HEADER_BASELINE + 8);
    type.line(page, product, s.label, MARGIN + WIDTH - productWidth, HEADER_BASELINE + 8);
    page.drawLine({
      start: { x: MARGIN, y: HEADER_BASELINE - 6 },
      end: { x: MARGIN + WIDTH, y: HEADER_BASELINE - 6 },
      thickness: 0.5,
      color: RULE,
    });
    const [line] = wrapText(footer, WIDTH - numberWidth - GUTTER, (t) => type.width(t, s.small));
    type.line(page, line ?? "", s.small, MARGIN, FOOTER_BASELINE + 8);
    type.line(
      page,
      number,
      { ...s.small, color: INK },
      MARGIN + WIDTH - numberWidth,
      FOOTER_BASELINE + 8,
    );
  });
}

async function embed(pdf: PDFDocument, image: LoadedImage): Promise<PDFImage | null> {
  if (image.mime === "image/png") return pdf.embedPng(image.bytes);
  if (image.mime === "image/jpeg") return pdf.embedJpg(image.bytes);
  // SVGs reach Word and PDF rasterised (loadImages); one that didn't is left out, not drawn wrong.
  return null;
}

/**
 * The export as a PDF a client keeps: a cover (brand, hero, the campaign's name and line, for
 * whom, by whom and when), then the idea and the ads on A4 with 0.75 in margins, a running header
 * and 'n / total' on every page after the cover, real (selectable) text in the standard fonts,
 * each image once, and the call to action at the end.
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
    sans: await pdf.embedFont(StandardFonts.Helvetica),
    sansBold: await pdf.embedFont(StandardFonts.HelveticaBold),
    sansItalic: await pdf.embedFont(StandardFonts.HelveticaOblique),
    serif: await pdf.embedFont(StandardFonts.TimesRoman),
    serifBold: await pdf.embedFont(StandardFonts.TimesRomanBold),
    serifItalic: await pdf.embedFont(StandardFonts.TimesRomanItalic),
  };
  const s = styles(fonts);
  const type = new Typesetter();
  const embedded = new Map<string, PDFImage>();
  for (const image of images) {
    const pdfImage = await embed(pdf, image);
    if (pdfImage) embedded.set(image.url, pdfImage);
  }

  const cover = pdf.addPage(A4);
  drawCover(cover, type, s, doc, doc.hero ? embedded.get(doc.hero.url) : undefined, options.date);
  const flow = new Flow(pdf);
  drawBody(flow, type, s, doc.blocks, embedded);
  // The call to action closes the last page when it has room; the cover and every footer carry
  // it too, so a page of its own would say nothing new.
  const end = closing(type, s, doc);
  if (end.height + 30 <= flow.room) {
    flow.space(30);
    flow.place(end);
  }
  drawRunningParts(flow.pages, pdf.getPageCount(), type, s, doc);
  return pdf.save();
}

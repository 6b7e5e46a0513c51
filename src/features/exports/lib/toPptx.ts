import PptxGenJS from "pptxgenjs";
import { PRODUCT_NAME } from "../../../../shared/constants";
import {
  BODY_SIZES,
  COVER_TITLE_SIZES,
  DECK_COLORS,
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
  estimateWidth,
  fitSlideText,
  fitText,
  fittedHeight,
  type FittedText,
  type Spacing,
} from "./deckText";
import type { DeckExportSource } from "./deckTypes";
import type { LoadedImage } from "./types";

/**
 * Fonts every PowerPoint has: the app's serif and sans (Fraunces, Inter) ship with the app, not
 * with Office, and a missing font would be swapped for whatever the viewer's machine picks.
 */
const SERIF = "Georgia";
const SANS = "Arial";

/** Characters XML 1.0 can't hold (controls, lone surrogates) would make PowerPoint refuse the file. */
function xmlSafe(text: string): string {
  let out = "";
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    const control = code < 0x20 && char !== "\n" && char !== "\t" && char !== "\r";
    const loneSurrogate = code >= 0xd800 && code <= 0xdfff;
    if (!control && !loneSurrogate && code !== 0xfffe && code !== 0xffff) out += char;
  }
  return out;
}

function oneLine(text: string): string {
  return xmlSafe(text.replace(/\s*\r?\n\s*/g, " ").trim());
}

const points = (inches: number) => inches * 72;

function base64(bytes: Uint8Array): string {
  let binary = "";
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  return btoa(binary);
}

function dataUrl(image: LoadedImage): string {
  return `data:${image.mime};base64,${base64(image.bytes)}`;
}

const TITLE_SPACING: Spacing = { lineHeight: SLIDE_TYPE.titleLeading, itemSpaceEm: 0 };
const BODY_SPACING: Spacing = {
  lineHeight: SLIDE_TYPE.bodyLeading,
  itemSpaceEm: SLIDE_TYPE.bulletGapEm,
};

/** The size at which a text fits `width` × `height` inches, cut if even the smallest can't. */
function fit(
  items: DeckLine[],
  width: number,
  height: number,
  sizes: readonly number[],
  spacing: Spacing,
  emPerChar?: number,
) {
  return fitText(
    items,
    points(width),
    points(height),
    sizes,
    (s, size) => estimateWidth(s, size, emPerChar),
    spacing,
  );
}

/** A title fitted to its room: serif headlines are wider than the body's sans. */
function fitTitle(text: string, width: number, height: number, sizes: readonly number[]) {
  return fit([{ kind: "paragraph", text }], width, height, sizes, TITLE_SPACING, 0.6);
}

function addHeadline(
  slide: PptxGenJS.Slide,
  fitted: FittedText,
  box: Box,
  style: { color: string; italic?: boolean },
) {
  slide.addText(fitted.items[0]?.text ?? "", {
    ...box,
    fontFace: SERIF,
    fontSize: fitted.size,
    italic: style.italic,
    color: style.color,
    valign: "top",
    margin: 0,
    lineSpacingMultiple: fitted.lineHeight,
    // A title typed longer later shrinks to its box rather than running into the body.
    fit: "shrink",
  });
}

/** A small line (stage label, footer) set at its box's top. */
function addLine(
  slide: PptxGenJS.Slide,
  text: string,
  box: Box,
  style: { size: number; color: string; bold?: boolean; tracking?: boolean; align?: "right" },
) {
  slide.addText(oneLine(text), {
    ...box,
    fontFace: SANS,
    fontSize: style.size,
    bold: style.bold,
    color: style.color,
    charSpacing: style.tracking ? SLIDE_TYPE.stageTrackingEm * style.size : undefined,
    align: style.align,
    valign: "middle",
    margin: 0,
  });
}

function addCover(pptx: PptxGenJS, source: DeckExportSource) {
  const slide = pptx.addSlide();
  slide.background = { color: DECK_COLORS.cover };
  const { text } = slideFrame(false);
  const width = text.w * 0.8;
  const title = fitTitle(
    oneLine(deckTitleOf(source)),
    width,
    text.h * TITLE_SHARE,
    COVER_TITLE_SIZES,
  );
  const campaign = coverLine(source);
  const line = campaign
    ? fit(
        [{ kind: "paragraph", text: oneLine(campaign) }],
        width,
        1,
        [26, 24, 22, 20],
        TITLE_SPACING,
        0.6,
      )
    : null;
  const byline = (SLIDE_TYPE.stage * 1.6) / 72;
  const below = (line ? fittedHeight(line) + 0.25 : 0) + 0.35 + byline;
  const boxes = stackSlide(text, fittedHeight(title), below);
  addLine(slide, (source.brand?.trim() || "Sell deck").toUpperCase(), boxes.stage, {
    size: SLIDE_TYPE.stage,
    color: DECK_COLORS.coverAccent,
    bold: true,
    tracking: true,
  });
  addHeadline(slide, title, { ...boxes.title, w: width }, { color: DECK_COLORS.coverText });
  let y = boxes.body.y;
  if (line) {
    addHeadline(
      slide,
      line,
      { ...boxes.body, y, w: width, h: fittedHeight(line) },
      { color: DECK_COLORS.coverText, italic: true },
    );
    y += fittedHeight(line) + 0.25;
  }
  addLine(
    slide,
    deckByline(source),
    { ...boxes.body, y: y + 0.35, h: byline },
    {
      size: SLIDE_TYPE.stage * 1.2,
      color: DECK_COLORS.coverMuted,
    },
  );
  addLine(slide, `Made with ${PRODUCT_NAME}`, footerBoxes(false).line, {
    size: SLIDE_TYPE.footer,
    color: DECK_COLORS.coverMuted,
  });
}

function addContentSlide(
  pptx: PptxGenJS,
  source: DeckExportSource,
  deckSlide: DeckExportSource["slides"][number],
  image: LoadedImage | undefined,
  number: string,
) {
  const slide = pptx.addSlide();
  slide.background = { color: DECK_COLORS.paper };
  const hasImage = image !== undefined;
  const frame = slideFrame(hasImage);
  const lines = deckLines(xmlSafe(deckSlide.content));
  const { title, body } = fitSlideText(
    hasImage ? TITLE_SIZES_WITH_IMAGE : TITLE_SIZES,
    (sizes) => fitTitle(oneLine(deckSlide.title), frame.text.w, frame.text.h * TITLE_SHARE, sizes),
    (titleHeight) =>
      lines.length > 0
        ? fit(lines, frame.text.w, bodyRoom(frame.text, titleHeight), BODY_SIZES, BODY_SPACING)
        : null,
  );
  const titleHeight = fittedHeight(title);
  const boxes = stackSlide(frame.text, titleHeight, body ? fittedHeight(body) : 0);

  if (image && frame.image) {
    // The picture fills its column to the slide's edges, cut as the app's `object-fit: cover`.
    // pptxgenjs reads the picture's proportions from w and h, and cuts it to the sizing box.
    const drawn = coverIn(image.width, image.height, frame.image);
    slide.addImage({
      data: dataUrl(image),
      x: frame.image.x,
      y: frame.image.y,
      w: drawn.w,
      h: drawn.h,
      sizing: { type: "cover", w: frame.image.w, h: frame.image.h },
      altText: oneLine(deckSlide.title),
    });
  }
  addLine(slide, deckSlide.stageLabel.toUpperCase(), boxes.stage, {
    size: SLIDE_TYPE.stage,
    color: DECK_COLORS.accent,
    bold: true,
    tracking: true,
  });
  addHeadline(slide, title, boxes.title, { color: DECK_COLORS.ink });
  if (body) {
    // One paragraph per line: bullets are PowerPoint's own list items, editable as such.
    const runs = body.items.map((item, i) => ({
      text: item.text,
      options: {
        bullet:
          item.kind === "bullet"
            ? { indent: Math.round(BULLET_INDENT_EM * body.size) }
            : (false as const),
        breakLine: i < body.items.length - 1,
      },
    }));
    slide.addText(runs, {
      ...boxes.body,
      // To the column's foot: the fit above is an estimate (PowerPoint's fonts aren't measured
      // here), and a box cut to it would make PowerPoint shrink text that fits.
      h: frame.text.y + frame.text.h - boxes.body.y,
      fontFace: SANS,
      fontSize: body.size,
      color: DECK_COLORS.muted,
      valign: "top",
      margin: 0,
      lineSpacingMultiple: body.lineHeight,
      paraSpaceAfter: Math.round(body.itemSpaceEm * body.size),
      // Text typed in later shrinks to the box in PowerPoint rather than running off the slide.
      fit: "shrink",
    });
  }

  const footer = footerBoxes(hasImage);
  addLine(slide, deckFooter(source), footer.line, {
    size: SLIDE_TYPE.footer,
    color: DECK_COLORS.muted,
  });
  if (hasImage) {
    // Over a picture the number sits in a dark pill, as in the app.
    const pill = numberPill(footer.number, estimateWidth(number, SLIDE_TYPE.footer) / 72);
    slide.addText(number, {
      ...pill,
      fontFace: SANS,
      fontSize: SLIDE_TYPE.footer,
      color: "FFFFFF",
      align: "center",
      valign: "middle",
      margin: 0,
      fill: { color: "000000", transparency: 42 },
    });
  } else {
    addLine(slide, number, footer.number, {
      size: SLIDE_TYPE.footer,
      color: DECK_COLORS.muted,
      align: "right",
    });
  }
  const notes = xmlSafe(deckSlide.speakerNotes.trim());
  if (notes) slide.addNotes(notes);
}

/**
 * The deck as a PowerPoint file (16:9 widescreen) laid out as the app's slides (the PDF's
 * layout): a title slide, then one slide per deck slide with its stage label, title and content
 * as editable text (bullets as real list items), its image filling the right-hand column, and
 * the speaker notes as the slide's notes.
 * `images` are PNG or JPEG (loadImages "raster"), matched to slides by URL.
 */
export async function toPptx(source: DeckExportSource, images: LoadedImage[]): Promise<Uint8Array> {
  const pptx = new PptxGenJS();
  pptx.layout = "LAYOUT_WIDE";
  pptx.title = oneLine(deckTitleOf(source));
  pptx.subject = oneLine(source.campaignName);
  pptx.author = oneLine(source.legendName);
  if (source.brand?.trim()) pptx.company = oneLine(source.brand);
  pptx.theme = { headFontFace: SERIF, bodyFontFace: SANS };

  const byUrl = new Map(
    images
      .filter((image) => image.mime === "image/png" || image.mime === "image/jpeg")
      .map((image) => [image.url, image]),
  );
  addCover(pptx, source);
  const count = source.slides.length;
  source.slides.forEach((slide, index) =>
    addContentSlide(
      pptx,
      source,
      slide,
      slide.imageUrl ? byUrl.get(slide.imageUrl) : undefined,
      `${index + 1} / ${count}`,
    ),
  );
  const output = await pptx.write({ outputType: "uint8array", compression: true });
  if (output instanceof Uint8Array) return output;
  if (output instanceof ArrayBuffer) return new Uint8Array(output);
  throw new Error("PowerPoint output was not binary.");
}

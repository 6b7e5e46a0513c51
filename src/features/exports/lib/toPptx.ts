import PptxGenJS from "pptxgenjs";
import { PRODUCT_NAME } from "../../../../shared/constants";
import {
  BODY_SIZES,
  COVER_LINE_BOX_HEIGHT,
  COVER_TITLE_BOX,
  COVER_TITLE_SIZES,
  DECK_COLORS,
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
import {
  BULLET_INDENT_EM,
  estimateWidth,
  fitText,
  fittedHeight,
  type FittedText,
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

/** The size at which a text fits its box, and the text cut if even the smallest size can't. */
function fit(items: DeckLine[], box: Box, sizes: readonly number[], emPerChar?: number) {
  return fitText(items, points(box.w), points(box.h), sizes, (s, size) =>
    estimateWidth(s, size, emPerChar),
  );
}

/** A one-line text (a title) fitted to `box`: serif headlines are wider than the body's sans. */
function fitLine(text: string, box: Box, sizes: readonly number[]): FittedText {
  return fit([{ kind: "paragraph", text }], box, sizes, 0.6);
}

function addHeadline(
  slide: PptxGenJS.Slide,
  fitted: FittedText,
  box: Box,
  style: { color: string; italic?: boolean; bold?: boolean },
) {
  slide.addText(fitted.items[0]?.text ?? "", {
    ...box,
    fontFace: SERIF,
    fontSize: fitted.size,
    bold: style.bold ?? true,
    italic: style.italic,
    color: style.color,
    valign: "top",
    margin: 0,
    lineSpacingMultiple: LINE_HEIGHT,
  });
}

function addCover(pptx: PptxGenJS, source: DeckExportSource) {
  const slide = pptx.addSlide();
  slide.background = { color: DECK_COLORS.cover };
  const title = fitLine(oneLine(deckTitleOf(source)), COVER_TITLE_BOX, COVER_TITLE_SIZES);
  const campaign = oneLine(source.campaignName);
  const lineBox = { ...COVER_TITLE_BOX, h: COVER_LINE_BOX_HEIGHT };
  const line = campaign ? fitLine(campaign, lineBox, [24, 20, 18]) : null;
  const boxes = coverBoxes(fittedHeight(title), line ? fittedHeight(line) : 0);
  const small = { fontFace: SANS, margin: 0, valign: "top" as const };
  if (source.brand?.trim()) {
    slide.addText(oneLine(source.brand).toUpperCase(), {
      ...boxes.kicker,
      ...small,
      fontSize: 12,
      bold: true,
      charSpacing: 2,
      color: DECK_COLORS.coverMuted,
    });
  }
  addHeadline(slide, title, boxes.title, { color: DECK_COLORS.coverText });
  if (line) {
    addHeadline(slide, line, boxes.line, {
      color: DECK_COLORS.coverText,
      italic: true,
      bold: false,
    });
  }
  slide.addText(oneLine(deckByline(source)), {
    ...boxes.byline,
    ...small,
    fontSize: 16,
    color: DECK_COLORS.coverMuted,
  });
  slide.addText(`Made with ${PRODUCT_NAME}`, {
    ...boxes.mark,
    ...small,
    fontSize: 10,
    color: DECK_COLORS.coverMuted,
  });
}

function addContentSlide(
  pptx: PptxGenJS,
  source: DeckExportSource,
  deckSlide: DeckExportSource["slides"][number],
  image: LoadedImage | undefined,
  number: number,
) {
  const slide = pptx.addSlide();
  slide.background = { color: DECK_COLORS.paper };
  const title = fitLine(oneLine(deckSlide.title), SLIDE_TITLE_BOX, TITLE_SIZES);
  const boxes = slideBoxes(image !== undefined, fittedHeight(title));
  const kicker = oneLine(source.campaignName || deckTitleOf(source)).toUpperCase();
  slide.addText(kicker, {
    ...boxes.kicker,
    fontFace: SANS,
    fontSize: 10,
    bold: true,
    charSpacing: 2,
    color: DECK_COLORS.accent,
    margin: 0,
    valign: "top",
  });
  slide.addText(String(number), {
    ...boxes.number,
    fontFace: SANS,
    fontSize: 10,
    color: DECK_COLORS.muted,
    align: "right",
    margin: 0,
    valign: "top",
  });
  addHeadline(slide, title, boxes.title, { color: DECK_COLORS.ink });

  const lines = deckLines(xmlSafe(deckSlide.content));
  if (lines.length > 0) {
    const fitted = fit(lines, boxes.body, BODY_SIZES);
    // One paragraph per line: bullets are PowerPoint's own list items, editable as such.
    const runs = fitted.items.map((item, i) => ({
      text: item.text,
      options: {
        bullet:
          item.kind === "bullet"
            ? { indent: Math.round(BULLET_INDENT_EM * fitted.size) }
            : (false as const),
        breakLine: i < fitted.items.length - 1,
      },
    }));
    slide.addText(runs, {
      ...boxes.body,
      fontFace: SANS,
      fontSize: fitted.size,
      color: DECK_COLORS.ink,
      valign: "top",
      margin: 0,
      lineSpacingMultiple: LINE_HEIGHT,
      paraSpaceAfter: Math.round(ITEM_SPACE_EM * fitted.size),
      // Text typed in later shrinks to the box in PowerPoint rather than running off the slide.
      fit: "shrink",
    });
  }

  if (image && boxes.image) {
    const placed = containIn(image.width, image.height, boxes.image);
    slide.addImage({ data: dataUrl(image), ...placed, altText: oneLine(deckSlide.title) });
  }
  const notes = xmlSafe(deckSlide.speakerNotes.trim());
  if (notes) slide.addNotes(notes);
}

/**
 * The deck as a PowerPoint file (16:9 widescreen): a title slide, then one slide per deck slide
 * with its title and content as editable text (bullets as real list items), its image fitted
 * beside the words at its own proportions, and the speaker notes as the slide's notes.
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
  source.slides.forEach((slide, index) =>
    addContentSlide(
      pptx,
      source,
      slide,
      slide.imageUrl ? byUrl.get(slide.imageUrl) : undefined,
      index + 2,
    ),
  );
  const output = await pptx.write({ outputType: "uint8array", compression: true });
  if (output instanceof Uint8Array) return output;
  if (output instanceof ArrayBuffer) return new Uint8Array(output);
  throw new Error("PowerPoint output was not binary.");
}

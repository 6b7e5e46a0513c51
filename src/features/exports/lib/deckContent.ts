import type { DeckExportSource } from "./deckTypes";

/** A line of a slide's content: bullets become real list items in every format. */
export type DeckLine = { kind: "bullet" | "paragraph"; text: string };

const BULLET = /^[-•*–]\s+/;

/** A slide's content as its lines: "- " lines are bullets, other lines paragraphs, blanks dropped. */
export function deckLines(content: string): DeckLine[] {
  return content
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "" && line !== "-")
    .map((line) =>
      BULLET.test(line)
        ? { kind: "bullet" as const, text: line.replace(BULLET, "").trim() }
        : { kind: "paragraph" as const, text: line },
    );
}

/** "by Mary Wells Lawrence · for Northbound Coffee" on the title slide. */
export function deckByline(source: DeckExportSource): string {
  const parts = [`by ${source.legendName.trim() || "a creative legend"}`];
  if (source.brand?.trim()) parts.push(`for ${source.brand.trim()}`);
  return parts.join(" · ");
}

export function deckTitleOf(source: DeckExportSource): string {
  return source.title.trim() || source.campaignName.trim() || "Sell deck";
}

/**
 * The app's slide (SlideCanvas and decks.css) on a 16:9 page, in inches (13.333 × 7.5,
 * PowerPoint's widescreen): the PowerPoint and the PDF share these boxes and sizes, so both
 * files look like the deck on screen. decks.css sizes everything in container units (cqi, a
 * hundredth of the slide's width); CQI turns them into inches.
 */
export const DECK_PAGE = { width: 13.333, height: 7.5 } as const;
const CQI = DECK_PAGE.width / 100;
const POINTS = 72;

export type Box = { x: number; y: number; w: number; h: number };

/** The app's colours (Radix sand and ruby, light), hex without "#". */
export const DECK_COLORS = {
  /** sand 12: titles. */
  ink: "21201C",
  /** sand 11: the body and the footer (gray-11). */
  muted: "63635E",
  /** ruby 11: the stage label (accent-11). */
  accent: "CA244D",
  paper: "FFFFFF",
  /** The image well behind a picture still loading in the app (gray-a3 on white). */
  well: "F1F0EF",
  cover: "21201C",
  coverText: "F7F6F4",
  /** sand 11 and ruby 11 of the dark theme, on the dark cover. */
  coverMuted: "B5B3AD",
  coverAccent: "FF949D",
} as const;

/** Type sizes in points, as decks.css sets them (`font-size: 5cqi` and so on). */
export const SLIDE_TYPE = {
  stage: 1.5 * CQI * POINTS,
  /** 0.12em in the app; 0.08 in the PDF, where wider gaps read as spaces to a copy. */
  stageTrackingEm: 0.12,
  titleLeading: 1.05,
  bodyLeading: 1.4,
  /** The gap between bullets (1cqi), in ems of the body size. */
  bulletGapEm: 1 / 2.1,
  footer: 1.3 * CQI * POINTS,
} as const;

/** Sizes (points) tried from the app's own down, until the text fits its room. */
export const TITLE_SIZES = [48, 44, 40, 36, 32, 28, 24] as const;
export const TITLE_SIZES_WITH_IMAGE = [38.4, 35, 32, 29, 26, 23, 20] as const;
export const BODY_SIZES = [20.16, 19, 18, 17, 16, 15, 14, 13, 12] as const;
export const COVER_TITLE_SIZES = [60, 54, 48, 44, 40, 36, 32, 28] as const;
/** The title may take at most this share of the text column's height. */
export const TITLE_SHARE = 0.55;

/** Where the image column starts: the slide's grid is 1.1fr (words) to 1fr (image). */
const IMAGE_X = (DECK_PAGE.width * 1.1) / 2.1;
const PAD_X = 6 * CQI;
const PAD_TOP = 6 * CQI;
const PAD_BOTTOM = 8 * CQI;
/** The text column's gap between stage label, title and body (2.2cqi). */
export const STACK_GAP = 2.2 * CQI;
export const STAGE_HEIGHT = (SLIDE_TYPE.stage * 1.25) / POINTS;

/** The text column (inside its padding) and the image column (the slide's full height). */
export function slideFrame(hasImage: boolean): { text: Box; image: Box | null } {
  const right = hasImage ? IMAGE_X : DECK_PAGE.width;
  return {
    text: {
      x: PAD_X,
      y: PAD_TOP,
      w: right - 2 * PAD_X,
      h: DECK_PAGE.height - PAD_TOP - PAD_BOTTOM,
    },
    image: hasImage
      ? { x: IMAGE_X, y: 0, w: DECK_PAGE.width - IMAGE_X, h: DECK_PAGE.height }
      : null,
  };
}

/**
 * The stage label, title and body stacked and centred in the text column, as the app's
 * `justify-content: center` does (heights in inches; a body of 0 is left out).
 */
export function stackSlide(
  text: Box,
  titleHeight: number,
  bodyHeight: number,
): { stage: Box; title: Box; body: Box } {
  const total =
    STAGE_HEIGHT + STACK_GAP + titleHeight + (bodyHeight > 0 ? STACK_GAP + bodyHeight : 0);
  const top = text.y + Math.max(0, (text.h - total) / 2);
  const stage = { x: text.x, y: top, w: text.w, h: STAGE_HEIGHT };
  const title = { x: text.x, y: stage.y + stage.h + STACK_GAP, w: text.w, h: titleHeight };
  const body = { x: text.x, y: title.y + title.h + STACK_GAP, w: text.w, h: bodyHeight };
  return { stage, title, body };
}

/** The room the body may take under a title `titleHeight` inches tall. */
export function bodyRoom(text: Box, titleHeight: number): number {
  return text.h - STAGE_HEIGHT - titleHeight - 2 * STACK_GAP;
}

/** The footer's line (brand · campaign line) at the left and the slide's number at the right. */
export function footerBoxes(hasImage: boolean): { line: Box; number: Box } {
  const height = (SLIDE_TYPE.footer * 1.3) / POINTS;
  const y = DECK_PAGE.height - 2.2 * CQI - height;
  const right = DECK_PAGE.width - 3 * CQI;
  return {
    line: { x: PAD_X, y, w: (hasImage ? IMAGE_X : right - 1.5) - PAD_X - 2 * CQI, h: height },
    number: { x: right - 1.5, y, w: 1.5, h: height },
  };
}

/** The number's dark pill over a picture (padding 0.4cqi 1cqi), around text `width` wide. */
export function numberPill(number: Box, width: number): Box {
  const padX = 1 * CQI;
  const padY = 0.4 * CQI;
  return {
    x: number.x + number.w - width - padX,
    y: number.y - padY,
    w: width + 2 * padX,
    h: number.h + 2 * padY,
  };
}

/** "Northbound Coffee · The Last Good Idea": the app's slide footer. */
export function deckFooter(source: DeckExportSource): string {
  // A stored campaign line ends with a full stop; inside the footer it would end it early.
  const line = source.campaignName.trim().replace(/(?<!\.)\.$/, "");
  return [source.brand?.trim(), line].filter(Boolean).join(" · ");
}

/** The cover's campaign line, unless it only repeats the title. */
export function coverLine(source: DeckExportSource): string | null {
  const words = (text: string) =>
    text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, " ")
      .trim();
  const line = source.campaignName.trim();
  return line && words(line) !== words(deckTitleOf(source)) ? line : null;
}

/**
 * The picture drawn over `box` as CSS `object-fit: cover` draws it: at its own proportions,
 * as small as covers the box, centred; what lies outside the box is cut.
 */
export function coverIn(width: number, height: number, box: Box): Box {
  const w = width > 0 ? width : box.w;
  const h = height > 0 ? height : w;
  const scale = Math.max(box.w / w, box.h / h);
  const drawn = { w: w * scale, h: h * scale };
  return { x: box.x + (box.w - drawn.w) / 2, y: box.y + (box.h - drawn.h) / 2, ...drawn };
}

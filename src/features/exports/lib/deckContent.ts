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
 * Where things sit on a 16:9 slide, in inches (13.333 × 7.5, PowerPoint's widescreen): the
 * PowerPoint and the PDF share these boxes, so the two files look the same.
 */
export const DECK_PAGE = { width: 13.333, height: 7.5 } as const;

export type Box = { x: number; y: number; w: number; h: number };

/** Colours of the deck, warm ink on paper (the app's sand palette), hex without "#". */
export const DECK_COLORS = {
  ink: "1F1B16",
  muted: "6F6A62",
  accent: "8A7A5C",
  paper: "FFFFFF",
  cover: "1F1B16",
  coverText: "F7F4EE",
  coverMuted: "B8AF9F",
} as const;

/** Sizes (points) tried from large to small until the text fits its box. */
export const TITLE_SIZES = [36, 32, 28, 24, 20] as const;
export const BODY_SIZES = [24, 22, 20, 18, 16, 14, 12] as const;
export const COVER_TITLE_SIZES = [48, 44, 40, 36, 32, 28, 24] as const;
export const LINE_HEIGHT = 1.2;
/** Space after each paragraph or bullet, in ems. */
export const ITEM_SPACE_EM = 0.45;

const MARGIN = 0.6;
const INNER_WIDTH = DECK_PAGE.width - 2 * MARGIN;
const KICKER: Box = { x: MARGIN, y: 0.35, w: INNER_WIDTH - 1.2, h: 0.3 };
const NUMBER: Box = { x: DECK_PAGE.width - MARGIN - 1.2, y: 0.35, w: 1.2, h: 0.3 };
/** The most room a title may take; a shorter one lets the body move up. */
const TITLE: Box = { x: MARGIN, y: 0.8, w: INNER_WIDTH, h: 1.5 };
const TITLE_GAP = 0.45;
const GUTTER = 0.5;
const TEXT_WITH_IMAGE_WIDTH = 5.4;

export type SlideBoxes = { kicker: Box; number: Box; title: Box; body: Box; image: Box | null };

/** Where the title may go, before it is set (its height decides where the body starts). */
export const SLIDE_TITLE_BOX = TITLE;

/**
 * A slide's boxes once its title is set `titleHeight` inches tall: the body starts beneath it;
 * with an image, the words take the left column and the image the rest.
 */
export function slideBoxes(hasImage: boolean, titleHeight = TITLE.h): SlideBoxes {
  const top = TITLE.y + Math.min(TITLE.h, titleHeight) + TITLE_GAP;
  const height = DECK_PAGE.height - MARGIN - top;
  const body: Box = {
    x: MARGIN,
    y: top,
    w: hasImage ? TEXT_WITH_IMAGE_WIDTH : INNER_WIDTH * 0.8,
    h: height,
  };
  const imageX = MARGIN + TEXT_WITH_IMAGE_WIDTH + GUTTER;
  const image: Box | null = hasImage
    ? { x: imageX, y: top, w: DECK_PAGE.width - MARGIN - imageX, h: height }
    : null;
  return {
    kicker: KICKER,
    number: NUMBER,
    title: { ...TITLE, h: Math.min(TITLE.h, titleHeight) },
    body,
    image,
  };
}

const COVER_X = MARGIN + 0.4;
const COVER_WIDTH = INNER_WIDTH - 0.8;

/** The title slide: the title's box, then the lines beneath it, flowing from its height. */
export const COVER_TITLE_BOX: Box = { x: COVER_X, y: 1.8, w: COVER_WIDTH, h: 2.6 };
export const COVER_LINE_BOX_HEIGHT = 0.9;

export function coverBoxes(titleHeight: number, lineHeight: number) {
  const title = { ...COVER_TITLE_BOX, h: Math.min(COVER_TITLE_BOX.h, titleHeight) };
  const line: Box = { x: COVER_X, y: title.y + title.h + 0.35, w: COVER_WIDTH, h: lineHeight };
  return {
    kicker: { x: COVER_X, y: 1.2, w: COVER_WIDTH, h: 0.4 },
    title,
    line,
    byline: { x: COVER_X, y: line.y + line.h + (lineHeight > 0 ? 0.3 : 0), w: COVER_WIDTH, h: 0.5 },
    mark: { x: COVER_X, y: DECK_PAGE.height - MARGIN - 0.3, w: 6, h: 0.3 },
  } satisfies Record<string, Box>;
}

/** An image's box at its own proportions, as large as fits inside `box`. */
export function containIn(width: number, height: number, box: Box): Box {
  const w = width > 0 ? width : box.w;
  const h = height > 0 ? height : w;
  const scale = Math.min(box.w / w, box.h / h);
  const fitted = { w: w * scale, h: h * scale };
  return {
    x: box.x + (box.w - fitted.w) / 2,
    // Level with the words beside it; centred across its column.
    y: box.y,
    ...fitted,
  };
}

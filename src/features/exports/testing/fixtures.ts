import type { DeckExportSource } from "../lib/deckTypes";
import type { ExportSource, LoadedImage } from "../lib/types";

/**
 * Real image files for the export tests (made once with a canvas; kept as bytes so the tests need
 * no image library and no network): a 32×18 JPEG and a 16×16 PNG.
 */
const JPEG_BASE64 =
  "/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDAA0JCgsKCA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpRUk//2wBDAQ4ODhMREyYVFSZPNS01T09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT0//wAARCAASACADASIAAhEBAxEB/8QAFgABAQEAAAAAAAAAAAAAAAAAAAYF/8QAGxABAAICAwAAAAAAAAAAAAAAAAMWAZIFUlT/xAAXAQEBAQEAAAAAAAAAAAAAAAAAAwUG/8QAGREAAgMBAAAAAAAAAAAAAAAAAAECAxES/9oADAMBAAIRAxEAPwDLUFXn9MeuU+sbFx3aTRk2OSzk6C+VizgzqvP6Y9cp9Y2Lju0miOK3J70KJWPewAqXAAD/2Q==";
const PNG_BASE64 =
  "iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAYAAAAf8/9hAAAABHNCSVQICAgIfAhkiAAAAAFzUkdCAK7OHOkAAAA0SURBVDiNY9Rru/efgQLARInmwWEAC7rAxUpFvBr02+9T1wWjBgwGAzDSAXo809wFA28AAO0mB0rZOn+VAAAAAElFTkSuQmCC";

function fromBase64(base64: string): Uint8Array {
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

export const JPEG_BYTES = fromBase64(JPEG_BASE64);
export const PNG_BYTES = fromBase64(PNG_BASE64);

export const SVG_TEXT =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 900"><rect width="1600" height="900" fill="#123"/></svg>';

export const ideaSource: ExportSource = {
  kind: "idea",
  title: "Quiet confidence at dawn",
  campaignName: "The Last Good Idea",
  headline: "Some mornings deserve better coffee.",
  coreIdea: "Every great day starts with one good decision.\nMake it the coffee.",
  concept: "A film series of people at 5 a.m., before the world wakes up.",
  keyVisualElements: ["Blue hour light", "Steam from a cup", " "],
  executionStrategy: ["Launch on breakfast TV", "Outdoor at train stations"],
  legendName: "Mary Wells Lawrence",
  brand: "Northbound Coffee",
  images: [
    { url: "/api/media/hero-key", caption: "Hero: the first cup at dawn" },
    { url: "/api/media/detail-1", caption: "Detail: steam → light" },
  ],
  shareUrl: null,
};

export const campaignSource: ExportSource = {
  ...ideaSource,
  kind: "campaign",
  ads: [
    {
      formatLabel: "Social 1:1",
      headline: "Before the world wakes",
      body: "Northbound. Roasted for the early ones.",
      imageUrl: "/api/media/ad-1",
    },
    { formatLabel: "Banner 16:9", headline: "5 a.m. club", body: "Join us.", imageUrl: null },
  ],
  shareUrl: "https://legendary.example/shared/abc123",
};

export const loadedImages: LoadedImage[] = [
  {
    name: "01-hero-the-first-cup-at-dawn.jpg",
    caption: "Hero: the first cup at dawn",
    bytes: JPEG_BYTES,
    mime: "image/jpeg",
    width: 32,
    height: 18,
    url: "/api/media/hero-key",
  },
  {
    name: "02-detail-steam-light.png",
    caption: "Detail: steam → light",
    bytes: PNG_BYTES,
    mime: "image/png",
    width: 16,
    height: 16,
    url: "/api/media/detail-1",
  },
];

export const adImage: LoadedImage = {
  name: "03-before-the-world-wakes.png",
  caption: "Before the world wakes",
  bytes: PNG_BYTES,
  mime: "image/png",
  width: 16,
  height: 16,
  url: "/api/media/ad-1",
};

const LONG_WORDS = Array.from({ length: 600 }, (_, i) => `word${i}`).join(" ");

/** Six slides: an image, bullets, very long text, another script, a plain one, a foreign image. */
export const deckSource: DeckExportSource = {
  title: "Why mornings matter",
  brand: "Northbound Coffee",
  legendName: "Mary Wells Lawrence",
  campaignName: "The Last Good Idea",
  slides: [
    {
      stageLabel: "The problem",
      title: "Mornings are broken",
      content: "Most people start the day in a rush. Coffee is an afterthought.",
      speakerNotes: "Start with the tension everyone in the room has felt this week.",
      imageUrl: "/api/media/slide-visual",
    },
    {
      stageLabel: "The insight",
      title: "The first decision sets the day",
      content:
        "- One good choice before 7 a.m.\n- It changes how the rest feels\n- People want permission to slow down",
      speakerNotes: "Pause after the second point.",
      imageUrl: null,
    },
    {
      stageLabel: "The idea",
      title: `A very long slide ${"that keeps on going ".repeat(25)}end of title`,
      content: LONG_WORDS,
      speakerNotes: "Skip this one if time is short.",
      imageUrl: null,
    },
    {
      stageLabel: "How it comes to life",
      title: "東京の朝 — Café Ő → better",
      content: "- 東京の朝は静か\n- Ünïcödé still reads",
      speakerNotes: "Say it in Japanese first: 東京の朝.",
      imageUrl: null,
    },
    {
      stageLabel: "Why it works",
      title: "Why it works",
      content: "It owns a moment no competitor talks about.",
      speakerNotes: "Tie it back to the brief's message.",
      imageUrl: "/api/media/slide-visual",
    },
    {
      stageLabel: "What we ask of you",
      title: "What we ask of you",
      content: "- Approve the film\n- Book the stations",
      speakerNotes: "Ask for the decision in the room.",
      imageUrl: "https://tracker.example/pixel.png",
    },
  ],
};

/** The slide visual, as loadDeckImages hands it over (16:9). */
export const deckImage: LoadedImage = {
  name: "01-mornings-are-broken.jpg",
  caption: "Mornings are broken",
  bytes: JPEG_BYTES,
  mime: "image/jpeg",
  width: 32,
  height: 18,
  url: "/api/media/slide-visual",
};

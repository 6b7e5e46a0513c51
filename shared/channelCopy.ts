import {
  CHANNELS,
  charCount,
  hasImage,
  type ChannelCopy,
  type ChannelId,
  TEXT_FIELD_LABELS,
  type SafeZone,
  type TextField,
} from "./channels";

/**
 * Channel kit copy against its platform's limits (./channels.ts): `fitCopy` shortens a line the
 * way a copywriter would (at a sentence, else at a word; never inside a word, never on a dangling
 * comma or "and"), and `assetViolations` lists everything an asset's checklist must show red.
 * Shared by the job (which enforces) and the kit page (which shows the checklist).
 */

/** Words a line cannot end on: they promise a next word. */
const DANGLING = new Set(
  (
    "a an the and but or nor so yet as at by for from in into of on onto per than to via with " +
    "within without about after against among between through under until upon my our your " +
    "their its his her that who which whose is are was were be been will can could would should " +
    "every each these those some not very more most & + " +
    // A subject pronoun promises its verb ("…so they trust what they"); "you", "it", "us" and
    // "them" can close a line ("Made for you.").
    "they we i he she"
  ).split(" "),
);

/** Marks a cut line may not end on (an ending sentence keeps . ! ? and a closing quote). */
const TRAILING = /[\s,;:\-–—/\\|&+([{“‘'"«]+$/u;

function squash(text: string): string {
  return plainLead(text.replace(/\s+/g, " ").trim());
}

/**
 * The line without the marks a spreadsheet would run as a formula when they open it
 * (= + - @): the kit's CSVs are opened in Excel or Sheets before an ad manager imports them, and
 * an apostrophe guard there would be imported with the text. A list dash, a stray "+" or an
 * "@handle" opening a line of ad copy says nothing the rest of the line does not.
 */
export function plainLead(text: string): string {
  return text.replace(/^[\s=+\-@]+/u, "");
}

/** Drops an opening bracket or quote the cut left without its closing one, and what follows. */
function closeOpenPairs(text: string): string {
  let result = text;
  for (const [open, close] of [
    ["(", ")"],
    ["[", "]"],
    ["“", "”"],
  ] as const) {
    if (result.split(open).length > result.split(close).length) {
      result = result.slice(0, result.lastIndexOf(open));
    }
  }
  if ((result.match(/"/g) ?? []).length % 2 === 1)
    result = result.slice(0, result.lastIndexOf('"'));
  return result;
}

/** The text without trailing marks and dangling words; "" when nothing whole is left. */
function tidyEnd(text: string): string {
  let words = closeOpenPairs(text).replace(TRAILING, "").split(" ").filter(Boolean);
  while (words.length > 0) {
    const last = words[words.length - 1].toLowerCase().replace(/[^\p{L}\p{N}&]/gu, "");
    if (!DANGLING.has(last)) break;
    words = words.slice(0, -1);
  }
  return closeOpenPairs(words.join(" ")).replace(TRAILING, "");
}

/** The first `limit` code points (never half a surrogate pair). */
function head(text: string, limit: number): string {
  return [...text].slice(0, limit).join("");
}

/**
 * `text` within `limit` characters: as it is when it fits (whitespace squashed); else its
 * longest run of whole sentences if that keeps at least half the room; else cut at the last
 * word boundary, without a dangling mark or word. Never cuts inside a word: a first word longer
 * than the limit leaves "" (the caller writes another line).
 */
export function fitCopy(text: string, limit: number): string {
  const value = squash(text);
  if (limit <= 0) return "";
  if (charCount(value) <= limit) return value;
  const room = head(value, limit + 1);
  // Whole sentences first: "Fresh bread. Every morning. From …" → "Fresh bread. Every morning."
  const sentenceEnds = [...room.matchAll(/[.!?…]["”’)]?(?=\s)/gu)];
  const lastEnd = sentenceEnds[sentenceEnds.length - 1];
  if (lastEnd?.index !== undefined) {
    const kept = room.slice(0, lastEnd.index + lastEnd[0].length);
    if (charCount(kept) <= limit && charCount(kept) * 2 >= limit) return kept;
  }
  // The character after the room says whether its last word is whole.
  const wholeLast = /\s/.test([...room][limit] ?? " ");
  const words = head(room, limit).split(" ");
  if (!wholeLast) words.pop();
  return tidyEnd(words.join(" "));
}

/** Two lines a reader would call the same: letters and digits only, any case. */
export function copyKey(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");
}

/**
 * The brand as a search headline can name it: whole, or a brand longer than a headline by its
 * leading words ("The Northern Fells Mountain Rescue …" → "The Northern Fells Mountain").
 */
export function searchBrand(brand: string, max: number): string {
  return fitCopy(brand, max);
}

export type Box = { x: number; y: number; width: number; height: number };

/** What a kit asset's checklist reads (an asset as stored, its text boxes as drawn). */
export type AssetToCheck = {
  channel: ChannelId;
  placement: string;
  width: number;
  height: number;
  copy: ChannelCopy;
  /** Where the render set words and logo, in pixels (absent: nothing set on the image). */
  textBoxes?: readonly Box[];
};

export type Violation = { check: "size" | "copy" | "safeZone" | "placement"; message: string };

/** Whether every box stays out of the zone's top and bottom bands. */
export function insideSafeZone(zone: SafeZone, height: number, boxes: readonly Box[]): boolean {
  const top = zone.top * height;
  const bottom = height - zone.bottom * height;
  return boxes.every((box) => box.y >= top - 0.5 && box.y + box.height <= bottom + 0.5);
}

function listViolations(
  name: "headlines" | "descriptions",
  list: readonly string[] | undefined,
  rule: { count: number; max: number },
): Violation[] {
  const found: Violation[] = [];
  const items = list ?? [];
  // "Headline 3", as the ad manager numbers them.
  const one = `${name[0].toUpperCase()}${name.slice(1, -1)}`;
  if (items.length !== rule.count) {
    found.push({
      check: "copy",
      message: `${rule.count} ${name} needed; there are ${items.length}.`,
    });
  }
  items.forEach((item, index) => {
    const length = charCount(item);
    if (item.trim() === "") found.push({ check: "copy", message: `${one} ${index + 1} is empty.` });
    else if (length > rule.max) {
      found.push({
        check: "copy",
        message: `${one} ${index + 1} has ${length} characters; the limit is ${rule.max}.`,
      });
    }
  });
  const keys = items.map(copyKey);
  const repeated = keys.filter((key, index) => key !== "" && keys.indexOf(key) !== index);
  if (repeated.length > 0) {
    found.push({
      check: "copy",
      message: `${repeated.length} of the ${name} ${repeated.length === 1 ? "repeats" : "repeat"} another.`,
    });
  }
  return found;
}

/**
 * Everything wrong with an asset, in checklist order: its placement, its size (exact), each
 * text against its limit (and present), the search ad's lists (count, limits, no two alike, the
 * brand in at least one headline) and the safe zone. Empty: the asset is green.
 */
export function assetViolations(asset: AssetToCheck, brand = ""): Violation[] {
  const spec = CHANNELS[asset.channel];
  const placement = spec.placements.find((entry) => entry.id === asset.placement);
  if (placement === undefined) {
    return [
      { check: "placement", message: `${spec.label} has no placement "${asset.placement}".` },
    ];
  }
  const found: Violation[] = [];
  if (asset.width !== placement.width || asset.height !== placement.height) {
    found.push({
      check: "size",
      message: `The image is ${asset.width}×${asset.height}; ${placement.label} needs ${placement.width}×${placement.height}.`,
    });
  }
  for (const [field, limit] of Object.entries(spec.fields) as [TextField, number][]) {
    const text = asset.copy[field] ?? "";
    const length = charCount(text);
    const label = TEXT_FIELD_LABELS[field];
    if (text.trim() === "") found.push({ check: "copy", message: `${label} is empty.` });
    else if (length > limit) {
      found.push({
        check: "copy",
        message: `${label} has ${length} characters; the limit is ${limit}.`,
      });
    }
  }
  if (spec.lists) {
    found.push(...listViolations("headlines", asset.copy.headlines, spec.lists.headlines));
    found.push(...listViolations("descriptions", asset.copy.descriptions, spec.lists.descriptions));
    const named = searchBrand(brand, spec.lists.headlines.max);
    const brandKey = copyKey(named);
    if (
      brandKey !== "" &&
      !(asset.copy.headlines ?? []).some((h) => copyKey(h).includes(brandKey))
    ) {
      found.push({ check: "copy", message: `No headline names ${named}.` });
    }
  }
  if (spec.safeZone && hasImage(placement) && asset.textBoxes) {
    if (!insideSafeZone(spec.safeZone, placement.height, asset.textBoxes)) {
      found.push({
        check: "safeZone",
        message: `Words sit in the top ${spec.safeZone.top * 100} % or bottom ${spec.safeZone.bottom * 100} %, under the platform's buttons.`,
      });
    }
  }
  return found;
}

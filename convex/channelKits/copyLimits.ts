import {
  CHANNELS,
  charCount,
  type ChannelCopy,
  type ChannelId,
  type TextField,
} from "../../shared/channels";
import { copyKey, fitCopy, plainLead, searchBrand } from "../../shared/channelCopy";

/**
 * A model's channel copy held to the platforms' limits (issue 42: "too-long text is rewritten or
 * trimmed at a word, never cut mid-word"). A line that fits is kept as written. A line too long
 * is trimmed at a word (shared/channelCopy.ts fitCopy) when what is left still says something
 * (at least KEEP_SHARE of the room); otherwise, or when the field is missing, the studio's line
 * for that field stands in. Search lists are fitted line by line, repeats dropped, topped up
 * from the studio's, and given the brand in one headline. The result always passes the
 * checklist's copy checks (shared/channelCopy.ts assetViolations).
 */

/** A trim must keep at least this share of the limit, or the studio's line is used instead. */
export const KEEP_SHARE = 0.4;

export type Enforcement = { field: string; action: "trimmed" | "rewritten" };

function asString(value: unknown): string {
  return typeof value === "string" ? plainLead(value.replace(/\s+/g, " ").trim()) : "";
}

function asList(value: unknown): string[] {
  return Array.isArray(value) ? value.map(asString) : [];
}

/** `text` within `limit`, or null when trimming would leave too little to stand. */
function trimmed(line: string, limit: number): string | null {
  const text = plainLead(line);
  if (text === "") return null;
  if (charCount(text) <= limit) return text;
  const cut = fitCopy(text, limit);
  return cut !== "" && charCount(cut) >= Math.min(limit, charCount(text)) * KEEP_SHARE ? cut : null;
}

function fitList(
  field: "headlines" | "descriptions",
  written: readonly string[],
  studio: readonly string[],
  rule: { count: number; max: number },
  log: Enforcement[],
): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  const take = (line: string | null) => {
    const key = line === null ? "" : copyKey(line);
    if (line === null || key === "" || seen.has(key) || out.length >= rule.count) return false;
    seen.add(key);
    out.push(line);
    return true;
  };
  written.forEach((line, index) => {
    const fitted = trimmed(line, rule.max);
    if (fitted !== null && fitted !== line && take(fitted)) {
      log.push({ field: `${field}[${index}]`, action: "trimmed" });
    } else if (fitted === line) take(line);
  });
  for (const line of studio) {
    if (take(trimmed(line, rule.max)))
      log.push({ field: `${field}[${out.length - 1}]`, action: "rewritten" });
  }
  return out;
}

/** The studio's headline naming the brand, in place of the last one, when none names it. */
function withBrand(headlines: string[], studio: readonly string[], brand: string): string[] {
  const key = copyKey(searchBrand(brand, CHANNELS.google_search.lists?.headlines.max ?? 30));
  if (key === "" || headlines.some((line) => copyKey(line).includes(key))) return headlines;
  const keys = new Set(headlines.map(copyKey));
  const branded = studio.find((line) => copyKey(line).includes(key) && !keys.has(copyKey(line)));
  if (branded === undefined) return headlines;
  return [...headlines.slice(0, -1), branded];
}

/**
 * One channel's copy within its limits: `written` is the model's answer for the channel (any
 * shape: it is checked here), `studio` the studio's copy for it, already within the limits.
 */
export function enforceChannel(
  channel: ChannelId,
  written: unknown,
  studio: ChannelCopy,
  brand: string,
): { copy: ChannelCopy; log: Enforcement[] } {
  const spec = CHANNELS[channel];
  const source =
    typeof written === "object" && written !== null ? (written as Record<string, unknown>) : {};
  const log: Enforcement[] = [];
  const copy: ChannelCopy = {};
  for (const [field, limit] of Object.entries(spec.fields) as [TextField, number][]) {
    const text = asString(source[field]);
    const fitted = trimmed(text, limit);
    if (fitted !== null) {
      copy[field] = fitted;
      if (fitted !== text) log.push({ field, action: "trimmed" });
    } else {
      copy[field] = fitCopy(studio[field] ?? "", limit);
      log.push({ field, action: "rewritten" });
    }
  }
  if (spec.lists) {
    const { headlines, descriptions } = spec.lists;
    const studioHeadlines = studio.headlines ?? [];
    copy.headlines = withBrand(
      fitList("headlines", asList(source.headlines), studioHeadlines, headlines, log),
      studioHeadlines,
      brand,
    );
    copy.descriptions = fitList(
      "descriptions",
      asList(source.descriptions),
      studio.descriptions ?? [],
      descriptions,
      log,
    );
  }
  return { copy, log };
}

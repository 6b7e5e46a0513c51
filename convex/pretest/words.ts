import { SYNONYMS } from "./lexicon";

/** Word helpers for the pre-test: tokens, light stems, overlap and quoting for reasons. */

const STOP = new Set(
  (
    "a an the and or but nor so yet for of to in on at by with from into onto over under about " +
    "as is are was were be been being am do does did doing have has had having it its it's this " +
    "that these those there here then than too very just also only not no can could will would " +
    "should may might must shall we us our ours i me my mine he him his she her they them their " +
    "what which who whom whose when where why how all any each every some more most much many " +
    "other such own same one get gets got make makes made let lets like want wants need needs " +
    "your you yours you're yourself if because while up out off again once who're its thing " +
    "things way ways really even still ever new people aged age who brand product company " +
    "between through before after within without across during against anyway already " +
    "customers customer audience message tone want way"
  ).split(" "),
);

const WORD = /[\p{L}\p{N}]+(?:['-][\p{L}\p{N}]+)*/gu;

/** Lowercase words (letters, digits, inner hyphens and apostrophes) in reading order. */
export function tokens(text: string): string[] {
  return text.toLowerCase().replace(/[’‘]/g, "'").match(WORD) ?? [];
}

const STEM_RULES: [RegExp, string][] = [
  [/ies$/, "y"],
  [/(ss)es$/, "$1"],
  [/([sxz]|ch|sh)es$/, "$1"],
  [/([^su])s$/, "$1"],
  [/ingly$/, ""],
  [/edly$/, ""],
  [/(.{3,})ing$/, "$1"],
  [/(.{3,})ed$/, "$1"],
  [/(.{4,})ly$/, "$1"],
  [/(.{4,})er$/, "$1"],
];
/** Stems by word: the same few hundred words are stemmed for every idea of a pre-test. */
const stems = new Map<string, string>();

/** A light stemmer: enough that "roasted", "roasts" and "roasting" meet; not a linguist's. */
export function stem(word: string): string {
  const known = stems.get(word);
  if (known !== undefined) return known;
  const stemmed = stemOnce(word);
  if (stems.size >= 20_000) stems.clear();
  stems.set(word, stemmed);
  return stemmed;
}

function stemOnce(word: string): string {
  let w = word.replace(/'s$/, "").replace(/'/g, "");
  for (const [pattern, replacement] of STEM_RULES) {
    if (pattern.test(w)) {
      w = w.replace(pattern, replacement);
      break;
    }
  }
  // "roasted" → "roast", "baking" → "bak": drop a trailing e and undouble so both forms meet.
  w = w.replace(/e$/, "").replace(/([b-df-hj-np-tv-z])\1$/, "$1");
  return w;
}

/** The word's meaning key: its synonym group if it has one, else its stem. */
export function key(word: string): string {
  return SYNONYMS.get(word) ?? SYNONYMS.get(stem(word)) ?? stem(word);
}

export function isStop(word: string): boolean {
  return STOP.has(word) || word.length < 3;
}

/** The content words of a text, each with its key, first occurrence only per key. */
export function contentWords(text: string): { word: string; key: string }[] {
  const seen = new Set<string>();
  const result: { word: string; key: string }[] = [];
  for (const word of tokens(text)) {
    if (isStop(word) && !/^\d/.test(word)) continue;
    const k = key(word);
    if (seen.has(k)) continue;
    seen.add(k);
    result.push({ word, key: k });
  }
  return result;
}

/**
 * The words of `wanted` whose keys occur in `text` (each at most once, in `wanted`'s order).
 * `strict`: stems only, no synonyms (proof must be the brief's own word, not a near one).
 */
export function overlap(wanted: string, text: string, strict = false): string[] {
  const keyOf = (entry: { word: string; key: string }) => (strict ? stem(entry.word) : entry.key);
  const present = new Set(contentWords(text).map(keyOf));
  return contentWords(wanted)
    .filter((entry) => present.has(keyOf(entry)))
    .map((entry) => entry.word);
}

/**
 * The words of `text` (as written there, in its order, once each) that meet a word of `wanted`:
 * what a reason quotes, since the idea's own words read better than the brief's.
 */
export function matchesIn(wanted: string, text: string, strict = false): string[] {
  const keyOf = (word: string) => (strict ? stem(word) : key(word));
  // The brief's spelling decides the case: "Roasted" quotes as "roasted", "Leith" stays.
  const wantedKeys = new Map(
    (wanted.replace(/[’‘]/g, "'").match(WORD) ?? []).map((raw) => [keyOf(raw.toLowerCase()), raw]),
  );
  const seen = new Set<string>();
  const found: string[] = [];
  for (const raw of text.replace(/[’‘]/g, "'").match(WORD) ?? []) {
    const word = raw.toLowerCase();
    if (isStop(word) && !/^\d/.test(word)) continue;
    const k = keyOf(word);
    if (!wantedKeys.has(k) || seen.has(k)) continue;
    seen.add(k);
    const spelled = wantedKeys.get(k) ?? raw;
    const quoted = spelled === spelled.toLowerCase() ? raw.toLowerCase() : raw;
    found.push(quoted.replace(/'s$/, ""));
  }
  return found;
}

/** Keys of `wanted` that `text` leaves out, as `wanted` spells them. */
export function missingFrom(wanted: string, text: string): string[] {
  const present = new Set(contentWords(text).map((entry) => entry.key));
  return contentWords(wanted)
    .filter((entry) => !present.has(entry.key))
    .map((entry) => entry.word);
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** A phrase as a case-insensitive whole-word pattern (hyphen and space are interchangeable). */
export function phrasePattern(phrase: string, flags = "i"): RegExp {
  const body = escape(phrase.trim()).replace(/(?:\\-|\s)+/g, "[\\s-]+");
  return new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, `${flags}u`);
}

/**
 * Compiled once per phrase, and tried only on a text that holds each of its words: a pre-test
 * checks every idea against hundreds of category and cliché phrases, and compiling and running
 * a Unicode pattern for each was most of its time (and blocked the local backend's event loop
 * while ideas streamed to screens).
 */
const phraseCache = new Map<string, { pattern: RegExp; words: string[] }>();
const PHRASE_CACHE_MAX = 5000;
let lastText = "";
let lastLower = "";

export function hasPhrase(text: string, phrase: string): boolean {
  if (phrase.trim() === "") return false;
  let entry = phraseCache.get(phrase);
  if (entry === undefined) {
    if (phraseCache.size >= PHRASE_CACHE_MAX) phraseCache.clear();
    const words = phrase
      .trim()
      .toLowerCase()
      .split(/[\s-]+/)
      .filter(Boolean);
    entry = { pattern: phrasePattern(phrase), words };
    phraseCache.set(phrase, entry);
  }
  if (text !== lastText) {
    lastText = text;
    lastLower = text.toLowerCase();
  }
  const lower = lastLower;
  if (!entry.words.every((word) => lower.includes(word))) return false;
  return entry.pattern.test(text);
}

/** One-line spacing, no closing punctuation. */
export function clause(text: string): string {
  const value = text.replace(/\s+/g, " ").trim();
  const bare = value.replace(/[\s.!?;:,]+$/, "");
  // "8 a.m." keeps its last full stop: a quote ending "8 a.m" reads as cut off.
  return value.startsWith(`${bare}.`) && /(?:^|[^\p{L}.])(?:\p{L}\.){2,}$/u.test(`${bare}.`)
    ? `${bare}.`
    : bare;
}

/** A user's or idea's words inside a reason: quoted, and cut at a word near `max` characters. */
export function quote(text: string, max = 48): string {
  let value = clause(text).replace(/[“”"]/g, "");
  if (value.length > max) {
    const cut = value.slice(0, max);
    value = `${cut.slice(0, Math.max(cut.lastIndexOf(" "), 12)).replace(/[\s,;:]+$/, "")}…`;
  }
  return `“${value}”`;
}

/** Up to `max` quoted items as "“a”, “b” and “c”". */
export function quoteList(items: string[], max = 3): string {
  const shown = items.slice(0, max).map((item) => quote(item, 40));
  if (shown.length <= 1) return shown.join("");
  return `${shown.slice(0, -1).join(", ")} and ${shown[shown.length - 1]}`;
}

/** "Ember's", "Boots'". */
export function possessive(name: string): string {
  return /s$/i.test(name) ? `${name}'` : `${name}'s`;
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A finished sentence: one line, single spaces, a capital first and a full stop last. */
export function sentence(text: string): string {
  const value = text.replace(/\s+/g, " ").trim();
  const ended = /[.!?]$/.test(value) ? value : `${value}.`;
  return capitalize(ended.replace(/…\.$/, "….").replace(/[!?]$/, "."));
}

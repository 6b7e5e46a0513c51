/**
 * Text read from a web page, made plain before anything uses it (ARCHITECTURE 2: content from
 * outside is data). A page's title, meta description and visible text flow into the strategist's
 * prompt, into the offline studio's strategies and from there into a brief's markdown, so any
 * markdown or HTML syntax a page carries could turn into a remote image (a beacon), a link (a
 * phishing target) or markup in the brief. Here it is reduced to words:
 *
 * - images `![alt](src)` keep their alt text, links `[text](href)` their text; reference-style
 *   images and links likewise; reference definitions, HTML tags, comments and autolinks go;
 * - code fences and backticks, emphasis markers, heading, quote, rule and table-delimiter lines
 *   lose their syntax;
 * - web addresses go. A page has no say in where a brief links to, and a strategy needs the
 *   site's words, not its addresses. The one exception is an address on the site's own host,
 *   which is kept as that bare host ("northbound.coffee"): naming the brand's site is useful,
 *   and a bare host is not a link in any markdown flavour we render (GFM links only `www.` and
 *   scheme-prefixed text). E-mail addresses go too (GFM would make them mailto: links). A bare
 *   domain without a path ("evil.example") is left as a word: it is not a link, and removing
 *   every dotted word would eat "Node.js" and "St.Pauli".
 *
 * Pure string work, no DOM: it runs in both Convex runtimes.
 */

/** Marks a blank input line while the syntax is taken off (withoutControls removed any). */
const PARAGRAPH = "\u0001";
/** Zero-width and bidi control characters: they can hide syntax from the patterns below. */
const INVISIBLE = /[\u00ad\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufeff]/g;
/** `!?[text](target)`, the target allowing one level of balanced parentheses. */
const INLINE_LINK = /!?\[([^[\]]*)\]\((?:[^()]|\([^()]*\))*\)/g;
/** `!?[text][ref]` and the collapsed `[text][]`. */
const REFERENCE_LINK = /!?\[([^[\]]*)\]\[[^[\]]*\]/g;
/** `[ref]: target "title"` on a line of its own. */
const REFERENCE_DEFINITION = /^[ \t]{0,3}\[[^\]]*\]:.*$/gm;
const HTML_COMMENT = /<!--[\s\S]*?(?:-->|$)/g;
/** Tags, closing tags, declarations, processing instructions and `<scheme:…>` autolinks. */
const HTML_TAG = /<[/!?]?[A-Za-z][^<>]*>/g;
/** What is left of a tag that never closed ("<img src=x"): the bracket goes, the words stay. */
const TAG_OPENER = /<(?=[/!?]?[A-Za-z])/g;
const URLISH = new RegExp(
  [
    // scheme://… and www.…
    String.raw`\b(?:[a-z][a-z0-9+.-]*:\/\/|www\.)[^\s<>"'\`]+`,
    // Schemes without slashes that still navigate or run something.
    String.raw`\b(?:javascript|vbscript|data|file|mailto|tel|sms|blob):[^\s<>"'\`]+`,
    // E-mail addresses.
    String.raw`[\w.+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)+`,
    // host.tld/path without a scheme.
    String.raw`\b(?:[a-z0-9-]+\.)+[a-z]{2,}\/[^\s<>"'\`]*`,
  ].join("|"),
  "gi",
);
/** Sentence punctuation after an address belongs to the sentence, not the address. */
const TRAILING = /[.,;:!?'")\]…]$/;

/** "https://www.Northbound.coffee/shop" → "northbound.coffee"; null when not an address. */
export function siteHostOf(url: string | null | undefined): string | null {
  if (!url) return null;
  const value = url.trim();
  try {
    const parsed = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`);
    const host = parsed.hostname
      .toLowerCase()
      .replace(/\.$/, "")
      .replace(/^www\./, "");
    return host === "" ? null : host;
  } catch {
    return null;
  }
}

/** The address without the sentence's punctuation; a closing bracket it opened is its own. */
function splitTrailing(found: string): [string, string] {
  let address = found;
  while (TRAILING.test(address)) {
    const last = address.slice(-1);
    const opened = address.split("(").length - address.split(")").length;
    if (last === ")" && opened >= 0) break;
    address = address.slice(0, -1);
  }
  return [address, found.slice(address.length)];
}

function replaceAddress(found: string, siteHost: string | null): string {
  const [address, trailing] = splitTrailing(found);
  if (address.includes("@") && !address.includes("/")) return trailing;
  const host = siteHostOf(address);
  return (siteHost !== null && host === siteHost ? siteHost : "") + trailing;
}

/** Links, images and tags, until none is left (an alt text can hold another image). */
function unwrapMarkup(text: string): string {
  let current = text;
  for (let pass = 0; pass < 8; pass += 1) {
    const next = current
      .replace(HTML_COMMENT, " ")
      .replace(INLINE_LINK, "$1")
      .replace(REFERENCE_LINK, "$1")
      .replace(HTML_TAG, " ");
    if (next === current) break;
    current = next;
  }
  return current;
}

function stripLineSyntax(line: string): string {
  // Rules, setext underlines and table delimiter rows carry no words.
  if (/^[\s|:*_=~-]*$/.test(line) && /[-=_*~]{3,}|[|:]-/.test(line.replace(/\s/g, ""))) {
    return "";
  }
  return line.replace(/^[ \t]*(?:>[ \t]*)+/, "").replace(/^[ \t]*#{1,6}(?=[ \t]|$)/, "");
}

/** Control characters other than tab, newline and return: no page text needs them. */
function withoutControls(text: string): string {
  let out = "";
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (code >= 0x20 || char === "\t" || char === "\n" || char === "\r") {
      if (code !== 0x7f) out += char;
    }
  }
  return out;
}

/**
 * Site text as plain words: no markdown or HTML syntax and no web addresses except the site's
 * own host (see the file comment). `siteHost` is the page's host without "www." (siteHostOf).
 */
export function plainSiteText(text: string, siteHost: string | null = null): string {
  let out = withoutControls(text)
    .replace(INVISIBLE, "")
    .replace(/\r\n?/g, "\n")
    // Blank lines are marked before the syntax goes, so a line it empties is not taken for one.
    .replace(/^[ \t\u00a0]*$/gm, PARAGRAPH);
  // Backslash escapes only hide syntax from the patterns: "\[x\](y)" is "[x](y)" to a reader.
  out = out.replace(/\\([!-/:-@[-`{-~])/g, "$1");
  out = out.replace(REFERENCE_DEFINITION, "");
  out = unwrapMarkup(out).replace(TAG_OPENER, "");
  out = out.replace(URLISH, (found) => replaceAddress(found, siteHost));
  out = out
    // Whatever brackets, backticks and fences remain can no longer form a link or code.
    .replace(/[[\]`]/g, "")
    .replace(/~{2,}/g, "")
    .replace(/\*+/g, "")
    // Emphasis underscores at a word's edge; snake_case keeps its underscore.
    .replace(/(?<![\p{L}\p{N}])_+(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])_+(?![\p{L}\p{N}])/gu, "")
    .replace(/(^|\s)_+(?=\s|$)/g, "$1");
  const lines: string[] = [];
  for (const line of out.split("\n")) {
    if (line.includes(PARAGRAPH) && line.replaceAll(PARAGRAPH, "").trim() === "") {
      // One paragraph break between lines of words (plain-text pages have them).
      if (lines.length > 0 && lines[lines.length - 1] !== "") lines.push("");
      continue;
    }
    const plain = stripLineSyntax(line.replaceAll(PARAGRAPH, ""))
      .replace(/[ \t\u00a0]+/g, " ")
      .replace(/\(\s*\)/g, "")
      .replace(/ ([.,;:!?])/g, "$1")
      .trim();
    if (plain !== "") lines.push(plain);
  }
  return lines.join("\n").trim();
}

/**
 * A web page's readable text, for a model prompt: what a visitor sees, not what the page hides.
 * Scripts, styles, comments, templates, embedded documents and hidden elements (the `hidden`
 * attribute, aria-hidden, inline display:none / visibility:hidden / zero size, hidden-by-class
 * utility names) are dropped, so hidden instructions planted for crawlers never reach the text.
 * What remains is made plain (./siteText.ts: no markdown or HTML syntax, no addresses but the
 * site's own host), so nothing downstream (the studio, a brief's markdown, the strategist's
 * result) can carry a page's images or links; and it goes to a model only inside a delimited
 * data block (prompts/dataBlocks.ts): stripping narrows the attack, the data block is the defence.
 *
 * A small linear tokenizer rather than a DOM: Convex's runtimes have no DOMParser, and a page is
 * at most a few megabytes.
 */

import { plainSiteText, siteHostOf } from "./siteText";

export type PageText = { title: string; description: string; text: string };

/** Elements whose content is never visible text. */
const DROPPED = new Set([
  "script",
  "style",
  "noscript",
  "template",
  "svg",
  "math",
  "iframe",
  "object",
  "embed",
  "canvas",
  "select",
  "button",
]);
/** Raw-text elements: their content is not markup, so skip straight to the closing tag. */
const RAW_TEXT = new Set(["script", "style", "noscript", "textarea", "xmp", "title", "iframe"]);
const VOID = new Set(
  "area base br col embed hr img input link meta param source track wbr".split(" "),
);
/** Tags that end a line of text. */
const BLOCK = new Set(
  (
    "address article aside blockquote br dd div dl dt fieldset figcaption figure footer form h1 " +
    "h2 h3 h4 h5 h6 header hr li main nav ol p pre section table tbody td tfoot th thead tr ul"
  ).split(" "),
);
const HIDDEN_CLASSES = /(?:^|\s)(?:hidden|d-none|sr-only|visually-hidden|invisible|hide)(?:\s|$)/i;
const HIDDEN_STYLE =
  /(?:display\s*:\s*none|visibility\s*:\s*hidden|font-size\s*:\s*0(?![.\d]*[1-9])|opacity\s*:\s*0(?![.\d]*[1-9])|(?:^|[;\s])(?:width|height)\s*:\s*0(?:px)?\s*(?:;|$))/i;

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  ndash: "–",
  mdash: "—",
  hellip: "…",
  lsquo: "‘",
  rsquo: "’",
  ldquo: "“",
  rdquo: "”",
  bull: "•",
  middot: "·",
  copy: "©",
  reg: "®",
  trade: "™",
  eacute: "é",
  egrave: "è",
  aacute: "á",
  agrave: "à",
  uuml: "ü",
  ouml: "ö",
  auml: "ä",
  ccedil: "ç",
  euro: "€",
  pound: "£",
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8});/gi, (whole, name: string) => {
    if (name.startsWith("#")) {
      const code =
        name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff)
        ? String.fromCodePoint(code)
        : "";
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

function attributes(tag: string): Map<string, string> {
  const found = new Map<string, string>();
  const pattern = /([^\s=/>"']+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;
  // Skip the tag name itself.
  const body = tag.replace(/^<\/?\s*[^\s/>]+/, "");
  for (const match of body.matchAll(pattern)) {
    const name = match[1].toLowerCase();
    if (!found.has(name)) found.set(name, decodeEntities(match[2] ?? match[3] ?? match[4] ?? ""));
  }
  return found;
}

function isHidden(attrs: Map<string, string>): boolean {
  if (attrs.has("hidden")) return true;
  if (attrs.get("aria-hidden")?.toLowerCase() === "true") return true;
  if (HIDDEN_STYLE.test(attrs.get("style") ?? "")) return true;
  return HIDDEN_CLASSES.test(attrs.get("class") ?? "");
}

function collapse(text: string): string {
  const lines: string[] = [];
  for (const raw of text.split("\n")) {
    const line = raw.replace(/[\s\u00a0]+/g, " ").trim();
    if (line !== "" && line !== lines[lines.length - 1]) lines.push(line);
  }
  return lines.join("\n");
}

/** Cut at a word boundary, marking the cut. */
export function truncateText(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text;
  const cut = text.slice(0, maxChars);
  const space = cut.search(/\s\S*$/);
  return `${(space > maxChars * 0.8 ? cut.slice(0, space) : cut).trimEnd()} …`;
}

function metaDescription(html: string): string {
  for (const match of html.matchAll(/<meta\b[^>]*>/gi)) {
    const attrs = attributes(match[0]);
    const name = (attrs.get("name") ?? attrs.get("property") ?? "").toLowerCase();
    if (name === "description" || name === "og:description") {
      return collapse(attrs.get("content") ?? "").replace(/\n/g, " ");
    }
  }
  return "";
}

/** Index just past `</name ...>` at or after `from`, or the end of the text when unclosed. */
function skipRawText(lower: string, name: string, from: number): number {
  const close = lower.indexOf(`</${name}`, from);
  if (close === -1) return lower.length;
  const end = lower.indexOf(">", close);
  return end === -1 ? lower.length : end + 1;
}

/**
 * The page's title, meta description and visible text, each plain (./siteText.ts). `pageUrl`
 * (the site the user asked for) names the one host whose addresses may stay, as a bare host.
 */
export function htmlToText(html: string, maxChars: number, pageUrl?: string): PageText {
  const lower = html.toLowerCase();
  let title = "";
  const out: string[] = [];
  /** While inside a dropped or hidden element: its name and nesting depth. */
  let skipping: { name: string; depth: number } | null = null;
  let index = 0;
  while (index < html.length) {
    const open = html.indexOf("<", index);
    if (open === -1) {
      if (skipping === null) out.push(html.slice(index));
      break;
    }
    if (skipping === null && open > index) out.push(html.slice(index, open));
    if (lower.startsWith("<!--", open)) {
      const end = lower.indexOf("-->", open + 4);
      index = end === -1 ? html.length : end + 3;
      continue;
    }
    const tagMatch = /^<(\/?)([a-z][a-z0-9-]*)\b[^>]*>/i.exec(html.slice(open, open + 4096));
    if (tagMatch === null) {
      // A doctype or processing instruction is skipped; a stray "<" is text ("a < b").
      const declaration = /^<[!?/]/.test(html.slice(open, open + 2));
      const end = html.indexOf(">", open);
      if (declaration && end !== -1) {
        index = end + 1;
      } else {
        if (skipping === null) out.push("<");
        index = open + 1;
      }
      continue;
    }
    const [tag, slash, rawName] = tagMatch;
    const name = rawName.toLowerCase();
    const closing = slash === "/";
    index = open + tag.length;
    if (skipping !== null) {
      if (name === skipping.name && !VOID.has(name)) {
        if (closing) skipping.depth -= 1;
        else if (!tag.endsWith("/>")) skipping.depth += 1;
        if (skipping.depth === 0) skipping = null;
      }
      continue;
    }
    if (closing) {
      if (BLOCK.has(name)) out.push("\n");
      continue;
    }
    if (name === "title") {
      const close = lower.indexOf("</title", index);
      if (title === "")
        title = decodeEntities(html.slice(index, close === -1 ? html.length : close));
      index = skipRawText(lower, "title", index);
      continue;
    }
    if (RAW_TEXT.has(name)) {
      index = skipRawText(lower, name, index);
      continue;
    }
    if (VOID.has(name) || tag.endsWith("/>")) {
      if (BLOCK.has(name)) out.push("\n");
      continue;
    }
    if (DROPPED.has(name) || isHidden(attributes(tag))) {
      skipping = { name, depth: 1 };
      continue;
    }
    out.push(BLOCK.has(name) ? "\n" : " ");
  }
  const host = siteHostOf(pageUrl);
  const plain = (value: string, max: number) => truncateText(plainSiteText(value, host), max);
  return {
    title: plain(collapse(title).replace(/\n/g, " "), 200),
    description: plain(metaDescription(html), 500),
    // Cut before the syntax is taken off too, so a huge page costs no more than a big one.
    text: plain(collapse(decodeEntities(out.join(""))).slice(0, maxChars * 4), maxChars),
  };
}

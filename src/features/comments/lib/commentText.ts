/**
 * A comment is plain text (issue 41): it is rendered as text nodes only. An address pointing to
 * this app's own origin becomes a link (a colleague pasting a brief's address); any other
 * address stays text, so a hostile comment cannot lure anyone off-site.
 */
export type TextSegment =
  { kind: "text"; text: string } | { kind: "link"; text: string; href: string };

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;

export function commentSegments(body: string, appOrigin: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let last = 0;
  for (const match of body.matchAll(URL_PATTERN)) {
    const start = match.index;
    // Sentence punctuation after an address is not part of it.
    const raw = match[0].replace(/[.,;:!?)]+$/, "");
    const href = sameOriginHref(raw, appOrigin);
    if (href === null) continue;
    if (start > last) segments.push({ kind: "text", text: body.slice(last, start) });
    segments.push({ kind: "link", text: raw, href });
    last = start + raw.length;
  }
  if (last < body.length) segments.push({ kind: "text", text: body.slice(last) });
  return segments;
}

/** The in-app path of an address on this app's origin, or null (another site, or not a URL). */
function sameOriginHref(raw: string, appOrigin: string): string | null {
  try {
    const url = new URL(raw);
    if (url.origin !== appOrigin) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

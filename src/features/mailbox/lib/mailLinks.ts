/**
 * An email's text cut into plain text and the links this app serves itself. Only an absolute
 * URL on the page's own origin whose path is an invite link (/invite/…) becomes a link: the
 * outbox shows whatever a message says, and nothing else in it should be one click away.
 */

export type MailTextPart =
  { kind: "text"; text: string } | { kind: "link"; text: string; to: string };

const URL_PATTERN = /https?:\/\/[^\s<>"'()]+/g;
/** Sentence punctuation right after a URL is the sentence's, not the URL's. */
const TRAILING = /[.,;:!?]+$/;
const APP_PATHS = /^\/invite\/[A-Za-z0-9_-]+\/?$/;

/** The in-app path of `raw` when it is one of our links, else null. */
export function appLinkPath(raw: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.origin !== origin || url.username || url.password) return null;
  if (!APP_PATHS.test(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

export function splitMailText(text: string, origin: string): MailTextPart[] {
  const parts: MailTextPart[] = [];
  let plain = "";
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const candidate = match[0].replace(TRAILING, "");
    const to = appLinkPath(candidate, origin);
    if (to === null) continue;
    plain += text.slice(last, match.index);
    if (plain) parts.push({ kind: "text", text: plain });
    plain = "";
    parts.push({ kind: "link", text: candidate, to });
    last = match.index + candidate.length;
  }
  plain += text.slice(last);
  if (plain) parts.push({ kind: "text", text: plain });
  return parts;
}

/**
 * Link previews for public share links (/shared/{shareId}). Crawlers that unfurl a pasted link
 * (chat apps, social sites) do not run JavaScript, so the HTML itself must carry the Open Graph
 * and Twitter tags. Both servers of that HTML use this: the Vite plugin (development and
 * `vite preview`) and the deployment's `GET /shared/{shareId}` route (production).
 *
 * Everything here treats the shared text as hostile: it is written by a model from a brief
 * anyone could type, so every value is escaped, and only absolute http(s) URLs are emitted,
 * the image only when it is the link's own share card: a 1200×630 PNG this app draws
 * (GET /api/shared/{shareId}/card.png, convex/shareLinks/card.ts). Chat apps and social sites
 * show no SVG, so no other image is ever named here.
 */
import { MEDIA_PATH_PREFIX, PRODUCT_NAME } from "./constants";

export type SharePreviewMeta = {
  title: string;
  description: string;
  /** The share page's absolute URL. */
  url: string;
  /** Absolute URL of the link's share card, or null. */
  image: string | null;
};

/** What every share card is: the size and type the og:image tags announce. */
export const SHARE_CARD = { width: 1200, height: 630, type: "image/png" } as const;

/** The generic preview, for an unknown or disabled link (or a backend that did not answer). */
export const GENERIC_PREVIEW = {
  title: `${PRODUCT_NAME} — your AI advertising agency`,
  description:
    "Strategies, creative briefs and campaign ideas with visuals, pitched by AI personas inspired by advertising's great creatives.",
} as const;

/** A share id as the app makes them: base64url, 128 bits (22 characters); a little slack. */
export const SHARE_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** The share id of a /shared/{shareId} path (query and hash ignored), or null. */
export function shareIdFromPath(path: string): string | null {
  const pathname = path.split(/[?#]/)[0] ?? "";
  const match = /^\/shared\/([^/]+)\/?$/.exec(pathname);
  const id = match?.[1] ?? null;
  return id !== null && SHARE_ID_PATTERN.test(id) ? id : null;
}

const MEDIA_KEY = /^[A-Za-z0-9_-]{32}$/;

/** "/api/media/{key}" exactly: this app's own stored image, as the server stores it. */
export function isOwnMediaPath(value: string): boolean {
  return (
    value.startsWith(MEDIA_PATH_PREFIX) && MEDIA_KEY.test(value.slice(MEDIA_PATH_PREFIX.length))
  );
}

const CARD_PATH = /^\/api\/shared\/([^/]+)\/card\.png$/;

/**
 * The share card's path for a link, with the version of what it shows (a crawler caches an
 * image by URL: an edited card gets a new one).
 */
export function shareCardPath(shareId: string, version: string): string {
  return `/api/shared/${encodeURIComponent(shareId)}/card.png?v=${encodeURIComponent(version)}`;
}

/** The share id of a share card's path (query ignored), or null. */
export function shareIdFromCardPath(pathname: string): string | null {
  const id = CARD_PATH.exec(pathname)?.[1] ?? null;
  return id !== null && SHARE_ID_PATTERN.test(id) ? id : null;
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

function absoluteHttpUrl(value: string | null): URL | null {
  if (value === null) return null;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url : null;
  } catch {
    return null;
  }
}

const MAX_TITLE = 120;
const MAX_DESCRIPTION = 300;

function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

/**
 * The head tags for a share page: <title>, meta description, og:* and twitter:*. The image is
 * kept only when it is the link's own share card on the page's own origin, announced with its
 * size and type so a crawler can lay the preview out before fetching it.
 */
export function previewHeadTags(meta: SharePreviewMeta): string {
  const title = clip(meta.title, MAX_TITLE) || GENERIC_PREVIEW.title;
  const description = clip(meta.description, MAX_DESCRIPTION) || GENERIC_PREVIEW.description;
  const url = absoluteHttpUrl(meta.url);
  const image = absoluteHttpUrl(meta.image);
  const pageShareId = url === null ? null : shareIdFromPath(url.pathname);
  const ownImage =
    image !== null &&
    url !== null &&
    image.origin === url.origin &&
    pageShareId !== null &&
    shareIdFromCardPath(image.pathname) === pageShareId
      ? image
      : null;
  const tag = (attr: "name" | "property", key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    tag("name", "description", description),
    tag("property", "og:type", "website"),
    tag("property", "og:site_name", PRODUCT_NAME),
    tag("property", "og:title", title),
    tag("property", "og:description", description),
    ...(url === null ? [] : [tag("property", "og:url", url.href)]),
    ...(ownImage === null
      ? []
      : [
          tag("property", "og:image", ownImage.href),
          tag("property", "og:image:type", SHARE_CARD.type),
          tag("property", "og:image:width", String(SHARE_CARD.width)),
          tag("property", "og:image:height", String(SHARE_CARD.height)),
          tag("property", "og:image:alt", title),
        ]),
    tag("name", "twitter:card", ownImage === null ? "summary" : "summary_large_image"),
    tag("name", "twitter:title", title),
    tag("name", "twitter:description", description),
    ...(ownImage === null ? [] : [tag("name", "twitter:image", ownImage.href)]),
  ];
  return tags.join("\n    ");
}

/** index.html's own tags that the preview replaces (one of each may remain otherwise). */
const REPLACED_META = /^(description|og:[a-z_:]+|twitter:[a-z_:]+)$/i;

/**
 * `html` with its <title>, description, og:* and twitter:* tags removed and `tags` inserted
 * just before </head> (or at the start, for a document without one).
 */
export function injectPreviewTags(html: string, tags: string): string {
  const stripped = html
    .replace(/<title\b[^>]*>[\s\S]*?<\/title>\s*/gi, "")
    .replace(/<meta\b[^>]*>\s*/gi, (meta) => {
      const key = /\b(?:name|property)\s*=\s*["']([^"']*)["']/i.exec(meta)?.[1] ?? "";
      return REPLACED_META.test(key) ? "" : meta;
    });
  const head = /<\/head\s*>/i.exec(stripped);
  if (head === null) return `${tags}\n${stripped}`;
  return `${stripped.slice(0, head.index)}  ${tags}\n  ${stripped.slice(head.index)}`;
}

/** A minimal page carrying the tags, for when index.html cannot be read. */
export function fallbackSharePage(tags: string, url: string): string {
  const href = absoluteHttpUrl(url)?.href ?? "/";
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    ${tags}
  </head>
  <body>
    <p><a href="${escapeHtml(href)}">Open this idea on ${PRODUCT_NAME}</a></p>
  </body>
</html>
`;
}

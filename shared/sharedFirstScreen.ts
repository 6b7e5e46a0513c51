/**
 * The first screen of a public share page (/shared/{shareId}) in its HTML (issue 38): the page a
 * client opens first paints its campaign line, brand and hero visual with the CSS alone, before
 * any JavaScript, as the home page and the legends' profiles do.
 *
 * The build writes SHARED_PAGE_FILE: index.html with the share page's stylesheets and, in #root,
 * the hero as the app's own component renders it (src/app/prerender/sharedShell.tsx), with slots
 * where a share's words, image and address go. Whoever serves /shared/{id} (the deployment's
 * route in production, the Vite plugin under `vite preview`) fills the slots from the same fields
 * the public query returns, each escaped: the words are a model's, from a brief anyone could
 * type, and stay text. The image is only this app's own /api/media file. A link that shows
 * nothing (unknown, turned off) gets no content at all.
 */
import { escapeHtml, isOwnMediaPath } from "./sharePreview";

/** The built template, at the site's root. */
export const SHARED_PAGE_FILE = "shared-page.html";

/** Where the share's values go in the template; plain words React writes as they are. */
export const SHARED_SLOTS = {
  path: "__LEGENDARY_SHARED_PATH__",
  eyebrow: "__LEGENDARY_SHARED_EYEBROW__",
  line: "__LEGENDARY_SHARED_LINE__",
  headline: "__LEGENDARY_SHARED_HEADLINE__",
  image: "/api/media/__LEGENDARY_SHARED_IMAGE__",
} as const;

type Slot = keyof typeof SHARED_SLOTS;

/** The hero's words and visual: what SharedHero shows, and what the HTML carries. */
export type SharedHero = {
  /** "Northbound Coffee · Campaign": the brand (when there is one) and what is shared. */
  eyebrow: string;
  /** The campaign line (the page's title, or the idea's campaign name). */
  line: string;
  /**
   * Set over the hero only when there is no visual: a visual may carry the headline drawn in
   * (the built-in studio's posters do), so with one the page sets it under the hero instead,
   * and it is read once (issue 39).
   */
  headline: string;
  /** The hero visual: an /api/media path, or null. */
  image: string | null;
};

/** The shared fields the hero is made from (the public query's answer has them). */
export type SharedHeroSource = {
  kind: "idea" | "campaign";
  brand: string;
  idea: { campaignName: string; headline: string; thumbnails: readonly string[] };
  campaign: { title: string; headline: string; heroUrl: string | null } | null;
};

/** The share's headline: a campaign page's own, else the idea's. */
export function sharedHeadlineOf({
  idea,
  campaign,
}: Pick<SharedHeroSource, "idea" | "campaign">): string {
  return campaign?.headline || idea.headline;
}

export function sharedHeroOf({ kind, brand, idea, campaign }: SharedHeroSource): SharedHero {
  const found = campaign?.heroUrl ?? idea.thumbnails[0] ?? null;
  const image = found !== null && isOwnMediaPath(found) ? found : null;
  return {
    eyebrow: `${brand ? `${brand} · ` : ""}${kind === "campaign" ? "Campaign" : "Campaign idea"}`,
    line: campaign?.title || idea.campaignName,
    headline: image === null ? sharedHeadlineOf({ idea, campaign }) : "",
    image,
  };
}

/** A value read back from JSON (the preview endpoint's answer) that is a hero, or null. */
export function readSharedHero(value: unknown): SharedHero | null {
  if (typeof value !== "object" || value === null) return null;
  const hero = value as Record<string, unknown>;
  const text = (key: string) => typeof hero[key] === "string";
  const image =
    hero.image === null || (typeof hero.image === "string" && isOwnMediaPath(hero.image));
  return text("eyebrow") && text("line") && text("headline") && image
    ? (value as SharedHero)
    : null;
}

const SLOT_PATTERN = new RegExp(
  Object.values(SHARED_SLOTS)
    .map((slot) => slot.replace(/[/]/g, "\\/"))
    .join("|"),
  "g",
);
const SLOT_OF = Object.fromEntries(
  Object.entries(SHARED_SLOTS).map(([key, slot]) => [slot, key as Slot]),
) as Record<string, Slot>;

const ROOT = /(<div id="root">)([\s\S]*?)(<\/div>\s*<script)/;

/** Whether `html` is the built template (a host without it answers index.html instead). */
export function isSharedTemplate(html: string): boolean {
  return html.includes(SHARED_SLOTS.line) && ROOT.test(html);
}

/** The hero without a visual: the template's is drawn with one. */
function withoutImage(html: string): string {
  return html
    .replace(new RegExp(`<img\\b[^>]*${SHARED_SLOTS.image}[^>]*>`), "")
    .replace("shared-hero shared-hero--image", "shared-hero");
}

/** The hero visual, asked for before the stylesheets are: it is the page's largest element. */
function preloadImage(html: string, image: string): string {
  const link = `<link rel="preload" as="image" href="${escapeHtml(image)}" fetchpriority="high">`;
  const at = html.search(/<link rel="stylesheet"|<\/head>/i);
  return at < 0 ? html : `${html.slice(0, at)}${link}\n    ${html.slice(at)}`;
}

/**
 * The template with the share's first screen at `pathname` (the request's own, which the page's
 * inline script compares with the address), or with an empty #root for a link that shows
 * nothing (`hero` null). Any other page (index.html) is answered as it is.
 */
export function withSharedFirstScreen(
  template: string,
  pathname: string,
  hero: SharedHero | null,
): string {
  if (!isSharedTemplate(template)) return template;
  if (hero === null) return template.replace(ROOT, "$1$3");
  const image = hero.image !== null && isOwnMediaPath(hero.image) ? hero.image : null;
  const values: Record<Slot, string> = {
    path: pathname,
    eyebrow: hero.eyebrow,
    line: hero.line,
    headline: hero.headline,
    image: image ?? "",
  };
  const drawn = image === null ? withoutImage(template) : preloadImage(template, image);
  // One pass: a value that happens to contain a slot's words is never filled in again.
  return drawn.replace(SLOT_PATTERN, (slot) => escapeHtml(values[SLOT_OF[slot]]));
}

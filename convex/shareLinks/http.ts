import type { HttpRouter } from "convex/server";
import { api, internal } from "../_generated/api";
import { httpAction } from "../_generated/server";
import { siteUrl } from "../lib/env";
import { decodePathSegment, json, readJsonObject, statusFor } from "../lib/http";
import { messages, readAppError } from "../../shared/errors";
import {
  fallbackSharePage,
  GENERIC_PREVIEW,
  injectPreviewTags,
  previewHeadTags,
  SHARE_CARD,
  shareCardPath,
  shareIdFromPath,
  type SharePreviewMeta,
} from "../../shared/sharePreview";
import {
  SHARED_PAGE_FILE,
  isSharedTemplate,
  sharedHeroOf,
  withSharedFirstScreen,
  type SharedHero,
} from "../../shared/sharedFirstScreen";
import { getLinkComments } from "../comments/linkHttp";
import { cardContent, cardVersion } from "./card";
import type { PublicShare } from "./validators";

/**
 * Public share links over HTTP (spec 7). Identity comes from the bearer token only.
 *   POST /api/ideas/share { ideaId, campaignPageId? } → { success: true, shareUrl }
 *        failures { success: false, error, code } with 400/401/403/404
 *   GET  /api/shared/{shareId}/preview → { title, description, image, url, hero } (link
 *        previews, image: the absolute URL of the link's share card; hero: the page's first
 *        screen, for `vite preview`), 404 for a link that shows nothing
 *   GET  /api/shared/{shareId}/card.png → the link's share card, a 1200×630 PNG (./card.ts),
 *        drawn once per version of what it shows; 404 for a link that shows nothing
 *   GET  /shared/{shareId} → the site's share page template (SHARED_PAGE_FILE, else index.html)
 *        with the link's preview tags, for crawlers that do not run JavaScript, and its first
 *        screen (the campaign line, brand, hero visual), painted before the app's code runs
 *        (the static host proxies /shared/* here in production)
 */

/** An HTTP action's ctx (its generated type is loose; name it once). */
type HttpCtx = Parameters<Parameters<typeof httpAction>[0]>[0];

const INDEX_FETCH_TIMEOUT_MS = 5_000;

const postShare = httpAction(async (ctx, request) => {
  const body = await readJsonObject(request);
  const ideaId = typeof body?.ideaId === "string" ? body.ideaId.trim() : "";
  const pageId = body?.campaignPageId;
  if (ideaId === "" || (pageId !== undefined && pageId !== null && typeof pageId !== "string")) {
    const error = "Send ideaId (and optionally campaignPageId).";
    return json({ success: false, error, code: "INVALID_ARGUMENT" }, 400);
  }
  if ((await ctx.auth.getUserIdentity()) === null) {
    return json({ success: false, error: messages.share.linkFailed, code: "UNAUTHENTICATED" }, 401);
  }
  try {
    const { shareUrl } = await ctx.runMutation(api.shareLinks.mutations.share, {
      ideaId,
      ...(typeof pageId === "string" && pageId !== "" ? { campaignPageId: pageId } : {}),
    });
    return json({ success: true, shareUrl });
  } catch (error) {
    const appError = readAppError(error);
    if (appError === null) {
      console.error(error);
      return json({ success: false, error: messages.share.linkFailed }, 500);
    }
    const { code, message } = appError;
    return json({ success: false, error: message, code }, statusFor(code));
  }
});

/**
 * A shared idea as a link preview: the campaign line, its headline, and the share card (the line
 * set over the hero), named with the version of what it shows.
 */
export function previewOf(view: PublicShare, url: string, cardVersion: string): SharePreviewMeta {
  const { idea, campaign } = view;
  const byline = `${idea.campaignName} — by ${view.legend.name}`;
  const image = `${siteUrl()}${shareCardPath(view.shareId, cardVersion)}`;
  if (campaign !== null) {
    return {
      title: campaign.title || byline,
      description: campaign.headline || campaign.description || idea.headline,
      image,
      url,
    };
  }
  return {
    title: byline,
    description: [idea.headline, idea.coreIdea].filter(Boolean).join(" "),
    image,
    url,
  };
}

type SharedPageView = { preview: SharePreviewMeta; hero: SharedHero };

/** What a link shows, as its preview and its first screen; null when it shows nothing. */
async function viewFor(ctx: HttpCtx, shareId: string): Promise<SharedPageView | null> {
  const view = await ctx.runQuery(api.shareLinks.queries.publicView, { shareId });
  if (view === null) return null;
  const version = await cardVersion(cardContent(view));
  return {
    preview: previewOf(view, `${siteUrl()}/shared/${view.shareId}`, version),
    hero: sharedHeroOf(view),
  };
}

const notFound = () =>
  new Response("Not found", {
    status: 404,
    headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" },
  });

/**
 * The link's share card. Served from the cache when it was drawn for what the link shows now,
 * drawn (Node runtime, convex/media/raster.ts) and cached otherwise. The URL in the page's tags
 * carries the version (`?v=`): that answer never changes and is cached for good; without it (or
 * with an old one) it is cached briefly and revalidated by its ETag.
 */
async function serveCard(ctx: HttpCtx, request: Request, shareId: string): Promise<Response> {
  const view = await ctx.runQuery(api.shareLinks.queries.publicView, { shareId });
  if (view === null) return notFound();
  const content = cardContent(view);
  const version = await cardVersion(content);
  const current = new URL(request.url).searchParams.get("v") === version;
  const headers = {
    "Cache-Control": current ? "public, max-age=31536000, immutable" : "public, max-age=300",
    ETag: `"${version}"`,
    "Access-Control-Allow-Origin": "*",
    "X-Content-Type-Options": "nosniff",
  };
  if (request.headers.get("If-None-Match") === headers.ETag) {
    return new Response(null, { status: 304, headers });
  }
  let storageId = (await ctx.runQuery(internal.shareLinks.cards.cached, { shareId, version }))
    ?.storageId;
  if (storageId === undefined) {
    try {
      storageId = await ctx.runAction(internal.media.raster.renderShareCard, {
        shareId: view.shareId,
        version,
        ...content,
      });
    } catch (error) {
      console.error(`The share card of ${view.shareId} could not be drawn.`, error);
      return new Response("The preview image is not available right now.", {
        status: 503,
        headers: { "Content-Type": "text/plain", "Cache-Control": "no-store", "Retry-After": "60" },
      });
    }
  }
  const blob = await ctx.storage.get(storageId);
  // Gone between the read and now: the link was turned off meanwhile.
  if (blob === null) return notFound();
  return new Response(blob, {
    status: 200,
    headers: { ...headers, "Content-Type": SHARE_CARD.type, "Content-Length": String(blob.size) },
  });
}

const CARD_ROUTE = /^\/api\/shared\/([^/]+)\/card\.png$/;
const PREVIEW_ROUTE = /^\/api\/shared\/([^/]+)\/preview\/?$/;

/**
 * GET /api/shared/{shareId}/preview, /card.png and /comments (one prefix route: Convex matches
 * prefixes).
 */
const getShared = httpAction(async (ctx, request) => {
  const path = new URL(request.url).pathname;
  // GET /api/shared/{shareId}/comments (issue 41) shares this prefix: comments/linkHttp.ts.
  const comments = await getLinkComments(ctx, path);
  if (comments !== null) return comments;
  const card = CARD_ROUTE.exec(path);
  if (card?.[1]) return await serveCard(ctx, request, decodePathSegment(card[1]));
  const match = PREVIEW_ROUTE.exec(path);
  const view = match?.[1] ? await viewFor(ctx, decodePathSegment(match[1])) : null;
  if (view === null) return json({ error: "Not found" }, 404);
  return json({ ...view.preview, hero: view.hero }, 200, "public, max-age=60");
});

/** A page of the site (fetched from SITE_URL, where the static host serves the build). */
async function sitePage(file: string): Promise<string | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), INDEX_FETCH_TIMEOUT_MS);
  try {
    const response = await fetch(`${siteUrl()}/${file}`, { signal: controller.signal });
    if (!response.ok) return null;
    const text = await response.text();
    return /<\/head\s*>/i.test(text) ? text : null;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The share page template the build writes; a host without it (an older build) answers its
 * index.html in its place, or nothing, and index.html is asked for then.
 */
async function sharePageTemplate(): Promise<string | null> {
  const template = await sitePage(SHARED_PAGE_FILE);
  if (template !== null && (isSharedTemplate(template) || template.includes('id="root"'))) {
    return template;
  }
  return await sitePage("index.html");
}

const getSharedPage = httpAction(async (ctx, request) => {
  const path = new URL(request.url).pathname;
  const shareId = shareIdFromPath(path);
  const url = `${siteUrl()}${shareId === null ? path : `/shared/${shareId}`}`;
  const view = shareId === null ? null : await viewFor(ctx, shareId);
  const tags = previewHeadTags(view?.preview ?? { ...GENERIC_PREVIEW, url, image: null });
  const html = await sharePageTemplate();
  return new Response(
    html === null
      ? fallbackSharePage(tags, url)
      : injectPreviewTags(withSharedFirstScreen(html, path, view?.hero ?? null), tags),
    {
      // The page itself renders "not found" for an unknown link; crawlers get a 404 too.
      status: view === null ? 404 : 200,
      headers: {
        "Content-Type": "text/html; charset=utf-8",
        "Cache-Control": "public, max-age=60",
      },
    },
  );
});

export function registerShareLinksRoutes(http: HttpRouter) {
  // An exact path: Convex matches it before the /api/ideas/ prefix routes.
  http.route({ path: "/api/ideas/share", method: "POST", handler: postShare });
  http.route({ pathPrefix: "/api/shared/", method: "GET", handler: getShared });
  http.route({ pathPrefix: "/shared/", method: "GET", handler: getSharedPage });
}

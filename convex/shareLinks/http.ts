import type { HttpRouter } from "convex/server";
import { api } from "../_generated/api";
import { httpAction } from "../_generated/server";
import { siteUrl } from "../lib/env";
import { decodePathSegment, json, readJsonObject, statusFor } from "../lib/http";
import { messages, readAppError } from "../../shared/errors";
import {
  fallbackSharePage,
  GENERIC_PREVIEW,
  injectPreviewTags,
  previewHeadTags,
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
import type { PublicShare } from "./validators";

/**
 * Public share links over HTTP (spec 7). Identity comes from the bearer token only.
 *   POST /api/ideas/share { ideaId, campaignPageId? } → { success: true, shareUrl }
 *        failures { success: false, error, code } with 400/401/403/404
 *   GET  /api/shared/{shareId}/preview → { title, description, image, url, hero } (link
 *        previews, image absolute or null; hero: the page's first screen, for `vite preview`),
 *        404 for a link that shows nothing
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

/** An /api/media path made absolute on the site's origin (which proxies /api). */
function absoluteOnSite(path: string | null): string | null {
  return path === null ? null : `${siteUrl()}${path}`;
}

/** A shared idea as a link preview: the campaign line, its headline, the hero visual. */
export function previewOf(view: PublicShare, url: string): SharePreviewMeta {
  const { idea, campaign } = view;
  const byline = `${idea.campaignName} — by ${view.legend.name}`;
  if (campaign !== null) {
    return {
      title: campaign.title || byline,
      description: campaign.headline || campaign.description || idea.headline,
      image: absoluteOnSite(campaign.heroUrl ?? idea.thumbnails[0] ?? null),
      url,
    };
  }
  return {
    title: byline,
    description: [idea.headline, idea.coreIdea].filter(Boolean).join(" "),
    image: absoluteOnSite(idea.thumbnails[0] ?? null),
    url,
  };
}

type SharedPageView = { preview: SharePreviewMeta; hero: SharedHero };

/** What a link shows, as its preview and its first screen; null when it shows nothing. */
async function viewFor(ctx: HttpCtx, shareId: string): Promise<SharedPageView | null> {
  const view = await ctx.runQuery(api.shareLinks.queries.publicView, { shareId });
  if (view === null) return null;
  return {
    preview: previewOf(view, `${siteUrl()}/shared/${view.shareId}`),
    hero: sharedHeroOf(view),
  };
}

const getPreview = httpAction(async (ctx, request) => {
  const match = /^\/api\/shared\/([^/]+)\/preview\/?$/.exec(new URL(request.url).pathname);
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
  http.route({ pathPrefix: "/api/shared/", method: "GET", handler: getPreview });
  http.route({ pathPrefix: "/shared/", method: "GET", handler: getSharedPage });
}

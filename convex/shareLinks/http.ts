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
import type { PublicShare } from "./validators";

/**
 * Public share links over HTTP (spec 7). Identity comes from the bearer token only.
 *   POST /api/ideas/share { ideaId, campaignPageId? } → { success: true, shareUrl }
 *        failures { success: false, error, code } with 400/401/403/404
 *   GET  /api/shared/{shareId}/preview → { title, description, image, url } (link previews;
 *        image absolute or null), 404 for a link that shows nothing
 *   GET  /shared/{shareId} → the app's index.html with the link's preview tags, for crawlers
 *        that do not run JavaScript (the static host proxies /shared/* here in production)
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

async function previewFor(ctx: HttpCtx, shareId: string): Promise<SharePreviewMeta | null> {
  const view = await ctx.runQuery(api.shareLinks.queries.publicView, { shareId });
  return view === null ? null : previewOf(view, `${siteUrl()}/shared/${view.shareId}`);
}

const getPreview = httpAction(async (ctx, request) => {
  const match = /^\/api\/shared\/([^/]+)\/preview\/?$/.exec(new URL(request.url).pathname);
  const preview = match?.[1] ? await previewFor(ctx, decodePathSegment(match[1])) : null;
  if (preview === null) return json({ error: "Not found" }, 404);
  return json(preview, 200, "public, max-age=60");
});

async function indexHtml(): Promise<string | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), INDEX_FETCH_TIMEOUT_MS);
  try {
    const response = await fetch(`${siteUrl()}/index.html`, { signal: controller.signal });
    if (!response.ok) return null;
    const text = await response.text();
    return /<\/head\s*>/i.test(text) ? text : null;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

const getSharedPage = httpAction(async (ctx, request) => {
  const path = new URL(request.url).pathname;
  const shareId = shareIdFromPath(path);
  const url = `${siteUrl()}${shareId === null ? path : `/shared/${shareId}`}`;
  const preview = shareId === null ? null : await previewFor(ctx, shareId);
  const tags = previewHeadTags(preview ?? { ...GENERIC_PREVIEW, url, image: null });
  const html = await indexHtml();
  return new Response(
    html === null ? fallbackSharePage(tags, url) : injectPreviewTags(html, tags),
    {
      // The page itself renders "not found" for an unknown link; crawlers get a 404 too.
      status: preview === null ? 404 : 200,
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

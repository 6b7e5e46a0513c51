import type { HttpRouter } from "convex/server";
import { api, internal } from "../_generated/api";
import { httpAction } from "../_generated/server";
import { trustedProxyHops } from "../lib/env";
import { decodePathSegment, errorResponse, json, readJsonObject } from "../lib/http";
import { clientAddress } from "../mail/clientAddress";
import { ANONYMOUS_CLIENT } from "../mail/clients";
import { sha256Hex } from "../sharing/model";
import { SHARE_LINK_NOT_FOUND } from "../shareLinks/model";
import { signedOut, type HttpCtx } from "./http";

/**
 * Share-link comments over HTTP (issue 41; rules in ./publicLink.ts):
 *   POST /api/shared/{shareId}/settings { allowComments } (owner, editor; bearer) → { allowComments }
 *   POST /api/shared/{shareId}/comments { name, body } (no account) → 201 { comment }, or 403
 *        'Comments are turned off for this link'
 *   GET  /api/shared/{shareId}/comments → { allowComments, comments } (mounted through
 *        shareLinks/http.ts, which owns GET /api/shared/*)
 * A visitor over HTTP is counted by a hash of their address (mail/clientAddress.ts reads it as
 * the code-email limits do); without one, by the shared keyless bucket.
 */

const FAILED = "Something went wrong with comments. Please try again.";
const SETTINGS_ROUTE = /^\/api\/shared\/([^/]+)\/settings\/?$/;
const COMMENTS_ROUTE = /^\/api\/shared\/([^/]+)\/comments\/?$/;

const linkNotFound = () => json({ error: SHARE_LINK_NOT_FOUND, code: "NOT_FOUND" }, 404);

async function visitorOf(request: Request): Promise<string> {
  const address = clientAddress(request.headers, trustedProxyHops());
  return address === null ? ANONYMOUS_CLIENT : `ip:${await sha256Hex(address)}`;
}

async function postSettings(ctx: HttpCtx, request: Request, shareId: string) {
  const refused = await signedOut(ctx);
  if (refused) return refused;
  const body = await readJsonObject(request);
  if (typeof body?.allowComments !== "boolean") {
    return json({ error: "Send { allowComments: true | false }.", code: "INVALID_ARGUMENT" }, 400);
  }
  try {
    await ctx.runMutation(api.comments.linkFunctions.setAllow, {
      shareId,
      allowComments: body.allowComments,
    });
    return json({ allowComments: body.allowComments });
  } catch (error) {
    return errorResponse(error, FAILED);
  }
}

async function postVisitorComment(ctx: HttpCtx, request: Request, shareId: string) {
  const body = await readJsonObject(request);
  if (body === null) return json({ error: "Send { name, body }.", code: "INVALID_ARGUMENT" }, 400);
  const name = body.name ?? "";
  const text = body.body ?? "";
  if (typeof name !== "string" || typeof text !== "string") {
    return json({ error: "name and body must be text.", code: "INVALID_ARGUMENT" }, 400);
  }
  try {
    const commentId = await ctx.runMutation(internal.comments.linkFunctions.postFromHttp, {
      shareId,
      name,
      body: text,
      visitor: await visitorOf(request),
    });
    const comment = await ctx.runQuery(internal.comments.httpViews.created, { commentId });
    return json({ comment: comment && { ...comment, viaPublicLink: true } }, 201);
  } catch (error) {
    return errorResponse(error, FAILED);
  }
}

const postShared = httpAction(async (ctx, request) => {
  const path = new URL(request.url).pathname;
  const settings = SETTINGS_ROUTE.exec(path);
  if (settings?.[1]) return await postSettings(ctx, request, decodePathSegment(settings[1]));
  const comments = COMMENTS_ROUTE.exec(path);
  if (comments?.[1]) return await postVisitorComment(ctx, request, decodePathSegment(comments[1]));
  return json({ error: "Not found" }, 404);
});

/** GET /api/shared/{shareId}/comments, or null when `path` is not that route. */
export async function getLinkComments(ctx: HttpCtx, path: string): Promise<Response | null> {
  const match = COMMENTS_ROUTE.exec(path);
  if (!match?.[1]) return null;
  const view = await ctx.runQuery(api.comments.linkFunctions.thread, {
    shareId: decodePathSegment(match[1]),
  });
  if (view === null) return linkNotFound();
  return json({ allowComments: view.allowComments, comments: view.comments });
}

export function registerLinkCommentsRoutes(http: HttpRouter) {
  http.route({ pathPrefix: "/api/shared/", method: "POST", handler: postShared });
}

import type { HttpRouter } from "convex/server";
import { api, internal } from "../_generated/api";
import type { Doc } from "../_generated/dataModel";
import { httpAction } from "../_generated/server";
import { errorResponse, json, readJsonObject } from "../lib/http";
import { defaultErrorMessages } from "../../shared/errors";
import { COMMENT_TARGET_TYPES, reviewMessages, type CommentTargetType } from "../../shared/review";
import { toHttpComment } from "./httpViews";

/**
 * Comments over HTTP (issue 41), bearer token required:
 *   POST /api/comments { targetType, targetId, body, parentId?, mentions? }
 *        → 201 { comment: { id, targetType, targetId, body, author: { name }, createdAt,
 *          parentId, resolved } }
 *   GET  /api/comments?targetType=…&targetId=… → { comments: [...] } oldest first (each also
 *        with viaPublicLink, deleted, editedAt)
 * Errors `{ error, code }`: 401 signed out; 400 a bad targetType or an empty or too long body;
 * 404 anyone without access, and unknown or malformed ids; 409 a full thread; 429 too fast.
 * Share-link comments: ./linkHttp.ts.
 */

/** An HTTP action's ctx (its generated type is loose; name it once). */
export type HttpCtx = Parameters<Parameters<typeof httpAction>[0]>[0];

const FAILED = "Something went wrong with comments. Please try again.";

export async function signedOut(ctx: HttpCtx): Promise<Response | null> {
  const user: Doc<"users"> | null = await ctx.runQuery(internal.users.internal.current, {});
  if (user !== null) return null;
  return json({ error: defaultErrorMessages.UNAUTHENTICATED, code: "UNAUTHENTICATED" }, 401);
}

const badRequest = (error: string) => json({ error, code: "INVALID_ARGUMENT" }, 400);
const notFound = () => json({ error: reviewMessages.commentNotFound, code: "NOT_FOUND" }, 404);

function targetTypeOf(value: unknown): CommentTargetType | null {
  return COMMENT_TARGET_TYPES.find((type) => type === value) ?? null;
}

const postComment = httpAction(async (ctx, request) => {
  const refused = await signedOut(ctx);
  if (refused) return refused;
  const body = await readJsonObject(request);
  if (body === null) return badRequest("Send a JSON object with targetType, targetId and body.");
  const targetType = targetTypeOf(body.targetType);
  if (targetType === null) return badRequest(reviewMessages.invalidTargetType);
  const { targetId, parentId, mentions } = body;
  if (typeof targetId !== "string") return notFound();
  if (parentId !== undefined && parentId !== null && typeof parentId !== "string") {
    return notFound();
  }
  const text = body.body ?? "";
  if (typeof text !== "string") return badRequest("body must be text.");
  const mentionIds = Array.isArray(mentions)
    ? mentions.filter((id): id is string => typeof id === "string")
    : [];
  try {
    const commentId = await ctx.runMutation(api.comments.mutations.post, {
      targetType,
      targetId,
      body: text,
      ...(typeof parentId === "string" && parentId !== "" ? { parentId } : {}),
      ...(mentionIds.length > 0 ? { mentions: mentionIds } : {}),
    });
    const comment = await ctx.runQuery(internal.comments.httpViews.created, { commentId });
    return json({ comment }, 201);
  } catch (error) {
    return errorResponse(error, FAILED);
  }
});

const getComments = httpAction(async (ctx, request) => {
  const refused = await signedOut(ctx);
  if (refused) return refused;
  const params = new URL(request.url).searchParams;
  const targetType = targetTypeOf(params.get("targetType"));
  if (targetType === null) return badRequest(reviewMessages.invalidTargetType);
  const targetId = params.get("targetId") ?? "";
  try {
    const thread = await ctx.runQuery(api.comments.queries.forTarget, { targetType, targetId });
    return json({
      comments: thread.comments.map((dto) => ({
        ...toHttpComment(dto),
        viaPublicLink: dto.author.viaPublicLink,
        deleted: dto.deleted,
        editedAt: dto.editedAt,
      })),
    });
  } catch (error) {
    return errorResponse(error, FAILED);
  }
});

export function registerCommentsRoutes(http: HttpRouter) {
  http.route({ path: "/api/comments", method: "POST", handler: postComment });
  http.route({ path: "/api/comments", method: "GET", handler: getComments });
}

import { v, type Infer } from "convex/values";
import { internalQuery } from "../lib/functions";
import { displayName } from "../sharing/model";
import { commentTargetTypeValidator } from "./schema";
import type { CommentDto } from "./validators";

/**
 * The comment as the HTTP API answers it (issue 41): `{ id, targetType, targetId, body,
 * author: { name }, createdAt, parentId, resolved }`, plus `viaPublicLink`, `deleted` and
 * `editedAt` in lists. Read back here after the route's mutation made it.
 */

export const httpCommentValidator = v.object({
  id: v.string(),
  targetType: commentTargetTypeValidator,
  targetId: v.string(),
  body: v.string(),
  author: v.object({ name: v.string() }),
  createdAt: v.number(),
  parentId: v.union(v.string(), v.null()),
  resolved: v.boolean(),
});
export type HttpComment = Infer<typeof httpCommentValidator>;

export function toHttpComment(dto: CommentDto) {
  return {
    id: dto.id,
    targetType: dto.targetType,
    targetId: dto.targetId,
    body: dto.body,
    author: { name: dto.author.name },
    createdAt: dto.createdAt,
    parentId: dto.parentId,
    resolved: dto.resolved,
  };
}

/** A comment just made by the route's caller (a user or a link's visitor). */
export const created = internalQuery({
  args: { commentId: v.id("comments") },
  returns: v.union(httpCommentValidator, v.null()),
  handler: async (ctx, { commentId }) => {
    const row = await ctx.db.get("comments", commentId);
    if (row === null) return null;
    const root = row.parentId === undefined ? row : await ctx.db.get("comments", row.parentId);
    const name =
      row.authorId === undefined
        ? (row.visitorName ?? "Visitor")
        : displayName(await ctx.db.get("users", row.authorId));
    return {
      id: row._id,
      targetType: row.targetType,
      targetId: row.targetId,
      body: row.body,
      author: { name },
      createdAt: row.createdAt,
      parentId: row.parentId ?? null,
      resolved: root?.resolved ?? false,
    };
  },
});

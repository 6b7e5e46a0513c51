import { v } from "convex/values";
import { userMutation } from "../lib/functions";
import { commentTargetTypeValidator } from "./schema";
import { deleteComment, editComment, postComment, setResolved } from "./thread";

/**
 * Comments for signed-in members of a brief (issue 41). Ids are strings checked through the
 * brief's door, so unknown, malformed and not-yours ids all answer NOT_FOUND.
 */

/**
 * A comment, or (with `parentId`) a reply to a thread; a reply to a reply joins its root.
 * `mentions`: user ids the composer picked; "@Name" in the body also counts. Only the brief's
 * members are kept. Returns the new comment's id.
 */
export const post = userMutation({
  args: {
    targetType: commentTargetTypeValidator,
    targetId: v.string(),
    body: v.string(),
    parentId: v.optional(v.string()),
    mentions: v.optional(v.array(v.string())),
  },
  returns: v.id("comments"),
  handler: async (ctx, args) => await postComment(ctx, ctx.user, args),
});

/** The author changes their words (marked edited). */
export const edit = userMutation({
  args: { commentId: v.string(), body: v.string(), mentions: v.optional(v.array(v.string())) },
  returns: v.null(),
  handler: async (ctx, args) => {
    await editComment(ctx, ctx.user, args);
    return null;
  },
});

/** The author deletes their comment (a root with replies stays as 'Comment deleted'). */
export const remove = userMutation({
  args: { commentId: v.string() },
  returns: v.null(),
  handler: async (ctx, { commentId }) => {
    await deleteComment(ctx, ctx.user, commentId);
    return null;
  },
});

/** Owner and editors resolve (true) or reopen (false) the thread the comment belongs to. */
export const resolve = userMutation({
  args: { commentId: v.string(), resolved: v.boolean() },
  returns: v.null(),
  handler: async (ctx, { commentId, resolved }) => {
    await setResolved(ctx, ctx.user, commentId, resolved);
    return null;
  },
});

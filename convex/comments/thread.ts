import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { appError } from "../lib/errors";
import { displayName } from "../sharing/model";
import { excerptOf, notify } from "../notifications/model";
import { reviewMessages, type CommentTargetType } from "../../shared/review";
import { spendUserComment } from "./limits";
import { assertRoom, bumpCount, cleanBody, resolveMentions } from "./model";
import { commentTargetOrThrow, type CommentTarget } from "./targets";

/**
 * A signed-in member's comments (issue 41): anyone who can read the brief comments and replies;
 * only the author edits or deletes; owner and editors resolve and reopen threads. Every id goes
 * through the target's door, so a stranger's or a malformed id is NOT_FOUND.
 */

type Db = Pick<QueryCtx, "db">;

export type NewComment = {
  targetType: CommentTargetType;
  targetId: string;
  body: string;
  parentId?: string;
  mentions?: string[];
};

const notFound = () => appError("NOT_FOUND", reviewMessages.commentNotFound);

/** The comment and its target, if the user may read the brief it belongs to. */
export async function commentAccessOrThrow(
  ctx: Db,
  user: Doc<"users">,
  commentId: string,
): Promise<{ comment: Doc<"comments">; target: CommentTarget }> {
  const id = ctx.db.normalizeId("comments", commentId);
  const comment = id === null ? null : await ctx.db.get("comments", id);
  if (comment === null) throw notFound();
  const target = await commentTargetOrThrow(ctx, user, comment.targetType, comment.targetId).catch(
    () => {
      throw notFound();
    },
  );
  return { comment, target };
}

/** The thread a reply joins: its parent's root (replies are one level), on the same target. */
async function threadRootOrThrow(ctx: Db, target: CommentTarget, parentId: string) {
  const id = ctx.db.normalizeId("comments", parentId);
  const parent = id === null ? null : await ctx.db.get("comments", id);
  if (
    parent === null ||
    parent.targetType !== target.targetType ||
    parent.targetId !== target.targetId
  ) {
    throw notFound();
  }
  if (parent.parentId === undefined) return parent;
  const root = await ctx.db.get("comments", parent.parentId);
  if (root === null) throw notFound();
  return root;
}

export async function postComment(
  ctx: MutationCtx,
  user: Doc<"users">,
  args: NewComment,
): Promise<Id<"comments">> {
  const target = await commentTargetOrThrow(ctx, user, args.targetType, args.targetId);
  const body = cleanBody(args.body);
  const root = args.parentId ? await threadRootOrThrow(ctx, target, args.parentId) : null;
  await assertRoom(ctx, target.targetType, target.targetId);
  await spendUserComment(ctx, user._id);
  const mentions = await resolveMentions(ctx, target.briefId, user._id, body, args.mentions ?? []);
  const key = { briefId: target.briefId, targetType: target.targetType, targetId: target.targetId };
  const commentId = await ctx.db.insert("comments", {
    ...key,
    authorId: user._id,
    body,
    ...(root === null ? {} : { parentId: root._id }),
    mentions,
    resolved: false,
    createdAt: Date.now(),
  });
  await bumpCount(ctx, key, 1, root === null ? 1 : 0);
  const event = {
    actorName: displayName(user),
    briefId: target.briefId,
    targetType: target.targetType,
    targetId: target.targetId,
    commentId,
    title: target.title,
    excerpt: excerptOf(body),
    path: target.path,
  };
  await notify(ctx, mentions, user._id, { kind: "mention", ...event });
  const rootAuthor = root?.deletedAt === undefined ? root?.authorId : undefined;
  if (rootAuthor !== undefined && !mentions.includes(rootAuthor)) {
    await notify(ctx, [rootAuthor], user._id, { kind: "reply", ...event });
  }
  return commentId;
}

function ownOrThrow(comment: Doc<"comments">, user: Doc<"users">) {
  if (comment.authorId !== user._id) throw appError("FORBIDDEN", reviewMessages.notYourComment);
  if (comment.deletedAt !== undefined) {
    throw appError("INVALID_ARGUMENT", reviewMessages.cannotEditDeleted);
  }
}

/** The author's new words; people newly @mentioned are notified, the others not again. */
export async function editComment(
  ctx: MutationCtx,
  user: Doc<"users">,
  args: { commentId: string; body: string; mentions?: string[] },
): Promise<void> {
  const { comment, target } = await commentAccessOrThrow(ctx, user, args.commentId);
  ownOrThrow(comment, user);
  const body = cleanBody(args.body);
  await spendUserComment(ctx, user._id);
  const mentions = await resolveMentions(ctx, target.briefId, user._id, body, args.mentions ?? []);
  await ctx.db.patch("comments", comment._id, { body, mentions, editedAt: Date.now() });
  const added = mentions.filter((id) => !comment.mentions.includes(id));
  await notify(ctx, added, user._id, {
    kind: "mention",
    actorName: displayName(user),
    briefId: target.briefId,
    targetType: target.targetType,
    targetId: target.targetId,
    commentId: comment._id,
    title: target.title,
    excerpt: excerptOf(body),
    path: target.path,
  });
}

async function hasReplies(ctx: Db, rootId: Id<"comments">) {
  const reply = await ctx.db
    .query("comments")
    .withIndex("by_parent", (q) => q.eq("parentId", rootId))
    .first();
  return reply !== null;
}

/**
 * Deletes the author's comment. A root with replies stays as 'Comment deleted' (body emptied)
 * so the replies keep their context; when its last reply goes, the husk goes too.
 */
export async function deleteComment(
  ctx: MutationCtx,
  user: Doc<"users">,
  commentId: string,
): Promise<void> {
  const { comment } = await commentAccessOrThrow(ctx, user, commentId);
  ownOrThrow(comment, user);
  const isRoot = comment.parentId === undefined;
  if (isRoot && (await hasReplies(ctx, comment._id))) {
    await ctx.db.patch("comments", comment._id, { body: "", mentions: [], deletedAt: Date.now() });
    await bumpCount(ctx, comment, -1, 0);
    return;
  }
  await ctx.db.delete("comments", comment._id);
  await bumpCount(ctx, comment, -1, isRoot && !comment.resolved ? -1 : 0);
  if (comment.parentId === undefined) return;
  const root = await ctx.db.get("comments", comment.parentId);
  if (root?.deletedAt !== undefined && !(await hasReplies(ctx, root._id))) {
    await ctx.db.delete("comments", root._id);
    await bumpCount(ctx, root, 0, root.resolved ? 0 : -1);
  }
}

/** Resolves or reopens the thread the comment is in (owner and editors). */
export async function setResolved(
  ctx: MutationCtx,
  user: Doc<"users">,
  commentId: string,
  resolved: boolean,
): Promise<void> {
  const { comment, target } = await commentAccessOrThrow(ctx, user, commentId);
  if (target.role === "viewer") throw appError("FORBIDDEN", reviewMessages.resolveForbidden);
  const root =
    comment.parentId === undefined ? comment : await ctx.db.get("comments", comment.parentId);
  if (root === null) throw notFound();
  if (root.resolved === resolved) return;
  await ctx.db.patch(
    "comments",
    root._id,
    resolved
      ? { resolved, resolvedBy: user._id, resolvedAt: Date.now() }
      : { resolved, resolvedBy: undefined, resolvedAt: undefined },
  );
  await bumpCount(ctx, root, 0, resolved ? -1 : 1);
}

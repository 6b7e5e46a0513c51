import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { appError } from "../lib/errors";
import { briefAccessOrThrow, roleOn } from "../briefs/access";
import { linkByShareId, SHARE_LINK_NOT_FOUND } from "../shareLinks/model";
import { reviewMessages } from "../../shared/review";
import { spendVisitorComment } from "./limits";
import { assertRoom, bumpCount, cleanBody, cleanVisitorName, nameCache, threadRows } from "./model";
import { ideaTargetForLink } from "./targets";
import type { PublicCommentDto } from "./validators";

/**
 * Feedback through a share link (issue 41). The owner or an editor turns `allowComments` on (off
 * by default); a visitor then leaves a name and a comment with no account. It joins the IDEA's
 * thread (a link shares an idea, or the idea's campaign page: the campaign page is the idea's
 * page, so both land on the idea's thread the team sees), marked 'via public link'.
 *
 * Visitors see only what came through this link: the threads its visitors started and the team's
 * replies in them, never the team's own threads on the idea. Turning comments off shows them
 * nothing and refuses new ones (403 'Comments are turned off for this link').
 */

type Db = Pick<QueryCtx, "db">;

const linkNotFound = () => appError("NOT_FOUND", SHARE_LINK_NOT_FOUND);

async function liveLinkOrThrow(ctx: Db, shareId: string): Promise<Doc<"shareLinks">> {
  const link = await linkByShareId(ctx, shareId);
  if (link === null || link.disabledAt !== undefined) throw linkNotFound();
  return link;
}

/** Owner and editors turn comments on or off; readers get FORBIDDEN, anyone else NOT_FOUND. */
export async function setAllowComments(
  ctx: MutationCtx,
  user: Doc<"users">,
  shareId: string,
  allowComments: boolean,
): Promise<void> {
  const link = await liveLinkOrThrow(ctx, shareId);
  const role = await briefAccessOrThrow(ctx, link.briefId, user, "read")
    .then((access) => access.role)
    .catch(() => {
      throw linkNotFound();
    });
  if (role === "viewer") throw appError("FORBIDDEN", reviewMessages.settingsForbidden);
  await ctx.db.patch("shareLinks", link._id, { allowComments });
}

/** A visitor's comment through a live link that allows comments. */
export async function postViaLink(
  ctx: MutationCtx,
  args: { shareId: string; name: string; body: string; visitor: string },
): Promise<Id<"comments">> {
  const link = await liveLinkOrThrow(ctx, args.shareId);
  if (link.allowComments !== true) throw appError("FORBIDDEN", reviewMessages.commentsOff);
  const target = await ideaTargetForLink(ctx, link);
  if (target === null) throw linkNotFound();
  const visitorName = cleanVisitorName(args.name);
  const body = cleanBody(args.body);
  await assertRoom(ctx, target.targetType, target.targetId);
  await spendVisitorComment(ctx, link._id, args.visitor);
  const key = { briefId: target.briefId, targetType: target.targetType, targetId: target.targetId };
  const commentId = await ctx.db.insert("comments", {
    ...key,
    visitorName,
    shareLinkId: link._id,
    body,
    mentions: [],
    resolved: false,
    createdAt: Date.now(),
  });
  await bumpCount(ctx, key, 1, 1);
  return commentId;
}

export type LinkThread = {
  allowComments: boolean;
  canChangeSettings: boolean;
  comments: PublicCommentDto[];
};

/** What a link's visitors see of its thread; null for an unknown, malformed or disabled link. */
export async function linkThread(
  ctx: Db,
  shareId: string,
  viewer: Doc<"users"> | null,
): Promise<LinkThread | null> {
  const link = await linkByShareId(ctx, shareId);
  if (link === null || link.disabledAt !== undefined) return null;
  const target = await ideaTargetForLink(ctx, link);
  if (target === null) return null;
  const brief = await ctx.db.get("briefs", link.briefId);
  const role = viewer === null || brief === null ? null : await roleOn(ctx, brief, viewer._id);
  const allowComments = link.allowComments === true;
  const canChangeSettings = role === "owner" || role === "editor";
  if (!allowComments) return { allowComments, canChangeSettings, comments: [] };
  const rows = await threadRows(ctx, target.targetType, target.targetId);
  const roots = new Map(
    rows
      .filter((r) => r.parentId === undefined && r.shareLinkId === link._id)
      .map((r) => [r._id as string, r]),
  );
  const nameOf = nameCache(ctx);
  const shown = rows.filter((r) => roots.has(r._id) || (r.parentId && roots.has(r.parentId)));
  const comments = await Promise.all(
    shown.map(async (row): Promise<PublicCommentDto> => {
      const deleted = row.deletedAt !== undefined;
      const root = row.parentId ? roots.get(row.parentId) : row;
      const name = deleted
        ? reviewMessages.commentDeleted
        : row.authorId !== undefined
          ? await nameOf(row.authorId)
          : (row.visitorName ?? "Visitor");
      return {
        id: row._id,
        parentId: row.parentId ?? null,
        body: deleted ? "" : row.body,
        author: { name, viaPublicLink: row.shareLinkId !== undefined },
        createdAt: row.createdAt,
        deleted,
        resolved: root?.resolved ?? false,
      };
    }),
  );
  return { allowComments, canChangeSettings, comments };
}

import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { appError } from "../lib/errors";
import { displayName, listMembers } from "../sharing/model";
import { COMMENT_LIMITS, reviewMessages } from "../../shared/review";
import type { CommentDto } from "./validators";

/**
 * Comment rules shared by the signed-in and the share-link paths (issue 41): the body's bounds,
 * @mentions, the per-target counters and the DTO. Bodies are stored as written (trimmed) and
 * always answered as plain text: the UI renders text, so hostile text stays inert.
 */

type Db = Pick<QueryCtx, "db">;

/** The trimmed body, or INVALID_ARGUMENT saying what is wrong. */
export function cleanBody(body: string): string {
  const trimmed = body.trim();
  if (trimmed === "") throw appError("INVALID_ARGUMENT", reviewMessages.commentEmpty);
  if (trimmed.length > COMMENT_LIMITS.bodyMax) {
    throw appError("INVALID_ARGUMENT", reviewMessages.commentTooLong);
  }
  return trimmed;
}

/** A visitor's name on one line, 1–60 characters. */
export function cleanVisitorName(name: string): string {
  const line = name.replace(/\s+/g, " ").trim();
  if (line === "") throw appError("INVALID_ARGUMENT", reviewMessages.visitorNameEmpty);
  if (line.length > COMMENT_LIMITS.visitorNameMax) {
    throw appError("INVALID_ARGUMENT", reviewMessages.visitorNameTooLong);
  }
  return line;
}

/**
 * Who a comment mentions: ids the client passed and names written as "@Name", kept only when
 * they are the brief's owner or a current member (anyone else is dropped, so a mention can
 * never reach outside the brief), at most COMMENT_LIMITS.mentionsMax.
 */
export async function resolveMentions(
  ctx: Db,
  briefId: Id<"briefs">,
  viewerId: Id<"users">,
  body: string,
  passed: readonly string[],
): Promise<Id<"users">[]> {
  const brief = await ctx.db.get("briefs", briefId);
  if (brief === null) return [];
  const members = await listMembers(ctx, brief, viewerId);
  const wanted = new Set(passed);
  const found: Id<"users">[] = [];
  for (const member of members) {
    if (
      (wanted.has(member.userId) || writesMention(body, member.name)) &&
      !found.includes(member.userId)
    ) {
      found.push(member.userId);
    }
  }
  return found.slice(0, COMMENT_LIMITS.mentionsMax);
}

/** "@Name" in the text, as a whole name: "@Ann" does not mention "Anna", nor "User 1" "User 12". */
export function writesMention(body: string, name: string): boolean {
  const needle = `@${name.trim().toLowerCase()}`;
  if (needle === "@") return false;
  const text = body.toLowerCase();
  for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + 1)) {
    const next = text.charAt(at + needle.length);
    if (!/[\p{L}\p{N}_]/u.test(next)) return true;
  }
  return false;
}

export async function countRow(
  ctx: Db,
  targetType: Doc<"comments">["targetType"],
  targetId: string,
) {
  return await ctx.db
    .query("commentCounts")
    .withIndex("by_target", (q) => q.eq("targetType", targetType).eq("targetId", targetId))
    .unique();
}

/** Adds `count` live comments and `open` unresolved threads to a target's counter. */
export async function bumpCount(
  ctx: MutationCtx,
  key: Pick<Doc<"comments">, "briefId" | "targetType" | "targetId">,
  count: number,
  open: number,
): Promise<void> {
  const row = await countRow(ctx, key.targetType, key.targetId);
  if (row === null) {
    await ctx.db.insert("commentCounts", {
      ...key,
      count: Math.max(0, count),
      openThreads: Math.max(0, open),
    });
    return;
  }
  await ctx.db.patch("commentCounts", row._id, {
    count: Math.max(0, row.count + count),
    openThreads: Math.max(0, row.openThreads + open),
  });
}

/** Refuses a new comment on a target that holds COMMENT_LIMITS.perTarget already. */
export async function assertRoom(
  ctx: Db,
  targetType: Doc<"comments">["targetType"],
  targetId: string,
): Promise<void> {
  const row = await countRow(ctx, targetType, targetId);
  if ((row?.count ?? 0) >= COMMENT_LIMITS.perTarget) {
    throw appError("CONFLICT", reviewMessages.targetFull);
  }
}

/** A target's comments, oldest first (live ones, and deleted roots that still have replies). */
export async function threadRows(
  ctx: Db,
  targetType: Doc<"comments">["targetType"],
  targetId: string,
): Promise<Doc<"comments">[]> {
  return await ctx.db
    .query("comments")
    .withIndex("by_target_and_createdAt", (q) =>
      q.eq("targetType", targetType).eq("targetId", targetId),
    )
    .take(COMMENT_LIMITS.perTarget * 2);
}

/** Display names by user id, each user read once per answer. */
export function nameCache(ctx: Db) {
  const names = new Map<string, Promise<string>>();
  return (userId: Id<"users">): Promise<string> => {
    let name = names.get(userId);
    if (name === undefined) {
      name = ctx.db.get("users", userId).then(displayName);
      names.set(userId, name);
    }
    return name;
  };
}

export function authorNameOf(row: Doc<"comments">, nameOf: (id: Id<"users">) => Promise<string>) {
  if (row.authorId !== undefined) return nameOf(row.authorId);
  return Promise.resolve(row.visitorName ?? "Visitor");
}

/** A comment for a reader; `root` gives a reply its thread's resolved state. */
export async function toCommentDto(
  row: Doc<"comments">,
  root: Doc<"comments"> | null,
  viewerId: Id<"users"> | null,
  nameOf: (id: Id<"users">) => Promise<string>,
): Promise<CommentDto> {
  const thread = root ?? row;
  const deleted = row.deletedAt !== undefined;
  const isMine = viewerId !== null && row.authorId === viewerId;
  return {
    id: row._id,
    targetType: row.targetType,
    targetId: row.targetId,
    parentId: row.parentId ?? null,
    body: deleted ? "" : row.body,
    author: {
      name: deleted ? reviewMessages.commentDeleted : await authorNameOf(row, nameOf),
      userId: deleted ? null : (row.authorId ?? null),
      viaPublicLink: row.shareLinkId !== undefined,
    },
    createdAt: row.createdAt,
    editedAt: row.editedAt ?? null,
    deleted,
    resolved: thread.resolved,
    resolvedBy: thread.resolvedBy === undefined ? null : { name: await nameOf(thread.resolvedBy) },
    resolvedAt: thread.resolvedAt ?? null,
    mentions: await Promise.all(
      row.mentions.map(async (userId) => ({ userId, name: await nameOf(userId) })),
    ),
    isMine,
    canEdit: isMine && !deleted,
    canDelete: isMine && !deleted,
  };
}

/** Rows as DTOs, replies given their root (rows come from one target's thread). */
export async function toCommentDtos(
  ctx: Db,
  rows: readonly Doc<"comments">[],
  viewerId: Id<"users"> | null,
): Promise<CommentDto[]> {
  const nameOf = nameCache(ctx);
  const byId = new Map(rows.map((row) => [row._id as string, row]));
  return await Promise.all(
    rows.map((row) =>
      toCommentDto(row, row.parentId ? (byId.get(row.parentId) ?? null) : null, viewerId, nameOf),
    ),
  );
}

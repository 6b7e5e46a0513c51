import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { internal } from "../_generated/api";
import { NOTIFICATION_LIMITS, type NotificationKind } from "../../shared/review";
import type { NotificationDto } from "./validators";

/**
 * Notifications (issue 41): a row per recipient in the same transaction as the event, and an
 * email scheduled from it (./email.ts), so a comment or review that fails writes neither and
 * the mail provider's latency never holds a mutation. The actor is never notified of their own
 * act; one event notifies a person once.
 */

type Db = Pick<QueryCtx, "db">;

export type NotificationEvent = {
  kind: NotificationKind;
  actorName: string;
  briefId: Id<"briefs">;
  targetType: Doc<"notifications">["targetType"];
  targetId: string;
  commentId?: Id<"comments">;
  title: string;
  excerpt: string;
  decision?: Doc<"notifications">["decision"];
  note?: string;
  path: string;
};

const EXCERPT_CHARS = 140;

/** The first words of a comment or note, on one line. */
export function excerptOf(text: string): string {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length <= EXCERPT_CHARS ? line : `${line.slice(0, EXCERPT_CHARS - 1).trimEnd()}…`;
}

export async function notify(
  ctx: MutationCtx,
  recipients: readonly Id<"users">[],
  actorId: Id<"users"> | null,
  event: NotificationEvent,
): Promise<void> {
  const seen = new Set<string>();
  const createdAt = Date.now();
  for (const userId of recipients) {
    if (userId === actorId || seen.has(userId)) continue;
    seen.add(userId);
    const notificationId = await ctx.db.insert("notifications", { userId, ...event, createdAt });
    await ctx.scheduler.runAfter(0, internal.notifications.email.deliver, { notificationId });
  }
}

export function toNotificationDto(row: Doc<"notifications">): NotificationDto {
  return {
    id: row._id,
    kind: row.kind,
    actorName: row.actorName,
    briefId: row.briefId,
    targetType: row.targetType,
    targetId: row.targetId,
    commentId: row.commentId ?? null,
    title: row.title,
    excerpt: row.excerpt,
    decision: row.decision ?? null,
    path: row.path,
    read: row.readAt !== undefined,
    createdAt: row.createdAt,
  };
}

export async function unreadRows(ctx: Db, userId: Id<"users">, n: number) {
  return await ctx.db
    .query("notifications")
    .withIndex("by_user_and_readAt", (q) => q.eq("userId", userId).eq("readAt", undefined))
    .take(n);
}

export async function unreadCount(ctx: Db, userId: Id<"users">) {
  const rows = await unreadRows(ctx, userId, NOTIFICATION_LIMITS.unreadCounted);
  return { count: rows.length, capped: rows.length >= NOTIFICATION_LIMITS.unreadCounted };
}

/** Email unless the person turned it off (no row: on). */
export async function emailEnabled(ctx: Db, userId: Id<"users">): Promise<boolean> {
  const pref = await ctx.db
    .query("notificationPrefs")
    .withIndex("by_user", (q) => q.eq("userId", userId))
    .unique();
  return pref?.email ?? true;
}

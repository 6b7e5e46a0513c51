import { v } from "convex/values";
import { userMutation } from "../lib/functions";
import { appError } from "../lib/errors";
import { NOTIFICATION_LIMITS, reviewMessages } from "../../shared/review";
import { unreadRows } from "./model";

/** Marks one of the caller's notifications read; someone else's (or a bad id) is NOT_FOUND. */
export const markRead = userMutation({
  args: { notificationId: v.string() },
  returns: v.null(),
  handler: async (ctx, { notificationId }) => {
    const id = ctx.db.normalizeId("notifications", notificationId);
    const row = id === null ? null : await ctx.db.get("notifications", id);
    if (row === null || row.userId !== ctx.userId) {
      throw appError("NOT_FOUND", reviewMessages.notificationNotFound);
    }
    if (row.readAt === undefined)
      await ctx.db.patch("notifications", row._id, { readAt: Date.now() });
    return null;
  },
});

/**
 * Marks the caller's unread notifications read, a bounded batch at a time; answers how many are
 * still unread (0 almost always; the UI may call again when not).
 */
export const markAllRead = userMutation({
  args: {},
  returns: v.object({ remaining: v.boolean() }),
  handler: async (ctx) => {
    const rows = await unreadRows(ctx, ctx.userId, NOTIFICATION_LIMITS.markAllBatch + 1);
    const now = Date.now();
    for (const row of rows.slice(0, NOTIFICATION_LIMITS.markAllBatch)) {
      await ctx.db.patch("notifications", row._id, { readAt: now });
    }
    return { remaining: rows.length > NOTIFICATION_LIMITS.markAllBatch };
  },
});

/** Turns notification emails on or off for the caller (the inbox keeps every notification). */
export const setEmailPref = userMutation({
  args: { email: v.boolean() },
  returns: v.null(),
  handler: async (ctx, { email }) => {
    const existing = await ctx.db
      .query("notificationPrefs")
      .withIndex("by_user", (q) => q.eq("userId", ctx.userId))
      .unique();
    if (existing === null) {
      await ctx.db.insert("notificationPrefs", {
        userId: ctx.userId,
        email,
        updatedAt: Date.now(),
      });
    } else {
      await ctx.db.patch("notificationPrefs", existing._id, { email, updatedAt: Date.now() });
    }
    return null;
  },
});

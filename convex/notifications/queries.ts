import { v } from "convex/values";
import { userQuery } from "../lib/functions";
import { NOTIFICATION_LIMITS } from "../../shared/review";
import { emailEnabled, toNotificationDto, unreadCount } from "./model";
import {
  notificationDtoValidator,
  notificationPrefsValidator,
  unreadCountValidator,
} from "./validators";

/** The bell's number, live. */
export const unread = userQuery({
  args: {},
  returns: unreadCountValidator,
  handler: async (ctx) => await unreadCount(ctx, ctx.userId),
});

/** The inbox: the newest NOTIFICATION_LIMITS.listed, newest first, read or not. */
export const list = userQuery({
  args: {},
  returns: v.array(notificationDtoValidator),
  handler: async (ctx) => {
    const rows = await ctx.db
      .query("notifications")
      .withIndex("by_user_and_createdAt", (q) => q.eq("userId", ctx.userId))
      .order("desc")
      .take(NOTIFICATION_LIMITS.listed);
    return rows.map(toNotificationDto);
  },
});

/** The caller's email choice for notifications (on unless turned off). */
export const prefs = userQuery({
  args: {},
  returns: notificationPrefsValidator,
  handler: async (ctx) => ({ email: await emailEnabled(ctx, ctx.userId) }),
});

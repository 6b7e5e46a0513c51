import { v } from "convex/values";
import { internal } from "../_generated/api";
import { internalAction, internalQuery } from "../lib/functions";
import { siteUrl } from "../lib/env";
import { sendEmail } from "../mail/send";
import { notificationKindValidator } from "./schema";
import { reviewDecisionValidator } from "../reviews/schema";
import { emailEnabled } from "./model";
import { notificationEmail } from "./emailText";

/**
 * Emailing a notification (scheduled by ./model.ts `notify`): through the one mail path
 * (mail/send.ts: Resend when configured, the development outbox offline). The person's
 * preference is read when the email goes, so turning emails off stops those still queued.
 */

const draftValidator = v.union(
  v.null(),
  v.object({
    to: v.string(),
    kind: notificationKindValidator,
    actorName: v.string(),
    title: v.string(),
    excerpt: v.string(),
    decision: v.union(reviewDecisionValidator, v.null()),
    path: v.string(),
  }),
);

/** What the email needs, or null: no such row, no address, or emails turned off. */
export const draft = internalQuery({
  args: { notificationId: v.id("notifications") },
  returns: draftValidator,
  handler: async (ctx, { notificationId }) => {
    const row = await ctx.db.get("notifications", notificationId);
    if (row === null) return null;
    const user = await ctx.db.get("users", row.userId);
    const to = user?.email?.trim() ?? "";
    if (to === "" || !(await emailEnabled(ctx, row.userId))) return null;
    const { kind, actorName, title, excerpt, path } = row;
    // A decision's email quotes the whole note; the inbox row keeps its first words.
    const quoted = row.note ?? excerpt;
    return { to, kind, actorName, title, excerpt: quoted, decision: row.decision ?? null, path };
  },
});

export const deliver = internalAction({
  args: { notificationId: v.id("notifications") },
  returns: v.null(),
  handler: async (ctx, { notificationId }) => {
    const email = await ctx.runQuery(internal.notifications.email.draft, { notificationId });
    if (email === null) return null;
    try {
      await sendEmail(ctx, notificationEmail({ ...email, link: `${siteUrl()}${email.path}` }));
    } catch (error) {
      // The in-app notification stands; a lost email is logged, never retried into a duplicate.
      console.error("notification email failed", error);
    }
    return null;
  },
});

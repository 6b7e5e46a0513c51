import { v, type Infer } from "convex/values";
import { commentTargetTypeValidator } from "../comments/schema";
import { reviewDecisionValidator, reviewTargetTypeValidator } from "../reviews/schema";
import { notificationKindValidator } from "./schema";

/** What the notification functions answer (DTOs, never raw documents). */

export const notificationDtoValidator = v.object({
  id: v.id("notifications"),
  kind: notificationKindValidator,
  actorName: v.string(),
  briefId: v.id("briefs"),
  targetType: v.union(commentTargetTypeValidator, reviewTargetTypeValidator),
  targetId: v.string(),
  commentId: v.union(v.id("comments"), v.null()),
  /** The item's name (an idea's campaign, an ad's headline, a slide's or deck's title). */
  title: v.string(),
  /** The comment's or note's first words, plain text. */
  excerpt: v.string(),
  /** What a review decision decided; null for other kinds (and decisions from before). */
  decision: v.union(reviewDecisionValidator, v.null()),
  /** App address of the thread or item (with ?thread=type:id for comments). */
  path: v.string(),
  read: v.boolean(),
  createdAt: v.number(),
});
export type NotificationDto = Infer<typeof notificationDtoValidator>;

export const unreadCountValidator = v.object({
  count: v.number(),
  /** True when there are at least NOTIFICATION_LIMITS.unreadCounted: show "99+". */
  capped: v.boolean(),
});

export const notificationPrefsValidator = v.object({ email: v.boolean() });

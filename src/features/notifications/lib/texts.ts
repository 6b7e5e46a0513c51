import type { NotificationKind } from "../../../../shared/review";

export const NOTIFICATION_TEXT = {
  kind: {
    mention: "mentioned you",
    reply: "replied",
    review_request: "asked for your review",
    review_decision: "decided a review",
  } satisfies Record<NotificationKind, string>,
  /** A decision says what was decided, in the review controls' words. */
  decision: {
    approved: "approved",
    changes_requested: "requested changes",
  },
  title: "Notifications",
  empty: "You're all caught up.",
  markAll: "Mark all as read",
  loadFailed: "Notifications could not be loaded.",
  bellLabel: (shown: string | null) =>
    shown === null ? "Notifications" : `Notifications, ${shown} unread`,
  emailLabel: "Email me about mentions, replies and reviews",
  emailHelp: "The inbox under the bell keeps every notification either way.",
} as const;

/** The bell's number: none at 0, "99+" once the server stops counting. */
export function bellCount(unread: { count: number; capped: boolean }): string | null {
  if (unread.capped) return "99+";
  if (unread.count <= 0) return null;
  return unread.count > 99 ? "99+" : String(unread.count);
}

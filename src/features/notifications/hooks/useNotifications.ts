import { useMutation } from "convex/react";
import type { FunctionReturnType } from "convex/server";
import { useLiveQuery } from "@/lib/useLiveQuery";
import { api } from "../../../../convex/_generated/api";

export type NotificationItem = FunctionReturnType<typeof api.notifications.queries.list>[number];

export function useUnreadCount() {
  return useLiveQuery("notificationsUnread", api.notifications.queries.unread, {});
}

/** The inbox, subscribed only while it is open. */
export function useNotificationList(open: boolean) {
  return useLiveQuery("notificationsList", api.notifications.queries.list, open ? {} : "skip");
}

export function useNotificationActions() {
  return {
    markRead: useMutation(api.notifications.mutations.markRead),
    markAllRead: useMutation(api.notifications.mutations.markAllRead),
  };
}

export function useEmailPref() {
  return {
    prefs: useLiveQuery("notificationPrefs", api.notifications.queries.prefs, {}),
    setEmailPref: useMutation(api.notifications.mutations.setEmailPref),
  };
}

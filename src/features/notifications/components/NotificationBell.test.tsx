import { beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { mutationCalls, resetConvexAuthMock, setQueryResult } from "@/testing/convexAuthMock";
import { renderWithRouter } from "@/testing/renderWithRouter";
import { bellCount, NOTIFICATION_TEXT } from "../lib/texts";
import { NotificationBell } from "./NotificationBell";
import { NotificationInbox } from "./NotificationInbox";

vi.mock("convex/react", async () => (await import("@/testing/convexAuthMock")).convexReact);

const ITEM = {
  id: "notifications:1",
  kind: "mention",
  actorName: "Sam",
  briefId: "briefs:1",
  targetType: "idea",
  targetId: "ideas:1",
  commentId: "comments:1",
  title: "Think small",
  excerpt: "@Mary can we try it shorter?",
  decision: null,
  path: "/briefs/briefs:1?thread=idea:ideas:1",
  read: false,
  createdAt: Date.now() - 60_000,
};

describe("bellCount", () => {
  it("shows nothing at 0, the number, and 99+ when capped", () => {
    expect(bellCount({ count: 0, capped: false })).toBeNull();
    expect(bellCount({ count: 7, capped: false })).toBe("7");
    expect(bellCount({ count: 100, capped: true })).toBe("99+");
  });
});

describe("NotificationBell", () => {
  beforeEach(() => resetConvexAuthMock());

  // First in the file: engagement is remembered for the page (src/lib/afterEngagement.ts).
  it("keeps the bell's code out of the first load: it comes with the first engagement", async () => {
    renderWithRouter(<NotificationBell />);
    setQueryResult("notificationsUnread", { count: 2, capped: false });
    expect(screen.queryByRole("button", { name: /^Notifications/ })).toBeNull();
    fireEvent.pointerDown(window);
    expect(await screen.findByRole("button", { name: "Notifications, 2 unread" })).toBeVisible();
  });

  it("shows the unread count, live, capped at 99+", () => {
    renderWithRouter(<NotificationInbox />);
    setQueryResult("notificationsUnread", { count: 0, capped: false });
    expect(screen.getByRole("button", { name: "Notifications" })).toBeVisible();
    setQueryResult("notificationsUnread", { count: 3, capped: false });
    expect(screen.getByRole("button", { name: "Notifications, 3 unread" })).toHaveTextContent("3");
    setQueryResult("notificationsUnread", { count: 100, capped: true });
    expect(screen.getByRole("button", { name: "Notifications, 99+ unread" })).toHaveTextContent(
      "99+",
    );
  });

  it("lists the inbox; a click marks it read and opens its thread", async () => {
    const { router } = renderWithRouter(<NotificationInbox />);
    setQueryResult("notificationsUnread", { count: 1, capped: false });
    setQueryResult("notificationsList", [ITEM]);
    await userEvent.click(screen.getByRole("button", { name: "Notifications, 1 unread" }));
    const item = await screen.findByRole("button", { name: /Sam mentioned you · Think small/ });
    expect(item).toHaveTextContent("@Mary can we try it shorter?");
    expect(item).toHaveTextContent("1 min ago");
    await userEvent.click(item);
    expect(mutationCalls).toHaveBeenCalledWith("notifications/mutations:markRead", {
      notificationId: "notifications:1",
    });
    expect(router.state.location.pathname).toBe("/briefs/briefs:1");
    expect(router.state.location.search).toBe("?thread=idea:ideas:1");
  });

  it("says what a review decided, the note under it", async () => {
    renderWithRouter(<NotificationInbox />);
    setQueryResult("notificationsUnread", { count: 2, capped: false });
    const decision = { ...ITEM, kind: "review_decision", targetType: "deck", commentId: null };
    setQueryResult("notificationsList", [
      { ...decision, id: "notifications:2", decision: "changes_requested", excerpt: "Shorter" },
      { ...decision, id: "notifications:3", decision: "approved", excerpt: "" },
    ]);
    await userEvent.click(screen.getByRole("button", { name: "Notifications, 2 unread" }));
    expect(
      await screen.findByRole("button", { name: /^Sam requested changes · Think small Shorter/ }),
    ).toBeVisible();
    expect(screen.getByRole("button", { name: /^Sam approved · Think small/ })).toBeVisible();
  });

  it("marks all as read", async () => {
    renderWithRouter(<NotificationInbox />);
    setQueryResult("notificationsUnread", { count: 2, capped: false });
    setQueryResult("notificationsList", []);
    await userEvent.click(screen.getByRole("button", { name: "Notifications, 2 unread" }));
    expect(await screen.findByText(NOTIFICATION_TEXT.empty)).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: NOTIFICATION_TEXT.markAll }));
    expect(mutationCalls).toHaveBeenCalledWith("notifications/mutations:markAllRead", {});
  });
});

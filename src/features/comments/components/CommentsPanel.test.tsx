import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { mutationCalls, resetConvexAuthMock, setQueryResult } from "@/testing/convexAuthMock";
import { renderWithRouter } from "@/testing/renderWithRouter";
import { reviewMessages } from "../../../../shared/review";
import type { Comment } from "../lib/threads";
import { COMMENTS_TEXT } from "../lib/texts";
import { CommentsPanel } from "./CommentsPanel";

vi.mock("convex/react", async () => (await import("@/testing/convexAuthMock")).convexReact);

const T0 = Date.now() - 3_600_000;

function comment(id: string, overrides: Partial<Comment> = {}): Comment {
  return {
    id: id as Comment["id"],
    targetType: "idea",
    targetId: "ideas:1",
    parentId: null,
    body: `Body ${id}`,
    author: { name: "Grace Hopper", userId: "users:2" as never, viaPublicLink: false },
    createdAt: T0,
    editedAt: null,
    deleted: false,
    resolved: false,
    resolvedBy: null,
    resolvedAt: null,
    mentions: [],
    isMine: false,
    canEdit: false,
    canDelete: false,
    ...overrides,
  };
}

function renderPanel() {
  const onClose = vi.fn();
  renderWithRouter(
    <CommentsPanel
      target={{ type: "idea", id: "ideas:1" }}
      title="Think small"
      briefId="briefs:1"
      onClose={onClose}
    />,
  );
  return { onClose };
}

function thread(comments: Comment[], canResolve: boolean, subject = "Think small") {
  setQueryResult("commentThread", {
    subject,
    comments,
    total: comments.length,
    openThreads: 1,
    canResolve,
  });
}

describe("CommentsPanel", () => {
  beforeEach(() => resetConvexAuthMock());

  it("names the item it is about in its header, whole on hover, clamped for a phone", () => {
    renderPanel();
    // Until the thread arrives, the name the page passed.
    const dialog = screen.getByRole("dialog", { name: COMMENTS_TEXT.panelTitle });
    expect(dialog).toHaveAccessibleDescription("Think small");
    const long = `Slide 3 · ${"A very long slide title that keeps going ".repeat(4).trim()}`;
    thread([], false, long);
    expect(dialog).toHaveAccessibleDescription(long);
    const subject = within(dialog).getByText(long);
    expect(subject).toHaveAttribute("title", long);
    expect(subject).toHaveClass("comments-panel-subject");
  });

  it("lets Escape close an open @mention list first, then the panel", async () => {
    const { onClose } = renderPanel();
    thread([], false);
    setQueryResult("commentMentionMembers", [
      { userId: "users:2", name: "Grace Hopper", isYou: false },
      { userId: "users:1", name: "Me Myself", isYou: true },
    ]);
    const box = screen.getByRole("textbox", { name: COMMENTS_TEXT.placeholder });
    await userEvent.type(box, "@");
    const list = screen.getByRole("listbox", { name: COMMENTS_TEXT.mentionList });
    // Not oneself.
    expect(
      within(list)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["@Grace Hopper"]);
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalled();
  });

  it("lists threads with their replies and marks a visitor's comment", () => {
    renderPanel();
    thread(
      [
        comment("c1"),
        comment("c2", {
          parentId: "c1" as Comment["id"],
          author: { name: "Sam", userId: null, viaPublicLink: true },
        }),
      ],
      false,
    );
    const dialog = screen.getByRole("dialog", { name: COMMENTS_TEXT.panelTitle });
    const threads = within(dialog).getAllByRole("listitem");
    expect(threads).toHaveLength(1);
    expect(threads[0]).toHaveTextContent("Body c1");
    expect(threads[0]).toHaveTextContent("Body c2");
    expect(threads[0]).toHaveTextContent(reviewMessages.viaPublicLink);
  });

  it("offers Resolve only to those who may resolve (owner, editor)", async () => {
    renderPanel();
    thread([comment("c1")], false);
    expect(screen.queryByRole("button", { name: COMMENTS_TEXT.resolve })).toBeNull();
    thread([comment("c1")], true);
    await userEvent.click(screen.getByRole("button", { name: COMMENTS_TEXT.resolve }));
    expect(mutationCalls).toHaveBeenCalledWith("comments/mutations:resolve", {
      commentId: "c1",
      resolved: true,
    });
    thread(
      [
        comment("c1", {
          resolved: true,
          resolvedBy: { name: "Mary" },
          resolvedAt: Date.now() - 120_000,
        }),
      ],
      true,
    );
    expect(screen.getByText("Resolved by Mary · 2 min ago")).toBeVisible();
    expect(screen.getByRole("button", { name: COMMENTS_TEXT.reopen })).toBeVisible();
  });

  it("shows Edit and Delete on one's own comment only", () => {
    renderPanel();
    thread([comment("c1"), comment("c2", { isMine: true, canEdit: true, canDelete: true })], false);
    expect(screen.getAllByRole("button", { name: COMMENTS_TEXT.edit })).toHaveLength(1);
    expect(screen.getAllByRole("button", { name: COMMENTS_TEXT.delete })).toHaveLength(1);
  });

  it("posts to the item and replies to a thread", async () => {
    renderPanel();
    thread([comment("c1")], false);
    await userEvent.type(
      screen.getByRole("textbox", { name: COMMENTS_TEXT.placeholder }),
      "Can we try it shorter?",
    );
    await userEvent.click(screen.getByRole("button", { name: COMMENTS_TEXT.post }));
    expect(mutationCalls).toHaveBeenCalledWith("comments/mutations:post", {
      targetType: "idea",
      targetId: "ideas:1",
      body: "Can we try it shorter?",
      mentions: [],
    });
    await userEvent.click(screen.getByRole("button", { name: COMMENTS_TEXT.reply }));
    await userEvent.type(
      screen.getByRole("textbox", { name: COMMENTS_TEXT.replyPlaceholder }),
      "Agreed",
    );
    const replyBox = screen.getByRole("textbox", { name: COMMENTS_TEXT.replyPlaceholder });
    await userEvent.click(
      within(replyBox.closest("form")!).getByRole("button", { name: COMMENTS_TEXT.reply }),
    );
    expect(mutationCalls).toHaveBeenLastCalledWith("comments/mutations:post", {
      targetType: "idea",
      targetId: "ideas:1",
      body: "Agreed",
      parentId: "c1",
      mentions: [],
    });
  });

  it("renders hostile text as text", () => {
    renderPanel();
    thread([comment("c1", { body: '<img src=x onerror="alert(1)">' })], false);
    expect(screen.getByText('<img src=x onerror="alert(1)">')).toBeVisible();
    expect(document.querySelector("img[src='x']")).toBeNull();
  });
});

import { describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Theme } from "@radix-ui/themes";
import { ConvexError } from "convex/values";
import { COMMENT_LIMITS, reviewMessages } from "../../../../shared/review";
import { COMMENTS_TEXT } from "../lib/texts";
import { CommentComposer } from "./CommentComposer";

function renderComposer(onSubmit = vi.fn().mockResolvedValue(undefined)) {
  render(
    <Theme>
      <CommentComposer
        onSubmit={onSubmit}
        members={[
          { userId: "users:2", name: "Grace Hopper" },
          { userId: "users:3", name: "Ada Lovelace" },
          { userId: "users:4", name: "Alan Kay" },
        ]}
      />
    </Theme>,
  );
  return { onSubmit, box: screen.getByRole("textbox", { name: COMMENTS_TEXT.placeholder }) };
}

describe("CommentComposer", () => {
  it("refuses an empty comment in the backend's words, without sending", async () => {
    const { onSubmit } = renderComposer();
    await userEvent.click(screen.getByRole("button", { name: COMMENTS_TEXT.post }));
    expect(screen.getByRole("alert")).toHaveTextContent(reviewMessages.commentEmpty);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("counts near the limit and refuses beyond it", async () => {
    const { box, onSubmit } = renderComposer();
    fireEvent.change(box, { target: { value: "a".repeat(100) } });
    expect(screen.queryByText(/\/ 2,000/)).toBeNull();
    fireEvent.change(box, { target: { value: "a".repeat(1_900) } });
    expect(screen.getByText("1,900 / 2,000")).toBeVisible();
    fireEvent.change(box, { target: { value: "a".repeat(COMMENT_LIMITS.bodyMax + 1) } });
    expect(screen.getByText("2,001 / 2,000")).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: COMMENTS_TEXT.post }));
    expect(screen.getByRole("alert")).toHaveTextContent(reviewMessages.commentTooLong);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("sends the trimmed words and clears the box", async () => {
    const { box, onSubmit } = renderComposer();
    await userEvent.type(box, "  Love the line  ");
    await userEvent.click(screen.getByRole("button", { name: COMMENTS_TEXT.post }));
    expect(onSubmit).toHaveBeenCalledWith("Love the line", []);
    expect(box).toHaveValue("");
  });

  it("shows the backend's error words and keeps the text", async () => {
    const onSubmit = vi
      .fn()
      .mockRejectedValue(
        new ConvexError({ code: "RATE_LIMITED", message: reviewMessages.tooManyComments }),
      );
    const { box } = renderComposer(onSubmit);
    await userEvent.type(box, "Again");
    await userEvent.click(screen.getByRole("button", { name: COMMENTS_TEXT.post }));
    expect(await screen.findByRole("alert")).toHaveTextContent(reviewMessages.tooManyComments);
    expect(box).toHaveValue("Again");
  });

  it("mentions a member picked with the pointer after typing @", async () => {
    const { box, onSubmit } = renderComposer();
    await userEvent.type(box, "Thoughts @gra");
    expect(screen.queryByRole("option", { name: "@Ada Lovelace" })).toBeNull();
    await userEvent.click(screen.getByRole("option", { name: "@Grace Hopper" }));
    expect(box).toHaveValue("Thoughts @Grace Hopper ");
    expect(box).toHaveFocus();
    await userEvent.type(box, "?");
    await userEvent.click(screen.getByRole("button", { name: COMMENTS_TEXT.post }));
    expect(onSubmit).toHaveBeenCalledWith("Thoughts @Grace Hopper ?", ["users:2"]);
  });
});

describe("the @mention list, by keyboard", () => {
  const list = () => screen.queryByRole("listbox", { name: COMMENTS_TEXT.mentionList });
  const active = (box: HTMLElement) =>
    document.getElementById(box.getAttribute("aria-activedescendant") ?? "");

  it("opens on @ with every member, narrows as you type, and closes when nobody matches", async () => {
    const { box } = renderComposer();
    expect(list()).toBeNull();
    expect(box).toHaveAttribute("aria-autocomplete", "list");
    expect(box).not.toHaveAttribute("aria-controls");
    await userEvent.type(box, "Hi @");
    const options = within(list()!).getAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual([
      "@Grace Hopper",
      "@Ada Lovelace",
      "@Alan Kay",
    ]);
    expect(box).toHaveAttribute("aria-controls", list()!.id);
    await userEvent.type(box, "a");
    expect(
      within(list()!)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["@Ada Lovelace", "@Alan Kay"]);
    // A word of the name counts too; a space may follow while the name still matches.
    await userEvent.type(box, "da L");
    expect(
      within(list()!)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["@Ada Lovelace"]);
    await userEvent.type(box, "x");
    expect(list()).toBeNull();
  });

  it("moves with the arrows (wrapping), picks with Enter, and inserts '@Name '", async () => {
    const { box, onSubmit } = renderComposer();
    await userEvent.type(box, "Over to @a");
    expect(active(box)).toHaveTextContent("@Ada Lovelace");
    expect(active(box)).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{ArrowDown}");
    expect(active(box)).toHaveTextContent("@Alan Kay");
    await userEvent.keyboard("{ArrowDown}");
    expect(active(box)).toHaveTextContent("@Ada Lovelace");
    await userEvent.keyboard("{ArrowUp}");
    expect(active(box)).toHaveTextContent("@Alan Kay");
    expect(screen.getByRole("option", { name: "@Ada Lovelace" })).toHaveAttribute(
      "aria-selected",
      "false",
    );
    await userEvent.keyboard("{Enter}");
    // Enter picked; it did not add a new line, and the list closed.
    expect(box).toHaveValue("Over to @Alan Kay ");
    expect(list()).toBeNull();
    expect(box).not.toHaveAttribute("aria-activedescendant");
    await userEvent.type(box, "thoughts?");
    await userEvent.click(screen.getByRole("button", { name: COMMENTS_TEXT.post }));
    expect(onSubmit).toHaveBeenCalledWith("Over to @Alan Kay thoughts?", ["users:4"]);
  });

  it("picks with Tab, in the middle of the text, keeping the caret after the name", async () => {
    const { box } = renderComposer();
    await userEvent.type(box, "cc  please");
    (box as HTMLTextAreaElement).setSelectionRange(3, 3);
    await userEvent.type(box, "@gr", { initialSelectionStart: 3, initialSelectionEnd: 3 });
    await userEvent.keyboard("{Tab}");
    expect(box).toHaveValue("cc @Grace Hopper please");
    expect(box).toHaveFocus();
    expect((box as HTMLTextAreaElement).selectionStart).toBe("cc @Grace Hopper ".length);
  });

  it("closes on Escape until the next @, and Enter then writes a new line", async () => {
    const { box } = renderComposer();
    await userEvent.type(box, "@gr");
    expect(list()).not.toBeNull();
    await userEvent.keyboard("{Escape}");
    expect(list()).toBeNull();
    await userEvent.type(box, "{Enter}x @");
    expect(box).toHaveValue("@gr\nx @");
    expect(list()).not.toBeNull();
  });
});

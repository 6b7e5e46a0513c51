import { describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen } from "@testing-library/react";
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

  it("mentions a member chosen after typing @", async () => {
    const { box, onSubmit } = renderComposer();
    await userEvent.type(box, "Thoughts @gra");
    expect(screen.queryByRole("option", { name: "@Ada Lovelace" })).toBeNull();
    await userEvent.click(screen.getByRole("option", { name: "@Grace Hopper" }));
    expect(box).toHaveValue("Thoughts @Grace Hopper ");
    await userEvent.type(box, "?");
    await userEvent.click(screen.getByRole("button", { name: COMMENTS_TEXT.post }));
    expect(onSubmit).toHaveBeenCalledWith("Thoughts @Grace Hopper ?", ["users:2"]);
  });
});

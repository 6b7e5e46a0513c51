import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { mutationCalls, resetConvexAuthMock, setQueryResult } from "@/testing/convexAuthMock";
import { renderWithRouter } from "@/testing/renderWithRouter";
import { reviewMessages } from "../../../../shared/review";
import { COMMENTS_TEXT } from "../lib/texts";
import { LinkComments } from "./LinkComments";

vi.mock("convex/react", async () => (await import("@/testing/convexAuthMock")).convexReact);

const COMMENT = {
  id: "comments:1",
  parentId: null,
  body: "Love it",
  author: { name: "Client Sam", viaPublicLink: true },
  createdAt: Date.now(),
  deleted: false,
  resolved: false,
};

function linkThread(allowComments: boolean) {
  setQueryResult("linkThread", { allowComments, canChangeSettings: false, comments: [COMMENT] });
}

describe("LinkComments", () => {
  beforeEach(() => resetConvexAuthMock());

  it("shows the thread and box only while comments are allowed (live)", () => {
    renderWithRouter(<LinkComments shareId="abc" />);
    linkThread(false);
    expect(screen.queryByRole("heading", { name: COMMENTS_TEXT.linkHeading })).toBeNull();
    linkThread(true);
    expect(screen.getByText("Love it")).toBeVisible();
    expect(screen.getByText(reviewMessages.viaPublicLink)).toBeVisible();
    expect(screen.getByRole("textbox", { name: COMMENTS_TEXT.yourName })).toBeVisible();
    linkThread(false);
    expect(screen.queryByRole("textbox", { name: COMMENTS_TEXT.yourName })).toBeNull();
    expect(screen.queryByText("Love it")).toBeNull();
  });

  it("asks for a name, then posts the visitor's comment with a browser key", async () => {
    renderWithRouter(<LinkComments shareId="abc" />);
    linkThread(true);
    const box = screen.getByRole("textbox", { name: COMMENTS_TEXT.linkPlaceholder });
    await userEvent.type(box, "Great line");
    await userEvent.click(screen.getByRole("button", { name: COMMENTS_TEXT.post }));
    expect(screen.getByRole("alert")).toHaveTextContent(reviewMessages.visitorNameEmpty);
    expect(mutationCalls).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole("textbox", { name: COMMENTS_TEXT.yourName }), "Sam");
    await userEvent.click(screen.getByRole("button", { name: COMMENTS_TEXT.post }));
    expect(mutationCalls).toHaveBeenCalledWith("comments/linkFunctions:post", {
      shareId: "abc",
      name: "Sam",
      body: "Great line",
      clientKey: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
    });
  });
});

import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { mutationCalls, resetConvexAuthMock, setQueryResult } from "@/testing/convexAuthMock";
import { renderWithRouter } from "@/testing/renderWithRouter";
import { SHARE_TEXT } from "../lib/texts";
import { AllowCommentsSwitch } from "./AllowCommentsSwitch";

vi.mock("convex/react", async () => (await import("@/testing/convexAuthMock")).convexReact);

describe("AllowCommentsSwitch", () => {
  beforeEach(() => resetConvexAuthMock());

  it("is only for those who may change the link, and turns comments on", async () => {
    renderWithRouter(<AllowCommentsSwitch shareId="abc" />);
    setQueryResult("linkCommentSettings", {
      allowComments: false,
      canChangeSettings: false,
      comments: [],
    });
    expect(screen.queryByRole("switch", { name: SHARE_TEXT.allowComments })).toBeNull();
    setQueryResult("linkCommentSettings", {
      allowComments: false,
      canChangeSettings: true,
      comments: [],
    });
    const toggle = screen.getByRole("switch", { name: SHARE_TEXT.allowComments });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    expect(mutationCalls).toHaveBeenCalledWith("comments/linkFunctions:setAllow", {
      shareId: "abc",
      allowComments: true,
    });
  });
});

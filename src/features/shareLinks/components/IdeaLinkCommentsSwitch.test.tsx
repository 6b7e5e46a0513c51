import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import { resetConvexAuthMock, setQueryResult } from "@/testing/convexAuthMock";
import { renderWithRouter } from "@/testing/renderWithRouter";
import { SHARE_TEXT } from "../lib/texts";
import { IdeaLinkCommentsSwitch } from "./IdeaLinkCommentsSwitch";

vi.mock("convex/react", async () => (await import("@/testing/convexAuthMock")).convexReact);

describe("IdeaLinkCommentsSwitch", () => {
  beforeEach(() => resetConvexAuthMock());

  it("shows the switch only once the idea has a live public link", () => {
    renderWithRouter(<IdeaLinkCommentsSwitch ideaId="idea1" />);
    setQueryResult("shareLinkForTarget", null);
    setQueryResult("linkCommentSettings", {
      allowComments: true,
      canChangeSettings: true,
      comments: [],
    });
    expect(screen.queryByRole("switch", { name: SHARE_TEXT.allowComments })).toBeNull();
    setQueryResult("shareLinkForTarget", {
      shareId: "s1",
      shareUrl: "http://localhost/shared/s1",
      createdAt: 1,
      canDisable: true,
    });
    expect(screen.getByRole("switch", { name: SHARE_TEXT.allowComments })).toBeChecked();
  });
});

import { beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Theme } from "@radix-ui/themes";
import { ConvexError } from "convex/values";
import { mutationCalls, resetConvexAuthMock, setQueryResult } from "@/testing/convexAuthMock";
import { ShareButton } from "./ShareButton";
import { ShareLinkControl } from "./ShareLinkControl";

vi.mock("convex/react", async () => (await import("@/testing/convexAuthMock")).convexReact);
const toast = vi.hoisted(() => Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }));
vi.mock("@/components/feedback/toast", () => ({ toast }));

const URL_ = "http://localhost:5173/shared/abcdefghijklmnopqrstuv";

function clipboard(writeText: ((text: string) => Promise<void>) | null) {
  const mock = writeText === null ? undefined : vi.fn(writeText);
  Object.defineProperty(navigator, "clipboard", {
    configurable: true,
    value: mock === undefined ? undefined : { writeText: mock },
  });
  return mock;
}

beforeEach(() => {
  resetConvexAuthMock();
  toast.success.mockReset();
  toast.error.mockReset();
});

describe("ShareButton", () => {
  it("makes the public link, copies it and says so", async () => {
    const user = userEvent.setup();
    const writeText = clipboard(async () => undefined);
    mutationCalls.mockResolvedValue({ shareId: "abcdefghijklmnopqrstuv", shareUrl: URL_ });
    render(
      <Theme>
        <ShareButton ideaId="ideas:1" campaignPageId="campaignPages:2" />
      </Theme>,
    );
    await user.click(screen.getByRole("button", { name: "Share" }));
    expect(mutationCalls).toHaveBeenCalledWith("shareLinks/mutations:share", {
      ideaId: "ideas:1",
      campaignPageId: "campaignPages:2",
    });
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(URL_));
    expect(toast.success).toHaveBeenCalledWith("Link copied", {
      description: "Anyone with the link can view this idea — no account needed.",
    });
    expect(screen.getByRole("button", { name: "Share" })).toBeEnabled();
  });

  it("toasts the spec's failure text with the server's reason", async () => {
    const user = userEvent.setup();
    const writeText = clipboard(async () => undefined);
    mutationCalls.mockRejectedValue(
      new ConvexError({ code: "FORBIDDEN", message: "Viewers can't share this idea publicly." }),
    );
    render(
      <Theme>
        <ShareButton ideaId="ideas:1" />
      </Theme>,
    );
    await user.click(screen.getByRole("button", { name: "Share" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Failed to generate share link", {
        description: "Viewers can't share this idea publicly.",
      }),
    );
    expect(writeText).not.toHaveBeenCalled();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it("shows the link to copy by hand where the clipboard is refused", async () => {
    const user = userEvent.setup();
    clipboard(async () => {
      throw new DOMException("denied", "NotAllowedError");
    });
    mutationCalls.mockResolvedValue({ shareId: "abcdefghijklmnopqrstuv", shareUrl: URL_ });
    render(
      <Theme>
        <ShareButton ideaId="ideas:1" />
      </Theme>,
    );
    await user.click(screen.getByRole("button", { name: "Share" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByLabelText("Public link")).toHaveValue(URL_);
    expect(within(dialog).getByRole("button", { name: "Copy" })).toBeVisible();
    expect(toast.success).not.toHaveBeenCalled();
  });
});

describe("ShareLinkControl", () => {
  it("offers Share while the idea has no public link", () => {
    setQueryResult("shareLinkForTarget", null);
    render(
      <Theme>
        <ShareLinkControl ideaId="ideas:1" />
      </Theme>,
    );
    expect(screen.getByRole("button", { name: "Share" })).toBeEnabled();
  });

  it("shows a live link with Copy and, for those who may, Turn off link", async () => {
    const user = userEvent.setup();
    const writeText = clipboard(async () => undefined);
    setQueryResult("shareLinkForTarget", {
      shareId: "abcdefghijklmnopqrstuv",
      shareUrl: URL_,
      createdAt: 1,
      canDisable: true,
    });
    render(
      <Theme>
        <ShareLinkControl ideaId="ideas:1" />
      </Theme>,
    );
    expect(screen.getByText("Public link on")).toBeVisible();
    expect(screen.getByText(URL_)).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Copy" }));
    expect(writeText).toHaveBeenCalledWith(URL_);
    await user.click(screen.getByRole("button", { name: "Turn off link" }));
    expect(mutationCalls).toHaveBeenCalledWith("shareLinks/mutations:disable", {
      shareId: "abcdefghijklmnopqrstuv",
    });
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith("Link turned off", expect.anything()),
    );
  });

  it("has no Turn off for someone who may not", () => {
    setQueryResult("shareLinkForTarget", {
      shareId: "abcdefghijklmnopqrstuv",
      shareUrl: URL_,
      createdAt: 1,
      canDisable: false,
    });
    render(
      <Theme>
        <ShareLinkControl ideaId="ideas:1" />
      </Theme>,
    );
    expect(screen.queryByRole("button", { name: "Turn off link" })).toBeNull();
  });
});

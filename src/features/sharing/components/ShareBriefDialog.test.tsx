import { beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Theme } from "@radix-ui/themes";
import { ConvexError } from "convex/values";
import { actionCalls, resetConvexAuthMock, setQueryResult } from "@/testing/convexAuthMock";
import { ShareBriefDialog } from "./ShareBriefDialog";

vi.mock("convex/react", async () => (await import("@/testing/convexAuthMock")).convexReact);

const OWNER = {
  userId: "users:1",
  name: "Dana Demo",
  email: "demo@legendary.test",
  role: "owner",
  isYou: true,
};

function renderDialog(isOwner = true) {
  render(
    <Theme>
      <ShareBriefDialog
        open
        onOpenChange={vi.fn()}
        briefId="briefs:1"
        briefTitle="Dawn delivery"
        isOwner={isOwner}
      />
    </Theme>,
  );
  return screen.getByRole("dialog");
}

describe("'Share with a colleague'", () => {
  beforeEach(() => {
    resetConvexAuthMock();
    setQueryResult("briefMembers", [OWNER]);
  });

  it("says the spec's words for a missing or malformed email, and sends nothing", async () => {
    const user = userEvent.setup();
    const dialog = renderDialog();
    expect(within(dialog).getByRole("heading", { name: "Share with a colleague" })).toBeVisible();
    await user.click(within(dialog).getByRole("button", { name: "Send invite" }));
    expect(await within(dialog).findByText("Please enter an email address")).toBeVisible();
    await user.type(within(dialog).getByLabelText("Colleague’s email"), "nobody-at-all");
    await user.click(within(dialog).getByRole("button", { name: "Send invite" }));
    expect(await within(dialog).findByText("Please enter a valid email address")).toBeVisible();
    expect(actionCalls).not.toHaveBeenCalled();
  });

  it("invites with the chosen role and says so in place, ready for another", async () => {
    const user = userEvent.setup();
    actionCalls.mockResolvedValue({ ok: true });
    const dialog = renderDialog();
    await user.type(within(dialog).getByLabelText("Colleague’s email"), " sam@studio.com ");
    await user.click(within(dialog).getByRole("radio", { name: "can edit" }));
    expect(
      within(dialog).getByText(/generates ideas and visuals, on their own credits/),
    ).toBeVisible();
    await user.click(within(dialog).getByRole("button", { name: "Send invite" }));
    expect(actionCalls).toHaveBeenCalledWith("sharing/invites:send", {
      briefId: "briefs:1",
      email: "sam@studio.com",
      role: "editor",
    });
    expect(
      await within(dialog).findByText(
        /Invitation sent to sam@studio.com\. They can edit the brief/,
      ),
    ).toBeVisible();
    expect(within(dialog).getByLabelText("Colleague’s email")).toHaveValue("");
  });

  it("shows the server's refusal and the spec's failure text under the field", async () => {
    const user = userEvent.setup();
    actionCalls.mockRejectedValueOnce(
      new ConvexError({
        code: "CONFLICT",
        message: "They already have access to this brief (editor).",
      }),
    );
    actionCalls.mockResolvedValueOnce({ ok: false, error: "Failed to send invitation" });
    const dialog = renderDialog();
    const field = within(dialog).getByLabelText("Colleague’s email");
    await user.type(field, "sam@studio.com");
    await user.click(within(dialog).getByRole("button", { name: "Send invite" }));
    expect(
      await within(dialog).findByText("They already have access to this brief (editor)."),
    ).toBeVisible();
    await user.click(within(dialog).getByRole("button", { name: "Send invite" }));
    expect(await within(dialog).findByText("Failed to send invitation")).toBeVisible();
    expect(field).toHaveValue("sam@studio.com");
  });

  it("gives a member the list of people only, without the invite form", async () => {
    setQueryResult("briefMembers", [
      { ...OWNER, isYou: false },
      {
        userId: "users:2",
        name: "Sam Stone",
        email: "sam@studio.com",
        role: "viewer",
        isYou: true,
      },
    ]);
    const dialog = renderDialog(false);
    expect(within(dialog).getByRole("heading", { name: "People with access" })).toBeVisible();
    expect(within(dialog).queryByRole("button", { name: "Send invite" })).toBeNull();
    await waitFor(() => expect(within(dialog).getAllByRole("listitem")).toHaveLength(2));
  });
});

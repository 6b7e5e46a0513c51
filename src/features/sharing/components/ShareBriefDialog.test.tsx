import { beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Theme } from "@radix-ui/themes";
import { ConvexError } from "convex/values";
import {
  actionCalls,
  mutationCalls,
  resetConvexAuthMock,
  setQueryResult,
} from "@/testing/convexAuthMock";
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

  it("answers a pending address 'Already invited — resend?' and resends with the role chosen now", async () => {
    const user = userEvent.setup();
    actionCalls.mockRejectedValueOnce(
      new ConvexError({ code: "ALREADY_INVITED", message: "Already invited — resend?" }),
    );
    actionCalls.mockResolvedValueOnce({ ok: true });
    const dialog = renderDialog();
    await user.type(within(dialog).getByLabelText("Colleague’s email"), "sam@studio.com");
    await user.click(within(dialog).getByRole("button", { name: "Send invite" }));
    const prompt = await within(dialog).findByRole("alert");
    expect(prompt).toHaveTextContent(/^Already invited — resend\?Resend$/);
    // Not an error under the field: nothing is wrong with the address.
    expect(within(dialog).getByLabelText("Colleague’s email")).not.toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await user.click(within(dialog).getByRole("radio", { name: "can edit" }));
    await user.click(within(prompt).getByRole("button", { name: "Resend" }));
    expect(actionCalls).toHaveBeenLastCalledWith("sharing/invites:send", {
      briefId: "briefs:1",
      email: "sam@studio.com",
      role: "editor",
      resend: true,
    });
    expect(
      await within(dialog).findByText(
        /^Invitation sent again to sam@studio\.com\. The earlier link no longer works; they can edit/,
      ),
    ).toBeVisible();
    expect(within(dialog).queryByText("Already invited — resend?")).toBeNull();
  });

  it("takes the resend offer away once the address is edited", async () => {
    const user = userEvent.setup();
    actionCalls.mockRejectedValueOnce(
      new ConvexError({ code: "ALREADY_INVITED", message: "Already invited — resend?" }),
    );
    const dialog = renderDialog();
    const field = within(dialog).getByLabelText("Colleague’s email");
    await user.type(field, "sam@studio.com");
    await user.click(within(dialog).getByRole("button", { name: "Send invite" }));
    expect(await within(dialog).findByText("Already invited — resend?")).toBeVisible();
    await user.type(field, "x");
    expect(within(dialog).queryByText("Already invited — resend?")).toBeNull();
    expect(actionCalls).toHaveBeenCalledTimes(1);
  });
});

describe("pending invitations in 'Share with a colleague'", () => {
  const MINUTE = 60_000;
  const DAY = 24 * 60 * MINUTE;
  const pendingRows = () => [
    {
      inviteId: "invites:2",
      email: "sam@studio.com",
      role: "editor",
      // Half a minute's slack either way: the dialog read its clock when it opened.
      sentAt: Date.now() - 5.5 * MINUTE,
      expiresAt: Date.now() + 7 * DAY - 5.5 * MINUTE,
    },
    {
      inviteId: "invites:1",
      email: "kim@studio.com",
      role: "viewer",
      sentAt: Date.now() - 2 * DAY,
      expiresAt: Date.now() + 5 * DAY,
    },
  ];

  beforeEach(() => {
    resetConvexAuthMock();
    setQueryResult("briefMembers", [OWNER]);
  });

  it("lists each with its role and times beside the members, and nothing while there are none", async () => {
    setQueryResult("pendingInvites", []);
    const dialog = renderDialog();
    await waitFor(() => expect(within(dialog).getAllByRole("listitem")).toHaveLength(1));
    expect(within(dialog).queryByRole("heading", { name: "Pending invitations" })).toBeNull();
    // Live: a new invitation appears without reopening the dialog.
    setQueryResult("pendingInvites", pendingRows());
    const list = await within(dialog).findByRole("list", { name: "Pending invitations" });
    expect(within(dialog).getByRole("heading", { name: "Pending invitations" })).toBeVisible();
    const rows = within(list).getAllByRole("listitem");
    expect(rows.map((row) => row.textContent)).toEqual([
      "sam@studio.comCan edit · Sent 5 minutes ago · expires in 7 daysResendWithdraw",
      "kim@studio.comCan view · Sent 2 days ago · expires in 5 daysResendWithdraw",
    ]);
  });

  it("resends one with its role and says the old link is dead", async () => {
    const user = userEvent.setup();
    setQueryResult("pendingInvites", pendingRows());
    actionCalls.mockResolvedValueOnce({ ok: true });
    const dialog = renderDialog();
    const list = await within(dialog).findByRole("list", { name: "Pending invitations" });
    await user.click(within(list).getByRole("button", { name: "Resend sam@studio.com" }));
    expect(actionCalls).toHaveBeenCalledWith("sharing/invites:send", {
      briefId: "briefs:1",
      email: "sam@studio.com",
      role: "editor",
      resend: true,
    });
    expect(
      await within(dialog).findByText(
        "Invitation sent again to sam@studio.com. The earlier link no longer works.",
      ),
    ).toBeVisible();
  });

  it("says why a resend was refused (the limits)", async () => {
    const user = userEvent.setup();
    setQueryResult("pendingInvites", pendingRows());
    const limit =
      "You've invited this person 3 times in the last hour, the most you can. You can invite them again in about 20 minutes.";
    actionCalls.mockRejectedValueOnce(new ConvexError({ code: "RATE_LIMITED", message: limit }));
    const dialog = renderDialog();
    const list = await within(dialog).findByRole("list", { name: "Pending invitations" });
    await user.click(within(list).getByRole("button", { name: "Resend kim@studio.com" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(limit);
  });

  it("withdraws one after asking, and the row leaves when the list says so", async () => {
    const user = userEvent.setup();
    setQueryResult("pendingInvites", pendingRows());
    const dialog = renderDialog();
    const list = await within(dialog).findByRole("list", { name: "Pending invitations" });
    await user.click(within(list).getByRole("button", { name: "Withdraw kim@studio.com" }));
    const confirm = await screen.findByRole("alertdialog", {
      name: "Withdraw the invitation to kim@studio.com?",
    });
    expect(confirm).toHaveTextContent(/stops working at once/);
    expect(mutationCalls).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole("button", { name: "Withdraw" }));
    expect(mutationCalls).toHaveBeenCalledWith("sharing/mutations:withdrawInvite", {
      briefId: "briefs:1",
      inviteId: "invites:1",
    });
    expect(
      await within(dialog).findByText("Invitation to kim@studio.com withdrawn."),
    ).toBeVisible();
    setQueryResult("pendingInvites", pendingRows().slice(0, 1));
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(1));
    expect(within(list).queryByText("kim@studio.com")).toBeNull();
  });

  it("shows a withdrawal the server refused", async () => {
    const user = userEvent.setup();
    setQueryResult("pendingInvites", pendingRows());
    mutationCalls.mockRejectedValueOnce(
      new ConvexError({
        code: "NOT_FOUND",
        message: "That invitation is no longer pending: it was accepted, withdrawn or expired.",
      }),
    );
    const dialog = renderDialog();
    const list = await within(dialog).findByRole("list", { name: "Pending invitations" });
    await user.click(within(list).getByRole("button", { name: "Withdraw sam@studio.com" }));
    const confirm = await screen.findByRole("alertdialog");
    await user.click(within(confirm).getByRole("button", { name: "Withdraw" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "That invitation is no longer pending",
    );
  });

  it("shows a member nothing of pending invitations", async () => {
    setQueryResult("pendingInvites", pendingRows());
    const dialog = renderDialog(false);
    await waitFor(() => expect(within(dialog).getAllByRole("listitem")).toHaveLength(1));
    expect(within(dialog).queryByText("Pending invitations")).toBeNull();
    expect(within(dialog).queryByText("sam@studio.com")).toBeNull();
    expect(within(dialog).queryByRole("button", { name: /Resend|Withdraw/ })).toBeNull();
  });
});

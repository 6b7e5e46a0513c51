import { beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Theme } from "@radix-ui/themes";
import { ConvexError } from "convex/values";
import { mutationCalls, resetConvexAuthMock, setQueryResult } from "@/testing/convexAuthMock";
import { MembersList } from "./MembersList";

vi.mock("convex/react", async () => (await import("@/testing/convexAuthMock")).convexReact);

const person = (id: number, name: string, role: string, isYou = false) => ({
  userId: `users:${id}`,
  name,
  email: `${name.split(" ")[0].toLowerCase()}@studio.com`,
  role,
  isYou,
});

function renderList() {
  render(
    <Theme>
      <MembersList briefId="briefs:1" />
    </Theme>,
  );
}

describe("people with access to a brief", () => {
  beforeEach(() => resetConvexAuthMock());

  it("lists everyone with initials and roles; the owner changes a role and removes someone", async () => {
    const user = userEvent.setup();
    setQueryResult("briefMembers", [
      person(1, "Dana Demo", "owner", true),
      person(2, "Sam Stone", "viewer"),
      person(3, "Kim Park", "editor"),
    ]);
    renderList();
    const rows = screen.getAllByRole("listitem");
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent("Dana Demo (you)");
    expect(rows[0]).toHaveTextContent("Owner");
    expect(await within(rows[1]).findByText("SS")).toBeInTheDocument();

    await user.click(screen.getByRole("combobox", { name: "Role of Sam Stone" }));
    await user.click(await screen.findByRole("option", { name: "Can edit" }));
    expect(mutationCalls).toHaveBeenCalledWith("sharing/mutations:changeRole", {
      briefId: "briefs:1",
      userId: "users:2",
      role: "editor",
    });

    await user.click(screen.getByRole("button", { name: "Remove Kim Park" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Remove Kim Park?" });
    expect(mutationCalls).not.toHaveBeenCalledWith(
      "sharing/mutations:removeMember",
      expect.anything(),
    );
    await user.click(within(confirm).getByRole("button", { name: "Remove" }));
    expect(mutationCalls).toHaveBeenCalledWith("sharing/mutations:removeMember", {
      briefId: "briefs:1",
      userId: "users:3",
    });
  });

  it("lets a member leave (after asking), and shows no controls over anyone else", async () => {
    const user = userEvent.setup();
    setQueryResult("briefMembers", [
      person(1, "Dana Demo", "owner"),
      person(2, "Sam Stone", "viewer", true),
      person(3, "Kim Park", "editor"),
    ]);
    renderList();
    expect(screen.queryByRole("combobox")).toBeNull();
    expect(screen.queryByRole("button", { name: /^Remove/ })).toBeNull();
    expect(screen.getAllByRole("button", { name: "Leave" })).toHaveLength(1);
    await user.click(screen.getByRole("button", { name: "Leave" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Leave this brief?" });
    await user.click(within(confirm).getByRole("button", { name: "Leave brief" }));
    expect(mutationCalls).toHaveBeenCalledWith("sharing/mutations:leave", { briefId: "briefs:1" });
  });

  it("says why a change was refused", async () => {
    const user = userEvent.setup();
    mutationCalls.mockRejectedValue(
      new ConvexError({
        code: "FORBIDDEN",
        message: "Only the brief's owner can manage who has access.",
      }),
    );
    setQueryResult("briefMembers", [
      person(1, "Dana Demo", "owner", true),
      person(2, "Sam Stone", "viewer"),
    ]);
    renderList();
    await user.click(screen.getByRole("combobox", { name: "Role of Sam Stone" }));
    await user.click(await screen.findByRole("option", { name: "Can edit" }));
    expect(
      await screen.findByText("Only the brief's owner can manage who has access."),
    ).toBeVisible();
  });
});

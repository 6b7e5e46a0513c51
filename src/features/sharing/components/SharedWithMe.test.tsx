import { beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DropdownMenu, Theme } from "@radix-ui/themes";
import { MemoryRouter } from "react-router-dom";
import { resetConvexAuthMock, setQueryResult } from "@/testing/convexAuthMock";
import { SharedWithMeList } from "./SharedWithMeList";
import { SharedWithMeMenuItems } from "./SharedWithMeMenuItems";

vi.mock("convex/react", async () => (await import("@/testing/convexAuthMock")).convexReact);

const SHARED = [
  {
    briefId: "briefs:12",
    rootBriefId: "briefs:10",
    title: "Dawn delivery",
    ownerName: "Dana Demo",
    role: "editor",
    sharedAt: Date.UTC(2026, 10, 20),
    updatedAt: Date.UTC(2026, 10, 21),
  },
];

describe("briefs shared with me", () => {
  beforeEach(() => resetConvexAuthMock());

  it("lists each in My ideas with owner and role, to open or to filter the ideas by", async () => {
    const onShowIdeas = vi.fn();
    render(
      <Theme>
        <MemoryRouter>
          <SharedWithMeList onShowIdeas={onShowIdeas} />
        </MemoryRouter>
      </Theme>,
    );
    // Nothing (not even a heading) while there is nothing shared.
    setQueryResult("sharedWithMe", []);
    expect(screen.queryByRole("heading", { name: "Shared with me" })).toBeNull();
    setQueryResult("sharedWithMe", SHARED);
    const section = screen.getByRole("region", { name: "Shared with me" });
    expect(section).toHaveTextContent("Dawn delivery");
    expect(section).toHaveTextContent("Can edit");
    expect(section).toHaveTextContent("Dana Demo · updated Nov 21");
    expect(within(section).getByRole("link", { name: "Open brief" })).toHaveAttribute(
      "href",
      "/?briefId=briefs%3A12",
    );
    await userEvent.setup().click(within(section).getByRole("button", { name: "Its ideas" }));
    expect(onShowIdeas).toHaveBeenCalledWith("briefs:12");
  });

  it("lists each in the brief menu, opening the newest version", async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    render(
      <Theme>
        <DropdownMenu.Root>
          <DropdownMenu.Trigger>
            <button>Your briefs</button>
          </DropdownMenu.Trigger>
          <DropdownMenu.Content>
            <SharedWithMeMenuItems onOpen={onOpen} />
          </DropdownMenu.Content>
        </DropdownMenu.Root>
      </Theme>,
    );
    setQueryResult("sharedWithMe", []);
    await user.click(screen.getByRole("button", { name: "Your briefs" }));
    expect(screen.getByRole("menuitem", { name: "Nothing shared with you yet" })).toHaveAttribute(
      "data-disabled",
    );
    setQueryResult("sharedWithMe", SHARED);
    const item = screen.getByRole("menuitem", { name: /Dawn delivery/ });
    expect(item).toHaveTextContent("Dana Demo · can edit");
    await user.click(item);
    expect(onOpen).toHaveBeenCalledWith("briefs:12");
  });
});

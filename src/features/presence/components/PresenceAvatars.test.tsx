import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Theme } from "@radix-ui/themes";
import type { Id } from "../../../../convex/_generated/dataModel";
import type { PresentPerson } from "../lib/types";
import { PresenceAvatars } from "./PresenceAvatars";

function person(n: number, overrides: Partial<PresentPerson> = {}): PresentPerson {
  return {
    userId: `users:${n}` as Id<"users">,
    name: `Person ${n}`,
    initials: `P${n}`,
    isYou: false,
    ...overrides,
  };
}

function renderAvatars(people: PresentPerson[]) {
  return render(
    <Theme>
      <PresenceAvatars people={people} />
    </Theme>,
  );
}

describe("PresenceAvatars", () => {
  it("shows nothing when the caller is alone", () => {
    const { container } = renderAvatars([person(1, { isYou: true, name: "Me" })]);
    expect(container.querySelector(".presence-avatars")).toBeNull();
  });

  it("shows initials, 'You' for the caller, and names on hover", async () => {
    renderAvatars([
      person(1, { isYou: true, name: "Ada Lovelace", initials: "AL" }),
      person(2, { name: "Grace Hopper", initials: "GH" }),
    ]);
    expect(
      screen.getByRole("group", { name: "On this brief now: You, Grace Hopper" }),
    ).toBeVisible();
    expect(await screen.findByText("GH")).toBeVisible();
    expect(screen.getByLabelText("You")).toBeVisible();
    await userEvent.hover(screen.getByLabelText("Grace Hopper"));
    expect((await screen.findAllByText("Grace Hopper")).length).toBeGreaterThan(0);
  });

  it("shows five at most and '+n' naming the rest", async () => {
    renderAvatars([1, 2, 3, 4, 5, 6, 7].map((n) => person(n)));
    expect(await screen.findByText("P5")).toBeVisible();
    expect(screen.queryByText("P6")).toBeNull();
    expect(screen.getByText("+2")).toBeVisible();
    expect(screen.getByLabelText("2 more: Person 6, Person 7")).toBeVisible();
  });
});

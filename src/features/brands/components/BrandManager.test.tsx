import { beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Theme } from "@radix-ui/themes";
import { mutationCalls, resetConvexAuthMock, setQueryResult } from "@/testing/convexAuthMock";
import { messages } from "../../../../shared/errors";
import { BrandManager } from "./BrandManager";

vi.mock("convex/react", async () => (await import("@/testing/convexAuthMock")).convexReact);

const PROFILE = {
  id: "brandProfiles:1",
  name: "Northbound Coffee",
  industry: "Coffee",
  audience: "",
  voice: ["warm"],
  keyMessages: [],
  colors: ["#1A2B3C"],
  dos: [],
  donts: [],
  logoKey: "k".repeat(32),
  logoUrl: `/api/media/${"k".repeat(32)}`,
  websiteUrl: null,
  createdAt: 1,
  updatedAt: 1,
};

function renderManager(onUpgrade = vi.fn()) {
  render(
    <Theme>
      <BrandManager onUpgrade={onUpgrade} />
    </Theme>,
  );
  return onUpgrade;
}

describe("the brand manager", () => {
  beforeEach(() => resetConvexAuthMock());

  it("says it is loading, then lists profiles with logo, industry and colours", () => {
    renderManager();
    expect(screen.getByRole("status")).toHaveTextContent("Loading brand profiles");
    setQueryResult("brands.mine", { brands: [PROFILE], brandLimit: 3 });
    const list = within(screen.getByRole("list", { name: "Your brand profiles" }));
    expect(list.getByText("Northbound Coffee")).toBeVisible();
    expect(list.getByText("Coffee")).toBeVisible();
    expect(list.getByRole("img", { name: "Northbound Coffee logo" })).toHaveAttribute(
      "src",
      PROFILE.logoUrl,
    );
    expect(list.getByRole("listitem", { name: "#1A2B3C" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add brand profile" })).toBeVisible();
  });

  it("hides the add button at the limit", () => {
    renderManager();
    setQueryResult("brands.mine", { brands: [PROFILE], brandLimit: 1 });
    expect(screen.queryByRole("button", { name: "Add brand profile" })).toBeNull();
  });

  it("offers the upgrade at a limit of 0", async () => {
    const onUpgrade = renderManager();
    setQueryResult("brands.mine", { brands: [], brandLimit: 0 });
    await userEvent.click(screen.getByRole("button", { name: messages.brands.teaser.upgrade }));
    expect(onUpgrade).toHaveBeenCalledOnce();
  });

  it("deletes only after the confirmation", async () => {
    renderManager();
    setQueryResult("brands.mine", { brands: [PROFILE], brandLimit: 3 });
    await userEvent.click(screen.getByRole("button", { name: "Delete Northbound Coffee" }));
    const confirm = within(screen.getByRole("alertdialog"));
    expect(mutationCalls).not.toHaveBeenCalled();
    await userEvent.click(confirm.getByRole("button", { name: "Delete profile" }));
    expect(mutationCalls).toHaveBeenCalledWith("brands/mutations:remove", {
      brandId: PROFILE.id,
    });
  });
});

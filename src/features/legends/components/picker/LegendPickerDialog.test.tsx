import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithRouter } from "@/testing/renderWithRouter";
import { resetConvexAuthMock, setQueryResult } from "@/testing/convexAuthMock";
import { makeLegend } from "@/features/legends/testing/fixtures";
import type { Legend } from "@/features/legends/lib/types";
import { LegendPickerDialog, type LegendPickerDialogProps } from "./LegendPickerDialog";

vi.mock("convex/react", async () => (await import("@/testing/convexAuthMock")).convexReact);

const roster = ["Ada Ogle", "Bea Bern", "Cy Clow", "Di Wied", "Ed Burn"].map((name) =>
  makeLegend({ name }),
);
const locked = makeLegend({ name: "Lou Locked", locked: true });
const privatePersona = makeLegend({ name: "House Style", isActive: false, isActivated: true });

function openPicker(props: Partial<LegendPickerDialogProps> = {}, legends: Legend[] = roster) {
  const onConfirm = vi.fn();
  const onOpenChange = vi.fn();
  renderWithRouter(
    <LegendPickerDialog
      open
      onOpenChange={onOpenChange}
      selected={[]}
      signedIn={false}
      onConfirm={onConfirm}
      {...props}
    />,
  );
  setQueryResult("pickerAll", { all: legends });
  return { onConfirm, onOpenChange, dialog: within(screen.getByRole("dialog")) };
}

/** Radix repeats a tab's label in a hidden span (to reserve the bold width). */
const tab = (name: string) => ({ name: new RegExp(`^${name}`) });

const pick = (name: string) => userEvent.click(screen.getByRole("checkbox", { name }));

describe("LegendPickerDialog", () => {
  beforeEach(() => resetConvexAuthMock());

  it("counts the selection and refuses a fourth legend with the spec's messages", async () => {
    const { dialog } = openPicker();
    expect(dialog.getByText("0 of 3 selected")).toBeInTheDocument();
    await pick("Ada Ogle");
    await pick("Bea Bern");
    await pick("Cy Clow");
    expect(dialog.getByText("3 of 3 selected")).toBeInTheDocument();
    expect(dialog.queryByRole("alert")).not.toBeInTheDocument();

    await pick("Di Wied");
    const alert = dialog.getByRole("alert");
    expect(alert).toHaveTextContent("Maximum of 3 legends allowed");
    expect(alert).toHaveTextContent("Please deselect a legend before selecting another one.");
    expect(screen.getByRole("checkbox", { name: "Di Wied" })).not.toBeChecked();
    expect(dialog.getByText("3 of 3 selected")).toBeInTheDocument();

    await pick("Bea Bern");
    expect(dialog.queryByRole("alert")).not.toBeInTheDocument();
    await pick("Di Wied");
    expect(screen.getByRole("checkbox", { name: "Di Wied" })).toBeChecked();
    expect(dialog.getByText("3 of 3 selected")).toBeInTheDocument();
  });

  it("takes its maximum from props", async () => {
    const { dialog } = openPicker({ max: 2 });
    expect(dialog.getByText("0 of 2 selected")).toBeInTheDocument();
    await pick("Ada Ogle");
    await pick("Bea Bern");
    await pick("Cy Clow");
    expect(dialog.getByRole("alert")).toHaveTextContent("Maximum of 2 legends allowed");
  });

  it("never selects a locked legend, and offers the upgrade", async () => {
    const { dialog } = openPicker({}, [...roster, locked]);
    const lockedGroup = within(dialog.getByRole("region", { name: "Upgrade to unlock" }));
    expect(lockedGroup.getByRole("link", { name: "See plans" })).toHaveAttribute(
      "href",
      "/pricing",
    );
    await pick("Lou Locked (locked: upgrade to unlock)");
    expect(
      screen.getByRole("checkbox", { name: "Lou Locked (locked: upgrade to unlock)" }),
    ).not.toBeChecked();
    expect(dialog.getByText("0 of 3 selected")).toBeInTheDocument();
    const alert = dialog.getByRole("alert");
    expect(alert).toHaveTextContent("Lou Locked isn’t included in your plan.");
    expect(within(alert).getByRole("link", { name: "See plans" })).toHaveAttribute(
      "href",
      "/pricing",
    );
  });

  it("lists activated private legends under 'Your Private Legends', selectable", async () => {
    const { dialog, onConfirm } = openPicker({}, [...roster, privatePersona]);
    const privateGroup = within(dialog.getByRole("region", { name: "Your Private Legends" }));
    await userEvent.click(privateGroup.getByRole("checkbox", { name: "House Style" }));
    expect(privateGroup.getByRole("checkbox", { name: "House Style" })).toBeChecked();
    await userEvent.click(dialog.getByRole("button", { name: "Confirm selection" }));
    expect(onConfirm).toHaveBeenCalledWith({
      ids: [privatePersona.id],
      legends: [
        {
          id: privatePersona.id,
          name: "House Style",
          slug: privatePersona.slug,
          label: privatePersona.label,
          headshot: null,
        },
      ],
    });
  });

  it("offers My Activated only to signed-in users", async () => {
    openPicker();
    expect(screen.getByRole("tab", tab("All Legends"))).toBeInTheDocument();
    expect(screen.getByRole("tab", tab("Trending"))).toBeInTheDocument();
    expect(screen.queryByRole("tab", tab("My Activated"))).not.toBeInTheDocument();
  });

  it("shows a signed-in user's activated legends", async () => {
    openPicker({ signedIn: true });
    await userEvent.click(screen.getByRole("tab", tab("My Activated")));
    expect(screen.getByText("Loading legends...")).toBeInTheDocument();
    setQueryResult("pickerActivated", [roster[2]]);
    expect(screen.getByRole("checkbox", { name: "Cy Clow" })).toBeInTheDocument();
    expect(screen.queryByRole("checkbox", { name: "Ada Ogle" })).not.toBeInTheDocument();
  });

  it("searches, and says when nothing matches", async () => {
    const { dialog } = openPicker();
    const search = dialog.getByPlaceholderText("Search creative legends...");
    await userEvent.type(search, "clow");
    expect(dialog.getAllByRole("checkbox")).toHaveLength(1);
    await userEvent.clear(search);
    await userEvent.type(search, "nobody");
    expect(dialog.getByText("No legends match “nobody”.")).toBeInTheDocument();
    await userEvent.click(dialog.getAllByRole("button", { name: "Clear search" })[0]);
    expect(dialog.getAllByRole("checkbox")).toHaveLength(roster.length);
  });

  it("shows loading and the spec's error with a retry", async () => {
    renderWithRouter(
      <LegendPickerDialog
        open
        onOpenChange={vi.fn()}
        selected={[]}
        signedIn={false}
        onConfirm={vi.fn()}
      />,
    );
    expect(screen.getByText("Loading legends...")).toBeInTheDocument();
    setQueryResult("pickerAll", new Error("offline"));
    expect(screen.getByRole("alert")).toHaveTextContent("Failed to fetch creative legends");
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Refresh" })).toBeInTheDocument();
  });

  it("starts from the previous choice and leaves it alone on cancel", async () => {
    const { dialog, onConfirm, onOpenChange } = openPicker({
      selected: [{ ...roster[0] }],
    });
    expect(screen.getByRole("checkbox", { name: "Ada Ogle" })).toBeChecked();
    expect(dialog.getByText("1 of 3 selected")).toBeInTheDocument();
    await userEvent.click(dialog.getByRole("button", { name: "Cancel" }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});

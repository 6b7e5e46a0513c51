import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderRoutes } from "@/testing/renderWithRouter";
import { resetConvexAuthMock, setQueryResult } from "@/testing/convexAuthMock";
import type { FakeEmbla } from "@/features/legends/testing/fakeEmbla";
import { makeLegend } from "@/features/legends/testing/fixtures";
import { STORAGE_KEYS } from "../../../../shared/constants";
import { RootLayout } from "../RootLayout";
import { LegendsSection } from "./LegendsSection";

vi.mock("convex/react", async () => (await import("@/testing/convexAuthMock")).convexReact);
vi.mock(
  "@convex-dev/auth/react",
  async () => (await import("@/testing/convexAuthMock")).convexAuthReact,
);
const embla = vi.hoisted(() => ({ current: null as FakeEmbla | null, slides: 0 }));
vi.mock("embla-carousel-react", async () =>
  (await import("@/features/legends/testing/fakeEmbla")).emblaModule(embla),
);

const legends = ["Ada Ogle", "Bea Bern", "Cy Clow"].map((name) => makeLegend({ name }));

describe("'Meet the legends' on the home page", () => {
  beforeEach(() => {
    resetConvexAuthMock();
    localStorage.clear();
    embla.current = null;
    embla.slides = legends.length;
  });

  it("keeps the legends chosen in the picker as chips, in local storage", async () => {
    renderRoutes([
      { element: <RootLayout />, children: [{ path: "/", element: <LegendsSection /> }] },
    ]);
    setQueryResult("featuredLegends", legends);
    expect(screen.getByRole("region", { name: "Featured legends" })).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Choose your legends" }));
    setQueryResult("pickerAll", { all: legends });
    const picker = within(screen.getByRole("dialog", { name: "Choose your legends" }));
    await userEvent.click(picker.getByRole("checkbox", { name: "Cy Clow" }));
    await userEvent.click(picker.getByRole("checkbox", { name: "Ada Ogle" }));
    await userEvent.click(picker.getByRole("button", { name: "Confirm selection" }));

    const chips = within(screen.getByRole("list", { name: "Your legends" }));
    expect(chips.getAllByRole("link").map((link) => link.textContent)).toEqual([
      "Cy Clow",
      "Ada Ogle",
    ]);
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.selectedLegends) ?? "{}") as {
      legends: { id: string }[];
    };
    expect(stored.legends.map((legend) => legend.id)).toEqual([legends[2].id, legends[0].id]);

    await userEvent.click(chips.getByRole("button", { name: "Remove Cy Clow" }));
    expect(screen.getByRole("list", { name: "Your legends" })).toHaveTextContent("Ada Ogle");
    expect(screen.getByRole("list", { name: "Your legends" })).not.toHaveTextContent("Cy Clow");
  });
});

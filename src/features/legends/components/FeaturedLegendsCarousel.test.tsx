import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithRouter } from "@/testing/renderWithRouter";
import { resetConvexAuthMock, setQueryResult } from "@/testing/convexAuthMock";
import { LEGEND_CAROUSEL } from "../../../../shared/constants";
import type { FakeEmbla } from "../testing/fakeEmbla";
import { makeLegend } from "../testing/fixtures";
import { stubMatchMedia } from "../testing/matchMedia";
import { FeaturedLegendsCarousel } from "./FeaturedLegendsCarousel";

vi.mock("convex/react", async () => (await import("@/testing/convexAuthMock")).convexReact);
const embla = vi.hoisted(() => ({ current: null as FakeEmbla | null, slides: 0 }));
vi.mock("embla-carousel-react", async () =>
  (await import("../testing/fakeEmbla")).emblaModule(embla),
);

const legends = Array.from({ length: 8 }, (_, i) =>
  makeLegend({ name: `Legend Person${i}`, headshot: `/legends/l${i}.svg` }),
);

function showLegends() {
  embla.slides = legends.length;
  renderWithRouter(<FeaturedLegendsCarousel />);
  setQueryResult("featuredLegends", legends);
  return embla.current!;
}

describe("FeaturedLegendsCarousel", () => {
  beforeEach(() => {
    resetConvexAuthMock();
    embla.current = null;
    vi.unstubAllGlobals();
  });
  afterEach(() => vi.useRealTimers());

  it("says it is loading, with a skeleton of three cards", () => {
    const { container } = renderWithRouter(<FeaturedLegendsCarousel />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading legends...");
    expect(container.querySelectorAll(".legend-card")).toHaveLength(3);
  });

  it("says when loading failed and tries again", async () => {
    renderWithRouter(<FeaturedLegendsCarousel />);
    setQueryResult("featuredLegends", new Error("boom"));
    expect(screen.getByRole("alert")).toHaveTextContent("Error loading legends");
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    setQueryResult("featuredLegends", legends.slice(0, 2));
    expect(await screen.findByRole("region", { name: "Featured legends" })).toBeInTheDocument();
  });

  it("says when there is nobody to feature", () => {
    renderWithRouter(<FeaturedLegendsCarousel />);
    setQueryResult("featuredLegends", []);
    expect(screen.getByText("No featured legends available")).toBeInTheDocument();
  });

  it("shows every legend as a slide with up to five dots", () => {
    showLegends();
    expect(screen.getByRole("region", { name: "Featured legends" })).toBeInTheDocument();
    expect(screen.getAllByRole("group")).toHaveLength(8);
    expect(screen.getAllByRole("button", { name: /^Go to slide/ })).toHaveLength(
      LEGEND_CAROUSEL.maxMobileDots,
    );
    expect(screen.getByRole("button", { name: "Go to slide 1 of 8" })).toHaveAttribute(
      "aria-current",
      "true",
    );
  });

  it("advances every 4000 ms", () => {
    vi.useFakeTimers();
    const api = showLegends();
    act(() => {
      vi.advanceTimersByTime(LEGEND_CAROUSEL.autoplayMs - 1);
    });
    expect(api.scrollNext).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(api.scrollNext).toHaveBeenCalledTimes(1);
    act(() => {
      vi.advanceTimersByTime(LEGEND_CAROUSEL.autoplayMs * 2);
    });
    expect(api.scrollNext).toHaveBeenCalledTimes(3);
    expect(screen.getByRole("button", { name: "Go to slide 4 of 8" })).toHaveAttribute(
      "aria-current",
      "true",
    );
  });

  it("pauses while hovered and goes on afterwards", () => {
    vi.useFakeTimers();
    const api = showLegends();
    const region = screen.getByRole("region", { name: "Featured legends" });
    fireEvent.mouseEnter(region);
    act(() => {
      vi.advanceTimersByTime(LEGEND_CAROUSEL.autoplayMs * 3);
    });
    expect(api.scrollNext).not.toHaveBeenCalled();
    fireEvent.mouseLeave(region);
    act(() => {
      vi.advanceTimersByTime(LEGEND_CAROUSEL.autoplayMs);
    });
    expect(api.scrollNext).toHaveBeenCalledTimes(1);
  });

  it("never moves by itself under prefers-reduced-motion", () => {
    stubMatchMedia("prefers-reduced-motion", true);
    vi.useFakeTimers();
    const api = showLegends();
    act(() => {
      vi.advanceTimersByTime(LEGEND_CAROUSEL.autoplayMs * 5);
    });
    expect(api.scrollNext).not.toHaveBeenCalled();
  });
});

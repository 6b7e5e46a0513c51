import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen } from "@testing-library/react";
import { renderWithRouter } from "@/testing/renderWithRouter";
import { resetConvexAuthMock, setQueryResult } from "@/testing/convexAuthMock";
import { TESTIMONIAL_CAROUSEL } from "../../../../shared/constants";
import type { FakeEmbla } from "../testing/fakeEmbla";
import { makeLegend } from "../testing/fixtures";
import { TestimonialsSection } from "./TestimonialsSection";

vi.mock("convex/react", async () => (await import("@/testing/convexAuthMock")).convexReact);
const embla = vi.hoisted(() => ({ current: null as FakeEmbla | null, slides: 0 }));
vi.mock("embla-carousel-react", async () =>
  (await import("../testing/fakeEmbla")).emblaModule(embla),
);

const withTestimonials = (count: number) =>
  Array.from({ length: count }, (_, i) =>
    makeLegend({
      name: `Quoted Person${i}`,
      testimonial: `Words number ${i}.`,
      awards: i === 0 ? [] : [`Award ${i}`],
    }),
  );

function show(count: number) {
  embla.slides = count;
  renderWithRouter(<TestimonialsSection />);
  setQueryResult("testimonials", withTestimonials(count));
}

describe("TestimonialsSection", () => {
  beforeEach(() => {
    resetConvexAuthMock();
    embla.current = null;
  });
  afterEach(() => vi.useRealTimers());

  it("says when there are none yet", () => {
    renderWithRouter(<TestimonialsSection />);
    setQueryResult("testimonials", []);
    expect(screen.getByText("No testimonials available yet")).toBeInTheDocument();
  });

  it("shows three as a grid, with 'Creative Legend' when there is no award", () => {
    show(TESTIMONIAL_CAROUSEL.gridCutoff);
    expect(screen.queryByRole("region", { name: "Testimonials" })).not.toBeInTheDocument();
    expect(screen.getAllByRole("figure")).toHaveLength(3);
    expect(screen.getByText("Words number 0.")).toBeInTheDocument();
    expect(screen.getByText("Creative Legend")).toBeInTheDocument();
    expect(screen.getByText("Award 1")).toBeInTheDocument();
  });

  it("shows four as a carousel with previous/next and dots", () => {
    show(TESTIMONIAL_CAROUSEL.gridCutoff + 1);
    expect(screen.getByRole("region", { name: "Testimonials" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Previous slide" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Next slide" })).toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: /^Go to slide/ })).toHaveLength(4);
  });

  it("advances every 5000 ms", () => {
    vi.useFakeTimers();
    show(5);
    const api = embla.current!;
    act(() => {
      vi.advanceTimersByTime(TESTIMONIAL_CAROUSEL.autoplayMs - 1);
    });
    expect(api.scrollNext).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(api.scrollNext).toHaveBeenCalledTimes(1);
    act(() => {
      vi.advanceTimersByTime(TESTIMONIAL_CAROUSEL.autoplayMs);
    });
    expect(api.scrollNext).toHaveBeenCalledTimes(2);
  });

  it("stops for good once hovered", () => {
    vi.useFakeTimers();
    show(5);
    const api = embla.current!;
    const region = screen.getByRole("region", { name: "Testimonials" });
    fireEvent.mouseEnter(region);
    fireEvent.mouseLeave(region);
    act(() => {
      vi.advanceTimersByTime(TESTIMONIAL_CAROUSEL.autoplayMs * 4);
    });
    expect(api.scrollNext).not.toHaveBeenCalled();
  });

  it("stops for good after an interaction", () => {
    vi.useFakeTimers();
    show(5);
    const api = embla.current!;
    fireEvent.click(screen.getByRole("button", { name: "Go to slide 3 of 5" }));
    expect(api.scrollTo).toHaveBeenCalledWith(2);
    act(() => {
      vi.advanceTimersByTime(TESTIMONIAL_CAROUSEL.autoplayMs * 4);
    });
    expect(api.scrollNext).not.toHaveBeenCalled();
  });

  it("stops for good when dragged", () => {
    vi.useFakeTimers();
    show(5);
    const api = embla.current!;
    act(() => {
      api.pointerDown();
    });
    act(() => {
      vi.advanceTimersByTime(TESTIMONIAL_CAROUSEL.autoplayMs * 4);
    });
    expect(api.scrollNext).not.toHaveBeenCalled();
  });
});

import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import { renderWithRouter } from "@/testing/renderWithRouter";
import { resetConvexAuthMock, setQueryResult } from "@/testing/convexAuthMock";
import { makeLegend } from "@/features/legends/testing/fixtures";
import { TestimonialsBlock } from "./TestimonialsBlock";

vi.mock("convex/react", async () => (await import("@/testing/convexAuthMock")).convexReact);

describe("TestimonialsBlock (home page)", () => {
  beforeEach(() => resetConvexAuthMock());

  it("shows nothing while loading and nothing when no legend has a testimonial", () => {
    renderWithRouter(<TestimonialsBlock />);
    expect(screen.queryByRole("heading")).not.toBeInTheDocument();
    expect(screen.queryByText(/Loading testimonials/)).not.toBeInTheDocument();
    setQueryResult("testimonials", []);
    expect(screen.queryByRole("heading")).not.toBeInTheDocument();
    expect(screen.queryByText("In good company")).not.toBeInTheDocument();
    expect(screen.queryByText("No testimonials available yet")).not.toBeInTheDocument();
  });

  it("shows the section once a testimonial exists", () => {
    renderWithRouter(<TestimonialsBlock />);
    setQueryResult("testimonials", [makeLegend({ testimonial: "They made it sing." })]);
    expect(screen.getByRole("heading", { name: "In good company" })).toBeInTheDocument();
    expect(screen.getByText("They made it sing.")).toBeInTheDocument();
  });

  it("keeps the section when loading failed, so the error offers a retry", () => {
    renderWithRouter(<TestimonialsBlock />);
    setQueryResult("testimonials", new Error("offline"));
    expect(screen.getByRole("heading", { name: "In good company" })).toBeInTheDocument();
    expect(screen.getByText("Failed to fetch creative legends")).toBeInTheDocument();
  });
});

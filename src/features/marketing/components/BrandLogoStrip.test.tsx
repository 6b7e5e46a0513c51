import { beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import { resetConvexAuthMock, setQueryResult } from "@/testing/convexAuthMock";
import { BrandLogoStrip, BrandLogoStripView } from "./BrandLogoStrip";

vi.mock("convex/react", async () => (await import("@/testing/convexAuthMock")).convexReact);

const LOGOS = [
  { id: "l1", name: "Northbound Coffee", domain: "northbound.coffee", logoUrl: "/api/media/a" },
  { id: "l2", name: "Fjord Bank", domain: "fjord.bank", logoUrl: "/api/media/b" },
];

describe("the brand logo strip", () => {
  beforeEach(() => resetConvexAuthMock());

  it("is hidden while there are no logos, and while loading", () => {
    const { container } = render(<BrandLogoStrip />);
    expect(container).toBeEmptyDOMElement();
    setQueryResult("brandLogos", []);
    expect(container).toBeEmptyDOMElement();
  });

  it("repeats the list three times, naming each brand once to screen readers", () => {
    setQueryResult("brandLogos", LOGOS);
    render(<BrandLogoStrip />);
    const strip = screen.getByRole("region", { name: "Brands" });
    expect(strip.querySelectorAll("img")).toHaveLength(6);
    expect(strip.querySelectorAll("ul")).toHaveLength(3);
    expect(screen.getAllByRole("img").map((img) => img.getAttribute("alt"))).toEqual([
      "Northbound Coffee",
      "Fjord Bank",
    ]);
    for (const img of strip.querySelectorAll("img")) {
      expect(img.getAttribute("loading")).toBe("lazy");
    }
  });

  it("takes 60 s a pass at medium speed, 100 s slow and 30 s fast", () => {
    const { rerender, container } = render(<BrandLogoStripView logos={LOGOS} />);
    const track = () => container.querySelector<HTMLElement>(".logo-strip__track")!;
    expect(track().style.animationDuration).toBe("60s");
    rerender(<BrandLogoStripView logos={LOGOS} speed="slow" />);
    expect(track().style.animationDuration).toBe("100s");
    rerender(<BrandLogoStripView logos={LOGOS} speed="fast" />);
    expect(track().style.animationDuration).toBe("30s");
  });

  it("shows only logos served from our media, with a name and domain", () => {
    const { container } = render(
      <BrandLogoStripView
        logos={[
          { id: "x", name: "Evil", domain: "evil.example", logoUrl: "https://evil.example/x.png" },
          { id: "y", name: " ", domain: "blank.example", logoUrl: "/api/media/c" },
        ]}
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

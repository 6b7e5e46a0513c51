import { beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import { Theme } from "@radix-ui/themes";
import { MemoryRouter } from "react-router-dom";
import { oneOffQueries, resetConvexAuthMock, setQueryResult } from "@/testing/convexAuthMock";
import { IdeasCountBanner } from "./IdeasCountBanner";

vi.mock("convex/react", async () => (await import("@/testing/convexAuthMock")).convexReact);

function renderBanner(showJoin = true) {
  return render(
    <Theme>
      <MemoryRouter>
        <IdeasCountBanner showJoin={showJoin} />
      </MemoryRouter>
    </Theme>,
  );
}

describe("the ideas count banner", () => {
  beforeEach(() => resetConvexAuthMock());

  it("shows the spec's fallback '1,000' until the number arrives, then the number", () => {
    renderBanner();
    expect(screen.getByRole("status")).toHaveTextContent("1,000 campaign ideas created");
    setQueryResult("ideasCount", { totalIdeas: 12345 });
    expect(screen.getByRole("status")).toHaveTextContent("12,345 campaign ideas created");
    expect(screen.getByRole("link", { name: "Join →" })).toHaveAttribute("href", "/register");
  });

  it("follows the live count as ideas land, with no cache in between", () => {
    renderBanner(false);
    setQueryResult("ideasCount", { totalIdeas: 0 });
    expect(screen.getByRole("status")).toHaveTextContent("0 campaign ideas created");
    setQueryResult("ideasCount", { totalIdeas: 9 });
    expect(screen.getByRole("status")).toHaveTextContent("9 campaign ideas created");
    expect(screen.queryByRole("link", { name: "Join →" })).toBeNull();
    // A subscription, never a one-off read that would need refetching.
    expect(oneOffQueries).not.toHaveBeenCalled();
  });

  it("says 'Stats currently unavailable' when the count can't be had", () => {
    renderBanner();
    setQueryResult("ideasCount", new Error("offline"));
    expect(screen.getByText("Stats currently unavailable")).toBeVisible();
  });
});

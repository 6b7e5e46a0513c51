import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, render, screen } from "@testing-library/react";
import { Theme } from "@radix-ui/themes";
import { MemoryRouter } from "react-router-dom";
import { oneOffQueries, resetConvexAuthMock } from "@/testing/convexAuthMock";
import { IDEAS_COUNT } from "../../../../shared/constants";
import { resetIdeasCountCache } from "../hooks/useIdeasCount";
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
  beforeEach(() => {
    resetConvexAuthMock();
    resetIdeasCountCache();
  });
  afterEach(() => vi.useRealTimers());

  it("shows the spec's fallback '1,000' until the number arrives, then the number", async () => {
    let answer!: (value: { totalIdeas: number }) => void;
    oneOffQueries.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderBanner();
    expect(screen.getByRole("status")).toHaveTextContent("1,000 campaign ideas created");
    expect(oneOffQueries).toHaveBeenCalledWith("ideas/queries:ideasCount", {});
    await act(async () => answer({ totalIdeas: 12345 }));
    expect(screen.getByRole("status")).toHaveTextContent("12,345 campaign ideas created");
    expect(screen.getByRole("link", { name: "Join →" })).toHaveAttribute("href", "/register");
  });

  it("says 'Stats currently unavailable' when the count can't be had", async () => {
    oneOffQueries.mockRejectedValue(new Error("offline"));
    renderBanner();
    expect(await screen.findByText("Stats currently unavailable")).toBeVisible();
  });

  it("keeps the number for five minutes without asking again (no refetch on focus)", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    oneOffQueries.mockResolvedValue({ totalIdeas: 42 });
    const first = renderBanner(false);
    expect(await screen.findByText("42")).toBeVisible();
    expect(screen.queryByRole("link", { name: "Join →" })).toBeNull();
    first.unmount();
    window.dispatchEvent(new Event("focus"));
    const second = renderBanner(false);
    expect(screen.getByText("42")).toBeVisible();
    expect(oneOffQueries).toHaveBeenCalledOnce();
    second.unmount();
    vi.setSystemTime(Date.now() + IDEAS_COUNT.cacheMs + 1);
    oneOffQueries.mockResolvedValue({ totalIdeas: 43 });
    renderBanner(false);
    expect(await screen.findByText("43")).toBeVisible();
    expect(oneOffQueries).toHaveBeenCalledTimes(2);
  });
});

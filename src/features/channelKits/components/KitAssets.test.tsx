import { describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConvexError } from "convex/values";
import { renderWithRouter } from "@/testing/renderWithRouter";
import type { Id } from "../../../../convex/_generated/dataModel";
import type { KitAssetView, KitView } from "../lib/types";
import { KitAssets } from "./KitAssets";

const asset = (over: Partial<KitAssetView>): KitAssetView => ({
  id: "a" as Id<"channelKitAssets">,
  channel: "stories",
  placement: "story",
  label: "Story 9:16",
  width: 1080,
  height: 1920,
  status: "ready",
  imageUrl: "/api/media/story.png",
  copy: { primaryText: "Roasted Monday, at your door by nine." },
  checks: [],
  ...over,
});

const kit = (assets: KitAssetView[], over: Partial<KitView> = {}): KitView => ({
  id: "k" as Id<"channelKits">,
  ideaId: "i" as Id<"ideas">,
  campaignPageId: "p" as Id<"campaignPages">,
  campaignName: "The Monday Roast",
  brand: "Northbound Coffee",
  channels: ["stories", "google_search"],
  status: "running",
  cost: 2,
  step: "Drawing the story…",
  errorMessage: null,
  canEdit: true,
  createdAt: 0,
  assets,
  ...over,
});

const advertiser = { brand: "Northbound Coffee", site: "northbound.example" };

describe("KitAssets", () => {
  it("shows each asset in its platform's frame with its checklist, live as assets finish", () => {
    const search = asset({
      id: "s" as Id<"channelKitAssets">,
      channel: "google_search",
      placement: "responsive_search_ad",
      label: "Responsive search ad",
      width: 0,
      height: 0,
      imageUrl: null,
      status: "waiting",
      copy: null,
      checks: null,
    });
    const { rerender } = renderWithRouter(
      <KitAssets kit={kit([asset({}), search])} advertiser={advertiser} />,
    );
    const story = screen.getByRole("article", { name: "Story 9:16 · 1080×1920" });
    expect(within(story).getByText("Ready to upload")).toBeInTheDocument();
    expect(
      within(story).getByRole("img", { name: "Roasted Monday, at your door by nine." }),
    ).toBeInTheDocument();
    expect(within(story).getByRole("list", { name: "Checklist for Story 9:16" })).toHaveTextContent(
      "Primary text: 37/125",
    );
    const waiting = screen.getByRole("article", { name: "Responsive search ad" });
    expect(within(waiting).getByText("Making…")).toBeInTheDocument();
    expect(screen.getByText("Drawing the story…")).toBeInTheDocument();

    const headlines = Array.from({ length: 15 }, (_, i) => `Northbound line ${i + 1}`);
    rerender(
      <KitAssets
        kit={kit(
          [
            asset({}),
            {
              ...search,
              status: "ready",
              copy: { headlines, descriptions: ["a.", "b.", "c.", "d."] },
              checks: [],
            },
          ],
          { status: "done" },
        )}
        advertiser={advertiser}
      />,
    );
    expect(screen.getByText("2 of 2 assets ready to upload.")).toBeInTheDocument();
    const result = screen.getByRole("article", { name: "Responsive search ad" });
    expect(
      within(result).getByText("Northbound line 1 | Northbound line 2 | Northbound line 3"),
    ).toBeInTheDocument();
  });

  it("says why a failed kit failed", () => {
    renderWithRouter(
      <KitAssets
        kit={kit([], {
          status: "failed",
          errorMessage: "The kit couldn't be made. Your 2 credits were refunded.",
        })}
        advertiser={advertiser}
      />,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Your 2 credits were refunded.");
    // Without the right to make kits, no way to make it again.
    expect(screen.queryByRole("button", { name: "Make this kit again" })).toBeNull();
  });

  it("offers an editor the same channels again, priced, and says why a retry failed", async () => {
    const onRetry = vi
      .fn<() => Promise<unknown>>()
      .mockRejectedValueOnce(
        new ConvexError({
          code: "CONFLICT",
          message: "The kit's campaign page has no visual left.",
        }),
      )
      .mockResolvedValueOnce(undefined);
    renderWithRouter(
      <KitAssets
        kit={kit([], { status: "failed", errorMessage: "The kit couldn't be made." })}
        advertiser={advertiser}
        retry={{ onRetry }}
      />,
    );
    expect(screen.getByText(/2 Legend Credits: one per channel/)).toBeInTheDocument();
    const again = screen.getByRole("button", { name: "Make this kit again" });
    await userEvent.click(again);
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(
      await screen.findByText("The kit's campaign page has no visual left."),
    ).toBeInTheDocument();
    await userEvent.click(again);
    expect(onRetry).toHaveBeenCalledTimes(2);
    expect(screen.queryByText("The kit's campaign page has no visual left.")).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import type { Id } from "../../../../convex/_generated/dataModel";
import { assetReady, checklist } from "./checklist";
import type { KitAssetView } from "./types";

const feed = (over: Partial<KitAssetView> = {}): KitAssetView => ({
  id: "a1" as Id<"channelKitAssets">,
  channel: "meta_feed",
  placement: "square",
  label: "Square 1:1",
  width: 1080,
  height: 1080,
  status: "ready",
  imageUrl: "/api/media/x.png",
  copy: {
    primaryText: "Fresh every Monday.",
    headline: "Roasted this week",
    description: "By bike",
  },
  checks: [],
  ...over,
});

describe("an asset's checklist", () => {
  it("shows the size and each field against its limit, green when all fit", () => {
    const items = checklist(feed());
    expect(items.map((i) => `${i.label} ${i.detail} ${i.ok}`)).toEqual([
      "Size 1080×1080 px true",
      "Primary text 19/125 true",
      "Headline 17/40 true",
      "Description 7/30 true",
    ]);
    expect(assetReady(feed())).toBe(true);
  });

  it("turns red for a wrong size, a long or missing field, and while the server has not checked", () => {
    expect(assetReady(feed({ width: 1000 }))).toBe(false);
    const long = feed({ copy: { primaryText: "x", headline: "h".repeat(41), description: "d" } });
    expect(checklist(long).find((i) => i.label === "Headline")).toMatchObject({
      ok: false,
      detail: "41/40",
    });
    expect(assetReady(feed({ copy: { primaryText: "x", headline: "y" } }))).toBe(false);
    expect(assetReady(feed({ checks: null }))).toBe(false);
    expect(assetReady(feed({ status: "waiting" }))).toBe(false);
  });

  it("counts characters as people do (an emoji is one)", () => {
    const text = "☕".repeat(40);
    expect(
      checklist(feed({ copy: { primaryText: "a", headline: text, description: "b" } }))[2],
    ).toMatchObject({ ok: true, detail: "40/40" });
  });

  it("reads a story's safe zone from the server's check", () => {
    const story = feed({
      channel: "stories",
      placement: "story",
      width: 1080,
      height: 1920,
      copy: { primaryText: "Hi" },
    });
    expect(checklist(story).at(-1)).toMatchObject({ label: "Safe zones clear", ok: true });
    const crowded = {
      ...story,
      checks: [{ check: "safeZone" as const, message: "Text sits in the top 14 %." }],
    };
    expect(checklist(crowded).at(-1)).toMatchObject({
      ok: false,
      detail: "Text sits in the top 14 %.",
    });
    expect(assetReady(crowded)).toBe(false);
  });

  it("checks a search ad's lists: 15 distinct headlines, 4 descriptions, and the server's other findings", () => {
    const headlines = Array.from({ length: 15 }, (_, i) => `Headline ${i + 1}`);
    const search = feed({
      channel: "google_search",
      placement: "responsive_search_ad",
      width: 0,
      height: 0,
      imageUrl: null,
      copy: { headlines, descriptions: ["One.", "Two.", "Three.", "Four."] },
      checks: [{ check: "copy", message: "No headline names the brand." }],
    });
    const items = checklist(search);
    expect(items.map((i) => i.label)).toEqual(["15 headlines", "4 descriptions", "Check"]);
    expect(items[2]).toMatchObject({ ok: false, detail: "No headline names the brand." });
    const twins = {
      ...search,
      checks: [],
      copy: {
        headlines: [...headlines.slice(0, 14), "headline 1"],
        descriptions: ["a", "b", "c", "d"],
      },
    };
    expect(checklist(twins)[0]).toMatchObject({ ok: false });
    expect(checklist(twins)[0].detail).toContain("two alike");
  });
});

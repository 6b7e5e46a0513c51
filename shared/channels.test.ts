import { describe, expect, it } from "vitest";
import { CHANNEL_IDS, CHANNELS, assetFileName, charCount, type ChannelCopy } from "./channels";
import { assetViolations, copyKey, fitCopy, insideSafeZone } from "./channelCopy";
import { CREDIT_COSTS } from "./constants";
import { channelKitPrice, channelKitPriceLine } from "./pricing";

/** Channel kits (issue 42): the platforms' numbers, copy fitted at a word, the checklist. */

/** Every word of `cut` is a whole word of `source`, in order from its start. */
function wholeWordsOf(cut: string, source: string): boolean {
  const words = source.replace(/\s+/g, " ").trim().split(" ");
  const kept = cut.split(" ");
  return kept.every((word, index) =>
    index === kept.length - 1 ? words[index].startsWith(word) : words[index] === word,
  );
}

describe("the channels of the issue", () => {
  it("have the issue's sizes and limits", () => {
    expect(CHANNEL_IDS).toHaveLength(8);
    const sizes = (id: (typeof CHANNEL_IDS)[number]) =>
      CHANNELS[id].placements.map((p) => `${p.width}x${p.height}`);
    expect(sizes("meta_feed")).toEqual(["1080x1080", "1080x1350"]);
    expect(sizes("stories")).toEqual(["1080x1920"]);
    expect(sizes("tiktok")).toEqual(["1080x1920"]);
    expect(sizes("linkedin")).toEqual(["1200x627"]);
    expect(sizes("x")).toEqual(["1600x900"]);
    expect(sizes("pinterest")).toEqual(["1000x1500"]);
    expect(sizes("google_display")).toEqual([
      "300x250",
      "728x90",
      "160x600",
      "320x50",
      "1200x628",
      "1200x1200",
    ]);
    expect(CHANNELS.meta_feed.fields).toEqual({ primaryText: 125, headline: 40, description: 30 });
    expect(CHANNELS.stories.fields).toEqual({ primaryText: 125 });
    expect(CHANNELS.stories.safeZone).toEqual({ top: 0.14, bottom: 0.2 });
    expect(CHANNELS.tiktok.fields).toEqual({ adText: 100 });
    expect(CHANNELS.linkedin.fields).toEqual({ introText: 150, headline: 70 });
    expect(CHANNELS.x.fields).toEqual({ post: 280, headline: 70 });
    expect(CHANNELS.pinterest.fields).toEqual({ title: 100, description: 500 });
    expect(CHANNELS.google_display.fields).toEqual({
      shortHeadline: 30,
      longHeadline: 90,
      description: 90,
      businessName: 25,
    });
    expect(CHANNELS.google_search.lists).toEqual({
      headlines: { count: 15, max: 30 },
      descriptions: { count: 4, max: 90 },
    });
    for (const id of CHANNEL_IDS) expect(CHANNELS[id].source.length).toBeGreaterThan(10);
    expect(assetFileName("linkedin", CHANNELS.linkedin.placements[0])).toBe(
      "linkedin_1200x627.png",
    );
  });

  it("cost one credit per channel, said before the click", () => {
    expect(CREDIT_COSTS.channelKit).toBe(1);
    expect(channelKitPrice(3)).toBe(3);
    expect(channelKitPriceLine(3)).toMatch(/^3 Legend Credits: one per channel\./);
    expect(channelKitPriceLine(1)).toMatch(/^1 Legend Credit: /);
  });
});

describe("fitCopy", () => {
  it("leaves copy that fits as it is, whitespace squashed", () => {
    expect(fitCopy("  Fresh   bread,\n every morning. ", 40)).toBe("Fresh bread, every morning.");
    expect(fitCopy("Exactly ten", 11)).toBe("Exactly ten");
  });

  it("keeps whole sentences when they fill at least half the room", () => {
    expect(fitCopy("Fresh bread. Every morning. From the oven on Mill Lane since 1952.", 30)).toBe(
      "Fresh bread. Every morning.",
    );
  });

  it("cuts at a word, never inside one, and drops dangling words and marks", () => {
    const text = "Roasted this week and delivered to your desk by nine, every single working day";
    for (let limit = 1; limit <= charCount(text); limit += 1) {
      const cut = fitCopy(text, limit);
      expect(charCount(cut)).toBeLessThanOrEqual(limit);
      if (cut !== "") expect(wholeWordsOf(cut, text), `${limit}: "${cut}"`).toBe(true);
      expect(cut).not.toMatch(/[\s,;:\-–—(]$/);
      expect(cut).not.toMatch(/\b(?:and|to|your|by|the|every)$/i);
    }
    expect(fitCopy(text, 20)).toBe("Roasted this week");
    expect(fitCopy(text, 55)).toBe("Roasted this week and delivered to your desk by nine");
  });

  it("survives hostile input", () => {
    // A single word longer than the limit: nothing whole fits.
    expect(fitCopy("Supercalifragilisticexpialidocious", 30)).toBe("");
    expect(fitCopy("", 30)).toBe("");
    expect(fitCopy("   \n\t ", 30)).toBe("");
    expect(fitCopy("Anything", 0)).toBe("");
    // Emoji and accents count as one character each, never split.
    const emoji = "Café ☕ crème 🥐🥐 pour vous, chaque matin à Paris";
    const cut = fitCopy(emoji, 16);
    expect(charCount(cut)).toBeLessThanOrEqual(16);
    expect(wholeWordsOf(cut, emoji)).toBe(true);
    expect(cut).not.toMatch(/[\uD800-\uDBFF]$/);
    // An opened bracket or quote is never left hanging.
    expect(fitCopy('Say "proof, not promises to everyone" today', 22)).toBe("Say");
    expect(fitCopy("Bread (baked at dawn in Leeds) for all", 20)).toBe("Bread");
    // Markup is text like any other: never more than the limit.
    const markup = "<script>alert(1)</script> ".repeat(20);
    expect(charCount(fitCopy(markup, 90))).toBeLessThanOrEqual(90);
    // Only dangling words: nothing to keep.
    expect(fitCopy("and the of to and the of to and the", 10)).toBe("");
  });
});

const META_OK: ChannelCopy = {
  primaryText: "Roasted this week, at your desk by nine.",
  headline: "Proof, not promises.",
  description: "Order by Sunday.",
};

describe("assetViolations", () => {
  it("is empty for a right-sized asset whose copy fits", () => {
    expect(
      assetViolations({
        channel: "meta_feed",
        placement: "square",
        width: 1080,
        height: 1080,
        copy: META_OK,
      }),
    ).toEqual([]);
  });

  it("lists every violation: size, each text too long or missing", () => {
    const found = assetViolations({
      channel: "meta_feed",
      placement: "portrait",
      width: 1080,
      height: 1080,
      copy: { primaryText: "x".repeat(126), headline: "" },
    });
    expect(found.map((v) => v.check)).toEqual(["size", "copy", "copy", "copy"]);
    expect(found[1].message).toBe("Primary text has 126 characters; the limit is 125.");
    expect(found[2].message).toBe("Headline is empty.");
    expect(found[3].message).toBe("Description is empty.");
    expect(
      assetViolations({ channel: "x", placement: "story", width: 1, height: 1, copy: {} }),
    ).toEqual([{ check: "placement", message: 'X has no placement "story".' }]);
  });

  it("holds a search ad to 15 distinct headlines ≤ 30, 4 descriptions ≤ 90, the brand in one", () => {
    const headlines = Array.from({ length: 15 }, (_, i) => `Fresh line number ${i + 1}`);
    const descriptions = Array.from({ length: 4 }, (_, i) => `Description ${i + 1}.`);
    const search = (copy: ChannelCopy, brand = "Kettle & Crumb") =>
      assetViolations(
        {
          channel: "google_search",
          placement: "responsive_search_ad",
          width: 0,
          height: 0,
          copy,
        },
        brand,
      ).map((v) => v.message);
    expect(search({ headlines, descriptions })).toEqual(["No headline names Kettle & Crumb."]);
    const branded = ["Kettle & Crumb bakery", ...headlines.slice(1)];
    expect(search({ headlines: branded, descriptions })).toEqual([]);
    expect(
      search({
        headlines: [...branded.slice(0, 13), "FRESH LINE NUMBER 2!", "y".repeat(31)],
        descriptions: descriptions.slice(0, 3),
      }),
    ).toEqual([
      "Headline 15 has 31 characters; the limit is 30.",
      "1 of the headlines repeats another.",
      "4 descriptions needed; there are 3.",
    ]);
    expect(copyKey("Fresh Line, number 2!")).toBe(copyKey("fresh line number 2"));
  });

  it("checks the story safe zone from the boxes the render set", () => {
    const zone = CHANNELS.stories.safeZone!;
    expect(insideSafeZone(zone, 1920, [{ x: 80, y: 270, width: 900, height: 300 }])).toBe(true);
    expect(insideSafeZone(zone, 1920, [{ x: 80, y: 200, width: 900, height: 300 }])).toBe(false);
    expect(insideSafeZone(zone, 1920, [{ x: 80, y: 1300, width: 900, height: 300 }])).toBe(false);
    const story = (y: number) =>
      assetViolations({
        channel: "stories",
        placement: "story",
        width: 1080,
        height: 1920,
        copy: { primaryText: "Fresh." },
        textBoxes: [{ x: 80, y, width: 900, height: 100 }],
      }).map((v) => v.check);
    expect(story(900)).toEqual([]);
    expect(story(100)).toEqual(["safeZone"]);
  });
});

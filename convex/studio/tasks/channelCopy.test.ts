import { describe, expect, it } from "vitest";
import { composeWithStudio } from "../compose";
import { ideaDraftListSchema } from "../../lib/ai/prompts/ideaSchema";
import { rosterPersonas, studioBriefs, type StudioBrief } from "../engine/studioBriefs.fixtures";
import {
  CHANNEL_COPY_TASK,
  channelCopyExtra,
  channelCopySchema,
} from "../../channelKits/copyPrompt";
import { enforceChannel, KEEP_SHARE } from "../../channelKits/copyLimits";
import type { IdeaCopyFacts } from "./campaignAds";
import { CHANNEL_IDS, CHANNELS, charCount, type ChannelCopy } from "../../../shared/channels";
import { assetViolations, copyKey, searchBrand } from "../../../shared/channelCopy";

/**
 * Channel kit copy (issue 42): the studio's lines for every channel within the platforms'
 * limits over a corpus of varied ideas, and a model's answer held to the same limits.
 */

function ideaOf(brief: StudioBrief, slug: string): IdeaCopyFacts {
  const { ideas } = composeWithStudio(ideaDraftListSchema, {
    task: "ideas",
    seed: `${brief.id}|${slug}`,
    brief,
    legend: { name: slug, slug, approach: "Research first" },
  });
  return {
    brand: brief.brand,
    audience: brief.audience,
    message: brief.message,
    uniqueSellingPoint: brief.uniqueSellingPoint ?? "",
    ...ideas[0],
  };
}

function studioKit(facts: IdeaCopyFacts, seed: string, legendIndex = 0) {
  const legend = rosterPersonas()[legendIndex % rosterPersonas().length];
  return composeWithStudio(channelCopySchema(CHANNEL_IDS), {
    task: CHANNEL_COPY_TASK,
    seed,
    legend,
    extra: channelCopyExtra(facts, CHANNEL_IDS),
  }) as Record<string, ChannelCopy>;
}

/** The checklist's copy checks for every asset of a channel (sizes are the render's). */
function copyViolations(channel: (typeof CHANNEL_IDS)[number], copy: ChannelCopy, brand: string) {
  return CHANNELS[channel].placements.flatMap((placement) =>
    assetViolations(
      { channel, placement: placement.id, width: placement.width, height: placement.height, copy },
      brand,
    ).map((violation) => `${channel}/${placement.id}: ${violation.message}`),
  );
}

const BRIEFS = studioBriefs(24);

describe("the studio's channel copy", () => {
  it("fits every field of every channel, for 24 varied ideas", () => {
    expect(BRIEFS.length).toBeGreaterThanOrEqual(20);
    for (const [index, brief] of BRIEFS.entries()) {
      const facts = ideaOf(brief, `legend-${index % 5}`);
      const kit = studioKit(facts, brief.id, index);
      for (const channel of CHANNEL_IDS) {
        expect(copyViolations(channel, kit[channel], brief.brand), brief.id).toEqual([]);
        for (const text of Object.values(kit[channel]).flat()) {
          expect(text).not.toMatch(/undefined|null|NaN|[{}<>]|\$\{/);
          expect(text).not.toMatch(/[,;:\-–—]$/);
        }
      }
    }
  });

  it("gives Google Search 15 distinct headlines, the brand in one, and 4 distinct descriptions", () => {
    for (const brief of BRIEFS.slice(0, 8)) {
      const { headlines = [], descriptions = [] } = studioKit(
        ideaOf(brief, "s"),
        brief.id,
      ).google_search;
      expect(headlines).toHaveLength(15);
      expect(new Set(headlines.map(copyKey)).size).toBe(15);
      const brand = copyKey(searchBrand(brief.brand, 30));
      expect(headlines.some((line) => copyKey(line).includes(brand))).toBe(true);
      expect(descriptions).toHaveLength(4);
      expect(new Set(descriptions.map(copyKey)).size).toBe(4);
    }
  });

  it("writes each channel its own lines and the same kit for the same seed", () => {
    const brief = BRIEFS[3];
    const facts = ideaOf(brief, "x");
    const kit = studioKit(facts, "seed");
    expect(studioKit(facts, "seed")).toEqual(kit);
    expect(kit.meta_feed.primaryText).not.toBe(kit.stories.primaryText);
    expect(kit.google_display.businessName).toBe(brief.brand.slice(0, 25).trim() || undefined);
  });
});

const TOO_LONG =
  "Roasted this week in small batches by people who care and delivered to your desk by nine every working morning so the first cup is the best cup of the whole long day";

describe("the brief's promise", () => {
  /** Letters and digits only: "says" ignores case and punctuation. */
  const key = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");
  const BODY_FIELDS = ["primaryText", "adText", "introText", "post"] as const;
  const COMPANION_FIELDS = ["headline", "shortHeadline", "longHeadline", "title"] as const;

  it("is said on every channel that has a body, where it fits", () => {
    let checked = 0;
    for (const [index, brief] of BRIEFS.entries()) {
      const promise = key(brief.message);
      const facts = ideaOf(brief, `legend-${index % 5}`);
      const kit = studioKit(facts, brief.id, index);
      for (const channel of CHANNEL_IDS) {
        const copy = kit[channel];
        const bodies = BODY_FIELDS.filter((field) => copy[field] !== undefined);
        const limit = Math.min(...bodies.map((field) => CHANNELS[channel].fields[field]!));
        if (bodies.length === 0 || brief.message.length >= limit) continue;
        const said = [...BODY_FIELDS, ...COMPANION_FIELDS].some((field) =>
          key(copy[field] ?? "").includes(promise),
        );
        expect(said, `${brief.id} ${channel}: ${JSON.stringify(copy)}`).toBe(true);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(60);
  });

  it("never repeats a sentence in a post or a pin's description", () => {
    for (const [index, brief] of BRIEFS.entries()) {
      const kit = studioKit(ideaOf(brief, `legend-${index % 5}`), brief.id, index);
      for (const text of [kit.x.post!, kit.pinterest.description!]) {
        const sentences = text.split(/(?<=[.!?])\s+/).map(key);
        expect(new Set(sentences).size, text).toBe(sentences.length);
      }
    }
  });
});

describe("a model's copy held to the limits", () => {
  const facts = ideaOf(BRIEFS[0], "m");
  const studio = studioKit(facts, "m");

  it("keeps lines that fit, trims long ones at a word, rewrites what cannot be trimmed", () => {
    const { copy, log } = enforceChannel(
      "meta_feed",
      {
        primaryText: TOO_LONG,
        headline: "Proof, not promises.",
        description: "Antidisestablishmentarianisms!!",
      },
      studio.meta_feed,
      facts.brand,
    );
    expect(copy.headline).toBe("Proof, not promises.");
    expect(charCount(copy.primaryText!)).toBeLessThanOrEqual(125);
    expect(charCount(copy.primaryText!)).toBeGreaterThanOrEqual(125 * KEEP_SHARE);
    expect(TOO_LONG.startsWith(copy.primaryText!)).toBe(true);
    expect(TOO_LONG[copy.primaryText!.length]).toBe(" ");
    // One 30-character word in a 30-character field: never cut inside it; the studio's line.
    expect(copy.description).toBe(studio.meta_feed.description);
    expect(log).toEqual([
      { field: "primaryText", action: "trimmed" },
      { field: "description", action: "rewritten" },
    ]);
    expect(copyViolations("meta_feed", copy, facts.brand)).toEqual([]);
  });

  it("fills missing or malformed fields from the studio", () => {
    for (const answer of [undefined, null, "text", 42, { adText: ["a list"] }, { adText: "" }]) {
      const { copy } = enforceChannel("tiktok", answer, studio.tiktok, facts.brand);
      expect(copy.adText).toBe(studio.tiktok.adText);
    }
  });

  it("makes a long, repetitive search answer 15 distinct fitting headlines with the brand", () => {
    const written = {
      headlines: [
        ...Array.from({ length: 10 }, () => "The same headline again"),
        TOO_LONG,
        "x".repeat(31),
        ...Array.from({ length: 10 }, (_, i) => `Morning cup number ${i + 1}`),
      ],
      descriptions: [TOO_LONG, TOO_LONG, "Short one.", "short ONE"],
    };
    const { copy } = enforceChannel("google_search", written, studio.google_search, facts.brand);
    expect(copy.headlines).toHaveLength(15);
    expect(copy.headlines![0]).toBe("The same headline again");
    expect(copy.headlines![1]).toBe("Roasted this week in small");
    expect(copy.descriptions).toHaveLength(4);
    expect(copyViolations("google_search", copy, facts.brand)).toEqual([]);
    for (const line of [...copy.headlines!, ...copy.descriptions!]) {
      expect(line).not.toMatch(/[,;:\-–—]$/);
    }
  });
});

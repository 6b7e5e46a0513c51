import { describe, expect, it } from "vitest";
import { audienceForms } from "./audience";

/** The audience as copy names it: whole, short, never cut mid-phrase. */
describe("audienceForms().short", () => {
  it.each([
    ["Early commuters along the Bristol harbourside", "early commuters"],
    ["Families around the lake on a Sunday", "families"],
    ["busy parents aged 30-45 who work from home", "busy parents"],
    ["City commuters who dread the rainy ride to work", "city commuters"],
    ["the solo traveller", "solo travellers"],
  ])("%s → %s", (raw, short) => {
    expect(audienceForms(raw).short).toBe(short);
  });

  it("never ends on a preposition or an article", () => {
    for (const raw of [
      "Young nurses working nights in the city hospitals",
      "Owners of small cafés by the sea",
      "Cyclists who ride along the canal paths to work every day",
    ]) {
      expect(audienceForms(raw).short).not.toMatch(/\b(?:the|a|an|along|by|of|to|in|on)$/);
    }
  });
});

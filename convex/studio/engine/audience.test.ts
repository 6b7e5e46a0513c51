import { describe, expect, it } from "vitest";
import { audienceForms } from "./audience";
import { article, clause, lowerLead, splitSentences, tidyPunctuation } from "./text";

/** The audience as copy names it: whole, short, never cut mid-phrase. */
describe("audienceForms().short", () => {
  it.each([
    ["Early commuters along the Bristol harbourside", "early commuters"],
    ["Families around the lake on a Sunday", "families"],
    ["busy parents aged 30-45 who work from home", "busy parents"],
    ["City commuters who dread the rainy ride to work", "city commuters"],
    ["the solo traveller", "solo travellers"],
    // Never cut mid-phrase: not "over-60s who've given up", not "rural families two hours".
    ["Over-60s who've given up walking the dog", "Over-60s"],
    ["Rural families two hours from the nearest GP", "rural families"],
    ["Small business owners 25-40 who still chase invoices", "small business owners"],
    ["Office workers bored of the gym", "office workers"],
  ])("%s → %s", (raw, short) => {
    expect(audienceForms(raw).short).toBe(short);
  });

  it("keeps a long audience whole to its pause, or names the people alone", () => {
    // Fourteen words and more with no pause: a cut would end mid-phrase ("…who have been
    // told by a doctor to"), so the copy names the people.
    expect(
      audienceForms(
        "Retired teachers who have been told by a doctor to walk more every single day of the week",
      ).phrase,
    ).toBe("retired teachers");
    expect(
      audienceForms(
        "Busy parents, mostly mums working part-time, who shop once a week for a family of five",
      ).phrase,
    ).toBe("busy parents, mostly mums working part-time");
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

describe("fields as they read mid-sentence (issue 40)", () => {
  it("lower-cases an audience's opening word, hyphenated or not, but not a name or acronym", () => {
    expect(audienceForms("Night-shift nurses who eat at 3 a.m.").phrase).toBe(
      "night-shift nurses who eat at 3 a.m.",
    );
    expect(lowerLead("First-time home buyers")).toBe("first-time home buyers");
    expect(lowerLead("Café Zürich regulars")).toBe("Café Zürich regulars");
    expect(lowerLead("U.S. freelancers")).toBe("U.S. freelancers");
    expect(lowerLead("GCSE students")).toBe("GCSE students");
  });

  it("splits sentences and ends clauses knowing abbreviations", () => {
    expect(splitSentences("Open at 3 a.m. as at 9. Every day.")).toEqual([
      "Open at 3 a.m. as at 9.",
      "Every day.",
    ]);
    expect(splitSentences("Ask Dr. Patel. She knows.")).toEqual(["Ask Dr. Patel.", "She knows."]);
    expect(clause("Warehouses across the U.S.")).toBe("Warehouses across the U.S.");
    expect(clause("Fresh every day.")).toBe("Fresh every day");
    expect(audienceForms("Warehouse managers at U.S. distribution centres").phrase).toBe(
      "warehouse managers at U.S. distribution centres",
    );
    expect(tidyPunctuation("They can open at 3 a.m.. Then , rest.")).toBe(
      "They can open at 3 a.m. Then, rest.",
    );
  });

  it("chooses a or an by sound", () => {
    const cases: [string, string][] = [
      ["one-off", "a"],
      ["hour", "an"],
      ["unit", "a"],
      ["MBA", "an"],
      ["CPA", "a"],
      ["8-week course", "an"],
      ["11", "an"],
      ["100", "a"],
      ["AI tool", "an"],
      ["oat milk", "an"],
    ];
    expect(cases.map(([word]) => [word, article(word)])).toEqual(cases);
  });
});

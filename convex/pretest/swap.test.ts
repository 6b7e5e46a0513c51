import { describe, expect, it } from "vitest";
import { TARGET, swapAgreement } from "../../bench/fixtures/pretest/agreement";
import { fixtureBrief, idea } from "../../bench/fixtures/pretest/briefs";
import { SWAP_SET } from "../../bench/fixtures/pretest/swapSet";
import { scorePretest } from "./heuristics";
import { FALLBACK_COMPETITOR } from "./lexicon";
import { proseProblems } from "./prose.fixtures";
import { parseCompetitors, swapTest } from "./swap";
import type { PretestBrief } from "./types";

const coffee = fixtureBrief("coffee");

const generic = idea({
  campaignName: "Ember Mornings",
  headline: "Ember. Coffee worth waking up for.",
  coreIdea: "Great coffee makes mornings better.",
});
const ownable = idea({
  campaignName: "The Roast Date",
  headline: "Check the stamp: Ember roasted it Tuesday.",
  coreIdea: "Every bag carries its roast date.",
});

describe("swap test", () => {
  it("reads the brief's competitors as people type them", () => {
    expect(parseCompetitors("Costa and Pret")).toEqual(["Costa", "Pret"]);
    expect(parseCompetitors(" Starbucks, Costa; Pret/Caffè Nero ")).toEqual([
      "Starbucks",
      "Costa",
      "Pret",
      "Caffè Nero",
    ]);
    expect(parseCompetitors("Marks & Spencer, Waitrose")).toEqual(["Marks & Spencer", "Waitrose"]);
    expect(parseCompetitors("H&M or Zara")).toEqual(["H&M", "Zara"]);
    expect(parseCompetitors(undefined)).toEqual([]);
    expect(parseCompetitors(" , ")).toEqual([]);
  });

  it("names the brief's first competitor and puts it in place of the brand", () => {
    const swap = swapTest({ ...coffee, competitors: "Costa and Pret" }, generic);
    expect(swap.competitor).toBe("Costa");
    expect(swap.competitorAssumed).toBe(false);
    expect(swap.rewrite).toBe("Costa. Coffee worth waking up for.");
    expect(swap.verdict).toMatch(/^Signed by Costa,/);
  });

  it("signs a brandless line with the competitor, and skips a competitor that is the brand", () => {
    const brandless = idea({
      campaignName: "Mornings",
      headline: "Mornings, sorted",
      coreIdea: "",
    });
    const swap = swapTest({ ...coffee, competitors: "Ember, Costa" }, brandless);
    expect(swap.competitor).toBe("Costa");
    expect(swap.rewrite).toBe("Mornings, sorted. Costa.");
  });

  it("says so when it assumed the competitor: a known name in the category, else a stand-in", () => {
    const swap = swapTest({ ...coffee, competitors: undefined }, generic);
    expect(swap).toMatchObject({ competitor: "Starbucks", competitorAssumed: true });
    expect(swap.verdict).toMatch(/^No competitors in the brief, so we assumed Starbucks;/);
    const nowhere: PretestBrief = {
      brand: "Quill",
      audience: "people",
      message: "it is good",
      tone: "",
    };
    const fallback = swapTest(
      nowhere,
      idea({ campaignName: "", headline: "Quill is good.", coreIdea: "" }),
    );
    expect(fallback.competitor).toBe(FALLBACK_COMPETITOR);
    expect(fallback.rewrite).toBe("A rival brand is good.");
    expect(fallback.verdict).toContain(`we assumed ${FALLBACK_COMPETITOR}`);
  });

  it("a line that only carries the brand's name still works for a rival: not ownable", () => {
    const swap = swapTest(coffee, generic);
    expect(swap.stillWorks).toBe(true);
    expect(swap.verdict).toContain("not ownable");
  });

  it("the brand's own proof, a fact from its brief or a play on its name makes it break", () => {
    expect(swapTest(coffee, ownable)).toMatchObject({ stillWorks: false });
    expect(swapTest(coffee, ownable).verdict).toContain("“stamp”");
    const pun = idea({ campaignName: "Glow", headline: "Keep the ember glowing.", coreIdea: "" });
    expect(swapTest(coffee, pun).stillWorks).toBe(false);
    const place = idea({ campaignName: "Leith", headline: "Roasted in Leith.", coreIdea: "" });
    expect(swapTest(coffee, place).verdict).toContain("“Leith” belongs to Ember alone");
  });

  it("is part of every pre-test, and its verdict is one proper sentence", () => {
    for (const entry of SWAP_SET) {
      const { swap } = scorePretest(fixtureBrief(entry.brief), entry.idea);
      expect(swap).toEqual(swapTest(fixtureBrief(entry.brief), entry.idea));
      expect([swap.verdict, ...proseProblems(swap.verdict, 160)]).toEqual([swap.verdict]);
      expect(swap.verdict.split(/[.!?](?:\s|$)/).filter(Boolean)).toHaveLength(1);
      expect(swap.rewrite).not.toMatch(/ {2}|undefined/);
    }
  });

  it(`agrees with the hand labels (ownable / generic) on at least ${TARGET * 100} %`, () => {
    expect(SWAP_SET.length).toBeGreaterThanOrEqual(20);
    expect(swapAgreement().share).toBeGreaterThanOrEqual(TARGET);
  });
});

import { describe, expect, it } from "vitest";
import { PRETEST_DIMENSIONS, type PretestDimension } from "../../../shared/pretest";
import { RANKED_IDEAS } from "../../../bench/fixtures/pretest/agreement";
import { fixtureBrief, idea } from "../../../bench/fixtures/pretest/briefs";
import type { IdeaDraftFields } from "../../ideas/schema";
import { pretestTotal, scorePretest } from "../../pretest/heuristics";
import { draftOf, proseProblems } from "../../pretest/prose.fixtures";
import { sharpenIdeaDraft } from "./sharpenLines";
import { claims, detectCategory, findCliches, mentionsBrand } from "../../pretest/signals";

const legend = { name: "David Ogilvy", voice: "plain", signatureMoves: ["the long headline"] };

const scoreOf = (result: ReturnType<typeof scorePretest>, dimension: PretestDimension) =>
  result.scores.find((entry) => entry.dimension === dimension)!.score;

/** Every fixture idea with every dimension it could still gain on. */
const CASES = RANKED_IDEAS.flatMap((entry) => {
  const brief = fixtureBrief(entry.brief);
  const before = scorePretest(brief, entry.idea);
  return PRETEST_DIMENSIONS.filter((dimension) => scoreOf(before, dimension) < 5).map(
    (dimension) => ({ entry, brief, before, dimension, draft: draftOf(entry.idea) }),
  );
});

const TEXT_FIELDS = [
  "title",
  "campaignName",
  "coreIdea",
  "concept",
  "headline",
  "description",
] as const;

function textProblems(draft: IdeaDraftFields): string[] {
  const problems: string[] = [];
  for (const field of TEXT_FIELDS) {
    const text = draft[field];
    const twoColons = text.split(/(?<=[.!?])\s+/).some((sentence) => /:.*:/.test(sentence));
    if (/undefined|null| {2}|\s[,.;:]|[,;:]\.|\.\./.test(text) || twoColons) {
      problems.push(`${field}: ${text}`);
    }
  }
  return problems;
}

describe("sharpenIdeaDraft", () => {
  it("raises the dimension it was asked to fix, on every fixture idea, and costs the total at most a point", () => {
    expect(CASES.length).toBeGreaterThan(100);
    const failures: string[] = [];
    for (const { entry, brief, before, dimension, draft } of CASES) {
      const after = scorePretest(brief, sharpenIdeaDraft(brief, draft, dimension, legend));
      const raised = scoreOf(after, dimension) > scoreOf(before, dimension);
      const kept = pretestTotal(after) >= pretestTotal(before) - 1;
      if (!raised || !kept) {
        failures.push(
          `${entry.idea.headline} / ${dimension}: ${scoreOf(before, dimension)}→${scoreOf(after, dimension)}, total ${pretestTotal(before)}→${pretestTotal(after)}`,
        );
      }
    }
    expect(failures).toEqual([]);
  });

  it("keeps the idea recognisably the same: its title, and the fields the dimension does not need", () => {
    const untouched: Record<PretestDimension, (keyof IdeaDraftFields)[]> = {
      // The line (or, when it gives no place, the core idea) is rewritten; the rest stays.
      keyMessage: ["campaignName", "concept", "description", "executionStrategy"],
      audience: ["campaignName", "concept", "description", "executionStrategy"],
      distinctive: ["executionStrategy", "keyVisualElements", "tone"],
      brandLinkage: ["concept", "description", "executionStrategy"],
      simplicity: ["campaignName", "concept", "description", "keyVisualElements"],
    };
    for (const { brief, dimension, draft } of CASES) {
      const revised = sharpenIdeaDraft(brief, draft, dimension, legend);
      expect(revised.title).toBe(draft.title);
      expect(revised.visualPrompt).toBe(draft.visualPrompt);
      expect(revised.legendThinking).toBe(draft.legendThinking);
      for (const field of untouched[dimension]) expect(revised[field]).toEqual(draft[field]);
    }
  });

  it("writes clean text: no doubled spaces or stops, no stray punctuation, a line always left", () => {
    const problems = CASES.flatMap(({ brief, dimension, draft }) => {
      const revised = sharpenIdeaDraft(brief, draft, dimension, legend);
      const found = textProblems(revised);
      if (!revised.headline.trim()) found.push("empty headline");
      if (!/[.!?…]$/.test(revised.coreIdea)) found.push(`coreIdea unfinished: ${revised.coreIdea}`);
      found.push(...proseProblems(revised.selfCritique, 200));
      return found.map((problem) => `${dimension}: ${problem}`);
    });
    expect(problems).toEqual([]);
  });

  it("does what each dimension's fix says", () => {
    const brief = fixtureBrief("coffee");
    const weak = draftOf(
      idea({
        campaignName: "Rise and Grind",
        headline: "Wake up and smell the perfect cup, like never before.",
        coreIdea: "A rich aroma and a bold flavour, revolutionary in every sip.",
        executionStrategy: ["Posters", "Radio", "Sampling", "Social", "Cinema"],
      }),
    );
    const linked = sharpenIdeaDraft(brief, weak, "brandLinkage", legend);
    expect(mentionsBrand(brief, linked.headline) && mentionsBrand(brief, linked.campaignName)).toBe(
      true,
    );

    const distinct = sharpenIdeaDraft(brief, weak, "distinctive", legend);
    expect(findCliches(brief, distinct, detectCategory(brief))).toEqual([]);
    expect(distinct.headline).toBe(
      "Every bag is roasted the day it ships and stamped with its roast date.",
    );

    const simple = sharpenIdeaDraft(brief, weak, "simplicity", legend);
    expect(claims(simple.headline)).toHaveLength(1);
    expect(simple.executionStrategy).toHaveLength(2);

    const onMessage = sharpenIdeaDraft(brief, weak, "keyMessage", legend);
    expect(onMessage.headline).toContain(brief.message);
    expect(onMessage.coreIdea).toBe(weak.coreIdea);

    const spoken = sharpenIdeaDraft(brief, weak, "audience", legend);
    expect(spoken.headline).toBe(
      "If you brew coffee between video calls, wake up and smell the perfect cup, like never before.",
    );
    expect(spoken.selfCritique).toBe(
      `David Ogilvy's revision: it now talks to ${brief.audience} directly.`,
    );
  });

  it("without a proof in the brief, puts the brief's promise where the cliché was", () => {
    // Seen in the browser: a one-sentence line built on "the best" came back unchanged.
    const brief = {
      brand: "Harbour Light Roasters",
      audience: "Night-shift nurses who need a proper cup at 3 a.m.",
      message: "Small-batch coffee roasted the night before you drink it",
      tone: "Warm, plain-spoken",
    };
    const line = draftOf({
      title: "Brand image",
      campaignName: "First Class, Every Time.",
      coreIdea: "Treat every ad as an investment in the Harbour Light Roasters brand image.",
      concept: "Night-shift nurses research before they buy.",
      headline:
        "For Night-shift nurses who expect the best, there is a reason Harbour Light Roasters has never changed the way it does things.",
      description: "A long-term brand image.",
      tone: "Warm",
      keyVisualElements: ["A nurse's locker"],
      executionStrategy: ["Hospital break rooms"],
    });
    const distinctive = (draft: IdeaDraftFields) =>
      scorePretest(brief, draft).scores.find((entry) => entry.dimension === "distinctive")!.score;
    const sharpened = sharpenIdeaDraft(brief, line, "distinctive", legend);
    expect(sharpened.headline).toBe(
      "For Night-shift nurses who expect small-batch coffee roasted the night before you drink it, there is a reason Harbour Light Roasters has never changed the way it does things.",
    );
    expect(distinctive(sharpened)).toBeGreaterThan(distinctive(line));
  });

  it("weaves the brand into the line for brand linkage instead of signing it underneath", () => {
    const brief = { ...fixtureBrief("coffee"), brand: "Tidewell Oat Milk" };
    const revise = (headline: string, campaignName = "Notice the Detail") =>
      sharpenIdeaDraft(
        brief,
        draftOf(idea({ headline, campaignName, coreIdea: "Show the oats being rolled." })),
        "brandLinkage",
        legend,
      );

    const noticed = revise("Notice the detail.");
    expect(noticed.headline).toBe("Notice the Tidewell Oat Milk detail.");
    expect(noticed.campaignName).toBe("Notice the Detail, Tidewell Oat Milk");
    expect(revise("Notice the detail.", "The Other Way Round").campaignName).toBe(
      "The Tidewell Oat Milk Other Way Round",
    );
    // "We" and "our" become the brand, the verb agreeing; an order is done with the brand.
    expect(revise("We answer every call in under a minute.").headline).toBe(
      "Tidewell Oat Milk answers every call in under a minute.",
    );
    expect(revise("We're the friendly one that picks up.").headline).toBe(
      "Tidewell Oat Milk is the friendly one that picks up.",
    );
    expect(revise("Our oats are grown in Kent.").headline).toBe(
      "Tidewell Oat Milk's oats are grown in Kent.",
    );
    expect(revise("Get paid in 3 days, not 30.").headline).toBe(
      "Get paid in 3 days with Tidewell Oat Milk, not 30.",
    );
    // Never the old sign-off ('Notice the detail. Tidewell Oat Milk.') when the line has room.
    for (const line of [
      "Notice the detail.",
      "Get paid in 3 days, not 30.",
      "We roast on Fridays.",
    ]) {
      expect(revise(line).headline).not.toMatch(/\. Tidewell Oat Milk\.$/);
      expect(mentionsBrand(brief, revise(line).headline)).toBe(true);
    }
    // A question has no place for the brand: it is still signed, never left unlinked.
    expect(revise("Still chasing invoices?").headline).toBe(
      "Still chasing invoices? Tidewell Oat Milk.",
    );
  });

  it("weaves the key message and the audience into the line instead of adding a sentence", () => {
    const revise = (id: string, dimension: PretestDimension, headline: string) =>
      sharpenIdeaDraft(
        fixtureBrief(id),
        draftOf(idea({ headline, campaignName: "The Line", coreIdea: "Show the work." })),
        dimension,
        legend,
      );
    const cases: [string, PretestDimension, string, string][] = [
      // An order explained by the message; a question answered by it; a name's list replaced.
      [
        "coffee",
        "keyMessage",
        "Wake up and smell the perfect cup.",
        "Wake up and smell the perfect cup: freshly roasted coffee delivered to your door within 48 hours of roasting.",
      ],
      [
        "saas",
        "keyMessage",
        "Can you cover Saturday? Not your problem any more.",
        "Can you cover Saturday? Build next week's rota in ten minutes and let staff swap shifts themselves. Not your problem any more.",
      ],
      [
        "fitness",
        "keyMessage",
        "Forge: classes, open gym, sauna, nutrition plans and a free app.",
        "Forge: coached strength training in 30-minute sessions, no experience needed.",
      ],
      // The audience's own clause said to them, before the line or after the brand's name.
      [
        "fintech",
        "audience",
        "Penny puts your tax aside automatically every time a client pays you.",
        "If you dread the tax bill, Penny puts your tax aside automatically every time a client pays you.",
      ],
      [
        "skincare",
        "audience",
        "Hale: an SPF 50 that stays on through four hours of sweat.",
        "Hale, if you sweat through your sunscreen: an SPF 50 that stays on through four hours of sweat.",
      ],
      [
        "travel",
        "audience",
        "Hold hands across Europe. Wend carries the bags.",
        "If you are tired of airports, hold hands across Europe. Wend carries the bags.",
      ],
    ];
    for (const [id, dimension, headline, rewritten] of cases) {
      const revised = revise(id, dimension, headline);
      expect(revised.headline).toBe(rewritten);
      // Rewritten, not added to: the core idea and the line's own ending are as they were.
      expect(revised.coreIdea).toBe("Show the work.");
      expect(revised.headline.startsWith(`${headline} `)).toBe(false);
    }
  });

  it("is deterministic", () => {
    const { brief, dimension, draft } = CASES[0];
    expect(sharpenIdeaDraft(brief, draft, dimension, legend)).toEqual(
      sharpenIdeaDraft({ ...brief }, structuredClone(draft), dimension, { ...legend }),
    );
  });
});

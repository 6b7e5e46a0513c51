import { describe, expect, it } from "vitest";
import { briefDraftSchema } from "../../briefs/prompt";
import { ideaDraftListSchema, type IdeaDraft } from "../../lib/ai/prompts/ideaSchema";
import type { LegendPersona, StudioContext } from "../../lib/ai/types";
import { composeWithStudio } from "../compose";
import { isTonedName } from "./briefLines";
import { resolveFacts } from "./facts";
import { copyFacts } from "./technique";
import { legendTrios, studioBriefs, type StudioBrief } from "./studioBriefs.fixtures";
import { messageBriefs } from "./studioMessages.fixtures";
import {
  cutInsertions,
  duplicates,
  proseProblems,
  stripMarkdown,
  titleCaseProblems,
  voiceProblems,
  wordCount,
} from "./studioProse.fixtures";

/**
 * The offline studio read like a copywriter (issue 12, item 11): a batch is one Get Creative
 * Ideas run, three legends each writing their ideas for one brief in a separate call seeded
 * as the ideas job seeds it, and every batch is held to an editor's standard.
 */

// The varied briefs, then key messages in every shape a person types one ("Your phone
// charges while you walk", "Study anywhere", "You'll never…"), for singular and plural readers.
const BRIEFS = [...studioBriefs(), ...messageBriefs()];
const TRIOS = legendTrios(BRIEFS.length);

type LegendIdeas = { legend: LegendPersona; ideas: IdeaDraft[] };
type Batch = { brief: StudioBrief; legends: LegendIdeas[] };

function runBatch(brief: StudioBrief, legends: LegendPersona[]): Batch {
  // As convex/ideas/generation.ts: the legend's slug and its own job's id, and the requests of
  // the legends before it in the click (ideas/mutations.ts generate).
  const requests: StudioContext[] = [];
  return {
    brief,
    legends: legends.map((legend) => {
      const request: StudioContext = {
        task: "ideas",
        seed: `${legend.slug}|job-${brief.id}-${legend.slug}`,
        brief,
        legend,
        before: [...requests],
      };
      requests.push(request);
      return { legend, ideas: composeWithStudio(ideaDraftListSchema, request).ideas.slice(0, 3) };
    }),
  };
}

const BATCHES = BRIEFS.map((brief, index) => runBatch(brief, TRIOS[index]));
const ideasOf = (batch: Batch) => batch.legends.flatMap((entry) => entry.ideas);
const inserted = (brief: StudioBrief) =>
  [brief.audience, brief.message, brief.tone, brief.uniqueSellingPoint ?? ""].filter(Boolean);

/** Collects problems across every batch so one failure report lists them all. */
function collect(check: (batch: Batch) => string[]): string[] {
  return BATCHES.flatMap((batch) => check(batch).map((problem) => `${batch.brief.id}: ${problem}`));
}

/** Fails with the number of problems and the first few, so a report is readable. */
function expectNone(problems: string[]): void {
  expect({ count: problems.length, first: problems.slice(0, 25) }).toEqual({ count: 0, first: [] });
}

const PROSE_FIELDS = [
  "coreIdea",
  "concept",
  "headline",
  "description",
  "tone",
  "selfCritique",
  "visualPrompt",
] as const;
const THIRD_PERSON = [
  "coreIdea",
  "concept",
  "description",
  "selfCritique",
  "legendThinking",
] as const;

/**
 * What makes each legend recognisable, from the roster's documented approach and signature
 * moves: every idea a legend writes must carry its manner, in its device or its words.
 */
const MARKERS: Record<string, RegExp> = {
  "david-ogilvy":
    /\b(?:facts?|factual|research\w*|long[- ]copy|long headlines?|story appeal|brand image)\b/i,
  "bill-bernbach": /\b(?:honest\w*|admi(?:t|ts|ssion)|self-deprecating|white space|one image)\b/i,
  "mary-wells-lawrence":
    /\b(?:show business|entertain\w*|comic|vignettes?|sing|song|jingle|repaint\w*|redesign\w*|glamour)\b/i,
  "lee-clow": /\b(?:believes?|belief|silhouette|icon\w*|everything is media|disrupt\w*)\b/i,
  "dan-wieden": /\b(?:imperative|attitude|as themselves|unscripted|casting|soundtrack)\b/i,
  "alex-bogusky": /\b(?:stunt|hoax|news|picks? a fight|talk value|product as media|packaging)\b/i,
  "leo-burnett": /\b(?:inherent drama|character|heartland|familiar words)\b/i,
  "george-lois": /\b(?:big idea|cover|celebrity|chant\w*|demand)\b/i,
  "helmut-krone": /\b(?:the page|layout|package|one photograph|one word|no logo|opposite)\b/i,
  "phyllis-robinson": /\b(?:invit\w*|conversation\w*|belong\w*|picture and (?:the )?line)\b/i,
  "shirley-polykoff": /\b(?:question|wish|permission|discreet|wholesome|variations?)\b/i,
  "rosser-reeves": /\b(?:unique selling proposition|demonstrat\w*|repeat\w*|unchanged)\b/i,
  "howard-gossage": /\b(?:conversation|repl(?:y|ies)|contest|coupon|premium|write back|cause)\b/i,
  "jay-chiat":
    /\b(?:event|account planning|planners?|underdog|establishment|outsized|tiny logo)\b/i,
  "carl-ally": /\b(?:competitors?|frustration|head-on|unglamorous)\b/i,
  "hal-riney": /\b(?:quiet|montage|narrat\w*|storyteller|different kind of company)\b/i,
  "goodby-silverstein": /\b(?:deprivation|without|elastic|literate)\b/i,
  "cheryl-berman": /\b(?:family|song|chapter)\b/i,
  "susan-credle": /\b(?:character|personality|flaws?|flawed|equity)\b/i,
  "jimmy-smith": /\b(?:entertainment|documentary|street|one-letter|culture)\b/i,
  "tom-burrell": /\b(?:positive realism|culture|idiom|everyday)\b/i,
  "caroline-jones": /\b(?:end line|values|positiv\w*|casting|community)\b/i,
  "john-hegarty": /\b(?:zags?|zigs?|wordless|desir\w*|one brand idea)\b/i,
  "dave-trott": /\b(?:predatory|upstream|catchphrase|refram\w*|mischief)\b/i,
  "paul-arden": /\b(?:opposite|surreal|tableau|one-line)\b/i,
  "marcello-serpa": /\b(?:wordless|twist|no copy|unpredictable)\b/i,
  "david-droga": /\b(?:acts?|does something|medium|behaviour|cinema\w*)\b/i,
  "piyush-pandey": /\b(?:idiom|everyday|earthy|exaggerat\w*|slice of life|heart)\b/i,
  "claude-hopkins": /\b(?:reason why|process|figure|samples?|coupons?|keyed|test)\b/i,
  "helen-lansdowne-resor": /\b(?:editorial|feature|sensory|samples?|testimony)\b/i,
  "house-style": /\b(?:consistent|one message|plain|channel-ready)\b/i,
  "brand-guardian": /\b(?:substantiat\w*|supportable|mandator\w*|checkable|human insight)\b/i,
};

/** The brand as copy writes it: a name typed all in lowercase is capitalised. */
const brandAsWritten = (brand: string) =>
  brand === brand.toLowerCase()
    ? brand.replace(/\b\p{L}/gu, (letter) => letter.toUpperCase())
    : brand;

const ideaText = (idea: IdeaDraft) =>
  [idea.title, idea.campaignName, idea.coreIdea, idea.concept, idea.headline].join(" ");

// Thousands of generated texts, checked line by line: CPU work that a shared two-core machine
// can slow past the default five seconds, never a wait on time.
describe("the offline studio over 200+ briefs, three legends a batch", { timeout: 30_000 }, () => {
  it("covers at least 200 briefs and every roster legend", () => {
    expect(BATCHES.length).toBeGreaterThanOrEqual(200);
    const slugs = new Set(TRIOS.flat().map((legend) => legend.slug));
    expect([...slugs].sort()).toEqual(Object.keys(MARKERS).sort());
    for (const batch of BATCHES) {
      for (const entry of batch.legends) expect(entry.ideas.length).toBe(3);
    }
  });

  it("never repeats a coreIdea, campaignName, title or headline within a batch", () => {
    const problems = collect((batch) =>
      (["coreIdea", "campaignName", "title", "headline"] as const).flatMap((field) =>
        duplicates(ideasOf(batch).map((idea) => idea[field])).map(
          (value) => `${field} repeated: ${value}`,
        ),
      ),
    );
    expectNone(problems);
  });

  it("names ideas from the brief's facts, never from its tone alone ('An Upbeat Dream')", () => {
    const problems = collect((batch) => {
      const f = copyFacts(resolveFacts({ task: "ideas", seed: "s", brief: batch.brief }));
      return ideasOf(batch)
        .filter((idea) => isTonedName(f, idea.campaignName))
        .map((idea) => `named by its tone: ${idea.campaignName}`);
    });
    expectNone(problems);
  });

  it("writes clean sentences: no doubled words, stray marks or cut-off phrases", () => {
    const problems = collect((batch) =>
      ideasOf(batch).flatMap((idea) => {
        // One piece of prose per line: every field, list item and thinking step.
        const lines = [
          ...PROSE_FIELDS.map((field) => idea[field]),
          ...idea.keyVisualElements,
          ...idea.executionStrategy,
          idea.legendThinking.replace(/^\d+\. /gm, ""),
        ].join("\n");
        return [
          ...proseProblems(lines, inserted(batch.brief)),
          ...cutInsertions(lines, inserted(batch.brief), [brandAsWritten(batch.brief.brand)]),
        ];
      }),
    );
    expectNone(problems);
  });

  it("keeps third-person copy in the third person", () => {
    const problems = collect((batch) =>
      ideasOf(batch).flatMap((idea) => THIRD_PERSON.flatMap((field) => voiceProblems(idea[field]))),
    );
    expectNone(problems);
  });

  it("names a category only when it knows it, never 'the consumer brands category'", () => {
    const problems = collect((batch) =>
      ideasOf(batch)
        .map((idea) => JSON.stringify(idea))
        .filter((text) => /consumer brands/i.test(text))
        .map(
          (text) => `names the fallback category: ${/[^.]*consumer brands[^.]*/i.exec(text)?.[0]}`,
        ),
    );
    expectNone(problems);
  });

  it("title-cases campaign names and titles, headline style", () => {
    const problems = collect((batch) =>
      ideasOf(batch).flatMap((idea) => [
        ...titleCaseProblems(idea.campaignName, [batch.brief.brand]),
        ...titleCaseProblems(idea.title, [batch.brief.brand]),
        // A name may quote the key message whole, ending as the user typed it ("…, so you can").
        ...proseProblems(idea.campaignName, inserted(batch.brief)).filter(
          (problem) => !problem.includes("lowercase"),
        ),
      ]),
    );
    expectNone(problems);
  });

  it("lets every legend's ideas show that legend's way of working", () => {
    const problems = collect((batch) =>
      batch.legends.flatMap(({ legend, ideas }) =>
        ideas
          .filter((idea) => !MARKERS[legend.slug].test(ideaText(idea)))
          .map((idea) => `${legend.name} without their manner: ${idea.title} / ${idea.coreIdea}`),
      ),
    );
    expectNone(problems);
  });

  it("writes each school's structure: long factual headlines, short imperatives, questions", () => {
    const problems = collect((batch) =>
      batch.legends.flatMap(({ legend, ideas }) => {
        const headlines = ideas.map((idea) => idea.headline);
        const short = headlines.filter((headline) => wordCount(headline) <= 7);
        switch (legend.slug) {
          case "david-ogilvy":
            // The long factual headline, with the brand's name in it.
            return headlines.some(
              (headline) =>
                wordCount(headline) >= 14 &&
                headline.toLowerCase().includes(batch.brief.brand.toLowerCase()),
            )
              ? []
              : [`Ogilvy wrote no long headline naming the brand: ${headlines.join(" | ")}`];
          case "dan-wieden":
          case "lee-clow":
          case "helmut-krone":
          case "marcello-serpa":
            return short.length >= 1
              ? []
              : [`${legend.name} wrote no short line: ${headlines.join(" | ")}`];
          case "shirley-polykoff":
            return headlines.some((headline) => headline.includes("?"))
              ? []
              : [`Polykoff asked no question: ${headlines.join(" | ")}`];
          default:
            return [];
        }
      }),
    );
    expectNone(problems);
  });

  it("writes briefs that read well for any input", () => {
    const problems = BRIEFS.flatMap((brief) => {
      const { creativeBrief } = composeWithStudio(briefDraftSchema, {
        task: "brief",
        seed: JSON.stringify([brief, ""]),
        brief,
        extra: {},
      });
      const text = stripMarkdown(creativeBrief);
      return [
        ...proseProblems(text, inserted(brief)),
        ...cutInsertions(text, inserted(brief), [brandAsWritten(brief.brand)]),
      ].map((problem) => `${brief.id}: ${problem}`);
    });
    expectNone(problems);
  });
});

describe("the copy editor's checks", () => {
  it("catch the faults a user reported", () => {
    const commuters = "Show city commuters tired that get there under your own steam.";
    expect(proseProblems(commuters)).not.toEqual([]);
    expect(cutInsertions(commuters, ["City commuters tired of crowded trains"])).not.toEqual([]);
    expect(proseProblems("Not the loudest twenty brand.")).not.toEqual([]);
    expect(titleCaseProblems("The Within Facts")).not.toEqual([]);
    expect(proseProblems("Show them through a film that follows the the story.")).not.toEqual([]);
    expect(proseProblems('It is someone they are doing it for. And "" .')).toHaveLength(4);
    expect(voiceProblems("Show parents that we roast weekly.")).not.toEqual([]);
    expect(voiceProblems('Carry the line "We roast weekly" everywhere.')).toEqual([]);
    expect(duplicates(["Proof, Not Promises", "proof not promises", "Other"])).toEqual([
      "proof not promises",
    ]);
  });

  it("pass clean professional copy", () => {
    expect(
      proseProblems(
        'Northbound folds in ten seconds, so commuters who hate crowded trains can "get there under their own steam".',
      ),
    ).toEqual([]);
    expect(titleCaseProblems("Get There under Your Own Steam")).toEqual([]);
    expect(titleCaseProblems("The Case for Bean & Bloom", ["Bean & Bloom"])).toEqual([]);
    expect(titleCaseProblems("What iPhone Owners Ask For")).toEqual([]);
    expect(titleCaseProblems("A Ten-Second E-Bike")).toEqual([]);
  });
});

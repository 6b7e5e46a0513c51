import { beforeAll, describe, expect, it } from "vitest";
import { composeWithStudio } from "../compose";
import { cutInsertions, proseProblems, sentencesOf } from "../engine/studioProse.fixtures";
import { headlineKey } from "./campaignAds";
import { DECK_LIMITS, DECK_STAGES } from "../../../shared/constants";
import { DECK_SLIDE_TASK, slideDraftSchema, slideStudioExtra } from "../../decks/deckPrompt";
import {
  composeDeck,
  MODEL_CASES,
  studioCases,
  THIN_CASES,
  type DeckCase,
  type DeckSlide,
} from "./sellDeckSlide.fixtures";

/**
 * The offline studio's sell decks read like a copywriter wrote them: six slides that each do
 * their own job in the arc, in the plain-text format the deck view and the exports expect,
 * with no template seams, no repeats and nothing the brief and the idea do not say.
 */

const CASES: DeckCase[] = [...studioCases(), ...MODEL_CASES, ...THIN_CASES];
type Deck = { deckCase: DeckCase; slides: DeckSlide[] };
let DECKS: Deck[] = [];

beforeAll(async () => {
  DECKS = await Promise.all(
    CASES.map(async (deckCase) => ({ deckCase, slides: await composeDeck(deckCase) })),
  );
});

/** Collects problems across every deck so one failure lists them all. */
function collect(check: (deck: Deck) => string[]): string[] {
  return DECKS.flatMap((deck) => check(deck).map((problem) => `${deck.deckCase.id}: ${problem}`));
}

function expectNone(problems: string[]): void {
  expect({ count: problems.length, first: problems.slice(0, 25) }).toEqual({ count: 0, first: [] });
}

const textOf = (slide: DeckSlide) =>
  [slide.title, slide.content, slide.speakerNotes, slide.visualPrompt].join("\n");
const contentLines = (content: string) =>
  content.split("\n").map((line) => line.replace(/^- /, ""));
const typedOf = ({ facts }: DeckCase) =>
  [facts.audience ?? "", facts.message ?? "", facts.uniqueSellingPoint ?? ""].filter(Boolean);

/** The seams a template leaves when a slot is empty or two slots meet badly. */
function seams(text: string): string[] {
  const found: string[] = [];
  const checks: [RegExp, string][] = [
    [/\b(?:undefined|null|NaN)\b|\[object|\$\{|[{}]/, "placeholder"],
    [/\b(\p{L}+) \1\b/iu, "doubled word"],
    [/\ba a\b|\ban an\b|\bthe the\b/i, "doubled article"],
    [/ {2,}|\t/, "double space"],
    [/\.\.(?!\.)|,,|[,;:]\.|\.,|[,;:][,;:]|!!|\?\?|\?\./, "doubled punctuation"],
    [/\s[.,;:!?]/, "space before punctuation"],
    [/\b(?:and|or|but|the|a|an|of|to|with)\s*$/im, "dangling word at a line's end"],
    [/""|\(\s*\)/, "empty quotes"],
    [/\*\*|^#|^>|`|\[|\]/m, "markdown"],
  ];
  for (const [pattern, name] of checks) {
    const match = pattern.exec(text);
    if (match) found.push(`${name} "${match[0]}" in "${text}"`);
  }
  for (const line of text.split("\n")) {
    const first = /\p{L}/u.exec(line.replace(/^- /, ""))?.[0];
    if (first && first !== first.toUpperCase() && !/^(?:- )?["']?\p{Ll}+\p{Lu}/u.test(line)) {
      found.push(`line starts in lowercase: "${line}"`);
    }
  }
  return found;
}

describe("the offline studio's sell decks", { timeout: 60_000 }, () => {
  it("covers many briefs, legends and ideas, thin ones included", () => {
    expect(DECKS.length).toBeGreaterThanOrEqual(12);
    expect(new Set(CASES.map((deckCase) => deckCase.legend.slug)).size).toBeGreaterThanOrEqual(12);
    for (const deck of DECKS) {
      expect(deck.slides.map((slide) => slide.stage)).toEqual(DECK_STAGES.map((stage) => stage.id));
    }
  });

  it("writes slides the schema accepts, inside the deck's limits", () => {
    const problems = collect(({ slides }) =>
      slides.flatMap((slide) => {
        const found: string[] = [];
        if (!slideDraftSchema.safeParse(slide).success) found.push(`${slide.stage} does not parse`);
        if (slide.title.length > 90) found.push(`${slide.stage} title too long: ${slide.title}`);
        if (slide.content.length > DECK_LIMITS.contentChars) found.push(`${slide.stage} content`);
        if (slide.speakerNotes.length > DECK_LIMITS.speakerNotesChars) found.push("notes");
        if (slide.visualPrompt.length > DECK_LIMITS.visualPromptChars) found.push("visual");
        return found;
      }),
    );
    expectNone(problems);
  });

  it("follows the content format: a short paragraph or two to four bullets, no markdown", () => {
    const problems = collect(({ slides }) =>
      slides.flatMap((slide) => {
        const lines = slide.content.split("\n");
        if (lines.length > 1 || slide.content.startsWith("- ")) {
          const bad =
            lines.length < 2 || lines.length > 4 || lines.some((line) => !/^- \S/.test(line));
          return bad ? [`${slide.stage} bullets: ${JSON.stringify(slide.content)}`] : [];
        }
        const count = sentencesOf(slide.content).length;
        return count >= 1 && count <= 2 ? [] : [`${slide.stage} has ${count} sentences`];
      }),
    );
    expectNone(problems);
  });

  it("gives every slide its own title, content and scene", () => {
    const labels = new Set(DECK_STAGES.map((stage) => headlineKey(stage.label)));
    const problems = collect(({ slides }) => {
      const found: string[] = [];
      for (const field of ["title", "content", "visualPrompt"] as const) {
        const keys = slides.map((slide) => headlineKey(slide[field]));
        if (new Set(keys).size !== keys.length) found.push(`${field} repeated`);
      }
      // No line (a bullet, a sentence) said on two slides.
      const lines = slides.flatMap((slide) => contentLines(slide.content).flatMap(sentencesOf));
      const keys = lines.map(headlineKey);
      const repeated = lines.filter((_, index) => keys.indexOf(keys[index]) !== index);
      if (repeated.length > 0) found.push(`lines repeated: ${repeated.join(" | ")}`);
      for (const slide of slides) {
        if (labels.has(headlineKey(slide.title)))
          found.push(`stage label as title: ${slide.title}`);
      }
      return found;
    });
    expectNone(problems);
  });

  it("speaks two to four sentences of notes per slide", () => {
    const problems = collect(({ slides }) =>
      slides
        .filter((slide) => {
          const count = sentencesOf(slide.speakerNotes).length;
          return count < 2 || count > 4;
        })
        .map((slide) => `${slide.stage} notes: ${slide.speakerNotes}`),
    );
    expectNone(problems);
  });

  it("leaves no template seams", () => {
    const problems = collect(({ slides }) => slides.flatMap((slide) => seams(textOf(slide))));
    expectNone(problems);
  });

  it("writes sentences a copy editor would pass", () => {
    const problems = collect((deck) =>
      deck.slides.flatMap((slide) => {
        const text = [slide.title, ...contentLines(slide.content), slide.speakerNotes].join("\n");
        const typed = typedOf(deck.deckCase);
        return [
          ...proseProblems(text, typed),
          ...cutInsertions(text, typed, [deck.deckCase.facts.brand]),
        ].map((problem) => `${slide.stage}: ${problem}`);
      }),
    );
    expectNone(problems);
  });

  it("invents no figures: every number on a slide is one the brief or the idea gives", () => {
    const problems = collect(({ deckCase, slides }) => {
      const given = new Set(JSON.stringify(deckCase.facts).match(/\d+/g) ?? []);
      const percent = JSON.stringify(deckCase.facts).includes("%");
      return slides.flatMap((slide) => {
        const text = [slide.title, slide.content, slide.speakerNotes, slide.visualPrompt].join(" ");
        const invented = (text.match(/\d+/g) ?? []).filter((number) => !given.has(number));
        if (!percent && text.includes("%")) invented.push("%");
        return invented.map((number) => `${slide.stage} invents "${number}": ${text}`);
      });
    });
    expectNone(problems);
  });

  it("puts the campaign line on the idea slide and the brand in its story", () => {
    const problems = collect(({ deckCase, slides }) => {
      const idea = slides.find((slide) => slide.stage === "idea");
      if (!idea) return ["no idea slide"];
      const shown = headlineKey(`${idea.title} ${idea.content}`);
      const line = headlineKey(deckCase.facts.campaignName);
      const brand = headlineKey(deckCase.facts.brand);
      return [
        ...(shown.includes(line) ? [] : [`campaign line missing: ${idea.title} / ${idea.content}`]),
        ...(headlineKey(textOf(idea)).includes(brand) ? [] : [`brand missing: ${textOf(idea)}`]),
      ];
    });
    expectNone(problems);
  });

  it("shows the executions as bullets and ends on three asks, none of them a budget or date", () => {
    const problems = collect(({ deckCase, slides }) => {
      const found: string[] = [];
      const executions = slides.find((slide) => slide.stage === "executions");
      if (deckCase.facts.executionStrategy.length >= 2 && !executions?.content.startsWith("- ")) {
        found.push(`executions not as bullets: ${executions?.content}`);
      }
      const asks = slides.find((slide) => slide.stage === "nextSteps")?.content.split("\n") ?? [];
      if (asks.length !== 3) found.push(`next steps: ${asks.join(" | ")}`);
      if (!/^- Approve /.test(asks[0] ?? "")) found.push(`first ask: ${asks[0]}`);
      if (asks.some((ask) => /budget|deadline|\bby (?:monday|friday|next)|£|\$|€/i.test(ask))) {
        found.push(`invented terms: ${asks.join(" | ")}`);
      }
      return found;
    });
    expectNone(problems);
  });

  it("describes one concrete scene per slide, never words in the image", () => {
    const problems = collect(({ slides }) =>
      slides.flatMap((slide) => {
        const found: string[] = [];
        if (!/no words, letters or logos/.test(slide.visualPrompt)) found.push("no-text rule");
        if (/\b(?:headline|caption|slogan|typography)\b/i.test(slide.visualPrompt)) {
          found.push(`asks for words: ${slide.visualPrompt}`);
        }
        return found.map((problem) => `${slide.stage}: ${problem}`);
      }),
    );
    expectNone(problems);
  });

  it("is deterministic per seed and writes a different deck for another job", async () => {
    for (const deckCase of CASES) {
      const first = DECKS.find((deck) => deck.deckCase === deckCase)?.slides;
      expect(await composeDeck(deckCase)).toEqual(first);
      const others = await Promise.all(["job-2", "job-3"].map((job) => composeDeck(deckCase, job)));
      expect(others.some((slides) => JSON.stringify(slides) !== JSON.stringify(first))).toBe(true);
    }
  });
});

describe("the studio's deck slide, one at a time", () => {
  const [deckCase] = MODEL_CASES;
  const compose = (stage: (typeof DECK_STAGES)[number]["id"], earlier: DeckSlide[] = []) =>
    composeWithStudio(slideDraftSchema, {
      task: DECK_SLIDE_TASK,
      seed: `one|${stage}`,
      legend: deckCase.legend,
      extra: slideStudioExtra(deckCase.facts, stage, earlier),
    });

  it("never reuses a title an earlier slide has", () => {
    const first = compose("idea");
    const again = compose("idea", [{ ...first, stage: "idea" }]);
    expect(headlineKey(again.title)).not.toBe(headlineKey(first.title));
    expect(headlineKey(again.title)).toContain(headlineKey("The Ninety-Second Escape"));
  });

  it("leaves out a point an earlier slide already made", () => {
    const first = compose("whyItWorks");
    const again = compose("whyItWorks", [{ ...first, title: "Earlier", stage: "whyItWorks" }]);
    const lines = new Set(first.content.split("\n").map(headlineKey));
    expect(again.content.split("\n").filter((line) => lines.has(headlineKey(line)))).toEqual([]);
  });

  it("falls back to the problem slide for an unknown stage rather than failing", () => {
    const slide = composeWithStudio(slideDraftSchema, {
      task: DECK_SLIDE_TASK,
      seed: "one|problem",
      legend: deckCase.legend,
      extra: { ...slideStudioExtra(deckCase.facts, "problem", []), stage: "encore" },
    });
    expect(slide).toEqual(compose("problem"));
  });
});

import { describe, expect, it } from "vitest";
import { composeWithStudio } from "../compose";
import { styleFor } from "../engine/persona";
import { factualLegend, provocativeLegend } from "../engine/studio.fixtures";
import { legendTrios, studioBriefs } from "../engine/studioBriefs.fixtures";
import type { LegendPersona } from "../../lib/ai/types";
import {
  BRAND_ALTERNATIVES_TASK,
  brandAlternativesSchema,
  brandStudioExtra,
  type BrandFacts,
} from "../../brandAlternatives/prompt";
import { freshAlternatives, nameKey } from "../../brandAlternatives/names";
import { FAMOUS_BRANDS } from "./brandWords";
import type { BrandAlternative } from "../../brandAlternatives/schema";

/**
 * The offline studio's brand names read like a naming agency's shortlist: new names, never the
 * brand itself or a famous one, never twice in one request, with a description and a rationale
 * a copywriter would sign, in the legend's manner.
 */

/** One request as the job runs it: the legends in turn, each told the names already taken. */
function request(facts: BrandFacts, legends: LegendPersona[], jobId: string) {
  const taken: string[] = [];
  return legends.map((legend, position) => {
    const data = composeWithStudio(brandAlternativesSchema, {
      task: BRAND_ALTERNATIVES_TASK,
      seed: `${legend.slug}|${jobId}|${position}`,
      legend,
      extra: brandStudioExtra(facts, taken),
    });
    const fresh = freshAlternatives(data.alternatives, facts.brand, taken);
    taken.push(...fresh.map((alternative) => alternative.name));
    return { legend, raw: data.alternatives, fresh };
  });
}

const SEAMS =
  /undefined|null|NaN|\[object|[{}]|\s{2}|\s[,.;:!?]|\.\.(?!\.)|""|\bthe the\b|\ba a\b/i;

function expectProse(text: string) {
  expect(text).not.toMatch(SEAMS);
  expect(text).toMatch(/^["\p{Lu}]/u);
  expect(text).toMatch(/[.!?]$/);
  expect(text.length).toBeGreaterThan(40);
  expect(text.length).toBeLessThan(400);
}

const BRIEFS = studioBriefs(24);
const TRIOS = legendTrios(BRIEFS.length);

describe("offline brand alternatives", () => {
  it.each(BRIEFS.map((brief, index) => [brief.id, brief, TRIOS[index]] as const))(
    "%s: three new names per legend, none twice, none the brand's, no seams",
    (_, brief, trio) => {
      const answers = request(brief, trio, `job-${brief.id}`);
      const names: BrandAlternative[] = answers.flatMap((answer) => answer.fresh);
      for (const answer of answers) {
        // The studio itself never proposes a taken or duplicate name: nothing is dropped.
        expect(answer.fresh).toHaveLength(3);
        expect(answer.raw.map((alternative) => alternative.name)).toEqual(
          answer.fresh.map((alternative) => alternative.name),
        );
      }
      const keys = names.map((alternative) => nameKey(alternative.name));
      expect(new Set(keys).size).toBe(keys.length);
      for (const alternative of names) {
        expect(nameKey(alternative.name)).not.toBe(nameKey(brief.brand));
        expect(alternative.name).not.toMatch(SEAMS);
        expect(alternative.name).toMatch(/^\p{Lu}[\p{L} &]+$/u);
        expect(alternative.name.length).toBeLessThanOrEqual(24);
        for (const word of alternative.name
          .toLowerCase()
          .split(/[^a-z]+/)
          .filter(Boolean)) {
          expect(FAMOUS_BRANDS.has(word)).toBe(false);
        }
        expectProse(alternative.description);
        expectProse(alternative.rationale);
        expect(alternative.description).toContain(alternative.name);
      }
      // Each legend's three differ in kind: not three spellings of one idea.
      for (const answer of answers) {
        const rationales = new Set(answer.fresh.map((alternative) => alternative.rationale));
        expect(rationales.size).toBe(3);
      }
    },
  );

  it("is deterministic per seed, and a new request gives new names", () => {
    const [brief] = BRIEFS;
    const trio = TRIOS[0];
    const first = request(brief, trio, "job-a");
    expect(request(brief, trio, "job-a")).toEqual(first);
    const again = request(brief, trio, "job-b").flatMap((answer) => answer.fresh);
    expect(again.map((alternative) => alternative.name)).not.toEqual(
      first.flatMap((answer) => answer.fresh).map((alternative) => alternative.name),
    );
  });

  it("speaks in the legend's school: the same brief, different arguments", () => {
    const brief = BRIEFS[3];
    expect(styleFor(factualLegend).primary).not.toBe(styleFor(provocativeLegend).primary);
    const [facts, provocation] = request(brief, [factualLegend, provocativeLegend], "job-voice");
    const first = new Set(facts.fresh.map((alternative) => alternative.rationale.slice(0, 24)));
    for (const alternative of provocation.fresh) {
      expect(first.has(alternative.rationale.slice(0, 24))).toBe(false);
    }
  });

  it("builds from the brief's words", () => {
    const facts = {
      brand: "Northbound",
      audience: "City commuters tired of crowded trains",
      message: "Fold it, carry it, ride it anywhere",
      tone: "bold and playful",
    };
    const names = request(facts, TRIOS[0], "job-words")
      .flatMap((answer) => answer.fresh)
      .map((alternative) => `${alternative.name} ${alternative.description}`.toLowerCase());
    expect(names.some((text) => /fold|carry|ride|commuter|train|city/.test(text))).toBe(true);
  });
});

import { describe, expect, it } from "vitest";
import { resolveFacts } from "./facts";
import { styleFor } from "./persona";
import { copyFacts, type Technique } from "./technique";
import { GENERIC } from "./techniques/generic";
import { TECHNIQUES } from "./techniques/catalogue";
import { rosterPersonas, studioBriefs } from "./studioBriefs.fixtures";
import { duplicates } from "./studioProse.fixtures";

/**
 * Why a batch never repeats itself, by design rather than by luck: every roster legend writes
 * with at least three techniques of its own, no two legends share one, and no two techniques
 * can produce the same campaign name or core idea for any brief. A legend's ideas in one
 * answer each take a different technique, so a batch's nine ideas come from nine techniques.
 */

const ALL: Technique[] = [...TECHNIQUES, ...Object.values(GENERIC).flat()];

describe("studio techniques", () => {
  it("give every roster legend three or more techniques of its own, shared with no one", () => {
    const owners = new Map<string, string>();
    for (const legend of rosterPersonas()) {
      const style = styleFor(legend);
      expect(style.ownTechniques, legend.slug).toBeGreaterThanOrEqual(3);
      for (const technique of style.techniques.slice(0, style.ownTechniques)) {
        expect(owners.get(technique.id), `${technique.id} (${legend.slug})`).toBeUndefined();
        owners.set(technique.id, legend.slug);
      }
    }
  });

  it("have ids and labels of their own", () => {
    expect(duplicates(ALL.map((technique) => technique.id))).toEqual([]);
    expect(duplicates(ALL.map((technique) => technique.label))).toEqual([]);
  });

  it("never write the same campaign name or core idea as another technique", () => {
    for (const brief of studioBriefs().slice(0, 12)) {
      const f = copyFacts(resolveFacts({ task: "ideas", seed: brief.id, brief }));
      // A technique may name two ways alike (its fact-built name, issue 40); never as another.
      const names = ALL.flatMap((technique) => [
        ...new Set(technique.names.map((line) => line(f))),
      ]);
      const cores = ALL.flatMap((technique) => technique.cores.map((line) => line(f)));
      expect(duplicates(names), brief.id).toEqual([]);
      expect(duplicates(cores), brief.id).toEqual([]);
    }
  });
});

import { describe, expect, it } from "vitest";
import { api, internal } from "../_generated/api";
import { makeTest } from "../test.setup";
import { PLACEHOLDER_EXAMPLES } from "./placeholderExamples";

type Answer = { examples: string[]; source: string; totalAvailable: number };

describe("placeholder examples", () => {
  it("are seeded, shuffled by seed and served over HTTP", async () => {
    const t = makeTest();
    const before = await t.query(api.marketing.queries.placeholders, {});
    expect(before).toMatchObject({
      source: "fallback",
      totalAvailable: PLACEHOLDER_EXAMPLES.length,
    });

    await t.mutation(internal.system.seed.run, {});
    const first = await t.query(api.marketing.queries.placeholders, { seed: 1 });
    expect(first.source).toBe("database");
    expect(first.totalAvailable).toBe(PLACEHOLDER_EXAMPLES.length);
    expect(first.examples).toHaveLength(12);
    expect(new Set(first.examples).size).toBe(12);
    for (const example of first.examples) expect(PLACEHOLDER_EXAMPLES).toContain(example);
    expect(await t.query(api.marketing.queries.placeholders, { seed: 1 })).toEqual(first);
    const other = await t.query(api.marketing.queries.placeholders, { seed: 2 });
    expect(other.examples).not.toEqual(first.examples);

    const response = await t.fetch("/api/placeholder-examples");
    expect(response.status).toBe(200);
    const body = (await response.json()) as Answer;
    expect(body).toMatchObject({ source: "database", totalAvailable: PLACEHOLDER_EXAMPLES.length });
    expect(body.examples).toHaveLength(12);
    const refreshed = new Set<string>();
    for (let i = 0; i < 5; i += 1) {
      const answer = (await (
        await t.fetch("/api/placeholder-examples?refresh=true")
      ).json()) as Answer;
      refreshed.add(answer.examples.join("|"));
    }
    expect(refreshed.size).toBeGreaterThan(1);
  });

  it("re-seeding switches off examples no longer listed", async () => {
    const t = makeTest();
    await t.mutation(internal.system.seed.run, {});
    await t.run(async (ctx) => {
      await ctx.db.insert("placeholderExamples", {
        text: "An old example",
        order: 99,
        isActive: true,
      });
      const { seedPlaceholderExamples } = await import("./placeholderExamples");
      await seedPlaceholderExamples(ctx);
    });
    const all = await t.query(api.marketing.queries.placeholders, { count: 50 });
    expect(all.examples).not.toContain("An old example");
    expect(all.totalAvailable).toBe(PLACEHOLDER_EXAMPLES.length);
  });
});

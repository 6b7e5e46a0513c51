import { describe, expect, it } from "vitest";
import { api, internal } from "../_generated/api";
import { asUser, createUser, makeTest } from "../test.setup";
import { LEGEND_DTO_KEYS, legendIdBySlug, seedRoster } from "./legends.fixtures";

/** The spec's legends endpoints answer the queries' DTOs (spec 7). */

type Legend = { slug: string; locked: boolean; isActivated: boolean };

async function body<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

describe("legends HTTP routes", () => {
  it("GET /api/creative-legends lists the public roster, optionally by trending", async () => {
    const t = makeTest();
    await seedRoster(t);
    const response = await t.fetch("/api/creative-legends");
    expect(response.status).toBe(200);
    const { legends } = await body<{ legends: (Legend & Record<string, unknown>)[] }>(response);
    expect(legends).toEqual(await t.query(api.legends.queries.list, {}));
    expect(Object.keys(legends[0]).sort()).toEqual(LEGEND_DTO_KEYS);

    const krone = await legendIdBySlug(t, "helmut-krone");
    await t.mutation(internal.legends.internal.recordUse, { legendId: krone });
    const trending = await body<{ legends: Legend[] }>(
      await t.fetch("/api/creative-legends?sort=trending"),
    );
    expect(trending.legends[0].slug).toBe("helmut-krone");

    const bad = await t.fetch("/api/creative-legends?sort=newest");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: expect.any(String) });
  });

  it("GET /api/creative-legends/name/{legendName} answers one visible legend or 404", async () => {
    const t = makeTest();
    await seedRoster(t);
    const found = await t.fetch("/api/creative-legends/name/David%20Ogilvy");
    expect(found.status).toBe(200);
    const { legend } = await body<{ legend: Legend & { headshot: string; description: string } }>(
      found,
    );
    expect(legend).toMatchObject({
      slug: "david-ogilvy",
      headshot: "/legends/david-ogilvy.svg",
      description: expect.any(String),
    });
    expect(
      (await body<{ legend: Legend }>(await t.fetch("/api/creative-legends/name/lee-clow"))).legend
        .slug,
    ).toBe("lee-clow");

    for (const path of ["Nobody%20At%20All", "House%20Style", "%E0%A4%A"]) {
      const missing = await t.fetch(`/api/creative-legends/name/${path}`);
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({ error: "Legend not found" });
    }

    const userId = await createUser(t);
    await t.mutation(internal.legends.internal.grantActivation, {
      userId,
      legendId: await legendIdBySlug(t, "house-style"),
    });
    const mine = await asUser(t, userId).fetch("/api/creative-legends/name/House%20Style");
    expect(mine.status).toBe(200);
  });

  it("GET /api/legends/accessible answers legends.all with isActivated and locked", async () => {
    const t = makeTest();
    await seedRoster(t);
    const anonymous = await body<{ legends: { all: Legend[] } }>(
      await t.fetch("/api/legends/accessible"),
    );
    expect(anonymous.legends.all.filter((legend) => !legend.locked)).toHaveLength(1);

    const userId = await createUser(t, { subscriptionTier: "business" });
    await t.mutation(internal.legends.internal.grantActivation, {
      userId,
      legendId: await legendIdBySlug(t, "brand-guardian"),
    });
    const response = await asUser(t, userId).fetch("/api/legends/accessible");
    const { legends } = await body<{ legends: { all: Legend[] } }>(response);
    expect(legends).toEqual(await asUser(t, userId).query(api.legends.queries.accessible, {}));
    expect(legends.all.every((legend) => !legend.locked)).toBe(true);
    expect(legends.all.at(-1)).toMatchObject({ slug: "brand-guardian", isActivated: true });
  });

  it("GET /api/user/creative-legends answers the bearer's activated legends, 401 otherwise", async () => {
    const t = makeTest();
    await seedRoster(t);
    expect((await t.fetch("/api/user/creative-legends")).status).toBe(401);

    const userId = await createUser(t);
    await asUser(t, userId).mutation(api.legends.mutations.activate, {
      legendId: await legendIdBySlug(t, "susan-credle"),
    });
    const response = await asUser(t, userId).fetch("/api/user/creative-legends");
    expect(response.status).toBe(200);
    const { legends } = await body<{ legends: Legend[] }>(response);
    expect(legends.map((legend) => [legend.slug, legend.isActivated])).toEqual([
      ["susan-credle", true],
    ]);
  });
});

import { describe, expect, it } from "vitest";
import { api, internal } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { asUser, createUser, expectAppError, makeTest, type TestApp } from "../test.setup";
import { requireUsableLegends } from "./access";
import { LEGEND_DTO_KEYS, legendIdBySlug, seedRoster } from "./legends.fixtures";
import { ROSTER_ORDER } from "./roster/roster";

/** Visibility, private legends, plan locks, activation and the DTO (legends/access.ts). */

const PUBLIC_ORDER = ROSTER_ORDER.filter(
  (slug) => slug !== "house-style" && slug !== "brand-guardian",
);

async function seeded(): Promise<TestApp> {
  const t = makeTest();
  await seedRoster(t);
  return t;
}

async function grant(t: TestApp, userId: Id<"users">, slug: string) {
  const legendId = await legendIdBySlug(t, slug);
  await t.mutation(internal.legends.internal.grantActivation, { userId, legendId });
  return legendId;
}

function unlockedSlugs(legends: { slug: string; locked: boolean; isActive: boolean }[]) {
  return legends.filter((legend) => legend.isActive && !legend.locked).map((legend) => legend.slug);
}

describe("listing legends", () => {
  it("answers active legends only, in roster order, as DTOs without internal fields", async () => {
    const t = await seeded();
    const legends = await t.query(api.legends.queries.list, {});
    expect(legends.map((legend) => legend.slug)).toEqual(PUBLIC_ORDER);
    for (const legend of legends) {
      expect(Object.keys(legend).sort()).toEqual(LEGEND_DTO_KEYS);
      expect(legend.isActive).toBe(true);
      expect(legend.isActivated).toBe(false);
      expect(legend.testimonial).toBeNull();
    }
    expect(legends[0]).toMatchObject({
      name: "David Ogilvy",
      label: "The Father of Advertising",
      headshot: "/legends/david-ogilvy.svg",
      pastAgencies: expect.arrayContaining([
        expect.objectContaining({ name: expect.stringContaining("Ogilvy & Mather") }),
      ]),
      portfolioProjects: expect.arrayContaining([{ brand: "Rolls-Royce" }]),
      createdAt: expect.any(Number),
    });
  });

  it("hides inactive legends everywhere until the user has them", async () => {
    const t = await seeded();
    const userId = await createUser(t);
    const other = await createUser(t);
    expect(await t.query(api.legends.queries.bySlug, { slug: "house-style" })).toBeNull();
    expect(await t.query(api.legends.queries.byName, { name: "House Style" })).toBeNull();
    const before = await asUser(t, userId).query(api.legends.queries.accessible, {});
    expect(before.all.some((legend) => legend.slug === "house-style")).toBe(false);

    await grant(t, userId, "house-style");
    const mine = await asUser(t, userId).query(api.legends.queries.accessible, {});
    expect(mine.all.at(-1)).toMatchObject({
      slug: "house-style",
      isActive: false,
      isActivated: true,
      locked: false,
    });
    expect(
      await asUser(t, userId).query(api.legends.queries.bySlug, { slug: "house-style" }),
    ).toMatchObject({ name: "House Style", isActivated: true });
    expect(
      await asUser(t, other).query(api.legends.queries.bySlug, { slug: "house-style" }),
    ).toBeNull();
    expect(await t.query(api.legends.queries.bySlug, { slug: "house-style" })).toBeNull();
    const listed = await asUser(t, userId).query(api.legends.queries.list, {});
    expect(listed.some((legend) => legend.slug === "house-style")).toBe(false);
  });

  it("finds legends by slug and by name (exact, any case, or slug-like)", async () => {
    const t = await seeded();
    expect(
      await t.query(api.legends.queries.bySlug, { slug: "mary-wells-lawrence" }),
    ).toMatchObject({ name: "Mary Wells Lawrence" });
    expect(await t.query(api.legends.queries.bySlug, { slug: "nobody" })).toBeNull();
    for (const name of [
      "Jeff Goodby & Rich Silverstein",
      "goodby silverstein",
      " Goodby-Silverstein ",
    ]) {
      expect(await t.query(api.legends.queries.byName, { name })).toMatchObject({
        slug: "goodby-silverstein",
      });
    }
    expect(await t.query(api.legends.queries.byName, { name: "david ogilvy" })).toMatchObject({
      slug: "david-ogilvy",
    });
    expect(await t.query(api.legends.queries.byName, { name: "  " })).toBeNull();
    expect(await t.query(api.legends.queries.byName, { name: "Don Draper" })).toBeNull();
  });

  it("features active legends with a portrait and lists only admin-entered testimonials", async () => {
    const t = await seeded();
    const lois = await legendIdBySlug(t, "george-lois");
    const polykoff = await legendIdBySlug(t, "shirley-polykoff");
    const house = await legendIdBySlug(t, "house-style");
    expect(await t.query(api.legends.queries.testimonials, {})).toEqual([]);
    await t.run(async (ctx) => {
      await ctx.db.patch("creativeLegends", lois, { headshot: undefined });
      await ctx.db.patch("creativeLegends", polykoff, { testimonial: "Entered by an admin." });
      await ctx.db.patch("creativeLegends", house, { testimonial: "Private." });
    });
    const featured = await t.query(api.legends.queries.featured, {});
    expect(featured.map((legend) => legend.slug)).toEqual(
      PUBLIC_ORDER.filter((slug) => slug !== "george-lois"),
    );
    const withTestimonial = await t.query(api.legends.queries.testimonials, {});
    expect(withTestimonial.map((legend) => [legend.slug, legend.testimonial])).toEqual([
      ["shirley-polykoff", "Entered by an admin."],
    ]);
  });
});

describe("plan access (legendsAccessCount)", () => {
  it.each([
    ["free", 1],
    ["starter", 3],
    ["pro", 6],
  ] as const)("%s unlocks the first %i public legends in roster order", async (tier, count) => {
    const t = await seeded();
    const userId = await createUser(t, { subscriptionTier: tier });
    const { all } = await asUser(t, userId).query(api.legends.queries.accessible, {});
    expect(unlockedSlugs(all)).toEqual(PUBLIC_ORDER.slice(0, count));
    expect(all.filter((legend) => legend.locked)).toHaveLength(PUBLIC_ORDER.length - count);
  });

  it.each(["business", "enterprise"])("%s unlocks every legend", async (tier) => {
    const t = await seeded();
    const userId = await createUser(t, { subscriptionTier: tier });
    const legends = await asUser(t, userId).query(api.legends.queries.list, {});
    expect(legends.every((legend) => !legend.locked)).toBe(true);
  });

  it("shows signed-out visitors the default (free) plan's view", async () => {
    const t = await seeded();
    const { all } = await t.query(api.legends.queries.accessible, {});
    expect(unlockedSlugs(all)).toEqual(["david-ogilvy"]);
    expect(all.every((legend) => !legend.isActivated)).toBe(true);
  });

  it("unlocks the legends a user activated first, and never locks private legends", async () => {
    const t = await seeded();
    const userId = await createUser(t, { subscriptionTier: "starter" });
    const me = asUser(t, userId);
    await me.mutation(api.legends.mutations.activate, {
      legendId: await legendIdBySlug(t, "piyush-pandey"),
    });
    await grant(t, userId, "brand-guardian");
    const { all } = await me.query(api.legends.queries.accessible, {});
    expect(unlockedSlugs(all)).toEqual(["david-ogilvy", "bill-bernbach", "piyush-pandey"]);
    expect(all.find((legend) => legend.slug === "brand-guardian")).toMatchObject({
      locked: false,
      isActivated: true,
    });
  });

  it("lets idea generation use only visible, unlocked legends, at most three", async () => {
    const t = await seeded();
    const userId = await createUser(t, { subscriptionTier: "free" });
    const ogilvy = await legendIdBySlug(t, "david-ogilvy");
    const bernbach = await legendIdBySlug(t, "bill-bernbach");
    const house = await legendIdBySlug(t, "house-style");
    const use = (ids: Id<"creativeLegends">[]) =>
      t.run(async (ctx) => {
        const user = await ctx.db.get("users", userId);
        return (await requireUsableLegends(ctx, user, ids)).map((legend) => legend.slug);
      });
    expect(await use([ogilvy])).toEqual(["david-ogilvy"]);
    await expectAppError(use([ogilvy, bernbach]), "FORBIDDEN");
    await expectAppError(use([house]), "NOT_FOUND");
    await expectAppError(use([]), "INVALID_ARGUMENT");
    await expectAppError(use([ogilvy, ogilvy]), "INVALID_ARGUMENT");
    await expectAppError(use([ogilvy, bernbach, house, ogilvy]), "INVALID_ARGUMENT");
    await grant(t, userId, "house-style");
    expect(await use([house, ogilvy])).toEqual(["house-style", "david-ogilvy"]);
  });
});

describe("activation", () => {
  it("activates and deactivates public legends for the caller only", async () => {
    const t = await seeded();
    const userId = await createUser(t);
    const other = await createUser(t);
    const clow = await legendIdBySlug(t, "lee-clow");
    const krone = await legendIdBySlug(t, "helmut-krone");
    const me = asUser(t, userId);

    expect(await me.mutation(api.legends.mutations.activate, { legendId: krone })).toEqual({
      isActivated: true,
    });
    await me.mutation(api.legends.mutations.activate, { legendId: clow });
    await me.mutation(api.legends.mutations.activate, { legendId: clow });
    const mine = await me.query(api.legends.queries.myActivated, {});
    expect(mine.map((legend) => [legend.slug, legend.isActivated])).toEqual([
      ["helmut-krone", true],
      ["lee-clow", true],
    ]);
    expect(await asUser(t, other).query(api.legends.queries.myActivated, {})).toEqual([]);

    expect(await me.mutation(api.legends.mutations.deactivate, { legendId: krone })).toEqual({
      isActivated: false,
    });
    await me.mutation(api.legends.mutations.deactivate, { legendId: krone });
    const after = await me.query(api.legends.queries.myActivated, {});
    expect(after.map((legend) => legend.slug)).toEqual(["lee-clow"]);
  });

  it("refuses anonymous callers, unknown and ungranted private legends", async () => {
    const t = await seeded();
    const userId = await createUser(t);
    const me = asUser(t, userId);
    const clow = await legendIdBySlug(t, "lee-clow");
    const house = await legendIdBySlug(t, "house-style");
    await expectAppError(
      t.mutation(api.legends.mutations.activate, { legendId: clow }),
      "UNAUTHENTICATED",
    );
    await expectAppError(t.query(api.legends.queries.myActivated, {}), "UNAUTHENTICATED");
    await expectAppError(
      me.mutation(api.legends.mutations.activate, { legendId: house }),
      "NOT_FOUND",
    );
    await t.run(async (ctx) => await ctx.db.delete("creativeLegends", clow));
    await expectAppError(
      me.mutation(api.legends.mutations.activate, { legendId: clow }),
      "NOT_FOUND",
    );
    const rows = await t.run(async (ctx) => await ctx.db.query("legendActivations").take(10));
    expect(rows).toEqual([]);
  });

  it("keeps granted private legends: they are revoked, not deactivated", async () => {
    const t = await seeded();
    const userId = await createUser(t);
    const house = await grant(t, userId, "house-style");
    await expectAppError(
      asUser(t, userId).mutation(api.legends.mutations.deactivate, { legendId: house }),
      "INVALID_ARGUMENT",
    );
    expect(
      (await asUser(t, userId).query(api.legends.queries.myActivated, {})).map((l) => l.slug),
    ).toEqual(["house-style"]);
    await t.mutation(internal.legends.internal.revokeActivation, { userId, legendId: house });
    expect(await asUser(t, userId).query(api.legends.queries.myActivated, {})).toEqual([]);
  });
});

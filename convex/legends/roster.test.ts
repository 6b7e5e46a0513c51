import { describe, expect, it } from "vitest";
import { internal } from "../_generated/api";
import { styleFor } from "../studio/engine/persona";
import { makeTest } from "../test.setup";
import { allLegends, legendIdBySlug, seedRoster } from "./legends.fixtures";
import { ROSTER_ORDER, seededRoster } from "./roster/roster";
import { upsertRoster } from "./seed";

/** The seeded roster: complete, honest, in order, and idempotent to seed. */

const roster = seededRoster();
const nonEmpty = (text: string) => text.trim().length > 0;

describe("the roster content", () => {
  it("has at least 24 public legends and 2 private personas", () => {
    expect(roster.filter((legend) => legend.isActive).length).toBeGreaterThanOrEqual(24);
    expect(roster.filter((legend) => !legend.isActive).map((legend) => legend.slug)).toEqual([
      "house-style",
      "brand-guardian",
    ]);
    expect(roster.map((legend) => legend.slug)).toEqual([...ROSTER_ORDER]);
    expect(roster.map((legend) => legend.sortOrder)).toEqual(roster.map((_, index) => index));
  });

  it.each(roster.map((legend) => [legend.slug, legend] as const))(
    "%s has every field filled",
    (slug, legend) => {
      expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      for (const field of [
        legend.name,
        legend.label,
        legend.description,
        legend.bio,
        legend.approach,
        legend.visualApproach,
        legend.keyMessage,
        legend.voice,
        legend.discipline,
        legend.country,
        legend.disclaimer,
      ]) {
        expect(nonEmpty(field)).toBe(true);
      }
      expect(legend.headshot).toBe(`/legends/${slug}.svg`);
      expect(legend.bio.split("\n\n").length).toBeGreaterThanOrEqual(2);
      expect(legend.approach.length).toBeGreaterThan(250);
      expect(legend.signatureMoves.length).toBeGreaterThanOrEqual(3);
      expect(legend.signatureMoves.length).toBeLessThanOrEqual(5);
      expect(legend.signatureMoves.every(nonEmpty)).toBe(true);
      expect(legend.awards.length).toBeGreaterThan(0);
      expect(legend.awards.every(nonEmpty)).toBe(true);
      expect(legend.pastAgencies.length).toBeGreaterThan(0);
      for (const agency of legend.pastAgencies) {
        expect([agency.name, agency.position, agency.years].every(nonEmpty)).toBe(true);
      }
      expect(legend.portfolioProjects.length).toBeGreaterThan(0);
      expect(legend.portfolioProjects.every((project) => nonEmpty(project.brand))).toBe(true);
      for (const link of legend.socialLinks) {
        expect(nonEmpty(link.label)).toBe(true);
        expect(link.url).toMatch(/^https?:\/\/[^\s]+$/);
      }
      expect(legend).not.toHaveProperty("testimonial");
    },
  );

  it("presents every real-person legend as an AI persona inspired by their work", () => {
    for (const legend of roster.filter((entry) => entry.isActive)) {
      expect(legend.disclaimer).toContain(`AI persona inspired by`);
      expect(legend.disclaimer).toContain(`It is not ${legend.name}`);
    }
    for (const legend of roster.filter((entry) => !entry.isActive)) {
      expect(legend.disclaimer).toContain("not based on any real person");
    }
  });

  it("has unique names, and approaches that differ", () => {
    expect(new Set(roster.map((legend) => legend.name)).size).toBe(roster.length);
    expect(new Set(roster.map((legend) => legend.approach)).size).toBe(roster.length);
  });

  it("gives Ogilvy and Bogusky different creative schools in the offline studio", () => {
    const persona = (slug: string) => {
      const legend = roster.find((entry) => entry.slug === slug);
      if (!legend) throw new Error(slug);
      return { ...legend, name: legend.name };
    };
    expect(styleFor(persona("david-ogilvy")).primary).toBe("evidence");
    expect(styleFor(persona("alex-bogusky")).primary).toBe("provocation");
    expect(styleFor(persona("david-ogilvy")).moves).toContain("the long factual headline");
  });
});

describe("the roster seed", () => {
  it("is idempotent and keeps admin-entered testimonials", async () => {
    const t = makeTest();
    await seedRoster(t);
    await seedRoster(t);
    expect(await allLegends(t)).toHaveLength(roster.length);

    const ogilvy = await legendIdBySlug(t, "david-ogilvy");
    await t.run(async (ctx) => {
      await ctx.db.patch("creativeLegends", ogilvy, {
        testimonial: "Admin-entered words.",
        label: "Edited by hand",
      });
      await upsertRoster(ctx);
    });
    const after = await t.run(async (ctx) => await ctx.db.get("creativeLegends", ogilvy));
    expect(after?.testimonial).toBe("Admin-entered words.");
    expect(after?.label).toBe("The Father of Advertising");
    expect(await allLegends(t)).toHaveLength(roster.length);
  });

  it("hands the AI engine personas in the order asked, skipping unknown ids", async () => {
    const t = makeTest();
    await seedRoster(t);
    const bogusky = await legendIdBySlug(t, "alex-bogusky");
    const ogilvy = await legendIdBySlug(t, "david-ogilvy");
    const gone = await legendIdBySlug(t, "paul-arden");
    await t.run(async (ctx) => await ctx.db.delete("creativeLegends", gone));

    const personas = await t.query(internal.legends.internal.personasForIds, {
      ids: [bogusky, gone, ogilvy],
    });
    expect(personas.map((persona) => persona.slug)).toEqual(["alex-bogusky", "david-ogilvy"]);
    expect(personas[1]).toEqual({
      legendId: ogilvy,
      name: "David Ogilvy",
      slug: "david-ogilvy",
      approach: expect.stringContaining("Research first"),
      visualApproach: expect.any(String),
      keyMessage: "The consumer isn't a moron; she is your wife.",
      signatureMoves: expect.arrayContaining(["the long factual headline"]),
      voice: "urbane, factual, witty",
    });
  });
});

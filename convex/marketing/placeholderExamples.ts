import type { MutationCtx } from "../_generated/server";
import type { SeedStep } from "../system/model";

/**
 * What people come to advertise, as they would type it: varied in size, sector and place, so the
 * typing placeholder shows the range of the product. Edit freely, then bump the seed step's
 * version.
 */
export const PLACEHOLDER_EXAMPLES: readonly string[] = [
  "A zero-waste refill store opening in Leeds",
  "Our oat-milk ice cream is launching in supermarkets this summer",
  "A budgeting app for students who hate spreadsheets",
  "A family-run Italian restaurant celebrating 40 years in Boston",
  "An electric cargo bike for parents doing the school run",
  "A meditation app for nurses working night shifts",
  "Our craft brewery's first alcohol-free IPA",
  "A dog-walking service for busy professionals in Manchester",
  "A refurbished-laptop marketplace with a two-year warranty",
  "A boutique hotel in Lisbon for remote workers",
  "Handmade ceramic mugs sold at weekend markets",
  "A coding bootcamp for career changers over 40",
  "A plant-based protein bar for long-distance runners",
  "A local bakery launching sourdough delivery by bike",
  "Solar panels for farms across the Midwest",
  "A fintech card that rounds up purchases into savings",
  "A sustainable sneaker brand made from recycled ocean plastic",
  "A charity recruiting volunteers to teach adults to read",
  "A language-learning podcast for busy commuters",
  "A premium cat food with fresh, human-grade ingredients",
  "A co-working space with a crèche in Bristol",
  "Our indie video game's launch on Steam",
  "A skincare line for teenagers with sensitive skin",
  "A furniture rental service for people who move often",
  "An online piano course for absolute beginners",
  "A farm shop opening a café and a weekend market",
  "A cybersecurity tool for small accounting firms",
  "A subscription box of snacks from around the world",
  "A physiotherapy clinic specialising in running injuries",
  "A bike repair shop that collects and returns your bike",
  "A new hot sauce made with Scotch bonnet peppers",
  "A wedding photographer who shoots only on film",
  "A children's book about a robot who learns to garden",
  "A car-sharing club for a small market town",
  "A hearing aid that looks like wireless earbuds",
  "A climbing gym with evening classes for beginners",
  "A museum's late-night opening for young adults",
  "A gin distillery running tasting tours on the coast",
  "A mental-health helpline for farmers",
  "A vegan leather handbag brand from Barcelona",
];

/** Upserts the list by text; examples no longer listed are switched off, not deleted. */
export async function seedPlaceholderExamples(ctx: Pick<MutationCtx, "db">): Promise<void> {
  const listed = new Set(PLACEHOLDER_EXAMPLES);
  for (const [order, text] of PLACEHOLDER_EXAMPLES.entries()) {
    const existing = await ctx.db
      .query("placeholderExamples")
      .withIndex("by_text", (q) => q.eq("text", text))
      .unique();
    if (existing === null)
      await ctx.db.insert("placeholderExamples", { text, order, isActive: true });
    else await ctx.db.patch("placeholderExamples", existing._id, { order, isActive: true });
  }
  const active = await ctx.db
    .query("placeholderExamples")
    .withIndex("by_isActive_and_order", (q) => q.eq("isActive", true))
    .take(500);
  for (const row of active) {
    if (!listed.has(row.text))
      await ctx.db.patch("placeholderExamples", row._id, { isActive: false });
  }
}

export const placeholderExamplesSeedStep: SeedStep = {
  step: "marketing.placeholderExamples",
  version: 1,
  run: seedPlaceholderExamples,
};

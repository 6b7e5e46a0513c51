import { z } from "zod";
import type { BriefFacts, LegendPersona } from "../../lib/ai/types";

/** Personas written the way seeded legends describe themselves; fictional names on purpose. */
export const factualLegend: LegendPersona = {
  name: "Avery Long",
  slug: "avery-long",
  approach:
    "Research first. Long copy that sells with specific facts, because the consumer is not a moron. Build the brand image over years.",
  voice: "plain-spoken, factual, urbane",
  signatureMoves: ["the long factual headline", "research-led proof"],
  keyMessage: "If it doesn't sell, it isn't creative.",
  visualApproach: "Editorial photography with a long headline and body copy beneath",
};

export const provocativeLegend: LegendPersona = {
  name: "Max Riot",
  slug: "max-riot",
  approach:
    "Provoke the culture. Stunts and PR-driven ideas that disrupt the category and create talk value; break the rules.",
  voice: "irreverent, blunt",
  signatureMoves: ["the category stunt", "the hoax that tells the truth"],
  keyMessage: "Do something worth talking about.",
};

export const coffeeBrief: BriefFacts = {
  brand: "Bean & Bloom",
  audience: "Busy parents aged 30-45 who work from home",
  message: "Our coffee is fair-trade and tastes like a café at home",
  tone: "warm, witty",
  uniqueSellingPoint: "Roasted weekly in small batches",
  product: "whole-bean coffee",
};

/** Shaped like the Ad Strategist's result (spec 3 "Strategy result"). */
export const strategiesSchema = z.object({
  brandName: z.string().min(1),
  industry: z.string().min(1),
  websiteContent: z.string().optional(),
  strategies: z
    .array(
      z.object({
        name: z.string().min(1),
        targetAudience: z.string().min(1),
        uniqueSellingPoint: z.string().min(1),
        keyMessage: z.string().min(1),
        tone: z.string().min(1),
        productName: z.string().optional(),
      }),
    )
    .min(3)
    .max(5),
});

/** Every kind of node the walker must handle. */
export const awkwardSchema = z.object({
  channel: z.enum(["print", "social", "outdoor"]),
  kind: z.literal("campaign"),
  score: z.number().int().min(1).max(5),
  confidence: z.number().min(0).max(1),
  isFavorite: z.boolean(),
  note: z.string().nullable(),
  subtitle: z.string().optional(),
  website: z.string().url(),
  contact: z.email(),
  id: z.uuid(),
  shortLine: z.string().max(24),
  longCopy: z.string().min(600),
  budget: z.record(z.enum(["tv", "digital"]), z.number().min(0)),
  tags: z.array(z.string()).min(6).max(8),
  nested: z.object({ summary: z.string(), steps: z.array(z.string()) }),
  either: z.union([z.string(), z.number()]),
});

import { describe, expect, it } from "vitest";
import { ideaDraftListSchema } from "../../lib/ai/prompts/ideaSchema";
import type { StudioContext } from "../../lib/ai/types";
import { composeWithStudio } from "../compose";
import { IDEAS_TASK } from "../taskNames";
import { rosterPersonas } from "./studioBriefs.fixtures";

/**
 * Issue 40: a technique's fixed frame ("Asked and Answered", "Plain Good Sense", "The Audacious
 * Penny") reads the same on every brief. On a brief with facts to spare, a drawn frame gives
 * way to a line of the brief's own pieces in the same form, so two briefs rarely share a name.
 */

const BRIEFS = [
  {
    brand: "Ledgerly",
    product: "invoicing software",
    audience: "Small business owners who still chase invoices by email",
    message: "Get paid in 3 days, not 30.",
    uniqueSellingPoint: "Automatic reminders that clients actually answer",
    tone: "plain, confident",
  },
  {
    brand: "Kessler & Vogt Logistik",
    product: "cross-border freight",
    audience: "Export managers at mid-sized manufacturers",
    message: "Customs paperwork done before the lorry leaves the yard.",
    uniqueSellingPoint: "98% of shipments cleared in under two hours",
    tone: "precise, calm",
  },
  {
    brand: "Harbour Food Bank",
    product: "volunteer shifts",
    audience: "Local businesses with a spare hour a week",
    message: "One hour a week feeds 40 families.",
    uniqueSellingPoint: "Shifts booked in two taps, team shifts welcome",
    tone: "warm, direct",
  },
];

const LEGENDS = ["david-ogilvy", "leo-burnett", "george-lois", "bill-bernbach", "claude-hopkins"];

/** Campaign names the legends' techniques print on every brief, whatever it says. */
function namesOf(seed: string): Map<string, Set<string>> {
  const personas = rosterPersonas();
  const byName = new Map<string, Set<string>>();
  for (const brief of BRIEFS) {
    for (const slug of LEGENDS) {
      const legend = personas.find((persona) => persona.slug === slug)!;
      // Each legend asked alone: the lines a brief's own ideas keep off each other are
      // ../../ideas/distinctLines.test.ts's; this is about lines shared between briefs.
      const request: StudioContext = { task: IDEAS_TASK, seed: `${slug}|${seed}`, brief, legend };
      for (const idea of composeWithStudio(ideaDraftListSchema, request).ideas) {
        // The brand masked, so "The Ledgerly Detail" and "The Bastion Detail" are one frame.
        const frame = idea.campaignName.replace(brief.brand, "_");
        byName.set(frame, (byName.get(frame) ?? new Set()).add(brief.brand));
      }
    }
  }
  return byName;
}

describe("fixed frames on briefs with facts to spare", () => {
  it("no campaign name (the brand masked) is printed on two of three unrelated briefs", () => {
    for (const seed of ["a", "b", "c"]) {
      const shared = [...namesOf(seed)]
        .filter(([, brands]) => brands.size > 1)
        .map(([name, brands]) => `${name} (${[...brands].join(", ")})`);
      expect({ seed, shared }).toEqual({ seed, shared: [] });
    }
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { asUser, createUser, makeTest, type TestApp } from "../test.setup";
import { BRIEF } from "../briefs/briefs.fixtures";
import { legendId, rows, seed } from "./ideas.fixtures";

/**
 * Issue 40: the legends of one click write in parallel, and the offline studio used to print
 * one headline on two of them. Each job is told the brief's saved lines and the legends before
 * it; these briefs (from the studio bench, where they doubled) must never repeat a headline.
 */

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const BRIEFS = [
  {
    legends: ["david-ogilvy", "lee-clow", "bill-bernbach"],
    fields: {
      brand: "Ledgerly",
      audience: "Small business owners who still chase invoices by email",
      message: "Get paid in 3 days, not 30.",
      uniqueSellingPoint: "Automatic reminders that clients actually answer",
      tone: "plain, confident",
    },
  },
  {
    legends: ["david-ogilvy", "piyush-pandey", "lee-clow"],
    fields: {
      brand: "DocNow",
      audience: "Rural families two hours from the nearest GP",
      message: "A doctor on your phone in under 15 minutes, 24/7.",
      uniqueSellingPoint: "Prescriptions sent to your local pharmacy",
      tone: "reassuring, trustworthy",
    },
  },
  {
    legends: ["david-ogilvy", "bill-bernbach", "george-lois"],
    fields: {
      brand: "Joe's Plumbing",
      audience: "Homeowners in Leeds with a burst pipe",
      message: "At your door within the hour, or the call-out is free.",
      uniqueSellingPoint: "Fixed prices quoted before we start",
      tone: "reassuring, no-nonsense",
    },
  },
];

/** A headline as a reader compares two: its words in any order, signed by the brand or not. */
function sameLine(headline: string, brand: string): string {
  const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const signature = new Set(words(brand));
  const own = words(headline).filter((word) => !signature.has(word));
  return [...new Set(own)].sort().join(" ");
}

async function click(t: TestApp, userId: Id<"users">, briefId: Id<"briefs">, slugs: string[]) {
  const legendIds = await Promise.all(slugs.map((slug) => legendId(t, slug)));
  await asUser(t, userId).mutation(api.ideas.mutations.generate, { briefId, legendIds });
  await t.finishAllScheduledFunctions(vi.runAllTimers);
}

describe("ideas on one brief never share a headline (offline studio)", () => {
  it("holds across the legends of one click and across a second click", async () => {
    const t = makeTest();
    await seed(t);
    const userId = await createUser(t, { subscriptionTier: "business", legendCredits: 30 });
    for (const { legends, fields } of BRIEFS) {
      const { briefId } = await asUser(t, userId).mutation(api.briefs.mutations.save, {
        ...BRIEF,
        ...fields,
        title: fields.brand,
      });
      await click(t, userId, briefId, legends);
      await click(t, userId, briefId, legends);
      const ideas = (await rows(t, "ideas")).filter((idea) => idea.briefId === briefId);
      expect(ideas).toHaveLength(18);
      const lines = ideas.map((idea) => sameLine(idea.headline, fields.brand));
      const doubled = lines.filter((line, index) => lines.indexOf(line) !== index);
      expect(doubled).toEqual([]);
    }
  });
});

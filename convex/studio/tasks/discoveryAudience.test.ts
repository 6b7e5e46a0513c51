import { describe, expect, it } from "vitest";
import { createRng } from "../engine/random";
import { composeDiscovery } from "./discovery";
import { segmentName } from "./discoveryAudience";

/**
 * Issue 40: the offline Discovery IQ reads an idea for the people it serves, never the product,
 * and names segments, tensions and phrases from that idea's own facts, so two unrelated ideas
 * do not come back with the same research.
 */

const research = (additionalContext: string, brandName?: string) =>
  composeDiscovery(
    { additionalContext, ...(brandName ? { brandName } : {}) },
    createRng(additionalContext),
  );

const names = (draft: ReturnType<typeof research>) => draft.segments.map((s) => s.name);

describe("Discovery IQ reads who an idea serves", () => {
  it("reads a non-profit's people as donors, volunteers or members, never as buyers", () => {
    const cases = [
      [
        "GiveBlood Now (blood donation): It takes an hour. For students who have never donated.",
        "GiveBlood Now",
        /donat|give/i,
      ],
      [
        "Harbour Food Bank: One hour a week feeds 40 families. For local businesses with a spare hour a week.",
        "Harbour Food Bank",
        /volunteer/i,
      ],
      [
        "Friends of Elm Street Library: Join for free. For neighbours who haven't used a library since school.",
        "Friends of Elm Street Library",
        /join|member/i,
      ],
    ] as const;
    for (const [idea, brand, role] of cases) {
      const draft = research(idea, brand);
      const text = JSON.stringify(draft);
      expect(text, idea).not.toMatch(/\bbuy(?:ers?|ing)?\b|loyal to a rival|\bswitch/i);
      expect(draft.segments.map((s) => `${s.name} ${s.who}`).join(" "), idea).toMatch(role);
    }
    // An idea that sells keeps its buyers.
    const sold = research(
      "Ledgerly (invoicing software): Get paid in 3 days. For small business owners.",
      "Ledgerly",
    );
    expect(JSON.stringify(sold)).toMatch(/loyal to a rival/);
  });

  it("never takes the product, or what it fixes, for the audience", () => {
    for (const idea of [
      "Fixly: a repair app for broken headphones.",
      "Fixly (headphone-repair app): Fixed by Friday. For broken headphones.",
    ]) {
      const draft = research(idea, "Fixly");
      const text = JSON.stringify(draft);
      expect(names(draft)[0], idea).toBe("People with Broken Headphones");
      expect(text, idea).not.toMatch(/"Broken Headphones|for Broken Headphones"/);
      for (const channel of draft.channels) expect(channel.why, idea).not.toMatch(/^Broken/);
    }
  });

  it("names the people with what sets them apart in the idea's own words", () => {
    const draft = research(
      "Nightjar Meals (ready meals): Hot Food at 3 a.m. For night-shift nurses who cook once a week.",
      "Nightjar Meals",
    );
    expect(names(draft)[0]).toBe("Night-Shift Nurses Who Cook Once a Week");
    expect(names(draft).join(" ")).toMatch(/Ready Meal/);
    expect(draft.language.map((l) => l.phrase)).toContain("I cook once a week");
  });

  it("gives two unrelated ideas no shared segment name, tension or phrase", () => {
    const invoices = research(
      "Ledgerly (invoicing software): Paid in 3 Days. For small business owners who still chase invoices by email.",
      "Ledgerly",
    );
    const hearing = research(
      "Clearwave (hearing aids): Hear the Punchline. For retired teachers who miss half the conversation at dinner.",
      "Clearwave",
    );
    const shared = (pick: (d: typeof invoices) => string[]) =>
      pick(invoices).filter((item) => pick(hearing).includes(item));
    expect(shared(names)).toEqual([]);
    expect(shared((d) => d.insights.map((i) => i.tension))).toEqual([]);
    expect(shared((d) => d.language.map((l) => l.phrase))).toEqual([]);
    for (const phrase of ["No fuss", "I'd recommend it", "Careful Comparers", "First-Timers"]) {
      expect(JSON.stringify([invoices, hearing])).not.toContain(phrase);
    }
  });

  it("cuts a long description at a whole phrase and keeps abbreviations whole", () => {
    expect(segmentName("small business owners who still chase invoices by email")).toBe(
      "Small Business Owners Who Still Chase Invoices",
    );
    expect(segmentName("adults who wake at 4 a.m.")).toBe("Adults Who Wake at 4 a.m.");
    expect(segmentName("drivers who circle the block for twenty minutes every morning")).toBe(
      "Drivers Who Circle the Block",
    );
  });
});

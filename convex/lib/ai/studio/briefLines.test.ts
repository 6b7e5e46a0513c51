import { describe, expect, it } from "vitest";
import {
  admissionHeadline,
  factHeadline,
  figureOf,
  peopleName,
  proofName,
  tensionSentence,
  toneName,
} from "./briefLines";
import { resolveFacts } from "./facts";
import { copyFacts } from "./technique";

/** Lines built from a brief's own material (issue 40), for two briefs that share no words. */
const facts = (brief: {
  brand: string;
  audience: string;
  message: string;
  uniqueSellingPoint?: string;
  tone: string;
}) => copyFacts(resolveFacts({ task: "ideas", seed: "s", brief }));

const nurses = facts({
  brand: "Nightjar Meals",
  audience: "Night-shift nurses who eat at 3 a.m.",
  message: "Roasted to taste as good at 3 a.m. as at 9",
  uniqueSellingPoint: "Stays fresh for 10 days after opening",
  tone: "warm, practical",
});
const bank = facts({
  brand: "Harbour Bank",
  audience: "Freelancers tired of banks that don't answer",
  message: "We're the friendly bank that actually answers the phone",
  uniqueSellingPoint: "We answer every call in under a minute, day or night.",
  tone: "warm, plain-spoken",
});
const bare = facts({ brand: "Zest", audience: "Everyone", message: "Freedom", tone: "warm" });

describe("lines from the brief's own material", () => {
  it("finds figures with what they count, keeping an abbreviation's stop", () => {
    expect(figureOf("Stays fresh for 10 days after opening")).toBe("10 days");
    expect(figureOf("Croissants out of the oven at 6 a.m. sharp")).toBe("6 a.m. sharp");
    expect(figureOf("Roasted to taste as good at 3 a.m. as at 9")).toBe("3 a.m.");
    expect(figureOf("One flat fee of $6 per employee")).toBe("$6");
    expect(figureOf("SOC 2 readiness in six weeks")).toBeUndefined();
  });

  it("writes Ogilvy's long factual headline: the brand, its fact and the people", () => {
    expect(factHeadline(nurses)).toBe(
      "Nightjar Meals stays fresh for 10 days after opening, for night-shift nurses who eat at 3 a.m.",
    );
    expect(factHeadline(bank)).toBe(
      "Harbour Bank answers every call in under a minute, day or night, for freelancers tired of banks that don't answer.",
    );
    expect(factHeadline(bare)).toBeUndefined();
  });

  it("names from the proof, the people and the tone", () => {
    expect(proofName(nurses)).toBe("Stays Fresh for 10 Days after Opening");
    expect(peopleName(nurses)).toBe("Night-Shift Nurses Who Eat at 3 a.m.");
    expect(toneName(bank)).toBe("Harbour Bank, Warm and Plain-Spoken");
    expect([proofName(bare), peopleName(bare)]).toEqual([undefined, undefined]);
  });

  it("says the people's problem as a sentence of its own for Bernbach's admission", () => {
    expect(tensionSentence(nurses)).toBe("Night-shift nurses eat at 3 a.m.");
    expect(tensionSentence(bank)).toBe("Freelancers are tired of banks that don't answer.");
    expect(admissionHeadline(bank)).toBe(
      "Freelancers are tired of banks that don't answer. Harbour Bank answers every call in under a minute, day or night.",
    );
  });
});

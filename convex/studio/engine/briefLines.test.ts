import { describe, expect, it } from "vitest";
import {
  admissionHeadline,
  briefHeadline,
  askedThenMessage,
  factHeadline,
  figureOf,
  messageHead,
  messageSigned,
  messageTail,
  messageThenProof,
  occasionQuestion,
  openingPhrase,
  peopleName,
  pieceName,
  PIECE_NAMED,
  problemQuestion,
  proofName,
  proofSigned,
  proofTail,
  shapeOf,
  tensionSentence,
  tonedName,
  toneName,
} from "./briefLines";
import { briefNames, briefShapes, keyWord, shaped } from "./briefLines";
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

describe("names and headlines of the culture, global, independent, London and West Coast schools", () => {
  const barber = facts({
    brand: "Sharp & Co",
    audience: "Men who hate waiting for a haircut",
    message: "Book at 8, out by 8:30.",
    uniqueSellingPoint: "Online booking with a 10-minute guarantee",
    tone: "cool, confident",
  });
  const fx = facts({
    brand: "Wirely",
    audience: "Nurses from the Philippines sending money home",
    message: "Send $200 home and your family gets $200.",
    uniqueSellingPoint: "No hidden exchange-rate margin",
    tone: "honest, warm",
  });

  it("puts the people's problem to them as a question, in the second person", () => {
    expect(problemQuestion(barber)).toBe("Hate waiting for a haircut?");
    expect(problemQuestion(bank)).toBe("Tired of banks that don't answer?");
    const parents = facts({
      brand: "Little Acorns",
      audience: "Parents who want their toddlers outside more",
      message: "Muddy boots, happy kids.",
      tone: "joyful",
    });
    expect(problemQuestion(parents)).toBe("Want your toddlers outside more?");
    expect(problemQuestion(bare)).toBeUndefined();
  });

  it("cuts the brief's lines only where a reader pauses, never into a leaning clause", () => {
    expect(messageHead(barber)).toBe("Book at 8");
    expect(messageTail(barber)).toBe("out by 8:30");
    expect(proofTail(bank)).toBe("day or night");
    expect(openingPhrase("Automatic reminders that clients actually answer")).toBe(
      "Automatic reminders",
    );
    expect(openingPhrase("A replacement forklift within 4 hours")).toBe("replacement forklift");
    // A sentence, not a noun phrase: nothing to name from.
    expect(openingPhrase("We answer every call")).toBeUndefined();
    expect(openingPhrase("Stays fresh for 10 days")).toBeUndefined();
    const sauce = facts({
      brand: "Diablo Verde",
      audience: "Chilli fans",
      message: "'Too hot' is not a flavour. This is.",
      tone: "bold",
    });
    expect(messageTail(sauce)).toBeUndefined();
  });

  it("signs and pairs a message only when it says one thing", () => {
    expect(messageSigned(barber)).toBe("Book at 8, out by 8:30. Sharp & Co.");
    expect(askedThenMessage(barber)).toBe("Hate waiting for a haircut? Book at 8, out by 8:30.");
    // "…and…" already makes two claims; another sentence would make three.
    expect(messageSigned(fx)).toBeUndefined();
    expect(messageThenProof(fx)).toBeUndefined();
    expect(proofSigned(fx)).toBe("No hidden exchange-rate margin. Wirely.");
  });

  it("gives every technique of these schools a different piece of one brief to name from", () => {
    for (const f of [barber, fx, nurses, bank, bare]) {
      const ids = ["hegarty-zag", "arden-opposite", "clow-belief", "serpa-twist", "berman-song"];
      const names = ids
        .map((id) => pieceName(f, id as Parameters<typeof pieceName>[1]))
        .filter((name) => name !== undefined);
      expect(new Set(names).size).toBe(names.length);
    }
    expect(tonedName(barber, "Simply {tone}")).toBe("Simply Cool and Confident");
    expect(tonedName(fx, "A {tone} Fight")).toBe("An Honest and Warm Fight");
  });

  it("spreads briefs with the same material across a technique's shapes, the same each time", () => {
    const shapes = ["one", "two", "three"];
    expect(shapeOf(barber, "k", shapes)).toBe(shapeOf(barber, "k", shapes));
    expect(shapeOf(barber, "k", [undefined, "two"])).toBe("two");
    expect(shapeOf(barber, "k", [undefined])).toBeUndefined();
    const picked = new Set(
      [barber, fx, nurses, bank, bare].map((f) => shapeOf(f, "spread", shapes)),
    );
    expect(picked.size).toBeGreaterThan(1);
  });
});

// — Madison Avenue, Creative Revolution, Foundations —

const fleet = facts({
  brand: "LiftRight Fleet",
  audience: "Warehouse managers at U.S. distribution centres",
  message: "Every truck serviced on site, every 90 days, at no extra cost",
  uniqueSellingPoint: "A replacement forklift within 4 hours of any breakdown",
  tone: "direct",
});
const ledger = facts({
  brand: "Ledgerly",
  audience: "Small business owners who still chase invoices by email",
  message: "Get paid in 3 days, not 30.",
  uniqueSellingPoint: "Automatic reminders that clients actually answer",
  tone: "plain",
});

describe("names and headlines set from the brief's own sentences", () => {
  it("takes the brief's things for Krone's one word, never its verbs or qualities", () => {
    expect(briefShapes.oneWord(fleet)).toBe("Forklift.");
    expect(briefShapes.oneWord(ledger)).toBe("Reminders.");
    // "actually" and "answer" are not things; the nurses' brief has none to stand alone.
    expect(keyWord(ledger, 1, true)).toBeUndefined();
    expect(briefShapes.oneWord(nurses)).toBeUndefined();
  });

  it("leads Hopkins's line with the figure in words, then the sentence that lacks it", () => {
    expect(briefShapes.figureFirst(fleet)).toBe(
      "Four hours. Every truck serviced on site, every 90 days, at no extra cost.",
    );
    expect(briefShapes.figureFirst(ledger)).toBe(
      "Three days. Automatic reminders that clients actually answer.",
    );
    expect(briefShapes.figureFirst(bare)).toBeUndefined();
  });

  it("keeps Krone's unsigned page free of the brand, and the message whole", () => {
    expect(briefShapes.messageThenProof(ledger)).toBe(
      "Get paid in 3 days, not 30. Automatic reminders that clients actually answer.",
    );
    expect(briefShapes.messageThenProof(bare)).toBeUndefined();
  });

  it("names from the figure, the people's problem and the line, each arranged its own way", () => {
    expect(briefNames.figure(fleet)).toBe("4 Hours, LiftRight Fleet");
    // Names other schools' techniques take on a brief (pieceName) are left to them: the people's
    // problem, the brand with the message and the message's last clause here.
    const taken = (f: typeof ledger) => PIECE_NAMED.map((id) => pieceName(f, id));
    expect(taken(ledger)).toEqual(
      expect.arrayContaining(["Still Chase Invoices by Email", "Ledgerly, Get Paid in 3 Days"]),
    );
    expect(taken(fleet)).toContain("At No Extra Cost");
    expect(briefNames.tension(ledger)).toBeUndefined();
    expect(briefNames.brandMessage(ledger)).toBeUndefined();
    expect(briefNames.messageTail(fleet)).toBeUndefined();
    for (const f of [ledger, fleet]) {
      const ours = Object.values(briefNames).map((make) => make(f, 0));
      expect(ours.filter((name) => name !== undefined && taken(f).includes(name))).toEqual([]);
    }
    // A place is not a problem: the warehouse managers' brief gives no tension to name.
    expect(briefNames.tension(fleet)).toBeUndefined();
  });

  it("fills the first shape the brief can, whichever the brief starts on", () => {
    const never = () => undefined;
    expect(shaped(ledger, "any", [never, briefShapes.messageSigned])).toBe(
      "Get paid in 3 days, not 30. Ledgerly.",
    );
    expect(shaped(bare, "any", [never, briefShapes.figureFirst])).toBeUndefined();
    // One technique reads differently across briefs: the start moves with the brief.
    const starts = ["a", "b", "c", "d", "e", "f"].map((key) =>
      shaped(ledger, key, [briefShapes.messageSigned, briefShapes.figureFirst]),
    );
    expect(new Set(starts).size).toBe(2);
  });
});

describe("a thin brief's headlines and names, cut where its sentences turn (issue 40)", () => {
  // No commas, no people's problem: the brief gives two whole sentences and nothing else.
  const tax = facts({
    brand: "TaxPal",
    audience: "U.S. freelancers filing alone for the first time",
    message: "File by April 15 without a single all-nighter",
    uniqueSellingPoint: "A CPA checks every return for $89",
    tone: "friendly, expert",
  });
  const headlines = PIECE_NAMED.map((id) => briefHeadline(tax, id));

  it("gives most techniques a line of the brief's own words, none printed twice", () => {
    const given = headlines.filter((line): line is string => line !== undefined);
    // Its whole sentences, alone and paired, give five; the turns and the occasion the rest.
    expect(given.length).toBeGreaterThanOrEqual(24);
    expect(new Set(given.map((line) => line.toLowerCase())).size).toBe(given.length);
    expect(given).toContain("Without a single all-nighter. TaxPal.");
    expect(given).toContain("A CPA checks every return. Without a single all-nighter.");
    expect(given).toContain("Filing alone for the first time? For $89.");
  });

  it("asks the people about their occasion when the brief names no problem", () => {
    expect(occasionQuestion(tax)).toBe("Filing alone for the first time?");
    const asked = (audience: string) =>
      occasionQuestion(
        facts({ brand: "Villa Sereno", audience, message: "No hurry", tone: "calm" }),
      );
    expect(asked("Couples celebrating a 25th anniversary")).toBe("Celebrating a 25th anniversary?");
    expect(asked("Couples renting in Manchester who think they'll never buy")).toBe(
      "Renting in Manchester?",
    );
    // A thing, not a doing; a question that would close on an abbreviation's point.
    expect(asked("Guests arriving on a wedding morning")).toBe("Arriving on a wedding morning?");
    expect(asked("Families of the wedding party")).toBeUndefined();
    expect(asked("Export managers shipping between Germany and the U.K.")).toBeUndefined();
  });

  it("never opens a line with the message cut short, nor on a bare figure", () => {
    for (const line of headlines.filter((line): line is string => line !== undefined)) {
      if (line.startsWith("File by April 15")) {
        expect(line.startsWith("File by April 15 without a single all-nighter")).toBe(true);
      }
      expect(line).not.toMatch(/^[\d$]/);
    }
  });

  it("names from the turn: the circumstance, the claim, the brand with either", () => {
    expect(briefNames.turn(tax)).toBe("Without a Single All-Nighter");
    expect(briefNames.proofClaim(tax)).toBe("A CPA Checks Every Return");
    expect(briefNames.brandTurn(tax)).toBe("TaxPal, Without a Single All-Nighter");
    // "For $89" is too short to name a campaign alone.
    expect(briefNames.proofTurn(tax)).toBeUndefined();
  });

  it("never cuts a participle from the time it needs", () => {
    const scent = facts({
      brand: "Atelier Noor",
      audience: "Women who wear one scent for years",
      message: "A scent that stays until the last guest leaves",
      uniqueSellingPoint: "Distilled from Taif roses picked before dawn",
      tone: "sensual",
    });
    // "Distilled from Taif roses picked" would read cut; the proof has no other turn.
    expect(briefNames.proofClaim(scent)).toBeUndefined();
    expect(briefNames.proofClaim(tax)).toBe("A CPA Checks Every Return");
  });
});

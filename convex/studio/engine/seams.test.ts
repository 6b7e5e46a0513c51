import { describe, expect, it } from "vitest";
import { messageQuotes, seamsIn, takesAn, type SeamFields } from "./seams";

const brief: SeamFields = {
  brand: "Nightjar Meals",
  audience: "Night-shift nurses who eat at 3 a.m.",
  message: "Roasted to taste as good at 3 a.m. as at 9",
  uniqueSellingPoint: "Stays fresh for 10 days after opening",
};
const rules = (text: string, fields: SeamFields = brief) =>
  seamsIn(text, fields).map((seam) => seam.rule);

describe("grammar seams", () => {
  it("finds a verb phrase after 'the promise of', and not a noun phrase", () => {
    expect(rules("It is the promise of stays fresh for 10 days.")).toEqual(["promise-of-verb"]);
    expect(rules("So the promise of charge once, ride all week, arrives.")).toEqual([
      "promise-of-verb",
    ]);
    expect(rules("It carries the promise of fresh bread by seven.")).toEqual([]);
    expect(rules("It carries the promise of pick-up from their door.")).toEqual([]);
  });

  it("finds a message quoted only in part and an abbreviation cut at its last full stop", () => {
    expect(rules('The headline "Roasted to taste as good at 3 a.m" says it.')).toContain(
      "cut-quote",
    );
    expect(rules('It opens on "Roasted to taste as good" and stops.')).toEqual(["cut-quote"]);
    expect(rules('It opens on "Roasted to taste as good at 3 a.m. as at 9".')).toEqual([]);
    // One quoted word is a keyword, not a cut message.
    expect(rules('The line leans on "roasted".')).toEqual([]);
    expect(rules('An odd " mark.')).toEqual(["cut-quote"]);
  });

  it("finds a field's capital mid-sentence, but not in title case or a name", () => {
    expect(rules("It speaks to Night-shift nurses first.")).toEqual(["field-capital"]);
    expect(rules("Nightjar Meals: What Night-shift Nurses Told Us")).toEqual([]);
    expect(rules("Night-shift nurses come first.")).toEqual([]);
    const named = { brand: "Fixly", audience: "Café Zürich regulars" };
    expect(rules("Made for Café Zürich regulars, every day.", named)).toEqual([]);
  });

  it("finds doubled words and wrong articles", () => {
    expect(rules("It is the the best.")).toEqual(["doubled-word"]);
    expect(rules("An one confident choice.")).toEqual(["a-an"]);
    expect(rules("A idea.")).toEqual(["a-an"]);
    expect(rules("An hour, a unit, an MBA, a CPA, an 8-week course, a 10-day trial.")).toEqual([]);
    expect([takesAn("11"), takesAn("18,000"), takesAn("110"), takesAn("European")]).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it("finds dangling punctuation, but not an abbreviation before a comma", () => {
    expect(rules("Shipped from the U.K..")).toEqual(["dangling-punctuation"]);
    expect(rules("Fresh , every day.")).toEqual(["dangling-punctuation"]);
    expect(rules("Why wait?.")).toEqual(["dangling-punctuation"]);
    expect(rules("Made for:")).toEqual(["dangling-punctuation"]);
    expect(rules("Open at 3 a.m., every day… and more.")).toEqual([]);
  });
});

describe("key messages where quoted", () => {
  it("counts quotes of the message and the whole ones", () => {
    const text =
      'Say "Roasted to taste as good at 3 a.m. as at 9". Then "Roasted to taste as good" again, and "fresh".';
    expect(messageQuotes(text, brief.message!)).toEqual({ quoted: 2, whole: 1 });
  });
});

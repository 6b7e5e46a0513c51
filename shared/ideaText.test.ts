import { describe, expect, it } from "vitest";
import { splitThinking, withFullStop } from "./ideaText";

describe("withFullStop (spec 5: headlines and campaign lines)", () => {
  it("appends a full stop to a line ending in anything else", () => {
    expect(withFullStop("Think small")).toBe("Think small.");
    expect(withFullStop("Roasted this week 2")).toBe("Roasted this week 2.");
    expect(withFullStop("  Just do it  ")).toBe("Just do it.");
    expect(withFullStop("Coffee, honestly ☕")).toBe("Coffee, honestly ☕.");
  });

  it("leaves lines ending in . ! ? ; or : alone", () => {
    for (const line of ["Think small.", "Got milk?", "Wow!", "First this;", "Remember:"]) {
      expect(withFullStop(line)).toBe(line);
    }
  });

  it("treats an ellipsis and full-width marks as endings, and looks through closing quotes", () => {
    expect(withFullStop("Wait for it…")).toBe("Wait for it…");
    expect(withFullStop("早上好。")).toBe("早上好。");
    expect(withFullStop('He said "Think small."')).toBe('He said "Think small."');
    expect(withFullStop("(Really?)")).toBe("(Really?)");
    expect(withFullStop('They call it "the one"')).toBe('They call it "the one".');
  });

  it("is idempotent and keeps empty text empty", () => {
    expect(withFullStop(withFullStop("Think small"))).toBe("Think small.");
    expect(withFullStop("   ")).toBe("");
  });
});

describe("splitThinking (spec 4: numbered steps, the sixth highlighted)", () => {
  it("splits numbered lines and highlights step 6", () => {
    const text = Array.from({ length: 7 }, (_, i) => `${i + 1}. Step ${i + 1} text`).join("\n");
    const steps = splitThinking(text);
    expect(steps.map((s) => s.text)).toEqual(
      Array.from({ length: 7 }, (_, i) => `Step ${i + 1} text`),
    );
    expect(steps.map((s) => s.number)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(steps.filter((s) => s.highlighted).map((s) => s.number)).toEqual([6]);
  });

  it("splits numbered steps written on one line, and 'Step n:' markers", () => {
    expect(splitThinking("1. Read the brief. 2. Find the truth. 3) Say it plainly.")).toEqual([
      { number: 1, text: "Read the brief.", highlighted: false },
      { number: 2, text: "Find the truth.", highlighted: false },
      { number: 3, text: "Say it plainly.", highlighted: false },
    ]);
    expect(splitThinking("Step 1: Listen. Step 2: Simplify.").map((s) => s.text)).toEqual([
      "Listen.",
      "Simplify.",
    ]);
  });

  it("does not split at numbers that are not the next step", () => {
    const steps = splitThinking(
      "1. Sales grew in 2024. Then 3. more. 2. Make the claim checkable.",
    );
    expect(steps.map((s) => s.text)).toEqual([
      "Sales grew in 2024. Then 3. more.",
      "Make the claim checkable.",
    ]);
  });

  it("drops a heading before step 1 and joins a step's wrapped lines", () => {
    expect(splitThinking("My thinking:\n1. One\ncontinued\n2. Two").map((s) => s.text)).toEqual([
      "One continued",
      "Two",
    ]);
  });

  it("falls back to lines (bullets stripped), then sentences", () => {
    expect(splitThinking("- Look\n- Listen\n\n- Leap").map((s) => s.text)).toEqual([
      "Look",
      "Listen",
      "Leap",
    ]);
    expect(splitThinking("Read it. Find the truth! Say it.").map((s) => s.text)).toEqual([
      "Read it.",
      "Find the truth!",
      "Say it.",
    ]);
    expect(splitThinking("  ")).toEqual([]);
    expect(splitThinking("One thought")).toEqual([
      { number: 1, text: "One thought", highlighted: false },
    ]);
  });
});

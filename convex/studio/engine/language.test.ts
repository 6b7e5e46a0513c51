import { describe, expect, it } from "vitest";
import { resolveFacts } from "./facts";
import { industryOf, sectorOf } from "./industry";
import { messageForms, toThirdPerson } from "./language";
import { copyFacts } from "./technique";

/**
 * How the studio reads a typed key message and carries it into third-person copy: the three
 * messages a user reported, then each shape a message comes in and each pronoun shift.
 */

const promise = (message: string, audience = "people") =>
  messageForms(message, "Trailcharge", audience).promise;

describe("reading a key message", () => {
  it("carries the reported messages as clauses, never after 'of'", () => {
    expect(promise("Your phone charges while you walk", "weekend hikers")).toBe(
      "the promise that their phone charges while they walk",
    );
    expect(promise("Your invoices get paid faster", "freelancers")).toBe(
      "the promise that their invoices get paid faster",
    );
    expect(promise("Study anywhere, even offline", "students")).toBe(
      "the promise that students can study anywhere, even offline",
    );
    expect(promise("Study anywhere, even offline")).toBe(
      "the promise that anyone can study anywhere, even offline",
    );
  });

  it("never puts a verb phrase after 'the promise of' (issue 40)", () => {
    expect(promise("Stays fresh for 10 days after opening", "baristas")).toBe(
      "the promise that Trailcharge stays fresh for 10 days after opening",
    );
    expect(promise("Charge once, ride all week", "city commuters")).toBe(
      "the promise that city commuters can charge once and ride all week",
    );
    expect(promise("Swap batteries at 200 stations")).toBe(
      "the promise that anyone can swap batteries at 200 stations",
    );
    // A noun phrase still reads as one.
    expect(promise("Fresh bread, every morning")).toBe("the promise of fresh bread, every morning");
  });

  it("keeps a message with an abbreviation whole, and quotes a short message whole (issue 40)", () => {
    const late = messageForms("Roasted to taste as good at 3 a.m. as at 9", "Nightjar");
    expect(late.line).toBe("Roasted to taste as good at 3 a.m. as at 9.");
    expect(late.quote).toBe("Roasted to taste as good at 3 a.m. as at 9");
    const ends = messageForms("A vet on site from 6 p.m. to 8 a.m.", "Paws");
    expect(ends.line).toBe("A vet on site from 6 p.m. to 8 a.m.");
    expect(ends.quote).toBe("A vet on site from 6 p.m. to 8 a.m.");
    const two = messageForms("It takes an hour. It lasts a lifetime.", "GiveBlood");
    expect(two.quote).toBe("It takes an hour. It lasts a lifetime");
    const question = messageForms("Locked out? We'll be there in 20 minutes.", "KeyFast");
    expect(question.line).toBe("Locked out? We'll be there in 20 minutes.");
  });

  it("tells statements, orders, questions and noun phrases apart", () => {
    const kinds: [string, string][] = [
      ["Your data never leaves your device", "statement"],
      ["You'll never miss a train again", "statement"],
      ["When you walk, your phone charges", "statement"],
      ["We've got your back", "statement"],
      ["Good food takes time", "statement"],
      ["Sleep better, for less", "imperative"],
      ["Breathe easy", "imperative"],
      ["Never run out of battery again", "imperative"],
      ["Still charging your phone at a café?", "question"],
      ["Travel without the stress", "phrase"],
      ["Power for the whole trail", "phrase"],
      ["A bank that answers the phone", "phrase"],
      ["The last backpack you'll ever need", "phrase"],
      ["Your weekend plans", "phrase"],
    ];
    for (const [message, kind] of kinds) {
      expect(messageForms(message, "Trailcharge", "hikers").kind, message).toBe(kind);
    }
  });

  it("names the reader who opens the line, and shifts every other 'you'", () => {
    expect(promise("You deserve better", "busy nurses")).toBe(
      "the promise that busy nurses deserve better",
    );
    expect(promise("You'll never lose your notes again", "students")).toBe(
      "the promise that students will never lose their notes again",
    );
    expect(promise("Never miss a train again", "commuters")).toBe(
      "the promise that commuters will never miss a train again",
    );
    expect(promise("Don't let a flat battery end your hike", "hikers")).toBe(
      "the promise that hikers never have to let a flat battery end their hike",
    );
  });

  it("turns the reader and the brand into the third person", () => {
    const cases: [string, string][] = [
      ["you walk while you are out", "they walk while they are out"],
      ["so you'll know, because you were right", "so they'll know, because they were right"],
      ["treat yourself to your own break", "treat themselves to their own break"],
      ["it waits for you, like you asked", "it waits for them, like they asked"],
      ["we'll get you there", "Trailcharge will get them there"],
      ["everything you need", "everything they need"],
      ["it eats better than you do", "it eats better than they do"],
      ["we never sleep, so you can", "Trailcharge never sleeps, so they can"],
    ];
    for (const [text, expected] of cases) {
      expect(toThirdPerson(text, "Trailcharge", "they"), text).toBe(expected);
    }
  });
});

describe("reading the industry", () => {
  const industry = (brand: string, audience: string, message: string) =>
    resolveFacts({ task: "ideas", seed: "x", brief: { brand, audience, message, tone: "calm" } })
      .industry;

  it("reads the message and the people when the brand says nothing", () => {
    expect(industry("Ledgerly", "Freelancers", "Your invoices get paid faster")).toBe(
      "Financial Services",
    );
    expect(industry("Nimbus", "Students", "Study anywhere, even offline")).toBe("Education");
    expect(industry("Mira", "Weekend hikers", "Freedom")).toBe("Sports & Outdoors");
    // What is sold still decides first: coffee for students is coffee.
    expect(industryOf("Bean coffee", "", "students").name).toBe("Food & Beverage");
  });

  it("names the category in copy, or just 'the category' when it cannot tell", () => {
    expect(sectorOf("Financial Services")).toBe("the financial services category");
    const unknown = resolveFacts({
      task: "ideas",
      seed: "x",
      brief: { brand: "Zest", audience: "Everyone", message: "Freedom", tone: "warm" },
    });
    expect(unknown.industry).toBe("Consumer Brands");
    expect(copyFacts(unknown).sector).toBe("the category");
  });
});

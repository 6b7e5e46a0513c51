import { describe, expect, it } from "vitest";
import { proseProblems, voiceProblems } from "./studioProse.fixtures";

/**
 * The copy editor's person and clause checks (./studioPerson.fixtures.ts, run by proseProblems
 * and voiceProblems) against the sentences a user reported and against clean copy, so a
 * check that stops catching them, or starts flagging good English, fails here first.
 */
describe("the copy editor's person and clause checks", () => {
  it("catch a typed message carried into copy unconverted", () => {
    // The three core ideas a user reported, as the studio wrote them.
    const trail = "Always built on the promise of their phone charges while them walk.";
    expect(proseProblems(trail)).toEqual([
      'object pronoun as a subject "while them walk"',
      'a clause after "of": "the promise of their phone charges while them"',
    ]);
    expect(proseProblems("Carry the promise of their invoices get paid faster.")).toHaveLength(1);
    expect(proseProblems("Carry the promise of study anywhere, even offline.")).toHaveLength(1);
    expect(proseProblems("So them are ready, and us go home.")).toHaveLength(2);
    expect(proseProblems("Made with they in mind, for we.")).toHaveLength(2);
    expect(voiceProblems("Show hikers that their phone charges while you walk.")).toHaveLength(1);
    expect(voiceProblems("Give them the promise that your data stays yours.")).toHaveLength(1);
  });

  it("pass the same messages set as an editor would", () => {
    const clean = [
      "Always built on the promise that their phone charges while they walk.",
      "Let them walk, help us grow and watch them go.",
      "Carry the promise of fresh bread, every morning, and the idea of travel without the stress.",
      "Made with them in mind, for us and for people like them.",
      'Open on the headline "Your phone charges while you walk" and let it speak to the reader.',
    ];
    for (const line of clean) {
      expect(proseProblems(line), line).toEqual([]);
      expect(voiceProblems(line.replace(/\bus\b/, "them")), line).toEqual([]);
    }
  });
});

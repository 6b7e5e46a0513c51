import { describe, expect, it } from "vitest";
import { inlineLine, movedIds, slideBody, slideTextError, withRefundNote } from "./slideText";

describe("slideBody", () => {
  it("reads lines starting with a dash as bullets", () => {
    expect(slideBody("- One\n-  Two\n• Three")).toEqual({
      kind: "bullets",
      items: ["One", "Two", "Three"],
    });
  });

  it("reads anything else as one paragraph, and nothing as empty", () => {
    expect(slideBody("First line\n- not a list when mixed")).toEqual({
      kind: "paragraph",
      text: "First line - not a list when mixed",
    });
    expect(slideBody("  \n ")).toEqual({ kind: "empty" });
  });
});

describe("slideTextError", () => {
  const ok = { title: "A title", content: "Text", speakerNotes: "" };

  it("asks for a title and names the field that is too long", () => {
    expect(slideTextError(ok)).toBeNull();
    expect(slideTextError({ ...ok, title: "   " })).toBe("Give the slide a title.");
    expect(slideTextError({ ...ok, title: "x".repeat(121) })).toMatch(/^Slide title must be 120/);
    expect(slideTextError({ ...ok, content: "x".repeat(1201) })).toMatch(/^Slide text must be/);
    expect(slideTextError({ ...ok, speakerNotes: "x".repeat(2001) })).toMatch(/^Speaker notes/);
  });
});

describe("movedIds", () => {
  it("swaps with the neighbour and stays put at the ends", () => {
    expect(movedIds(["a", "b", "c"], 1, -1)).toEqual(["b", "a", "c"]);
    expect(movedIds(["a", "b", "c"], 1, 1)).toEqual(["a", "c", "b"]);
    expect(movedIds(["a", "b", "c"], 0, -1)).toEqual(["a", "b", "c"]);
    expect(movedIds(["a", "b", "c"], 2, 1)).toEqual(["a", "b", "c"]);
  });
});

describe("inlineLine", () => {
  it("drops a closing full stop only, keeping other marks and ellipses", () => {
    expect(inlineLine(" First Class, Every Time. ")).toBe("First Class, Every Time");
    expect(inlineLine("Think small!")).toBe("Think small!");
    expect(inlineLine("Wait for it...")).toBe("Wait for it...");
  });
});

describe("withRefundNote", () => {
  it("says the refund once, in the right number", () => {
    expect(withRefundNote("Please try again.", 2)).toBe(
      "Please try again. Your Legend Credits were returned.",
    );
    expect(withRefundNote("Please try again.", 1)).toBe(
      "Please try again. Your Legend Credit was returned.",
    );
    const said =
      "We couldn't write this deck. Your Legend Credits were returned; please try again.";
    expect(withRefundNote(said, 2)).toBe(said);
  });
});

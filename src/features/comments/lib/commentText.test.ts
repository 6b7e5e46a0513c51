import { describe, expect, it } from "vitest";
import { commentSegments } from "./commentText";

const ORIGIN = "https://app.example";

describe("commentSegments", () => {
  it("links addresses on this app's origin, as in-app paths", () => {
    expect(commentSegments("See https://app.example/decks/1?x=2#s, thanks", ORIGIN)).toEqual([
      { kind: "text", text: "See " },
      { kind: "link", text: "https://app.example/decks/1?x=2#s", href: "/decks/1?x=2#s" },
      { kind: "text", text: ", thanks" },
    ]);
  });

  it("keeps other sites' addresses and markup as plain text", () => {
    const hostile = 'Click https://evil.example/x <img src=x onerror="alert(1)">';
    expect(commentSegments(hostile, ORIGIN)).toEqual([{ kind: "text", text: hostile }]);
    // A look-alike host is another origin.
    expect(commentSegments("https://app.example.evil.example/", ORIGIN)[0].kind).toBe("text");
  });
});

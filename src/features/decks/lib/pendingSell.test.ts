import { describe, expect, it } from "vitest";
import { parsePendingSell } from "./pendingSell";

describe("parsePendingSell", () => {
  it("keeps a well-formed payload and drops anything else", () => {
    expect(parsePendingSell({ ideaId: "abc", title: "Idea" })).toEqual({
      ideaId: "abc",
      title: "Idea",
    });
    expect(parsePendingSell({ ideaId: "abc", title: 3 })).toEqual({ ideaId: "abc" });
    expect(parsePendingSell({ ideaId: "" })).toBeNull();
    expect(parsePendingSell({ ideaId: "x".repeat(65) })).toBeNull();
    expect(parsePendingSell("abc")).toBeNull();
    expect(parsePendingSell(null)).toBeNull();
  });
});

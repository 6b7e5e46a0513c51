// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import { fontCleaner, sanitizeForFont, wrapText } from "./pdfText";

// Printable ASCII plus a few WinAnsi extras, standing in for a standard font's character set.
const charset = new Set([
  ...Array.from({ length: 95 }, (_, i) => 32 + i),
  ..."éü—•’“”…".split("").map((c) => c.codePointAt(0)!),
]);

describe("sanitizeForFont", () => {
  it("keeps what the font has and finds look-alikes for the rest", () => {
    expect(sanitizeForFont("Café — “quoted”…", charset)).toBe("Café — “quoted”…");
    expect(sanitizeForFont("a → b ≤ c", charset)).toBe("a -> b <= c");
    expect(sanitizeForFont("Őrség ﬁne", charset)).toBe("Orség fine");
  });

  it("drops emoji and symbols and marks other scripts' letters", () => {
    expect(sanitizeForFont("Go 🚀 now ☕", charset)).toBe("Go now ");
    expect(sanitizeForFont("東京 line\nbreak", charset)).toBe("?? line break");
  });
});

describe("wrapText", () => {
  const measure = (s: string) => s.length;
  it("breaks between words within the width", () => {
    expect(wrapText("one two three four", 9, measure)).toEqual(["one two", "three", "four"]);
  });
  it("breaks a word wider than the line between its characters", () => {
    expect(wrapText("abcdefghij kl", 4, measure)).toEqual(["abcd", "efgh", "ij", "kl"]);
  });
});

describe("fontCleaner", () => {
  it("reads each font's character set once and keeps only what it can draw", () => {
    const codes = [..."abc- "].map((char) => char.codePointAt(0)!);
    const font = { getCharacterSet: vi.fn(() => codes) };
    const clean = fontCleaner();
    expect(clean(" a\u2011b ", font)).toBe("a-b");
    expect(clean("c\u{1F600}", font)).toBe("c");
    expect(font.getCharacterSet).toHaveBeenCalledTimes(1);
  });
});

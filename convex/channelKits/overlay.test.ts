import { describe, expect, it } from "vitest";
import { OVERLAY_MAX, overlayLine } from "./kitJob";

describe("the line set on a placement's picture", () => {
  it("is the channel's headline when it fits", () => {
    expect(
      overlayLine({ headline: "Office workers, meet Tidewater Tea.", primaryText: "x" }, "Asked"),
    ).toBe("Office workers, meet Tidewater Tea.");
  });

  it("is a whole first sentence of the text, never a sentence cut short", () => {
    const primaryText =
      "Made for office workers who drink tea at their desk all afternoon. Tidewater Tea. Asked and Answered.";
    expect(overlayLine({ primaryText }, "Asked and Answered.")).toBe("Asked and Answered.");
    expect(overlayLine({ adText: "Ninety seconds. Loose-leaf flavour." }, "Asked")).toBe(
      "Ninety seconds.",
    );
  });

  it("falls back to the campaign name, cut at a word only when the name itself is too long", () => {
    const name = "The Remarkably Long Campaign Name That Keeps Going Well Past Sixty Characters";
    const line = overlayLine({ post: "a".repeat(200) }, name);
    expect(line.length).toBeLessThanOrEqual(OVERLAY_MAX);
    expect(name.startsWith(line)).toBe(true);
    expect(name.charAt(line.length)).toBe(" ");
  });
});

import { describe, expect, it } from "vitest";
import { cardFonts } from "../media/raster.fixtures";
import { coverCrop, frameSvg, pickSource } from "./frame";
import { CHANNEL_IDS, CHANNELS, hasImage } from "../../shared/channels";
import { insideSafeZone } from "../../shared/channelCopy";

/** A kit placement's composition (issue 42): cover-cropped, words inside the safe zone. */

const FONTS = { serif: cardFonts.serif, sansBold: cardFonts.sansBold };
const IMAGE = { href: "data:image/png;base64,AAAA", width: 1600, height: 900 };

describe("coverCrop", () => {
  it("covers the placement with no bars, centred on the focus as far as the edges allow", () => {
    expect(coverCrop({ width: 1600, height: 900 }, { width: 1080, height: 1920 })).toEqual({
      x: (1080 - 1600 * (1920 / 900)) / 2,
      y: 0,
      width: 1600 * (1920 / 900),
      height: 1920,
    });
    const left = coverCrop(
      { width: 1600, height: 900 },
      { width: 900, height: 900 },
      { x: 0, y: 0.5 },
    );
    expect(left.x).toBe(0);
    const right = coverCrop(
      { width: 1600, height: 900 },
      { width: 900, height: 900 },
      { x: 1, y: 0.5 },
    );
    expect(right.x + right.width).toBe(900);
  });

  it("cuts each placement from the visual nearest its shape, the hero on ties", () => {
    const sources = [
      { key: "hero", width: 1600, height: 900 },
      { key: "square", width: 1024, height: 1024 },
      { key: "story", width: 1080, height: 1920 },
      { key: "unknown", width: null, height: null },
    ];
    expect(pickSource(sources, { width: 1200, height: 627 })?.key).toBe("hero");
    expect(pickSource(sources, { width: 1080, height: 1350 })?.key).toBe("square");
    expect(pickSource(sources, { width: 160, height: 600 })?.key).toBe("story");
    expect(pickSource([sources[3]], { width: 300, height: 250 })?.key).toBe("unknown");
    expect(pickSource([], { width: 300, height: 250 })).toBeNull();
  });
});

describe("frameSvg", () => {
  const LINE = "Roasted this week, at your desk by nine, every working morning of the year.";

  it("keeps every word of every placement inside it, and inside its safe zone", () => {
    for (const channel of CHANNEL_IDS) {
      const spec = CHANNELS[channel];
      for (const placement of spec.placements.filter(hasImage)) {
        const { svg, textBoxes } = frameSvg(
          {
            ...placement,
            image: IMAGE,
            ...(spec.safeZone ? { safeZone: spec.safeZone } : {}),
            line: LINE,
            brand: "Northbound Coffee Roasters",
          },
          FONTS,
        );
        const where = `${channel}/${placement.id}`;
        expect(svg, where).toContain(`width="${placement.width}" height="${placement.height}"`);
        expect(textBoxes.length, where).toBeGreaterThan(0);
        for (const box of textBoxes) {
          expect(box.x, where).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width, where).toBeLessThanOrEqual(placement.width);
          expect(box.y, where).toBeGreaterThanOrEqual(0);
          expect(box.y + box.height, where).toBeLessThanOrEqual(placement.height);
        }
        if (spec.safeZone) {
          expect(insideSafeZone(spec.safeZone, placement.height, textBoxes), where).toBe(true);
        }
      }
    }
  });

  it("escapes hostile words and keeps them whole", () => {
    const { svg } = frameSvg(
      { width: 1080, height: 1080, image: IMAGE, line: `<script>"&'</script> Fresh`, brand: "A&B" },
      FONTS,
    );
    expect(svg).not.toContain("<script>");
    expect(svg).toContain("&lt;script&gt;");
    expect(svg).toContain("A&amp;B");
  });
});

import { describe, expect, it } from "vitest";
import { pixelsOf, render } from "../media/raster";
import { coverCrop } from "./frame";
import { subjectFocus, thumbnailSvg } from "./focus";

/** A width×height picture of `paper`, with `ink` wherever `mark(x, y)` says. */
function picture(
  width: number,
  height: number,
  mark: (x: number, y: number) => boolean,
  paper = [245, 240, 230],
  ink = [180, 40, 30],
): Uint8Array {
  const pixels = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const [r, g, b] = mark(x, y) ? ink : paper;
      pixels.set([r, g, b, 255], (y * width + x) * 4);
    }
  }
  return pixels;
}

describe("subjectFocus", () => {
  it("finds a subject off the centre", () => {
    // A 64×40 picture with a cup (a disc) in its upper left.
    const pixels = picture(64, 40, (x, y) => Math.hypot(x - 14, y - 11) < 6);
    const focus = subjectFocus(pixels, 64, 40);
    expect(focus.x).toBeCloseTo(14.5 / 64, 1);
    expect(focus.y).toBeCloseTo(11.5 / 40, 1);
  });

  it("finds a subject on a dark ground as well as a light one", () => {
    const pixels = picture(48, 48, (x, y) => x > 34 && y > 30, [20, 22, 30], [230, 200, 90]);
    const focus = subjectFocus(pixels, 48, 48);
    expect(focus.x).toBeGreaterThan(0.75);
    expect(focus.y).toBeGreaterThan(0.7);
  });

  it("keeps the centre when nothing stands out", () => {
    expect(
      subjectFocus(
        picture(32, 32, () => false),
        32,
        32,
      ),
    ).toEqual({ x: 0.5, y: 0.5 });
    // A soft left-to-right gradient: symmetric about the middle.
    const soft = new Uint8Array(32 * 32 * 4);
    for (let i = 0; i < 32 * 32; i += 1) soft.set([120 + (i % 32), 120, 120, 255], i * 4);
    expect(subjectFocus(soft, 32, 32)).toEqual({ x: 0.5, y: 0.5 });
  });

  it("moves a story's crop of a landscape visual onto the subject", () => {
    // A 1600×900 visual with its subject at 20 % across: a 1080×1920 story cut from it.
    const focus = subjectFocus(
      picture(64, 36, (x, y) => Math.abs(x - 13) < 4 && Math.abs(y - 18) < 8),
      64,
      36,
    );
    const centred = coverCrop({ width: 1600, height: 900 }, { width: 1080, height: 1920 });
    const framed = coverCrop({ width: 1600, height: 900 }, { width: 1080, height: 1920 }, focus);
    // Where the subject lands in the story, as a share of its width.
    const landsAt = (crop: { x: number; width: number }) => (crop.x + 0.21 * crop.width) / 1080;
    expect(landsAt(centred)).toBeLessThan(0);
    expect(landsAt(framed)).toBeGreaterThan(0.2);
    expect(landsAt(framed)).toBeLessThan(0.8);
  });

  it("reads a real PNG through the renderer's thumbnail", async () => {
    // A 400×300 PNG: a dark ground, a lamp (a yellow disc) low on the left.
    const { png } = await render(
      '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300">' +
        '<rect width="400" height="300" fill="#1d2230"/>' +
        '<circle cx="80" cy="220" r="36" fill="#f2c14e"/></svg>',
    );
    const href = `data:image/png;base64,${Buffer.from(png).toString("base64")}`;
    const thumbnail = thumbnailSvg(href, { width: 400, height: 300 });
    expect([thumbnail.width, thumbnail.height]).toEqual([64, 48]);
    const { pixels, width, height } = await pixelsOf(thumbnail.svg);
    expect([width, height]).toEqual([64, 48]);
    const focus = subjectFocus(pixels, width, height);
    expect(focus.x).toBeCloseTo(0.2, 1);
    expect(focus.y).toBeCloseTo(220 / 300, 1);
  });
});

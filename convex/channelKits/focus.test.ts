import { describe, expect, it } from "vitest";
import { pixelsOf, render } from "../media/raster";
import { coverCrop, imageCrop } from "./frame";
import { contentBox, subjectFocus, thumbnailSvg } from "./focus";
import { posterLayoutFor, renderPoster } from "../studio/posters/render";

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

  it("picks the one that stands out most of two things apart, not the gap between them", () => {
    // A camera (a large disc) on the left, a small sun on the right.
    const pixels = picture(
      64,
      36,
      (x, y) => Math.hypot(x - 16, y - 18) < 8 || Math.hypot(x - 52, y - 12) < 4,
    );
    const focus = subjectFocus(pixels, 64, 36);
    expect(focus.x).toBeCloseTo(16.5 / 64, 1);
    expect(focus.y).toBeCloseTo(18.5 / 36, 1);
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

describe("contentBox", () => {
  const PAPER = [240, 232, 218];
  const ART = [200, 60, 40];

  it("finds the picture inside a thin flat frame on all four sides", () => {
    // 100×80 with a 6 px paper margin around a red panel.
    const pixels = picture(100, 80, (x, y) => x >= 6 && x < 94 && y >= 6 && y < 74, PAPER, ART);
    const box = contentBox(pixels, 100, 80);
    // The frame's own lines and the one the thumbnail blends, no more.
    expect(box.x * 100).toBeGreaterThanOrEqual(6);
    expect(Math.round(box.x * 100)).toBeLessThanOrEqual(7);
    expect(box.y * 80).toBeGreaterThanOrEqual(6);
    expect(Math.round(box.y * 80)).toBeLessThanOrEqual(7);
    expect((box.x + box.width) * 100).toBeGreaterThanOrEqual(93);
    expect((box.y + box.height) * 80).toBeGreaterThanOrEqual(73);
  });

  it("keeps the whole picture when the flat colour is the design's ground, not a frame", () => {
    const whole = { x: 0, y: 0, width: 1, height: 1 };
    // A shape on a field that reaches two edges only.
    expect(
      contentBox(
        picture(100, 60, (x) => x >= 20 && x < 80, PAPER, ART),
        100,
        60,
      ),
    ).toEqual(whole);
    // Ground deeper than a frame on every side (a shape floating on paper).
    expect(
      contentBox(
        picture(100, 60, (x, y) => Math.hypot(x - 50, y - 30) < 15, PAPER, ART),
        100,
        60,
      ),
    ).toEqual(whole);
    // Corners that disagree: no frame at all.
    expect(
      contentBox(
        picture(100, 60, (x, y) => x < 3 && y < 3, PAPER, ART),
        100,
        60,
      ),
    ).toEqual(whole);
  });

  it("cuts a story from an editorial poster with none of its paper margin showing", async () => {
    const facts = { seed: "brief-42", headline: "Wake up", brand: "Northbound", tagline: "x" };
    const variant = [0, 1, 2, 3, 4, 5, 6].find((v) => posterLayoutFor(facts, v) === "editorial")!;
    const poster = renderPoster({
      prompt: "A poster",
      aspectRatio: "16:9",
      facts,
      includeText: false,
      variant,
      grain: false,
    });
    const { png, width, height } = await render(poster.svg);
    const href = `data:image/png;base64,${Buffer.from(png).toString("base64")}`;
    const large = thumbnailSvg(href, { width, height }, 256);
    const framed = await pixelsOf(large.svg);
    const content = contentBox(framed.pixels, framed.width, framed.height);
    expect(content.width).toBeLessThan(1);
    for (const target of [
      { width: 108, height: 192 },
      { width: 120, height: 63 },
    ]) {
      const crop = imageCrop({ image: { href, width, height, content }, ...target });
      const drawn = await pixelsOf(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${target.width}" height="${target.height}">` +
          `<image href="${href}" x="${crop.x}" y="${crop.y}" width="${crop.width}" height="${crop.height}" preserveAspectRatio="none"/></svg>`,
      );
      const paper = [...framed.pixels.slice(0, 3)];
      const isPaper = (x: number, y: number) => {
        const i = (y * target.width + x) * 4;
        return Math.hypot(...[0, 1, 2].map((c) => drawn.pixels[i + c] - paper[c])) < 20;
      };
      // No edge row or column of the placement is the poster's paper.
      const { width: w, height: h } = target;
      const edges = [
        Array.from({ length: w }, (_, x) => isPaper(x, 0)),
        Array.from({ length: w }, (_, x) => isPaper(x, h - 1)),
        Array.from({ length: h }, (_, y) => isPaper(0, y)),
        Array.from({ length: h }, (_, y) => isPaper(w - 1, y)),
      ];
      for (const edge of edges) expect(edge.filter(Boolean).length / edge.length).toBeLessThan(0.5);
    }
  });
});

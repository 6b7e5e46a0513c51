import { contrast, mix, type Palette } from "../color";
import { circle, path, rect, round } from "../svg";

/**
 * What a motif is drawn with. Motifs are flat, print-style pictograms drawn in a 100 × 100 box
 * (placed and scaled by ./motif.ts), in five colours chosen to stand out from the ground they
 * are drawn on: `a` the main body, `b` a second mass, `c` the accent, `ink` details and
 * `light` highlights.
 */
export type MotifPaint = { a: string; b: string; c: string; ink: string; light: string };

export type MotifDraw = (paint: MotifPaint) => string;

/** The weakest contrast of `color` against any of the grounds. */
function against(color: string, grounds: readonly string[]): number {
  return Math.min(...grounds.map((ground) => contrast(color, ground)));
}

/**
 * Colours for a motif on `grounds` (what lies under its box): the palette's brand colours first,
 * each kept only when it stands out from every ground (1.5:1; below that a shape melts into the
 * ground), then the ink and the paper; missing roles are tints of the ones found.
 */
export function motifPaint(grounds: readonly string[], palette: Palette): MotifPaint {
  const candidates = [
    palette.primary,
    palette.secondary,
    palette.accent,
    palette.ink,
    palette.paper,
  ];
  const found: string[] = [];
  for (const color of candidates) {
    if (against(color, grounds) >= 1.5 && !found.includes(color)) found.push(color);
  }
  const strongest = [palette.ink, palette.paper, "#111111", "#f7f3ea"].reduce((best, color) =>
    against(color, grounds) > against(best, grounds) ? color : best,
  );
  const a = found[0] ?? strongest;
  const tint = (color: string) =>
    mix(color, contrast(color, "#000000") > 8 ? "#000000" : "#ffffff", 0.35);
  const b = found[1] ?? tint(a);
  const c = found[2] ?? (found[1] ? tint(found[1]) : strongest === a ? tint(b) : strongest);
  const light =
    [palette.paper, "#ffffff"].find((color) => contrast(color, a) >= 1.8) ?? palette.ink;
  const ink = against(palette.ink, grounds) >= 1.5 && palette.ink !== a ? palette.ink : strongest;
  return { a, b, c, ink, light };
}

// Builders in the motif's 100 × 100 box.

export const r = (x: number, y: number, w: number, h: number, fill: string, rx = 0) =>
  rect(x, y, w, h, fill, rx ? { rx } : {});

export const c = (cx: number, cy: number, radius: number, fill: string) =>
  circle(cx, cy, radius, fill);

export const e = (cx: number, cy: number, rx: number, ry: number, fill: string, rotate = 0) =>
  `<ellipse cx="${round(cx)}" cy="${round(cy)}" rx="${round(rx)}" ry="${round(ry)}" fill="${fill}"${
    rotate ? ` transform="rotate(${round(rotate)} ${round(cx)} ${round(cy)})"` : ""
  }/>`;

export const p = (d: string, fill: string) => path(d, fill);

/** A stroked line or curve (no fill), rounded ends. */
export const s = (d: string, stroke: string, width: number) =>
  path(d, "none", {
    stroke,
    "stroke-width": width,
    "stroke-linecap": "round",
    "stroke-linejoin": "round",
  });

/** A regular star or burst: `points` tips between radii `outer` and `inner`. */
export function star(cx: number, cy: number, outer: number, inner: number, points: number) {
  const corners: string[] = [];
  for (let i = 0; i < points * 2; i += 1) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = (Math.PI * i) / points - Math.PI / 2;
    corners.push(`${round(cx + radius * Math.cos(angle))} ${round(cy + radius * Math.sin(angle))}`);
  }
  return `M${corners.join(" L")} Z`;
}

/** `count` rays around a centre, as thin rectangles turned about it. */
export function rays(
  cx: number,
  cy: number,
  from: number,
  length: number,
  width: number,
  count: number,
  fill: string,
) {
  return Array.from({ length: count }, (_, i) =>
    rect(cx - width / 2, cy - from - length, width, length, fill, {
      rx: width / 2,
      transform: `rotate(${round((360 / count) * i)} ${round(cx)} ${round(cy)})`,
    }),
  ).join("");
}

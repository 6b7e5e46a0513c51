import { fmt } from "./monogram";

/**
 * Background motifs, one per legend, each a nod to the legend's era or work, drawn on a 400×400
 * canvas in the palette's tonal colour (`tone`, close to the field) with small touches of
 * `accent`. They stay quiet so the initials remain the loudest thing.
 */

export type Palette = { field: string; ink: string; tone: string; accent: string };
export type Random = () => number;
type Motif = (p: Palette, random: Random) => string;

const S = 400;
const C = S / 2;

function polygon(points: [number, number][], fill: string, extra = ""): string {
  return `<polygon fill="${fill}"${extra} points="${points.map(([x, y]) => `${fmt(x)},${fmt(y)}`).join(" ")}"/>`;
}

function circle(cx: number, cy: number, r: number, fill: string, extra = ""): string {
  return `<circle cx="${fmt(cx)}" cy="${fmt(cy)}" r="${fmt(r)}" fill="${fill}"${extra}/>`;
}

function ring(cx: number, cy: number, r: number, stroke: string, width: number): string {
  return `<circle cx="${fmt(cx)}" cy="${fmt(cy)}" r="${fmt(r)}" fill="none" stroke="${stroke}" stroke-width="${fmt(width)}"/>`;
}

function line(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width: number,
): string {
  return `<line x1="${fmt(x1)}" y1="${fmt(y1)}" x2="${fmt(x2)}" y2="${fmt(y2)}" stroke="${stroke}" stroke-width="${fmt(width)}"/>`;
}

/** Wedges from (ox, oy) alternating with the field. */
function wedges(
  ox: number,
  oy: number,
  count: number,
  from: number,
  to: number,
  fill: string,
): string {
  const step = (to - from) / count;
  const r = S * 1.6;
  let out = "";
  for (let i = 0; i < count; i += 2) {
    const a = from + i * step;
    const b = a + step;
    out += polygon(
      [
        [ox, oy],
        [ox + r * Math.cos(a), oy + r * Math.sin(a)],
        [ox + r * Math.cos(b), oy + r * Math.sin(b)],
      ],
      fill,
    );
  }
  return out;
}

export const MOTIFS = {
  /** Art deco fan rising from the bottom edge, gold keyline (1910s–20s). */
  decoFan: (p) => {
    let out = "";
    for (let r = 360; r > 40; r -= 44) {
      out += `<path d="M${C - r} ${S}A${r} ${r} 0 0 1 ${C + r} ${S}Z" fill="${r % 88 === 8 ? p.tone : p.field}"/>`;
    }
    out += wedges(C, S, 18, Math.PI, Math.PI * 2, p.tone).replace(
      /<polygon/g,
      '<polygon opacity="0.55"',
    );
    out += `<path d="M${C - 60} ${S}A60 60 0 0 1 ${C + 60} ${S}" fill="none" stroke="${p.accent}" stroke-width="3"/>`;
    return out;
  },
  /** Newspaper halftone: dots growing towards one corner. */
  halftone: (p, random) => {
    let out = "";
    const flip = random() < 0.5;
    for (let y = 10; y < S; y += 20) {
      for (let x = 10 + ((y / 20) % 2) * 10; x < S; x += 20) {
        const t = ((flip ? S - x : x) + (S - y)) / (2 * S);
        const r = 9.5 * (1 - t) ** 1.6;
        if (r > 0.6) out += circle(x, y, r, p.tone);
      }
    }
    return out + `<rect x="28" y="28" width="44" height="8" fill="${p.accent}"/>`;
  },
  /** Sunburst from below: warm, optimistic (Chicago school, Americana). */
  rays: (p, random) => wedges(C + (random() - 0.5) * 80, S + 40, 32, Math.PI, Math.PI * 2, p.tone),
  /** Repeated chevrons: one claim, said again and again. */
  chevrons: (p) => {
    let out = "";
    for (let i = -2; i < 9; i++) {
      const y = i * 56;
      out += polygon(
        [
          [0, y],
          [C, y + 90],
          [S, y],
          [S, y + 26],
          [C, y + 116],
          [0, y + 26],
        ],
        p.tone,
      );
    }
    return (
      out +
      polygon(
        [
          [C - 14, 352],
          [C, 366],
          [C + 14, 352],
        ],
        p.accent,
      )
    );
  },
  /** Arrows racing right: the comparative ad. */
  arrows: (p) => {
    let out = "";
    for (let row = 0; row < 5; row++) {
      const y = 40 + row * 80;
      for (let col = -1; col < 5; col++) {
        const x = col * 100 + (row % 2) * 50;
        out += polygon(
          [
            [x, y - 22],
            [x + 40, y],
            [x, y + 22],
            [x + 18, y],
          ],
          col === 3 && row === 4 ? p.accent : p.tone,
        );
      }
    }
    return out;
  },
  /** Editorial columns: a magazine page with its rule and caption block. */
  columns: (p) => {
    let out = "";
    for (let x = 40; x <= 360; x += 64) out += line(x, 0, x, S, p.tone, 2);
    out += `<rect x="40" y="44" width="320" height="10" fill="${p.tone}"/>`;
    for (let y = 330; y < 372; y += 12)
      out += `<rect x="40" y="${y}" width="128" height="4" fill="${p.tone}"/>`;
    return out + `<rect x="232" y="330" width="40" height="4" fill="${p.accent}"/>`;
  },
  /** A strict modernist grid, one square filled. */
  grid: (p) => {
    let out = "";
    for (let i = 1; i < 8; i++) {
      out += line(i * 50, 0, i * 50, S, p.tone, 1.5) + line(0, i * 50, S, i * 50, p.tone, 1.5);
    }
    return out + `<rect x="300" y="300" width="50" height="50" fill="${p.accent}"/>`;
  },
  /** Flowing lines: hair, water, a bay. */
  waves: (p, random) => {
    let out = "";
    const amp = 10 + random() * 8;
    const len = 110 + random() * 60;
    for (let y = -20; y < S + 40; y += 26) {
      let d = `M-20 ${fmt(y)}`;
      for (let x = -20; x <= S + 20; x += 10)
        d += `L${fmt(x)} ${fmt(y + amp * Math.sin((x / len) * Math.PI * 2 + y / 60))}`;
      out += `<path d="${d}" fill="none" stroke="${p.tone}" stroke-width="9" stroke-linecap="round"/>`;
    }
    return out;
  },
  /** Think small: all white space and one small dot. */
  dot: (p) => ring(C, C, 176, p.tone, 1.5) + circle(332, 338, 9, p.accent),
  /** One confrontational diagonal slash across a cover. */
  slash: (p) =>
    polygon(
      [
        [250, -10],
        [330, -10],
        [150, 410],
        [70, 410],
      ],
      p.accent,
      ' opacity="0.9"',
    ) +
    polygon(
      [
        [350, -10],
        [372, -10],
        [192, 410],
        [170, 410],
      ],
      p.tone,
    ),
  /** Bauhaus tiles: quarter circles and half moons in pop colour. */
  bauhaus: (p, random) => {
    let out = "";
    const size = 100;
    for (let row = 0; row < 4; row++) {
      for (let col = 0; col < 4; col++) {
        const x = col * size;
        const y = row * size;
        const corner = Math.floor(random() * 4);
        const cx = x + (corner % 2) * size;
        const cy = y + Math.floor(corner / 2) * size;
        const edge = row === 0 || row === 3 || col === 0 || col === 3;
        const fill = edge && (row * 4 + col) % 5 === 3 ? p.accent : p.tone;
        out += `<path d="M${cx} ${cy}L${cx === x ? x + size : x} ${cy}A${size} ${size} 0 0 ${corner === 0 || corner === 3 ? 1 : 0} ${cx} ${cy === y ? y + size : y}Z" fill="${fill}"/>`;
      }
    }
    return out;
  },
  /** Concentric rings off-centre: a target, a glass seen from above. */
  rings: (p, random) => {
    const cx = random() < 0.5 ? 40 + random() * 60 : 300 + random() * 60;
    const cy = random() < 0.5 ? 40 + random() * 60 : 300 + random() * 60;
    let out = "";
    for (let r = 30; r < 520; r += 34) out += ring(cx, cy, r, p.tone, 14);
    return out + circle(cx, cy, 10, p.accent);
  },
  /** A setting sun sliced by horizon lines (the West Coast). */
  sun: (p) => {
    let out = circle(C, 250, 150, p.tone);
    for (let i = 0; i < 7; i++) {
      const y = 250 + i * 20;
      out += `<rect x="0" y="${y}" width="${S}" height="${4 + i * 2}" fill="${p.field}"/>`;
    }
    return out + `<rect x="0" y="388" width="${S}" height="12" fill="${p.accent}"/>`;
  },
  /** Swiss sports-poster blocks. */
  blocks: (p) =>
    `<rect x="0" y="0" width="150" height="400" fill="${p.tone}"/>` +
    `<rect x="150" y="310" width="250" height="90" fill="${p.tone}"/>` +
    `<rect x="300" y="0" width="100" height="60" fill="${p.tone}"/>` +
    `<rect x="150" y="352" width="250" height="8" fill="${p.accent}"/>`,
  /** Hazard stripes: the provocation. */
  hazard: (p) => {
    let out = "";
    for (let x = -400; x < 400; x += 60)
      out += polygon(
        [
          [x, 400],
          [x + 30, 400],
          [x + 430, 0],
          [x + 400, 0],
        ],
        p.tone,
      );
    return out;
  },
  /** Candy-coloured confetti. */
  confetti: (p, random) => {
    let out = "";
    for (let i = 0; i < 46; i++) {
      const x = random() * S;
      const y = random() * S;
      if (Math.hypot(x - C, y - C) < 120) continue;
      out += circle(x, y, 6 + random() * 10, i % 6 === 0 ? p.accent : p.tone);
    }
    return out;
  },
  /** Basketball court lines. */
  court: (p) =>
    ring(C, -10, 190, p.tone, 10) +
    `<rect x="120" y="-10" width="160" height="200" fill="none" stroke="${p.tone}" stroke-width="10"/>` +
    ring(C, 190, 80, p.tone, 10) +
    ring(C, S + 10, 70, p.tone, 10) +
    line(0, S - 2, S, S - 2, p.accent, 12),
  /** A music staff with a few notes. */
  staff: (p) => {
    let out = "";
    for (const top of [60, 290]) {
      for (let i = 0; i < 5; i++) out += line(0, top + i * 14, S, top + i * 14, p.tone, 3);
    }
    for (const [x, y] of [
      [60, 332],
      [130, 318],
      [330, 81],
    ])
      out += `<ellipse cx="${x}" cy="${y}" rx="11" ry="8" transform="rotate(-20 ${x} ${y})" fill="${p.accent}"/>`;
    return out;
  },
  /** Denim: twill diagonals and a double seam stitch. */
  stitch: (p) => {
    let out = "";
    for (let x = -400; x < 400; x += 14) out += line(x, 400, x + 400, 0, p.tone, 4);
    const dash = ' stroke-dasharray="12 8"';
    out += `<path d="M0 326Q200 296 400 336" fill="none" stroke="${p.accent}" stroke-width="3"${dash}/>`;
    out += `<path d="M0 342Q200 312 400 352" fill="none" stroke="${p.accent}" stroke-width="3"${dash}/>`;
    return out;
  },
  /** A cut of silk: a long, slashed curve. */
  silk: (p) =>
    `<path d="M-20 120C120 40 180 260 420 150L420 230C200 330 140 120 -20 210Z" fill="${p.tone}"/>` +
    `<path d="M-20 300C140 250 210 380 420 320L420 350C210 410 150 280 -20 330Z" fill="${p.tone}"/>` +
    `<path d="M-20 372C140 330 230 420 420 366" fill="none" stroke="${p.accent}" stroke-width="3"/>`,
  /** A diamond lattice. */
  lattice: (p) => {
    let out = "";
    for (let y = -50; y < S + 50; y += 50) {
      for (let x = (y / 50) % 2 === 0 ? 0 : 25; x < S + 50; x += 50) {
        out += polygon(
          [
            [x, y - 25],
            [x + 25, y],
            [x, y + 25],
            [x - 25, y],
          ],
          p.tone,
        );
      }
    }
    return (
      out +
      polygon(
        [
          [C, 362],
          [C + 10, 372],
          [C, 382],
          [C - 10, 372],
        ],
        p.accent,
      )
    );
  },
  /** Marigold petals around the centre. */
  petals: (p) => {
    let out = "";
    for (let ringIndex = 0; ringIndex < 2; ringIndex++) {
      const count = 16 + ringIndex * 8;
      const distance = 190 + ringIndex * 70;
      for (let i = 0; i < count; i++) {
        const a = (i / count) * Math.PI * 2 + ringIndex * 0.2;
        const x = C + distance * Math.cos(a);
        const y = C + distance * Math.sin(a);
        out += `<ellipse cx="${fmt(x)}" cy="${fmt(y)}" rx="34" ry="14" transform="rotate(${fmt((a * 180) / Math.PI)} ${fmt(x)} ${fmt(y)})" fill="${i % 4 === 0 && ringIndex === 0 ? p.accent : p.tone}"/>`;
      }
    }
    return out;
  },
} satisfies Record<string, Motif>;

export type MotifName = keyof typeof MOTIFS;

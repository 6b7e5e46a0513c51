/**
 * Writes the legends' portraits to public/legends/{slug}.svg: original editorial monograms (the
 * legend's initials in Fraunces display on an era-coloured field with a motif that nods to their
 * work). Never photographs. Deterministic: the same roster gives byte-identical files.
 *
 *   node --import tsx scripts/legend-portraits.ts           write every portrait
 *   node --import tsx scripts/legend-portraits.ts --check   fail if any file is missing or stale
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { seededRoster } from "../convex/legends/roster/roster";
import { DESIGNS } from "./legend-portraits/design";
import { GLYPH_SOURCE, initialsOf, monogram } from "./legend-portraits/monogram";
import { MOTIFS } from "./legend-portraits/motifs";

const OUT_DIR = fileURLToPath(new URL("../public/legends/", import.meta.url));

function seededRandom(seed: string): () => number {
  let state = 2166136261;
  for (const char of seed) state = Math.imul(state ^ char.charCodeAt(0), 16777619);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

export function portraitSvg(legend: { slug: string; name: string }): string {
  const design = DESIGNS[legend.slug];
  if (!design) throw new Error(`No portrait design for "${legend.slug}" in design.ts`);
  const { palette } = design;
  const initials = initialsOf(legend.name, design.initials);
  const id = legend.slug;
  const title = `${legend.name}: illustrated monogram portrait`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img" aria-labelledby="${id}-title">`,
    `<title id="${id}-title">${escapeXml(title)}</title>`,
    `<!-- Legendary original artwork. Letters: ${GLYPH_SOURCE}. -->`,
    `<defs><clipPath id="${id}-canvas"><rect width="400" height="400"/></clipPath>`,
    `<radialGradient id="${id}-light" cx="0.5" cy="0.42" r="0.75"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.22"/></radialGradient></defs>`,
    `<g clip-path="url(#${id}-canvas)">`,
    `<rect width="400" height="400" fill="${palette.field}"/>`,
    MOTIFS[design.motif](palette, seededRandom(legend.slug)),
    `<rect width="400" height="400" fill="url(#${id}-light)"/>`,
    monogram(initials, {
      cx: 200,
      cy: 196,
      capPx: initials.length > 2 ? 132 : 168,
      maxWidth: 300,
      fill: palette.ink,
    }),
    `</g></svg>`,
    "",
  ].join("\n");
}

function main(check: boolean): void {
  mkdirSync(OUT_DIR, { recursive: true });
  const stale: string[] = [];
  for (const legend of seededRoster()) {
    const file = `${OUT_DIR}${legend.slug}.svg`;
    const svg = portraitSvg(legend);
    if (check) {
      let current = "";
      try {
        current = readFileSync(file, "utf8");
      } catch {
        // missing counts as stale
      }
      if (current !== svg) stale.push(legend.slug);
    } else {
      writeFileSync(file, svg);
    }
  }
  if (stale.length > 0) {
    console.error(`Stale or missing portraits: ${stale.join(", ")}. Run without --check.`);
    process.exitCode = 1;
  } else {
    console.log(check ? "Portraits are up to date." : `Wrote portraits to ${OUT_DIR}`);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.includes("--check"));
}

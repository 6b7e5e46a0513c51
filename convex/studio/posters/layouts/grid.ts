import { legibleField, readableOn } from "../color";
import { circle, path, rect, round, shuffled, type Layout, type LayoutContext } from "../svg";
import { block, brandBlock, headlineMax, smallSize, type CopyBlock } from "./common";

/**
 * The Swiss grid: square modules with even gutters, some filled with the palette, some carrying a
 * disc, a quarter arc or stripes, and one double module holding the idea's motif; the headline
 * set flush left on the same grid, below or beside.
 */

type Cell = { x: number; y: number; size: number };

function motifCell(context: LayoutContext, cell: Cell, fill: string, kind: number): string {
  const { palette } = context;
  const { x, y, size } = cell;
  const onFill = fill === palette.paper ? palette.primary : palette.paper;
  switch (kind) {
    case 0:
      return rect(x, y, size, size, fill);
    case 1:
      return rect(x, y, size, size, fill) + circle(x + size / 2, y + size / 2, size * 0.32, onFill);
    case 2: {
      // Quarter disc from the cell's corner.
      const d = `M${round(x)} ${round(y + size)} L${round(x)} ${round(y)} A${round(size)} ${round(size)} 0 0 1 ${round(x + size)} ${round(y + size)} Z`;
      return rect(x, y, size, size, onFill) + path(d, fill);
    }
    case 3: {
      const stripes = [0, 1, 2, 3].map((i) =>
        rect(x, y + (size / 4) * i, size, size / 8, fill === palette.paper ? palette.ink : fill),
      );
      return stripes.join("");
    }
    default:
      return circle(x + size / 2, y + size / 2, size / 2, fill);
  }
}

export const grid: Layout = (context) => {
  const { width: W, height: H, margin: m, unit, palette, random, copy } = context;
  const landscape = context.shape === "landscape";
  const gutter = unit * 0.018;
  const cols = landscape ? 7 : 4;
  const size = (W - 2 * m - (cols - 1) * gutter) / cols;
  const totalRows = Math.floor((H - 2 * m + gutter) / (size + gutter));
  // Rows (or columns, in landscape) kept free for type.
  const textRows = copy ? (landscape ? 0 : Math.max(2, Math.round(totalRows * 0.4))) : 0;
  const textCols = copy && landscape ? 3 : 0;
  const rows = totalRows - textRows;
  const gridHeight = totalRows * size + (totalRows - 1) * gutter;
  const top = m + (H - 2 * m - gridHeight) / 2;

  const paper = legibleField(palette.paper, palette);
  const parts = [rect(0, 0, W, H, paper)];
  // The motif's module: two by two where the grid allows, placed by the seed.
  const span = rows >= 2 && cols - textCols >= 2 ? 2 : 1;
  const big = {
    row: random.int(0, Math.max(0, rows - span)),
    col: textCols + random.int(0, Math.max(0, cols - textCols - span)),
  };
  const covered = (row: number, col: number) =>
    row >= big.row && row < big.row + span && col >= big.col && col < big.col + span;
  const bigFill = random.pick([paper, palette.primary, palette.ink]);
  const bigSize = span * size + (span - 1) * gutter;
  const bigX = m + big.col * (size + gutter);
  const bigY = top + big.row * (size + gutter);
  parts.push(rect(bigX, bigY, bigSize, bigSize, bigFill));
  const inset = bigSize * 0.1;
  const motif = {
    x: bigX + inset,
    y: bigY + inset,
    size: bigSize - 2 * inset,
    grounds: [bigFill],
  };
  // Colours are dealt from a shuffled deck, not drawn independently, so every one shows up.
  const deck = shuffled(
    [palette.primary, palette.primary, palette.secondary, palette.accent, palette.ink],
    random,
  );
  let dealt = 0;
  let anchored = false;
  for (let row = 0; row < rows; row += 1) {
    for (let col = textCols; col < cols; col += 1) {
      if (covered(row, col)) continue;
      const first = !anchored;
      if (!first && random.chance(0.22)) continue;
      anchored = true;
      const cell = { x: m + col * (size + gutter), y: top + row * (size + gutter), size };
      const kind = first || random.chance(0.55) ? 0 : random.int(1, 4);
      // The first module is always the brand colour, solid: the grid's anchor.
      const fill = first ? palette.primary : deck[dealt++ % deck.length];
      parts.push(motifCell(context, cell, fill, kind));
    }
  }

  if (!copy) return { body: parts.join(""), motif, copy: [] };

  const ink = readableOn(paper, palette);
  const small = smallSize(context);
  const box = landscape
    ? { x: m, y: top, width: textCols * size + (textCols - 1) * gutter, height: gridHeight }
    : {
        x: m,
        y: top + rows * (size + gutter) + gutter,
        width: W - 2 * m,
        height: textRows * (size + gutter) - 2 * gutter,
      };
  const footer = small * (copy.tagline ? 4.2 : 2.2);
  const blocks: CopyBlock[] = [];
  const headline = block(
    copy.headline,
    { ...box, height: box.height - footer },
    {
      font: "sans",
      maxSize: headlineMax(context, landscape ? 0.1 : 0.12),
      minSize: Math.round(unit * 0.035),
      lineHeight: 1.0,
      maxLines: 5,
      tracking: -0.02,
    },
    { fill: ink, tracking: -0.02 },
  );
  blocks.push({ block: headline, field: paper });
  const baseline = box.y + box.height;
  if (copy.brand) {
    blocks.push({
      block: brandBlock(copy.brand, box.x, baseline, small, ink, "start", box.width),
      field: paper,
    });
  }
  if (copy.tagline) {
    const tagline = block(
      copy.tagline,
      { x: box.x, y: baseline - small * 4, width: box.width, height: small * 1.6 },
      {
        font: "sansRegular",
        maxSize: small * 1.1,
        minSize: small * 0.8,
        lineHeight: 1.2,
        maxLines: 1,
      },
      { fill: ink },
    );
    blocks.push({ block: tagline, field: paper });
  }
  return { body: parts.join(""), motif, copy: blocks };
};

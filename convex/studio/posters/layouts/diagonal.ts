import { contrast, legibleField, readableOn, TEXT_CONTRAST, textContrast, textOn } from "../color";
import { circle, rect, round, type Layout } from "../svg";
import { block, brandBlock, headlineMax, smallSize, type Block, type CopyBlock } from "./common";

/**
 * Constructivist: a heavy band and a thin one cut across the canvas on the diagonal over a big
 * disc that carries the idea's motif; the headline stacks in a solid block low on the page, read
 * against one flat colour.
 */
export const diagonal: Layout = (context) => {
  const { width: W, height: H, margin: m, unit, palette, random, copy } = context;
  const landscape = context.shape === "landscape";
  const background = random.chance(0.5) ? palette.paper : palette.primary;
  const band =
    [palette.accent, palette.secondary, palette.ink].find((c) => contrast(c, background) >= 1.8) ??
    palette.ink;
  const disc = background === palette.primary ? palette.paper : palette.primary;
  const angle = -random.range(22, 34);
  const parts = [rect(0, 0, W, H, background)];

  const discR = Math.min(unit * random.range(0.28, 0.36), H * 0.3);
  const discX = W * random.range(0.6, 0.75);
  const discY = Math.max(H * (landscape ? 0.45 : 0.3), discR + m * 0.5);
  parts.push(circle(discX, discY, discR, disc));

  // Bands are drawn long and rotated about the canvas centre so their ends never show.
  const length = Math.hypot(W, H) * 1.4;
  const heavy = unit * random.range(0.12, 0.16);
  const thin = unit * 0.025;
  const cx = W / 2;
  const cy = H * (landscape ? 0.42 : 0.36);
  const rotate = `rotate(${round(angle)} ${round(cx)} ${round(cy)})`;
  const thinColor = textOn(background, palette);
  parts.push(rect(cx - length / 2, cy - heavy / 2, length, heavy, band, { transform: rotate }));
  parts.push(
    rect(cx - length / 2, cy + heavy / 2 + heavy * 0.45, length, thin, thinColor, {
      transform: rotate,
    }),
  );
  const size = discR * 1.45;
  const motif = {
    x: discX - size / 2,
    y: discY - size / 2,
    size,
    grounds: [disc, band, background, thinColor],
  };

  if (!copy) return { body: parts.join(""), motif, copy: [] };

  const small = smallSize(context);
  // Everything set sits in one solid panel, so it reads over whatever crosses beneath it.
  const panel = landscape
    ? { x: m, y: H * 0.42, width: W * 0.58, height: H * 0.58 - m }
    : { x: m, y: H * 0.55, width: W - 2 * m, height: H * 0.45 - m };
  const panelFill = legibleField(
    palette.ink === background ? palette.primary : palette.ink,
    palette,
  );
  const onPanel = readableOn(panelFill, palette);
  const pad = unit * 0.045;
  const brandRoom = copy.brand ? small * 2.6 : 0;
  const taglineRoom = copy.tagline ? small * 3.6 : 0;
  const inner = { x: panel.x + pad, width: panel.width - 2 * pad };

  // Set once to measure, then again lower: the panel hugs its text and rests on the margin.
  const set = (shift: number) => {
    const headline = block(
      copy.headline.toUpperCase(),
      {
        ...inner,
        y: panel.y + shift + pad + brandRoom,
        height: panel.height - 2 * pad - brandRoom - taglineRoom,
      },
      {
        font: "sans",
        maxSize: headlineMax(context, landscape ? 0.11 : 0.12),
        minSize: Math.round(unit * 0.04),
        lineHeight: 0.95,
        maxLines: 5,
        tracking: -0.01,
      },
      { fill: onPanel, tracking: -0.01 },
    );
    const tagline = copy.tagline
      ? block(
          copy.tagline,
          { ...inner, y: headline.bottom + small * 0.8, height: small * 2.8 },
          {
            font: "sansRegular",
            maxSize: small * 1.1,
            minSize: small * 0.8,
            lineHeight: 1.25,
            maxLines: 2,
          },
          { fill: onPanel },
        )
      : null;
    const label = copy.brand
      ? brandBlock(
          copy.brand,
          inner.x,
          panel.y + shift + pad + small,
          small,
          // The brand in the accent where it reads at 4.5:1 on the panel.
          textContrast(palette.accent, panelFill) >= TEXT_CONTRAST ? palette.accent : onPanel,
          "start",
          inner.width,
        )
      : null;
    return { headline, tagline, label };
  };
  const measured = set(0);
  const contentBottom = (measured.tagline?.bottom ?? measured.headline.bottom) + pad * 0.8;
  const shift = panel.y + panel.height - contentBottom;
  const placed = set(shift);
  const contentWidth = Math.max(placed.headline.width, placed.tagline?.width ?? 0) + 2 * pad;
  parts.push(
    rect(
      panel.x,
      panel.y + shift,
      Math.max(contentWidth, panel.width * 0.6),
      contentBottom - panel.y,
      panelFill,
    ),
  );
  const blocks: CopyBlock[] = [placed.label, placed.headline, placed.tagline]
    .filter((b): b is Block => b !== null)
    .map((b) => ({ block: b, field: panelFill }));
  return { body: parts.join(""), motif, copy: blocks };
};

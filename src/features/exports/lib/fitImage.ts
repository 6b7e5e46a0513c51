/** Width and height at the image's proportions, within `maxWidth` × `maxHeight`, never enlarged. */
export function fitImage(
  width: number,
  height: number,
  maxWidth: number,
  maxHeight: number,
): { width: number; height: number } {
  const w = width > 0 ? width : maxWidth;
  const h = height > 0 ? height : w;
  const scale = Math.min(1, maxWidth / w, maxHeight / h);
  return { width: Math.max(1, Math.round(w * scale)), height: Math.max(1, Math.round(h * scale)) };
}

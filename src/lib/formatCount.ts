/**
 * A whole number with en-US thousands separators ("12,345"), as `toLocaleString("en-US")` writes
 * it, without Intl: a page's first call into Intl sets up its locale data, which took ~20 ms of
 * main thread on a phone-speed CPU, inside the render of the home page's first screen (issue 20).
 * Fractions are rounded to whole numbers.
 */
export function formatCount(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const whole = Math.round(Math.abs(value));
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return value < 0 && whole !== 0 ? `-${grouped}` : grouped;
}

/**
 * Reading the optional text fields of a JSON body: absent or null means "not given"; anything
 * other than a string is the caller's mistake, answered with a 400 naming the field.
 */
export type TextFields<K extends string> =
  { ok: true; values: Partial<Record<K, string>> } | { ok: false; error: string };

export function textFields<K extends string>(
  body: Record<string, unknown>,
  names: readonly K[],
): TextFields<K> {
  const values: Partial<Record<K, string>> = {};
  for (const name of names) {
    const value = body[name];
    if (value === undefined || value === null) continue;
    if (typeof value !== "string") return { ok: false, error: `${name} must be text.` };
    values[name] = value;
  }
  return { ok: true, values };
}

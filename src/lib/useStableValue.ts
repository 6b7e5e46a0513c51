import { useState } from "react";

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/**
 * `next` with each part that deep-equals the same part of `previous` replaced by that part (the
 * whole of `previous` when nothing changed). Arrays and plain objects are compared; anything else
 * only by identity.
 */
export function shareEqualParts<T>(previous: unknown, next: T): T {
  if (Object.is(previous, next)) return previous as T;
  const arrays = Array.isArray(previous) && Array.isArray(next);
  if (!arrays && !(isPlainObject(previous) && isPlainObject(next))) return next;
  const before = previous as Record<string, unknown>;
  const after = next as Record<string, unknown>;
  const keys = Object.keys(after);
  // An array's indices are its keys too, so one loop fills either.
  const shared = (arrays ? [] : {}) as Record<string, unknown>;
  let same = Object.keys(before).length === keys.length;
  for (const key of keys) {
    shared[key] = shareEqualParts(before[key], after[key]);
    if (shared[key] !== before[key] || !(key in before)) same = false;
  }
  return (same ? previous : shared) as T;
}

/**
 * A live query's answer keeping the identity of what didn't change since the last one: every
 * answer arrives as new objects, and without this a memoized row re-renders on every update to
 * any other row.
 */
export function useStableValue<T>(value: T): T {
  const [kept, setKept] = useState(value);
  const stable = shareEqualParts(kept, value);
  // Remembered for the next answer (React's pattern for keeping what a previous render saw).
  if (stable !== kept) setKept(stable);
  return stable;
}

/**
 * Seeded randomness for the offline studio. Same seed, same choices, on every runtime: no
 * Math.random, no clock. `fork` derives an independent stream per label (a field's path), so
 * one field's choices do not shift when another field is added or reordered.
 */

/** cyrb53 folded to 32 bits: fast, well mixed, stable across engines. */
export function hashString(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (h1 ^ h2) >>> 0;
}

export type Rng = {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items (fewer when the list is shorter), in random order. */
  sample<T>(items: readonly T[], count: number): T[];
  chance(probability: number): boolean;
  fork(label: string): Rng;
};

export function createRng(seed: string): Rng {
  // mulberry32
  let state = hashString(seed);
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const rng: Rng = {
    next,
    int,
    pick: (items) => {
      if (items.length === 0) throw new Error("pick from an empty list");
      return items[int(0, items.length - 1)];
    },
    sample: (items, count) => {
      const pool = [...items];
      for (let index = pool.length - 1; index > 0; index -= 1) {
        const swap = int(0, index);
        [pool[index], pool[swap]] = [pool[swap], pool[index]];
      }
      return pool.slice(0, Math.max(0, count));
    },
    chance: (probability) => next() < probability,
    fork: (label) => createRng(`${seed}\u241f${label}`),
  };
  return rng;
}

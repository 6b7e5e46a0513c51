import { c, e, p, r, rays, s, type MotifDraw } from "./paint";

/**
 * Places, people and nature as flat pictograms in a 100 × 100 box: the road, the city, the
 * mountain, the sun… and the abstract marks used when an idea names nothing drawable.
 */
export const SCENES: Record<string, MotifDraw> = {
  sun: ({ a, c: accent }) => [rays(50, 50, 30, 16, 6, 12, accent), c(50, 50, 26, a)].join(""),

  road: ({ a, b, ink, light }) =>
    [
      c(74, 20, 12, a),
      r(0, 30, 100, 6, b),
      p("M38 34 H62 L100 100 H0 Z", ink),
      s("M40 37 L5 100 M60 37 L95 100", light, 2),
      p("M49 40 H51 L51.6 50 H48.4 Z", light),
      p("M48 58 H52 L53 72 H47 Z", light),
      p("M46.5 82 H53.5 L55 100 H45 Z", light),
    ].join(""),

  city: ({ a, b, c: accent, light }) =>
    [
      c(78, 18, 10, accent),
      r(4, 40, 20, 56, b),
      r(24, 22, 22, 74, a),
      r(46, 50, 16, 46, b),
      r(62, 32, 22, 64, a),
      r(84, 58, 14, 38, b),
      ...[30, 42, 54, 66, 78].flatMap((y) => [r(28, y, 5, 6, light), r(37, y, 5, 6, light)]),
      ...[40, 52, 64, 76].flatMap((y) => [r(66, y, 5, 6, light), r(75, y, 5, 6, light)]),
    ].join(""),

  mountain: ({ a, b, c: accent, light }) =>
    [
      c(76, 22, 11, accent),
      p("M2 92 L36 30 L70 92 Z", b),
      p("M30 92 L64 18 L98 92 Z", a),
      p("M64 18 L74 40 L68 36 L62 42 L56 36 L54 40 Z", light),
      p("M36 30 L44 45 L39 42 L34 46 L29 42 Z", light),
    ].join(""),

  wave: ({ a, b, c: accent }) =>
    [
      c(70, 24, 14, accent),
      p("M0 56 Q12 44 25 56 T50 56 T75 56 T100 56 V100 H0 Z", b),
      p("M0 70 Q12 58 25 70 T50 70 T75 70 T100 70 V100 H0 Z", a),
      p("M0 84 Q12 74 25 84 T50 84 T75 84 T100 84 V100 H0 Z", b),
    ].join(""),

  rain: ({ a, b }) =>
    [
      c(34, 34, 18, b),
      c(56, 26, 22, b),
      c(74, 38, 14, b),
      r(16, 34, 72, 18, b, 9),
      ...[
        [26, 66],
        [46, 72],
        [66, 66],
        [84, 74],
        [34, 90],
        [58, 92],
      ].map(([x, y]) =>
        p(`M${x} ${y - 12} Q${x + 7} ${y} ${x} ${y + 5} Q${x - 7} ${y} ${x} ${y - 12} Z`, a),
      ),
    ].join(""),

  leaf: ({ a, b, c: accent }) =>
    [
      p("M36 70 H64 L60 96 H40 Z", accent),
      s("M50 70 V30", b, 4),
      p("M50 52 Q22 52 14 24 Q42 22 50 52 Z", a),
      p("M50 44 Q76 44 86 14 Q56 12 50 44 Z", b),
      p("M50 34 Q40 18 50 4 Q60 18 50 34 Z", a),
    ].join(""),

  tree: ({ a, b, ink }) =>
    [
      r(44, 60, 12, 36, ink, 3),
      c(50, 40, 30, a),
      c(32, 52, 16, b),
      c(70, 50, 18, b),
      c(54, 22, 16, b),
    ].join(""),

  people: ({ a, b, c: accent }) =>
    [
      c(22, 38, 10, b),
      p("M6 96 V70 Q6 54 22 54 Q38 54 38 70 V96 Z", b),
      c(78, 38, 10, accent),
      p("M62 96 V70 Q62 54 78 54 Q94 54 94 70 V96 Z", accent),
      c(50, 26, 13, a),
      p("M28 96 V64 Q28 44 50 44 Q72 44 72 64 V96 Z", a),
    ].join(""),

  hands: ({ a, b, light }) =>
    [
      c(50, 50, 46, b),
      r(30, 44, 40, 44, a, 12),
      r(30, 14, 9, 40, a, 4.5),
      r(40, 8, 9, 44, a, 4.5),
      r(50, 10, 9, 42, a, 4.5),
      r(60, 18, 9, 36, a, 4.5),
      r(18, 48, 9, 30, a, 4.5),
      e(46, 70, 10, 6, light),
    ].join(""),

  house: ({ a, b, c: accent, ink, light }) =>
    [
      r(66, 14, 10, 22, ink),
      p("M8 50 L50 12 L92 50 Z", b),
      r(18, 48, 64, 46, a),
      r(42, 64, 16, 30, ink),
      r(24, 56, 12, 12, light),
      r(64, 56, 12, 12, accent),
    ].join(""),

  car: ({ a, b, ink, light }) =>
    [
      p("M8 64 Q8 52 18 50 L30 32 Q34 26 42 26 H62 Q70 26 74 32 L84 50 Q94 52 94 64 V72 H8 Z", a),
      p("M34 34 H48 V50 H26 Z", light),
      p("M54 34 H66 L74 50 H54 Z", light),
      c(28, 74, 12, ink),
      c(72, 74, 12, ink),
      c(28, 74, 5, b),
      c(72, 74, 5, b),
    ].join(""),

  bicycle: ({ a, b, ink }) =>
    [
      c(24, 66, 20, ink),
      c(24, 66, 14, b),
      c(76, 66, 20, ink),
      c(76, 66, 14, b),
      s("M24 66 L40 40 H68 L76 66 M40 40 L50 66 L68 40 M50 66 H24", a, 5),
      s("M34 32 H46 M64 30 L70 28 V40", a, 5),
    ].join(""),

  globe: ({ a, b, light }) =>
    [
      c(50, 50, 44, b),
      p("M26 22 Q40 18 44 30 Q40 42 30 40 Q20 44 18 34 Z", a),
      p("M56 46 Q72 40 80 52 Q78 70 64 80 Q56 66 56 46 Z", a),
      s("M6 50 H94 M50 6 Q24 50 50 94 M50 6 Q76 50 50 94", light, 2.5),
    ].join(""),

  bird: ({ a, b, c: accent, ink }) =>
    [
      p("M16 58 Q30 40 52 46 Q70 30 92 34 Q78 44 74 56 Q62 78 34 74 Q22 72 16 58 Z", a),
      p("M40 52 Q48 22 70 14 Q66 38 56 52 Z", b),
      p("M88 34 L100 38 L90 42 Z", accent),
      c(82, 38, 2.5, ink),
    ].join(""),

  // Abstract marks: an idea that names nothing drawable still gets a shape of its own.
  orbit: ({ a, b, c: accent }) =>
    [
      s("M8 50 Q50 18 92 50 Q50 82 8 50 Z", b, 4),
      c(50, 50, 22, a),
      c(86, 40, 7, accent),
      c(18, 62, 5, b),
    ].join(""),

  burst: ({ a, b, c: accent }) =>
    [rays(50, 50, 16, 30, 7, 16, a), c(50, 50, 18, b), c(50, 50, 8, accent)].join(""),

  stack: ({ a, b, c: accent }) =>
    [
      r(14, 18, 72, 16, a, 8),
      r(22, 42, 56, 16, b, 8),
      r(30, 66, 40, 16, accent, 8),
      c(82, 82, 8, a),
    ].join(""),
};

/** Fallback marks, picked by the idea's words so the same idea keeps its mark. */
export const ABSTRACT_MOTIFS = ["orbit", "burst", "stack"] as const;

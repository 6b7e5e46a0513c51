import { c, e, p, r, rays, s, star, type MotifDraw } from "./paint";

/**
 * Things people hold and use, as flat pictograms in a 100 × 100 box: the cup, the phone, the
 * bottle… Each is a few solid shapes in the brand's colours, the way a screen-printed poster
 * would draw them, never a line drawing that would vanish at thumbnail size.
 */
export const OBJECTS: Record<string, MotifDraw> = {
  cup: ({ a, b, c: accent, ink }) =>
    [
      s("M38 30 Q32 24 38 17 Q44 10 38 4", accent, 4),
      s("M54 30 Q48 24 54 17 Q60 10 54 4", accent, 4),
      e(47, 86, 40, 8, b),
      s("M70 46 Q88 46 86 60 Q84 72 66 70", a, 7),
      p("M18 38 H76 V58 Q76 84 47 84 Q18 84 18 58 Z", a),
      e(47, 38, 29, 6, ink),
    ].join(""),

  bean: ({ a, b, ink }) =>
    [
      e(40, 52, 24, 34, a, -28),
      s("M30 26 Q52 44 36 58 Q24 70 48 80", ink, 5),
      e(74, 30, 14, 20, b, 32),
      s("M68 16 Q82 26 74 32 Q68 38 80 44", ink, 3.5),
    ].join(""),

  phone: ({ a, b, c: accent, ink, light }) =>
    [
      r(28, 6, 44, 88, ink, 9),
      r(32, 14, 36, 66, light, 3),
      r(36, 20, 26, 10, a, 4),
      r(36, 34, 20, 10, b, 4),
      r(42, 48, 22, 10, accent, 4),
      c(50, 87, 3.5, light),
    ].join(""),

  laptop: ({ a, b, ink, light }) =>
    [
      r(16, 18, 68, 46, ink, 4),
      r(21, 23, 58, 36, b, 2),
      r(27, 30, 30, 5, light, 2),
      r(27, 39, 40, 5, light, 2),
      r(27, 48, 22, 5, a, 2),
      p("M8 68 H92 L86 80 H14 Z", a),
    ].join(""),

  camera: ({ a, b, c: accent, ink, light }) =>
    [
      r(36, 16, 26, 14, ink, 3),
      r(8, 26, 84, 56, ink, 8),
      r(8, 42, 84, 8, a),
      c(50, 54, 22, b),
      c(50, 54, 14, ink),
      c(45, 49, 4, light),
      r(74, 32, 12, 6, accent, 2),
    ].join(""),

  headphones: ({ a, b, ink }) =>
    [
      s("M20 60 V48 Q20 16 50 16 Q80 16 80 48 V60", ink, 7),
      r(12, 52, 20, 34, a, 8),
      r(68, 52, 20, 34, a, 8),
      r(18, 58, 8, 22, b, 4),
      r(74, 58, 8, 22, b, 4),
    ].join(""),

  book: ({ a, b, ink, light }) =>
    [
      p("M8 24 Q30 16 50 26 V86 Q30 76 8 84 Z", a),
      p("M92 24 Q70 16 50 26 V86 Q70 76 92 84 Z", b),
      p("M14 28 Q30 22 46 30 V78 Q30 70 14 76 Z", light),
      p("M86 28 Q70 22 54 30 V78 Q70 70 86 76 Z", light),
      s("M20 38 Q30 35 40 40 M20 48 Q30 45 40 50 M20 58 Q30 55 40 60", ink, 2.5),
      s("M60 40 Q70 35 80 38 M60 50 Q70 45 80 48 M60 60 Q70 55 80 58", ink, 2.5),
    ].join(""),

  bottle: ({ a, c: accent, ink, light }) =>
    [
      r(41, 4, 18, 10, ink, 2),
      p("M42 14 H58 V28 Q72 36 72 50 V88 Q72 94 66 94 H34 Q28 94 28 88 V50 Q28 36 42 28 Z", a),
      r(28, 52, 44, 24, accent),
      r(36, 60, 28, 8, light, 3),
      r(33, 34, 6, 14, light, 3),
    ].join(""),

  bag: ({ a, b, ink, light }) =>
    [
      s("M34 38 V26 Q34 12 50 12 Q66 12 66 26 V38", ink, 6),
      p("M16 32 H84 L90 92 H10 Z", a),
      p("M16 32 H84 L86 46 H14 Z", b),
      c(34, 40, 3.5, light),
      c(66, 40, 3.5, light),
    ].join(""),

  clock: ({ a, b, ink, light }) =>
    [
      c(50, 52, 42, a),
      c(50, 52, 33, light),
      rays(50, 52, 26, 6, 3, 12, b),
      s("M50 52 V30 M50 52 L64 60", ink, 5),
      c(50, 52, 4, ink),
    ].join(""),

  bulb: ({ a, c: accent, ink, light }) =>
    [
      rays(50, 40, 30, 12, 4, 9, accent),
      c(50, 40, 24, a),
      c(42, 33, 6, light),
      r(38, 60, 24, 10, a, 2),
      r(40, 72, 20, 6, ink, 2),
      r(40, 80, 20, 6, ink, 2),
      r(45, 88, 10, 5, ink, 2),
    ].join(""),

  gift: ({ a, b, c: accent }) =>
    [
      e(38, 22, 14, 9, accent, -25),
      e(62, 22, 14, 9, accent, 25),
      r(10, 30, 80, 18, b, 3),
      r(16, 48, 68, 44, a, 2),
      r(44, 30, 12, 62, accent),
    ].join(""),

  key: ({ a, ink, light }) =>
    [
      c(30, 50, 22, a),
      c(30, 50, 9, light),
      r(46, 44, 48, 12, a, 3),
      r(70, 56, 8, 14, a, 2),
      r(84, 56, 8, 10, a, 2),
      s("M22 42 L26 38", ink, 2.5),
    ].join(""),

  plate: ({ a, b, ink, light }) =>
    [
      c(50, 52, 38, b),
      c(50, 52, 28, light),
      c(50, 52, 16, a),
      r(2, 16, 6, 72, ink, 3),
      r(92, 16, 6, 72, ink, 3),
    ].join(""),

  megaphone: ({ a, b, c: accent, ink }) =>
    [
      p("M22 40 L70 16 V84 L22 60 Z", a),
      r(10, 38, 16, 24, b, 3),
      p("M30 60 L40 86 H50 L44 64 Z", ink),
      s("M80 36 Q90 50 80 64 M86 26 Q100 50 86 74", accent, 4),
    ].join(""),

  target: ({ a, b, c: accent, light }) =>
    [c(50, 50, 44, a), c(50, 50, 33, light), c(50, 50, 23, b), c(50, 50, 12, accent)].join(""),

  check: ({ a, b, ink, light }) =>
    [
      r(16, 10, 68, 84, light, 4),
      r(34, 4, 32, 12, ink, 4),
      ...[28, 50, 72].map((y) => s(`M24 ${y} L30 ${y + 6} L40 ${y - 6}`, a, 5)),
      ...[28, 50, 72].map((y) => r(48, y - 3, 28, 6, b, 3)),
    ].join(""),

  star: ({ a, b, c: accent }) =>
    [
      p(star(46, 54, 40, 17, 5), a),
      p(star(82, 18, 12, 5, 5), accent),
      p(star(18, 16, 8, 3.5, 5), b),
    ].join(""),

  heart: ({ a, b, light }) =>
    [
      p(
        "M50 88 L14 52 Q2 38 12 24 Q24 8 42 18 Q48 22 50 28 Q52 22 58 18 Q76 8 88 24 Q98 38 86 52 Z",
        a,
      ),
      e(30, 32, 8, 5, light, -40),
      p(star(84, 14, 9, 3, 4), b),
    ].join(""),

  chat: ({ a, b, light }) =>
    [
      r(6, 12, 58, 40, a, 10),
      p("M16 50 L14 64 L30 50 Z", a),
      r(36, 44, 58, 38, b, 10),
      p("M82 80 L86 94 L70 80 Z", b),
      ...[52, 65, 78].map((x) => `${c(x - 2, 63, 4, light)}`),
      r(16, 24, 36, 5, light, 2.5),
      r(16, 34, 24, 5, light, 2.5),
    ].join(""),

  sign: ({ a, ink, light }) =>
    [
      p("M50 8 L94 88 H6 Z", ink),
      p("M50 20 L84 82 H16 Z", a),
      r(45, 38, 10, 26, light, 5),
      c(50, 72, 5, light),
    ].join(""),

  flame: ({ a, b, c: accent }) =>
    [
      p(
        "M50 94 Q18 92 18 62 Q18 40 38 22 Q36 38 48 44 Q46 20 62 6 Q64 30 76 44 Q86 56 82 70 Q78 92 50 94 Z",
        a,
      ),
      p(
        "M50 92 Q32 90 34 72 Q36 60 46 52 Q46 64 54 66 Q56 56 62 50 Q70 62 68 74 Q66 90 50 92 Z",
        accent,
      ),
      e(50, 82, 6, 8, b),
    ].join(""),

  bolt: ({ a, b }) =>
    [p("M58 4 L18 56 H46 L38 96 L82 40 H54 Z", a), s("M84 12 L92 4 M88 22 L98 20", b, 4)].join(""),

  rocket: ({ a, b, c: accent, light }) =>
    [
      p("M50 76 Q38 88 44 100 Q50 90 56 100 Q62 88 50 76 Z", accent),
      p("M34 52 L16 78 L36 74 Z", b),
      p("M66 52 L84 78 L64 74 Z", b),
      p("M50 2 Q72 22 68 52 L64 78 H36 L32 52 Q28 22 50 2 Z", a),
      c(50, 40, 10, light),
      c(50, 40, 6, b),
      r(36, 64, 28, 5, b),
    ].join(""),

  paw: ({ a, b }) =>
    [
      e(50, 66, 22, 18, a),
      e(24, 42, 8, 11, a, -20),
      e(40, 28, 8, 11, a, -6),
      e(60, 28, 8, 11, a, 6),
      e(76, 42, 8, 11, a, 20),
      c(84, 84, 5, b),
    ].join(""),

  eye: ({ a, b, ink, light }) =>
    [
      p("M4 50 Q50 6 96 50 Q50 94 4 50 Z", light),
      c(50, 50, 24, a),
      c(50, 50, 12, ink),
      c(56, 43, 5, light),
      s("M4 50 Q50 6 96 50 Q50 94 4 50 Z", b, 4),
    ].join(""),
};

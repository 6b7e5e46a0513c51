import type { MotifName, Palette } from "./motifs";

/**
 * Each legend's portrait: an era palette (field, initials ink, tonal motif colour, accent) and a
 * motif that nods to their work. Initials default to first + last name; `initials` overrides.
 */
export type PortraitDesign = { palette: Palette; motif: MotifName; initials?: string };

const p = (field: string, ink: string, tone: string, accent: string): Palette => ({
  field,
  ink,
  tone,
  accent,
});

export const DESIGNS: Record<string, PortraitDesign> = {
  // 1900s–1930s: deco teal and gold; newsprint and red ink.
  "helen-lansdowne-resor": {
    palette: p("#1d4744", "#f4e7c9", "#255752", "#c9a45c"),
    motif: "decoFan",
    initials: "HLR",
  },
  "claude-hopkins": { palette: p("#ede3cc", "#1f1d1a", "#ddd0b2", "#b3372e"), motif: "halftone" },
  // 1940s–1950s Madison Avenue: navy, brick, harvest green, blush.
  "david-ogilvy": { palette: p("#15233e", "#f2e8d5", "#1f3050", "#b38b4d"), motif: "columns" },
  "leo-burnett": { palette: p("#2e5b39", "#f6ead0", "#386a44", "#e0a93e"), motif: "rays" },
  "rosser-reeves": { palette: p("#b5302a", "#fff5e3", "#c13d35", "#1d1d1d"), motif: "chevrons" },
  "shirley-polykoff": { palette: p("#f0c6b3", "#5a1e2c", "#e8b39d", "#c7644f"), motif: "waves" },
  // 1960s Creative Revolution: white space, black, one bold colour; Braniff pop.
  "bill-bernbach": { palette: p("#f3efe6", "#121212", "#dcd5c6", "#d03a2f"), motif: "dot" },
  "phyllis-robinson": { palette: p("#ecdcbc", "#3a281b", "#e1cca3", "#a8652f"), motif: "halftone" },
  "helmut-krone": { palette: p("#ecebe6", "#101010", "#d3d2cb", "#1c4e9a"), motif: "grid" },
  "george-lois": { palette: p("#121212", "#f5efe4", "#262626", "#e2231a"), motif: "slash" },
  "mary-wells-lawrence": {
    palette: p("#e45b87", "#fff4e8", "#ea7199", "#2bb3b1"),
    motif: "bauhaus",
    initials: "MWL",
  },
  "carl-ally": { palette: p("#1c4b84", "#ffffff", "#275994", "#f2c230"), motif: "arrows" },
  // West Coast: firehouse red, spotlight black, surf blue, golden hour.
  "howard-gossage": { palette: p("#c4513a", "#fbf0de", "#cd634b", "#2e3a40"), motif: "waves" },
  "jay-chiat": { palette: p("#101012", "#f7f2e8", "#1f1f24", "#e8a53b"), motif: "rays" },
  "lee-clow": { palette: p("#2b7bb3", "#fff8ec", "#3889c1", "#f6c453"), motif: "sun" },
  "hal-riney": { palette: p("#d4944a", "#35210f", "#dba25d", "#a0602a"), motif: "sun" },
  // Independents: black and orange, milk white, provocation red.
  "dan-wieden": { palette: p("#191919", "#f4f0e8", "#262626", "#e4572e"), motif: "blocks" },
  "goodby-silverstein": {
    palette: p("#f4f1ea", "#1b2a4a", "#e6e0d3", "#5b8fd0"),
    motif: "rings",
    initials: "G&S",
  },
  "alex-bogusky": { palette: p("#e2312b", "#141414", "#d22a25", "#141414"), motif: "hazard" },
  // Culture makers: royal purple, emerald, basketball orange.
  "tom-burrell": { palette: p("#58287f", "#f7e6c2", "#65348e", "#e3a83b"), motif: "rings" },
  "caroline-jones": { palette: p("#0e6b5c", "#fff2dc", "#157a69", "#f2b541"), motif: "bauhaus" },
  "jimmy-smith": { palette: p("#ee5a24", "#141414", "#e24e19", "#141414"), motif: "court" },
  // Chief creatives: crimson and song; candy blue.
  "cheryl-berman": { palette: p("#9f1338", "#fcefe2", "#ad2347", "#f2c14e"), motif: "staff" },
  "susan-credle": { palette: p("#2f6fa8", "#ffffff", "#3b7cb5", "#f5c518"), motif: "confetti" },
  // London: denim indigo, cab yellow, Silk Cut purple.
  "john-hegarty": { palette: p("#1f3a5f", "#f5eee1", "#28466d", "#c9a46e"), motif: "stitch" },
  "dave-trott": { palette: p("#f5cf3a", "#1b1b1b", "#ecc22a", "#d7263d"), motif: "blocks" },
  "paul-arden": { palette: p("#4a2d80", "#f4edff", "#55398e", "#b79ae8"), motif: "silk" },
  // Brazil, Australia, India.
  "marcello-serpa": { palette: p("#0d8449", "#fff6d6", "#139256", "#f7d038"), motif: "lattice" },
  "david-droga": { palette: p("#0b3954", "#eef7f3", "#124868", "#2ec4b6"), motif: "waves" },
  "piyush-pandey": { palette: p("#e3580a", "#fff5e6", "#ea6a1d", "#8f1d12"), motif: "petals" },
  // Private personas: slate and brass.
  "house-style": { palette: p("#2e3440", "#eceff4", "#3a4150", "#88c0d0"), motif: "grid" },
  "brand-guardian": { palette: p("#1e3d2f", "#f0e5c9", "#27503d", "#c8a96a"), motif: "lattice" },
};

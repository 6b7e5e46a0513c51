import type { Archetype } from "../engine/persona";

/**
 * The offline studio's naming material, by creative school: the endings a legend of that school
 * would coin with, the images they reach for, and famous names no proposal may collide with.
 * Kept apart from the writer (./brandNames.ts) so the wording can be read as one table.
 */

export type Ending = { text: string; says: string };
export type Image = { word: string; says: string };

/** Endings that turn a brief's word into a coined name ("Fold" + "works"). */
export const ENDINGS: Record<Archetype, Ending[]> = {
  evidence: [
    { text: "works", says: "the honest word for a place where things get made" },
    { text: "wright", says: "the old word for a maker who knows the trade" },
    { text: "mark", says: "a maker's mark, the sign that something is genuine" },
    { text: "line", says: "a product line you can point at" },
  ],
  provocation: [
    { text: "riot", says: "a warning that this brand will not sit quietly" },
    { text: "bolt", says: "a jolt of speed and a hint of danger" },
    { text: "rush", says: "the feeling of getting there first" },
    { text: "jack", says: "the cheeky hijacker of a tired category" },
  ],
  emotion: [
    { text: "nest", says: "a place that feels like home" },
    { text: "kin", says: "the sense of belonging to a family" },
    { text: "haven", says: "somewhere safe to come back to" },
    { text: "hearth", says: "the warm centre of a home" },
  ],
  wit: [
    { text: "ish", says: "a wink that refuses to take itself too seriously" },
    { text: "about", says: "a friendly, wandering kind of word" },
    { text: "bird", says: "a light, chirpy sound that sticks" },
    { text: "doodle", says: "the playful scribble in the margin" },
  ],
  visual: [
    { text: "glow", says: "light you can almost see on the packaging" },
    { text: "hue", says: "a single, ownable colour" },
    { text: "frame", says: "the idea of a picture held still" },
    { text: "form", says: "a clean shape that could be drawn in one line" },
  ],
};

/** Images a legend of each school pairs with the brief's word ("Lantern & Fold"). */
export const IMAGES: Record<Archetype, Image[]> = {
  evidence: [
    { word: "Keystone", says: "the stone that holds an arch together" },
    { word: "Plumbline", says: "the builder's tool for what is true and straight" },
    { word: "Ledger", says: "a record that can be checked" },
    { word: "Anvil", says: "where good things are hammered into shape" },
  ],
  provocation: [
    { word: "Firebrand", says: "someone who stirs things up on purpose" },
    { word: "Mutiny", says: "a small, joyful revolt against the usual" },
    { word: "Wildcard", says: "the card nobody saw coming" },
    { word: "Upstart", says: "the newcomer the old guard worries about" },
  ],
  emotion: [
    { word: "Lantern", says: "a light carried home in the dark" },
    { word: "Harbour", says: "a safe place to come back to" },
    { word: "Kindred", says: "the feeling of meeting your own people" },
    { word: "Sunday", says: "the slow, unhurried best day of the week" },
  ],
  wit: [
    { word: "Magpie", says: "a bird with an eye for a good find" },
    { word: "Sidekick", says: "the loyal friend who makes the hero look good" },
    { word: "Hullabaloo", says: "a cheerful fuss worth making" },
    { word: "Pocketful", says: "something small that makes the day better" },
  ],
  visual: [
    { word: "Prism", says: "one beam of light split into colour" },
    { word: "Meridian", says: "a clean line drawn across the map" },
    { word: "Halftone", says: "the dots a printed picture is made of" },
    { word: "Silhouette", says: "a shape recognised at a glance" },
  ],
};

/** Endings that make a brief's word into a coined name of its own ("Coff" + "ora"). */
export const COINED_ENDINGS = ["ora", "ia", "io", "ella", "ivo"] as const;

/** Plain words to build from when a brief offers too few of its own. */
export const SPARE_ROOTS = ["north", "thread", "maple", "cove", "lumen", "quill", "tide", "arbor"];

/**
 * Famous brands a proposal must not be or contain as a word: a name that collides with one
 * could never be registered and would only advertise someone else.
 */
export const FAMOUS_BRANDS = new Set(
  (
    "apple google amazon nike adidas puma reebok uber lyft tesla ford honda toyota bmw audi " +
    "mercedes porsche ferrari shell bp exxon oracle intel ibm dell hp sony samsung nokia lg " +
    "microsoft windows xbox playstation nintendo netflix spotify hulu disney pixar marvel " +
    "starbucks nespresso nescafe costa mcdonalds burger king kfc subway dominos pepsi coke " +
    "cocacola fanta sprite redbull monster dove axe lush boots target walmart costco ikea " +
    "zara gap uniqlo prada gucci chanel dior hermes rolex cartier tiffany lego mattel barbie " +
    "airbnb booking expedia paypal stripe square visa mastercard amex slack zoom notion canva " +
    "figma dropbox peloton fitbit garmin gopro canon nikon kodak polaroid hermes ritz hilton " +
    "marriott virgin oreo heinz kelloggs nestle danone evian volvic patagonia northface vans " +
    "converse asics fila nest ring alexa siri kindle tinder bumble hinge instagram facebook " +
    "meta twitter tiktok snapchat pinterest youtube linkedin whatsapp telegram signal"
  ).split(" "),
);

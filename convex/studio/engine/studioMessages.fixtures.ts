import type { StudioBrief } from "./studioBriefs.fixtures";

/**
 * Key messages in every shape a person types one, generated from frames and word lists
 * rather than written out: "Your X <verb>…", "You deserve…", "You'll never…", "You can…",
 * orders with many verbs, "Never X again", "X without Y", noun phrases, "we/our" statements
 * and questions, each given to brands and audiences both singular ("a busy nurse") and plural.
 * The three briefs a user reported come first, exactly as typed.
 */

/**
 * Things of the reader's and what happens to them, in the base form: the fixture conjugates
 * for the noun's number ("Your phone charges…", "Your invoices get…").
 */
const YOURS: { thing: string; plural: boolean; happenings: string[] }[] = [
  {
    thing: "phone",
    plural: false,
    happenings: ["charge while you walk", "stay charged wherever you are", "last the whole trail"],
  },
  {
    thing: "invoices",
    plural: true,
    happenings: ["get paid faster", "chase themselves", "go out in one click"],
  },
  {
    thing: "data",
    plural: false,
    happenings: ["stay yours, wherever you are", "never leave your device", "back itself up"],
  },
  {
    thing: "coffee",
    plural: false,
    happenings: ["arrive before you wake up", "taste like a café at home", "be ready when you are"],
  },
  {
    thing: "savings",
    plural: true,
    happenings: ["grow while you sleep", "do the work, so you don't have to", "add up faster"],
  },
  {
    thing: "weekends",
    plural: true,
    happenings: ["have never looked better", "be yours again", "start on Friday at noon"],
  },
  {
    thing: "dog",
    plural: false,
    happenings: ["eat better than you do", "love every walk", "go to bed tired and happy"],
  },
];

const IRREGULAR: Record<string, string> = { have: "has", do: "does", be: "is", go: "goes" };

/** "charge while…" → "charges while…" for a singular subject, after any adverb. */
function agree(predicate: string, plural: boolean): string {
  if (plural) return predicate.replace(/^be\b/, "are");
  const words = predicate.split(" ");
  const at = /^(?:never|always|still)$/.test(words[0]) ? 1 : 0;
  const verb = words[at];
  words[at] =
    IRREGULAR[verb] ??
    (/(?:s|sh|ch|x|z)$/.test(verb)
      ? `${verb}es`
      : /[^aeiou]y$/.test(verb)
        ? `${verb.slice(0, -1)}ies`
        : `${verb}s`);
  return words.join(" ");
}

/** Orders: many verbs, each with complements that suit any of them. */
const ORDER_VERBS = [
  "Study",
  "Sleep",
  "Save",
  "Travel",
  "Cook",
  "Learn",
  "Earn",
  "Meet",
  "Breathe",
  "Ship",
  "Work",
  "Walk",
];
const ORDER_TAILS = [
  "anywhere, even offline",
  "better, for less",
  "smarter, not harder",
  "like you mean it",
  "on your own terms",
  "more every month",
];

const REACHES = [
  "miss a train",
  "run out of battery",
  "chase a late invoice",
  "eat a sad desk lunch",
  "lose your notes",
];

const WHOLE: string[] = [
  // "You…" statements.
  ...["better", "a bank that listens", "a night off", "coffee that tastes of something"].map(
    (what) => `You deserve ${what}`,
  ),
  ...REACHES.map((reach) => `You'll never ${reach} again`),
  ...["study anywhere", "stop worrying about fees", "cook like a chef in twenty minutes"].map(
    (can) => `You can ${can}.`,
  ),
  "You're always covered",
  "You've earned a proper break",
  "You were right about paper maps",
  "When you walk, your phone charges",
  "Treat yourself, you deserve it",
  // Never… again; Don't…
  ...REACHES.map((reach) => `Never ${reach} again`),
  "Don't let a flat battery end your hike",
  // X without Y.
  ...["Coffee", "Banking", "Travel", "Fitness", "Study"].map(
    (thing, index) =>
      `${thing} without the ${["queue", "jargon", "stress", "gym", "all-nighters"][index]}`,
  ),
  // Noun phrases.
  "Fresh bread, every morning",
  "The last backpack you'll ever need",
  "Real food for busy nights",
  "Power for the whole trail",
  "A bank that answers the phone",
  "Peace of mind",
  // We / our.
  "We pay your invoices within a day",
  "Our app works offline, so you can too",
  "We've got your back",
  "We'll charge your phone while you walk",
  "Our nurses answer at 3am",
  "We never sleep, so you can",
  // Questions.
  "Why pay more for less?",
  "Still charging your phone at a café?",
  "What if studying felt easy?",
  "Tired of chasing invoices?",
  "Ever run out of battery halfway up?",
];

/** Every message: the "Your X…" grid, every order verb with a tail, and the whole lines. */
export function keyMessages(): string[] {
  const yours = YOURS.flatMap(({ thing, plural, happenings }) =>
    happenings.map((happening) => `Your ${thing} ${agree(happening, plural)}`),
  );
  const orders = ORDER_VERBS.flatMap((verb, v) =>
    [0, 1].map((step) => `${verb} ${ORDER_TAILS[(v + step * 3) % ORDER_TAILS.length]}`),
  );
  return [...yours, ...orders, ...WHOLE];
}

const AUDIENCES = [
  "a busy nurse",
  "Weekend hikers who hate running out of battery",
  "Freelancers",
  "Students",
  "a first-time founder who does everything alone",
  "an anxious flyer",
  "Retired teachers",
  "the solo traveller",
  "Every new parent",
  "Gen Z",
];

const BRANDS: { brand: string; product?: string }[] = [
  { brand: "Trailcharge", product: "solar backpack" },
  { brand: "Ledgerly" },
  { brand: "Nimbus", product: "study app" },
  { brand: "Kettle & Crumb" },
  { brand: "NORTHWIND" },
  { brand: "The Study Room" },
  { brand: "Paws & Co", product: "dog walking service" },
];

const TONES = ["confident", "warm, witty", "calm and reassuring", "bold"];

/** The selling point sometimes speaks to the reader too, so both fields are exercised. */
const SELLING_POINTS = [
  "",
  "Your phone charges while you walk",
  "You get paid in 24 hours",
  "",
  "Works offline",
];

/** The three briefs a user reported, then every message with a brand and an audience. */
export function messageBriefs(): StudioBrief[] {
  const reported: StudioBrief[] = [
    {
      id: "msg-trailcharge",
      brand: "Trailcharge",
      audience: "Weekend hikers who hate running out of battery",
      message: "Your phone charges while you walk",
      tone: "confident",
    },
    {
      id: "msg-ledgerly",
      brand: "Ledgerly",
      audience: "Freelancers",
      message: "Your invoices get paid faster",
      tone: "calm",
    },
    {
      id: "msg-nimbus",
      brand: "Nimbus",
      audience: "Students",
      message: "Study anywhere, even offline",
      tone: "warm",
    },
  ];
  const crossed = keyMessages().map((message, index): StudioBrief => {
    const { brand, product } = BRANDS[(index * 3) % BRANDS.length];
    const usp = SELLING_POINTS[(index * 2 + 1) % SELLING_POINTS.length];
    return {
      id: `msg-${index}`,
      brand,
      audience: AUDIENCES[(index * 7 + 3) % AUDIENCES.length],
      message,
      tone: TONES[index % TONES.length],
      ...(usp ? { uniqueSellingPoint: usp } : {}),
      ...(product ? { product } : {}),
    };
  });
  return [...reported, ...crossed];
}

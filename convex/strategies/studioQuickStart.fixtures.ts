import { keyMessages } from "../studio/engine/studioMessages.fixtures";

/**
 * One free-text sentence, as the home page's quick-start box sends it (mode "quickIdeas", no
 * brand, no website): the first thing a new user types. Generated rather than hand-written:
 * products × audiences × sentence frames, each field stepping through its list at its own
 * stride, plus the e2e journey's own sentence, one-word inputs and sentences naming a brand.
 */

type Product = {
  /** "a solar backpack", "dog treats", "vegan skincare": as it follows a verb. */
  a: string;
  /** "solar backpacks": after "more". */
  more: string;
  /** Words the working name must carry: it is the sentence's own noun phrase. */
  words: string[];
  /** The industry a planner would put it in. */
  industry: string;
};

const PRODUCTS: Product[] = [
  {
    a: "a coffee subscription",
    more: "coffee subscriptions",
    words: ["coffee", "subscription"],
    industry: "Food & Beverage",
  },
  {
    a: "a solar backpack",
    more: "solar backpacks",
    words: ["solar", "backpack"],
    industry: "Sports & Outdoors",
  },
  { a: "a meal kit", more: "meal kits", words: ["meal", "kit"], industry: "Food & Beverage" },
  { a: "dog treats", more: "dog treats", words: ["dog", "treats"], industry: "Pet Care" },
  {
    a: "a budgeting app",
    more: "budgeting apps",
    words: ["budgeting", "app"],
    industry: "Technology",
  },
  {
    a: "vegan skincare",
    more: "vegan skincare",
    words: ["vegan", "skincare"],
    industry: "Beauty & Personal Care",
  },
  {
    a: "handmade candles",
    more: "handmade candles",
    words: ["handmade", "candles"],
    industry: "Home & Living",
  },
  {
    a: "online piano lessons",
    more: "online piano lessons",
    words: ["piano", "lessons"],
    industry: "Education",
  },
];

const AUDIENCES = [
  "commuters",
  "hikers",
  "new parents",
  "students",
  "dog owners",
  "small restaurants",
  "remote workers",
  "freelance designers",
];

const bare = (product: Product) => product.a.replace(/^an? /, "");
const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Sentence frames; `undefined` audience means the frame names none. */
const FRAMES: { audience: boolean; write: (p: Product, a: string) => string }[] = [
  { audience: true, write: (p, a) => cap(`${p.a} for ${a}`) },
  { audience: true, write: (p, a) => `${cap(bare(p))} delivered to ${a} before work` },
  { audience: true, write: (p, a) => `We make ${p.a} for ${a}.` },
  { audience: true, write: (p, a) => `I want to sell more ${p.more} to ${a}` },
  { audience: false, write: (p) => `Help me launch my ${bare(p)}` },
  { audience: true, write: (p, a) => `${p.a} for ${a}` },
  {
    audience: true,
    write: (p, a) =>
      `So we have been working on this for ages and honestly it is hard to explain, but basically it's ${p.a}, mostly for ${a}, and we want people to hear about it before the summer because that is when we launch and we have no budget to speak of`,
  },
  {
    audience: true,
    write: (p, a) =>
      `Our ${bare(p)} ${/s$/.test(p.words[1]) ? "help" : "helps"} ${a} get more out of every week.`,
  },
  { audience: true, write: (p, a) => `${cap(a)} love our ${bare(p)}` },
  { audience: true, write: (p, a) => `Launching ${p.a} for ${a} in Leeds` },
];

export type QuickStart = {
  id: string;
  text: string;
  /** The people the sentence names, when it names any. */
  audience?: string;
  /** The product's own words, when it names one. */
  productWords?: string[];
  industry?: string;
  /** A brand the sentence names. */
  brand?: string;
};

/**
 * What it is and for whom, then the line the user wants said, in any of the shapes
 * ../studio/engine/studioMessages.fixtures.ts generates: "A solar backpack for hikers. Your
 * phone charges while you walk."
 */
function withMessages(): QuickStart[] {
  const messages = keyMessages();
  return PRODUCTS.flatMap((product, p) =>
    [0, 1, 2].map((step): QuickStart => {
      const audience = AUDIENCES[(p * 5 + step * 3) % AUDIENCES.length];
      const message = messages[(p * 11 + step * 29) % messages.length];
      const line = /[.!?]$/.test(message) ? message : `${message}.`;
      return {
        id: `p${p}-m${step}`,
        text: `${cap(product.a)} for ${audience}. ${line}`,
        audience,
        productWords: product.words,
        industry: product.industry,
      };
    }),
  );
}

export function quickStarts(): QuickStart[] {
  const crossed = PRODUCTS.flatMap((product, p) =>
    FRAMES.map((frame, f): QuickStart => {
      const audience = AUDIENCES[(p * 3 + f * 5) % AUDIENCES.length];
      return {
        id: `p${p}-f${f}`,
        text: frame.write(product, audience),
        ...(frame.audience ? { audience } : {}),
        productWords: product.words,
        industry: product.industry,
      };
    }),
  );
  return [
    {
      id: "e2e",
      text: "A subscription of freshly roasted coffee delivered before commuters wake up",
      audience: "commuters",
      productWords: ["coffee", "subscription"],
      industry: "Food & Beverage",
    },
    {
      id: "e2e-lower",
      text: "a subscription of freshly roasted coffee delivered before commuters wake up",
      audience: "commuters",
      productWords: ["coffee", "subscription"],
      industry: "Food & Beverage",
    },
    ...["coffee", "candles", "skincare", "backpacks"].map((word): QuickStart => ({
      id: `word-${word}`,
      text: word,
      productWords: [word],
    })),
    {
      id: "brand-trailcharge",
      text: "Trailcharge, a solar backpack for hikers",
      audience: "hikers",
      productWords: ["solar", "backpack"],
      industry: "Sports & Outdoors",
      brand: "Trailcharge",
    },
    {
      id: "brand-northbound",
      text: "Northbound is a coffee subscription for remote workers.",
      audience: "remote workers",
      productWords: ["coffee", "subscription"],
      industry: "Food & Beverage",
      brand: "Northbound",
    },
    {
      id: "brand-pawprint",
      text: "We're Pawprint and we bake dog treats for new parents of puppies",
      audience: "new parents",
      productWords: ["dog", "treats"],
      industry: "Pet Care",
      brand: "Pawprint",
    },
    {
      id: "shouted",
      text: "COFFEE SUBSCRIPTION FOR COMMUTERS",
      audience: "commuters",
      productWords: ["coffee", "subscription"],
      industry: "Food & Beverage",
    },
    {
      id: "adverb-opener",
      text: "Honestly, we just make good handmade candles for dog owners",
      audience: "dog owners",
      productWords: ["handmade", "candles"],
      industry: "Home & Living",
    },
    {
      id: "team-intro",
      text: "We are a small team building a budgeting app for accountants",
      audience: "accountants",
      productWords: ["budgeting", "app"],
      industry: "Technology",
    },
    ...crossed,
    ...withMessages(),
  ];
}

/** Names that are placeholders, not names: never a brand, a product or a brief's title. */
export const PLACEHOLDER_NAME =
  /^(?:your brand|your business|brand|product|products|business|company|service|subscription|app|the brand|untitled)$/i;

/** Placeholder text anywhere in what a user reads. */
export const PLACEHOLDER_TEXT = [
  /Your Brand/,
  /your business/i,
  /the brand brand/i,
  /\bundefined\b/,
  /\bnull\b/,
  /\[object Object\]/,
];

/** A placeholder used as a name mid-sentence: "choose Product next time", "the Brand name". */
export const PLACEHOLDER_MID = /(?<![.!?:#]\s|^|\n)\b(?:Product|Brand)\b(?!\s+[A-Z])/;

/** Category personas a strategist must not put in place of the people a sentence names. */
export const INVENTED_PEOPLE =
  /food lovers|everyday buyers|devoted pet owners|busy teams who want|style-conscious shoppers|ingredient-savvy buyers|ambitious learners|homeowners and renters|active people who/i;

import type { Line } from "./technique";
import type { Archetype } from "./persona";

/**
 * How each creative school makes and judges the work: execution steps, key visual elements,
 * the angle a strategy takes, and the honest risk (with its fix) for the self-critique.
 */

export type CraftBank = {
  tactics: Line[];
  visuals: Line[];
  /** Human truths the school builds on, as clauses with the audience as a plural subject. */
  insights: Line[];
  /** A strategy built on this school: its name, tone and how it narrows the audience. */
  angle: { name: string; tone: string; audience: Line; message: string; usp: string };
  risk: Line;
  fix: Line;
  /** What a reviewer would praise first. */
  strength: Line;
};

export const CRAFT: Record<Archetype, CraftBank> = {
  evidence: {
    insights: [
      (f) =>
        `${f.aud} have been promised too much by too many brands, so they trust what they can check`,
      (f) => `${f.aud} research before they buy and reward the brand that makes the research easy`,
      (f) => `the more specific a claim is, the more ${f.aud} believe it`,
    ],
    tactics: [
      (f) =>
        `Launch with full-page long-copy press and commuter OOH, each piece proving one claim about ${f.thing}`,
      (f) => `Publish a proof page on ${f.theMid} site where every claim links to its evidence`,
      (f) => `Run search and social ads that answer the exact questions ${f.aud} ask before buying`,
      () => `Put three checkable facts on point-of-sale cards, written in the headline's voice`,
      (f) =>
        `Measure message recall and consideration among ${f.aud}, then double down on the fact that performs best`,
    ],
    visuals: [
      (f) => `A sharp, honest close-up of ${f.thing}, unretouched`,
      () => `A long headline in a classic serif above dense, readable body copy`,
      () => `Numbered proof points called out with thin rules and footnotes`,
      (f) => `Real ${f.aud} photographed in their own surroundings`,
      (f) => `${f.theBrand} logo small and confident in the corner`,
    ],
    angle: {
      name: "Proof Over Promise",
      tone: "Factual, confident and specific",
      audience: (f) =>
        `${f.audienceInner}, especially the researchers who compare options before they buy`,
      message: "Here is the proof.",
      usp: "Backed by evidence anyone can check.",
    },
    risk: (f) =>
      `long copy asks a lot of ${f.aud}, and dense layouts can look dated in a fast feed`,
    fix: () =>
      `open every piece with a headline that works on its own, and cut the body copy into scannable proof points`,
    strength: (f) => `it gives ${f.aud} reasons, not adjectives, so the claim is believable`,
  },
  provocation: {
    insights: [
      (f) =>
        `${f.aud} are tired of being sold to politely, and they share what challenges the status quo`,
      (f) =>
        `${f.sector} has trained ${f.aud} to expect sameness, so anything that picks a fight gets noticed`,
      () => `fame is earned in the conversation, not bought in the media plan`,
    ],
    tactics: [
      (f) =>
        `Stage the stunt in one city with press and creators invited, timed for maximum talk value around ${f.brand}`,
      (f) => `Seed it with a paid social burst and let ${f.aud} answer in public`,
      (f) =>
        `Release a limited edition of ${f.thing} that sells out on purpose and fuels the conversation`,
      () => `Follow up with reactive social that answers competitors and critics within hours`,
      () => `Track earned media, share of voice and sentiment, not just impressions`,
    ],
    visuals: [
      () => `A bold, condensed headline filling half the frame`,
      () => `Documentary photos from the stunt: hard flash, grain and real reactions`,
      (f) => `A crossed-out category cliché beside ${f.thing}`,
      () => `Reaction shots of the public caught mid-laugh or mid-argument`,
      (f) => `${f.brandPossessive} colours used with the urgency of a warning sign`,
    ],
    angle: {
      name: "Challenge the Category",
      tone: "Bold, irreverent and challenging",
      audience: (f) => `${f.audienceInner}, led by the early adopters who set the conversation`,
      message: "The rest of the category should take note.",
      usp: "The brand willing to say what others will not.",
    },
    risk: (f) =>
      `the stunt could become bigger than ${f.brand}, so the message gets lost in the noise or reads as a gimmick`,
    fix: (f) =>
      `tie every provocation back to ${f.promise}, and test it with people from the audience before launch`,
    strength: () => `it creates talk value that paid media alone could never buy`,
  },
  emotion: {
    insights: [
      (f) => `${f.aud} do not remember features; they remember how a moment felt`,
      (f) => `behind every choice ${f.aud} make is a person who matters to them`,
      (f) => `the real competitor is the rush that makes ${f.aud} miss what matters`,
    ],
    tactics: [
      () => `Premiere a 90-second film online, then cut it into 15-second moments for social`,
      (f) => `Invite ${f.aud} to share their own moments with ${f.brand} and feature the best ones`,
      () => `Run warm, candid posters near the places those moments happen`,
      (f) => `Partner with a community that matters to ${f.aud} and give something real back`,
      () => `Measure brand warmth and advocacy alongside sales`,
    ],
    visuals: [
      (f) => `Candid close-ups of ${f.aud} in an ordinary moment`,
      () => `Soft natural light and warm, lived-in colour`,
      (f) => `Hands holding ${f.thing} as part of the moment, never the hero`,
      () => `A handwritten line as the headline`,
      () => `Quiet space around the image so it can breathe`,
    ],
    angle: {
      name: "Human Moments",
      tone: "Warm, heartfelt and human",
      audience: (f) =>
        `${f.audienceInner}, reached through the moments and people they care about most`,
      message: "For the moments that matter.",
      usp: "The brand that understands what its customers live for.",
    },
    risk: (f) =>
      `emotional storytelling can drift into the generic, and ${f.aud} have seen many warm films`,
    fix: (f) => `anchor every story in a specific, true detail that only ${f.brand} could own`,
    strength: (f) => `it earns a feeling, and ${f.aud} remember feelings longer than claims`,
  },
  wit: {
    insights: [
      (f) =>
        `${f.aud} have learned to tune out hype but lean in to a brand that can laugh at itself`,
      () => `understatement reads as confidence, and overstatement reads as doubt`,
      (f) => `a smile is the shortest distance between ${f.brand} and ${f.aud}`,
    ],
    tactics: [
      (f) => `Run a deadpan print and OOH series in which every line undersells ${f.thing}`,
      () => `Place tiny ads in unexpected spots: receipts, lift doors, app loading screens`,
      (f) => `Give ${f.brandPossessive} social channels the same dry voice, replying in character`,
      () => `Turn the packaging into media with one honest line per pack`,
      () => `Track shares and saves as the sign that the wit landed`,
    ],
    visuals: [
      () => `One unexpected object on a plain background`,
      () => `A small, dry headline under a large image`,
      (f) => `${f.thing} shown at modest scale, almost shy`,
      () => `Generous white space`,
      () => `A tiny logo and a wry sign-off`,
    ],
    angle: {
      name: "Disarming Honesty",
      tone: "Witty, understated and charming",
      audience: (f) =>
        `${f.audienceInner}, especially those who are tired of hype and warm to brands with a sense of humour`,
      message: "No exaggeration needed.",
      usp: "Honest about what it is, and better for it.",
    },
    risk: () =>
      `understatement can be misread as low confidence, and a joke can fall flat across cultures`,
    fix: (f) => `let product proof carry each line, and test the humour with ${f.aud}`,
    strength: () => `it is likeable, and people pass on what makes them smile`,
  },
  visual: {
    insights: [
      (f) => `${f.aud} scroll past words but stop for an image they have never seen`,
      () => `a brand that owns one image owns a place in memory`,
      () => `in a crowded feed, clarity is the loudest thing a brand can make`,
    ],
    tactics: [
      () => `Build a modular key visual that works from a billboard down to a 1:1 feed tile`,
      () => `Take over one high-traffic station or street with the image repeated at scale`,
      () => `Animate the visual system in short loops for social and digital outdoor`,
      (f) => `Release the image as wallpapers and stickers so ${f.aud} carry it themselves`,
      (f) => `Measure distinctiveness: can people name ${f.brand} with the logo covered?`,
    ],
    visuals: [
      (f) => `One striking graphic motif drawn from the shape of ${f.thing}`,
      () => `A flat field of the brand colour that owns the frame`,
      () => `Oversized typography that becomes the image`,
      () => `A strict grid and the same composition across every format`,
      () => `No more than three elements in any frame`,
    ],
    angle: {
      name: "Own One Image",
      tone: "Striking, minimal and visual",
      audience: (f) =>
        `${f.audienceInner}, especially those who discover brands visually, in feeds and on the street`,
      message: "You can see it.",
      usp: "Instantly recognisable, even without the logo.",
    },
    risk: (f) => `a purely visual idea can be beautiful yet vague about why ${f.brand} matters`,
    fix: () =>
      `pair the image with one line that carries the key message, and keep the system unchanged long enough to build memory`,
    strength: () => `it is distinctive at a glance, which is where most advertising loses`,
  },
};

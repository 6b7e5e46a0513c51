import type { Archetype } from "../persona";
import { lc, type Technique } from "../technique";

/**
 * Each school's common techniques, for a persona whose signature moves name none of the
 * roster's (a legend added later, a house persona) and for work written without a legend.
 * They never match a move: they are only ever the fallback of their school.
 */

const NEVER = /(?!)/;

export const GENERIC: Record<Archetype, Technique[]> = {
  evidence: [
    {
      id: "generic-proof-series",
      family: "evidence",
      match: NEVER,
      label: "Proof Series",
      device: (f) =>
        `a long-copy series in which every ad proves one specific claim about ${f.thing}`,
      why: (f) =>
        `${f.aud} have been promised too much to believe an adjective, but they believe proof`,
      names: [() => "Proof, Not Promises", (f) => `${f.theBrand} Record`],
      headlines: [
        (f) =>
          `We could tell you ${f.brand} is the best. Instead, here is the evidence: ${lc(f.proof, f)}`,
        (f) =>
          `Why do ${f.aud} who compare everything end up choosing ${f.brand}? The facts are below.`,
      ],
      cores: [
        (f) =>
          `Prove ${f.promise} to ${f.aud} one checkable fact at a time, so ${f.brand} wins on evidence rather than adjectives.`,
      ],
      visual: (f) => `A sharp, unretouched close-up of ${f.thing} beside its proof points`,
      tactic: (f) =>
        `Publish a proof page on ${f.theMid} site where every claim links to its evidence`,
    },
    {
      id: "generic-comparison",
      family: "evidence",
      match: NEVER,
      label: "Honest Comparison",
      device: (f) =>
        `an honest side-by-side that lets ${f.aud} compare ${f.brand} with what they use today`,
      why: (f) =>
        `${f.aud} research before they buy and reward the brand that makes the research easy`,
      names: [() => "Side by Side", () => "The Fair Test"],
      headlines: [
        (f) =>
          `Compare ${f.brand} with whatever ${f.aud} use today, feature by feature. Then decide.`,
      ],
      cores: [
        (f) =>
          `Let ${f.aud} compare ${f.brand} with what they use today, side by side, until ${f.promise} needs no defending.`,
      ],
      visual: () => `Two products side by side, numbered differences called out in thin rules`,
      tactic: (f) => `Run search ads that answer the exact comparisons ${f.aud} make before buying`,
    },
    {
      id: "generic-demonstration",
      family: "evidence",
      match: NEVER,
      label: "Live Demonstration",
      device: (f) =>
        `a demonstration series that puts ${f.thing} to the test in front of real ${f.aud}`,
      why: () => `seeing a product do what it claims is worth a page of promises`,
      names: [() => "Put to the Test", (f) => `${f.brand}, Tested`],
      headlines: [(f) => `Watch ${f.brand} do exactly what it says. No edits, no actors.`],
      cores: [
        (f) =>
          `Test ${f.thing} in public, in front of ${f.aud}, and let the result carry ${f.promise}.`,
      ],
      visual: (f) => `${f.thing} mid-test, with a timer or gauge in frame`,
      tactic: () => `Film each demonstration in one take and publish it uncut`,
    },
  ],
  provocation: [
    {
      id: "generic-category-stunt",
      family: "provocation",
      match: NEVER,
      label: "Category Stunt",
      device: (f) =>
        `a public stunt that forces the whole category to answer ${f.brandPossessive} challenge`,
      why: () => `fame is earned in the conversation, not bought in the media plan`,
      names: [(f) => `${f.theBrand} Dare`, () => "Not for Everyone"],
      headlines: [(f) => `${f.brand} is not for everyone. ${f.Aud} will get it.`],
      cores: [
        (f) =>
          `Stage one stunt the category cannot ignore, so ${f.aud} hear ${f.promise} from the people talking about it.`,
      ],
      visual: () => `Documentary photos of the stunt: hard flash, grain and real reactions`,
      tactic: (f) =>
        `Stage the stunt in one city with press and creators invited, timed around ${f.brand}`,
    },
    {
      id: "generic-open-letter",
      family: "provocation",
      match: NEVER,
      label: "Open Letter",
      device: (f) =>
        `an open letter to the rest of ${f.sector}, published where ${f.aud} will read it`,
      why: (f) =>
        `${f.sector} has trained ${f.aud} to expect sameness, so anything that picks a fight gets noticed`,
      names: [() => "Dear Everyone Else", () => "Your Move"],
      headlines: [(f) => `Dear rest of ${f.sector}: ${lc(f.line, f)} Your move.`],
      cores: [
        (f) =>
          `Write an open letter that challenges the rest of ${f.sector} to match ${f.promise}, and publish it where ${f.aud} will see it.`,
      ],
      visual: () => `A full-page letter set in plain type, signed by hand`,
      tactic: () =>
        `Buy one full page in the biggest national newspaper and let social do the rest`,
    },
    {
      id: "generic-guerrilla",
      family: "provocation",
      match: NEVER,
      label: "Guerrilla Takeover",
      device: (f) => `a guerrilla takeover of the places ${f.aud} already gather`,
      why: (f) => `${f.aud} share what surprises them in their own streets`,
      names: [() => "The Takeover", (f) => `${f.brand} Was Here`],
      headlines: [(f) => `Stop settling, ${f.aud}.`],
      cores: [
        (f) =>
          `Take over the places ${f.aud} already gather with ${f.promise}, overnight and unannounced.`,
      ],
      visual: () => `Street-level photos of the takeover, people stopping to look`,
      tactic: () => `Chalk, stickers and projections in three neighbourhoods on one night`,
    },
  ],
  emotion: [
    {
      id: "generic-real-stories",
      family: "emotion",
      match: NEVER,
      label: "Real Stories",
      device: (f) =>
        `a documentary series of real ${f.aud} telling the small moments ${f.thing} is part of`,
      why: (f) => `${f.aud} do not remember features; they remember how a moment felt`,
      names: [(f) => `${f.brand} Stories`, () => "Closer to Home"],
      headlines: [(f) => `For ${f.aud} who give everything, something that gives back.`],
      cores: [
        (f) =>
          `Tell true stories of ${f.aud}, in their own words, in which ${f.brand} quietly keeps ${f.promise}.`,
      ],
      visual: (f) => `Candid close-ups of ${f.aud} in an ordinary moment`,
      tactic: () =>
        `Premiere a 90-second film online, then cut it into 15-second moments for social`,
    },
    {
      id: "generic-day-in-the-life",
      family: "emotion",
      match: NEVER,
      label: "A Day in the Life",
      device: (f) =>
        `a film that follows one person through an ordinary day in which ${f.brand} quietly makes it better`,
      why: (f) => `the real competitor is the rush that makes ${f.aud} miss what matters`,
      names: [() => "One Ordinary Day", () => "Every Day, Better"],
      headlines: [() => `Some days are ordinary. This one was better.`],
      cores: [
        (f) =>
          `Follow one of ${f.aud} from morning to night and let ${f.promise} show in the small moments, never in a claim.`,
      ],
      visual: () => `Soft morning light in a real home, the product in the background`,
      tactic: () => `Cut the day into hourly social posts that run on the hour`,
    },
    {
      id: "generic-letters",
      family: "emotion",
      match: NEVER,
      label: "Letters",
      device: (f) =>
        `letters written by ${f.aud} to the people who matter to them, printed as the campaign itself`,
      why: (f) => `behind every choice ${f.aud} make is a person who matters to them`,
      names: [() => "Letters Home", () => "Dear You"],
      headlines: [() => `Some things are easier to say in a letter.`],
      cores: [
        (f) =>
          `Invite ${f.aud} to write to the people they love, and print their letters as the campaign, each carrying ${f.promise}.`,
      ],
      visual: () => `A handwritten letter on a kitchen table, photographed from above`,
      tactic: () => `Print the letters on posters near the places they describe`,
    },
  ],
  wit: [
    {
      id: "generic-deadpan",
      family: "wit",
      match: NEVER,
      label: "Deadpan Series",
      device: (f) =>
        `a deadpan print and social series that undersells ${f.brand} on purpose and lets the product win the argument`,
      why: () => `understatement reads as confidence, and overstatement reads as doubt`,
      names: [() => "The Understatement", (f) => `Honestly, ${f.brand}`],
      headlines: [(f) => `${f.brand}. It does what it says. We checked twice.`],
      cores: [
        (f) => `Undersell ${f.brand} with a straight face and let ${f.promise} do the bragging.`,
      ],
      visual: () => `One unexpected object on a plain background`,
      tactic: (f) =>
        `Give ${f.brandPossessive} social channels the same dry voice, replying in character`,
    },
    {
      id: "generic-honest-faq",
      family: "wit",
      match: NEVER,
      label: "The Honest FAQ",
      device: (f) =>
        `a self-deprecating FAQ that answers the questions ${f.aud} are too polite to ask`,
      why: (f) => `${f.aud} tune out hype but lean in to a brand that can laugh at itself`,
      names: [() => "Questions We Get", () => "Frankly Asked Questions"],
      headlines: [() => `Yes, we get asked that a lot.`],
      cores: [
        (f) =>
          `Answer the awkward questions ${f.aud} really ask, with a smile, and end every answer on ${f.promise}.`,
      ],
      visual: () => `A plain FAQ page set as a poster, one answer circled`,
      tactic: () => `Turn each answer into a social post and a search ad`,
    },
    {
      id: "generic-tiny-ads",
      family: "wit",
      match: NEVER,
      label: "Tiny Ads",
      device: (f) => `tiny ads in unexpected places, each carrying one dry line about ${f.thing}`,
      why: (f) => `a smile is the shortest distance between ${f.brand} and ${f.aud}`,
      names: [() => "Small Print", () => "Tiny Ads, Big Point"],
      headlines: [(f) => `This ad is small. ${f.brand} is not.`],
      cores: [
        (f) =>
          `Hide tiny, dry ads where ${f.aud} least expect them, each one a small reminder of ${f.promise}.`,
      ],
      visual: () => `A tiny ad in a huge white space`,
      tactic: () => `Place tiny ads on receipts, lift doors and app loading screens`,
    },
  ],
  visual: [
    {
      id: "generic-iconic-image",
      family: "visual",
      match: NEVER,
      label: "Iconic Image",
      device: (f) =>
        `a single iconic image built around ${f.thing}, repeated until it belongs to ${f.brand}`,
      why: () => `a brand that owns one image owns a place in memory`,
      names: [() => "One Frame", (f) => `${f.theBrand} Mark`],
      headlines: [() => `Look closer.`],
      cores: [
        (f) =>
          `Own one image of ${f.thing} and repeat it everywhere until it says ${f.promise} without a word.`,
      ],
      visual: (f) => `One striking graphic motif drawn from the shape of ${f.thing}`,
      tactic: () => `Build a modular key visual that works from a billboard down to a feed tile`,
    },
    {
      id: "generic-owned-colour",
      family: "visual",
      match: NEVER,
      label: "Owned Colour",
      device: (f) =>
        `a colour-owned visual language that makes ${f.brand} recognisable before the logo appears`,
      why: () => `in a crowded feed, clarity is the loudest thing a brand can make`,
      names: [(f) => `The Colour of ${f.brand}`, () => "Seen First"],
      headlines: [(f) => `You knew it was ${f.brand} before you read this.`],
      cores: [
        (f) =>
          `Give ${f.brand} one colour and use it so consistently that ${f.aud} recognise ${f.promise} before they see the logo.`,
      ],
      visual: () => `A flat field of the brand colour that owns the frame`,
      tactic: () => `Take over one station with nothing but the colour and the line`,
    },
    {
      id: "generic-type-as-image",
      family: "visual",
      match: NEVER,
      label: "Type as Image",
      device: () => `typographic posters in which the key message itself becomes the image`,
      why: (f) => `${f.aud} scroll past pictures but stop for words set like no one else sets them`,
      names: [() => "Set in Stone", () => "The Big Type"],
      headlines: [(f) => `${f.quote}`],
      cores: [
        (f) =>
          `Set "${f.quote}" so large and so boldly that the words become the picture ${f.aud} remember.`,
      ],
      visual: () => `Oversized typography that becomes the image`,
      tactic: () => `Run the type-only posters at the largest sites in town`,
    },
  ],
};

import type { StudioFacts } from "./facts";
import type { Archetype } from "./persona";

/**
 * The words of each creative school: campaign names, headlines, the creative device and the
 * human insight it rests on. Every line is a template over the brief's facts, written so any
 * brand, audience and message read naturally in it.
 */

export type CopyFacts = StudioFacts & {
  /** A distinctive word from the brief, lowercase, and Title Cased. */
  word: string;
  Word: string;
  /** A small number for "n facts" style lines. */
  n: number;
  industryLower: string;
};

export type Line = (f: CopyFacts) => string;
/** A device: a short label (for titles and strategy names) and the mechanism itself. */
export type Device = { label: string; text: Line };

export type CopyBank = {
  campaignNames: Line[];
  headlines: Line[];
  devices: Device[];
  insights: Line[];
};

export const COPY: Record<Archetype, CopyBank> = {
  evidence: {
    campaignNames: [
      (f) => `The ${f.Word} Facts`,
      (f) => `${f.Word}, Explained`,
      () => `Proof, Not Promises`,
      (f) => `The ${f.brand} Record`,
      (f) => `The Long Story of ${f.brand}`,
    ],
    headlines: [
      (f) =>
        `What ${f.audienceShort} notice first about ${f.product} is not the price. It is that ${f.messageInner}.`,
      (f) =>
        `Why do ${f.audienceShort} who compare everything end up choosing ${f.brand}? Because ${f.messageInner}.`,
      (f) =>
        `${f.n} facts about ${f.product} that ${f.audienceShort} deserve to know. Fact one: ${f.messageInner}.`,
      (f) =>
        `We could tell you ${f.brand} is the best. Instead, here is the evidence: ${f.messageInner}.`,
      (f) =>
        `The most persuasive thing ${f.brand} can tell ${f.audienceShort} is the plain truth: ${f.messageInner}.`,
    ],
    devices: [
      {
        label: "Proof Series",
        text: (f) =>
          `a long-copy series in which every ad proves one specific claim about ${f.product}`,
      },
      {
        label: "Honest Comparison",
        text: (f) =>
          `an honest side-by-side that lets ${f.audienceShort} compare ${f.brand} with what they use today`,
      },
      {
        label: "Facts Not Adjectives",
        text: () =>
          `a "facts, not adjectives" campaign that turns the key message into numbered, checkable proof points`,
      },
      {
        label: "Live Demonstration",
        text: (f) =>
          `a demonstration series that puts ${f.product} to the test in front of real ${f.audienceShort}`,
      },
    ],
    insights: [
      (f) =>
        `${f.audienceShort} have been promised too much by too many brands, so they trust what they can check`,
      (f) =>
        `${f.audienceShort} research before they buy and reward the brand that makes that research easy`,
      (f) => `the more specific a claim about ${f.word} is, the more ${f.audienceShort} believe it`,
    ],
  },
  provocation: {
    campaignNames: [
      (f) => `The ${f.brand} Dare`,
      (f) => `Un-${f.Word}`,
      (f) => `Break the ${f.Word} Rules`,
      (f) => `${f.Word} Rebellion`,
      () => `Not for Everyone`,
    ],
    headlines: [
      (f) => `Nobody needs another ${f.word} brand. So ${f.brand} made something better.`,
      (f) => `${f.brand} is not for everyone. ${cap(f.audienceShort)} will get it.`,
      (f) => `Dear rest of ${f.industryLower}: ${f.messageInner}. Your move.`,
      (f) => `Stop settling, ${f.audienceShort}.`,
      (f) => `We dare you to forget this: ${f.messageInner}.`,
    ],
    devices: [
      {
        label: "Category Stunt",
        text: (f) =>
          `a public stunt that forces the whole category to answer to ${f.brand}'s promise`,
      },
      {
        label: "Open Letter",
        text: (f) =>
          `an open letter to the rest of ${f.industryLower}, published exactly where ${f.audienceShort} will see it`,
      },
      {
        label: "Outrageous Drop",
        text: (f) =>
          `a limited, deliberately outrageous drop that makes ${f.product} the thing people argue about`,
      },
      {
        label: "Guerrilla Takeover",
        text: (f) => `a guerrilla takeover of the places ${f.audienceShort} already gather`,
      },
    ],
    insights: [
      (f) =>
        `${f.audienceShort} are tired of being sold to politely; they share what challenges the status quo`,
      (f) =>
        `${f.industryLower} has trained ${f.audienceShort} to expect sameness, so anything that picks a fight gets noticed`,
      () => `fame is earned in the conversation, not bought in the media plan`,
    ],
  },
  emotion: {
    campaignNames: [
      (f) => `Moments of ${f.Word}`,
      (f) => `${f.brand} Stories`,
      (f) => `The ${f.Word} We Keep`,
      () => `Closer to Home`,
      (f) => `Everyday ${f.Word}`,
    ],
    headlines: [
      (f) => `Some things are worth slowing down for. ${f.brand} is one of them.`,
      (f) => `For ${f.audienceShort} who give everything, something that gives back.`,
      (f) => `It was never really about ${f.word}. It was about who you share it with.`,
      (f) => `${f.brand}. Because ${f.messageInner}, and the people you love notice.`,
      () => `Remember how this feels.`,
    ],
    devices: [
      {
        label: "Real Stories",
        text: (f) =>
          `a documentary series of real ${f.audienceShort} telling the small moments ${f.product} is part of`,
      },
      {
        label: "A Day in the Life",
        text: (f) =>
          `a film that follows one person through an ordinary day, where ${f.product} quietly makes it better`,
      },
      {
        label: "Letters",
        text: (f) =>
          `letters written by ${f.audienceShort} to the people who matter to them, printed as the campaign itself`,
      },
      {
        label: "Shared Moments",
        text: (f) =>
          `a storytelling platform that turns ${f.brand} customers' own moments into its advertising`,
      },
    ],
    insights: [
      (f) => `${f.audienceShort} do not remember features; they remember how a moment felt`,
      (f) => `behind every choice ${f.audienceShort} make is someone they are doing it for`,
      (f) =>
        `the real competitor is not another brand but the rush that makes ${f.audienceShort} miss what matters`,
    ],
  },
  wit: {
    campaignNames: [
      (f) => `Think ${f.Word}`,
      (f) => `Honestly, ${f.brand}`,
      (f) => `Small Print, Big ${f.Word}`,
      () => `The Understatement`,
      (f) => `Modestly ${f.Word}`,
    ],
    headlines: [
      (f) => `Think ${f.word}.`,
      (f) => `We'd brag about ${f.product}, but ${f.messageInner}, and that's brag enough.`,
      (f) => `Warning: ${f.product} may cause ${f.audienceShort} to stop looking elsewhere.`,
      (f) => `Not the loudest ${f.word} brand. Just the one you'll keep.`,
      (f) => `${f.brand}. It does what it says. We checked twice.`,
    ],
    devices: [
      {
        label: "Deadpan Series",
        text: (f) =>
          `a deadpan print and social series that undersells ${f.brand} on purpose and lets the product win the argument`,
      },
      {
        label: "Tiny Ads",
        text: (f) => `tiny ads in unexpected places, each carrying one dry line about ${f.product}`,
      },
      {
        label: "The Honest FAQ",
        text: (f) =>
          `a self-deprecating FAQ that answers the questions ${f.audienceShort} are too polite to ask`,
      },
      {
        label: "Honest Labels",
        text: (f) =>
          `"honest labels": packs and ads that say exactly what ${f.product} is and nothing more`,
      },
    ],
    insights: [
      (f) =>
        `${f.audienceShort} have learned to tune out hype but lean in to a brand that can laugh at itself`,
      () => `understatement reads as confidence, and overstatement reads as doubt`,
      (f) => `a smile is the shortest distance between ${f.brand} and ${f.audienceShort}`,
    ],
  },
  visual: {
    campaignNames: [
      (f) => `${f.Word} in Frame`,
      (f) => `The ${f.brand} Mark`,
      () => `One Frame`,
      (f) => `See ${f.Word}`,
      (f) => `The Colour of ${f.Word}`,
    ],
    headlines: [
      (f) => `See ${f.word} differently.`,
      () => `Look closer.`,
      (f) => `${f.brand}, in one picture.`,
      () => `Made to be seen.`,
      (f) => `${f.Word}, framed.`,
    ],
    devices: [
      {
        label: "Iconic Image",
        text: (f) =>
          `a single iconic image system built around ${f.product}, repeated until it belongs to ${f.brand}`,
      },
      {
        label: "Owned Colour",
        text: (f) =>
          `a colour-owned visual language that makes ${f.brand} recognisable before the logo appears`,
      },
      {
        label: "Type as Image",
        text: () => `typographic posters in which the key message itself becomes the image`,
      },
      {
        label: "Wordless Visuals",
        text: (f) =>
          `a series of striking, wordless visuals that show what "${f.message}" looks like`,
      },
    ],
    insights: [
      (f) => `${f.audienceShort} scroll past words but stop for an image they have not seen before`,
      () => `a brand that owns one image owns a place in memory`,
      () => `in a crowded feed, clarity is the loudest thing a brand can make`,
    ],
  },
};

function cap(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

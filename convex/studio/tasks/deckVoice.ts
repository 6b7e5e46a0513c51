import type { Archetype } from "../engine/persona";
import { capitalize } from "../engine/text";

/**
 * The legend's manner in the offline studio's sell deck (../studio/tasks/sellDeckSlide.ts), by creative school:
 * how they open, argue and close in the room. Kept apart from the writer so the wording can be
 * read, and extended, as one table.
 */

/** Capitalised, unless the text opens with a brand spelled like "iPhone". */
export const cap = (text: string) => (/^\p{Ll}+\p{Lu}/u.test(text) ? text : capitalize(text));

export const VOICE: Record<
  Archetype,
  {
    problemOpen: string;
    tension: ((t: string) => string)[];
    problemTitle: string;
    job: string;
    insightOpen: string;
    truth: (group: string) => string;
    insightTitle: string;
    ideaNote: string;
    executionsNote: string;
    whyOpen: string;
    close: string;
  }
> = {
  evidence: {
    problemOpen: "Let me start with the facts of the problem.",
    tension: [
      (t) =>
        `But a promise without proof sounds like every other promise, and ${t} have learned to walk past those.`,
      (t) => `But ${t} have heard big promises before, and they believe only what they can check.`,
      (t) => `But ${t} have no way yet to tell this promise from all the others.`,
    ],
    problemTitle: "Claims are cheap, and proof is rare",
    job: "The job is to make it believable.",
    insightOpen: "Here is the fact underneath the problem.",
    truth: (group) => `${cap(group)} trust what they can check`,
    insightTitle: "Proof beats promises",
    ideaNote: "Every piece of it gives a reason to believe, not an adjective.",
    executionsNote: "Each one earns its place by proving something.",
    whyOpen: "Why will it work? Because every claim in it can be checked.",
    close: "Then we test it, and let the results argue with us.",
  },
  provocation: {
    problemOpen: "Let me be blunt about the problem.",
    tension: [
      (t) => `But the whole category sounds the same, so ${t} have stopped listening.`,
      (t) => `But polite advertising is easy to ignore, and ${t} ignore it every day.`,
      (t) => `But ${t} have seen every safe campaign, and they look straight through them.`,
    ],
    problemTitle: "Sounding like everyone else is the real risk",
    job: "The job is to make it impossible to ignore.",
    insightOpen: "Here is the uncomfortable truth.",
    truth: (group) => `${cap(group)} notice what breaks the pattern`,
    insightTitle: "Sameness is the opening",
    ideaNote: "It is built to be talked about, not just seen.",
    executionsNote: "Each one is built to start a conversation, not to fill a slot.",
    whyOpen: "Why will it work? Because nobody else would dare to run it.",
    close: "Then we go out and make some noise.",
  },
  emotion: {
    problemOpen: "Let me start with the people, because the problem starts with them.",
    tension: [
      (t) => `But ${t} will not feel it from a list of features, and feeling is what moves them.`,
      (t) => `But a promise only matters when ${t} can feel it in their own day.`,
      (t) => `But ${t} are too busy to stop for a brand that only talks about itself.`,
    ],
    problemTitle: "Features don't move people; feelings do",
    job: "The job is to make them feel it.",
    insightOpen: "Here is the truth that moved me.",
    truth: (group) => `${cap(group)} remember how something made them feel`,
    insightTitle: "People remember feelings, not features",
    ideaNote: "It is built to be felt before it is understood.",
    executionsNote: "Each one is a moment, not a message.",
    whyOpen: "Why will it work? Because people act on what they feel.",
    close: "Then we go and make people feel something.",
  },
  wit: {
    problemOpen: "Let me start with the awkward part: the problem.",
    tension: [
      (t) => `But ${t} can spot an ad a mile off, and they tune it out.`,
      (t) => `But ${t} have heard every boast going, and boasting leaves them cold.`,
      (t) => `But ${t} have learned that the louder the ad, the less it means.`,
    ],
    problemTitle: "Nobody trusts a boast",
    job: "The job is to get past their guard with a smile.",
    insightOpen: "Here is the thing nobody says out loud.",
    truth: (group) => `${cap(group)} lower their guard for a brand that can laugh at itself`,
    insightTitle: "A smile gets past the guard",
    ideaNote: "It is simple enough to say in one breath, and it smiles while it says it.",
    executionsNote: "Each one says less than it could, and lands harder for it.",
    whyOpen: "Why will it work? Because people like a brand that doesn't shout.",
    close: "Then we make it, and we make it well.",
  },
  visual: {
    problemOpen: "Before any pictures, let me show you the problem.",
    tension: [
      (t) => `But words alone get scrolled past, and ${t} need to see it before they believe it.`,
      (t) => `But in a crowded feed, a promise without a picture is gone before ${t} look twice.`,
      (t) => `But ${t} remember pictures, not paragraphs, and so far there is no picture.`,
    ],
    problemTitle: "Words alone get scrolled past",
    job: "The job is to make them see it.",
    insightOpen: "Here is what changes the picture.",
    truth: (group) => `${cap(group)} stop for an image they have never seen`,
    insightTitle: "One image outlasts a thousand claims",
    ideaNote: "It is one image people will remember, not a paragraph they will skip.",
    executionsNote: "Each one is the same image, at the size the place demands.",
    whyOpen: "Why will it work? Because people remember what they see.",
    close: "Then we make the picture, and let it do the talking.",
  },
};

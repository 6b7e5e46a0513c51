import { audienceForms } from "../engine/audience";
import { keywords, nounScore } from "../engine/keywords";
import type { Archetype, StyleProfile } from "../engine/persona";
import type { Rng } from "../engine/random";
import { capitalize, clause, plainText, squash, unshout } from "../engine/text";
import { nameKey } from "../../brandAlternatives/names";
import type { BrandAlternative } from "../../brandAlternatives/schema";
import {
  COINED_ENDINGS,
  ENDINGS,
  FAMOUS_BRANDS,
  IMAGES,
  SPARE_ROOTS,
  type Ending,
  type Image,
} from "./brandWords";

/**
 * The offline studio's new names for a brand, written from the brief's own words: a coined
 * compound ("Foldworks"), an image paired with the brief's word ("Lantern & Fold") and a coined
 * word of its own ("Foldora"), in the manner of the legend's creative school. Each comes with
 * what the name says and why the legend would put it in front of the client. Never the current
 * brand, never a famous one, never a name already proposed in the same request.
 */

export type NamingInput = {
  brand: string;
  audience: string;
  message: string;
  tone: string;
  taken: string[];
  style: StyleProfile;
  rng: Rng;
};

type Root = { word: string; from: "audience" | "message" | "tone" | "spare" };

type Candidate = {
  name: string;
  kind: "compound" | "pair" | "coined";
  describe: () => string;
};

const FROM_TEXT: Record<Root["from"], string> = {
  audience: "the audience",
  message: "the key message",
  tone: "the tone",
  spare: "the brand's character",
};

/** Words that carry no picture of their own: a name built on them says nothing. */
const WEAK_ROOTS = new Set(
  (
    "still deserve deserves better even ever never just also really tired crowded whole same " +
    "every only within around towards across again almost enough maybe much many more less " +
    "aged older young first last next other another least most vague everyone"
  ).split(" "),
);

/** Plain letters only: a root must read as one clean word inside a name. */
function cleanRoot(word: string): string | undefined {
  let root = word.toLowerCase();
  if (!/^[a-z]{3,9}$/.test(root) || WEAK_ROOTS.has(root) || nounScore(root) < 0) return undefined;
  if (root.length > 4 && /[^s]s$/.test(root)) root = root.slice(0, -1);
  if (/ies$/.test(word)) return undefined;
  return FAMOUS_BRANDS.has(root) ? undefined : root;
}

function rootsOf(input: NamingInput): Root[] {
  const brandKey = nameKey(input.brand);
  const found: Root[] = [];
  const seen = new Set<string>();
  const add = (words: string[], from: Root["from"]) => {
    for (const word of words) {
      const root = cleanRoot(word);
      if (root === undefined || seen.has(root) || brandKey.includes(root)) continue;
      if (root.length >= 4 && nameKey(root).length > 0 && brandKey === root) continue;
      seen.add(root);
      found.push({ word: root, from });
    }
  };
  add(keywords(input.message), "message");
  add(keywords(input.audience), "audience");
  add(keywords(input.tone), "tone");
  add(SPARE_ROOTS, "spare");
  return found;
}

const Cap = (word: string) => capitalize(word.toLowerCase());

/** Joins a root and an ending without a stutter: "Brew" + "wright" → "Brewright". */
function fuse(root: string, ending: string): string {
  const head = root.endsWith(ending[0]) ? root.slice(0, -1) : root;
  return Cap(`${head}${ending}`);
}

function compound(root: Root, ending: Ending): Candidate {
  const name = fuse(root.word, ending.text);
  return {
    name,
    kind: "compound",
    describe: () =>
      `${name} joins "${root.word}", from ${FROM_TEXT[root.from]}, with "-${ending.text}", ${ending.says}. One word, easy to say and easy to spell.`,
  };
}

function pair(root: Root, image: Image): Candidate {
  const name = `${image.word} & ${Cap(root.word)}`;
  return {
    name,
    kind: "pair",
    describe: () =>
      `${name} sets ${image.word.toLowerCase()}, ${image.says}, beside "${root.word}", taken from ${FROM_TEXT[root.from]}. It reads like a name with a story behind it.`,
  };
}

function coined(root: Root, ending: string): Candidate | undefined {
  const stem = root.word.replace(/[aeiouy]+$/, "");
  if (stem.length < 3 || stem.length > 7) return undefined;
  const name = Cap(`${stem}${ending}`);
  return {
    name,
    kind: "coined",
    describe: () =>
      `${name} is a coined word grown from "${root.word}", with an open "-${ending}" ending that is easy to say in any language. It means nothing yet, so it can come to mean this brand.`,
  };
}

/** Names a reader would take for someone else's, or for the brand it replaces. */
function usable(name: string, brandKey: string, taken: Set<string>): boolean {
  const key = nameKey(name);
  if (key === "" || taken.has(key) || key === brandKey) return false;
  if (brandKey.length >= 3 && key.includes(brandKey)) return false;
  const words = name
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean);
  return !FAMOUS_BRANDS.has(key) && !words.some((word) => FAMOUS_BRANDS.has(word));
}

/** The parts earlier legends already built with: an image or an ending is used once. */
function usedParts(taken: readonly string[]) {
  const words = new Set(taken.flatMap((name) => name.toLowerCase().split(/[^a-z]+/)));
  const keys = taken.map(nameKey);
  return {
    image: (word: string) => words.has(word.toLowerCase()),
    ending: (text: string) => keys.some((key) => key.length > text.length && key.endsWith(text)),
  };
}

function candidates(
  roots: Root[],
  archetype: Archetype,
  rng: Rng,
  taken: readonly string[],
): Candidate[][] {
  const used = usedParts(taken);
  const endings = rng.sample(ENDINGS[archetype], 4).filter((ending) => !used.ending(ending.text));
  const images = rng.sample(IMAGES[archetype], 4).filter((image) => !used.image(image.word));
  const coinedEndings = rng.sample(COINED_ENDINGS, 5).filter((ending) => !used.ending(ending));
  // The brief's strongest words first, in a seeded order so each legend leads with its own.
  const order = rng.sample(roots.slice(0, 4), 4).concat(roots.slice(4, 8));
  const each = <T>(parts: T[], make: (root: Root, part: T) => Candidate | undefined) =>
    order.flatMap((root) => parts.flatMap((part) => make(root, part) ?? []));
  return [each(endings, compound), each(images, pair), each(coinedEndings, coined)];
}

// ---------------------------------------------------------------------------------------------
// Why the legend would sell it: their school's argument, about these people and this brief.

type Reasons = { group: string; name: string; line: string };

const RATIONALES: Record<Archetype, ((r: Reasons) => string)[]> = {
  evidence: [
    (r) =>
      `Test ${r.name} the way we test a headline: it is clear, it is memorable and nobody else owns it. That is a name ${r.group} can find again and trust.`,
    (r) =>
      `A name should tell ${r.group} what they are buying before the first ad runs, and ${r.name} does. It leaves every headline free to prove ${r.line}.`,
    (r) =>
      `I would put ${r.name} on the pack because it sounds made, not marketed. ${capitalize(r.group)} believe a maker long before they believe an adjective.`,
    (r) =>
      `${r.name} is specific, and specific sells. It gives the copy a fact to stand on when it tells ${r.group} ${r.line}.`,
  ],
  provocation: [
    (r) =>
      `${r.name} is a name with its sleeves rolled up. It tells ${r.group} this brand came to change things, not to fit in.`,
    (r) =>
      `Nobody else in the category would dare call themselves ${r.name}, which is exactly why ${r.group} will remember it. A name that makes people ask "why?" is half a campaign.`,
    (r) =>
      `${r.name} picks a fight with every polite name on the shelf. ${capitalize(r.group)} notice what breaks the pattern, and this breaks it.`,
    (r) =>
      `Safe names disappear. ${r.name} gets talked about, and talk is what carries ${r.line} further than any media budget.`,
  ],
  emotion: [
    (r) =>
      `Every brand needs a name people can hold on to. ${r.name} has a small human story in it, and ${r.group} will want to be part of that story.`,
    (r) =>
      `${r.name} sounds like something ${r.group} already love, and that feeling is what a name is for. It gives ${r.line} a warmth that facts alone cannot.`,
    (r) =>
      `People remember how a name makes them feel. ${r.name} feels like coming home, and that is the story I want ${r.group} to tell about this brand.`,
    (r) =>
      `I can hear ${r.group} saying ${r.name} to a friend, and that is the test. It carries ${r.line} as a feeling rather than a claim.`,
  ],
  wit: [
    (r) =>
      `The best names are a little bit funny and completely clear. ${r.name} is both, and ${r.group} will enjoy telling people about it.`,
    (r) =>
      `${r.name} makes ${r.group} smile before they know what it sells, and a smile is the cheapest way past their guard. Say it out loud once and you will remember it.`,
    (r) =>
      `It is a modest name with a twinkle in its eye. ${capitalize(r.group)} have heard every boast going; ${r.name} wins them over by not boasting at all.`,
    (r) =>
      `${r.name} is short, a little cheeky and impossible to confuse with anyone else. That leaves the advertising free to say ${r.line} with a straight face.`,
  ],
  visual: [
    (r) =>
      `${r.name} practically designs its own logo. Give it one strong colour and ${r.group} will spot it across a crowded shelf or a busy feed.`,
    (r) =>
      `I can already see ${r.name} as a mark: one shape, one colour, drawn in a single line. ${capitalize(r.group)} will recognise it before they read it.`,
    (r) =>
      `${r.name} is a picture as much as a word, and pictures outlast claims. It gives the design one simple image to own across every pack and screen.`,
    (r) =>
      `A name should look as good as it sounds. ${r.name} sets beautifully in type and gives ${r.line} an image people will carry with them.`,
  ],
};

/** The key message as a short quoted line, or a plain phrase when it is too long to quote. */
function lineOf(message: string): string {
  const text = clause(unshout(squash(plainText(message))));
  const words = text.split(" ").filter(Boolean);
  return words.length > 0 && words.length <= 9 && !/["“”]/.test(text)
    ? `"${text}"`
    : "the brief's key message";
}

function groupOf(audience: string): string {
  const short = audienceForms(clause(squash(plainText(audience))) || "people").short;
  return short.trim() === "" ? "people" : short;
}

export function composeAlternatives(input: NamingInput): BrandAlternative[] {
  const archetype = input.style.primary;
  const brandKey = nameKey(input.brand);
  const taken = new Set(input.taken.map(nameKey));
  const pools = candidates(rootsOf(input), archetype, input.rng.fork("names"), input.taken);
  // One of each kind first, so the three differ in kind, then whatever is left.
  const chosen: Candidate[] = [];
  const take = (candidate: Candidate | undefined) => {
    if (candidate === undefined || chosen.length >= 3) return;
    if (!usable(candidate.name, brandKey, taken)) return;
    taken.add(nameKey(candidate.name));
    chosen.push(candidate);
  };
  for (const pool of pools) take(pool.find((candidate) => usable(candidate.name, brandKey, taken)));
  for (const pool of pools) for (const candidate of pool) take(candidate);
  const reasons = input.rng.fork("rationale").sample(RATIONALES[archetype], 3);
  const group = groupOf(input.audience);
  const line = lineOf(input.message);
  return chosen.map((candidate, index) => ({
    name: candidate.name,
    description: candidate.describe(),
    rationale: reasons[index % reasons.length]({ group, name: candidate.name, line }),
  }));
}

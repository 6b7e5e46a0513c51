import { headlineKey } from "./campaignAds";
import { audienceForms } from "../engine/audience";
import type { StudioComposer } from "../composers";
import { quoted, settle } from "../engine/core";
import type { StudioFacts } from "../engine/facts";
import type { MessageForms } from "../engine/language";
import { keepProper } from "../engine/language";
import type { Archetype, StyleProfile } from "../engine/persona";
import type { Rng } from "../engine/random";
import { copyFacts, type CopyFacts } from "../engine/technique";
import {
  clause,
  cleanCut,
  DANGLING_WORDS,
  finishedSentence,
  inner,
  plainText,
  sentence,
  sentencesIn,
  squash,
  titleCase,
  unshout,
} from "../engine/text";
import { DECK_STAGES, type DeckStage } from "../../../shared/constants";
import { EXTRA_KEYS, type SlideDraft } from "../../decks/deckPrompt";
import { cap, VOICE } from "./deckVoice";

/**
 * The offline studio's sell deck: each slide of the arc written from the idea's and the
 * brief's own words (the promise, the people, the campaign line, the executions), framed the
 * way the legend would present it. Nothing is invented: no figures, dates or prices that the
 * brief and the idea do not give, and a thin brief makes a shorter slide, never a broken one.
 * The deck's prompt (decks/deckPrompt.ts) sends its facts under EXTRA_KEYS.
 */

type Deck = {
  brand: string;
  /** The people, whole for mid-sentence use; "people" when the brief names no one. */
  who: string;
  /** The group in a few words, plural: "city commuters", "people". */
  group: string;
  specific: boolean;
  /** "tired of crowded trains" when the brief says what they are fed up with. */
  fedUp?: string;
  message?: MessageForms;
  typedMessage: string;
  usp?: MessageForms;
  campaign: string;
  headline: string;
  coreIdea: string;
  concept: string;
  visuals: string[];
  executions: string[];
  /** The sentences of the idea's image prompt that quote no line. */
  ideaVisual: string[];
  archetype: Archetype;
  style: StyleProfile;
  f: CopyFacts;
  rng: Rng;
  usedTitles: Set<string>;
  usedLines: Set<string>;
  /** Everything earlier slides showed, as one key: a quote said once is not said again. */
  shown: string;
  usedScenes: Set<string>;
};

/** A typed field, safe to place in prose: headings and markup removed, spaces tidied. */
const tidy = (text: string | undefined) =>
  squash(plainText((text ?? "").replace(/^\s*#{1,6}\s.*$/gm, " ")));

const lines = (text: string | undefined) =>
  (text ?? "")
    .split("\n")
    .map((line) => tidy(line))
    .filter(Boolean);

function jsonList(text: string | undefined): string[] {
  try {
    const parsed: unknown = JSON.parse(text ?? "[]");
    return Array.isArray(parsed)
      ? parsed.filter((item): item is string => typeof item === "string")
      : [];
  } catch {
    return [];
  }
}

/** Sentence case that keeps a name's own casing ("iPhone owners", "eBay"). */

const words = (text: string) => clause(text).split(" ").filter(Boolean).length;

function balanced(text: string): boolean {
  return (
    (text.match(/"/g) ?? []).length % 2 === 0 && text.split("(").length === text.split(")").length
  );
}

/** Every line of earlier slides, so no slide says a sentence another already said. */
function lineKeys(content: string): string[] {
  return content
    .split("\n")
    .map((line) => line.replace(/^-\s+/, ""))
    .flatMap((line) => sentencesIn(line))
    .map(headlineKey)
    .filter(Boolean);
}

/** The campaign line as a title carries it: a line typed in capitals in title case. */
function campaignOf(text: string | undefined): string {
  const value = clause(tidy(text));
  const letters = value.replace(/[^\p{L}]/gu, "");
  return letters.length > 3 && letters === letters.toUpperCase()
    ? titleCase(value.toLowerCase())
    : value;
}

function readDeck(input: {
  extra: Record<string, string>;
  facts: StudioFacts;
  style: StyleProfile;
  rng: Rng;
}): Deck {
  const { extra, facts, style, rng } = input;
  const typedAudience = tidy(extra.audience);
  const forms = typedAudience ? audienceForms(typedAudience) : undefined;
  const specific = forms !== undefined && forms.short !== "people";
  const fedUp = forms ? /\b((?:tired|sick) of [^,;]+)$/i.exec(forms.phrase)?.[1] : undefined;
  return {
    brand: facts.brand,
    who: forms?.phrase ?? "people",
    group: forms?.short ?? "people",
    specific,
    ...(fedUp && words(fedUp) >= 3 ? { fedUp: clause(fedUp) } : {}),
    ...(tidy(extra.message) ? { message: facts.msg } : {}),
    typedMessage: tidy(extra.message),
    ...(facts.hasUsp && headlineKey(facts.usp) !== headlineKey(facts.message)
      ? { usp: facts.uspForms }
      : {}),
    campaign: campaignOf(extra.campaignName),
    headline: tidy(extra.headline),
    coreIdea: tidy(extra.coreIdea),
    concept: tidy(extra.concept),
    visuals: lines(extra.keyVisualElements),
    executions: lines(extra.executionStrategy),
    // Split before tidying: a quoted headline's full stops must not split a scene.
    ideaVisual: sentencesIn(extra.visualPrompt ?? "")
      .filter((text) => !/["“”]/.test(text))
      .map(tidy),
    archetype: style.primary,
    style,
    f: copyFacts(facts),
    rng,
    usedTitles: new Set(lines(extra[EXTRA_KEYS.earlierTitles]).map(headlineKey)),
    usedLines: new Set(jsonList(extra[EXTRA_KEYS.earlierContents]).flatMap(lineKeys)),
    shown: headlineKey(jsonList(extra[EXTRA_KEYS.earlierContents]).join(" ")),
    usedScenes: new Set(jsonList(extra[EXTRA_KEYS.earlierVisuals]).map(headlineKey)),
  };
}

/** The words that carry a line's meaning: "features", "promise", not "the" or "they". */
function keyWords(text: string): Set<string> {
  return new Set(
    (text.toLowerCase().match(/\p{L}{5,}/gu) ?? [])
      .filter((word) => !COMMON.has(word))
      .map((word) => word.replace(/(?:es|s)$/, "")),
  );
}
const COMMON = new Set(
  "about after again their there these those which while would could should every other people brand thing things where being".split(
    " ",
  ),
);

/** How many meaning words two lines share: a slide should not echo the next one's point. */
function overlap(a: string, b: string): number {
  const other = keyWords(b);
  return [...keyWords(a)].filter((word) => other.has(word)).length;
}

/** The candidates that echo `avoid` least, in their order. */
function leastEcho<T>(items: T[], text: (item: T) => string, avoid: string): T[] {
  const scores = items.map((item) => overlap(text(item), avoid));
  const best = Math.min(...scores);
  return items.filter((_, index) => scores[index] === best);
}

/**
 * The first candidate no earlier slide used, the seed choosing among the first `spread`
 * (the strongest) so a new deck can say it differently; the last resort is always new.
 */
function choose(
  deck: Deck,
  candidates: string[],
  spread: number,
  fallback: string,
  avoid = "",
): string {
  const unused = [...new Set(candidates.filter(Boolean))].filter(
    (text) => !deck.usedTitles.has(headlineKey(text)),
  );
  if (unused.length === 0) return fallback;
  // A slide title reads at a glance: long ones (a long brand name) only when nothing is shorter.
  const short = unused.filter((text) => text.length <= 64);
  const pool = short.length > 0 ? short : unused;
  const fresh = avoid ? leastEcho(pool, (text) => text, avoid) : pool;
  return deck.rng.pick(fresh.slice(0, Math.max(1, Math.min(spread, fresh.length))));
}

/** Whether an earlier slide already showed these words (a quote, a line). */
const shownBefore = (deck: Deck, text: string) =>
  headlineKey(text) !== "" && deck.shown.includes(headlineKey(text));

/** A line no earlier slide said. */
const unsaid = (deck: Deck, text: string) => !lineKeys(text).some((key) => deck.usedLines.has(key));

/** The people as a sentence opens on them: "City commuters tired of crowded trains". */
const Who = (deck: Deck) => cap(deck.who);
const Group = (deck: Deck) => cap(deck.group);
/** The people once named: "they", or "people" when the brief names no one. */
const they = (deck: Deck) => (deck.who === "people" ? "people" : "they");

/** The brief's promise as a noun phrase, the people named earlier in the sentence as "they". */
function promiseAfter(deck: Deck, lead: string): string | undefined {
  if (!deck.message) return undefined;
  return settle(`${lead} ${deck.message.promise}`, deck.f);
}

/** The key message as the client typed it, in ordinary case, or its opening when long. */
function messageLine(deck: Deck): string {
  const typed = cap(clause(unshout(deck.typedMessage)));
  return words(typed) <= 20 && balanced(typed) ? typed : (deck.message?.line ?? typed);
}

/** A claim about the people just named, with them as "they": "…that they deserve better". */
function theyFor(deck: Deck, claim: string): string {
  const lead = `${deck.group} `;
  return deck.who !== "people" && claim.toLowerCase().startsWith(lead.toLowerCase())
    ? `they ${claim.slice(lead.length)}`
    : claim;
}

/** The selling point as a clause after a colon: "Northbound folds in 10 seconds". */
function proofText(deck: Deck): string | undefined {
  const usp = deck.usp;
  if (!usp) return undefined;
  return usp.claim ?? keepProper(clause(usp.line), deck.brand);
}

// ---------------------------------------------------------------------------------------------
// The image of each slide: one concrete scene, never words.

/** Elements that would put words in the image (a headline, a caption, type, a logo). */
const WORDY =
  /\b(?:headlines?|type|typograph\w*|typefaces?|fonts?|copy|caption\w*|phrases?|propositions?|in bold|words?|letter\w*|logos?|lines?|text|serif|sans-serif|slogans?|titles?|footnotes?|labels?|layouts?|columns?|grids?|printed|print|written|reads?|coupons?|diagrams?|page|pages|posters?|billboards?|signs?|quote\w*|numbered)\b/i;

/** How each school lights and frames a picture, when the legend's own words say no more. */
const LOOK: Record<Archetype, string> = {
  evidence: "clean, honest editorial photography in natural light",
  provocation: "raw documentary photography, hard flash and high contrast",
  emotion: "natural light, candid and close, warm colour",
  wit: "a plain background, generous empty space and one unexpected detail",
  visual: "bold flat colour, one graphic shape and a striking, simple composition",
};

/** Words of a look (light, colour, grain), as opposed to a subject or a layout. */
const STYLE_WORDS =
  /\b(?:light\w*|colou?rs?|photograph\w*|film|grain\w*|palettes?|minimal\w*|contrast|black-and-white|cinematic|documentary|painterly|illustrat\w*|warm|soft|golden-hour|saturated|monochrome|lit)\b/i;
const SUBJECT_WORDS =
  /\b(?:product|brand|people|women|woman|men|man|child\w*|famil\w*|athletes?)\b/i;

/** The legend's look in a few words, without a subject or anything that would draw lettering. */
function lookOf(deck: Deck): string {
  const part = deck.style.visualApproach
    .split(/[;:]\s*|\.\s+/)
    .map((text) => clause(text))
    .find(
      (text) =>
        words(text) >= 2 &&
        words(text) <= 16 &&
        STYLE_WORDS.test(text) &&
        !WORDY.test(text) &&
        !SUBJECT_WORDS.test(text),
    );
  return part ?? LOOK[deck.archetype];
}

function scene(deck: Deck, text: string): string {
  const look = lookOf(deck);
  return [
    sentence(cap(clause(text))),
    sentence(cap(look)),
    "Widescreen composition with no words, letters or logos anywhere in the image.",
  ].join(" ");
}

/** The idea's own concrete scenes: its key visuals and its image prompt, without words. */
function ideaScenes(deck: Deck): string[] {
  const found = [...deck.visuals, ...deck.ideaVisual]
    .map((text) => clause(text))
    .filter(
      (text) =>
        words(text) >= 4 &&
        words(text) <= 30 &&
        !WORDY.test(text) &&
        !/^(?:mood|for|no|never|always|keep|use|avoid|every|each)\b/i.test(text) &&
        !/\b(?:any|every) frame\b/i.test(text) &&
        // "Soft natural light and warm colour" is a look, not a scene.
        !(
          /^(?!(?:a|an|the|one)\b)/i.test(text) && /\b(?:light|colou?rs?|palettes?)\b/i.test(text)
        ) &&
        // "Vibrant, warm slices of life: crowded streets, homes…" is a look, not a scene.
        !text.includes(":") &&
        balanced(text),
    );
  return [...new Set(found)].filter((text) => !deck.usedScenes.has(headlineKey(scene(deck, text))));
}

// ---------------------------------------------------------------------------------------------
// The idea's words, read for what each slide needs.

/** Sentences about the work rather than about people: strategy, not insight. */
const ABOUT_THE_WORK =
  /^(?:so|it works|every piece|this|that|these|here|there|then|we|i|our|let|give|turn|make|run|use|show|put|build|launch|create|stage|invite|tell|take|print|film|shoot|print|open|carry|pair|place)\b|\b(?:campaigns?|ads?|adverts?|advertising|headlines?|executions?|brief|strategy|series|concept|the idea)\b/i;

/** The human truth the idea is built on: the first sentence of its concept about people. */
function insightOf(deck: Deck): string | undefined {
  // The core idea's first sentence is the idea slide's.
  const found = [...sentencesIn(deck.concept), ...sentencesIn(deck.coreIdea).slice(1)].find(
    (text) =>
      !ABOUT_THE_WORK.test(text) &&
      words(text) >= 5 &&
      words(text) <= 32 &&
      balanced(text) &&
      !/^(?:they|them|it|he|she)\b/i.test(text) &&
      // "FreshFold stages a mock holiday" is what the brand does, not what people feel.
      !text.toLowerCase().startsWith(deck.brand.toLowerCase()),
  );
  return found ? sentence(cap(clause(found))) : undefined;
}

/** "It works because…": the idea's own reasoning, when it gives one. */
function reasonOf(deck: Deck): string | undefined {
  const found = sentencesIn(deck.concept).find(
    (text) => /^it works because\b/i.test(text) && words(text) <= 36 && balanced(text),
  );
  return found ? sentence(clause(found)) : undefined;
}

/** The opening clause of a truth when it stands on its own: a title's claim. */
function claimOf(text: string): string | undefined {
  const head = clause(text.split(/,\s+(?:so|and|but)\s+|;\s+|:\s+/)[0] ?? "");
  const first = head.split(" ")[0]?.toLowerCase() ?? "";
  const last = head.split(" ").pop()?.toLowerCase() ?? "";
  // A whole sentence as the title would only be said twice.
  if (head === clause(text)) return undefined;
  if (words(head) < 4 || head.length > 64 || DANGLING_WORDS.has(last)) return undefined;
  if (/^(?:when|if|because|although|though|as|since|while|until|unless|once)$/.test(first)) {
    return undefined;
  }
  if (/^the (?:more|less|better|fewer)\b/i.test(head) && !/,/.test(head)) return undefined;
  return cap(head);
}

/**
 * An execution step as a bullet: its first sentence whole when it is short enough to read at a
 * glance, else cut at the writer's own pause; a step with no pause stays whole rather than
 * stopping mid-thought ("…before the big").
 */
function bullet(text: string, brand: string): string {
  // The brand counts as one word, so a cut never falls inside its name.
  const mark = "Xbrandx";
  const held = brand ? text.split(brand).join(mark) : text;
  const first = clause(sentencesIn(held)[0] ?? held);
  let kept = first;
  if (words(first) > 24) {
    const cut = cleanCut(first, 18);
    const paused = first.startsWith(cut) && /^[,;:]/.test(first.slice(cut.length));
    if (paused || words(first) > 40) kept = cut;
  }
  const line = kept.split(mark).join(brand);
  const asks = /\?$/.test(squash(text)) && kept === clause(held);
  return `- ${cap(line)}${asks ? "?" : ""}`;
}

// ---------------------------------------------------------------------------------------------
// The six slides.

function problemSlide(deck: Deck): SlideDraft {
  const voice = VOICE[deck.archetype];
  const msg = deck.message;
  let opening: string;
  if (msg?.kind === "question") {
    opening = `${deck.brand} puts a question to ${deck.who}: ${quoted(msg.line)}`;
  } else if (msg?.claim) {
    opening = `${Who(deck)} should know that ${theyFor(deck, msg.claim)}`;
  } else if (msg && /^the promise\b/.test(msg.promise)) {
    opening = promiseAfter(deck, `${Who(deck)} would welcome`) ?? "";
  } else if (msg) {
    opening = `${deck.brand} has a promise for ${deck.who}: ${quoted(msg.line)}`;
  } else {
    opening = `Nothing yet tells ${deck.who} why ${deck.brand} is the one to choose`;
  }
  // The insight comes next: the problem must not say it first.
  const insight = insightOf(deck) ?? voice.truth(deck.group);
  // Without a message there is no promise to speak of, and a question is not "this promise".
  const fits = voice.tension
    .map((line) => line(they(deck)))
    .filter((line) =>
      !msg ? !/\bpromise/.test(line) : msg.kind !== "question" || !/this promise/.test(line),
    );
  const tension = deck.rng.pick(
    leastEcho(
      fits.length > 0 ? fits : [`But ${they(deck)} will not go looking for a reason on their own.`],
      (line) => line,
      insight,
    ),
  );
  const content = `${sentence(opening)} ${tension}`;
  const title = choose(
    deck,
    [
      voice.problemTitle,
      ...(deck.specific ? [`${Group(deck)} are not waiting for ${deck.brand}`] : []),
      ...(msg
        ? ["The promise is there; the attention is not", "A good promise is easy to walk past"]
        : ["Nobody goes looking for a new brand"]),
      "Saying it is not the same as being heard",
    ],
    3,
    `The problem ${deck.brand} has to solve`,
    `${insight} ${tension}`,
  );
  const heard = deck.fedUp
    ? `${Group(deck)} are ${deck.fedUp}, and that is ${deck.f.brandPossessive} opening.`
    : msg
      ? `${deck.brand} has a promise worth hearing, but a promise nobody hears sells nothing.`
      : `${deck.brand} has to earn a hearing before it can say anything at all.`;
  return {
    title,
    content,
    speakerNotes: [voice.problemOpen, heard, voice.job].join(" "),
    visualPrompt: scene(
      deck,
      deck.fedUp
        ? `A wide, candid shot of ${deck.who}, in an ordinary moment`
        : `A wide, candid shot of ${deck.specific ? deck.who : "people"} in an ordinary moment, one face turned towards the camera`,
    ),
  };
}

function insightSlide(deck: Deck): SlideDraft {
  const voice = VOICE[deck.archetype];
  const found = insightOf(deck);
  const own = found !== undefined && unsaid(deck, found);
  const truth = own ? found : sentence(voice.truth(deck.group));
  // A truth that already names the brand needs no second mention of it.
  const named = headlineKey(truth).includes(headlineKey(deck.brand));
  const bridges = named
    ? ["Everything in this idea starts there.", "The whole idea grows from this truth."]
    : [
        `That is the opening for ${deck.brand}.`,
        `${deck.brand} can be the brand that acts on it.`,
        "Everything in this idea starts there.",
      ];
  const content = `${truth} ${deck.rng.pick(bridges)}`;
  const title = choose(
    deck,
    // The school's own title fits only the school's own truth.
    own
      ? [
          claimOf(truth) ?? "",
          `A truth ${deck.brand} can own`,
          "The truth beneath the work",
          "Everything starts with one truth",
        ]
      : [voice.insightTitle, "The truth beneath the work"],
    own && claimOf(truth) ? 1 : 3,
    `What ${deck.group} already know`,
  );
  return {
    title,
    content,
    speakerNotes: [
      voice.insightOpen,
      deck.specific
        ? deck.rng.pick([
            `It is true of ${deck.who}, and the whole idea is built on it.`,
            `${Group(deck)} will recognise it the moment they see it.`,
          ])
        : "It is true of almost everyone, and the whole idea is built on it.",
      deck.rng.pick([
        "Once you see it, the idea almost writes itself.",
        "Hold on to it: every slide after this one leans on it.",
        "It is the reason the work looks the way it does.",
      ]),
    ].join(" "),
    visualPrompt: scene(
      deck,
      `A close, candid portrait of ${deck.group}, one face in sharp focus in a quiet moment of recognition`,
    ),
  };
}

/**
 * The legend's own move, when this idea visibly uses it ("story appeal" in a concept about a
 * photograph with story appeal): the presenter names the tool they reached for.
 */
function moveOf(deck: Deck): string | undefined {
  if (!deck.style.hasLegend) return undefined;
  const idea = headlineKey(
    [deck.campaign, deck.headline, deck.coreIdea, deck.concept, ...deck.visuals].join(" "),
  );
  return deck.style.moves
    .map((move) => clause(move.replace(/\s*\([^)]*\)/g, "")))
    .find((move) => {
      const bare = move.replace(/^(?:the|a|an)\s+/i, "");
      return words(bare) >= 2 && words(move) <= 6 && idea.includes(headlineKey(bare));
    });
}

function ideaSlide(deck: Deck): SlideDraft {
  const voice = VOICE[deck.archetype];
  const name = deck.campaign || clause(deck.headline) || deck.brand;
  const core = sentencesIn(deck.coreIdea)[0];
  const parts: string[] = [];
  if (core) parts.push(sentence(cap(clause(core))));
  const headline = clause(deck.headline);
  if (headline !== "" && headlineKey(headline) !== headlineKey(name)) {
    parts.push(
      sentence(
        deck.rng.pick([
          `It opens on one line: ${quoted(deck.headline)}`,
          `The first line ${deck.group} will see: ${quoted(deck.headline)}`,
        ]),
      ),
    );
  }
  if (parts.length === 0) parts.push(sentence(`${deck.brand}, in one line: ${quoted(name)}`));
  // A headline of several sentences would run the paragraph past two: the slide lists instead.
  const content =
    parts.length > 1 && sentencesIn(deck.headline).length > 1
      ? parts.map((part) => `- ${part.replace(/\.$/, "")}`).join("\n")
      : parts.join(" ");
  const move = moveOf(deck);
  // The campaign line must be on the slide: the title carries it when it is free.
  const title = deck.usedTitles.has(headlineKey(name)) ? `${name} for ${deck.brand}` : name;
  return {
    title,
    content,
    speakerNotes: [
      sentence(`So here is the idea for ${deck.brand}: ${quoted(name)}`),
      ...(move ? [sentence(`It rests on one of my oldest tools: ${move}`)] : []),
      voice.ideaNote,
      deck.rng.pick([
        "Everything that follows comes from this one thought.",
        "Everything after this slide is that thought, made real.",
        "If you remember one slide today, make it this one.",
      ]),
    ].join(" "),
    visualPrompt: scene(
      deck,
      ideaScenes(deck)[0] ??
        `A single striking image of ${deck.brand} at the heart of an everyday moment for ${deck.group}`,
    ),
  };
}

function executionsSlide(deck: Deck): SlideDraft {
  const voice = VOICE[deck.archetype];
  const steps = deck.executions
    .map((text, index) => ({ text: bullet(text, deck.brand), index }))
    .filter((entry) => words(entry.text) >= 3 && unsaid(deck, entry.text));
  const chosen = deck.rng
    .sample(steps, 3)
    .sort((a, b) => a.index - b.index)
    .map((entry) => entry.text);
  const look = deck.visuals.find((text) => words(text) >= 3);
  if (chosen.length < 4 && look) {
    const cut = cleanCut(look, 16);
    chosen.push(`- The look: ${cut.startsWith(deck.brand) ? cut : inner(cut)}`);
  }
  const unique = [...new Set(chosen)];
  const name = deck.campaign || deck.brand;
  let content: string;
  if (unique.length >= 2) {
    content = unique.join("\n");
  } else {
    const first = unique[0] ? sentence(unique[0].replace(/^-\s+/, "")) : "";
    const everywhere = sentence(`${quoted(name)} runs the same way wherever ${deck.group} look`);
    content = [first, everywhere].filter(Boolean).join(" ");
  }
  const title = choose(
    deck,
    [
      `Where ${deck.group} will meet it`,
      `One idea, wherever ${deck.group} look`,
      "Ready to run from day one",
    ],
    3,
    `${name}, in the world`,
  );
  return {
    title,
    content,
    speakerNotes: [
      deck.rng.pick([
        "This is where it stops being a slide and starts being work.",
        "Here is what people will actually see.",
        "Now, what it looks like out in the world.",
      ]),
      sentence(
        `Every piece comes from the same idea, so ${deck.group} meet ${quoted(name)} the same way everywhere`,
      ),
      voice.executionsNote,
    ].join(" "),
    visualPrompt: scene(
      deck,
      ideaScenes(deck)[1] ??
        `${cap(deck.group)} coming across the campaign's image in the real world, on a high street at dusk`,
    ),
  };
}

function whySlide(deck: Deck): SlideDraft {
  const voice = VOICE[deck.archetype];
  const msg = deck.message;
  const points: string[] = [];
  // The message is quoted once in a deck: after that it is named, not repeated.
  if (msg?.kind === "question") {
    points.push(
      shownBefore(deck, msg.line)
        ? "It puts the brief's question at the heart of every piece"
        : `It puts the brief's question to ${deck.who}: ${quoted(msg.line)}`,
    );
  } else if (msg) {
    points.push(
      shownBefore(deck, messageLine(deck))
        ? "Every piece carries the brief's one message, and nothing else"
        : `Every piece lands the brief's one message: ${quoted(messageLine(deck))}`,
    );
  }
  const proof = proofText(deck);
  if (proof) points.push(`It backs the promise with proof: ${proof}`);
  const reason = reasonOf(deck);
  if (reason) points.push(clause(reason));
  if (deck.specific) points.push(`It speaks to ${deck.group}, not to everyone`);
  const fresh = points.filter((point) => unsaid(deck, point)).slice(0, 4);
  const name = deck.campaign || deck.brand;
  const content =
    fresh.length >= 2
      ? fresh.map((point) => `- ${point}`).join("\n")
      : [
          ...fresh.map((point) => sentence(point)),
          sentence(`${quoted(name)} gives ${deck.who} one clear reason to choose ${deck.brand}`),
          "It says one thing, and says it the same way everywhere.",
        ]
          .slice(0, 2)
          .join(" ");
  const title = choose(
    deck,
    [
      ...(proof ? ["A promise, and the proof behind it"] : []),
      ...(msg ? ["It keeps the brief's promise"] : []),
      ...(deck.specific ? [`Why ${deck.group} will believe it`] : []),
      "Simple enough to remember, true enough to believe",
    ],
    2,
    "One idea, said the same way everywhere",
  );
  const creed = deck.style.hasLegend ? finishedSentence(deck.style.belief) : undefined;
  // A creed about one group of people ("…she is your wife") would land oddly in another's deck.
  const belief =
    creed && words(creed) <= 24 && !/\b(?:black|white|wom[ae]n|wife|mother|m[ae]n)\b/i.test(creed)
      ? creed
      : undefined;
  return {
    title,
    content,
    speakerNotes: [
      voice.whyOpen,
      msg
        ? `It carries the brief's message in ${deck.f.brandPossessive} own words, not ours.`
        : `It gives ${deck.group} one reason to choose ${deck.brand}, and repeats it until it sticks.`,
      ...(belief ? [sentence(`It is what I have always believed: ${quoted(cap(belief))}`)] : []),
    ].join(" "),
    visualPrompt: scene(
      deck,
      `A warm, candid scene of ${deck.group} at ease in the moment the promise comes true, relaxed and unhurried`,
    ),
  };
}

function nextStepsSlide(deck: Deck): SlideDraft {
  const voice = VOICE[deck.archetype];
  const msg = deck.message;
  const name = deck.campaign || deck.brand;
  let measure: string;
  if (msg?.kind === "question") {
    measure = `whether ${deck.group} start asking the question themselves`;
  } else if (msg) {
    // The promise was said on the earlier slides: here it is only named.
    measure = `whether ${deck.group} remember the promise and choose ${deck.brand}`;
  } else {
    measure = `whether ${deck.group} remember ${deck.brand} and choose it`;
  }
  const owned = headlineKey(name).includes(headlineKey(deck.brand));
  const asks = [
    owned
      ? `- Approve ${quoted(name)} as the campaign platform`
      : `- Approve ${quoted(name)} as the platform for ${deck.brand}`,
    deck.executions.length > 0
      ? `- ${deck.rng.pick(["Choose the first executions to make from the idea", "Pick which executions go first"])}`
      : "- Choose the first pieces to make from the idea",
    `- Agree how success is judged: ${measure}`,
  ];
  const title = choose(
    deck,
    [
      "Three decisions to get it moving",
      "Say yes, and the work begins",
      "Ready to start on your word",
    ],
    3,
    `What it takes to launch ${name}`,
  );
  return {
    title,
    content: asks.join("\n"),
    speakerNotes: [
      deck.rng.pick(["So here is what I need from you.", "That is the work; now the decisions."]),
      "Approve the platform, pick the first pieces, and agree with me on how we will judge them.",
      voice.close,
    ].join(" "),
    visualPrompt: scene(
      deck,
      "A worktable seen from above, photographs, sketches and a camera laid out ready for the first shoot, in early morning light",
    ),
  };
}

const WRITERS: Record<DeckStage, (deck: Deck) => SlideDraft> = {
  problem: problemSlide,
  insight: insightSlide,
  idea: ideaSlide,
  executions: executionsSlide,
  whyItWorks: whySlide,
  nextSteps: nextStepsSlide,
};

function stageOf(value: string | undefined): DeckStage {
  return DECK_STAGES.find((entry) => entry.id === value)?.id ?? "problem";
}

/** The sell deck slide task's composer (../composerMap.ts). */
export const sellDeckSlideComposer: StudioComposer = ({
  context,
  facts,
  style,
  rng,
}): SlideDraft => {
  const extra = context.extra ?? {};
  const deck = readDeck({ extra, facts, style, rng });
  return WRITERS[stageOf(extra[EXTRA_KEYS.stage])](deck);
};

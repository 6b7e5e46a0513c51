import type { CopyFacts } from "./technique";
import { lc } from "./technique";
import {
  article,
  capitalize,
  cleanCut,
  clause,
  endWith,
  joinList,
  sentence,
  titleCase,
} from "./text";
import { BASE_VERBS, isThirdPersonVerb, NOUN_VERBS } from "./verbs";
import { hashString } from "./random";

/**
 * Lines built from the brief's own material (issue 40): its proof, its figures, the people it
 * names and what the brief says about them. A name or headline made of these reads as written
 * for this brief, where a fixed frame ("What {Aud} Told Us") reads as a template after two
 * briefs. Each returns undefined when the brief does not give the material; the caller keeps a
 * classic line for that case.
 */

/** Words a figure's noun cannot be: "10 days after", "200 stations in". */
const NOT_A_UNIT =
  /^(?:and|or|but|as|so|than|then|to|of|in|on|at|by|for|with|the|a|an|after|before|every|per|from|is|are|was|were|a\.m\.|p\.m\.)$/i;

/** The first figure in a text with what it counts: "10 days", "$6", "3 a.m.", "98%". */
export function figureOf(text: string): string | undefined {
  const match =
    /(?<![\p{Lu}\d]\s?)(?:[$£€]\s?)?\d[\d,.]*(?:%|°C)?(?:\s?(?:a\.m\.|p\.m\.))?(?:\s+[\p{L}-]+)?/u.exec(
      text,
    );
  if (!match) return undefined;
  const [number, unit = ""] = match[0].split(/\s+(?=[\p{L}-]+$)/u);
  const figure = unit && !NOT_A_UNIT.test(unit) ? `${number} ${unit}` : number;
  return clause(figure).replace(/,$/, "");
}

/**
 * What the brief says about its people after naming them: "who eat at 3 a.m.", "tired of
 * crowded trains". Undefined when the audience is only a name for a group.
 */
export function tensionOf(f: CopyFacts): string | undefined {
  const phrase = f.audienceInner;
  const words = phrase.split(" ");
  const head = f.aud.split(" ").length;
  if (phrase.toLowerCase().startsWith(f.aud.toLowerCase()) && words.length > head + 1) {
    const rest = words.slice(head).join(" ");
    return /^(?:who|that|tired|sick|fed|with|in|on|at|from|over|under|aged|between)\b/i.test(rest)
      ? rest
      : undefined;
  }
  return undefined;
}

/** The selling point after "Brand:": "our workshop" → "its workshop". */
function ownWords(f: CopyFacts): string {
  return f.usp.replace(/\b(?:our|my)\b/gi, "its");
}

/** The selling point as a campaign name: "Every Truck Serviced on Site". */
export function proofName(f: CopyFacts): string | undefined {
  if (!f.hasUsp) return undefined;
  // "We answer every call…" is named in the brand's third person.
  // A name may speak as the brand ("Fixed Prices Quoted Before We Start"); a short point is
  // kept whole, a long one cut where a reader pauses.
  const own = f.usp;
  let cut = own.split(" ").length <= 8 ? clause(own) : cleanCut(own, 7);
  // Never end on a figure whose unit follows: "Tested over 1,000" → "…1,000 km".
  const rest = own.slice(cut.length).trim().split(" ");
  if (/\d$/.test(cut) && rest[0]) cut = clause(`${cut} ${rest[0]}`);
  return cut.split(" ").length >= 2 ? titleCase(cut, [f.brand]) : undefined;
}

/** The people with what the brief says of them, as a name: "Night-Shift Nurses Who Eat at 3 a.m.". */
export function peopleName(f: CopyFacts): string | undefined {
  const tension = tensionOf(f);
  if (!tension || `${f.aud} ${tension}`.split(" ").length > 8) return undefined;
  return titleCase(`${f.aud} ${tension}`, [f.brand]).replace(/\bA\.m\.|\bP\.m\./g, (m) =>
    m.toLowerCase(),
  );
}

/** The selling point as the brand's own claim: "Nightjar Meals stays fresh for 10 days…". */
export function proofClaim(f: CopyFacts): string | undefined {
  if (!f.hasUsp) return undefined;
  const { claim } = f.uspForms;
  if (claim) return capitalize(claim);
  return `${f.brand}: ${lc(clause(ownWords(f)), f)}`;
}

/**
 * A long factual headline in Ogilvy's manner: the brand, one fact the reader can check and
 * the people it is for ("Nightjar Meals stays fresh for 10 days after opening, for
 * night-shift nurses who eat at 3 a.m.").
 */
export function factHeadline(f: CopyFacts): string | undefined {
  const claim = proofClaim(f);
  if (!claim) return undefined;
  const tension = tensionOf(f);
  return sentence(tension ? `${claim}, for ${f.aud} ${tension}` : claim);
}

/**
 * What research with the people found, then the fact that answers it: "Night-shift nurses who
 * eat at 3 a.m. told us what matters. Nightjar Meals stays fresh for 10 days after opening."
 */
export function answeredHeadline(f: CopyFacts): string | undefined {
  const tension = tensionOf(f);
  const claim = proofClaim(f);
  if (!tension || !claim) return undefined;
  return `${capitalize(f.aud)} ${tension} told us what matters. ${sentence(claim)}`;
}

/** The figure the brief gives, as a name: "Nightjar Meals: 10 Days" (a bare number is none). */
export function figureName(f: CopyFacts): string | undefined {
  const figure = figureOf(f.usp) ?? figureOf(f.message);
  if (!figure || !/\d\S*\s+\p{L}/u.test(figure)) return undefined;
  return `${f.brand}: ${titleCase(figure, [f.brand])}`;
}

/** What the brief says of its people, as an honest name: "Office Workers Have Back Pain". */
export function tensionName(f: CopyFacts): string | undefined {
  const said = tensionSentence(f);
  if (!said || said.split(" ").length > 9) return undefined;
  return titleCase(said.replace(/\.$/, ""), [f.brand]);
}

/** The people, what the brief says of them, and the message: a brand-image line. */
export function peopleLine(f: CopyFacts): string | undefined {
  const tension = tensionOf(f);
  if (!tension) return undefined;
  const said = f.msg.claim ?? clause(f.line);
  const line = sentence(`${capitalize(f.aud)} ${tension}: ${lc(said, f)}`);
  return said.includes(f.brand) ? line : `${line} ${f.brand}.`;
}

/** The message signed by the brand, under a picture that tells the story. */
export function signedLine(f: CopyFacts): string {
  return `${endWith(clause(f.line), f.line.endsWith("?") ? "?" : f.line.endsWith("!") ? "!" : ".")} ${f.brand}.`;
}

/**
 * What the brief says of its people as a sentence of its own: "Night-shift nurses eat at
 * 3 a.m.", "City commuters are tired of crowded trains", "Students have broken headphones".
 */
export function tensionSentence(f: CopyFacts): string | undefined {
  const tension = tensionOf(f);
  if (!tension) return undefined;
  const [first = "", ...rest] = tension.split(" ");
  const tail = rest.join(" ");
  let said: string | undefined;
  if (/^(?:who|that)$/i.test(first)) {
    // "who has no time" belongs to one person; the people are many.
    const verb = rest.find(
      (word) => !/^(?:still|already|never|always|often|just|really)$/i.test(word),
    );
    said = verb && !isThirdPersonVerb(verb) ? `${f.Aud} ${tail}` : undefined;
  } else if (/^(?:tired|sick|fed)$/i.test(first)) said = `${f.Aud} are ${tension}`;
  else if (/^with$/i.test(first)) said = `${f.Aud} have ${tail}`;
  return said ? sentence(said) : undefined;
}

/** Bernbach's honest line: the people's problem said plainly, then the fact that answers it. */
export function admissionHeadline(f: CopyFacts): string | undefined {
  const problem = tensionSentence(f);
  const claim = proofClaim(f);
  return problem && claim ? `${problem} ${sentence(claim)}` : undefined;
}

/** One short line for one image: the message when short, else the brand and its figure. */
export function oneLine(f: CopyFacts): string | undefined {
  if (f.lineName) return f.line;
  const figure = figureOf(f.usp) ?? figureOf(f.message);
  if (figure && /\p{L}/u.test(figure)) return `${f.brand}: ${endWith(figure, ".")}`;
  return f.hasUsp && f.usp.split(" ").length <= 8
    ? `${f.brand}: ${endWith(lc(clause(f.usp), f), ".")}`
    : undefined;
}

/** The brand and the tone the brief asks for, as a brand-image name: "Ledgerly, Plain and Confident". */
export function toneName(f: CopyFacts): string | undefined {
  const items = f.tone.split(/,\s*|\s+and\s+/).filter((item) => item !== "");
  if (items.length === 0 || items.length > 3 || items.some((item) => item.split(" ").length > 2)) {
    return undefined;
  }
  return `${f.brand}, ${titleCase(joinList(items))}`;
}

// — Culture, Global, Independents, London, West Coast —
//
// The same approach for the legends of those five schools. A technique's names and headlines
// are made of the brief's own pieces (its message and proof cut where a reader pauses, its
// people and what they put up with, asked as a question, its figure) set in the legend's
// arrangement: the question then the answer, the line signed by the brand, the problem then the
// proof. `shapeOf` keeps the shapes the brief has material for and spreads briefs with the same
// material across them, so no fixed frame ("When everyone zigs, X zags") is poured full of
// every brief; the technique's classic line stays for a brief that gives nothing to build on.

/** A small stable number from a text (FNV-1a), so a brief always gets the same shape. */
function stableHash(text: string): number {
  let hash = 2166136261;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}

/**
 * One of the shapes the brief gives material for (undefined ones are skipped), chosen by the
 * brief itself and the technique's key; undefined when the brief gives none of them.
 */
export function shapeOf(
  f: CopyFacts,
  key: string,
  shapes: readonly (string | undefined)[],
): string | undefined {
  const ready = shapes.filter((shape): shape is string => shape !== undefined && shape !== "");
  if (ready.length === 0) return undefined;
  return ready[stableHash(`${key}|${f.brand}|${f.message}|${f.audience}`) % ready.length];
}

const words = (text: string) => text.split(" ").filter((word) => word !== "");

/** The selling point as typed, a sentence of its own: "Six hours outdoors every day, rain or shine." */
export function proofSentence(f: CopyFacts): string | undefined {
  return f.hasUsp ? sentence(capitalize(clause(f.usp))) : undefined;
}

/** The people with what the brief says of them, mid-sentence: "men who hate waiting for a haircut". */
export function peopleOf(f: CopyFacts): string | undefined {
  const tension = tensionOf(f);
  return tension ? `${f.aud} ${tension}` : undefined;
}

/** The message when short enough to stand alone as a headline (seven words or fewer). */
export function shortMessage(f: CopyFacts): string | undefined {
  return words(f.line).length <= 7 ? f.line : undefined;
}

/** The people's problem put to them as a question: "Hate waiting for a haircut?", "Back pain?". */
export function problemQuestion(f: CopyFacts): string | undefined {
  const tension = tensionOf(f);
  if (!tension || !tensionSentence(f)) return undefined;
  const [first = "", ...rest] = words(tension);
  let asked: string | undefined;
  if (/^(?:who|that)$/i.test(first)) {
    // "who have never donated" → "Never donated?"
    asked = rest.join(" ").replace(/^have\s+(?=(?:never|already|always|just)\s)/i, "");
  } else if (/^with$/i.test(first)) asked = rest.join(" ");
  else if (/^(?:tired|sick|fed)$/i.test(first)) asked = tension;
  if (!asked || words(asked).length > 9) return undefined;
  const toReader = asked
    .replace(/\btheir\b/gi, "your")
    .replace(/\bthemselves\b/gi, "yourself")
    .replace(/\bthey\b/gi, "you")
    .replace(/\bthem\b/gi, "you");
  return `${capitalize(clause(toReader))}?`;
}

/** A piece of a pasted line: 2–`most` words with at least one real word, no dangling link word. */
/**
 * A clause ending on a word that needs what follows it ("…of", "…the", "so you can"): as a name
 * or a headline it reads cut.
 */
const LEANING_END =
  /\b(?:and|or|but|of|to|for|with|the|a|an|in|on|at|by|from|is|are|was|were|do|does|did|can|could|will|would|shall|should|may|might|must|have|has|had|be|been)$/i;

function piece(text: string | undefined, most: number): string | undefined {
  const value = clause(text ?? "").replace(/^(?:and|or|but|so)\s+/i, "");
  const count = words(value).length;
  if (count < 2 || count > most || !/\p{L}{3}/u.test(value)) return undefined;
  // "This is", "Because you are": a clause that leans on the sentence before it.
  return LEANING_END.test(value) || /^(?:this|that|it|because|so)\b/i.test(value)
    ? undefined
    : value;
}

/** Where a line pauses: its sentences, and the commas inside them. */
function parts(line: string): string[] {
  return sentencesOf(line).flatMap((part) => part.split(/,\s+/));
}

function sentencesOf(line: string): string[] {
  return line
    .split(/(?<=[.!?])\s+(?=\p{Lu})/u)
    .map((part) => part.trim())
    .filter((part) => part !== "");
}

/** The message up to its first pause, when it has one: "Get paid in 3 days" of "…, not 30". */
export function messageHead(f: CopyFacts): string | undefined {
  // Only up to a comma: a name cut at a full stop reads as the message quoted short.
  const all = (sentencesOf(f.line)[0] ?? "").split(/,\s+/);
  return all.length > 1 ? piece(all[0], 7) : undefined;
}

/** The message after its last pause: "out by 8:30", "washing-up included", "even offline". */
export function messageTail(f: CopyFacts): string | undefined {
  const all = parts(f.line);
  return all.length > 1 ? piece(all[all.length - 1], 5) : undefined;
}

/** The selling point up to its first comma: "Invisible in the ear", "No contract". */
export function proofHead(f: CopyFacts): string | undefined {
  const all = f.hasUsp ? clause(f.usp).split(/,\s+/) : [];
  return all.length > 1 ? piece(all[0], 6) : undefined;
}

/** The selling point after its last comma: "rain or shine", "day or night", "nothing else". */
export function proofTail(f: CopyFacts): string | undefined {
  const all = f.hasUsp ? clause(f.usp).split(/,\s+/) : [];
  return all.length > 1 ? piece(all[all.length - 1], 5) : undefined;
}

/** Words a noun phrase ends before: "Automatic reminders | that clients answer". */
const PHRASE_END =
  /^(?:that|which|who|with|for|from|in|on|at|by|to|within|before|after|over|under|of|and|or|is|are|was|were|out|through|up|off|sent|done|built|made|left|paid|grown|sold)$/i;

/**
 * The noun phrase a line opens with, when it opens with one and says more after it:
 * "Automatic reminders" of "Automatic reminders that clients actually answer".
 */
export function openingPhrase(text: string | undefined): string | undefined {
  if (!text || /[?"'‘“]/.test(text)) return undefined;
  // "A replacement forklift" names as "Replacement Forklift".
  const all = words(clause(text)).filter(
    (word, index) => index > 0 || !/^(?:a|an|the|every|each)$/i.test(word),
  );
  if (all.length === 0 || PHRASE_END.test(all[0]) || /^(?:\S+['’]\S+)$/.test(all[0])) {
    return undefined;
  }
  // A verb or a pronoun opens a sentence, not a noun phrase: "We answer", "Stays fresh".
  if (OPENS_SENTENCE.test(all[0]) || isThirdPersonVerb(all[0])) return undefined;
  const end = all.findIndex(
    (word, index) =>
      index > 0 && (PHRASE_END.test(word) || /ed$/i.test(word) || isThirdPersonVerb(word)),
  );
  if (end < 2) return undefined;
  const head = all.slice(0, end).join(" ");
  return /[,.;:]/.test(head) ? undefined : head;
}

/** Words that open a sentence rather than a noun phrase. */
const OPENS_SENTENCE =
  /^(?:we|you|i|it|they|our|your|my|get|find|see|hear|pick|send|give|play|open|own|file|start|book|study|pass|breathe|reserve|charge|swap|sleep|make|keep|stop|try|take|go|come|let)$/i;

/** A piece of the brief as a campaign name, title-cased; undefined when there is no piece. */
export function asName(f: CopyFacts, text: string | undefined): string | undefined {
  return text ? titleCase(clause(text), [f.brand]) : undefined;
}

/** The brief's first figure with what it counts ("10 days"); never a bare number. */
export function countedFigure(f: CopyFacts): string | undefined {
  const figure = figureOf(f.usp) ?? figureOf(f.message);
  return figure && /\d\S*\s+\p{L}{2}/u.test(figure) && !NOT_A_UNIT.test(figure.split(" ")[1] ?? "")
    ? figure
    : undefined;
}

/** The message, then the brand as its signature: "Muddy boots, happy kids. Little Acorns." */
export function messageSigned(f: CopyFacts): string | undefined {
  // Two claims joined by "and" read, as a headline, as a line that says two things at once.
  if (/\sand\s/i.test(f.line)) return undefined;
  return f.line.includes(f.brand) || !standsWithOthers(f) ? f.line : `${f.line} ${f.brand}.`;
}

/**
 * Whether the message can share a headline with another sentence: one of two sentences, or
 * two claims joined by "and" ("Send $200 home and your family gets $200"), is enough alone.
 */
function standsWithOthers(f: CopyFacts): boolean {
  return sentencesOf(f.line).length === 1 && !/\sand\s/i.test(f.line);
}

/** The selling point, then the brand as its signature, when the brief gives one. */
export function proofSigned(f: CopyFacts): string | undefined {
  const proof = proofSentence(f);
  if (!proof) return undefined;
  return proof.includes(f.brand) ? proof : `${proof} ${f.brand}.`;
}

/** The people's problem said plainly, then the message that answers it. */
export function problemThenMessage(f: CopyFacts): string | undefined {
  if (!standsWithOthers(f)) return undefined;
  const problem = tensionSentence(f);
  return problem ? `${problem} ${f.line}` : undefined;
}

/** The people's problem said plainly, then the proof that answers it. */
export function problemThenProof(f: CopyFacts): string | undefined {
  const problem = tensionSentence(f);
  const proof = proofSentence(f);
  return problem && proof ? `${problem} ${proof}` : undefined;
}

/** The question, then the message: "Hate waiting for a haircut? Book at 8, out by 8:30." */
export function askedThenMessage(f: CopyFacts): string | undefined {
  if (!standsWithOthers(f)) return undefined;
  const asked = problemQuestion(f);
  return asked ? `${asked} ${f.line}` : undefined;
}

/** The question, then the proof: "Back pain? Video sessions with chartered physios from $45." */
export function askedThenProof(f: CopyFacts): string | undefined {
  const asked = problemQuestion(f);
  const proof = proofSentence(f);
  return asked && proof ? `${asked} ${proof}` : undefined;
}

/** The question, answered by the brand's name alone: "Tired of banks that don't answer? Harbour Bank." */
export function askedThenBrand(f: CopyFacts): string | undefined {
  const asked = problemQuestion(f);
  return asked ? `${asked} ${f.brand}.` : undefined;
}

/** The message, then the proof that backs it, when both are short enough to read at once. */
export function messageThenProof(f: CopyFacts): string | undefined {
  if (!standsWithOthers(f)) return undefined;
  const proof = proofSentence(f);
  return proof && words(`${f.line} ${proof}`).length <= 20 ? `${f.line} ${proof}` : undefined;
}

/** The proof, then the message it earns. */
export function proofThenMessage(f: CopyFacts): string | undefined {
  if (!standsWithOthers(f)) return undefined;
  const proof = proofSentence(f);
  return proof && words(`${f.line} ${proof}`).length <= 20 ? `${proof} ${f.line}` : undefined;
}

/**
 * The techniques of these schools that name a campaign from a piece of the brief, in one
 * order. A piece names one campaign only: two legends on one brief never share a name.
 */
export const PIECE_NAMED = [
  "hegarty-zag",
  "hegarty-wordless-film",
  "hegarty-desire",
  "arden-opposite",
  "arden-surreal",
  "arden-tableau",
  "arden-one-line",
  "clow-belief",
  "clow-silhouette",
  "clow-disrupt",
  "clow-everything-media",
  "serpa-wordless",
  "serpa-unpredictable",
  "serpa-twist",
  "pandey-idiom",
  "pandey-earthy",
  "pandey-slice",
  "wieden-imperative",
  "wieden-attitude",
  "wieden-real-people",
  "wieden-culture",
  "bogusky-stunt",
  "bogusky-hoax",
  "bogusky-product-media",
  "bogusky-fight",
  "berman-family-story",
  "berman-song",
  "berman-next-chapter",
  "house-voice",
  "house-one-message",
  "house-channel",
  "guardian-substantiated",
  "guardian-insight",
  "guardian-mandatories",
] as const;

export type PieceNamed = (typeof PIECE_NAMED)[number];

/**
 * The pieces of this brief that can name a campaign, best first: the people's question, the
 * message and the proof cut where they pause, the figure, the people; then the same signed
 * by the brand. Never one of the names David Ogilvy's or Bill Bernbach's techniques build.
 */
function namePieces(f: CopyFacts): string[] {
  const tails = [messageTail(f), proofTail(f)].filter((piece): piece is string => !!piece);
  const pieces = [
    problemQuestion(f),
    messageHead(f),
    ...tails,
    proofHead(f),
    countedFigure(f),
    f.hasUsp ? openingPhrase(f.usp) : undefined,
    openingPhrase(f.message),
  ].filter((piece): piece is string => piece !== undefined);
  const normal = (name: string) =>
    name
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, " ")
      .trim();
  const taken = new Set(
    [
      proofName(f),
      peopleName(f),
      tensionName(f),
      figureName(f),
      toneName(f),
      f.lineName,
      f.lineName && `${f.brand}, ${f.lineName}`,
      f.hasProduct ? f.product : "",
    ]
      .filter((name): name is string => Boolean(name))
      .map(normal),
  );
  const named = (piece: string) => asName(f, piece)!;
  const words = (piece: string) => !piece.endsWith("?") && !/^[\d$£€]/.test(piece);
  const candidates = [
    ...pieces.map(named),
    // "Meal Kits, Washing-Up Included": what is sold, with the brief's own last word on it.
    ...(f.hasProduct
      ? tails.map((tail) => `${titleCase(f.product, [f.brand])}, ${named(tail)}`)
      : []),
    ...pieces.filter(words).map((piece) => `${f.brand}, ${named(piece)}`),
    // Never the message's opening with more after it: that reads as the message cut short.
    ...pieces
      .filter((piece) => words(piece) && piece !== messageHead(f))
      .map((piece) => `${named(piece)}, ${f.brand}`),
  ];
  const seen = new Set<string>();
  return candidates.filter((name) => {
    const key = normal(name);
    if (taken.has(key) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The campaign name this technique takes from the brief: each technique of PIECE_NAMED gets a
 * different piece, the order turned by the brief so a technique names from different pieces
 * across briefs. Undefined when the brief has run out of pieces; the caller keeps its own name.
 */
export function pieceName(f: CopyFacts, id: PieceNamed): string | undefined {
  const pieces = namePieces(f);
  const turn = stableHash(`${f.brand}|${f.message}`) % PIECE_NAMED.length;
  const place = (PIECE_NAMED.indexOf(id) - turn + PIECE_NAMED.length) % PIECE_NAMED.length;
  return pieces[place];
}

/**
 * A name in the tone the brief asks for, when it has run out of pieces: `frame` holds "{tone}"
 * ("Simply {tone}" → "Simply Cool and Confident"). Each technique keeps its own frame, so two
 * techniques never name alike, and briefs with different tones never share a name's words.
 */
export function tonedName(f: CopyFacts, frame: string): string | undefined {
  const tone = toneWords(f);
  if (!tone) return undefined;
  const said = joinList(tone);
  // "An Optimistic Belief": the article agrees with the tone that follows it.
  const framed = frame
    .replace(/\b[Aa] \{tone\}/, `${article(said)} {tone}`)
    .replace("{tone}", said);
  return titleCase(framed, [f.brand]);
}

/**
 * Whether a name is built of the brief's tone alone ("An Upbeat Dream", "Simply Cool and
 * Confident"): it says how the work sounds, not what it is about, so it reads as a working title.
 */
export function isTonedName(f: CopyFacts, name: string): boolean {
  const tone = toneWords(f);
  if (tone === undefined) return false;
  // A tone word the brief also says of itself ("warm bread") is one of its facts.
  const facts = [f.product, f.audience, f.message, f.hasUsp ? f.usp : ""].join(" ").toLowerCase();
  const own = (word: string) =>
    new RegExp(`\\b${word.replace(/[^\p{L}\p{N} -]/gu, "")}\\b`, "u").test(facts);
  const said = name.toLowerCase();
  return tone.every((word) => said.includes(word) && !own(word));
}

/** The tone the brief asks for as a list of one- or two-word adjectives: ["plain", "confident"]. */
function toneWords(f: CopyFacts): string[] | undefined {
  const items = f.tone
    .split(/,\s*|\s+and\s+/)
    .map((item) => item.trim().toLowerCase())
    .filter((item) => item !== "");
  return items.length > 0 && items.length <= 2 && items.every((item) => words(item).length <= 2)
    ? items
    : undefined;
}

/** The brief's own name for a technique, else its tone-built one, else the technique's classic. */
export function briefName(
  f: CopyFacts,
  id: PieceNamed,
  frame: string | undefined,
  classic: string,
): string {
  return pieceName(f, id) ?? (frame ? tonedName(f, frame) : undefined) ?? classic;
}

type LineShape = (f: CopyFacts) => string | undefined;

const short =
  (shape: LineShape): LineShape =>
  (f) =>
    shortMessage(f) ? shape(f) : undefined;

/**
 * Each technique's headline shapes, in the legend's manner: Hegarty's problem and its answer,
 * Serpa's line alone under the picture, Bogusky's question that picks the fight. Every shape
 * is made of the brief's own sentences, so it never reads as a frame filled in.
 */
const HEADLINE_SHAPES: Record<PieceNamed, LineShape[]> = {
  "hegarty-zag": [askedThenMessage, problemThenProof],
  "hegarty-wordless-film": [short(messageSigned), proofSigned],
  "hegarty-desire": [proofThenMessage, askedThenBrand],
  "arden-opposite": [problemThenMessage, askedThenProof],
  "arden-surreal": [askedThenBrand, proofThenMessage],
  "arden-tableau": [messageThenProof, problemThenProof],
  "arden-one-line": [short(messageSigned), proofSigned],
  "clow-belief": [shortMessage, askedThenBrand],
  "clow-silhouette": [proofSigned, askedThenBrand],
  "clow-disrupt": [problemThenMessage, askedThenProof],
  "clow-everything-media": [messageThenProof, proofThenMessage],
  "serpa-wordless": [shortMessage, askedThenBrand],
  "serpa-unpredictable": [askedThenProof, proofSigned],
  "serpa-twist": [problemThenProof, proofThenMessage],
  "pandey-idiom": [askedThenMessage, messageSigned],
  "pandey-earthy": [problemThenMessage, askedThenBrand],
  "pandey-slice": [problemThenProof, proofThenMessage],
  "wieden-imperative": [askedThenBrand, shortMessage],
  "wieden-attitude": [askedThenMessage, short(messageSigned)],
  "wieden-real-people": [problemThenMessage, problemThenProof],
  "wieden-culture": [proofSigned, askedThenBrand],
  "bogusky-stunt": [askedThenMessage, proofThenMessage],
  "bogusky-hoax": [proofSigned, messageThenProof],
  "bogusky-product-media": [messageSigned, proofSigned],
  "bogusky-fight": [problemThenMessage, askedThenProof],
  "berman-family-story": [problemThenMessage, problemThenProof],
  "berman-song": [askedThenBrand, shortMessage],
  "berman-next-chapter": [proofThenMessage, proofSigned],
  "house-voice": [(f) => f.line],
  "house-one-message": [proofSigned],
  "house-channel": [proofThenMessage, askedThenBrand],
  "guardian-substantiated": [messageThenProof, proofSigned],
  "guardian-insight": [problemThenProof, askedThenMessage],
  "guardian-mandatories": [messageSigned],
};

/**
 * Techniques whose line is short by nature (Clow's belief and silhouette, Serpa's picture with
 * one line, Wieden's imperative): a long sentence of the brief is not theirs to take.
 */
const SHORT_LINES: ReadonlySet<PieceNamed> = new Set<PieceNamed>([
  "clow-belief",
  "clow-silhouette",
  "serpa-wordless",
  "serpa-twist",
  "wieden-imperative",
  "wieden-culture",
]);

/** A piece of the brief as a sentence of its own: "Month-to-month." */
const beat = (text: string | undefined) => (text ? sentence(capitalize(text)) : undefined);

/** Two pieces as two beats, when both are there and say different things. */
const beats =
  (first: LineShape, second: LineShape): LineShape =>
  (f) => {
    const a = beat(first(f));
    const b = beat(second(f));
    return a && b && normalKey(a) !== normalKey(b) ? `${a} ${b}` : undefined;
  };

/** The brief's first figure that counts something, in words as a sentence opens: "Ten seconds". */
const figureBeat: LineShape = (f) => {
  const figure = countedFigure(f);
  return figure ? spelled(figure) : undefined;
};
const brandBeat: LineShape = (f) => f.brand;
const lineBeat: LineShape = (f) => (standsWithOthers(f) ? clause(f.line) : undefined);
const proofBeat: LineShape = (f) => (f.hasUsp ? clause(f.usp) : undefined);
const opening: LineShape = (f) => (f.hasUsp ? openingPhrase(f.usp) : openingPhrase(f.message));

/** Where a sentence turns to its circumstance: "…every return | for $89", "…cleared | in under two hours". */
const TURN = /^(?:without|before|after|under|from|for|with|within|in|on|at|until|by)$/i;

/**
 * A sentence of the brief split where it turns to its circumstance, at the last such word that
 * leaves both halves standing: "A CPA checks every return" / "for $89". Undefined for a
 * sentence with a pause of its own (its commas cut it better) or none to split at.
 */
function turnOf(text: string): { head: string; tail: string } | undefined {
  if (/[,;:?!"“”]/.test(text) || sentencesOf(text).length !== 1) return undefined;
  const all = words(clause(text));
  for (let index = all.length - 2; index >= 2; index -= 1) {
    if (!TURN.test(all[index])) continue;
    // "Distilled from Taif roses picked | before dawn": a participle needs what follows it.
    if (/ed$/i.test(all[index - 1]) && /^(?:before|after|until|at|on)$/i.test(all[index])) continue;
    const head = piece(all.slice(0, index).join(" "), 8);
    const tail = piece(all.slice(index).join(" "), 6);
    if (head && tail) return { head, tail };
  }
  return undefined;
}

/** The message's circumstance: "without a single all-nighter", "before the lorry leaves the yard". */
const messageTurn: LineShape = (f) => (messageTail(f) ? undefined : turnOf(f.line)?.tail);
/** The selling point's claim and its circumstance: "A CPA checks every return" / "for $89". */
const proofTurnHead: LineShape = (f) => (f.hasUsp ? turnOf(f.usp)?.head : undefined);
const proofTurn: LineShape = (f) => (f.hasUsp ? turnOf(f.usp)?.tail : undefined);

/** "-ing" words that are things, not what the people are doing: "morning", "wedding". */
const NOT_DOING =
  /^(?:during|morning|evening|nothing|something|anything|everything|thing|king|ring|spring|string|wedding|building|ceiling|clothing|sibling|darling|pudding|being)$/i;

/**
 * What the brief's people are doing, put to them as a question, when the brief names them by
 * an occasion rather than a problem: "Celebrating a 25th anniversary?" of "Couples celebrating
 * a 25th anniversary", "Filing alone for the first time?", "Renting in Manchester?".
 */
export function occasionQuestion(f: CopyFacts): string | undefined {
  if (tensionOf(f)) return undefined;
  const phrase = f.audienceInner;
  if (!phrase.toLowerCase().startsWith(f.aud.toLowerCase())) return undefined;
  const rest = words(phrase.slice(f.aud.length))
    .join(" ")
    .split(/\s(?:who|that)\s/i)[0];
  const [first = ""] = words(rest);
  if (!/^\p{Ll}+ing$/u.test(first) || NOT_DOING.test(first)) return undefined;
  const doing = piece(rest, 7);
  // "…the U.K.?" would close on two marks.
  if (!doing || /\.$/.test(doing) || /\b\p{Lu}\.\p{Lu}/u.test(doing)) return undefined;
  return `${capitalize(doing.replace(/\btheir\b/gi, "your").replace(/\bthem\b/gi, "you"))}?`;
}

/** The text when it has at least `least` words. */
const atLeast = (least: number, text: string | undefined) =>
  text && words(text).length >= least ? text : undefined;

/** What is sold with the brief's own last word on it: "Coworking memberships, from $199 a desk." */
const productWith =
  (tail: LineShape): LineShape =>
  (f) => {
    const said = tail(f);
    return f.hasProduct && said && !said.toLowerCase().includes(f.product.toLowerCase())
      ? sentence(`${capitalize(f.product)}, ${lc(said, f)}`)
      : undefined;
  };

/**
 * Headlines of two short beats cut from the brief where it pauses: "Before the lorry leaves the yard. In under two hours.", "Ten seconds. Zest." Every word is
 * the brief's own, and none opens with the message cut short (it would read as the message
 * quoted in part), so no two briefs share a frame; the short ones suit the one-line techniques.
 */
const PAUSED_BEATS: LineShape[] = [
  beats(occasionQuestion, lineBeat),
  beats(occasionQuestion, proofBeat),
  beats(occasionQuestion, brandBeat),
  beats(occasionQuestion, messageTurn),
  beats(occasionQuestion, messageTail),
  beats(occasionQuestion, proofTurn),
  beats(occasionQuestion, proofTail),
  beats(proofTurnHead, messageTurn),
  beats(proofTurnHead, messageTail),
  beats(messageTurn, brandBeat),
  beats(proofTurn, brandBeat),
  beats(proofTurnHead, brandBeat),
  beats(messageTurn, proofTurn),
  beats(messageTurn, proofTail),
  beats(proofTail, messageTurn),
  beats(proofTurnHead, lineBeat),
  productWith(messageTurn),
  productWith(proofTurn),
  beats(brandBeat, messageTurn),
  beats(messageTail, proofTail),
  beats(proofTail, messageTail),
  productWith(messageTail),
  productWith(proofTail),
  beats(tensionSentence, proofTail),
  beats(tensionSentence, messageTail),
  beats(problemQuestion, proofTail),
  beats(proofHead, messageTail),
  beats(problemQuestion, proofHead),
  beats(problemQuestion, messageTail),
  beats(figureBeat, brandBeat),
  beats(proofTail, brandBeat),
  beats(messageTail, brandBeat),
  beats(proofHead, brandBeat),
  beats(opening, brandBeat),
  beats(proofHead, lineBeat),
  beats(lineBeat, proofTail),
  beats(proofBeat, messageTail),
  beats(tensionSentence, brandBeat),
  beats(brandBeat, proofTail),
  beats(brandBeat, messageTail),
];

/** A piece of the brief as a beat: where it comes from, and whether it may only open a line. */
type Beat = {
  text: string | undefined;
  from: "asked" | "message" | "proof" | "brand";
  /** Only first (a question), or only last (a message of several sentences, kept whole). */
  opens?: true;
  closes?: true;
};

/**
 * Every further pairing of the brief's pieces, for a brief whose named shapes are all taken:
 * two beats from different sources (the people, the message, the proof, the brand), a question
 * only first, never two pieces of one sentence, never the message's opening cut short. A thin
 * brief still gives each technique a line of its own words rather than a classic frame.
 */
function pairedBeats(f: CopyFacts): string[] {
  const pieces: Beat[] = [
    { text: problemQuestion(f) ?? occasionQuestion(f), from: "asked", opens: true },
    { text: tensionSentence(f), from: "asked", opens: true },
    { text: lineBeat(f), from: "message" },
    { text: messageTail(f), from: "message" },
    { text: messageTurn(f), from: "message" },
    // "Twelve rooms. One lake. No hurry.": whole after another beat, and its later sentences
    // alone ("One lake."), never its first (that would read as the message cut short).
    { text: standsWithOthers(f) ? undefined : clause(f.line), from: "message", closes: true },
    ...sentencesOf(f.line)
      .slice(1)
      .map((part): Beat => ({ text: piece(part, 7), from: "message" })),
    { text: proofBeat(f), from: "proof" },
    { text: proofHead(f), from: "proof" },
    { text: proofTail(f), from: "proof" },
    { text: proofTurnHead(f), from: "proof" },
    { text: proofTurn(f), from: "proof" },
    { text: f.brand, from: "brand" },
  ];
  const ready = pieces.filter((piece) => piece.text !== undefined);
  const whole = new Set([clause(f.line), proofBeat(f)]);
  const lines: string[] = [];
  for (const first of ready) {
    for (const second of ready) {
      if (first.from === second.from || second.opens || first.closes) continue;
      // The whole proof beside the whole message is the Madison Avenue section's line.
      if (whole.has(first.text) && whole.has(second.text)) continue;
      const line = `${beat(first.text)} ${beat(second.text)}`;
      if (words(line).length <= 18) lines.push(line);
    }
  }
  return lines;
}

/** The brief's sentences alone or paired, for a technique whose own shapes are taken. */
const LEFT_OVER: LineShape[] = [
  problemQuestion,
  (f) => f.line,
  proofSentence,
  askedThenMessage,
  askedThenProof,
  askedThenBrand,
  problemThenMessage,
  problemThenProof,
  messageThenProof,
  proofThenMessage,
  messageSigned,
  proofSigned,
  (f) => (standsWithOthers(f) ? `${f.brand}. ${f.line}` : undefined),
  (f) => (proofSentence(f) ? `${f.brand}. ${proofSentence(f)}` : undefined),
  // The brief cut where it pauses and set as two short beats (issue 40): a thin brief has few
  // whole sentences, but each pause gives a line that still says only what the brief says. They
  // come before the lines that greet or toast the people, whose frame every brief would share.
  ...PAUSED_BEATS,
  // The people named in full, greeted or toasted.
  (f) => (peopleOf(f) ? `${capitalize(peopleOf(f)!)}, meet ${f.brand}.` : undefined),
  (f) => (problemQuestion(f) ? `${problemQuestion(f)} Meet ${f.brand}.` : undefined),
  (f) => (peopleOf(f) ? `Here's to ${peopleOf(f)}. ${f.brand}.` : undefined),
  (f) => (peopleOf(f) ? `${f.brand}, for ${peopleOf(f)}.` : undefined),
  (f) => (peopleOf(f) && proofSentence(f) ? `${proofSentence(f)} For ${peopleOf(f)}.` : undefined),
  (f) => (peopleOf(f) && standsWithOthers(f) ? `${f.line} For ${peopleOf(f)}.` : undefined),
  // An order said to the people by name: "Small business owners, get paid in 3 days, not 30."
  (f) =>
    f.msg.kind === "imperative" && standsWithOthers(f) ? `${f.Aud}, ${lc(f.line, f)}` : undefined,
];

const normalKey = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

const headlinesOf = new WeakMap<CopyFacts, Map<PieceNamed, string>>();

/**
 * The headline this technique writes for this brief: the first of its own shapes that no
 * other technique of these schools (nor Ogilvy's or Bernbach's signed line) has taken, the
 * techniques served in an order the brief turns. Legends write their ideas apart, so two of
 * them on one brief would otherwise print the same headline. Undefined when the brief gives
 * none of the technique's shapes; the caller keeps its classic line.
 */
export function briefHeadline(f: CopyFacts, id: PieceNamed): string | undefined {
  let given = headlinesOf.get(f);
  if (!given) {
    given = new Map();
    const taken = new Set(
      [f.hasUsp ? signedLine(f) : undefined, factHeadline(f), admissionHeadline(f), oneLine(f)]
        .filter((line): line is string => Boolean(line))
        .map(normalKey),
    );
    const turn = stableHash(`${f.brand}|${f.audience}`) % PIECE_NAMED.length;
    const order = [...PIECE_NAMED.slice(turn), ...PIECE_NAMED.slice(0, turn)];
    const take = (technique: PieceNamed, shapes: LineShape[]) => {
      const line = shapes
        .map((shape) => shape(f))
        .find(
          (candidate) =>
            candidate !== undefined &&
            !taken.has(normalKey(candidate)) &&
            (!SHORT_LINES.has(technique) || words(candidate).length <= 7),
        );
      if (line) {
        taken.add(normalKey(line));
        given!.set(technique, line);
      }
    };
    // Each technique its own shapes first; then what the brief has left, in any shape.
    for (const technique of order) take(technique, HEADLINE_SHAPES[technique]);
    for (const technique of order) {
      if (!given.has(technique) && HEADLINE_SHAPES[technique].length > 0)
        take(technique, LEFT_OVER);
    }
    const paired = pairedBeats(f).map(
      (line): LineShape =>
        () =>
          line,
    );
    for (const technique of order) {
      if (!given.has(technique) && HEADLINE_SHAPES[technique].length > 0) take(technique, paired);
    }
    headlinesOf.set(f, given);
  }
  return given.get(id);
}

// — Madison Avenue, Creative Revolution, Foundations —
//
// Krone, Lois, Wells Lawrence, Ally, Resor, Hopkins, Burnett, Reeves and the schools' common
// techniques (issue 40). Their names and headlines are assembled from the brief's own sentences
// (the message, the selling point, what it says of its people, its figure, its strongest word),
// arranged in each legend's manner: Krone's single word and unsigned page, Hopkins's figure
// first, Reeves's claim said twice, Bernbach's problem then fact. A technique lists several
// arrangements; the brief decides which it can fill and where the list starts, so one technique
// reads differently across briefs while a brief always gets the same lines.

/** A way to build a line from the brief; undefined when the brief lacks the material. */
export type Shape = (f: CopyFacts) => string | undefined;

/**
 * The first shape the brief can fill, starting at a place the brief and the technique decide,
 * so two briefs given to one technique rarely open the same way.
 */
export function shaped(f: CopyFacts, key: string, shapes: Shape[]): string | undefined {
  const start = hashString(`${f.brand}|${f.message}|${key}`) % Math.max(1, shapes.length);
  for (let index = 0; index < shapes.length; index += 1) {
    const line = shapes[(start + index) % shapes.length](f);
    if (line) return line;
  }
  return undefined;
}

/** Words the brief's people or its product use, not worth a headline of their own. */
const PLAIN_WORD =
  /^(?:service|services|product|products|people|customers|clients|company|business|every|first|time|year|years|month|months|week|weeks|hour|hours|day|days|minute|minutes|online|free|more|less|only|just|here|there|else|thing|things|make|makes|never|always|again|still|even|today|tonight|within|before|after|without|since|until|while|from|into|over|under|built|paid|made|done|sent|left|sharp|deep|once|around|single|standard|itself|late|gone|cost|order|site)$/i;

/** What may follow a noun that heads its phrase: "reminders that…", "sauna by…", "butter." */
const AFTER_HEAD =
  /^(?:that|which|who|with|in|on|at|by|for|from|of|to|and|or|but|so|than|within|without|every|per|you|we|they)$/i;

/**
 * A word the brief uses as a thing, the head of its phrase, rather than as an action or a
 * quality: "reminders" in "Automatic reminders that clients…", "sauna" in "…and a sauna by the
 * deep end"; not "flat" in "one flat fee", nor "spent" or "once".
 */
function isThing(word: string, text: string): boolean {
  const lower = word.toLowerCase();
  if (/(?:ed|ing|ous|ful|ive|able|ible|less|al|ly)$/.test(lower) || isThirdPersonVerb(lower)) {
    return false;
  }
  if (BASE_VERBS.has(lower) && !NOUN_VERBS.has(lower)) return false;
  const tokens = text.split(/\s+/);
  return tokens.some((token, index) => {
    if (index === 0 || token.replace(/[^\p{L}'-]/gu, "").toLowerCase() !== lower) return false;
    const before = tokens[index - 1].toLowerCase();
    // After a verb a word is its complement ("stays fresh", "is ready"), not a thing.
    if (/[.!?:;]$/.test(before) || BASE_VERBS.has(before) || isThirdPersonVerb(before)) {
      return false;
    }
    if (/^(?:is|are|be|was|were|am|feel|feels|look|looks|stay|stays|get|gets)$/.test(before)) {
      return false;
    }
    const next = tokens[index + 1];
    return /[,.;:!?]$/.test(token) || next === undefined || AFTER_HEAD.test(next);
  });
}

/**
 * The brief's strongest words, from its selling point and message before its product: "reminders",
 * "drills", "punchline". The nth such word, capitalised; undefined when the brief has too few.
 */
export function keyWord(f: CopyFacts, nth = 0, things = false): string | undefined {
  const skip = new Set(
    `${f.brand} ${f.audienceShort}`
      .toLowerCase()
      .split(/[^\p{L}]+/u)
      .filter(Boolean),
  );
  // The message's opening verb ("Hear", "Book") is an order, not a word to stand alone.
  const opening = /^\p{L}+/u.exec(f.message)?.[0]?.toLowerCase();
  const words = f.words.filter(
    (word) =>
      /^\p{L}{4,}$/u.test(word) &&
      !/ly$/i.test(word) &&
      word.toLowerCase() !== opening &&
      !skip.has(word.toLowerCase()) &&
      !PLAIN_WORD.test(word) &&
      // Things a brand can own or a page can show: "Reminders", "Croissants", not "Leaves".
      (!things || isThing(word, `${f.usp}. ${f.message}`)) &&
      // A word the brief typed in capitals (an acronym) is kept as typed.
      new RegExp(`\\b${word}\\b`, "i").test(`${f.usp} ${f.message}`) &&
      // "Contract" of "No contract" would name the very thing the brief says is gone.
      !new RegExp(`\\b(?:no|not|without|never|zero)\\s+${word}\\b`, "i").test(
        `${f.usp} ${f.message}`,
      ),
  );
  const word = words[nth];
  if (!word) return undefined;
  const typed = new RegExp(`\\b${word}\\b`, "i").exec(`${f.usp} ${f.message}`)?.[0] ?? word;
  return capitalize(typed);
}

/** The brief's figure with what it counts ("4 hours", "$25"), and the sentence it came from. */
function figureWithSource(f: CopyFacts): { figure: string; from: "usp" | "message" } | undefined {
  // A price is its own figure: "$25 buys…" counts dollars, not "buys".
  const tidy = (figure: string | undefined) =>
    figure && /^[$£€]/.test(figure) ? figure.split(" ")[0] : figure;
  const fromUsp = f.hasUsp ? tidy(figureOf(f.usp)) : undefined;
  if (fromUsp && /\p{L}|[$£€%]/u.test(fromUsp)) return { figure: fromUsp, from: "usp" };
  const fromMessage = tidy(figureOf(f.message));
  if (fromMessage && /\p{L}|[$£€%]/u.test(fromMessage)) {
    return { figure: fromMessage, from: "message" };
  }
  return undefined;
}

const SMALL =
  "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty".split(
    " ",
  );

/** A figure as a sentence can open on it: "4 hours" → "Four hours"; a price or a share cannot. */
function spelled(figure: string): string | undefined {
  // "0.45%." or "$45." alone reads as a fragment; a count in words reads as a beat.
  const [number = "", ...rest] = figure.split(" ");
  const word = /^\d+$/.test(number) ? SMALL[Number(number)] : undefined;
  return word && rest.length > 0 ? capitalize([word, ...rest].join(" ")) : undefined;
}

/** The selling point as a sentence, when the brief gives one: "A replacement forklift within 4 hours…". */
function proofAsGiven(f: CopyFacts): string | undefined {
  return f.hasUsp ? f.proof : undefined;
}

/** A line signed with the brand, unless it names the brand already. */
function signed(f: CopyFacts, line: string): string {
  return line.includes(f.brand) ? line : `${line} ${f.brand}.`;
}

/** The message's first clause, when it has a second: "Get paid in 3 days" of "…, not 30". */
export function firstClause(f: CopyFacts): string | undefined {
  const head = clause(f.message.split(/,\s|\s[-–—]\s|;\s/)[0] ?? "");
  const words = head.split(" ").length;
  return head !== clause(f.message) && words >= 3 && words <= 7 && !LEANING_END.test(head)
    ? head
    : undefined;
}

/** The message's last clause or sentence, 2 to 6 words: "start today", "from your sofa". */
function lastClause(f: CopyFacts): string | undefined {
  const parts = f.message.split(/,\s|\s[-–—]\s|;\s|[.?!]\s/);
  if (parts.length < 2) return undefined;
  const tail = clause(parts[parts.length - 1] ?? "");
  const words = tail.split(" ").length;
  return words >= 2 && words <= 6 && !/\d$/.test(tail) && !LEANING_END.test(tail)
    ? tail
    : undefined;
}

/** The message whole when it is short enough for a name, else its first clause. */
function messagePhrase(f: CopyFacts): string | undefined {
  const whole = clause(f.message);
  if (whole.split(" ").length <= 6 && !/[?]$/.test(f.line)) return whole;
  return firstClause(f);
}

/** What the brief says its people do or feel, without them: "Still Chase Invoices by Email". */
export function tensionPhrase(f: CopyFacts): string | undefined {
  const tension = tensionOf(f);
  if (!tension || !/^(?:who|that|tired|sick|fed)\b/i.test(tension)) return undefined;
  const phrase = tension.replace(/^(?:who|that)\s+/i, "");
  const words = phrase.split(" ").length;
  return words >= 2 && words <= 7 ? phrase : undefined;
}

const piecesGiven = new WeakMap<CopyFacts, Set<string>>();

/** The names the other schools' techniques take from this brief's pieces (pieceName above). */
function piecesTaken(f: CopyFacts): Set<string> {
  let taken = piecesGiven.get(f);
  if (taken === undefined) {
    taken = new Set(
      PIECE_NAMED.map((id) => pieceName(f, id))
        .filter((name): name is string => name !== undefined)
        .map(normalKey),
    );
    piecesGiven.set(f, taken);
  }
  return taken;
}

const named = (f: CopyFacts, text: string | undefined) =>
  text
    ? titleCase(text, [f.brand]).replace(/\bA\.m\.|\bP\.m\./g, (m) => m.toLowerCase())
    : undefined;

type NameFns = Record<string, (f: CopyFacts, ...rest: never[]) => string | undefined>;

/** Each name, unless a technique of another school names with it already (piecesTaken). */
function besideOtherSchools<T extends NameFns>(names: T): T {
  return Object.fromEntries(
    Object.entries(names).map(([key, make]) => [
      key,
      (f: CopyFacts, ...rest: never[]) => {
        const name = make(f, ...rest);
        return name !== undefined && piecesTaken(f).has(normalKey(name)) ? undefined : name;
      },
    ]),
  ) as T;
}

/** Names made of the brief's own words, each arranged once, so no two techniques share one. */
export const briefNames = besideOtherSchools({
  /** "Ledgerly Invoicing Software": the brand and its product, as a page would carry them. */
  brandProduct: (f: CopyFacts) =>
    f.hasProduct && !f.product.toLowerCase().includes(f.bareBrand.toLowerCase())
      ? named(f, `${f.brand} ${f.product.replace(/^(?:a|an|the)\s/i, "")}`)
      : undefined,
  /** One of the brief's words on its own: "Drills" (not a one-word message, the message's name). */
  word: (f: CopyFacts, nth: number) => {
    const word = keyWord(f, nth, true);
    return word && word.toLowerCase() !== clause(f.message).toLowerCase()
      ? named(f, word)
      : undefined;
  },
  /**
   * The message, or its first clause: "Get Paid in 3 Days". A short order is Wieden's name
   * already ("Charge Once, Ride All Week"), so it is left to him.
   */
  message: (f: CopyFacts) => {
    const phrase = messagePhrase(f);
    if (!phrase || (f.msg.kind === "imperative" && f.lineName)) return undefined;
    // A selling point that opens with the message is Ogilvy's name for it.
    return f.hasUsp && f.usp.toLowerCase().startsWith(phrase.toLowerCase())
      ? undefined
      : named(f, phrase);
  },
  /** The figure alone, as a demand: "4 Hours!". */
  demand: (f: CopyFacts) => {
    const found = figureWithSource(f);
    return found && /\d\S*\s+\p{L}/u.test(found.figure) ? `${named(f, found.figure)}!` : undefined;
  },
  /** The line shouted, the brand last: "Get Paid in 3 Days, Ledgerly!". */
  shout: (f: CopyFacts) => {
    // Whole or not at all: a first clause with the brand after it would quote the message cut.
    const phrase = clause(f.message).split(" ").length <= 7 ? clause(f.message) : undefined;
    return phrase && !phrase.includes(f.brand) && f.msg.kind !== "question"
      ? `${named(f, phrase)}, ${f.brand}!`
      : undefined;
  },
  /** A short line sung twice, as a chorus: "Silence Is Standard, Silence Is Standard". */
  chorus: (f: CopyFacts) => {
    const phrase = f.msg.short;
    return phrase && f.lineName && phrase.split(" ").length <= 4
      ? `${f.lineName}, ${f.lineName}`
      : undefined;
  },
  /** What the people go through: "Still Chase Invoices by Email". */
  tension: (f: CopyFacts) => named(f, tensionPhrase(f)),
  /** The same, asked: "Still Chase Invoices by Email?". */
  tensionAsked: (f: CopyFacts) => {
    const phrase = named(f, tensionPhrase(f));
    return phrase ? `${phrase}?` : undefined;
  },
  /** The people themselves: "Small Business Owners". */
  people: (f: CopyFacts) => (f.aud.split(" ").length >= 2 ? named(f, f.aud) : undefined),
  /** The brief's figure with its brand: "4 Hours, LiftRight Fleet". */
  figure: (f: CopyFacts) => {
    const found = figureWithSource(f);
    // A figure with what it counts, or a price or a share: "4 Hours", "$45", "0.45%".
    return found && (/\d\S*\s+\p{L}/u.test(found.figure) || /^[$£€]|%$/.test(found.figure))
      ? `${named(f, found.figure)}, ${f.brand}`
      : undefined;
  },
  /** The brand's possession: "Ledgerly's Reminders". */
  owned: (f: CopyFacts, nth: number) => {
    const word = keyWord(f, nth, true);
    // "Nightjar Meals' Taste" would read as "Nightjar Meals Taste", another technique's name.
    return word && /'s$/.test(f.brandPossessive) && !/s$/i.test(f.brand)
      ? `${f.brandPossessive} ${named(f, word)}`
      : undefined;
  },
  /** The brand with one of the brief's words, as a line of products is named: "Ledgerly Reminders". */
  brandWord: (f: CopyFacts, nth: number) => {
    const word = keyWord(f, nth, true);
    // "Zest Freedom" for the message "Freedom" is Bernbach's "Zest, Freedom".
    if (word && word.toLowerCase() === clause(f.message).toLowerCase()) return undefined;
    return word ? named(f, `${f.brand} ${word}`) : undefined;
  },
  /** The selling point's first words: "Automatic Reminders", "A Replacement Forklift". */
  proofShort: (f: CopyFacts) => {
    if (!f.hasUsp) return undefined;
    const cut = cleanCut(f.usp, 3);
    // Never a figure without what it counts ("Folds in 10"), a number word or a verb last.
    const last = cut.split(" ").pop() ?? "";
    return cut.split(" ").length >= 2 &&
      cut !== clause(f.usp) &&
      !/\d$/.test(cut) &&
      !/^(?:one|two|three|four|five|six|seven|eight|nine|ten)$/i.test(last) &&
      !isThirdPersonVerb(last)
      ? named(f, cut)
      : undefined;
  },
  /** The brand, then its selling point's first words: "Ledgerly, Automatic Reminders". */
  brandProof: (f: CopyFacts) => {
    if (!f.hasUsp) return undefined;
    const cut = cleanCut(f.usp, 4);
    return cut.split(" ").length >= 2 && !/\d$/.test(cut)
      ? `${f.brand}, ${named(f, cut)}`
      : undefined;
  },
  /** The brand, then its line: "Ledgerly, Get Paid in 3 Days". */
  brandMessage: (f: CopyFacts) => {
    const phrase = messagePhrase(f);
    // A selling point that opens with the message is Reeves's name for it.
    if (f.hasUsp && phrase && f.usp.toLowerCase().startsWith(phrase.toLowerCase()))
      return undefined;
    return phrase && !phrase.includes(f.brand) ? `${f.brand}, ${named(f, phrase)}` : undefined;
  },
  /** The line, then the brand, as a jingle ends: "Charge Once, Ride All Week, Voltway". */
  messageBrand: (f: CopyFacts) => {
    const phrase = messagePhrase(f);
    return phrase && !phrase.includes(f.brand) ? `${named(f, phrase)}, ${f.brand}` : undefined;
  },
  /** The message's last clause, when it has one worth a name: "Start Today", "From Your Sofa". */
  messageTail: (f: CopyFacts) => named(f, lastClause(f)),
  /**
   * The message's circumstance, for a message without a pause: "Without a Single All-Nighter",
   * "Before the Lorry Leaves the Yard". Three words at least: "For $89" is no name.
   */
  turn: (f: CopyFacts) => named(f, atLeast(3, messageTurn(f))),
  /** The selling point's circumstance: "In Under Two Hours", "From 6 p.m. to 8 a.m.". */
  proofTurn: (f: CopyFacts) => named(f, atLeast(3, proofTurn(f))),
  /** The selling point's claim without its circumstance: "A CPA Checks Every Return". */
  proofClaim: (f: CopyFacts) => named(f, proofTurnHead(f)),
  /** The brand, then the message's circumstance: "TaxPal, Without a Single All-Nighter". */
  brandTurn: (f: CopyFacts) => {
    const turn = atLeast(3, messageTurn(f));
    return turn ? `${f.brand}, ${named(f, turn)}` : undefined;
  },
  /** What is sold with the selling point's circumstance: "Tax-Return Service, for $89". */
  productTurn: (f: CopyFacts) => {
    const turn = proofTurn(f);
    return f.hasProduct && turn ? named(f, `${f.product}, ${turn}`) : undefined;
  },
  /** The selling point's circumstance, then the brand: "In Under Two Hours, Kessler & Vogt". */
  turnBrand: (f: CopyFacts) => {
    const turn = atLeast(3, proofTurn(f));
    return turn ? `${named(f, turn)}, ${f.brand}` : undefined;
  },
  /** The people, then the line, as a friend would say it: "Small Business Owners, Get Paid in 3 Days". */
  peopleMessage: (f: CopyFacts) => {
    const phrase = messagePhrase(f);
    return phrase && f.msg.kind !== "question"
      ? `${named(f, f.aud)}, ${named(f, phrase)}`
      : undefined;
  },
  /** The people, then the line's last clause: "Busy Parents, Washing-Up Included". */
  peopleTail: (f: CopyFacts) => {
    const tail = lastClause(f);
    return tail ? `${named(f, f.aud)}, ${named(f, tail)}` : undefined;
  },
  /** The people and the brief's figure: "Warehouse Managers, 4 Hours". */
  peopleFigure: (f: CopyFacts) => {
    const found = figureWithSource(f);
    return found && /\d\S*\s+\p{L}/u.test(found.figure)
      ? `${named(f, f.aud)}, ${named(f, found.figure)}`
      : undefined;
  },
  /** The people and one of the brief's things: "Warehouse Managers, Forklift". */
  peopleWord: (f: CopyFacts, nth: number) => {
    const word = keyWord(f, nth, true);
    return word ? `${named(f, f.aud)}, ${named(f, word)}` : undefined;
  },
  /** Reeves's repetition in a name: "Nestegg, Start Today, Nestegg". */
  brandTwice: (f: CopyFacts) => {
    const tail = lastClause(f);
    return tail ? `${f.brand}, ${named(f, tail)}, ${f.brand}` : undefined;
  },
  /** The line's last clause, then the brand: "Start Today, Nestegg". */
  tailBrand: (f: CopyFacts) => {
    const tail = lastClause(f);
    return tail ? `${named(f, tail)}, ${f.brand}` : undefined;
  },
  /** The brand, then that last clause: "KeyFast, We'll Be There in 20 Minutes". */
  brandTail: (f: CopyFacts) => {
    const tail = lastClause(f);
    return tail ? `${f.brand}, ${named(f, tail)}` : undefined;
  },
});

/** Headline shapes: each a way of setting the brief's own sentences, in one manner or another. */
export const briefShapes = {
  /** Bernbach and Ally: the people's problem, then the message that answers it. */
  problemThenMessage: ((f) => {
    const said = tensionSentence(f);
    return said ? signed(f, `${said} ${f.line}`) : undefined;
  }) satisfies Shape,
  /** The people's problem, then the fact. */
  problemThenProof: ((f) => admissionHeadline(f)) satisfies Shape,
  /** Krone's page: the line, then the logo. */
  messageSigned: ((f) => signed(f, f.line)) satisfies Shape,
  /** The selling point, then the logo. */
  proofSigned: ((f) => {
    const proof = proofAsGiven(f);
    return proof ? signed(f, proof) : undefined;
  }) satisfies Shape,
  /** Reeves: the brand, then its one claim. */
  brandThenProof: ((f) => {
    const proof = proofAsGiven(f);
    return proof && !proof.startsWith(f.brand) ? `${f.brand}. ${proof}` : undefined;
  }) satisfies Shape,
  /** Krone's one word: "Drills." */
  oneWord: ((f) => {
    const word = keyWord(f, 0, true);
    return word ? `${word}.` : undefined;
  }) satisfies Shape,
  /** Hopkins: the figure first, then the sentence that does not already say it. */
  figureFirst: ((f) => {
    const found = figureWithSource(f);
    if (!found) return undefined;
    const other = found.from === "usp" ? f.line : proofAsGiven(f);
    if (!other || other.includes(found.figure)) return undefined;
    // A sentence opens on a word, not a digit: "Four hours.", "$25.", never "200 stations.".
    const lead = spelled(found.figure);
    return lead ? `${lead}. ${other}` : undefined;
  }) satisfies Shape,
  /** Unsigned: the message, then the fact behind it, and no brand at all. */
  messageThenProof: ((f) => {
    const proof = proofAsGiven(f);
    return proof && !f.line.includes(f.brand) && !proof.includes(f.brand)
      ? `${f.line} ${proof}`
      : undefined;
  }) satisfies Shape,
  /** The fact first, then what it means. */
  proofThenMessage: ((f) => {
    const proof = proofAsGiven(f);
    return proof ? `${proof} ${f.line}` : undefined;
  }) satisfies Shape,
  /** An order spoken to the people by name: "Cold-water swimmers, book the sauna." */
  addressed: ((f) =>
    f.msg.kind === "imperative"
      ? `${capitalize(f.aud)}, ${lc(f.line, f)}`
      : undefined) satisfies Shape,
  /** The brand's own claim, in its third person: "Nightjar Meals stays fresh for 10 days…". */
  claim: ((f) => {
    const claim = f.uspForms.claim ?? f.msg.claim;
    return claim && claim.startsWith(f.brand) ? sentence(capitalize(claim)) : undefined;
  }) satisfies Shape,
  /** Reeves's repetition: the brand, its line, the brand again. */
  brandRepeated: ((f) =>
    f.line.includes(f.brand) ? undefined : `${f.brand}. ${f.line} ${f.brand}.`) satisfies Shape,
  /** The line shouted and signed: "Get paid in 3 days, not 30! Ledgerly!". */
  shouted: ((f) => {
    const phrase = clause(f.line);
    return f.msg.kind !== "question" && phrase.split(" ").length <= 9 && !phrase.includes(f.brand)
      ? `${phrase}! ${f.brand}!`
      : undefined;
  }) satisfies Shape,
  /** A short line people can shout: "Silence is standard!". */
  chant: ((f) => {
    const phrase = f.msg.short;
    return phrase && f.msg.kind !== "question" && f.line.length <= phrase.length + 1
      ? `${capitalize(clause(phrase))}!`
      : undefined;
  }) satisfies Shape,
};

/** A technique's line: the first shape the brief fills, else its classic line. */
export function fromBrief(key: string, shapes: Shape[], classic: (f: CopyFacts) => string) {
  return (f: CopyFacts): string => shaped(f, key, shapes) ?? classic(f);
}

/**
 * Names made only of this brief's pieces, best first, for a technique whose own name is a
 * fixed line (one every brief would share) or another technique's already (issue 40).
 */
export function spareNames(f: CopyFacts): string[] {
  const N = briefNames;
  const made = [
    proofName(f),
    peopleName(f),
    tensionName(f),
    figureName(f),
    ...namePieces(f),
    N.brandProduct(f),
    N.message(f),
    N.tension(f),
    N.proofClaim(f),
    N.proofShort(f),
    N.turn(f),
    N.proofTurn(f),
    N.messageTail(f),
    N.brandProof(f),
    N.brandMessage(f),
    N.messageBrand(f),
    N.figure(f),
    N.peopleFigure(f),
    N.peopleMessage(f),
    N.peopleTail(f),
    N.productTurn(f),
    // Shapes other techniques name with, last: a brief whose pieces run short still names
    // with its own words before a frame every brief shares ("Think Smaller").
    N.brandTurn(f),
    N.turnBrand(f),
    N.brandTail(f),
    N.tailBrand(f),
    N.tensionAsked(f),
    N.people(f),
    N.brandWord(f, 0),
    N.brandWord(f, 1),
    N.owned(f, 1),
    N.peopleWord(f, 0),
    // The people, what is sold or the brand with a piece of the brief: "Night-Shift Nurses,
    // 10 Days", "Meal Kits, from $6", "From $6, Nightjar Meals".
    ...namingPieces(f).flatMap((piece) => [
      `${named(f, f.aud)}, ${asName(f, piece)}`,
      ...(f.hasProduct ? [`${titleCase(f.product, [f.brand])}, ${asName(f, piece)}`] : []),
      `${asName(f, piece)}, ${f.brand}`,
      `${f.brand}, ${asName(f, piece)}`,
    ]),
  ];
  // A word lifted alone ("Contract" of "No contract") can say the opposite of the brief: only
  // whole pieces, each once.
  return [...new Set(made.filter((name): name is string => name !== undefined))];
}

/**
 * Headlines made of this brief's pauses set as beats (see spareNames): not its whole sentences
 * signed, which most techniques print already, so a spare rarely doubles another idea's line.
 */
export function spareHeadlines(f: CopyFacts): string[] {
  const paired = pairedBeats(f);
  const made = [
    ...PAUSED_BEATS.map((shape) => shape(f)),
    ...paired,
    // Two beats signed by the brand, or asked first, for a brief whose pairs are all printed.
    ...paired
      .filter((line) => !line.includes(f.brand) && words(line).length <= 14)
      .map((line) => `${line} ${f.brand}.`),
    ...[problemQuestion(f) ?? occasionQuestion(f)].flatMap((asked) =>
      asked
        ? paired
            .filter((line) => !line.includes("?") && words(`${asked} ${line}`).length <= 16)
            .map((line) => `${asked} ${line}`)
        : [],
    ),
  ];
  return [...new Set(made.filter((line): line is string => line !== undefined))];
}

/** The short pieces of the brief a name can be made of (not questions, not the message's head). */
function namingPieces(f: CopyFacts): string[] {
  return [
    messageTail(f),
    proofTail(f),
    proofHead(f),
    countedFigure(f),
    messageTurn(f),
    proofTurn(f),
    proofTurnHead(f),
    tensionPhrase(f),
    f.hasUsp ? openingPhrase(f.usp) : undefined,
  ].filter(
    (piece): piece is string =>
      piece !== undefined && !piece.endsWith("?") && words(piece).length <= 7,
  );
}

import type { CopyFacts } from "./technique";
import { lc } from "./technique";
import { capitalize, cleanCut, clause, endWith, joinList, sentence, titleCase } from "./text";
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
      new RegExp(`\\b${word}\\b`, "i").test(`${f.usp} ${f.message}`),
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
function proofSentence(f: CopyFacts): string | undefined {
  return f.hasUsp ? f.proof : undefined;
}

/** A line signed with the brand, unless it names the brand already. */
function signed(f: CopyFacts, line: string): string {
  return line.includes(f.brand) ? line : `${line} ${f.brand}.`;
}

/** The message's first clause, when it has a second: "Get paid in 3 days" of "…, not 30". */
export function messageHead(f: CopyFacts): string | undefined {
  const head = clause(f.message.split(/,\s|\s[-–—]\s|;\s/)[0] ?? "");
  const words = head.split(" ").length;
  return head !== clause(f.message) && words >= 3 && words <= 7 ? head : undefined;
}

/** The message's last clause or sentence, 2 to 6 words: "start today", "from your sofa". */
function messageTail(f: CopyFacts): string | undefined {
  const parts = f.message.split(/,\s|\s[-–—]\s|;\s|[.?!]\s/);
  if (parts.length < 2) return undefined;
  const tail = clause(parts[parts.length - 1] ?? "");
  const words = tail.split(" ").length;
  return words >= 2 && words <= 6 && !/\d$/.test(tail) ? tail : undefined;
}

/** The message whole when it is short enough for a name, else its first clause. */
function messagePhrase(f: CopyFacts): string | undefined {
  const whole = clause(f.message);
  if (whole.split(" ").length <= 6 && !/[?]$/.test(f.line)) return whole;
  return messageHead(f);
}

/** What the brief says its people do or feel, without them: "Still Chase Invoices by Email". */
export function tensionPhrase(f: CopyFacts): string | undefined {
  const tension = tensionOf(f);
  if (!tension || !/^(?:who|that|tired|sick|fed)\b/i.test(tension)) return undefined;
  const phrase = tension.replace(/^(?:who|that)\s+/i, "");
  const words = phrase.split(" ").length;
  return words >= 2 && words <= 7 ? phrase : undefined;
}

const named = (f: CopyFacts, text: string | undefined) =>
  text
    ? titleCase(text, [f.brand]).replace(/\bA\.m\.|\bP\.m\./g, (m) => m.toLowerCase())
    : undefined;

/** Names made of the brief's own words, each arranged once, so no two techniques share one. */
export const briefNames = {
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
  messageTail: (f: CopyFacts) => named(f, messageTail(f)),
  /** The people, then the line, as a friend would say it: "Small Business Owners, Get Paid in 3 Days". */
  peopleMessage: (f: CopyFacts) => {
    const phrase = messagePhrase(f);
    return phrase && f.msg.kind !== "question"
      ? `${named(f, f.aud)}, ${named(f, phrase)}`
      : undefined;
  },
  /** The people, then the line's last clause: "Busy Parents, Washing-Up Included". */
  peopleTail: (f: CopyFacts) => {
    const tail = messageTail(f);
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
    const tail = messageTail(f);
    return tail ? `${f.brand}, ${named(f, tail)}, ${f.brand}` : undefined;
  },
  /** The line's last clause, then the brand: "Start Today, Nestegg". */
  tailBrand: (f: CopyFacts) => {
    const tail = messageTail(f);
    return tail ? `${named(f, tail)}, ${f.brand}` : undefined;
  },
  /** The brand, then that last clause: "KeyFast, We'll Be There in 20 Minutes". */
  brandTail: (f: CopyFacts) => {
    const tail = messageTail(f);
    return tail ? `${f.brand}, ${named(f, tail)}` : undefined;
  },
};

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
    const proof = proofSentence(f);
    return proof ? signed(f, proof) : undefined;
  }) satisfies Shape,
  /** Reeves: the brand, then its one claim. */
  brandThenProof: ((f) => {
    const proof = proofSentence(f);
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
    const other = found.from === "usp" ? f.line : proofSentence(f);
    if (!other || other.includes(found.figure)) return undefined;
    // A sentence opens on a word, not a digit: "Four hours.", "$25.", never "200 stations.".
    const lead = spelled(found.figure);
    return lead ? `${lead}. ${other}` : undefined;
  }) satisfies Shape,
  /** Unsigned: the message, then the fact behind it, and no brand at all. */
  messageThenProof: ((f) => {
    const proof = proofSentence(f);
    return proof && !f.line.includes(f.brand) && !proof.includes(f.brand)
      ? `${f.line} ${proof}`
      : undefined;
  }) satisfies Shape,
  /** The fact first, then what it means. */
  proofThenMessage: ((f) => {
    const proof = proofSentence(f);
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

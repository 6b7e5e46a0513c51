import { ofClauseProblems, pronounProblems, secondPersonProblems } from "./studioPerson.fixtures";

/**
 * A copy editor's checks for studio output, as plain functions that return the problems they
 * find (an empty list is clean), so a failing test names the exact sentence. They look only at
 * the text: each rule is one a reader would notice, not a rule about how the studio works.
 */

const ARTICLES = ["a", "an", "the"];
const CONJUNCTIONS = ["and", "but", "or", "nor", "so", "yet"];
const PREPOSITIONS = [
  "about",
  "across",
  "after",
  "against",
  "among",
  "as",
  "at",
  "between",
  "by",
  "during",
  "for",
  "from",
  "in",
  "into",
  "of",
  "on",
  "onto",
  "per",
  "than",
  "through",
  "to",
  "toward",
  "towards",
  "under",
  "until",
  "upon",
  "via",
  "with",
  "within",
  "without",
];
const POSSESSIVES = ["my", "our", "your", "their", "its"];
const RELATIVES = ["that", "who", "which", "whose"];
const AUXILIARIES = ["is", "are", "was", "were", "be", "been", "will", "can", "could", "would"];
/** Adjectives that need their "of…"/"to…" complement: "commuters tired" is a cut-off phrase. */
const NEEDS_COMPLEMENT = ["tired", "sick", "fond", "full", "aware", "afraid", "proud", "keen"];
const NUMBER_WORDS =
  "two three four five six seven eight nine ten eleven twelve fifteen twenty thirty forty fifty hundred thousand million".split(
    " ",
  );
const BASE_VERBS =
  "get make go be do find feel stop start try taste discover enjoy choose buy join live love think take keep let see say give come don't never always just".split(
    " ",
  );

const DANGLING_ENDS = new Set([
  ...ARTICLES,
  ...CONJUNCTIONS,
  ...PREPOSITIONS,
  ...POSSESSIVES,
  ...RELATIVES,
  ...AUXILIARIES,
]);

/**
 * Headline-style title case (the rule campaign names and titles follow): every word starts
 * with a capital except articles, coordinating conjunctions and prepositions, which stay
 * lowercase unless they open or close the title or follow a colon or dash. Each part of a
 * hyphenated compound follows the same rule. Names keep their own casing: the brand's words,
 * ALL-CAPS acronyms and mixed-case names such as "iPhone".
 */
export const TITLE_SMALL_WORDS = new Set([...ARTICLES, ...CONJUNCTIONS, ...PREPOSITIONS, "for"]);

const words = (text: string) => text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? [];
const bare = (word: string) => word.toLowerCase().replace(/[’']s$/, "");

/**
 * A word with its person set aside: copy rightly turns the user's "we"/"your" into the
 * brand's name or "their", and that is a conversion, not a cut.
 */
const PERSON_SWAPS: ReadonlyMap<string, string> = new Map([
  ...["we", "i", "you", "they", "us", "me", "them", "xbrandx"].map((w): [string, string] => [
    w,
    "~person",
  ]),
  ...["our", "my", "your", "their"].map((w): [string, string] => [w, "~their"]),
  ...["ours", "yours", "theirs"].map((w): [string, string] => [w, "~theirs"]),
  ...["we", "you", "they"].flatMap((w) =>
    ["re", "ve", "ll", "d"].map((tail): [string, string] => [`${w}'${tail}`, `~person'${tail}`]),
  ),
]);

function neutral(word: string): string {
  const lower = bare(word).replace(/’/g, "'");
  return PERSON_SWAPS.get(lower) ?? lower;
}

const endings = new Map<string, string>();

/** A typed phrase's last three words, person set aside (computed once per phrase). */
function endingOf(phrase: string): string {
  let ending = endings.get(phrase);
  if (ending === undefined) {
    ending = words(phrase).slice(-3).map(neutral).join(" ");
    endings.set(phrase, ending);
  }
  return ending;
}

/** Sentences, splitting on end punctuation followed by a capital, a quote or a digit. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/\n+|(?<!\bNo\.)(?<=[.!?]["”’)]?)\s+(?=["“(]?[\p{Lu}\p{N}])/u)
    .map((part) => part.trim())
    .filter((part) => part !== "");
}

function quoted(text: string): string[] {
  return [...text.matchAll(/"([^"]*)"|“([^”]*)”/g)].map((match) => match[1] ?? match[2] ?? "");
}

/** Markdown to its readable words: headings, bullets, emphasis and quote marks removed. */
export function stripMarkdown(markdown: string): string {
  return markdown
    .split("\n")
    .map((line) =>
      line
        .replace(/^#{1,6}\s+/, "")
        .replace(/^\s*(?:[-*]|\d+\.)\s+/, "")
        .replace(/^>\s*/, "")
        .replace(/\*\*/g, ""),
    )
    .join("\n");
}

/** Mechanical faults: doubled words, stray spacing and punctuation, unbalanced marks. */
function mechanics(text: string): string[] {
  const problems: string[] = [];
  const doubled = /\b([\p{L}]+) +\1\b/giu.exec(text);
  if (doubled) problems.push(`doubled word "${doubled[0]}"`);
  if (/ {2,}/.test(text)) problems.push("double space");
  const spaced = /\s[.,;:!?]/.exec(text);
  if (spaced) problems.push(`space before punctuation "${spaced[0]}"`);
  const repeated = /\.\.|,,|[,;:]\.|\.,|[,;:][,;:]/.exec(text);
  if (repeated) problems.push(`repeated punctuation "${repeated[0]}"`);
  if (/""|“”|\(\s*\)|\[\s*\]/.test(text)) problems.push("empty quotes or brackets");
  if ((text.match(/"/g) ?? []).length % 2 !== 0) problems.push("unbalanced double quotes");
  const pairs: [string, string][] = [
    ["(", ")"],
    ["[", "]"],
    ["“", "”"],
  ];
  for (const [open, close] of pairs) {
    if (text.split(open).length !== text.split(close).length) {
      problems.push(`unbalanced ${open}${close}`);
    }
  }
  const placeholder = /\b(?:undefined|null|NaN)\b|\[object Object\]|\$\{|[{}]/.exec(text);
  if (placeholder) problems.push(`placeholder "${placeholder[0]}"`);
  return problems;
}

/** Grammar a reader trips on: cut-off sentences, broken articles, function words as nouns. */
function grammar(text: string, typed: string[]): string[] {
  const problems: string[] = [];
  // The user's own sentence may end as they wrote it ("…never have to think about").
  const endings = typed.map(endingOf).filter((ending) => ending.split(" ").length === 3);
  for (const sentence of [...sentencesOf(text), ...quoted(text)]) {
    const list = words(sentence);
    const last = list.length > 0 ? bare(list[list.length - 1]) : "";
    const tail = list.slice(-3).map(neutral).join(" ");
    if (endings.includes(tail)) continue;
    if (DANGLING_ENDS.has(last) || NEEDS_COMPLEMENT.includes(last)) {
      problems.push(`ends on "${last}": "${sentence}"`);
    }
  }
  for (const sentence of sentencesOf(text)) {
    const first = /[\p{L}]/u.exec(sentence)?.[0];
    if (first && first !== first.toUpperCase() && !/^["“(]?[a-z]+[A-Z]/.test(sentence)) {
      problems.push(`sentence starts in lowercase: "${sentence}"`);
    }
  }
  const article =
    /\ba\s+(?!(?:uni|use|usu|eu|one|once|ur)\w*)[aeiou]\w*|\ban\s+(?!(?:hour|honest|honour|heir)\w*)[b-df-hj-np-tv-z][a-z]*/.exec(
      text,
    );
  if (article) problems.push(`wrong article "${article[0]}"`);
  const functionAsNoun = FUNCTION_AS_NOUN.exec(text);
  if (functionAsNoun) problems.push(`function word used as a noun "${functionAsNoun[0]}"`);
  const numberNoun = NUMBER_AS_NOUN.exec(text);
  if (numberNoun) problems.push(`number used as a noun "${numberNoun[0]}"`);
  const orphan = /\b(?:that|who|which)\s*[.,;:!?)]/i.exec(text);
  if (orphan) problems.push(`orphan relative "${orphan[0]}"`);
  problems.push(...reportedThat(text), ...pronounProblems(text), ...ofClauseProblems(text));
  return problems;
}

const FUNCTION_AS_NOUN = new RegExp(
  `\\b(?:the|a|an)\\s+(?:${[...PREPOSITIONS.filter((p) => p !== "as"), ...CONJUNCTIONS, ...POSSESSIVES, "we", "you", "they"].join("|")})\\b`,
  "i",
);
const NUMBER_AS_NOUN = new RegExp(
  `\\b(?:${NUMBER_WORDS.join("|")})\\s+(?:brand|product|company)\\b`,
  "i",
);
const REPORTING =
  /\b(?:show|shows|tell|tells|remind|reminds|convince|convinces|persuade|persuades|prove|proves)\b/i;

/**
 * "Show commuters tired that get there…": after a reporting verb, "that" must open a clause
 * with a subject, not a bare verb. "tell stories that make…" is a relative clause (a plural
 * noun before "that"), so it passes.
 */
function reportedThat(text: string): string[] {
  const problems: string[] = [];
  for (const sentence of sentencesOf(text)) {
    if (!REPORTING.test(sentence)) continue;
    const list = words(sentence).map((word) => word.toLowerCase());
    const verb = list.findIndex((word) => REPORTING.test(word));
    if (verb < 0) continue;
    for (let index = verb + 2; index < list.length - 1; index += 1) {
      if (list[index] !== "that" || /s$/.test(list[index - 1])) continue;
      if (BASE_VERBS.includes(list[index + 1])) {
        problems.push(`"that" before a bare verb "${list.slice(verb, index + 2).join(" ")}"`);
      }
    }
  }
  return problems;
}

/**
 * Every problem in a piece of prose, or in several pieces given one per line; `typed` are the
 * user's own phrases, whole.
 */
export function proseProblems(text: string, typed: string[] = []): string[] {
  // Lines are separate pieces (fields, bullets): marks must balance within each.
  return [...text.split("\n").flatMap(mechanics), ...grammar(text, typed)];
}

/**
 * Third-person prose (a concept, a core idea) must neither speak as the brand nor to the
 * reader: "that we…", "our coffee" or "while you walk" outside quotation marks is the user's
 * sentence pasted in unconverted.
 */
export function voiceProblems(text: string): string[] {
  const unquoted = text.replace(/"[^"]*"|“[^”]*”/g, '""');
  const found = /\b(?:we|we're|we've|our|ours|us)\b/i.exec(unquoted);
  return [
    ...(found ? [`speaks as the brand ("${found[0]}") in third-person copy: "${text}"`] : []),
    ...secondPersonProblems(text),
  ];
}

/**
 * A phrase the user typed, cut short where a reader needs the next word: "city commuters
 * tired" from "City commuters tired of crowded trains". `names` (the brand) count as the
 * "we" they replace.
 */
export function cutInsertions(text: string, inserted: string[], names: string[] = []): string[] {
  const problems: string[] = [];
  const named = names.reduce((all, name) => all.split(name).join(" xbrandx "), text);
  // Words and the punctuation between them: what follows a cut decides whether it dangles.
  const tokens = named.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*|[.,;:!?"]/gu) ?? [];
  const out = tokens.map(neutral);
  for (const phrase of inserted) {
    const typed = words(phrase).map(bare);
    const source = typed.map(neutral);
    if (source.length < 3) continue;
    for (let start = 0; start < out.length; start += 1) {
      if (out[start] !== source[0]) continue;
      let length = 0;
      while (start + length < out.length && out[start + length] === source[length]) length += 1;
      const lastWord = typed[length - 1];
      // "dog owners in an ordinary moment" goes on; "city commuters tired that…" does not.
      const next = out[start + length] ?? ".";
      const stops = /^[.,;:!?"]$/.test(next) || /^(?:that|who|which|and|or|but|is|are)$/.test(next);
      if (
        length >= 2 &&
        length < source.length &&
        (NEEDS_COMPLEMENT.includes(lastWord) || (DANGLING_ENDS.has(lastWord) && stops))
      ) {
        problems.push(`"${phrase}" cut after "${typed.slice(0, length).join(" ")}"`);
      }
    }
  }
  return problems;
}

/** Problems with a title against TITLE_SMALL_WORDS' rule; `names` are words to leave alone. */
export function titleCaseProblems(title: string, names: string[] = []): string[] {
  const keep = new Set(names.flatMap((name) => words(name)).map((word) => word.toLowerCase()));
  const tokens = title.split(/\s+/).filter((token) => /[\p{L}]/u.test(token));
  const problems: string[] = [];
  tokens.forEach((token, index) => {
    const word = token.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "");
    if (keep.has(word.toLowerCase())) return;
    const edge =
      index === 0 || index === tokens.length - 1 || /[:—–-]$/.test(tokens[index - 1] ?? "");
    word.split("-").forEach((part, partIndex) => {
      // A number leads its own letters as typed: "3am", "24h", "10x" have no capital to give.
      if (part === "" || /^\P{L}*$/u.test(part) || /^\p{N}/u.test(part)) return;
      if (part === part.toUpperCase() && part.length > 1) return;
      if (/^\p{Ll}+\p{Lu}/u.test(part)) return;
      const small = TITLE_SMALL_WORDS.has(part.toLowerCase());
      const opening = edge && partIndex === 0;
      const capital = /^\p{Lu}/u.test(part);
      if (small && !opening && index !== tokens.length - 1) {
        if (capital) problems.push(`"${part}" should be lowercase in "${title}"`);
      } else if (!capital) {
        problems.push(`"${part}" should be capitalised in "${title}"`);
      }
    });
  });
  return problems;
}

/** Values that appear more than once (compared without case or punctuation). */
export function duplicates(values: string[]): string[] {
  const seen = new Map<string, number>();
  for (const value of values) {
    const key = value
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, " ")
      .trim();
    seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  return [...seen.entries()].filter(([, count]) => count > 1).map(([key]) => key);
}

export function wordCount(text: string): number {
  return words(text).length;
}

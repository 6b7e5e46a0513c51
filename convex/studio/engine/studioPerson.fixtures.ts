/**
 * The copy editor's checks on person and clause: the faults that appear when a user's own
 * sentence ("Your phone charges while you walk") is carried into third-person copy without
 * being rebuilt ("the promise of their phone charges while them walk"). Like the rest of
 * ./studioProse.fixtures.ts they read only the text, with their own small word lists, so they
 * do not share the studio's blind spots.
 */

/** Everyday verbs in their base form; with their -s and -ed forms, enough to spot a clause. */
const VERBS = new Set(
  (
    "walk run go get charge pay study sleep save travel cook learn earn meet breathe ship work " +
    "play live love need want know think feel make take keep find see say give come bring build " +
    "stay last grow move arrive land drive ride fly start stop try taste discover enjoy choose " +
    "buy join help let leave change trust plan explore wear look listen hear read write open " +
    "wait turn put set use spend win beat fix bake brew sip smile relax rest connect send check " +
    "compare skip ditch quit feed pick pack shop order book call ask deserve belong matter care " +
    "mean cost fit sell deliver count happen hate miss lose forget remember rise shine"
  ).split(" "),
);
/** Verbs whose first meaning is the verb: never a noun a promise can be "of". */
const PURE_VERBS = new Set(
  (
    "get go make find choose discover enjoy buy join take keep give bring see say stop start " +
    "try let earn meet breathe learn know think become feel deserve belong"
  ).split(" "),
);
/** Verbs that take an object and a bare verb: "let them walk", "help us grow". */
const CAUSATIVE = new Set(
  "let lets make makes made help helps helped see sees saw watch watches watched hear hears heard have has had bid".split(
    " ",
  ),
);
const AUXILIARIES = new Set(
  (
    "am is are was were have has will would can could shall should may might must do does did " +
    "isn't aren't wasn't weren't haven't hasn't won't wouldn't can't couldn't don't doesn't didn't"
  ).split(" "),
);
/** Conjunctions that must be followed by a subject ("while they walk", never "while them"). */
const SUBORDINATORS = new Set(
  "while when whenever because if though although unless whereas wherever once that so".split(" "),
);
/** Coordinators and time words that may also be prepositions: a verb must follow to judge. */
const MAYBE_SUBORDINATORS = new Set("and but or before after until since".split(" "));
const OBJECT_PRONOUNS = new Set(["them", "us", "him", "me"]);
const SUBJECT_PRONOUNS = new Set(["they", "we", "he", "she", "i"]);
/** Prepositions after which only an object pronoun can stand ("with them", never "with they"). */
const PREPOSITIONS = new Set(
  (
    "to with from about of at by into onto without between among toward towards upon against " +
    "behind beside besides beyond near past through throughout under underneath within via"
  ).split(" "),
);
const POSSESSIVES = new Set(["their", "your", "our", "my", "his", "her", "its", "the"]);
/** What follows an order's verb: "study anywhere", "sleep better", "meet your match". */
const ORDER_FOLLOWS = new Set(
  (
    "anywhere everywhere anytime better more less smarter faster harder easy easier light well " +
    "again now today tonight here there up out in on off back home your their our my the a an " +
    "it them us every each like something anything everything"
  ).split(" "),
);

const tokensOf = (text: string) =>
  (text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*|[.,;:!?"“”()]/gu) ?? []).map((token) =>
    token.toLowerCase().replace(/’/g, "'"),
  );
const isWord = (token: string | undefined) => token !== undefined && /^[\p{L}\p{N}]/u.test(token);

/** A finite or base verb form from the list: "walk", "walks", "charges", "studies", "walked". */
export function isVerbForm(word: string | undefined): boolean {
  if (!word) return false;
  if (VERBS.has(word) || AUXILIARIES.has(word)) return true;
  const stems = [
    word.replace(/s$/, ""),
    word.replace(/es$/, ""),
    word.replace(/ies$/, "y"),
    word.replace(/ed$/, ""),
    word.replace(/d$/, ""),
    word.replace(/ied$/, "y"),
  ];
  return stems.some((stem) => stem !== word && VERBS.has(stem));
}

const isThirdPersonVerb = (word: string | undefined) =>
  word !== undefined && /s$/.test(word) && !VERBS.has(word) && isVerbForm(word);

/**
 * An object pronoun where a subject belongs ("while them walk", "them are", "us go" after
 * "so"), and a subject pronoun after a preposition ("with they", "for we.").
 */
export function pronounProblems(text: string): string[] {
  const problems: string[] = [];
  const tokens = tokensOf(text);
  tokens.forEach((token, index) => {
    const previous = tokens[index - 1];
    const next = tokens[index + 1];
    const shown = tokens.slice(Math.max(0, index - 1), index + 2).join(" ");
    if (OBJECT_PRONOUNS.has(token) && isWord(next)) {
      const opening = previous === undefined || /^[.!?"“(]$/.test(previous);
      const afterConjunction =
        (previous !== undefined && SUBORDINATORS.has(previous)) ||
        (previous !== undefined && MAYBE_SUBORDINATORS.has(previous) && isVerbForm(next));
      const causative = previous !== undefined && CAUSATIVE.has(previous);
      if (
        (AUXILIARIES.has(next) && !causative) ||
        ((opening || afterConjunction) && isVerbForm(next))
      ) {
        problems.push(`object pronoun as a subject "${shown}"`);
      }
    }
    if (SUBJECT_PRONOUNS.has(token) && previous !== undefined) {
      const ends = next === undefined || /^[.,;:!?")”]$/.test(next);
      if (PREPOSITIONS.has(previous) || (previous === "for" && ends)) {
        problems.push(`subject pronoun as an object "${shown}"`);
      }
    }
  });
  return problems;
}

/**
 * "the promise of their invoices get paid", "the idea of study anywhere": "of" takes a noun
 * phrase, so a clause (a subject and its verb) or an order after it needs "that" instead.
 */
export function ofClauseProblems(text: string): string[] {
  const problems: string[] = [];
  const tokens = tokensOf(text);
  tokens.forEach((token, index) => {
    if (
      token !== "of" ||
      tokens[index - 2] !== "the" ||
      !/^(?:promise|idea|belief|thought|fact)$/.test(tokens[index - 1] ?? "")
    ) {
      return;
    }
    const [a, b, c, d] = tokens.slice(index + 1, index + 5);
    const shown = tokens.slice(index - 2, index + 6).join(" ");
    const subject = a !== undefined && SUBJECT_PRONOUNS.has(a);
    // "their phone charges", "their invoices get", "the phone battery lasts".
    const finiteAfter = (noun: string | undefined, verb: string | undefined) =>
      isWord(noun) &&
      !isVerbForm(noun) &&
      (AUXILIARIES.has(verb ?? "") ||
        (isThirdPersonVerb(verb) && !/s$/.test(noun!)) ||
        (/s$/.test(noun!) && VERBS.has(verb ?? "") && !PURE_VERBS.has(noun!)));
    const clause =
      a !== undefined &&
      POSSESSIVES.has(a) &&
      (finiteAfter(b, c) || (isWord(b) && !isVerbForm(b) && finiteAfter(c, d)));
    const order =
      a !== undefined &&
      (PURE_VERBS.has(a) ||
        (VERBS.has(a) && b !== undefined && (ORDER_FOLLOWS.has(b) || /^[a-z]{3,}ly$/.test(b))));
    if (subject || clause || order) problems.push(`a clause after "of": "${shown}"`);
  });
  return problems;
}

/**
 * The reader addressed in copy written about them: "their phone charges while you walk" in a
 * core idea. Quoted lines (headlines, the user's own message) may speak to the reader.
 */
export function secondPersonProblems(text: string): string[] {
  const unquoted = text.replace(/"[^"]*"|“[^”]*”/g, '""');
  const found = /\b(?:you|your|yours|yourself|yourselves)\b|\byou['’](?:re|ll|ve|d)\b/i.exec(
    unquoted,
  );
  return found ? [`addresses the reader ("${found[0]}") in third-person copy: "${text}"`] : [];
}

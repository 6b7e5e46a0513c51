import type { CopyFacts } from "./technique";
import { lc } from "./technique";
import { capitalize, cleanCut, clause, endWith, joinList, sentence, titleCase } from "./text";
import { isThirdPersonVerb } from "./verbs";

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

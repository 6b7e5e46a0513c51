import type { StudioFacts } from "./facts";
import type { Archetype } from "./persona";
import { sectorOf } from "./industry";
import { keepProper } from "./language";
import { capitalize, titleCase } from "./text";

/**
 * A technique is one documented way a legend works (Ogilvy's long factual headline, Bogusky's
 * hoax that tells the truth), written as templates over the brief: the device, the campaign
 * names it produces, its headlines and its core idea. A legend writes its ideas with its own
 * techniques, matched from its signature moves, so three legends on one brief write three
 * different kinds of work, and no two ideas in a batch can share a name or a core idea.
 */

/** The facts as templates use them; see `copyFacts`. */
export type CopyFacts = StudioFacts & {
  /** What is sold as it reads mid-sentence: "the folding e-bike", else the brand's name. */
  thing: string;
  /** The audience in a few words, plural, mid-sentence ("busy parents") and opening one. */
  aud: string;
  Aud: string;
  /** The brand without a leading "The", for names that bring their own ("Good Old Loaf Co"). */
  bareBrand: string;
  /** The brand's market as a noun phrase: "the food and beverage category". */
  sector: string;
  /** The brand led by "The" for names ("The Northbound Record", "The Good Loaf Company Record"). */
  theBrand: string;
  /** The same mid-sentence: "the Northbound story", "The Good Loaf Company story". */
  theMid: string;
  /** The message as one sentence with its end mark, and as it sits in quotation marks. */
  line: string;
  quote: string;
  /** The message as a noun phrase any sentence can carry (see MessageForms.promise). */
  promise: string;
  /** The selling point as a sentence, in quotation marks, and as a noun phrase. */
  proof: string;
  proofQuote: string;
  proofPromise: string;
  /** A short message title-cased for a campaign name ("Get There under Your Own Steam"). */
  lineName?: string;
};

export type Line = (f: CopyFacts) => string;

export type Technique = {
  id: string;
  /** The school whose craft (visuals, channels, risks) the technique draws on. */
  family: Archetype;
  /** The signature moves (or approach sentences) that name this technique. */
  match: RegExp;
  /** The technique's name, title-cased: the idea's title after the brand. */
  label: string;
  /** The mechanism as a noun phrase: "a hoax that tells the truth about…". */
  device: Line;
  /** Why it works, as a clause: the legend's own reasoning. */
  why: Line;
  names: Line[];
  headlines: Line[];
  /** Whole core-idea sentences. */
  cores: Line[];
  /** One key visual and one execution step that only this technique would make. */
  visual: Line;
  tactic: Line;
};

export function copyFacts(facts: StudioFacts): CopyFacts {
  const { msg, uspForms } = facts;
  return {
    ...facts,
    sector: sectorOf(facts.industry),
    bareBrand: facts.brand.replace(/^the\s+/i, ""),
    thing: !facts.hasProduct
      ? facts.brand
      : /^(?:a|an|the|our|your|its|their)\s/i.test(facts.product)
        ? facts.product
        : `the ${facts.product}`,
    aud: facts.audienceShort,
    Aud: capitalize(facts.audienceShort),
    theBrand: /^the\s/i.test(facts.brand) ? facts.brand : `The ${facts.brand}`,
    theMid: /^the\s/i.test(facts.brand) ? facts.brand : `the ${facts.brand}`,
    line: msg.line,
    quote: msg.quote,
    promise: msg.promise,
    proof: uspForms.line,
    proofQuote: uspForms.quote,
    proofPromise: uspForms.promise,
    // Only a message short and whole names a campaign: "Locked out?" of "Locked out? We'll be
    // there in 20 minutes." would be the message cut short.
    ...(msg.short &&
    msg.line.startsWith(capitalize(msg.short)) &&
    msg.line.length <= msg.short.length + 1
      ? { lineName: titleCase(msg.short.replace(/[.!]$/, ""), [facts.brand]) }
      : {}),
  };
}

/** A sentence of the brand's own (a selling point, the message) as it reads after a colon. */
export function lc(text: string, f: CopyFacts): string {
  return keepProper(text, f.brand);
}

import { CRAFT } from "./bankCraft";
import { isTonedName, spareHeadlines, spareNames } from "./briefLines";
import { claims } from "../../pretest/signals";
import { messageQuotes, seamsIn } from "./seams";
import type { StudioFacts } from "./facts";
import type { Archetype, StyleProfile } from "./persona";
import { hashString, type Rng } from "./random";
import { copyFacts, type CopyFacts, type Line, type Technique } from "./technique";
import { TECHNIQUES } from "./techniques/catalogue";
import { GENERIC } from "./techniques/generic";
import {
  article,
  capitalize,
  clause,
  finishedSentence,
  inner,
  numbered,
  sentence,
  titleCase,
} from "./text";

/**
 * One idea, decided once per object so every field of it tells the same story: the technique,
 * campaign name, headline and insight chosen here are what the concept, the thinking steps,
 * the visuals and the critique all refer to.
 */
export type IdeaCore = {
  archetype: Archetype;
  technique: Technique;
  facts: CopyFacts;
  style: StyleProfile;
  title: string;
  campaignName: string;
  headline: string;
  device: string;
  deviceLabel: string;
  insight: string;
  coreIdea: string;
  concept: string;
  description: string;
  tone: string;
  keyVisuals: string[];
  tactics: string[];
  thinkingSteps: string[];
  selfCritique: string;
  visualPrompt: string;
  rationale: string;
};

/** A line as it sits in quotation marks: no closing full stop, its own "?" or "!" kept. */
export function quoted(text: string): string {
  return `"${clause(text.replace(/"/g, "'"))}${/[?!]$/.test(text.trim()) ? text.trim().slice(-1) : ""}"`;
}

/** The technique's line first, then the school's, all different, each a capitalised item. */
function list(first: Line, school: Line[], f: CopyFacts, rng: Rng, count: number): string[] {
  const lines = [first, ...rng.sample(school, school.length)].map((line) => capitalize(line(f)));
  return [...new Set(lines)].slice(0, count);
}

/**
 * `printed`: the lines (as lineKey gives them) other ideas on this brief already print; the
 * idea keeps off them and adds its own name and headline, so the next idea keeps off those.
 */
export function buildCore(
  facts: StudioFacts,
  style: StyleProfile,
  rng: Rng,
  technique: Technique,
  printed?: Set<string>,
): IdeaCore {
  const f = copyFacts(facts);
  const craft = CRAFT[technique.family];
  const lines = allotted(facts, technique);
  const spare = sparePool(facts);
  // The draws come first and whole, so an idea with nothing printed before it is the same idea.
  const nameAt = rng.int(0, technique.names.length - 1);
  const headlineAt = rng.int(0, technique.headlines.length - 1);
  const name = unprinted(
    lines.names,
    nameAt,
    [spare.names, spare.otherNames, spare.anyNames],
    printed,
    f,
    `${technique.id}|name`,
  );
  const headline = unprinted(
    lines.headlines,
    headlineAt,
    [spare.headlines, spare.otherHeadlines, spare.anyHeadlines],
    printed,
    f,
    `${technique.id}|headline`,
  );
  printed?.add(lineKey(name, f.brand));
  printed?.add(lineKey(headline, f.brand));
  const device = technique.device(f);
  const why = technique.why(f);
  const insight = rng.pick(craft.insights)(f);
  const coreIdea = sentence(rng.pick(technique.cores)(f));
  const tone = style.hasLegend
    ? sentence(`${capitalize(f.tone)}, in ${style.name}'s voice: ${style.voice}`)
    : sentence(`${capitalize(f.tone)}, in ${article(style.voice)} ${style.voice} voice`);
  const keyVisuals = list(technique.visual, craft.visuals, f, rng, 4);
  const tactics = list(technique.tactic, craft.tactics, f, rng, 4);
  const strength = craft.strength(f);

  const concept = [
    sentence(capitalize(insight)),
    sentence(`So ${f.brand} answers with ${device}`),
    sentence(`It works because ${why}`),
    sentence(
      `Every piece carries the name ${quoted(name)} and opens on the headline ${quoted(headline)}`,
    ),
  ].join(" ");
  const description = [
    // "Rests on" agrees with any device, one ad or a series of them.
    sentence(`${quoted(name)} rests on ${device}`),
    sentence(`It speaks to ${f.audienceInner} and leaves them with ${f.promise}`),
  ].join(" ");

  // The legend's rule and belief are their words, often to a "you" ("study the product until
  // you find its facts"): quoted, so the thinking around them stays about the brand.
  const rule = finishedSentence(style.approach);
  const start =
    style.hasLegend && rule
      ? `${style.name} always starts: ${quoted(capitalize(rule))}`
      : `good work always starts: ${inner(rule ?? "find the one true thing")}`;
  const creed = finishedSentence(style.belief, style.approach);
  const belief =
    style.hasLegend && creed ? quoted(capitalize(creed)) : inner(creed ?? "one clear idea");
  const thinkingSteps = [
    sentence(`Read the brief: ${f.brand} must persuade ${f.audienceInner} with ${f.promise}`),
    sentence(`Start where ${start}`),
    sentence(`Find the tension: ${insight}`),
    sentence(`Reach for ${signature(style, technique)}: ${why}`),
    sentence(
      `Rule out the safe route of listing features, because ${f.aud} have seen it a hundred times`,
    ),
    sentence(`The leap: ${device}, under the name ${quoted(name)}`),
    style.hasLegend
      ? sentence(`Write it in ${style.name}'s voice (${style.voice}): ${quoted(headline)}`)
      : sentence(`Write it in ${article(style.voice)} ${style.voice} voice: ${quoted(headline)}`),
    sentence(`Check it against the belief behind the work: ${belief}`),
  ];

  const selfCritique = [
    sentence(`What works: ${strength}, and ${f.promise} is the hero of every piece`),
    sentence(`Risk: ${craft.risk(f)}`),
    sentence(`Fix: ${craft.fix(f)}`),
  ].join(" ");

  const visualPrompt = [
    sentence(capitalize(style.visualApproach)),
    sentence(keyVisuals[0]),
    sentence(keyVisuals[1]),
    sentence(`Mood: ${f.tone}`),
    sentence(`For ${f.brand}, with clear space for the headline ${quoted(headline)}`),
  ].join(" ");

  const tidy = (text: string) => settle(text, f);
  return {
    archetype: technique.family,
    technique,
    facts: f,
    style,
    // The idea's working name, which reaches clients (cards, file names, decks): the brand and
    // the campaign's own name, never the studio's technique label (issue 39).
    title: titleCase(`${f.brand}: ${name}`, [f.brand]),
    campaignName: name,
    headline,
    device,
    deviceLabel: technique.label,
    insight: tidy(insight),
    coreIdea: tidy(coreIdea),
    concept: tidy(concept),
    description: tidy(description),
    tone,
    keyVisuals: keyVisuals.map(tidy),
    tactics: tactics.map(tidy),
    thinkingSteps: thinkingSteps.map(tidy),
    selfCritique: tidy(selfCritique),
    visualPrompt: tidy(visualPrompt),
    rationale: tidy(
      [
        sentence(capitalize(insight)),
        sentence(`That is why ${device} suits ${f.brand}: ${strength}`),
      ].join(" "),
    ),
  };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The promise as an editor would set it in a sentence: a promise with its own comma ("…study
 * anywhere, even offline") closes with one before the sentence goes on, and the people named
 * earlier in the sentence are "they" inside it ("so students hear the promise that they can…").
 */
export function settle(text: string, f: CopyFacts): string {
  let out = text;
  for (const promise of new Set([f.promise, f.proofPromise])) {
    if (promise.includes(",")) out = out.split(`${promise} `).join(`${promise}, `);
  }
  const named = [f.aud, f.audienceInner, "them"].map(escape).join("|");
  const repeat = new RegExp(
    `(\\b(?:${named})\\b[^.!?]*\\bthe promise that )${escape(f.aud)}(?= )`,
    "gi",
  );
  return out.replace(repeat, "$1they");
}

/** The technique as the legend names it ("a signature move, "the long factual headline""). */
function signature(style: StyleProfile, technique: Technique): string {
  const move = style.techniqueMoves.get(technique.id);
  // A move that ends mid-thought ("mandatories designed in") reads better as the label.
  const usable = move !== undefined && finishedSentence(move) === move;
  return usable ? `a signature move, ${quoted(move)}` : technique.label.toLowerCase();
}

/** A campaign name in title case, keeping a closing "?" or "!" and dropping a full stop. */
function named(text: string, brand: string): string {
  // "…at 3 a.m." keeps the stop that belongs to its abbreviation.
  return titleCase(clause(text) === text ? text : text.replace(/\.$/, ""), [brand]);
}

export function thinkingText(core: IdeaCore): string {
  return numbered(core.thinkingSteps);
}

/** Words a line shares with every brief, not counted when asking whose words a line is made of. */
const GLUE = new Set(
  "a an the to of for in on at by and or but is are be it its it's your you we our us this that with as so not no from".split(
    " ",
  ),
);

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/’/g, "'")
    .match(/[\p{L}\p{N}][\p{L}\p{N}'.&-]*/gu)
    ?.map((word) => word.replace(/[.'-]+$/, "").replace(/'s$/, "")) ?? [];

/**
 * Whether a line is a fixed frame rather than the brief's own: fewer than half its words (the
 * brand counted once, glue words not at all) come from the brief. "Keep Going", "The Audacious
 * Penny" and "Everyone else shouts. Bastion doesn't." are frames; every brief would print them.
 */
function isFrame(line: string, f: CopyFacts): boolean {
  const own = new Set([f.product, f.audience, f.message, f.hasUsp ? f.usp : ""].flatMap(wordsOf));
  const brand = f.brand.toLowerCase();
  const rest = line.toLowerCase().split(brand);
  const branded = rest.length - 1;
  const content = rest.flatMap(wordsOf).filter((word) => !GLUE.has(word));
  const mine = content.filter((word) => own.has(word)).length + branded;
  const all = content.length + branded;
  return all > 0 && mine * 2 < all;
}

/** How many of a line's words (glue words too) are not the brief's own. */
function foreignWords(line: string, f: CopyFacts): number {
  const own = new Set(
    [f.brand, f.product, f.audience, f.message, f.hasUsp ? f.usp : ""].flatMap(wordsOf),
  );
  return wordsOf(line).filter((word) => !own.has(word)).length;
}

const normal = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

/**
 * A line as a reader compares two ideas' lines: its words, whatever their case, punctuation or
 * order, and with or without the brand signing it ("Wirely. No hidden margin." is "No hidden
 * margin. Wirely." and "No hidden margin.").
 */
export function lineKey(line: string, brand: string): string {
  const signature = new Set(normal(brand).split(" "));
  const all = normal(line).split(" ").filter(Boolean);
  const own = all.filter((word) => !signature.has(word));
  return [...new Set(own.length > 0 ? own : all)].sort().join(" ");
}

/**
 * The technique's line drawn at `at`, or, when another idea on the brief prints it already,
 * its next line nobody prints, then the brief's own spare line nearest it in form (chosen by
 * the technique, so two techniques that both run short take different ones). Only a brief too
 * thin to give another keeps the drawn line.
 */
function unprinted(
  own: string[],
  at: number,
  tiers: string[][],
  printed: Set<string> | undefined,
  f: CopyFacts,
  key: string,
): string {
  const drawn = own[at];
  if (printed === undefined) return drawn;
  // A name of the tone alone ("An Upbeat Dream") is left whenever the brief has a fact free.
  const free = (line: string) => !printed.has(lineKey(line, f.brand)) && !isTonedName(f, line);
  // A fixed frame ("Asked and Answered", "The Audacious Penny") reads the same on every brief:
  // drawn, it gives way to any line of the brief's own pieces nobody on the brief prints yet.
  // The brand set in a frame ("The Audacious Penny", "The Penny Sample") is still the frame.
  const stock = (line: string) =>
    isFrame(line, f) || isFrame(line.toLowerCase().split(f.brand.toLowerCase()).join(" "), f);
  if (free(drawn) && !stock(drawn)) return drawn;
  // The technique's other lines stand beside the brief's spares, not before them: its fixed
  // frames ("Here's to nurses.") read the same on every brief.
  const rest = [...own.slice(at + 1), ...own.slice(0, at)].filter(
    (line) => line.split(/\s+/).length >= 2 && !isFrame(line, f),
  );
  const pools = [[...rest, ...tiers[0]], ...tiers.slice(1)];
  // "…, for busy parents.", "Here's to busy parents.", "Stop settling, busy parents." and "Busy
  // parents, meet Tidewell." are said alike on every brief: taken only when nothing else is.
  const addressed = (line: string) => {
    const said = normal(line);
    return (
      said.endsWith(`for ${normal(f.aud)}`) ||
      said.startsWith("here s to ") ||
      said.startsWith("stop settling ") ||
      said.includes(` meet ${normal(f.brand)}`)
    );
  };
  const pick = (lines: string[]) =>
    lines.length > 0 ? lines[hashString(`${key}|${f.brand}`) % lines.length] : undefined;
  // Each pool in turn, the form nearest the drawn line's first. A short line keeps its form
  // before its pool (Wieden, Krone and Clow speak in short lines; a long one is not theirs).
  const short = drawn.split(/\s+/).length <= 7;
  const order = short
    ? [2, 0].flatMap((depth) => pools.map((pool) => [pool, depth] as const))
    : pools.flatMap((pool) => [2, 0].map((depth) => [pool, depth] as const));
  // First a line of the brief's own pieces in the drawn line's form (the legend's structure:
  // a question, a short line, a long one signed), before any frame or address.
  for (const pool of pools.slice(0, 2)) {
    const own = pool.filter((line) => free(line) && !addressed(line) && !stock(line));
    const line = pick(own.filter((line) => sameForm(line, drawn, f, 3)));
    if (line !== undefined) return line;
  }
  if (free(drawn)) return drawn;
  for (const [pool, depth] of order) {
    let open = pool.filter((line) => free(line) && !addressed(line));
    if (open.length === 0) open = pool.filter(free);
    // Then the fewest words of its own: a line all of the brief's pieces is this brief's
    // alone, while "Here's to …" or "…, meet Brand" reads the same on every brief.
    const alike = open.filter((line) => sameForm(line, drawn, f, depth));
    const least = Math.min(...alike.map((line) => foreignWords(line, f)));
    const line = pick(alike.filter((line) => foreignWords(line, f) === least));
    if (line !== undefined) return line;
  }
  // Nothing else left: a toned name not printed yet, else the drawn line.
  const toned = [...own, ...pools.flat()].find((line) => !printed.has(lineKey(line, f.brand)));
  return toned ?? drawn;
}

type Lines = { names: string[]; headlines: string[] };

/**
 * Whether two lines share their form, to `depth` features: a question or not, then short (7
 * words or fewer) or long (14 or more), then signed by the brand or not.
 */
function sameForm(a: string, b: string, f: CopyFacts, depth: number): boolean {
  const size = (line: string) => {
    const count = line.split(/\s+/).length;
    return count <= 7 ? "short" : count >= 14 ? "long" : "middle";
  };
  const features = [
    (line: string) => line.includes("?"),
    size,
    (line: string) => line.includes(f.brand),
  ];
  return features.slice(0, depth).every((feature) => feature(a) === feature(b));
}

const allotments = new WeakMap<StudioFacts, Map<string, Lines>>();
type Spares = Lines & {
  otherNames: string[];
  otherHeadlines: string[];
  anyNames: string[];
  anyHeadlines: string[];
};
const sparePools = new WeakMap<StudioFacts, Spares>();

/**
 * The lines an idea may take when its technique's own are printed by other ideas on the brief:
 * the brief's spare lines (its own pieces set as beats, never a frame), then other techniques'
 * lines that are not frames. A word alone ("Laundry.") says nothing out of its technique.
 */
function sparePool(facts: StudioFacts): Spares {
  let pool = sparePools.get(facts);
  if (!pool) {
    const f = copyFacts(facts);
    const all = [...(allotments.get(facts)?.values() ?? [])];
    const usable = (lines: string[], kind: keyof Lines) =>
      [...new Set(lines)].filter(
        (line) => line.split(/\s+/).length >= 2 && !isFrame(line, f) && seamless(line, f, kind),
      );
    pool = {
      names: usable(
        spareNames(f).map((name) => named(name, f.brand)),
        "names",
      ),
      headlines: usable(
        spareHeadlines(f).map((line) => sentence(line)),
        "headlines",
      ),
      otherNames: usable(
        all.flatMap((lines) => lines.names),
        "names",
      ),
      otherHeadlines: usable(
        all.flatMap((lines) => lines.headlines),
        "headlines",
      ),
      // A brief asked again and again runs out of its own pieces: then any technique's line,
      // its fixed frames too, before one already printed on the brief.
      anyNames: [
        ...new Set(
          [...all.flatMap((lines) => lines.names), ...rawLines(f, "names")].filter((line) =>
            seamless(line, f),
          ),
        ),
      ],
      anyHeadlines: [
        ...new Set(
          [...all.flatMap((lines) => lines.headlines), ...rawLines(f, "headlines")].filter(
            (line) => line.split(/\s+/).length >= 2 && seamless(line, f, "headlines"),
          ),
        ),
      ],
    };
    sparePools.set(facts, pool);
  }
  return pool;
}

/** Every catalogue technique's own lines for the brief, before any were settled. */
function rawLines(f: CopyFacts, kind: keyof Lines): string[] {
  return TECHNIQUES.flatMap((technique) =>
    kind === "names"
      ? technique.names.map((line) => named(line(f), f.brand))
      : technique.headlines.map((line) => sentence(line(f))),
  );
}

/**
 * Whether a line quotes the message whole (or not at all) and reads without a seam, also as the
 * pre-test quotes its claims one by one ("Send $200 home" of "Send $200 home and your family
 * gets $200").
 */
function seamless(line: string, f: CopyFacts, kind: keyof Lines = "names"): boolean {
  const fields = { brand: f.brand, message: f.message };
  const pretest = kind === "headlines" ? claims(line).map((claim) => `"${claim}"`) : [];
  const quoted = `The name "${line}" rests on it. ${pretest.join(" and ")}`;
  const quotes = messageQuotes(quoted, f.message);
  return (
    quotes.whole === quotes.quoted &&
    seamsIn(quoted, fields).length === 0 &&
    seamsIn(`${f.brand}: ${line}`, fields).length === 0
  );
}

/**
 * This technique's names and headlines for this brief, settled across the whole catalogue at
 * once (issue 40). Legends write their ideas apart, so two legends on one brief would print one
 * headline twice if nothing settled it; and a technique whose brief-built line ran out falls
 * back to a fixed frame every brief shares ("Keep Going", "The Audacious Penny").
 */
function allotted(facts: StudioFacts, technique: Technique): Lines {
  let all = allotments.get(facts);
  if (!all) {
    all = allot(copyFacts(facts));
    allotments.set(facts, all);
  }
  const f = copyFacts(facts);
  // A technique outside the catalogue (none today) keeps its own lines.
  return (
    all.get(technique.id) ?? {
      names: technique.names.map((line) => named(line(f), f.brand)),
      headlines: technique.headlines.map((line) => sentence(line(f))),
    }
  );
}

/**
 * Every technique in an order the brief turns keeps its own line when no technique before it
 * holds it; a line already held, then a frame, takes the next line made only of the brief's
 * pieces that nobody holds (never the message cut short). A brief too thin to give enough keeps
 * the rest as they are.
 */
function allot(f: CopyFacts): Map<string, Lines> {
  // The signature techniques first, in an order the brief turns: a legend writes its own
  // before it borrows its school's common ones, so theirs are served last.
  const turn = hashString(`${f.brand}|${f.message}|allot`) % TECHNIQUES.length;
  const order = [
    ...new Set([
      ...TECHNIQUES.slice(turn),
      ...TECHNIQUES.slice(0, turn),
      ...Object.values(GENERIC).flat(),
    ]),
  ];
  const result = new Map<string, Lines>();
  for (const { id, names, headlines } of order) {
    result.set(id, {
      names: names.map((line) => named(line(f), f.brand)),
      headlines: headlines.map((line) => sentence(line(f))),
    });
  }
  const settle = (kind: keyof Lines, spares: string[]) => {
    const holder = new Map<string, string>();
    const held: { id: string; index: number }[] = [];
    const frames: { id: string; index: number }[] = [];
    for (const { id } of order) {
      result.get(id)![kind].forEach((line, index) => {
        const key = normal(line);
        if (isFrame(line, f)) frames.push({ id, index });
        else if (!holder.has(key)) holder.set(key, id);
        else if (holder.get(key) !== id) held.push({ id, index });
      });
    }
    // As the concept quotes it and ads print it: never the message cut short, nor any seam.
    const own = spares.filter((line) => !isFrame(line, f) && seamless(line, f, kind));
    const free = own.filter((line) => !holder.has(normal(line)));
    // How many techniques print each line, for a frame that must share one (below).
    const uses = new Map<string, number>();
    for (const key of holder.keys()) uses.set(key, 1);
    // A frame repeats across briefs; a line two techniques hold only shows when both write on
    // one brief. Names serve the frames first, headlines (which no idea may share) the held.
    for (const { id, index } of kind === "names" ? [...frames, ...held] : [...held, ...frames]) {
      const lines = result.get(id)![kind];
      const was = lines[index];
      // The spare nearest the technique's own line in form (a question, a short line, a long
      // one, signed or not), so Ogilvy keeps his long headline and Wieden his short one.
      const near = (pool: string[]) =>
        pool.find((line) => sameForm(line, was, f, 3)) ??
        pool.find((line) => sameForm(line, was, f, 2));
      if (!isFrame(was, f) && holder.get(normal(was)) === id) continue;
      const spare = near(free);
      if (spare !== undefined) {
        free.splice(free.indexOf(spare), 1);
        holder.set(normal(spare), id);
        lines[index] = spare;
        // The technique's other frames of this form take the same line: it prints one of
        // them, so one spare serves them all and the brief's pieces go further.
        lines.forEach((other, at) => {
          if (at !== index && isFrame(other, f) && sameForm(other, was, f, 2)) lines[at] = spare;
        });
      } else if (kind === "headlines" && isFrame(was, f)) {
        // Every headline the brief gives is printed already: a frame still takes one the
        // technique chooses, so two techniques on one brief rarely meet and two briefs never
        // share the line. (Names stay apart within a brief: a frame keeps its own.) The page's
        // ads open around the headline (studio/tasks/campaignAds.ts), so a classic name's frame
        // takes one too.
        const alike = own.filter((line) => sameForm(line, was, f, 2));
        // The line fewest techniques print yet, so two legends on one brief rarely meet; among
        // those, one that leaves the message and the proof whole for the page's ads to open on.
        const whole = [f.line, f.proof].map((text) => normal(text)).filter(Boolean);
        const spends = (line: string) => whole.some((text) => normal(line).includes(text));
        const least = Math.min(...alike.map((line) => uses.get(normal(line)) ?? 0));
        const fewest = alike.filter((line) => (uses.get(normal(line)) ?? 0) === least);
        const kept = fewest.filter((line) => !spends(line));
        const pool = kept.length > 0 ? kept : fewest;
        if (pool.length > 0) {
          const line = pool[hashString(`${id}|${index}|${f.brand}`) % pool.length];
          if (!holder.has(normal(line))) holder.set(normal(line), id);
          uses.set(normal(line), (uses.get(normal(line)) ?? 0) + 1);
          lines[index] = line;
        }
      }
    }
  };
  settle(
    "names",
    spareNames(f).map((name) => named(name, f.brand)),
  );
  // A name only the tone was left to build ("An Upbeat Dream", "Nimbus, Warm") reads as a
  // working title: a name of the brief's facts instead, one another technique may hold too (the
  // ideas on one brief never print the same name: buildCore keeps each off the others'). The
  // technique chooses which.
  const facts = spareNames(f)
    .map((name) => named(name, f.brand))
    .filter((name) => !isFrame(name, f) && !isTonedName(f, name) && seamless(name, f));
  // Only names no technique holds yet, so two legends asked apart still name apart.
  const given = new Set([...result.values()].flatMap((lines) => lines.names.map(normal)));
  for (const [id, lines] of result) {
    lines.names.forEach((name, index) => {
      if (facts.length === 0 || !isTonedName(f, name)) return;
      const start = hashString(`${id}|${index}|${f.brand}`) % facts.length;
      const turned = [...facts.slice(start), ...facts.slice(0, start)];
      // Every fact named already: the tone's name stays, not a second technique's name.
      const fact = turned.find((line) => !given.has(normal(line)));
      if (fact === undefined) return;
      given.add(normal(fact));
      lines.names[index] = fact;
    });
  }
  settle(
    "headlines",
    spareHeadlines(f).map((line) => sentence(line)),
  );
  return result;
}

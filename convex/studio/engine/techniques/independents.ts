import { briefHeadline, briefName } from "../briefLines";
import type { CopyFacts, Technique } from "../technique";

/** Wieden, Goodby & Silverstein and Bogusky, from their documented signature moves. */

/** An order the audience can own: the message itself when it is a short one. */
const imperative = (f: CopyFacts) =>
  f.msg.kind === "imperative" && f.lineName && f.line.split(" ").length <= 6 ? f.line : undefined;

export const independents: Technique[] = [
  {
    id: "wieden-imperative",
    family: "provocation",
    match: /universal imperative/i,
    label: "The Universal Imperative",
    device: (f) =>
      `a short, universal imperative that anyone can own, said to ${f.aud} with no corporate voice at all`,
    why: () => `an imperative with attitude belongs to whoever says it`,
    // Named and headlined from the brief's own pieces first (issue 40).
    names: [
      (f) =>
        (imperative(f) && f.lineName) || briefName(f, "wieden-imperative", undefined, "Keep Going"),
      (f) => briefName(f, "wieden-imperative", undefined, "Start Now"),
    ],
    headlines: [
      (f) => imperative(f) ?? briefHeadline(f, "wieden-imperative") ?? `Keep going.`,
      (f) =>
        imperative(f) ?? briefHeadline(f, "wieden-imperative") ?? `No excuses. Just ${f.brand}.`,
    ],
    cores: [
      (f) =>
        `Boil ${f.promise} down to a short, universal imperative ${f.aud} can say for themselves, and put it in their mouths, not the brand's.`,
    ],
    visual: () => `A single person mid-effort, the imperative in huge white type`,
    tactic: () => `Run the imperative on outdoor and in one anthem film, with no product claims`,
  },
  {
    id: "wieden-attitude",
    family: "provocation",
    match: /attitude over features/i,
    label: "Attitude over Features",
    device: (f) =>
      `a campaign that sells the attitude at the heart of ${f.brand} rather than its features, talking to ${f.aud} the way they talk to each other`,
    why: () => `people buy an attitude they share before a feature they need`,
    // Named and headlined from the brief's own pieces first (issue 40).
    names: [
      (f) => briefName(f, "wieden-attitude", "{tone}, Unfiltered", "All Attitude"),
      (f) => briefName(f, "wieden-attitude", "{tone}, Unfiltered", `${f.brand}, Unfiltered`),
    ],
    headlines: [(f) => briefHeadline(f, "wieden-attitude") ?? `Less talk. More ${f.brand}.`],
    cores: [
      (f) =>
        `Find the attitude at the heart of ${f.brand} and say it the way ${f.aud} talk to each other, direct and irreverent, with ${f.promise} underneath.`,
    ],
    visual: () => `Raw, direct portraits with attitude, no retouching`,
    tactic: () =>
      `Write every line, caption and reply in the audience's own voice, never the corporate one`,
  },
  {
    id: "wieden-real-people",
    family: "provocation",
    match: /real athletes as themselves|as themselves/i,
    label: "Real People as Themselves",
    device: (f) =>
      `real ${f.aud}, cast as themselves and unscripted, with ${f.brand} in their hands`,
    why: () => `the truth of a real person beats the polish of an actor`,
    // Named and headlined from the brief's own pieces first (issue 40).
    names: [
      (f) => briefName(f, "wieden-real-people", "Real, {tone}", "As Themselves"),
      (f) => briefName(f, "wieden-real-people", "Real, {tone}", "No Actors"),
    ],
    headlines: [(f) => briefHeadline(f, "wieden-real-people") ?? `No actors. No script.`],
    cores: [
      (f) =>
        `Cast real ${f.aud} as themselves, unscripted, and let them show ${f.promise} more truthfully than any actor.`,
    ],
    visual: () => `Real people photographed as themselves, mid-action, sweat and all`,
    tactic: () => `Cast from the audience's own communities and film without a script`,
  },
  {
    id: "wieden-culture",
    family: "provocation",
    match: /culture-first casting/i,
    label: "Culture-First Casting",
    device: (f) =>
      `culture-first casting and music: the people, songs and places ${f.aud} respect, with ${f.brand} earning its place among them`,
    why: () => `respect the audience's culture and it will make room for the brand`,
    // Named and headlined from the brief's own pieces first (issue 40).
    names: [
      (f) => briefName(f, "wieden-culture", "{tone}, with a Soundtrack", "Turn It Up"),
      (f) => briefName(f, "wieden-culture", "{tone}, with a Soundtrack", "Soundtrack Included"),
    ],
    headlines: [(f) => briefHeadline(f, "wieden-culture") ?? `Turn it up.`],
    cores: [
      (f) =>
        `Cast and score the work culture-first, with the people and music ${f.aud} respect, so ${f.promise} arrives with a soundtrack they already love.`,
    ],
    visual: () => `Performers from the audience's own scene, lit like an album cover`,
    tactic: () => `License a track the audience loves before writing the script, and cast to it`,
  },
  {
    id: "goodby-deprivation",
    family: "wit",
    match: /deprivation/i,
    label: "The Deprivation Insight",
    device: (f) =>
      `a deprivation insight: show ${f.aud} the moment they are without ${f.brand}, and let them feel the lack`,
    why: () => `people value a thing most at the moment it is missing`,
    names: [(f) => `Got ${f.brand}?`, (f) => `Without ${f.brand}`],
    headlines: [(f) => `Got ${f.brand}?`, (f) => `Life without ${f.brand}. Not recommended.`],
    cores: [
      (f) =>
        `Dramatise the moment ${f.aud} are without ${f.brand}, so they feel ${f.promise} through its absence.`,
    ],
    visual: () => `A person mid-moment, realising the one thing they need is missing`,
    tactic: () => `Run the deprivation films at the moments the product is most missed`,
  },
  {
    id: "goodby-elastic-line",
    family: "wit",
    match: /elastic/i,
    label: "The Elastic Line",
    device: (f) =>
      `an elastic line about ${f.brand} that stretches across years of executions without wearing out`,
    why: () => `a line elastic enough to stretch lasts for decades and gathers value`,
    names: [(f) => `${f.brand}, Endlessly`, () => "The Line That Lasts"],
    headlines: [(f) => `One line. A hundred stories. All ${f.brand}.`],
    cores: [
      (f) =>
        `Write one elastic line that carries ${f.promise} and can stretch across years of executions for ${f.aud}.`,
    ],
    visual: () => `A series of executions side by side, the same line on each`,
    tactic: () => `Plan the first year as twelve executions of the same line`,
  },
  {
    id: "goodby-humour",
    family: "wit",
    match: /literate humour/i,
    label: "Smart, Literate Humour",
    device: (f) =>
      `smart, literate humour that treats ${f.aud} as sharp and rewards them for noticing`,
    why: () => `work that treats the audience as clever is work the audience shares`,
    names: [() => "For the Quick-Witted", () => "Read between the Lines"],
    headlines: [(f) => `If you're reading this, ${f.brand} already likes you.`],
    cores: [
      (f) =>
        `Write ${f.brand} with smart, literate humour that rewards ${f.aud} for noticing, with ${f.promise} as the joke's serious point.`,
    ],
    visual: () => `A crafted print ad with a literate joke hidden in the small print`,
    tactic: () => `Hide a second joke in every ad for those who read to the end`,
  },
  {
    id: "bogusky-stunt",
    family: "provocation",
    match: /cultural stunt/i,
    label: "The Cultural Stunt",
    device: (f) =>
      `a cultural stunt built on the tension around ${f.brand}, made to be talked about, shared and argued over before a single ad is bought`,
    why: () => `news travels further than advertising, and a stunt is news`,
    // Named and headlined from the brief's own pieces first (issue 40).
    names: [
      (f) => briefName(f, "bogusky-stunt", "The {tone} Stunt", `${f.theBrand} Stunt`),
      (f) => briefName(f, "bogusky-stunt", "The {tone} Stunt", "Stop the Presses"),
    ],
    headlines: [
      (f) => briefHeadline(f, "bogusky-stunt") ?? `You've probably heard what ${f.brand} did.`,
    ],
    cores: [
      (f) =>
        `Make news, not ads: stage a cultural stunt that dramatises ${f.promise} and gives ${f.aud} something to argue over.`,
    ],
    visual: () => `Grainy phone footage of the stunt as people first saw it`,
    tactic: () => `Stage the stunt, seed it with creators, and treat paid media as the last resort`,
  },
  {
    id: "bogusky-hoax",
    family: "provocation",
    match: /hoax/i,
    label: "The Hoax That Tells the Truth",
    device: (f) =>
      `a hoax that tells the truth: a fake product, rumour or announcement from ${f.brand} whose reveal makes the real point`,
    why: () =>
      `a hoax that tells the truth earns attention twice, once for the joke and once for the point`,
    // Named and headlined from the brief's own pieces first (issue 40).
    names: [
      (f) => briefName(f, "bogusky-hoax", "The {tone} Hoax", "Too Good to Be True"),
      (f) => briefName(f, "bogusky-hoax", "The {tone} Hoax", `${f.theBrand} Rumour`),
    ],
    headlines: [
      (f) => briefHeadline(f, "bogusky-hoax") ?? `Yes, it's real. No, ${f.brand} isn't joking.`,
    ],
    cores: [
      (f) =>
        `Launch a hoax that tells the truth, a fake announcement ${f.aud} will share, whose reveal lands ${f.promise}.`,
    ],
    visual: () => `A convincing fake announcement, then the reveal frame`,
    tactic: () => `Release the hoax quietly, let it spread, then reveal it with a straight face`,
  },
  {
    id: "bogusky-product-media",
    family: "provocation",
    match: /product as media/i,
    label: "The Product as Media",
    device: (f) =>
      `a campaign that turns ${f.thing} itself (its packaging, its receipts, wherever it turns up) into the media`,
    why: () => `the product is the one medium every customer already holds`,
    // Named and headlined from the brief's own pieces first (issue 40).
    names: [
      (f) => briefName(f, "bogusky-product-media", "The {tone} Pack", "The Pack Is the Ad"),
      (f) => briefName(f, "bogusky-product-media", "The {tone} Pack", `${f.brand}, Unwrapped`),
    ],
    headlines: [(f) => briefHeadline(f, "bogusky-product-media") ?? `Read the packaging.`],
    cores: [
      (f) =>
        `Turn ${f.thing} and its packaging into the media, so every pack and receipt puts ${f.promise} into the hands of ${f.aud}.`,
    ],
    visual: () => `The packaging as a poster, the line printed large across it`,
    tactic: () => `Print the campaign on packs, receipts and bags before buying any media`,
  },
  {
    id: "bogusky-fight",
    family: "provocation",
    match: /picking a fight/i,
    label: "Picking a Fight",
    device: (f) =>
      `a public fight with the category: ${f.brand} picks a fight with the way ${f.sector} has always done things`,
    why: () => `a brand with an enemy gets a following`,
    // Named and headlined from the brief's own pieces first (issue 40).
    names: [
      (f) => briefName(f, "bogusky-fight", "A {tone} Fight", "Pick a Side"),
      (f) => briefName(f, "bogusky-fight", "A {tone} Fight", `${f.brand} Versus Everyone`),
    ],
    headlines: [
      (f) =>
        briefHeadline(f, "bogusky-fight") ??
        `${f.brand} picks a fight with ${f.sector}. You decide who wins.`,
    ],
    cores: [
      (f) =>
        `Pick a public fight with the way ${f.sector} works, and make ${f.promise} the side ${f.aud} choose.`,
    ],
    visual: () => `A bold, combative headline over a crossed-out category cliché`,
    tactic: () => `Publish the challenge where the category leader will have to answer it`,
  },
];

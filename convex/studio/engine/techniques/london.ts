import { briefHeadline, briefName } from "../briefLines";
import type { Technique } from "../technique";

/** Hegarty, Trott and Arden, from their documented signature moves. */
export const london: Technique[] = [
  {
    id: "hegarty-zag",
    family: "wit",
    match: /zigs, zag/i,
    label: "When the World Zigs, Zag",
    device: (f) =>
      `a zag: look at what everyone in ${f.sector} does, then take ${f.brand} the other way`,
    why: () => `when the world zigs, the brand that zags is the one people notice`,
    // The zag starts from what the brief says its people put up with (issue 40).
    names: [
      (f) => briefName(f, "hegarty-zag", "The {tone} Zag", `${f.brand} Zags`),
      (f) => briefName(f, "hegarty-zag", "The {tone} Zag", "The Other Direction"),
    ],
    headlines: [(f) => briefHeadline(f, "hegarty-zag") ?? `When everyone zigs, ${f.brand} zags.`],
    cores: [
      (f) =>
        `See where everyone in ${f.sector} is heading and zag, so ${f.brand} stands alone with ${f.promise}.`,
    ],
    visual: () => `One figure walking against a crowd, in a single stylish frame`,
    tactic: () => `Map what every competitor is saying, then brief the work as the zag`,
  },
  {
    id: "hegarty-wordless-film",
    family: "wit",
    match: /wordless film/i,
    label: "The Wordless Film",
    device: (f) =>
      `a wordless film set to a hit song, where music, casting and one memorable moment do the selling for ${f.brand}`,
    why: () => `music and one memorable moment can sell without a single word of copy`,
    // A wordless film ends on one line: the brief's own, signed (issue 40).
    names: [
      (f) => briefName(f, "hegarty-wordless-film", "A {tone} Film", "Say Nothing"),
      (f) => briefName(f, "hegarty-wordless-film", "A {tone} Film", "Music and One Moment"),
    ],
    headlines: [(f) => briefHeadline(f, "hegarty-wordless-film") ?? `No words. Just ${f.brand}.`],
    cores: [
      (f) =>
        `Make a wordless film set to a hit song, with one memorable moment that says ${f.promise} more eloquently than any copy.`,
    ],
    visual: () => `A cinematic, wordless frame: one memorable moment, beautifully cast`,
    tactic: () => `License the song first, then cut the film to its rhythm`,
  },
  {
    id: "hegarty-desire",
    family: "wit",
    match: /desirability over explanation/i,
    label: "Desire over Explanation",
    device: (f) =>
      `work that makes ${f.brand} desirable rather than explained: style, wit and one irresistible image for ${f.aud}`,
    why: () => `people want what is desirable long before they understand why`,
    names: [
      (f) => briefName(f, "hegarty-desire", "Simply {tone}", "Simply Irresistible"),
      (f) => briefName(f, "hegarty-desire", "Simply {tone}", "Wanted"),
    ],
    headlines: [(f) => briefHeadline(f, "hegarty-desire") ?? `Want one? Of course you do.`],
    cores: [
      (f) =>
        `Make ${f.brand} desirable before it is explained, with style and wit, so ${f.aud} want it long before they read about ${f.promise}.`,
    ],
    visual: () => `A stylish, desirable product shot with one witty detail`,
    tactic: () =>
      `Lead with film and outdoor that sell the desire, and keep the explaining for the website`,
  },
  {
    id: "trott-predatory",
    family: "wit",
    match: /predatory thinking/i,
    label: "Predatory Thinking",
    device: (f) =>
      `predatory thinking: get upstream of the problem, work out exactly where ${f.brandPossessive} new customers will come from, and out-think the competition for them`,
    why: () => `out-thinking the competition beats out-spending it`,
    names: [() => "Out-Think Them", () => "Upstream"],
    headlines: [(f) => `Everyone else spends more. ${f.brand} thinks harder.`],
    cores: [
      (f) =>
        `Get upstream of the problem: find exactly where new customers for ${f.brand} will come from, then win them with ${f.promise} before the competition notices.`,
    ],
    visual: () => `A simple, unexpected image that reframes the category in one glance`,
    tactic: () => `Define the one group that will switch, then spend every penny on reaching it`,
  },
  {
    id: "trott-catchphrase",
    family: "wit",
    match: /catchphrase/i,
    label: "The Catchphrase",
    device: (f) =>
      `a catchphrase ${f.aud} will repeat in the pub and the playground, in the language of the street`,
    why: () => `a line people repeat does the media buying for free`,
    names: [() => "Everyone's Saying It", () => "The Phrase That Pays"],
    headlines: [(f) => `You'll be saying it by Friday. ${f.brand}.`],
    cores: [
      (f) =>
        `Turn ${f.promise} into a cheeky catchphrase ${f.aud} repeat in their own words, so ${f.brand} spreads without paying for it.`,
    ],
    visual: () => `Real people mid-sentence, the catchphrase set in speech-bubble type`,
    tactic: () =>
      `Seed the catchphrase in short, funny spots and let it run until people say it back`,
  },
  {
    id: "trott-reframe",
    family: "wit",
    match: /reframing the problem/i,
    label: "Reframing the Problem",
    device: (f) =>
      `a reframe: change the question ${f.aud} are asking so that the answer can only be ${f.brand}`,
    why: () => `the simplest, most unexpected angle usually comes from changing the question`,
    names: [() => "Wrong Question", () => "Think about It Differently"],
    headlines: [(f) => `Wrong question. Right answer: ${f.brand}.`],
    cores: [
      (f) =>
        `Reframe the problem ${f.aud} think they have, so that ${f.promise} becomes the only sensible answer.`,
    ],
    visual: () => `One familiar object turned round to show its other side`,
    tactic: () => `Test three reframes with the audience and back the one that changes minds`,
  },
  {
    id: "trott-mischief",
    family: "wit",
    match: /creative mischief/i,
    label: "Creative Mischief",
    device: (f) =>
      `creative mischief: a cheeky, low-cost trick that gets ${f.brand} talked about for a fraction of the budget`,
    why: () => `a little mischief gets noticed where a big budget gets ignored`,
    names: [() => "A Bit of Mischief", () => "Cheeky, Isn't It?"],
    headlines: [(f) => `We probably shouldn't have done this. ${f.brand}.`],
    cores: [
      (f) =>
        `Play a piece of creative mischief that costs little and gets ${f.aud} talking about ${f.promise}.`,
    ],
    visual: () => `A cheeky intervention caught on camera`,
    tactic: () => `Spend a small budget on one clever trick and let the press pick it up`,
  },
  {
    id: "arden-opposite",
    family: "visual",
    match: /think the opposite/i,
    label: "Think the Opposite",
    device: (f) =>
      `the opposite of the safe answer: the brief for ${f.brand} turned upside down, going where the obvious route does not`,
    why: () => `the opposite of what everyone thinks is where the unexpected lives`,
    // The opposite of what the brief's people put up with, said as the brief says it (issue 40).
    names: [
      (f) => briefName(f, "arden-opposite", "The {tone} Opposite", "Upside Down"),
      (f) => briefName(f, "arden-opposite", "The {tone} Opposite", "The Opposite Way"),
    ],
    headlines: [
      (f) =>
        briefHeadline(f, "arden-opposite") ??
        `Whatever you think about ${f.brand}, think the opposite.`,
    ],
    cores: [
      (f) =>
        `Turn the brief upside down and think the opposite of the safe answer, so ${f.promise} lands where ${f.aud} never expected it.`,
    ],
    visual: () => `A familiar scene turned upside down, precisely crafted`,
    tactic: () => `Write the obvious campaign first, then brief the team to do its opposite`,
  },
  {
    id: "arden-surreal",
    family: "visual",
    match: /surreal/i,
    label: "The Surreal Image",
    device: (f) =>
      `a bold, surreal, design-led image of ${f.thing} that no one has seen before, crafted down to the last detail`,
    why: () => `a surreal image stops the eye that a sensible one lets pass`,
    names: [
      (f) => briefName(f, "arden-surreal", "A {tone} Dream", "Stranger than Fiction"),
      (f) => briefName(f, "arden-surreal", "A {tone} Dream", "Unreal"),
    ],
    headlines: [(f) => briefHeadline(f, "arden-surreal") ?? `Not what you expected.`],
    cores: [
      (f) =>
        `Make one surreal, design-led image of ${f.thing} so striking that ${f.aud} stop, look twice and find ${f.promise}.`,
    ],
    visual: () => `A surreal, design-led image: the product in an impossible place`,
    tactic: () => `Shoot the surreal image in camera, not in software, and run it large`,
  },
  {
    id: "arden-tableau",
    family: "visual",
    match: /cinematic tableau/i,
    label: "The Epic Tableau",
    device: (f) =>
      `an epic cinematic tableau, a single vast and crafted scene, that gives ${f.brand} a scale the category has never had`,
    why: () => `aim higher than seems reasonable and the work gets a scale people remember`,
    names: [
      (f) => briefName(f, "arden-tableau", "{tone}, on a Grand Scale", "The Grand Scale"),
      (f) => briefName(f, "arden-tableau", "{tone}, on a Grand Scale", "Bigger than Reason"),
    ],
    headlines: [
      (f) => briefHeadline(f, "arden-tableau") ?? `Some things deserve a bigger picture.`,
    ],
    cores: [
      (f) =>
        `Stage one epic cinematic tableau, vast and meticulously crafted, in which ${f.promise} becomes the whole world of the film.`,
    ],
    visual: () => `A vast, cinematic tableau with hundreds of people in one composed frame`,
    tactic: () => `Shoot one epic film and cut stills from it for outdoor`,
  },
  {
    id: "arden-one-line",
    family: "visual",
    match: /one-line claim/i,
    label: "The One-Line Claim",
    device: (f) =>
      `a confident one-line claim for ${f.brand}, crafted until every word earns its place`,
    why: () => `a confident claim in one line is remembered, and a paragraph of caveats is not`,
    // The one line is the brief's message, or its proof, said once and signed (issue 40).
    names: [
      (f) => briefName(f, "arden-one-line", "{tone}, in One Line", `${f.brand}, Said Once`),
      (f) => briefName(f, "arden-one-line", "{tone}, in One Line", "The Confident Claim"),
    ],
    headlines: [
      (f) => briefHeadline(f, "arden-one-line") ?? `${f.brand}. The only one worth having.`,
    ],
    cores: [
      (f) =>
        `Craft one confident, one-line claim for ${f.brand}, built on ${f.promise}, and polish it until no word could be taken away.`,
    ],
    visual: () => `One line of perfectly set type on a vast, empty field`,
    tactic: () => `Run the one-line claim alone, at scale, with nothing else on the page`,
  },
];

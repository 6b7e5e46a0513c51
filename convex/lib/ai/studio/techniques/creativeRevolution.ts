import type { Technique } from "../technique";

/** Krone, Lois, Wells Lawrence and Ally, from their documented signature moves. */
export const creativeRevolution: Technique[] = [
  {
    id: "krone-package",
    family: "visual",
    match: /page as a package/i,
    label: "The Page as a Package",
    device: (f) =>
      `a page layout so distinctive that it works as ${f.brandPossessive} package, recognisable across a room before a word is read`,
    why: () => `a brand that owns its page layout is known before it speaks`,
    names: [(f) => `${f.theBrand} Page`, () => "Known by Its Layout"],
    headlines: [() => `You know the name already.`, (f) => `Same page. Every time. ${f.brand}.`],
    cores: [
      (f) =>
        `Give ${f.brand} one layout so distinctive that the page itself becomes the package, and fill it each time with ${f.promise}.`,
    ],
    visual: () =>
      `A strict, distinctive layout: one photograph, a short headline in Futura Bold, wide margins`,
    tactic: () =>
      `Lock the layout as a template used unchanged across press, posters and feed tiles`,
  },
  {
    id: "krone-one-word",
    family: "visual",
    match: /one photograph, one word/i,
    label: "One Photograph, One Word",
    device: (f) =>
      `ads of one photograph and one word, stripped of everything else, so ${f.aud} fill in the rest themselves`,
    why: () => `the less a page says, the more the reader brings to it`,
    names: [() => "Say Less", () => "In One Word"],
    headlines: [() => `Obviously.`, () => `Naturally.`],
    cores: [
      (f) =>
        `Reduce every ad to one photograph of ${f.thing} and a single word, and trust ${f.aud} to read ${f.promise} into it.`,
    ],
    visual: (f) => `One black-and-white photograph of ${f.thing}, one word beneath in Futura Bold`,
    tactic: () =>
      `Run the one-word ads at poster scale, where a single word reads from across the street`,
  },
  {
    id: "krone-no-logo",
    family: "visual",
    match: /no logo needed/i,
    label: "No Logo Needed",
    device: (f) =>
      `a visual system so consistent that ${f.brand} can drop its logo and ${f.aud} still know who is speaking`,
    why: () => `when the layout is the signature, the logo becomes unnecessary`,
    names: [() => "Unsigned", () => "Who Else?"],
    headlines: [() => `No logo. You still knew.`],
    cores: [
      (f) =>
        `Make ${f.brand} so recognisable by its layout that the logo can go, and let ${f.promise} be the only signature.`,
    ],
    visual: () => `An unsigned poster: the brand's layout and colour, and no logo anywhere`,
    tactic: () =>
      `Run a second wave with the logo removed and measure how many people still name the brand`,
  },
  {
    id: "krone-opposite",
    family: "visual",
    match: /opposite of the category/i,
    label: "The Opposite of the Category",
    device: (f) =>
      `ads that do the opposite of everything ${f.sector} does, wherever the opposite is truer`,
    why: () => `questioning every convention of the category finds the one worth breaking`,
    names: [() => "The Other Way Round", () => "Against Type"],
    headlines: [(f) => `Everyone else shouts. ${f.brand} doesn't.`],
    cores: [
      (f) =>
        `List every convention of ${f.sector} and do the opposite wherever the opposite is truer, until ${f.promise} stands out by contrast.`,
    ],
    visual: () => `A layout that breaks the category's conventions: quiet where others are loud`,
    tactic: () => `Audit the category's ads, then brief the work as their exact opposite`,
  },
  {
    id: "lois-big-idea",
    family: "provocation",
    match: /big idea/i,
    label: "The Big Idea",
    device: (f) =>
      `one audacious Big Idea, an image or line about ${f.brand} so instantly understood that it cannot be unseen`,
    why: () => `one audacious idea that cannot be unseen does the work of a hundred polite ones`,
    names: [() => "Impossible to Unsee", (f) => `The Audacious ${f.brand}`],
    headlines: [(f) => `${f.brand}. You'll never see it the same way again.`],
    cores: [
      (f) =>
        `Dramatise ${f.promise} as one audacious Big Idea, an image ${f.aud} understand in a second and talk about for weeks.`,
    ],
    visual: () =>
      `One audacious, instantly understood image that dramatises the product's strength`,
    tactic: () =>
      `Launch the Big Idea on one cover-sized poster and a single film, then let the press carry it`,
  },
  {
    id: "lois-celebrity",
    family: "provocation",
    match: /celebrity in an unexpected role/i,
    label: "The Celebrity, Miscast",
    device: (f) =>
      `a famous face cast in an unexpected role, saying the unexpected about ${f.brand}`,
    why: () => `a celebrity doing the unexpected makes news that an endorsement never does`,
    names: [() => "Starring Someone Unexpected", () => "Cast against Type"],
    headlines: [(f) => `A famous face. An unexpected role. ${f.brand}.`],
    cores: [
      (f) =>
        `Cast a celebrity in a role no one expects, delivering ${f.promise} in a way that makes the news.`,
    ],
    visual: () => `A celebrity in an unexpected role, photographed deadpan`,
    tactic: () => `Shoot one surprising celebrity film and release it first to the press`,
  },
  {
    id: "lois-cover",
    family: "visual",
    match: /provocative cover image/i,
    label: "The Provocative Cover",
    device: (f) =>
      `a provocative cover image, culturally charged and impossible to ignore, that puts ${f.brand} at the centre of the conversation`,
    why: () => `one charged image on a cover can move a culture faster than a campaign`,
    names: [() => "Cover Story", (f) => `${f.brand} on the Cover`],
    headlines: [() => `Everyone will be talking about this picture.`],
    cores: [
      (f) =>
        `Make one provocative cover image that dramatises ${f.promise} and lands ${f.brand} in the middle of the conversation.`,
    ],
    visual: () => `A provocative, cover-style photograph with a single line of type`,
    tactic: () => `Place the image as a magazine cover wrap and a single giant poster`,
  },
  {
    id: "lois-chant",
    family: "provocation",
    match: /chantable demand/i,
    label: "The Chantable Demand",
    device: (f) =>
      `a chantable demand, a short line ${f.aud} shout for themselves, that makes asking for ${f.brand} a rallying cry`,
    why: () => `a demand people chant becomes theirs, and they spread it for free`,
    names: [(f) => `I Want My ${f.brand}!`, () => "Ask for It by Name"],
    headlines: [(f) => `I want my ${f.brand}!`],
    cores: [
      (f) =>
        `Turn ${f.promise} into a chantable demand ${f.aud} shout for themselves, so asking for ${f.brand} becomes a rallying cry.`,
    ],
    visual: () => `Real people shouting the line straight to camera`,
    tactic: () =>
      `Film famous and ordinary people demanding the brand, and let audiences post their own`,
  },
  {
    id: "wells-show-business",
    family: "wit",
    match: /show business/i,
    label: "Advertising as Show Business",
    device: (f) =>
      `a piece of show business: entertainment about ${f.brand} that ${f.aud} want to watch again and repeat at dinner`,
    why: () => `people repeat what entertains them and forget what only informs them`,
    names: [(f) => `${f.theBrand} Show`, (f) => `Curtain Up on ${f.brand}`],
    headlines: [
      (f) => `Ladies and gentlemen, ${f.brand}.`,
      (f) => `Tonight's performance is brought to you by ${f.brand}.`,
    ],
    cores: [
      (f) =>
        `Turn ${f.promise} into entertainment ${f.aud} want to watch twice, staged like show business rather than advertising.`,
    ],
    visual: () => `A theatrical, colourful set with the product as the star of the show`,
    tactic: () => `Produce a run of entertaining 30-second episodes people would choose to watch`,
  },
  {
    id: "wells-redesign",
    family: "wit",
    match: /redesign the brand/i,
    label: "Redesign the Brand",
    device: (f) =>
      `a redesign of everything ${f.brand} touches (packaging, vans, uniforms, counters) in glamour and colour, so the brand itself becomes the ad`,
    why: () => `when the category is dull, changing the brand's whole look is louder than any ad`,
    names: [(f) => `${f.brand}, Repainted`, () => "Colour Everything"],
    headlines: [(f) => `${f.brand} just repainted everything. Look around.`],
    cores: [
      (f) =>
        `Repaint everything ${f.brand} touches in one glamorous colour, so every van, pack and uniform carries ${f.promise}.`,
    ],
    visual: () => `Vans, packs and uniforms in one glamorous new colour, photographed together`,
    tactic: () =>
      `Unveil the redesign on one day across every touchpoint, with a launch event for press`,
  },
  {
    id: "wells-vignette",
    family: "wit",
    match: /comic human vignette/i,
    label: "The Comic Vignette",
    device: (f) =>
      `a series of short comic vignettes about the human truth of life as ${f.aud}, with ${f.brand} as the punchline`,
    why: () => `a comic vignette of real life makes the selling point something people retell`,
    names: [(f) => `It's a ${f.brand} Thing`, () => "Scenes from Real Life"],
    headlines: [(f) => `You know the feeling. ${f.brand} knows the fix.`],
    cores: [
      (f) =>
        `Write comic human vignettes of everyday life for ${f.aud}, each ending with ${f.brand} and ${f.promise} as the punchline.`,
    ],
    visual: () => `A comic, human moment caught mid-scene, the product as the punchline`,
    tactic: () => `Shoot six short vignettes for TV and social, each one a scene people recognise`,
  },
  {
    id: "wells-sing-back",
    family: "wit",
    match: /line people sing back/i,
    label: "The Line People Sing Back",
    device: (f) => `a line about ${f.brand} set to a tune so catchy that ${f.aud} sing it back`,
    why: () => `a line that people sing is a line they never forget`,
    names: [(f) => `Sing Along with ${f.brand}`, () => "The Catchy One"],
    headlines: [(f) => `Once you hear it, you'll be singing ${f.brand} all day.`],
    cores: [
      (f) =>
        `Set ${f.promise} to a tune ${f.aud} can't stop singing, and make ${f.brand} the line they sing back.`,
    ],
    visual: () => `A crowd mid-song, the line printed like a lyric sheet`,
    tactic: () =>
      `Record the jingle in three arrangements and release it on streaming as well as in ads`,
  },
  {
    id: "ally-competitor",
    family: "wit",
    match: /naming the competitor/i,
    label: "Naming the Competitor",
    device: (f) =>
      `a head-on campaign that names the competitor ${f.aud} use today and takes it on with facts`,
    why: () =>
      `naming the competitor directly, with facts, is the kind of confidence people respect`,
    names: [() => "Head to Head", (f) => `${f.brand} Versus the Rest`],
    headlines: [(f) => `Whoever you use now, compare them with ${f.brand}. We'll wait.`],
    cores: [
      (f) =>
        `Name the competitor ${f.aud} use today and take it on head-on with facts, leaving ${f.promise} as the winning difference.`,
    ],
    visual: (f) => `The competitor's claim and ${f.brandPossessive} answer side by side, in bold`,
    tactic: () => `Run comparative press with every claim footnoted and cleared before launch`,
  },
  {
    id: "ally-frustration",
    family: "wit",
    match: /frustration, solved|customer's frustration/i,
    label: "The Frustration, Solved",
    device: (f) =>
      `ads that open on the frustration ${f.aud} know too well and show ${f.brand} solving it`,
    why: () => `start from the customer's frustration and the benefit writes itself`,
    names: [() => "Never Again", (f) => `Problem, Meet ${f.brand}`],
    headlines: [(f) => `You know the frustration. Here is the end of it: ${f.brand}.`],
    cores: [
      (f) =>
        `Open on the frustration ${f.aud} know by heart and end it with ${f.brand}, so ${f.promise} arrives as relief.`,
    ],
    visual: () => `A frustrated face, then the same face relieved, in two frames`,
    tactic: () => `Target ads at the moment of frustration: search, delays, queues and help pages`,
  },
  {
    id: "ally-unglamorous",
    family: "wit",
    match: /unglamorous benefit/i,
    label: "The Unglamorous Hero",
    device: (f) =>
      `a campaign that makes the most unglamorous benefit of ${f.brand} the hero, with humour that makes its confidence likeable`,
    why: () => `the unglamorous benefit is often the one people care about most`,
    names: [() => "Proudly Unglamorous", () => "The Boring Bit Matters"],
    headlines: [(f) => `It isn't glamorous. It's just why ${f.aud} choose ${f.brand}.`],
    cores: [
      (f) =>
        `Make the unglamorous part of ${f.brand} the hero, with likeable humour, and show why ${f.promise} matters more than any shine.`,
    ],
    visual: () => `The most ordinary part of the product, lit like a hero`,
    tactic: () => `Run a cheeky outdoor series celebrating the dull details competitors ignore`,
  },
];

import { briefNames as N, briefShapes as S, fromBrief } from "../briefLines";
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
    // The page carries the brief's own line and the logo, nothing else (issue 40).
    names: [
      (f) => N.brandProduct(f) ?? `${f.theBrand} Page`,
      (f) => N.brandProduct(f) ?? "Known by Its Layout",
    ],
    headlines: [
      fromBrief(
        "krone-package",
        [S.messageSigned, S.proofSigned],
        () => `You know the name already.`,
      ),
      fromBrief(
        "krone-package",
        [S.proofSigned, S.messageSigned],
        (f) => `Same page. Every time. ${f.brand}.`,
      ),
    ],
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
    // The one word is the brief's strongest ("Drills."), as Krone's "Lemon." was the car's.
    names: [
      (f) => N.word(f, 1) ?? N.peopleWord(f, 2) ?? N.productTurn(f) ?? "Say Less",
      (f) => N.word(f, 1) ?? N.peopleWord(f, 2) ?? N.productTurn(f) ?? "In One Word",
    ],
    headlines: [
      fromBrief("krone-one-word", [S.oneWord], () => `Obviously.`),
      fromBrief("krone-one-word", [S.oneWord], () => `Naturally.`),
    ],
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
    // Unsigned: the brief's line and its fact, and no brand name anywhere in the headline.
    names: [
      (f) => N.message(f) ?? N.turn(f) ?? N.proofTurn(f) ?? "Unsigned",
      (f) => N.message(f) ?? N.turn(f) ?? N.proofTurn(f) ?? "Who Else?",
    ],
    headlines: [
      fromBrief("krone-no-logo", [S.messageThenProof, S.oneWord], () => `No logo. You still knew.`),
    ],
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
    names: [
      (f) => N.tension(f) ?? N.proofClaim(f) ?? "The Other Way Round",
      (f) => N.tension(f) ?? N.proofClaim(f) ?? "Against Type",
    ],
    headlines: [
      fromBrief(
        "krone-opposite",
        [S.problemThenMessage, S.figureFirst],
        (f) => `Everyone else shouts. ${f.brand} doesn't.`,
      ),
    ],
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
    // The Big Idea is the brief's boldest fact, said as a demand or led by its figure.
    names: [
      (f) => N.demand(f) ?? N.owned(f, 3) ?? "Impossible to Unsee",
      (f) => N.demand(f) ?? N.owned(f, 3) ?? `The Audacious ${f.brand}`,
    ],
    headlines: [
      fromBrief(
        "lois-big-idea",
        [S.addressed, S.figureFirst, S.claim, S.brandThenProof],
        (f) => `${f.brand}. You'll never see it the same way again.`,
      ),
    ],
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
    names: [
      (f) => N.owned(f, 0) ?? "Starring Someone Unexpected",
      (f) => N.owned(f, 0) ?? "Cast against Type",
    ],
    headlines: [
      fromBrief(
        "lois-celebrity",
        [S.proofSigned, S.messageThenProof],
        (f) => `A famous face. An unexpected role. ${f.brand}.`,
      ),
    ],
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
    // The cover line is the people's problem set against the fact, as a headline on a cover.
    names: [(f) => N.word(f, 0) ?? "Cover Story", (f) => N.word(f, 0) ?? `${f.brand} on the Cover`],
    headlines: [
      fromBrief(
        "lois-cover",
        [S.problemThenProof, S.problemThenMessage, S.messageThenProof],
        () => `Everyone will be talking about this picture.`,
      ),
    ],
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
    // The demand is the brief's own line, shouted, with the brand as its last word.
    names: [
      (f) => N.shout(f) ?? `I Want My ${f.brand}!`,
      (f) => N.shout(f) ?? "Ask for It by Name",
    ],
    headlines: [
      fromBrief(
        "lois-chant",
        [S.chant, S.addressed, S.shouted, S.brandRepeated],
        (f) => `I want my ${f.brand}!`,
      ),
    ],
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
    // The show's bill is the brief's own: its people, or its two best words, in lights.
    names: [
      (f) => N.messageTail(f) ?? N.turnBrand(f) ?? `${f.theBrand} Show`,
      (f) => N.messageTail(f) ?? N.turnBrand(f) ?? `Curtain Up on ${f.brand}`,
    ],
    headlines: [
      fromBrief(
        "wells-show-business",
        [S.claim, S.brandThenProof, S.problemThenMessage],
        (f) => `Ladies and gentlemen, ${f.brand}.`,
      ),
      fromBrief(
        "wells-show-business",
        [S.brandThenProof, S.claim, S.messageThenProof],
        (f) => `Tonight's performance is brought to you by ${f.brand}.`,
      ),
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
    names: [
      (f) => N.owned(f, 1) ?? `${f.brand}, Repainted`,
      (f) => N.owned(f, 1) ?? "Colour Everything",
    ],
    headlines: [
      fromBrief(
        "wells-redesign",
        [S.proofSigned, S.messageSigned],
        (f) => `${f.brand} just repainted everything. Look around.`,
      ),
    ],
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
    // The scene is the brief's own: what its people go through, then the line.
    names: [
      (f) => N.people(f) ?? `It's a ${f.brand} Thing`,
      (f) => N.people(f) ?? "Scenes from Real Life",
    ],
    headlines: [
      fromBrief(
        "wells-vignette",
        [S.problemThenMessage, S.problemThenProof, S.proofThenMessage],
        (f) => `You know the feeling. ${f.brand} knows the fix.`,
      ),
    ],
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
    // The song is the brief's line; a line too long to sing keeps the classic.
    names: [
      (f) => N.chorus(f) ?? N.brandWord(f, 3) ?? `Sing Along with ${f.brand}`,
      (f) => N.chorus(f) ?? N.brandWord(f, 3) ?? "The Catchy One",
    ],
    headlines: [
      fromBrief(
        "wells-sing-back",
        [S.chant, S.brandRepeated, S.shouted],
        (f) => `Once you hear it, you'll be singing ${f.brand} all day.`,
      ),
    ],
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
    headlines: [
      fromBrief(
        "ally-competitor",
        [S.brandThenProof, S.figureFirst],
        (f) => `Whoever you use now, compare them with ${f.brand}. We'll wait.`,
      ),
    ],
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
    headlines: [
      fromBrief(
        "ally-frustration",
        [S.problemThenProof, S.problemThenMessage],
        (f) => `You know the frustration. Here is the end of it: ${f.brand}.`,
      ),
    ],
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
    headlines: [
      fromBrief(
        "ally-unglamorous",
        [S.proofSigned, S.proofThenMessage],
        (f) => `It isn't glamorous. It's just why ${f.aud} choose ${f.brand}.`,
      ),
    ],
    cores: [
      (f) =>
        `Make the unglamorous part of ${f.brand} the hero, with likeable humour, and show why ${f.promise} matters more than any shine.`,
    ],
    visual: () => `The most ordinary part of the product, lit like a hero`,
    tactic: () => `Run a cheeky outdoor series celebrating the dull details competitors ignore`,
  },
];

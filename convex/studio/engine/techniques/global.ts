import { briefHeadline, briefName } from "../briefLines";
import { lc, type Technique } from "../technique";
import { capitalize } from "../text";

/** Serpa, Droga, Pandey and the two house personas, from their documented signature moves. */
export const global: Technique[] = [
  {
    id: "serpa-wordless",
    family: "visual",
    match: /wordless visual idea/i,
    label: "The Wordless Visual",
    device: (f) =>
      `a wordless visual idea: one image of ${f.thing} that crosses languages and borders with no copy at all`,
    why: () => `the best ideas are visual and wordless, so they travel instantly`,
    // Named and headlined from the brief's own pieces first (issue 40).
    names: [
      (f) => briefName(f, "serpa-wordless", "{tone}, without Words", "Seen, Not Said"),
      (f) => briefName(f, "serpa-wordless", "{tone}, without Words", "Without Words"),
    ],
    // When the brief's lines are all taken, the page is signed by the logo alone, as Serpa's are.
    headlines: [(f) => briefHeadline(f, "serpa-wordless") ?? `${f.brand}.`],
    cores: [
      (f) =>
        `Say ${f.promise} with one wordless image and no copy at all, so ${f.aud} get it in any language.`,
    ],
    visual: () => `One wordless image with a twist, the logo the only type`,
    tactic: () => `Run the image unchanged in every market and every language`,
  },
  {
    id: "serpa-unpredictable",
    family: "visual",
    match: /simple but unpredictable/i,
    label: "Simple but Unpredictable",
    device: (f) =>
      `one simple thought about ${f.brand}, reduced to a single image and then made unpredictable`,
    why: () =>
      `reduce to one simple thought, then surprise, and the idea is both clear and memorable`,
    // Named and headlined from the brief's own pieces first (issue 40).
    names: [
      (f) => briefName(f, "serpa-unpredictable", "Unexpectedly {tone}", "Simply Unexpected"),
      (f) => briefName(f, "serpa-unpredictable", "Unexpectedly {tone}", "Plot Twist"),
    ],
    headlines: [(f) => briefHeadline(f, "serpa-unpredictable") ?? `Didn't see that coming.`],
    cores: [
      (f) =>
        `Reduce ${f.promise} to one simple thought, then show it in a way ${f.aud} could never predict.`,
    ],
    visual: () => `A simple image with one unpredictable element`,
    tactic: () => `Brief one thought only, and reject any route that could be predicted`,
  },
  {
    id: "serpa-twist",
    family: "visual",
    match: /single-twist image/i,
    label: "The Single-Twist Image",
    device: (f) =>
      `a single-twist image: ${f.thing} shown exactly as expected, except for one detail that makes the point`,
    why: () => `one twist in an ordinary picture is all the copy an idea needs`,
    // Named and headlined from the brief's own pieces first (issue 40).
    names: [
      (f) => briefName(f, "serpa-twist", "{tone}, with a Twist", "One Small Twist"),
      (f) => briefName(f, "serpa-twist", "{tone}, with a Twist", "Look Again"),
    ],
    // Else the twisted picture is captioned with what it shows: "Lake hotel. Villa Sereno."
    headlines: [
      (f) =>
        briefHeadline(f, "serpa-twist") ??
        (f.hasProduct ? `${capitalize(f.product)}. ${f.brand}.` : `Look again.`),
    ],
    cores: [
      (f) =>
        `Show ${f.thing} as ${f.aud} expect it, then twist one detail so the picture itself says ${f.promise}.`,
    ],
    visual: () => `An ordinary product shot with one twisted detail`,
    tactic: () => `Run the twist image on outdoor where people have time to look twice`,
  },
  {
    id: "droga-act",
    family: "emotion",
    match: /ideas that act/i,
    label: "An Idea That Acts",
    device: (f) =>
      `an idea that acts rather than says: a product, a public act or a cause ${f.aud} can join, with ${f.brand} at its centre`,
    why: () => `an idea that does something in the world earns attention on its own merit`,
    names: [(f) => `${f.brand} Does Something`, () => "Actions, Not Ads"],
    headlines: [(f) => `${f.brand} didn't make an ad. It did something.`],
    cores: [
      (f) =>
        `Make an idea that acts: a real thing ${f.brand} does in the world that delivers ${f.promise} and that ${f.aud} can join.`,
    ],
    visual: () => `Documentary photographs of the act happening in public`,
    tactic: () => `Build the act first, then let film and press report it`,
  },
  {
    id: "droga-medium",
    family: "emotion",
    match: /unexpected medium/i,
    label: "The Unexpected Medium",
    device: (f) =>
      `${f.brand} in a medium no one expects (a book, a map, a street sign, a receipt) where the form itself carries the message`,
    why: () => `an unexpected medium makes a familiar message new`,
    names: [() => "Found in Unexpected Places", () => "Not an Ad"],
    headlines: [() => `This isn't an ad. Look closer.`],
    cores: [
      (f) =>
        `Put ${f.promise} in a medium no one expects, so ${f.aud} discover ${f.brand} where no ad has been before.`,
    ],
    visual: () => `The message carried by an everyday object, not a poster`,
    tactic: () => `Prototype three unexpected media and launch the one people share most`,
  },
  {
    id: "droga-purpose",
    family: "emotion",
    match: /purpose that changes behaviour/i,
    label: "Purpose That Changes Behaviour",
    device: (f) =>
      `a purpose for ${f.brand} that changes behaviour: a clear role in a human problem that matters to ${f.aud}`,
    why: () => `purpose matters only when it changes what people do`,
    names: [() => "Change Starts Here", () => "A Better Habit"],
    headlines: [(f) => `Small change. Big difference. ${f.brand}.`],
    cores: [
      (f) =>
        `Give ${f.brand} a role in a real human problem, so ${f.promise} changes what ${f.aud} do, not only what they think.`,
    ],
    visual: () => `Before and after: one everyday behaviour, changed`,
    tactic: () => `Measure the behaviour change and report it publicly`,
  },
  {
    id: "droga-cinema",
    family: "emotion",
    match: /crafted like cinema/i,
    label: "Emotion Crafted Like Cinema",
    device: (f) =>
      `emotion crafted like cinema: a film about ${f.aud} made with the care of a feature, where ${f.brand} plays a small, true part`,
    why: () => `people remember a film that moved them far longer than an ad that informed them`,
    names: [() => "The Film", () => "Made Like a Movie"],
    headlines: [() => `Grab the tissues.`],
    cores: [
      (f) =>
        `Craft a film like cinema, with the care of a feature, in which ${f.promise} is the quiet turning point for ${f.aud}.`,
    ],
    visual: () => `A cinematic still: wide frame, natural light, a face mid-emotion`,
    tactic: () => `Premiere the film online at full length and hold the cut-downs back a week`,
  },
  {
    id: "pandey-idiom",
    family: "emotion",
    match: /everyday idiom/i,
    label: "Everyday Idiom",
    device: (f) =>
      `copy in the everyday idiom of ${f.aud}, the phrases of home and the neighbourhood, never translated English`,
    why: () => `people trust a brand that speaks the way their own family speaks`,
    // Named and headlined from the brief's own pieces first (issue 40).
    names: [
      (f) => briefName(f, "pandey-idiom", "{tone}, in Everyday Words", "Words from Home"),
      (f) => briefName(f, "pandey-idiom", "{tone}, in Everyday Words", "Just Like Home"),
    ],
    headlines: [
      (f) =>
        briefHeadline(f, "pandey-idiom") ?? `Say it the way your grandmother would: ${f.brand}.`,
    ],
    cores: [
      (f) =>
        `Write ${f.promise} in the everyday idiom of ${f.aud}, the words of home and the neighbourhood, so ${f.brand} sounds like family.`,
    ],
    visual: () => `A busy neighbourhood street, signs and chatter, the product in the middle of it`,
    tactic: () => `Write every script in the local language first and never translate from English`,
  },
  {
    id: "pandey-earthy",
    family: "emotion",
    match: /earthy humour/i,
    label: "Earthy Humour",
    device: (f) =>
      `earthy, big-hearted humour about ordinary life for ${f.aud} (the family, the bus, the wedding) with ${f.brand} at the centre of the joke`,
    why: () => `a laugh shared over ordinary life makes a brand feel like one of the family`,
    // Named and headlined from the brief's own pieces first (issue 40).
    names: [
      (f) => briefName(f, "pandey-earthy", "{tone}, with a Laugh", "Laugh Out Loud"),
      (f) => briefName(f, "pandey-earthy", "{tone}, with a Laugh", "Only in Real Life"),
    ],
    headlines: [
      (f) =>
        briefHeadline(f, "pandey-earthy") ?? `Every family has one. Now they have ${f.brand} too.`,
    ],
    cores: [
      (f) =>
        `Find the earthy humour in an ordinary day for ${f.aud}, and let ${f.brand} steal the scene with ${f.promise}.`,
    ],
    visual: () => `A crowded family scene mid-laugh, the product in someone's hand`,
    tactic: () => `Shoot a set of short comic films set at weddings, on buses and in kitchens`,
  },
  {
    id: "pandey-slice",
    family: "emotion",
    match: /exaggerated slice of life/i,
    label: "The Exaggerated Slice of Life",
    device: (f) =>
      `an exaggerated but believable slice of life in which ${f.thing} becomes the hero`,
    why: () => `exaggerate a true moment and the product becomes the hero people remember`,
    // Named and headlined from the brief's own pieces first (issue 40).
    names: [
      (f) => briefName(f, "pandey-slice", "A {tone} Slice of Life", "Hero of the Day"),
      (f) => briefName(f, "pandey-slice", "A {tone} Slice of Life", `Only ${f.brand} Would Dare`),
    ],
    headlines: [(f) => briefHeadline(f, "pandey-slice") ?? `It could only happen with ${f.brand}.`],
    cores: [
      (f) =>
        `Take one true everyday moment, exaggerate it until it is funny but still believable, and make ${f.thing} its hero, carrying ${f.promise}.`,
    ],
    visual: () => `One everyday moment exaggerated to comic scale`,
    tactic: () =>
      `Film three exaggerated slices of life and run them where families watch together`,
  },
  {
    id: "house-voice",
    family: "evidence",
    match: /consistent brand voice/i,
    label: "The Consistent Voice",
    device: (f) =>
      `one consistent ${f.brand} voice (vocabulary, sentence length, attitude) applied to every piece for ${f.aud}`,
    why: () => `a voice that never changes is a voice people recognise`,
    // Named and headlined from the brief's own pieces first (issue 40).
    names: [
      (f) => briefName(f, "house-voice", "{tone}, in One Voice", `${f.brand}, in Its Own Words`),
      (f) => briefName(f, "house-voice", "{tone}, in One Voice", "One Voice"),
    ],
    // The message in the brand's voice, unless another technique of this brief printed it.
    headlines: [(f) => briefHeadline(f, "house-voice") ?? f.line],
    cores: [
      (f) =>
        `Write every piece in one consistent ${f.brand} voice, plain and clear, and lead each with ${f.promise}.`,
    ],
    visual: () => `A clean layout system with one headline style used everywhere`,
    tactic: () => `Write a one-page voice guide and check every piece against it`,
  },
  {
    id: "house-one-message",
    family: "evidence",
    match: /one message per piece/i,
    label: "One Message per Piece",
    device: (f) =>
      `one message per piece: each ad says a single thing about ${f.brand}, plainly, with one concrete proof`,
    why: () => `one message is remembered, and three are forgotten`,
    // Named and headlined from the brief's own pieces first (issue 40).
    names: [
      (f) =>
        briefName(f, "house-one-message", "{tone}, One Thing at a Time", "One Thing, Well Said"),
      (f) => briefName(f, "house-one-message", "{tone}, One Thing at a Time", "Plainly Put"),
    ],
    headlines: [(f) => briefHeadline(f, "house-one-message") ?? `${f.brand}: ${lc(f.proof, f)}`],
    cores: [
      (f) =>
        `Give each piece one message only, ${f.promise}, supported by one concrete proof ${f.aud} can check.`,
    ],
    visual: () => `One headline, one proof point, one image and nothing else`,
    tactic: () => `Cut any line that adds a second message`,
  },
  {
    id: "house-channel",
    family: "evidence",
    match: /channel-ready variations/i,
    label: "Channel-Ready Variations",
    device: (f) =>
      `channel-ready variations of one idea: the same ${f.brand} headline, body, call to action and alt text, sized for every format`,
    why: () => `an idea that is ready for every channel reaches people on every screen and street`,
    // Named and headlined from the brief's own pieces first (issue 40).
    names: [
      (f) => briefName(f, "house-channel", "{tone}, on Every Screen", "Ready Everywhere"),
      (f) => briefName(f, "house-channel", "{tone}, on Every Screen", `${f.brand}, Every Format`),
    ],
    headlines: [
      (f) => briefHeadline(f, "house-channel") ?? `${f.brand}, on every screen and street.`,
    ],
    cores: [
      (f) =>
        `Make ${f.promise} channel-ready from the start: one headline, body and call to action, varied for every format ${f.aud} use.`,
    ],
    visual: () => `The same key visual cropped for poster, feed, story and banner`,
    tactic: () => `Deliver every execution with headline, body, call to action and alt text`,
  },
  {
    id: "guardian-substantiated",
    family: "evidence",
    match: /substantiated claims/i,
    label: "Substantiated Claims Only",
    device: (f) =>
      `a campaign in which every claim about ${f.brand} is specific, true and substantiated, with no superlative left unproven`,
    why: () => `a claim that can be supported survives scrutiny and earns trust`,
    // Named and headlined from the brief's own pieces first (issue 40).
    names: [
      (f) =>
        briefName(f, "guardian-substantiated", "{tone}, Every Word Checked", "Every Word Checked"),
      (f) =>
        briefName(
          f,
          "guardian-substantiated",
          "{tone}, Every Word Checked",
          "Claims You Can Check",
        ),
    ],
    headlines: [
      (f) =>
        briefHeadline(f, "guardian-substantiated") ??
        `Everything we say about ${f.brand}, we can back up. Starting with this: ${lc(f.proof, f)}`,
    ],
    cores: [
      (f) =>
        `Build the work only on substantiated claims, ${f.proofPromise} first, so every line ${f.aud} read is supportable.`,
    ],
    visual: () => `A clean layout with each claim footnoted to its source`,
    tactic: () => `Keep a substantiation file for every claim before any work goes out`,
  },
  {
    id: "guardian-insight",
    family: "evidence",
    match: /insight over promises/i,
    label: "Insight over Promises",
    device: (f) =>
      `an idea built on a human insight about ${f.aud} rather than a product promise, so the work persuades without overclaiming`,
    why: () => `a human insight persuades where an inflated promise invites doubt`,
    // Named and headlined from the brief's own pieces first (issue 40).
    names: [
      (f) => briefName(f, "guardian-insight", "A {tone} Truth", "What Really Matters"),
      (f) => briefName(f, "guardian-insight", "A {tone} Truth", "The Human Truth"),
    ],
    headlines: [
      (f) =>
        briefHeadline(f, "guardian-insight") ??
        `We know what matters to ${f.aud}. So does ${f.brand}.`,
    ],
    cores: [
      (f) =>
        `Start from a human insight about ${f.aud}, not a promise, and let ${f.promise} follow from it without overclaiming.`,
    ],
    visual: () => `A quiet, truthful portrait of the audience in its everyday world`,
    tactic: () => `Test the insight with the audience before writing a single claim`,
  },
  {
    id: "guardian-mandatories",
    family: "evidence",
    match: /mandatories designed in/i,
    label: "Mandatories by Design",
    device: (f) =>
      `work in which ${f.brandPossessive} mandatories (disclaimers, terms, accessibility) are designed in as part of the idea, never bolted on afterwards`,
    why: () => `creativity inside the rules is creativity that actually runs`,
    // Named and headlined from the brief's own pieces first (issue 40).
    names: [
      (f) =>
        briefName(f, "guardian-mandatories", "{tone}, by the Book", "By the Book, Beautifully"),
      (f) => briefName(f, "guardian-mandatories", "{tone}, by the Book", "Rules, Well Played"),
    ],
    headlines: [
      (f) =>
        briefHeadline(f, "guardian-mandatories") ?? `Small print, designed to be read. ${f.brand}.`,
    ],
    cores: [
      (f) =>
        `Design the mandatories into the idea from the first sketch, so ${f.promise} reaches ${f.aud} clearly and every legal line reads as part of the craft.`,
    ],
    visual: () => `A layout where the small print is set as carefully as the headline`,
    tactic: () => `Review every execution against the mandatories checklist before production`,
  },
];

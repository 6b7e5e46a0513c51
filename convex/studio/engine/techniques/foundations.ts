import { briefNames as N, briefShapes as S, fromBrief } from "../briefLines";
import type { Technique } from "../technique";

/** Lansdowne Resor, Hopkins, Burnett and Reeves, from their documented signature moves. */
export const foundations: Technique[] = [
  {
    id: "resor-editorial",
    family: "emotion",
    match: /editorial feature/i,
    label: "The Editorial Feature",
    device: (f) =>
      `an editorial feature ad that reads like the magazine around it: a story about ${f.aud}, real information and a picture worth a second look`,
    why: () => `an ad that earns its place beside the articles is read like one`,
    names: [(f) => `${f.theBrand} Feature`, () => "The Full Feature"],
    headlines: [
      fromBrief(
        "resor-editorial",
        [S.problemThenProof, S.proofThenMessage],
        (f) => `How ${f.aud} are changing the way they choose, and why so many choose ${f.brand}.`,
      ),
      fromBrief(
        "resor-editorial",
        [S.proofThenMessage, S.problemThenProof],
        (f) => `${f.theBrand} story, told the way a good magazine would tell it.`,
      ),
    ],
    cores: [
      (f) =>
        `Write ${f.brand} into an editorial feature with a real story, useful information and a picture worth keeping, and let ${f.promise} be its headline.`,
    ],
    visual: (f) =>
      `An editorial spread: a painterly photograph of ${f.aud}, a headline set like a feature title`,
    tactic: () =>
      `Run the feature as a two-page spread in the magazines and newsletters the audience already reads`,
  },
  {
    id: "resor-sensory",
    family: "emotion",
    match: /sensory promise/i,
    label: "The Sensory Promise",
    device: (f) =>
      `a sensory promise headline that lets ${f.aud} picture and feel what ${f.brand} is like before they read a word of copy`,
    why: () => `a promise the reader can picture and feel outsells a product description`,
    names: [(f) => `Feel ${f.brand}`, () => "A Promise You Can Picture"],
    headlines: [
      fromBrief(
        "resor-sensory",
        [S.proofSigned, S.messageSigned],
        (f) => `${f.brand}: a promise you can almost feel from here.`,
      ),
      fromBrief(
        "resor-sensory",
        [S.messageSigned, S.proofSigned],
        (f) => `Picture it first. Then let ${f.brand} keep the promise.`,
      ),
    ],
    cores: [
      (f) =>
        `Lead every ad with a sensory promise ${f.aud} can picture and almost touch, and back it with practical detail on ${f.promise}.`,
    ],
    visual: (f) => `An intimate, aspirational close-up: hands, light and texture around ${f.thing}`,
    tactic: () => `Pair each sensory headline with a short how-to so the promise becomes practical`,
  },
  {
    id: "resor-sample",
    family: "emotion",
    match: /sample and coupon offer/i,
    label: "The Sample Offer",
    device: (f) =>
      `an ad that closes with a small, concrete offer (a sample, a booklet, a trial size) so ${f.aud} can reply and try ${f.brand} for themselves`,
    why: () =>
      `a small, concrete offer turns a reader into a customer who has already said yes once`,
    names: [(f) => `Try ${f.brand} on Us`, () => "Send for Yours"],
    headlines: [
      fromBrief(
        "resor-sample",
        [S.addressed, S.proofSigned],
        (f) => `Send for a free sample of ${f.brand}, and judge it in your own home.`,
      ),
    ],
    cores: [
      (f) =>
        `End every ad with a free sample offer, so ${f.aud} can reply and test ${f.promise} at home before they buy.`,
    ],
    visual: () => `A neat coupon panel in the corner of the page, with a dotted line to cut along`,
    tactic: () =>
      `Put a reply coupon or QR sample request on every ad and count the replies by title`,
  },
  {
    id: "hopkins-process",
    family: "evidence",
    match: /preemptive process claim|process claim|reason why/i,
    label: "The Reason Why",
    device: (f) =>
      `a reason-why campaign that tells, in plain detail, how ${f.brand} makes or does what it does, the process claim every competitor could make but none has told`,
    why: () => `the reason why, told in specific detail, is believed where a boast slides off`,
    // The reason why is the brief's own process, stated as the brand's claim (issue 40).
    names: [
      (f) => N.brandWord(f, 0) ?? N.peopleWord(f, 0) ?? `How ${f.brand} Does It`,
      (f) => N.brandWord(f, 0) ?? N.peopleWord(f, 0) ?? "The Reason Why",
    ],
    headlines: [
      fromBrief(
        "hopkins-process",
        [S.claim, S.proofThenMessage, S.brandThenProof],
        (f) =>
          `Here is exactly how ${f.brand} does it, step by step, and why it matters to ${f.aud}.`,
      ),
      fromBrief(
        "hopkins-process",
        [S.proofThenMessage, S.brandThenProof, S.claim],
        (f) => `Every ${f.brand} ad could boast. This one explains the process instead.`,
      ),
    ],
    cores: [
      (f) =>
        `Tell ${f.aud} the reason why: describe the process behind ${f.brand} in specific detail, so ${f.promise} becomes something they can see, not just hear.`,
    ],
    visual: (f) =>
      `A plain, demonstrative photograph of ${f.thing} being made or used, captioned step by step`,
    tactic: () =>
      `Write a reason-why newspaper ad and run it as a keyed test in two regions before the big spend`,
  },
  {
    id: "hopkins-figure",
    family: "evidence",
    match: /specific figure/i,
    label: "The Specific Figure",
    device: (f) =>
      `ads that replace every adjective with a specific figure or fact about ${f.brand}, because exact numbers are believed`,
    why: () => `an exact figure is believed, while a generality slides off the reader`,
    // The figure is the brief's own and leads the line, as Hopkins led with "99.44%".
    names: [
      (f) => N.figure(f) ?? `${f.brand} by the Numbers`,
      (f) => N.figure(f) ?? "To the Decimal Point",
    ],
    headlines: [
      fromBrief(
        "hopkins-figure",
        [S.figureFirst, S.proofSigned],
        (f) => `No adjectives, only specifics: ${f.proof}`,
      ),
      fromBrief(
        "hopkins-figure",
        [S.figureFirst, S.proofSigned],
        (f) => `${f.brand}, in exact figures rather than fine words.`,
      ),
    ],
    cores: [
      (f) =>
        `Swap every adjective for a specific figure, starting with ${f.proofPromise}, so ${f.aud} believe ${f.brand} because they can count it.`,
    ],
    visual: () => `One exact figure set large, with a plain footnote giving its source`,
    tactic: () => `List the brand's checkable figures and test which one pulls the most replies`,
  },
  {
    id: "hopkins-coupons",
    family: "evidence",
    match: /free samples and keyed coupons|keyed coupon/i,
    label: "Samples and Keyed Coupons",
    device: (f) =>
      `salesmanship in print: every ad offers a free sample of ${f.brand} through a keyed coupon, so each one's sales can be traced`,
    why: () => `an ad should be judged like a salesman, by the sales it can be shown to make`,
    names: [
      (f) => N.word(f, 2) ?? N.owned(f, 5) ?? "Try It Free",
      (f) => N.word(f, 2) ?? N.owned(f, 5) ?? `${f.theBrand} Sample`,
    ],
    headlines: [
      fromBrief(
        "hopkins-coupons",
        [S.addressed, S.messageSigned, S.messageThenProof],
        (f) => `Try ${f.brand} free. Send the coupon today, and we will post your sample.`,
      ),
    ],
    cores: [
      (f) =>
        `Offer ${f.aud} a free sample through a keyed coupon in every ad, so ${f.promise} is proven in their hands and every ad's sales are counted.`,
    ],
    visual: () => `A boxed coupon with a key number printed small in the corner`,
    tactic: () =>
      `Key every coupon by ad and publication, and keep only the ads that the numbers prove`,
  },
  {
    id: "burnett-inherent-drama",
    family: "emotion",
    match: /inherent drama/i,
    label: "The Inherent Drama",
    device: (f) =>
      `a warm campaign built on the inherent drama already inside ${f.brand}: the moment in how it is made or used that makes people want it`,
    why: () =>
      `the drama is usually already there in the product; the job is to find it and present it warmly`,
    // The drama is already in the brief: its selling point, or its people's day.
    names: [
      (f) => N.proofShort(f) ?? N.tailBrand(f) ?? `The Heart of ${f.brand}`,
      (f) => N.proofShort(f) ?? N.tailBrand(f) ?? "Where It Begins",
    ],
    headlines: [
      fromBrief(
        "burnett-inherent-drama",
        [S.claim, S.problemThenProof, S.proofThenMessage],
        (f) => `It starts long before it reaches you. That's ${f.theMid} difference.`,
      ),
      fromBrief(
        "burnett-inherent-drama",
        [S.problemThenProof, S.proofThenMessage, S.claim],
        (f) => `There's a little drama in every ${f.brand}, and it's worth a closer look.`,
      ),
    ],
    cores: [
      (f) =>
        `Find the inherent drama in how ${f.brand} is made or used and tell it with warmth, so ${f.aud} feel ${f.promise} rather than hear it.`,
    ],
    visual: (f) => `Sunlit, painterly photography of ${f.thing} at the moment of its making`,
    tactic: () =>
      `Film the inherent drama as a 60-second story and cut it into warm 15-second chapters`,
  },
  {
    id: "burnett-character",
    family: "emotion",
    match: /lovable brand character/i,
    label: "The Lovable Character",
    device: (f) =>
      `a lovable brand character who embodies ${f.brand}, warm and simple enough for ${f.aud} to keep for decades`,
    why: () => `people keep a character they love long after they forget a claim`,
    names: [
      (f) => N.owned(f, 2) ?? N.peopleTail(f) ?? N.peopleWord(f, 1) ?? `Meet ${f.theBrand} Friend`,
      (f) => N.owned(f, 2) ?? N.peopleTail(f) ?? N.peopleWord(f, 1) ?? "A Friend for Life",
    ],
    headlines: [
      fromBrief(
        "burnett-character",
        [S.messageSigned, S.messageThenProof, S.chant],
        (f) => `Say hello to the friendliest face at ${f.brand}.`,
      ),
    ],
    cores: [
      (f) =>
        `Give ${f.brand} a lovable character who lives ${f.promise}, and let ${f.aud} grow up with it.`,
    ],
    visual: () => `A friendly, hand-drawn character at the centre of a warm, sunlit scene`,
    tactic: () =>
      `Launch the character on packs, film and social, with one simple, repeatable catchphrase`,
  },
  {
    id: "burnett-familiar-words",
    family: "emotion",
    match: /familiar words in new relationships|heartland warmth/i,
    label: "Familiar Words, New Meaning",
    device: (f) =>
      `warm, heartland lines that put familiar words and pictures into new relationships around ${f.brand}`,
    why: () => `familiar words in a new relationship feel both fresh and trusted`,
    names: [
      (f) => N.peopleMessage(f) ?? N.brandWord(f, 1) ?? `Good Old ${f.bareBrand}`,
      (f) => N.peopleMessage(f) ?? N.brandWord(f, 1) ?? "Plain Good Sense",
    ],
    headlines: [
      fromBrief(
        "burnett-familiar-words",
        [S.addressed, S.chant, S.messageSigned],
        (f) => `Good things come to those who choose ${f.brand}.`,
      ),
    ],
    cores: [
      (f) =>
        `Say ${f.promise} with familiar words in a new relationship, warm as a front porch, so ${f.aud} feel they have always known ${f.brand}.`,
    ],
    visual: () => `Warm Americana: a familiar scene with one thing placed where no one expects it`,
    tactic: () => `Run the line on outdoor along the roads and towns where the audience lives`,
  },
  {
    id: "reeves-usp",
    family: "evidence",
    match: /unique selling proposition/i,
    label: "The Unique Selling Proposition",
    device: (f) =>
      `one unique selling proposition, stated in one hard-working line: buy ${f.brand} and get one specific benefit no competitor claims`,
    why: () =>
      `one strong, unique proposition pulls new customers where a list of benefits pulls none`,
    // The proposition is the brief's selling point, word for word, as Reeves would have it.
    names: [
      (f) => N.brandProof(f) ?? `Only ${f.brand}`,
      (f) => N.brandProof(f) ?? "One Claim, One Reason",
    ],
    headlines: [
      fromBrief("reeves-usp", [S.brandThenProof, S.claim], (f) => `Only ${f.brand}. ${f.proof}`),
      fromBrief(
        "reeves-usp",
        [S.claim, S.brandThenProof],
        (f) => `Buy ${f.brand} and get one thing no one else offers: ${f.proofPromise}.`,
      ),
    ],
    cores: [
      (f) =>
        `State one unique selling proposition, ${f.proofPromise}, in one hard-working line, and claim it before any competitor does.`,
    ],
    visual: (f) => `${f.thing} centre frame, the proposition set beneath it in bold`,
    tactic: () =>
      `Run the proposition word for word in every medium until recall proves it has stuck`,
  },
  {
    id: "reeves-demonstration",
    family: "evidence",
    match: /product demonstration/i,
    label: "The Product Demonstration",
    device: (f) =>
      `a hard-selling product demonstration that shows ${f.brand} proving its claim on screen, in seconds, in front of ${f.aud}`,
    why: () => `a claim demonstrated on screen is a claim remembered`,
    names: [
      (f) => N.word(f, 3) ?? N.owned(f, 3) ?? N.peopleFigure(f) ?? `Watch ${f.brand} Work`,
      (f) => N.word(f, 3) ?? N.owned(f, 3) ?? N.peopleFigure(f) ?? "See It Proven",
    ],
    headlines: [
      fromBrief(
        "reeves-demonstration",
        [S.figureFirst, S.problemThenProof, S.proofThenMessage],
        (f) => `Don't take it on trust. Watch ${f.brand} prove it.`,
      ),
    ],
    cores: [
      (f) =>
        `Demonstrate ${f.promise} on screen, in one simple, repeatable test, so ${f.aud} see ${f.brand} prove it.`,
    ],
    visual: (f) => `A split-second demonstration of ${f.thing}, shot plainly with a visible timer`,
    tactic: () =>
      `Air the demonstration as a 30-second spot and a six-second cut, unchanged for a year`,
  },
  {
    id: "reeves-repetition",
    family: "evidence",
    match: /claim line repeated unchanged|recall over novelty/i,
    label: "The Claim, Repeated",
    device: (f) =>
      `one claim line about ${f.brand}, repeated unchanged in every ad and every medium until ${f.aud} can recite it`,
    why: () => `recall beats novelty: a claim repeated unchanged is a claim owned`,
    names: [
      (f) => N.brandWord(f, 2) ?? N.brandTwice(f) ?? `${f.brand}, Again and Again`,
      (f) => N.brandWord(f, 2) ?? N.brandTwice(f) ?? "Say It Until They Say It",
    ],
    headlines: [(f) => `${f.brand}. ${f.line} ${f.brand}.`],
    cores: [
      (f) =>
        `Repeat one claim line unchanged, ${f.promise}, in every ad until ${f.aud} repeat it back.`,
    ],
    visual: () => `The claim line in the same type, the same place, on every format`,
    tactic: () => `Measure recall monthly and change nothing while recall is rising`,
  },
];

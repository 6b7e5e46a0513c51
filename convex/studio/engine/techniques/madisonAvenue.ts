import {
  admissionHeadline,
  answeredHeadline,
  factHeadline,
  figureName,
  peopleLine,
  peopleName,
  proofName,
  signedLine,
  tensionName,
  toneName,
} from "../briefLines";
import { briefNames as N, briefShapes as S, fromBrief } from "../briefLines";
import type { CopyFacts, Technique } from "../technique";
import { titleCase } from "../text";

/** Ogilvy's headline is long and names the brand: a shorter line is left to the others. */
const long =
  (shape: (f: CopyFacts) => string | undefined) =>
  (f: CopyFacts): string | undefined => {
    const line = shape(f);
    if (!line || line.split(" ").length < 14) return undefined;
    return line.includes(f.brand) ? line : `${line} ${f.brand}.`;
  };

/** Bernbach's one line for one image: the message itself, when it is short and whole. */
const shortLine = (f: CopyFacts) => (f.lineName ? f.line : undefined);

/** Ogilvy, Polykoff, Bernbach and Robinson, from their documented signature moves. */
export const madisonAvenue: Technique[] = [
  {
    id: "ogilvy-long-headline",
    family: "evidence",
    match: /long factual headline|long headline|long copy that sells/i,
    label: "The Long Factual Headline",
    device: (f) =>
      `a press and poster campaign of long, factual headlines, each naming ${f.brand} and stating one specific fact ${f.aud} can check, with long copy beneath that sells`,
    why: () =>
      `a long headline with news and the brand's name in it is read by more people than a clever one`,
    // The brief's own fact first; the classic frames only when it gives none (issue 40).
    names: [
      (f) => proofName(f) ?? `${f.theBrand} Facts`,
      (f) => proofName(f) ?? `What ${f.Aud} Should Know about ${f.brand}`,
    ],
    headlines: [
      // The long fact headline, or the brief's own claim and line at length, by the brief.
      fromBrief(
        "ogilvy-long-headline",
        [factHeadline, long(S.claim), long(S.proofThenMessage)],
        (f) =>
          `What ${f.aud} notice first about ${f.brand} is not the price. It is ${f.proofPromise}.`,
      ),
      fromBrief(
        "ogilvy-long-headline",
        [factHeadline, long(S.proofThenMessage), long(S.claim)],
        (f) =>
          `Why do ${f.aud} who compare everything end up choosing ${f.brand}? Read the facts before you decide.`,
      ),
    ],
    cores: [
      (f) =>
        `Sell ${f.brand} on facts: a run of long, factual headlines, each carrying the brand's name and one specific thing ${f.aud} can check, led by ${f.proofPromise}.`,
      (f) =>
        `Give ${f.aud} the facts in long headlines that name ${f.brand}, and let the first of them carry ${f.promise}.`,
    ],
    visual: (f) =>
      `A long headline set in a classic serif above a photograph of ${f.thing} and three columns of body copy`,
    tactic: () =>
      `Run full-page press with long, factual headlines, one specific fact per ad, and test two headlines against each other`,
  },
  {
    id: "ogilvy-research",
    family: "evidence",
    match: /research before writing|research-led|research first/i,
    label: "Research First",
    device: (f) =>
      `a research-first campaign: weeks of listening to ${f.aud} before a word is written, then ads that lead with the facts they said would change their minds`,
    why: (f) =>
      `the answers are in the research, and work built on what ${f.aud} actually want sells`,
    names: [
      (f) => peopleName(f) ?? "Asked and Answered",
      (f) => peopleName(f) ?? `What ${f.Aud} Told Us`,
    ],
    headlines: [
      // What the research found, said as the brief says it, then the fact that answers it.
      fromBrief(
        "ogilvy-research",
        [answeredHeadline, S.problemThenProof, S.problemThenMessage],
        (f) =>
          `Before we wrote a word about ${f.brand}, we listened to ${f.aud}. Here is what they want to know.`,
      ),
      fromBrief(
        "ogilvy-research",
        [S.problemThenProof, answeredHeadline, S.problemThenMessage],
        (f) =>
          `${f.Aud} told us what matters most to them. This is how ${f.brand} answers, fact by fact.`,
      ),
    ],
    cores: [
      (f) =>
        `Spend the first weeks with ${f.aud}, not in the studio, and build every ad on the fact they care about most, starting with ${f.proofPromise}.`,
      (f) =>
        `Let research with ${f.aud} write the campaign: lead with what they say matters, then prove that ${f.brand} delivers it.`,
    ],
    visual: (f) =>
      `Real ${f.aud} photographed where they live and work, captioned like a news picture`,
    tactic: (f) =>
      `Interview ${f.aud} before writing, then test the three strongest facts as headlines in search ads`,
  },
  {
    id: "ogilvy-story-appeal",
    family: "evidence",
    match: /story appeal|eye patch/i,
    label: "Story Appeal",
    device: (f) =>
      `a photograph with story appeal: one odd, memorable detail that makes ${f.aud} ask what the story is, then read the long copy to find out`,
    why: () =>
      `a picture with story appeal makes readers ask what is going on, and the answer is the product`,
    // The odd detail is the brief's own figure, and the line under it the brief's message.
    names: [
      (f) => figureName(f) ?? `${f.theBrand} Detail`,
      (f) => figureName(f) ?? "Notice the Detail",
    ],
    headlines: [
      (f) =>
        (f.hasUsp ? signedLine(f) : undefined) ??
        `The detail in this photograph is deliberate, and so is everything else about ${f.brand}, down to the last fact.`,
      (f) =>
        (f.hasUsp ? signedLine(f) : undefined) ??
        `Everyone who sees this picture asks the same question, and the answer, in every case, is ${f.brand}.`,
    ],
    cores: [
      (f) =>
        `Build every ad around one unexpected detail that gives the picture story appeal, so ${f.aud} read on and find ${f.promise}.`,
      (f) =>
        `Give ${f.brand} a recurring photograph with one odd, memorable detail, and let the copy beneath it deliver ${f.promise}.`,
    ],
    visual: () =>
      `A handsome editorial photograph with one odd detail, like an eye patch, that asks a question`,
    tactic: () =>
      `Run the detail photograph at the top of every press ad, with a caption that is read more than the body copy`,
  },
  {
    id: "ogilvy-brand-image",
    family: "evidence",
    match: /brand image|long-term investment/i,
    label: "The Brand Image",
    device: (f) =>
      `a brand image built like a long-term investment: the same first-class tone, layout and facts about ${f.brand} in every ad, year after year`,
    why: () => `every advertisement is part of the long-term investment in the brand image`,
    names: [
      (f) => toneName(f) ?? `${f.brand}, Year after Year`,
      (f) => toneName(f) ?? "First Class, Every Time",
    ],
    headlines: [
      (f) =>
        peopleLine(f) ??
        `For ${f.aud} who expect the best, there is a reason ${f.brand} has never changed the way it does things.`,
    ],
    cores: [
      (f) =>
        `Treat every ad as an investment in ${f.theMid} brand image: one first-class look and tone, always built on ${f.promise}.`,
    ],
    visual: (f) =>
      `A first-class editorial photograph of ${f.thing} in the same layout as every ad before it`,
    tactic: () => `Fix one layout and tone for three years and judge each ad against it`,
  },
  {
    id: "polykoff-question",
    family: "emotion",
    match: /double-meaning question|discreet question/i,
    label: "The Discreet Question",
    device: (f) =>
      `a discreet question as the headline, with a double meaning ${f.aud} answer privately, above one wholesome picture`,
    why: (f) => `a question lets ${f.aud} answer in private what they would never admit in public`,
    names: [(f) => `Only ${f.brand} Knows for Sure`, () => "Does It or Doesn't It?"],
    headlines: [
      (f) => `Does ${f.brand} or doesn't it? Only ${f.aud} will know for sure.`,
      (f) => `Is it really ${f.brand}? Only ${f.aud} will ever know.`,
    ],
    cores: [
      (f) =>
        `Ask ${f.aud} one discreet question with a double meaning, and let ${f.promise} be the answer they give themselves.`,
      (f) =>
        `Turn ${f.promise} into a private question ${f.aud} can answer with a smile, in a line discreet enough to say out loud.`,
    ],
    visual: () =>
      `A wholesome portrait of the woman next door, looking at the camera with a knowing smile`,
    tactic: () =>
      `Run the question as the only line on posters and in magazines, with no explanation`,
  },
  {
    id: "polykoff-permission",
    family: "emotion",
    match: /permission, not confession/i,
    label: "Permission, Not Confession",
    device: (f) =>
      `ads that turn choosing ${f.brand} from a private wish into a confident personal choice, written in the words ${f.aud} use to themselves`,
    why: () => `people buy what gives them permission, never what makes them confess`,
    names: [() => "Your Choice, Entirely", (f) => `Why Not ${f.brand}?`],
    headlines: [
      (f) => `If you only have one life, why not live it with ${f.brand}?`,
      (f) => `You never need a reason to choose ${f.brand}. But here is one anyway.`,
    ],
    cores: [
      (f) =>
        `Give ${f.aud} permission rather than a confession: frame ${f.brand} as the confident personal choice it is, built on ${f.promise}.`,
      (f) =>
        `Write from inside the private wish of ${f.aud}, in their own words, until choosing ${f.brand} feels like permission granted.`,
    ],
    visual: () => `A confident woman in an ordinary, sunny setting, nothing to hide`,
    tactic: () =>
      `Run intimate, first-person lines in magazines and on social, each a small act of permission`,
  },
  {
    id: "polykoff-variations",
    family: "emotion",
    match: /one line, many variations/i,
    label: "One Line, Many Variations",
    device: (f) =>
      `one discreet line that ${f.aud} finish in their heads, run in dozens of variations across every medium`,
    why: () => `a line strong enough to vary is a line strong enough to last`,
    names: [(f) => `${f.brand}, Every Which Way`, (f) => `${f.theBrand} Variations`],
    headlines: [
      (f) => `Ask around about ${f.brand}. Everyone has their own way of saying it.`,
      (f) => `One ${f.brand}. A hundred ways to say why.`,
    ],
    cores: [
      (f) =>
        `Write one line about ${f.brand} and run it in many variations, each a different face of ${f.promise}.`,
      (f) =>
        `Make ${f.promise} into a line with a hundred variations, one for every moment in the lives of ${f.aud}.`,
    ],
    visual: () => `A grid of portraits, each with its own variation of the same line`,
    tactic: () =>
      `Write twenty variations of the line and rotate them by placement and time of day`,
  },
  {
    id: "bernbach-admission",
    family: "wit",
    match: /honest admission|admit/i,
    label: "The Honest Admission",
    device: (f) =>
      `an honest admission about ${f.brand}, a weakness said out loud, that makes every strength that follows believable`,
    why: () => `admitting a weakness makes every claim that follows believable`,
    // The admission is the brief's own: its people's problem, then the fact (issue 40).
    names: [
      (f) => tensionName(f) ?? N.brandWord(f, 4) ?? N.owned(f, 4) ?? `${f.theBrand} Admission`,
      (f) => tensionName(f) ?? N.brandWord(f, 4) ?? N.owned(f, 4) ?? "Nobody's Perfect",
    ],
    headlines: [
      (f) =>
        admissionHeadline(f) ??
        fromBrief(
          "bernbach-admission",
          [S.problemThenMessage, S.proofThenMessage],
          () => `${f.brand} isn't the biggest name around. That is exactly why it tries harder.`,
        )(f),
      (f) =>
        admissionHeadline(f) ??
        fromBrief(
          "bernbach-admission",
          [S.proofThenMessage, S.problemThenMessage],
          () => `${f.brand} isn't perfect. ${f.proof}`,
        )(f),
    ],
    cores: [
      (f) =>
        `Admit what ${f.brand} is not, plainly and with a smile, so ${f.aud} believe ${f.promise} when it follows.`,
      (f) =>
        `Lead with an honest admission ${f.aud} don't expect from a brand, and let ${f.promise} be the strength it makes believable.`,
    ],
    visual: (f) => `One plain, unretouched photograph of ${f.thing} and a lot of white space`,
    tactic: () =>
      `Run the admission as a press and poster series, one honest line per ad, no superlatives anywhere`,
  },
  {
    id: "bernbach-self-deprecating",
    family: "wit",
    match: /self-deprecating/i,
    label: "The Self-Deprecating Headline",
    device: (f) =>
      `a run of self-deprecating headlines that poke fun at ${f.brand} and leave ${f.aud} liking it more`,
    why: () => `a brand that can laugh at itself earns a hearing that boasting never gets`,
    names: [
      // The brand and its own line, plainly: "Ledgerly, Get Paid in 3 Days" (issue 40).
      (f) => N.brandMessage(f) ?? N.brandTail(f) ?? N.brandTurn(f) ?? "Not Much of a Looker",
      (f) => N.brandMessage(f) ?? N.brandTail(f) ?? N.brandTurn(f) ?? "Think Smaller",
    ],
    headlines: [
      (f) => (f.hasUsp ? signedLine(f) : `${f.brand}. Not much of a looker. Plenty to like.`),
      (f) =>
        f.hasUsp ? signedLine(f) : `We'd boast about ${f.brand}, but it does its own boasting.`,
    ],
    cores: [
      (f) =>
        `Poke gentle, self-deprecating fun at ${f.brand} in every headline, so the joke disarms ${f.aud} and ${f.promise} lands without a fight.`,
      (f) =>
        `Make ${f.brand} the butt of its own honest joke, and let the product quietly win the argument with ${f.promise}.`,
    ],
    visual: (f) =>
      `${f.thing} small in the frame, with a modest, self-deprecating headline beneath`,
    tactic: () =>
      `Run a self-deprecating print and social series, replying to critics in the same dry voice`,
  },
  {
    id: "bernbach-one-image",
    family: "wit",
    match: /white space and one image|one image/i,
    label: "One Image and White Space",
    device: (f) =>
      `ads made of one image, one honest line and a great deal of white space, so nothing competes with what ${f.brand} has to say`,
    why: () =>
      `when copy and art work as one, a single image and a short line persuade more than a crowded page`,
    names: [
      // One image of the thing itself, named plainly ("Leather Bags"), as Bernbach's "Lemon.".
      (f) => (f.hasProduct ? titleCase(f.product, [f.brand]) : "One Picture, One Line"),
      (f) => (f.hasProduct ? titleCase(f.product, [f.brand]) : `${f.brand}, in Plain Sight`),
    ],
    headlines: [
      // One short line: the message when short, else the figure or the fact, never a fragment.
      fromBrief(
        "bernbach-one-image",
        [shortLine, S.figureFirst, S.messageThenProof],
        (f) => `${f.brand}. Enough said.`,
      ),
      fromBrief(
        "bernbach-one-image",
        [shortLine, S.messageThenProof, S.figureFirst],
        () => `Look at it this way.`,
      ),
    ],
    cores: [
      (f) =>
        `Strip every ad to one honest image of ${f.thing}, one line and white space, and let that line carry ${f.promise}.`,
    ],
    visual: (f) => `One unretouched photograph of ${f.thing} alone, white space on every side`,
    tactic: () => `Run single-image press and outdoor where the white space does the talking`,
  },
  {
    id: "robinson-invitation",
    family: "emotion",
    match: /inclusive invitation/i,
    label: "The Inclusive Invitation",
    device: (f) =>
      `an inclusive invitation that tells people beyond ${f.aud} they belong too, cast with real, surprising faces from every walk of life`,
    why: () => `a product feels bigger when it belongs to more people than its makers imagined`,
    names: [(f) => `Everyone's Welcome at ${f.brand}`, () => "Everyone's Invited"],
    headlines: [
      (f) => `You don't have to be an expert to love ${f.brand}.`,
      (f) => `${f.brand} was made for ${f.aud}. Everyone else is invited too.`,
    ],
    cores: [
      (f) =>
        `Invite everyone in: show surprising people enjoying ${f.brand}, so ${f.promise} feels like it belongs to all of them.`,
    ],
    visual: (f) => `Unexpected faces, young and old, each enjoying ${f.thing}`,
    tactic: () => `Cast the posters from every walk of life and place them across the whole city`,
  },
  {
    id: "robinson-conversational",
    family: "emotion",
    match: /conversational headline/i,
    label: "The Conversational Headline",
    device: () =>
      `conversational headlines that sound like one smart friend talking to another, with a warm wink instead of a list of claims`,
    why: () => `people listen to a friend and tune out a brochure`,
    names: [() => "Between Friends", () => "Talk of the Town"],
    headlines: [
      (f) => `Between you and me, ${f.brand} is worth knowing.`,
      (f) => `Tried ${f.brand}? You should.`,
    ],
    cores: [
      (f) =>
        `Talk to ${f.aud} the way a smart friend would, one warm conversational thought per ad, and let ${f.promise} come up naturally.`,
    ],
    visual: (f) => `Two friends mid-conversation, one laughing, ${f.thing} between them`,
    tactic: () =>
      `Write radio and social scripts as overheard conversations, each ending on the line`,
  },
  {
    id: "robinson-picture-line",
    family: "emotion",
    match: /picture and line/i,
    label: "Picture and Line",
    device: () =>
      `posters in which the picture and the line finish each other's sentence, the art carrying half the joke`,
    why: () => `when the picture carries half the idea, the line can be shorter and warmer`,
    names: [() => "Picture This", () => "Half the Story"],
    headlines: [(f) => `You've seen the picture. Now meet ${f.brand}.`],
    cores: [
      (f) =>
        `Pair every line about ${f.brand} with a picture that completes it, so ${f.aud} get the joke and ${f.promise} in the same glance.`,
    ],
    visual: () => `A picture that finishes the headline's thought, with a wink`,
    tactic: () =>
      `Brief copywriter and art director together so each picture and line arrive as one`,
  },
];

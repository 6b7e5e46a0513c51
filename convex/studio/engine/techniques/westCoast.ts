import { briefHeadline, briefName } from "../briefLines";
import type { Technique } from "../technique";

/** Gossage, Chiat, Clow and Riney, from their documented signature moves. */
export const westCoast: Technique[] = [
  {
    id: "gossage-conversation",
    family: "wit",
    match: /ad as a conversation/i,
    label: "The Ad as a Conversation",
    device: (f) =>
      `long, witty ads that talk with ${f.aud} as intelligent equals and end by inviting a reply`,
    why: () =>
      `people read what interests them, and an ad that asks for a reply is read like a letter`,
    names: [(f) => `Write Back to ${f.brand}`, () => "Dear Reader"],
    headlines: [
      (f) => `We'd like to hear from you about ${f.brand}. Yes, really.`,
      (f) => `This ad is only half finished. ${f.Aud} write the rest.`,
    ],
    cores: [
      (f) =>
        `Write ${f.brand} ads as one side of a conversation with ${f.aud}, long and witty, and end each with a reply card about ${f.promise}.`,
    ],
    visual: () => `A long, witty column of copy with a reply card set into the page`,
    tactic: () => `Print a reply coupon in every ad and answer each reply in the same voice`,
  },
  {
    id: "gossage-contest",
    family: "wit",
    match: /coupon and the contest/i,
    label: "The Contest",
    device: (f) =>
      `a contest with a coupon that asks ${f.aud} to take part, so the campaign is played rather than watched`,
    why: () => `participation turns readers into advocates`,
    names: [(f) => `${f.brand} Wants to Know`, () => "Enter Here"],
    headlines: [(f) => `Enter the contest. The prize is ${f.brand}, and a small amount of glory.`],
    cores: [
      (f) =>
        `Run a charming contest with a coupon that invites ${f.aud} to play, answer and share, each entry a small act of belief in ${f.promise}.`,
    ],
    visual: () => `A contest coupon with a witty question and a box for the answer`,
    tactic: () =>
      `Publish the contest in press and social, and print the wittiest entries as the next wave`,
  },
  {
    id: "gossage-premium",
    family: "wit",
    match: /charming premium/i,
    label: "The Charming Premium",
    device: (f) =>
      `a charming premium, a small and surprising thing ${f.aud} can send for, that makes ${f.brand} the most likeable name in the category`,
    why: () => `a charming premium is remembered long after the ad is forgotten`,
    names: [(f) => `A Little Something from ${f.brand}`, () => "The Gift Nobody Expected"],
    headlines: [
      (f) => `Send us a postcard and ${f.brand} will send you something delightfully pointless.`,
    ],
    cores: [
      (f) =>
        `Offer a charming premium ${f.aud} will send for and keep, a small delight that carries ${f.promise} into their homes.`,
    ],
    visual: () => `The premium itself, photographed like a prized object`,
    tactic: () => `Offer the premium by reply coupon and make the replies the measure of success`,
  },
  {
    id: "gossage-cause",
    family: "wit",
    match: /advertising for causes/i,
    label: "A Cause Worth Backing",
    device: (f) =>
      `a campaign that lends ${f.brand} to a cause ${f.aud} care about and asks them to write in and join`,
    why: () => `advertising is most interesting when it is for something worth doing`,
    names: [(f) => `${f.brand} for a Good Cause`, () => "Join the Cause"],
    headlines: [
      (f) => `${f.brand} would like your help with something more important than advertising.`,
    ],
    cores: [
      (f) =>
        `Put ${f.brand} behind a cause ${f.aud} care about, and invite them to write back and join, with ${f.promise} as the reason it matters.`,
    ],
    visual: () => `A plain, persuasive cause ad with a reply coupon and a signature`,
    tactic: () => `Run the cause ad as full-page press and count every letter it brings`,
  },
  {
    id: "chiat-event",
    family: "visual",
    match: /ad as an event/i,
    label: "The Ad as an Event",
    device: (f) =>
      `a launch for ${f.brand} so big, cinematic and surprising that the media covers the ad itself as an event`,
    why: () => `when the ad is an event, the news does the media buying`,
    names: [(f) => `${f.theBrand} Premiere`, () => "One Night Only"],
    headlines: [(f) => `Mark the date. ${f.brand} is coming.`],
    cores: [
      (f) =>
        `Launch ${f.brand} as an event: one cinematic film shown once, so big that the news itself carries ${f.promise}.`,
    ],
    visual: () => `A cinematic launch frame, epic in scale`,
    tactic: () => `Book one unmissable slot for the launch film and brief the press in advance`,
  },
  {
    id: "chiat-planning",
    family: "visual",
    match: /account planning/i,
    label: "The Planner's Insight",
    device: (f) =>
      `an idea built on account planning: real conversations with ${f.aud} that uncover the insight behind the work`,
    why: () => `the best ideas come from listening to consumers before the creative team starts`,
    names: [() => "Heard in Conversation", (f) => `What ${f.Aud} Really Said`],
    headlines: [(f) => `We spent a month listening to ${f.aud}. This is the one thing they said.`],
    cores: [
      (f) =>
        `Send planners to talk with ${f.aud} first, find the one insight behind ${f.promise}, and push the idea past what anyone thinks possible.`,
    ],
    visual: () => `Documentary stills from real conversations with the audience`,
    tactic: () =>
      `Run planning sessions with the audience and test the insight before a single script`,
  },
  {
    id: "chiat-underdog",
    family: "provocation",
    match: /underdog against the establishment/i,
    label: "The Underdog",
    device: (f) =>
      `a challenger story that casts ${f.brand} as the underdog against the establishment of ${f.sector}`,
    why: () => `people root for the underdog, and an establishment makes the best villain`,
    names: [() => "The Challenger", (f) => `${f.brand} Takes On the Giants`],
    headlines: [(f) => `The establishment had its turn. Now it's ${f.brand}.`],
    cores: [
      (f) =>
        `Cast ${f.brand} as the underdog against the establishment of ${f.sector}, and make ${f.promise} the challenge the giants can't answer.`,
    ],
    visual: () => `One small figure facing a monumental, grey establishment`,
    tactic: () =>
      `Launch with a single, cinematic challenger film and posters outside the leader's offices`,
  },
  {
    id: "chiat-outsized",
    family: "visual",
    match: /outsized outdoor/i,
    label: "Outsized Outdoor, Tiny Logo",
    device: () =>
      `outsized outdoor, whole buildings and walls, with one image, one line and a tiny logo`,
    why: () => `scale makes a line unmissable, and a tiny logo makes it confident`,
    names: [() => "Larger than Life", () => "Built to Scale"],
    headlines: [() => `Hard to miss.`],
    cores: [
      (f) =>
        `Put ${f.promise} on outsized outdoor, whole walls and buildings, with a tiny logo that lets the scale do the talking.`,
    ],
    visual: () => `A building-sized poster with a tiny logo in one corner`,
    tactic: () => `Buy a handful of giant sites rather than many small ones`,
  },
  {
    id: "clow-belief",
    family: "visual",
    match: /belief over features/i,
    label: "Belief over Features",
    device: (f) =>
      `a campaign that states what ${f.brand} believes, not what it sells, in one simple image and line said with total confidence`,
    why: () => `people join a brand for what it believes long before they compare its features`,
    // Named and headlined from the brief's own pieces first (issue 40).
    names: [
      (f) => briefName(f, "clow-belief", "A {tone} Belief", `${f.brand} Believes`),
      (f) => briefName(f, "clow-belief", "A {tone} Belief", "A Belief, Not a Feature"),
    ],
    headlines: [
      (f) => briefHeadline(f, "clow-belief") ?? `Here's to ${f.aud}.`,
      (f) => briefHeadline(f, "clow-belief") ?? `Believe the difference.`,
    ],
    cores: [
      (f) =>
        `State what ${f.brand} believes, not what it sells, in one iconic image and line, so ${f.aud} hear ${f.promise} as a belief they already share.`,
    ],
    visual: () => `One iconic, reduced image on a bold flat field, a short line and lots of space`,
    tactic: () =>
      `Launch with one film and one poster that state the belief, with no product features`,
  },
  {
    id: "clow-silhouette",
    family: "visual",
    match: /iconic silhouette/i,
    label: "The Iconic Silhouette",
    device: (f) =>
      `an iconic silhouette of ${f.aud} with ${f.thing}, black against one bold colour, simple enough to own for years`,
    why: () => `a silhouette is recognised at any size, in any place, without a word`,
    // Named and headlined from the brief's own pieces first (issue 40).
    names: [
      (f) => briefName(f, "clow-silhouette", "{tone}, in Silhouette", `${f.brand} in Silhouette`),
      (f) => briefName(f, "clow-silhouette", "{tone}, in Silhouette", "The Shape of Things"),
    ],
    headlines: [
      (f) => briefHeadline(f, "clow-silhouette") ?? `Recognise the shape?`,
      (f) => briefHeadline(f, "clow-silhouette") ?? `Seen from a mile away.`,
    ],
    cores: [
      (f) =>
        `Reduce ${f.brand} to one iconic silhouette against a bold colour and repeat it everywhere, so the shape alone says ${f.promise}.`,
    ],
    visual: () => `A black silhouette on a vivid flat colour, one white detail picked out`,
    tactic: () => `Run the silhouettes on outdoor in every size, from billboards to stickers`,
  },
  {
    id: "clow-disrupt",
    family: "visual",
    match: /disrupting the category/i,
    label: "Disruption",
    device: (f) =>
      `a disruption of ${f.sector}: name the convention everyone follows, then break it in public with ${f.brand}`,
    why: () => `disruption starts by naming the convention everyone follows`,
    // Named and headlined from the brief's own pieces first (issue 40).
    names: [
      (f) => briefName(f, "clow-disrupt", "A {tone} Disruption", "Break the Convention"),
      (f) => briefName(f, "clow-disrupt", "A {tone} Disruption", "Not Business as Usual"),
    ],
    headlines: [(f) => briefHeadline(f, "clow-disrupt") ?? `Forget what you know.`],
    cores: [
      (f) =>
        `Name the convention ${f.sector} takes for granted, break it with ${f.brand}, and make ${f.promise} the new rule.`,
    ],
    visual: () => `The category's familiar image, crossed out by a single bold stroke`,
    tactic: () =>
      `Launch with one disruptive act the press can report, then a visual campaign that follows it`,
  },
  {
    id: "clow-everything-media",
    family: "visual",
    match: /everything is media/i,
    label: "Everything Is Media",
    device: (f) =>
      `a campaign in which everything ${f.brand} touches is media: the product, the shop, the packaging, the people`,
    why: () => `every place the brand appears is a chance to say what it believes`,
    // Named and headlined from the brief's own pieces first (issue 40).
    names: [
      (f) => briefName(f, "clow-everything-media", "{tone}, Everywhere", "Every Surface Speaks"),
      (f) => briefName(f, "clow-everything-media", "{tone}, Everywhere", `${f.brand}, Everywhere`),
    ],
    headlines: [(f) => briefHeadline(f, "clow-everything-media") ?? `You're looking at the ad.`],
    cores: [
      (f) =>
        `Treat everything ${f.brand} touches as media, from packaging to the shop floor, each surface carrying ${f.promise}.`,
    ],
    visual: () => `The product, the shop and the packaging in one visual language`,
    tactic: () => `Audit every touchpoint and design each one as a medium with one message`,
  },
  {
    id: "riney-montage",
    family: "emotion",
    match: /americana montage|quiet montage/i,
    label: "The Quiet Montage",
    device: (f) =>
      `a quiet montage of small moments in the lives of ${f.aud} (porches, main streets, work done well) with ${f.brand} part of the picture`,
    why: () => `a quiet, honest picture of real life is more persuasive than a pitch`,
    names: [() => "Small Moments, Well Made", () => "Just Another Good Day"],
    headlines: [(f) => `It's a good day, with ${f.brand} in it.`],
    cores: [
      (f) =>
        `Tell a quiet montage of small, true moments for ${f.aud}, and let ${f.brand} appear as part of the picture, never the hero, keeping ${f.promise}.`,
    ],
    visual: () => `Golden-hour Americana: porches, main streets, hands at work`,
    tactic: () => `Shoot a 60-second montage with an unhurried edit and no jingle`,
  },
  {
    id: "riney-narrator",
    family: "emotion",
    match: /folksy narrator/i,
    label: "The Folksy Narrator",
    device: (f) =>
      `a folksy, gravelly narrator who tells ${f.aud} about ${f.brand} like a neighbour on the porch`,
    why: () => `a sincere storyteller is trusted where an announcer is not`,
    names: [() => "As Told by a Neighbour", (f) => `A Few Words about ${f.brand}`],
    headlines: [(f) => `Let me tell you a little about ${f.brand}.`],
    cores: [
      (f) =>
        `Let a warm, folksy narrator tell ${f.aud} about ${f.brand} in an unhurried voice, until ${f.promise} sounds like plain good sense.`,
    ],
    visual: () => `An old porch at dusk, lit by one lamp, the narrator's chair empty`,
    tactic: () => `Record the narration for radio and film, and keep the same voice for years`,
  },
  {
    id: "riney-different-company",
    family: "emotion",
    match: /different kind of company/i,
    label: "A Different Kind of Company",
    device: (f) =>
      `a campaign that shows ${f.brand} as a different kind of company, with understated humour and plain sincerity`,
    why: () => `people choose a company they like before a product they compare`,
    names: [(f) => `${f.brand}, Differently`, () => "Another Way of Doing Business"],
    headlines: [(f) => `${f.brand} does things a little differently. We think you'll like it.`],
    cores: [
      (f) =>
        `Show that ${f.brand} is a different kind of company, with understated humour and plain sincerity, so ${f.aud} trust ${f.promise}.`,
    ],
    visual: () => `Real staff at work, photographed plainly, smiling without posing`,
    tactic: () => `Tell one true story about how the company works in each ad`,
  },
];

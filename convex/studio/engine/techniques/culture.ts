import { briefHeadline, briefName } from "../briefLines";
import type { Technique } from "../technique";

/** Burrell, Jones, Smith, Berman and Credle, from their documented signature moves. */
export const culture: Technique[] = [
  {
    id: "burrell-positive-realism",
    family: "emotion",
    match: /positive realism/i,
    label: "Positive Realism",
    device: (f) =>
      `positive realism: ${f.aud} shown as they really are, intelligent, warm and stylish, never as stereotypes`,
    why: () => `people respond to work that shows them as they really are, at their best`,
    names: [() => "Proudly Real", () => "Exactly as They Live"],
    headlines: [(f) => `${f.brand}. For the way you really live.`],
    cores: [
      (f) =>
        `Portray ${f.aud} with positive realism, warm, stylish and real, and let ${f.promise} sit naturally in their everyday lives.`,
    ],
    visual: () => `Warm, stylish portraits of real people at home and at work`,
    tactic: () => `Cast from the community itself and photograph people in their own homes`,
  },
  {
    id: "burrell-culture",
    family: "emotion",
    match: /culture-specific insight/i,
    label: "The Culture-Specific Insight",
    device: (f) =>
      `an insight drawn from the culture of ${f.aud} (its music, language, family life and aspirations), so the work speaks to them, not at them`,
    why: () => `insight, not translation, is what makes work speak to a community`,
    names: [() => "From the Inside", () => "Known by Heart"],
    headlines: [(f) => `${f.brand} gets it, because it listened first.`],
    cores: [
      (f) =>
        `Start from the culture of ${f.aud} and build ${f.promise} on an insight only they would recognise.`,
    ],
    visual: () => `Details only insiders would recognise, shot with warmth`,
    tactic: () => `Brief a creative team from the community and test the insight with it first`,
  },
  {
    id: "burrell-idiom",
    family: "emotion",
    match: /audience's own idiom/i,
    label: "In Their Own Idiom",
    device: (f) =>
      `copy written in the everyday idiom of ${f.aud}, never translated from a general-market script`,
    why: () => `people hear a brand that speaks their language as one of their own`,
    names: [() => "In Their Words", () => "Straight Talk"],
    headlines: [(f) => `${f.brand}, said the way you'd say it.`],
    cores: [
      (f) =>
        `Write ${f.promise} in the everyday idiom of ${f.aud}, so ${f.brand} sounds like one of their own.`,
    ],
    visual: () => `Everyday scenes captioned in the audience's own phrases`,
    tactic: () =>
      `Write scripts with people from the audience, not translations of a general script`,
  },
  {
    id: "jones-end-line",
    family: "emotion",
    match: /repeatable end line/i,
    label: "The Confident End Line",
    device: (f) =>
      `a short, confident, rhythmic end line for ${f.brand} that every ad lands on and ${f.aud} repeat`,
    why: () => `a confident end line is the part of an ad people carry home`,
    names: [() => "Say It with Pride", (f) => `${f.brand}, Said Proudly`],
    headlines: [(f) => `${f.brand}. Proud to say it.`],
    cores: [
      (f) =>
        `Give ${f.brand} a confident, rhythmic end line that carries ${f.promise}, and land every ad on it until ${f.aud} say it too.`,
    ],
    visual: () => `The end line set proudly as the last frame of every ad`,
    tactic: () => `Use the same end line on every execution and in every language`,
  },
  {
    id: "jones-positivity",
    family: "emotion",
    match: /values-driven positivity/i,
    label: "Values-Driven Positivity",
    device: (f) =>
      `values-driven positivity: ads about pride in doing something right, with ${f.brand} part of it`,
    why: () => `positive values travel across every community when they are true to one`,
    names: [() => "Doing It Right", () => "Proud of It"],
    headlines: [(f) => `When you do it right, it shows. ${f.brand}.`],
    cores: [
      (f) =>
        `Find the value behind ${f.promise}, pride, love or doing things right, and say it with a positivity ${f.aud} want to share.`,
    ],
    visual: () => `Warm, dignified portraits of people proud of what they do`,
    tactic: () => `Run the positive stories across general-market and community media at once`,
  },
  {
    id: "jones-casting",
    family: "emotion",
    match: /dignified, warm casting/i,
    label: "Dignified, Warm Casting",
    device: (f) =>
      `dignified, warm casting that lets one community's insight lead the whole market, with ${f.brand} at home in it`,
    why: () => `insight from one community, cast with dignity, can lead the whole market`,
    names: [() => "Everyone at the Table", () => "The Portrait"],
    headlines: [(f) => `This is what ${f.brand} looks like.`],
    cores: [
      (f) =>
        `Cast ${f.aud} with dignity and warmth, let one community's insight lead the whole market, and show ${f.promise} in their faces.`,
    ],
    visual: () => `A dignified group portrait, warm light, everyone at ease`,
    tactic: () => `Cast and shoot with people from the community that inspired the insight`,
  },
  {
    id: "smith-entertainment",
    family: "provocation",
    match: /branded entertainment/i,
    label: "Branded Entertainment",
    device: (f) =>
      `branded entertainment ${f.aud} would seek out even with no brand attached (a game, a song, a real event) with ${f.brand} built into its heart`,
    why: () => `people seek out culture and skip commercials`,
    names: [(f) => `${f.brand} Presents`, () => "Culture, Not Commercials"],
    headlines: [(f) => `${f.brand} presents something worth watching.`],
    cores: [
      (f) =>
        `Make entertainment ${f.aud} would seek out anyway, with ${f.brand} built into its heart and ${f.promise} as its point.`,
    ],
    visual: () => `A poster for the event itself, the brand mark small`,
    tactic: () =>
      `Launch the entertainment where the audience already spends its time, not in ad breaks`,
  },
  {
    id: "smith-street",
    family: "provocation",
    match: /street culture/i,
    label: "Street Culture, with Respect",
    device: (f) =>
      `work rooted in the street culture of ${f.aud}, made with the people who live it and given the respect it deserves`,
    why: () => `authenticity is earned on the street, not claimed in a brief`,
    names: [() => "From the Street", () => "Respect Due"],
    headlines: [() => `Made with the street, not for it.`],
    cores: [
      (f) =>
        `Go where ${f.aud} live their culture, make the work with them, and let ${f.promise} earn its place with respect.`,
    ],
    visual: () => `Street photography from the audience's own neighbourhoods`,
    tactic: () => `Collaborate with local creators and pay them as partners`,
  },
  {
    id: "smith-documentary",
    family: "provocation",
    match: /documentary series/i,
    label: "The Documentary Series",
    device: (f) =>
      `a documentary series about the real world of ${f.aud}, with ${f.brand} as the reason it gets made`,
    why: () => `a true story people choose to watch outlasts any ad`,
    names: [(f) => `${f.brand}: The Series`, () => "Real Stories, Real Streets"],
    headlines: [(f) => `Episode one starts where ${f.aud} live.`],
    cores: [
      (f) =>
        `Fund a documentary series about the real world of ${f.aud}, with ${f.brand} as the reason it exists and ${f.promise} as its thread.`,
    ],
    visual: () => `Documentary stills with title cards in the brand's type`,
    tactic: () => `Release episodes weekly on video platforms and cut trailers for social`,
  },
  {
    id: "berman-family-story",
    family: "emotion",
    match: /emotional family story/i,
    label: "The Family Story",
    device: (f) =>
      `an emotional family story, a small and true moment at home, that makes ${f.aud} feel something first and think of ${f.brand} second`,
    why: () => `people remember how a family moment made them feel long after the brand name fades`,
    // Named and headlined from the brief's own pieces first (issue 40).
    names: [
      (f) => briefName(f, "berman-family-story", "A {tone} Family Story", "Family First"),
      (f) => briefName(f, "berman-family-story", "A {tone} Family Story", `${f.brand} at Home`),
    ],
    headlines: [(f) => briefHeadline(f, "berman-family-story") ?? `Some moments you keep forever.`],
    cores: [
      (f) =>
        `Tell one small, true family story where ${f.promise} plays its part, so ${f.aud} feel it before they think it.`,
    ],
    visual: () => `A family moment at the kitchen table, shot in warm, natural light`,
    tactic: () => `Premiere the family film around a holiday moment and cut it into short chapters`,
  },
  {
    id: "berman-song",
    family: "emotion",
    match: /original brand song/i,
    label: "The Brand Song",
    device: (f) =>
      `an original song for ${f.brand}, written as a shortcut to the heart of ${f.aud}`,
    why: () => `music is the fastest way to a feeling, and an original song belongs to the brand`,
    // Named and headlined from the brief's own pieces first (issue 40).
    names: [
      (f) => briefName(f, "berman-song", "A {tone} Song", `${f.theBrand} Song`),
      (f) => briefName(f, "berman-song", "A {tone} Song", "Hum Along"),
    ],
    headlines: [(f) => briefHeadline(f, "berman-song") ?? `You'll be humming this all week.`],
    cores: [
      (f) =>
        `Write an original song that carries ${f.promise}, so ${f.aud} feel ${f.brand} every time they hum it.`,
    ],
    visual: () => `A singer in a warm, lived-in room, the song's title as the only type`,
    tactic: () => `Release the song on streaming and let it score every film for a year`,
  },
  {
    id: "berman-next-chapter",
    family: "emotion",
    match: /next chapter of a beloved brand/i,
    label: "The Next Chapter",
    device: (f) =>
      `the next chapter of ${f.brand}: a story that respects the character the brand has built and carries it forward for ${f.aud}`,
    why: () => `a beloved brand grows by writing its next chapter, not by starting over`,
    // Named and headlined from the brief's own pieces first (issue 40).
    names: [
      (f) =>
        briefName(f, "berman-next-chapter", "A {tone} Next Chapter", `${f.brand}: Chapter Two`),
      (f) => briefName(f, "berman-next-chapter", "A {tone} Next Chapter", "The Story Continues"),
    ],
    headlines: [
      (f) => briefHeadline(f, "berman-next-chapter") ?? `${f.theBrand} story has a new chapter.`,
    ],
    cores: [
      (f) =>
        `Write the next chapter of ${f.theMid} story, true to the character people know, with ${f.promise} as its turning point.`,
    ],
    visual: () => `A familiar brand scene, updated with one new detail`,
    tactic: () => `Reveal the new chapter in a film that opens on a scene people already love`,
  },
  {
    id: "credle-character",
    family: "wit",
    match: /lasting brand character|creative equity/i,
    label: "The Lasting Character",
    device: (f) =>
      `a brand character strong enough to run for decades and build creative equity, carrying ${f.brand} from one generation to the next`,
    why: () => `creative equity is built by characters that last, not by one-off ads`,
    names: [(f) => `Meet ${f.theBrand} Crew`, () => "Here to Stay"],
    headlines: [(f) => `Meet the newest member of ${f.theMid} family.`],
    cores: [
      (f) =>
        `Invent a character who embodies ${f.promise} and give it room to run for years, building creative equity for ${f.brand} with every outing.`,
    ],
    visual: () => `A character designed to last, shown in three different future ads`,
    tactic: () => `Write a character bible so other teams can keep the character going for years`,
  },
  {
    id: "credle-flawed",
    family: "wit",
    match: /flawed, lovable personality/i,
    label: "The Flawed Personality",
    device: (f) =>
      `a flawed, lovable personality for ${f.brand}, with an ego or a weakness people find endearing`,
    why: () => `a personality with human flaws is one people like to keep around`,
    names: [() => "Nobody Likes a Show-Off", () => "Flaws and All"],
    headlines: [(f) => `${f.brand} has its flaws. You'll love them.`],
    cores: [
      (f) =>
        `Give ${f.brand} a personality with lovable flaws, and let it deliver ${f.promise} with a little too much pride.`,
    ],
    visual: () => `A character with an obvious, lovable flaw, caught in the act`,
    tactic: () => `Let the personality answer on social in character, flaws and all`,
  },
  {
    id: "credle-playful",
    family: "wit",
    match: /disciplined brand, playful execution/i,
    label: "Disciplined Brand, Playful Work",
    device: (f) =>
      `a disciplined brand with playful executions: the same personality and promise every time, told in a new, playful way for ${f.aud}`,
    why: () => `discipline about the brand frees the work to play`,
    names: [() => "Same Brand, New Tricks", () => "Playful by Design"],
    headlines: [(f) => `Same ${f.brand}. New tricks.`],
    cores: [
      (f) =>
        `Keep ${f.promise} fixed and let every execution play with it, so ${f.aud} always know the personality and never know the next joke.`,
    ],
    visual: () => `Three playful executions that share one personality and one line`,
    tactic: () =>
      `Set firm brand rules for tone and line, then commission playful ideas within them`,
  },
];

import type { RosterEntry } from "./types";

/** Chief creatives of the big networks, 1990s–2020s: storytelling and characters built to last. */
export const chiefCreatives: RosterEntry[] = [
  {
    kind: "inspired",
    name: "Cheryl Berman",
    slug: "cheryl-berman",
    label: "Storyteller of Leo Burnett",
    discipline: "Copywriter · Chief creative officer · Songwriter",
    country: "United States",
    description:
      "The first woman to become chairman and chief creative officer of Leo Burnett USA, who championed emotional storytelling and original music for McDonald's, Hallmark and Disney.",
    bio: "Cheryl Berman grew up in Chicago and studied journalism at the University of Illinois. A few weeks into a reporting job at her uncle's newspaper he fired her, telling her that if she wanted to make things up she should be in advertising. In 1974 she joined Leo Burnett as a copywriter.\n\nShe spent her whole 32-year career at Burnett, becoming chief creative officer of Leo Burnett USA in the mid-1990s and later its chairman, the first woman in both roles and the first woman on the agency's board. She worked most closely with McDonald's, Hallmark and Disney, helping shape McDonald's 'Nothin' but net' with Michael Jordan and Larry Bird and Disney's 'Where Dreams Come True', and wrote songs for the brands, including one performed at the Super Bowl. She also set up the agency's youth marketing group and an in-house music unit.\n\nShe left Burnett at the end of 2006 to work on communications for and about women and later founded her own agency, unbundled.",
    approach:
      "Tell stories that make people feel something first and think about the brand second: small, true family moments, the emotional beat a greeting card, a theme park or a family meal lives in. Respect the brand's long-built character and write its next chapter rather than starting over. Use music as a storytelling tool; an original song can carry a brand further than a line. Write for families and for women with warmth and real insight, and tie every story to a result the client can measure.",
    visualApproach:
      "Warm, cinematic family storytelling: natural light, emotional close-ups, real homes and milestones, big musical moments; bright, joyful colour for youth and entertainment brands.",
    keyMessage: "Make people feel something first; the brand earns its place inside a true story.",
    signatureMoves: [
      "the emotional family story",
      "the original brand song",
      "the next chapter of a beloved brand",
      "creativity tied to results",
    ],
    voice: "warm, emotional, musical",
    awards: [
      "Cannes Lions for Hallmark, McDonald's and Disney work",
      "First woman chairman and chief creative officer of Leo Burnett USA",
      "Juror on the first Cannes Lions Titanium jury",
    ],
    pastAgencies: [
      { name: "unbundled", position: "Founder", years: "after 2006" },
      {
        name: "Leo Burnett",
        position: "Copywriter; later chief creative officer and chairman of Leo Burnett USA",
        years: "1974–2006",
      },
    ],
    portfolioProjects: [
      { brand: "McDonald's" },
      { brand: "Hallmark" },
      { brand: "Disney" },
      { brand: "Coca-Cola" },
      { brand: "Secret" },
    ],
    socialLinks: [],
  },
  {
    kind: "inspired",
    name: "Susan Credle",
    slug: "susan-credle",
    label: "Builder of Enduring Characters",
    discipline: "Copywriter · Global chief creative officer",
    country: "United States",
    description:
      "The creative leader who went from BBDO's fill-in receptionist to global chief creative officer of FCB, and helped create the M&M'S characters and Allstate's 'Mayhem': brand characters built to last for generations.",
    bio: "Susan Credle arrived in New York in the summer of 1985 with a one-way ticket and took a job as BBDO's fill-in receptionist, covering the receptionists' breaks. She volunteered for every project she could, interviewed the agency's leaders and became a copywriter.\n\nIn 24 years at BBDO New York she rose to executive creative director. She helped create the M&M'S characters (voicing the green M&M in its first spot), led the 'Inner M' campaign and directed AT&T/Cingular work such as 'Battle', which won a Gold Effie. In 2009 she became chief creative officer of Leo Burnett USA, where the agency created Allstate's 'Mayhem' and worked on P&G's Secret.\n\nIn 2016 she joined FCB as global chief creative officer, later global chair, under the banner 'Never Finished'. She was the first woman to chair The One Club for Creativity and in 2024 became Interpublic's global creative advisor. She argues for 'creative equity': ideas strong enough to be handed to the next generation.",
    approach:
      "Build creative equity, not one-off ads: invent characters, lines and stories strong enough to run for decades and be handed to the next generation to reinvent. Give the brand a personality with human flaws (a candy with an ego, a villain called Mayhem) so people enjoy its company. Be disciplined about what the brand stands for, then playful in how it shows up. Great work takes time and resilience: fail, learn and keep going, because the work is never finished.",
    visualApproach:
      "Character-led comedy: a vivid, instantly recognisable brand character dropped into everyday scenes, bright and clean art direction, crisp comic timing and consistent colour codes that make the brand recognisable at a glance.",
    keyMessage:
      "Create something the next generation can inherit: a character or idea strong enough to live for decades.",
    signatureMoves: [
      "the lasting brand character",
      "creative equity",
      "the flawed, lovable personality",
      "disciplined brand, playful execution",
      "never finished",
    ],
    voice: "playful, disciplined, generous",
    awards: [
      "First woman to chair The One Club for Creativity",
      "Advertising Age 100 Most Influential Women",
      "Gold Effie for AT&T/Cingular 'Battle'",
    ],
    pastAgencies: [
      { name: "Interpublic Group", position: "Global creative advisor", years: "from 2024" },
      {
        name: "FCB",
        position: "Global chief creative officer, later global chair",
        years: "2016–2024",
      },
      { name: "Leo Burnett USA", position: "Chief creative officer", years: "2009–2015" },
      {
        name: "BBDO New York",
        position: "Receptionist, copywriter, later executive creative director",
        years: "1985–2009",
      },
    ],
    portfolioProjects: [
      { brand: "M&M'S" },
      { brand: "Allstate" },
      { brand: "AT&T" },
      { brand: "Secret" },
    ],
    socialLinks: [],
  },
];

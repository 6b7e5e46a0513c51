import type { RosterEntry } from "./types";

/** London, 1970s–2010s: British wit, cinema and design-led advertising. */
export const london: RosterEntry[] = [
  {
    kind: "inspired",
    name: "John Hegarty",
    slug: "john-hegarty",
    label: "When the World Zigs, Zag",
    discipline: "Art director · Agency founder",
    country: "United Kingdom",
    description:
      "Co-founder of Bartle Bogle Hegarty in London, whose Levi's 'Launderette', Audi 'Vorsprung durch Technik' and Johnnie Walker 'Keep Walking' made British advertising famous for cinematic storytelling, music and style.",
    bio: "John Hegarty was born in London in 1944 and studied at Hornsey College of Art and the London College of Printing, where a teacher showed him Doyle Dane Bernbach's Volkswagen ads and changed his plans. He started as a junior art director at Benton & Bowles in 1965, briefly paired with the copywriter Charles Saatchi, and was fired eighteen months later.\n\nIn 1967 he joined the Cramer Saatchi consultancy, which became Saatchi & Saatchi in 1970, as a founding shareholder and later deputy creative director. In 1973 he co-founded TBWA's London office as creative director, and in 1982 he left with John Bartle and Nigel Bogle to start Bartle Bogle Hegarty.\n\nAt BBH he introduced the British to Audi's 'Vorsprung durch Technik', made Levi's 'Launderette' and a run of Levi's films whose soundtracks topped the charts, cast an unknown Brad Pitt, and launched Johnnie Walker's 'Keep Walking'. His creed, from an early Levi's ad, is 'When the world zigs, zag'. He was knighted in 2007 and received the first Lion of St. Mark in 2011.",
    approach:
      "When the world zigs, zag: look at what the whole category does and go the other way. Build brands through storytelling with emotional power, style and wit, and treat film like cinema, where music, casting and one memorable moment do the selling, often with barely a word. Make the brand desirable rather than explaining it, and protect one simple brand idea over decades so every execution adds to it. Pair creative daring with strategic discipline.",
    visualApproach:
      "Stylish, cinematic storytelling: period-perfect art direction, dramatic lighting, iconic casting and a hit soundtrack; print as bold, graphic single images with a short, witty line and plenty of space.",
    keyMessage: "When the world zigs, zag.",
    signatureMoves: [
      "when the world zigs, zag",
      "the wordless film set to a hit song",
      "desirability over explanation",
      "one brand idea for decades",
    ],
    voice: "stylish, confident, witty",
    awards: [
      "Knighted for services to advertising (2007)",
      "Lion of St. Mark, Cannes Lions (2011, the first)",
      "Creative Hall of Fame (2005)",
      "Clio Lifetime Achievement Award (2005)",
      "Advertising Hall of Fame",
    ],
    pastAgencies: [
      {
        name: "Bartle Bogle Hegarty",
        position: "Co-founder, creative director and chairman",
        years: "from 1982",
      },
      { name: "TBWA London", position: "Co-founder and creative director", years: "1973–1982" },
      {
        name: "Saatchi & Saatchi (formerly Cramer Saatchi)",
        position: "Founding shareholder and deputy creative director",
        years: "1967–1973",
      },
      { name: "Benton & Bowles", position: "Junior art director", years: "1965–1966" },
    ],
    portfolioProjects: [
      { brand: "Levi's" },
      { brand: "Audi" },
      { brand: "Johnnie Walker" },
      { brand: "Lynx (Axe)" },
    ],
    socialLinks: [
      {
        label: "Advertising Hall of Fame",
        url: "http://advertisinghall.org/members/member_bio_text.php?memid=2768",
      },
    ],
  },
  {
    kind: "inspired",
    name: "Dave Trott",
    slug: "dave-trott",
    label: "The Predatory Thinker",
    discipline: "Copywriter · Agency founder · Author",
    country: "United Kingdom",
    description:
      "The London copywriter who co-founded Gold Greenlees Trott and preaches 'predatory thinking': out-think the competition with simple, cheeky lines ordinary people actually repeat, like 'Hello Tosh, gotta Toshiba?'.",
    bio: "Dave Trott studied advertising at the Pratt Institute in New York and trained at Carl Ally Inc. before returning to London in 1971 as a trainee copywriter at Boase Massimi Pollitt, where his work included Pepsi's 'Lipsmackinthirstquenchin…' and, with John Webster, Courage's 'Gercha'.\n\nIn 1980 he founded Gold Greenlees Trott with Mike Gold and Mike Greenlees. GGT's populist, funny work, such as Toshiba's 'Hello Tosh, gotta Toshiba?', Ariston's 'and on and on', Holsten Pils, Cadbury's and London Weekend Television, won it Campaign's Agency of the Year. He went on to found Bainsfair Sharkey Trott and Walsh Trott Chick Smith, later Chick Smith Trott, which merged with The Gate in 2011; he was its chairman until 2014.\n\nHe received the D&AD President's Award in 2004, writes a long-running column for Campaign, and has set out his thinking in Creative Mischief, Predatory Thinking and One Plus One Equals Three.",
    approach:
      "Predatory thinking: get upstream of the problem and out-think the competition rather than out-spend it. Start by defining exactly where the new business will come from, then find the simplest, most unexpected angle that wins it. Write for ordinary people in the language of the street, cheeky and funny, a line they will repeat in the pub, because the job is impact, communication and persuasion, in that order. Be mischievous, reframe the problem, and never confuse being different with being good: it has to sell.",
    visualApproach:
      "Simple, bold and populist: a big funny line on a poster, everyday characters, cheeky visual puns and bright primary colours; TV built around a catchphrase and a memorable jingle.",
    keyMessage:
      "Out-think the competition instead of out-spending it: impact, communication, persuasion, in that order.",
    signatureMoves: [
      "predatory thinking",
      "the catchphrase people repeat",
      "impact, communication, persuasion",
      "reframing the problem",
      "creative mischief",
    ],
    voice: "cheeky, plain-speaking, contrarian",
    awards: ["D&AD President's Award (2004)", "Gold Greenlees Trott: Campaign Agency of the Year"],
    pastAgencies: [
      { name: "The Gate London", position: "Chairman", years: "2011–2014" },
      {
        name: "Chick Smith Trott (formerly Walsh Trott Chick Smith)",
        position: "Co-founder",
        years: "1990s–2011",
      },
      { name: "Bainsfair Sharkey Trott", position: "Co-founder", years: "1990s" },
      { name: "Gold Greenlees Trott", position: "Co-founder", years: "from 1980" },
      { name: "Boase Massimi Pollitt", position: "Copywriter", years: "1971–1980" },
    ],
    portfolioProjects: [
      { brand: "Toshiba" },
      { brand: "Ariston" },
      { brand: "Holsten Pils" },
      { brand: "Cadbury's" },
      { brand: "Pepsi" },
    ],
    socialLinks: [
      {
        label: "Wikipedia",
        url: "https://en.wikipedia.org/wiki/Dave_Trott_(advertising_executive)",
      },
    ],
  },
  {
    kind: "inspired",
    name: "Paul Arden",
    slug: "paul-arden",
    label: "The Provocative Perfectionist",
    discipline: "Creative director · Author",
    country: "United Kingdom",
    description:
      "Saatchi & Saatchi's executive creative director in its 1980s heyday (British Airways, Silk Cut, InterCity, 'The car in front is a Toyota') and author of It's Not How Good You Are, It's How Good You Want to Be.",
    bio: "Paul Arden was born in 1940 and left school at sixteen. By his own account he was fired from several jobs before joining Saatchi & Saatchi, where he spent fourteen years before becoming executive creative director in 1987.\n\nHe presided over the agency's most glamorous period: British Airways as 'The World's Favourite Airline', the surreal purple-silk Silk Cut posters, InterCity, Fuji and Anchor butter, and the lines 'The car in front is a Toyota' and 'The Independent. It is. Are you?'. He was famous for his perfectionism, and for jumping up and down on work that fell short of it.\n\nHe left Saatchi's in 1992, set up the production company Arden Sutherland-Dodd to direct commercials, opened a photography gallery in Petworth and wrote short, provocative books, It's Not How Good You Are, It's How Good You Want to Be (2003) and Whatever You Think, Think the Opposite (2006), which sold widely beyond advertising. He died in 2008.",
    approach:
      "Whatever you think, think the opposite: turn the brief upside down, question what is 'right' and go where the safe answer is not. Aim higher than seems reasonable and keep going until the work is great, not good, crafting every frame, photograph and letter obsessively. Prefer a bold, design-led image with an intriguing idea to a literal explanation, and trust the audience to work it out. Be unreasonable about quality and generous with risk; being wrong is part of getting somewhere new.",
    visualApproach:
      "Design-led, gallery-grade imagery: surreal, beautifully lit still lifes and vast cinematic tableaux, few words, rich colour fields and immaculate typography.",
    keyMessage: "It's not how good you are, it's how good you want to be.",
    signatureMoves: [
      "think the opposite",
      "the surreal design-led image",
      "the epic cinematic tableau",
      "obsessive craft",
      "the confident one-line claim",
    ],
    voice: "provocative, exacting, aphoristic",
    awards: [
      "Campaign Big Awards' Arden Award, named in his honour",
      "Bestselling author: It's Not How Good You Are, It's How Good You Want to Be",
    ],
    pastAgencies: [
      {
        name: "Arden Sutherland-Dodd",
        position: "Co-founder and commercials director",
        years: "1993–2008",
      },
      {
        name: "Saatchi & Saatchi",
        position: "Executive creative director from 1987",
        years: "1973–1992",
      },
    ],
    portfolioProjects: [
      { brand: "British Airways" },
      { brand: "Silk Cut" },
      { brand: "Toyota" },
      { brand: "InterCity" },
      { brand: "The Independent" },
    ],
    socialLinks: [{ label: "Wikipedia", url: "https://en.wikipedia.org/wiki/Paul_Arden" }],
  },
];

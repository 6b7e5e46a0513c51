import type { RosterEntry } from "./types";

/** The Creative Revolution, 1950s–1970s: art directors and agency founders who broke the rules. */
export const creativeRevolution: RosterEntry[] = [
  {
    kind: "inspired",
    name: "Helmut Krone",
    slug: "helmut-krone",
    label: "The Art Director's Art Director",
    discipline: "Art director",
    country: "United States",
    description:
      "The Doyle Dane Bernbach art director behind Volkswagen's 'Think Small' and 'Lemon' and Avis's 'We try harder', who made the page itself look like the product and rarely needed a logo.",
    bio: "Helmut Krone was born in 1925 in Yorkville, Manhattan, the son of German immigrants. He studied at the School of Industrial Art hoping to become a product designer, served in the navy during the Second World War, took classes with Alexey Brodovitch and worked at Esquire and at Sudler & Hennessey.\n\nSeeing an Art Directors Club show dominated by the young Doyle Dane Bernbach convinced him that advertising could be worth doing, and he joined DDB in 1954 as one of its four art directors. With Julian Koenig he made Volkswagen's 'Think Small' (1959) and 'Lemon' (1960), a single photograph of the car over one word; with Paula Green, Avis's 'When you're only No. 2, you try harder'. He also worked on Polaroid and Porsche.\n\nApart from a few years in the early 1970s running his own agency, Case & Krone, he spent his career at DDB, retiring as executive vice president and creative director. 'Think Small' was voted the best campaign of the 20th century by Advertising Age. He died in 1996.",
    approach:
      "Start from the page, not the picture: every brand needs its own package, a layout so distinctive that readers know who is speaking before reading a word, so the logo becomes unnecessary. Question every convention of the category and do the opposite when the opposite is truer. Strip the layout to one idea, a single photograph, a single word or a single admission, and make the honesty of the design match the honesty of the copy. Labour over proportion, spacing and type until nothing can be taken away, then repeat the format so consistently that it becomes the brand.",
    visualApproach:
      "Rigorous modernist grids: one unretouched product photograph on white, a one- or two-word headline in Futura Bold, three justified columns of copy and no logo; or a page of pure typography where the words form the image.",
    keyMessage: "The page ought to be a package for the product.",
    signatureMoves: [
      "the page as a package",
      "one photograph, one word",
      "no logo needed",
      "Futura Bold and white space",
      "doing the opposite of the category",
    ],
    voice: "exacting, spare, deadpan",
    awards: [
      "Art Directors Club Hall of Fame",
      "Creative Hall of Fame (The One Club)",
      "'Think Small' voted the No. 1 campaign of the 20th century by Advertising Age",
    ],
    pastAgencies: [
      {
        name: "Doyle Dane Bernbach (later DDB Needham)",
        position: "Art director; retired as executive vice president and creative director",
        years: "1970s–1990s",
      },
      { name: "Case & Krone", position: "Co-founder", years: "early 1970s" },
      { name: "Doyle Dane Bernbach", position: "Art director", years: "1954–early 1970s" },
      { name: "Sudler & Hennessey", position: "Art director", years: "early 1950s" },
    ],
    portfolioProjects: [
      { brand: "Volkswagen" },
      { brand: "Avis" },
      { brand: "Polaroid" },
      { brand: "Porsche" },
    ],
    socialLinks: [{ label: "Wikipedia", url: "https://en.wikipedia.org/wiki/Helmut_Krone" }],
  },
  {
    kind: "inspired",
    name: "George Lois",
    slug: "george-lois",
    label: "Master of the Big Idea",
    discipline: "Art director · Designer · Agency founder",
    country: "United States",
    description:
      "Art director of 92 Esquire covers and co-founder of Papert Koenig Lois, who called his method the Big Idea: one audacious, instantly understood image or line, like 'I want my MTV'.",
    bio: "George Lois was born in the Bronx in 1931 to Greek immigrant parents. He studied at Pratt, served in the Korean War and worked in the design department of CBS and at Sudler & Hennessey before joining Doyle Dane Bernbach in 1959, where he worked for Phyllis Robinson.\n\nIn 1960 he co-founded Papert Koenig Lois, one of the agencies that carried the Creative Revolution beyond DDB, and later founded Lois Holland Callaway. Between 1962 and 1972 he designed 92 covers for Esquire, including Muhammad Ali as the martyred St. Sebastian and Andy Warhol drowning in a can of Campbell's soup; the Museum of Modern Art exhibited them in 2008.\n\nHis advertising helped make brands such as Xerox, Lean Cuisine, Tommy Hilfiger and MTV famous; in 1982 he created 'I want my MTV' with rock stars demanding their channel. He was inducted into the Art Directors Hall of Fame in 1978 and the One Club Creative Hall of Fame in 1984, and died in 2022.",
    approach:
      "Look for the Big Idea: a single audacious, instantly understood image or line that makes people talk and cannot be unseen. Start from the product's real strength, then find the most daring, culturally charged way to dramatise it: borrow celebrity, news and politics, and make famous people say the unexpected. Words and picture are one idea, and everything else is cut. Aim to stun in a second and provoke a reaction; an ad that is merely liked has failed.",
    visualApproach:
      "Bold, confrontational single images with a twist: staged photo-montage, celebrities in startling roles, tight crops and a few big words; stark backgrounds, graphic contrast and magazine-cover impact.",
    keyMessage:
      "Find the Big Idea: one audacious, instantly understood image that people can't stop talking about.",
    signatureMoves: [
      "the Big Idea",
      "the celebrity in an unexpected role",
      "the provocative cover image",
      "the chantable demand",
    ],
    voice: "brash, combative, funny",
    awards: [
      "Art Directors Club Hall of Fame (1978)",
      "Creative Hall of Fame (The One Club, 1984)",
      "Lifetime achievement awards from AIGA and the Society of Publication Designers",
    ],
    pastAgencies: [
      { name: "Lois Holland Callaway", position: "Founder", years: "from 1967" },
      { name: "Esquire", position: "Cover designer", years: "1962–1972" },
      { name: "Papert Koenig Lois", position: "Co-founder and art director", years: "1960–1967" },
      { name: "Doyle Dane Bernbach", position: "Art director", years: "1959–1960" },
    ],
    portfolioProjects: [
      { brand: "MTV" },
      { brand: "Xerox" },
      { brand: "Lean Cuisine" },
      { brand: "Tommy Hilfiger" },
      { brand: "Esquire" },
    ],
    socialLinks: [{ label: "Wikipedia", url: "https://en.wikipedia.org/wiki/George_Lois" }],
  },
  {
    kind: "inspired",
    name: "Mary Wells Lawrence",
    slug: "mary-wells-lawrence",
    label: "Founder of Wells Rich Greene",
    discipline: "Copywriter · Agency founder",
    country: "United States",
    description:
      "The first woman to found and run a major US agency and to lead a company listed on the New York Stock Exchange. Wells Rich Greene turned selling into entertainment: Braniff's painted planes, Alka-Seltzer's 'Plop plop, fizz fizz', 'I ♥ NY'.",
    bio: "Mary Georgene Berg was born in Youngstown, Ohio, in 1928. She began as a copywriter at a Youngstown department store, became Macy's fashion advertising manager in New York and then a copywriter and copy group head at McCann Erickson. In 1957 she joined Doyle Dane Bernbach, where she rose to copy chief and vice president.\n\nAt Jack Tinker & Partners she led 'The End of the Plain Plane' for Braniff, painting its jets in bright colours and dressing its crews in Emilio Pucci. In 1966 she founded Wells Rich Greene with Richard Rich and Stewart Greene; when it went public in 1968 she became the first woman chief executive of a company listed on the New York Stock Exchange. The agency gave Alka-Seltzer 'Plop, plop, fizz, fizz' and 'I can't believe I ate the whole thing', Benson & Hedges its comic 'disadvantages', Ford 'Quality is Job One' and New York State 'I ♥ NY'.\n\nShe retired in 1990, told her story in A Big Life in Advertising (2002), received the Lion of St. Mark in 2020 and died in 2024.",
    approach:
      "Treat advertising as show business: turn the selling point into entertainment people want to watch again and repeat at dinner. When the category is dull, change the brand's whole look and attitude (paint the planes, restyle the uniforms) so the brand itself becomes the ad. Find the comic, human truth behind using the product, such as overeating or an awkwardly long cigarette, and dramatise it with wit and theatre. Write lines people will sing and quote. Be bold about glamour, colour and fashion, and sell optimism.",
    visualApproach:
      "Vivid, fashion-led colour: saturated palettes, stylish casting, theatrical sets and comic vignettes; pop graphics and music-driven film where the brand's new look is the hero.",
    keyMessage:
      "Make the selling point an entertainment people want to see again and quote to their friends.",
    signatureMoves: [
      "advertising as show business",
      "redesign the brand, not just the ad",
      "the comic human vignette",
      "the line people sing back",
      "glamour and colour",
    ],
    voice: "theatrical, glamorous, witty",
    awards: [
      "Lion of St. Mark, Cannes Lions (2020)",
      "Creative Hall of Fame (The One Club)",
      "First woman CEO of a company listed on the New York Stock Exchange",
    ],
    pastAgencies: [
      {
        name: "Wells Rich Greene",
        position: "Founder, president, chairman and CEO",
        years: "1966–1990",
      },
      { name: "Jack Tinker & Partners", position: "Senior partner", years: "1964–1966" },
      {
        name: "Doyle Dane Bernbach",
        position: "Copywriter, later copy chief and vice president",
        years: "1957–1964",
      },
      { name: "McCann Erickson", position: "Copywriter and copy group head", years: "1953–1956" },
    ],
    portfolioProjects: [
      { brand: "Braniff International" },
      { brand: "Alka-Seltzer" },
      { brand: "I Love New York" },
      { brand: "Benson & Hedges" },
      { brand: "Ford" },
    ],
    socialLinks: [{ label: "Wikipedia", url: "https://en.wikipedia.org/wiki/Mary_Wells_Lawrence" }],
  },
  {
    kind: "inspired",
    name: "Carl Ally",
    slug: "carl-ally",
    label: "Champion of Comparative Advertising",
    discipline: "Copywriter · Agency founder",
    country: "United States",
    description:
      "Founder of Carl Ally Inc., later Ally & Gargano, whose 'grab 'em by the throat' work named competitors, mixed candour with humour and helped turn Federal Express into a household name.",
    bio: "Carl Ally worked at Campbell-Ewald in Detroit. On holiday in New York in 1958 he read that Swissair was looking for an agency, pitched for it alone and won, and brought in the art director Amil Gargano and the copywriter Jim Durfee to run it. After falling out with Campbell-Ewald's management he joined Papert Koenig Lois.\n\nIn 1962 he left with the Volvo account to open Carl Ally Inc. with Gargano and Durfee. At a time when commercials did not name rivals, a Volvo spot showed the car leaving recognisable competitors behind; for Hertz the agency answered Avis head-on ('For years, Avis has been telling you Hertz is No. 1. Now we're going to tell you why.'). The agency helped end the broadcasters' ban on comparative advertising.\n\nIts work for Federal Express, including 'When it absolutely, positively has to be there overnight', and for MCI helped build both companies. The agency became Ally & Gargano, was Advertising Age's Agency of the Year in 1982 and closed in 1995. Ally was elected to the Advertising Hall of Fame.",
    approach:
      "Grab the reader by the throat: open with the sharpest, most confident claim the product can support, and if a competitor is the obstacle, name it and take it on directly with facts. Write from the customer's frustration (the missed delivery, the lumpy hotel bed, the long airport line) and show the brand ending it. Use humour to make aggression likeable, and lead the reader step by step to the conclusion so it feels like their own idea. Fight for one unglamorous benefit, such as reliability, speed or safety, until it becomes the brand.",
    visualApproach:
      "Documentary, no-nonsense pictures: the product in action beside or racing past the competition, frustrated everyday people, bold headlines naming names; TV built on a single fast-paced demonstration.",
    keyMessage:
      "If a competitor stands in the way, name it, take it on with facts and make the customer laugh while you do.",
    signatureMoves: [
      "naming the competitor",
      "the customer's frustration, solved",
      "humour that makes aggression likeable",
      "the unglamorous benefit made heroic",
    ],
    voice: "combative, candid, funny",
    awards: [
      "Advertising Hall of Fame",
      "Ally & Gargano: Advertising Age Agency of the Year (1982)",
    ],
    pastAgencies: [
      {
        name: "Carl Ally Inc. (later Ally & Gargano)",
        position: "Founder and chief executive",
        years: "1962–1979",
      },
      { name: "Papert Koenig Lois", position: "Executive", years: "1960–1962" },
      { name: "Campbell-Ewald", position: "Executive, New York office", years: "1950s" },
    ],
    portfolioProjects: [
      { brand: "Volvo" },
      { brand: "Hertz" },
      { brand: "Federal Express" },
      { brand: "MCI" },
      { brand: "Pan Am" },
    ],
    socialLinks: [
      {
        label: "Advertising Hall of Fame",
        url: "http://advertisinghall.org/members/member_bio_text.php?memid=522",
      },
      {
        label: "Ally & Gargano (Wikipedia)",
        url: "https://en.wikipedia.org/wiki/Ally_%26_Gargano",
      },
    ],
  },
];

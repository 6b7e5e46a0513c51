import type { RosterEntry } from "./types";

/** Beyond the US and UK, 1980s–2020s: Brazil, Australia and India. */
export const global: RosterEntry[] = [
  {
    kind: "inspired",
    name: "Marcello Serpa",
    slug: "marcello-serpa",
    label: "Brazil's Most Awarded Art Director",
    discipline: "Art director · Creative director",
    country: "Brazil",
    description:
      "The AlmapBBDO creative chief who made simple, visual, often wordless ideas a Brazilian export (Havaianas, Volkswagen, Antarctica), won Latin America's first Cannes Grand Prix and received the Lion of St. Mark.",
    bio: "Marcello Serpa was born in São Paulo in 1962 and raised in Rio de Janeiro. At eighteen he moved to Munich to study graphic design and started his career in German agencies, including GGK and R.G. Wiesmeier.\n\nAfter seven years in Germany he returned to Brazil, worked at DPZ and in 1991 joined DM9DDB, where in 1993 his print campaign for an Antarctica diet soft drink won Latin America's first Grand Prix at Cannes. The same year he became a partner of AlmapBBDO with the planner José Luiz Madeira and turned it into one of the world's most awarded agencies, with work for Volkswagen, Pepsi, Havaianas, Bayer, Audi and Billboard.\n\nHe received the Clio Lifetime Achievement Award in 2008, at 45. He and Madeira left AlmapBBDO in 2015, and in 2016 he received the Lion of St. Mark; by then he had won around 150 Cannes Lions. His rule: reduce everything to a single thought, but never be predictable.",
    approach:
      "Reduce everything to a single phrase, thought, visual or benefit, then make it unpredictable. The best ideas are visual and wordless, so they cross languages and borders instantly: one image with a twist, a product shown in a way no one expected, copy cut to a few words or none. Work with relaxed confidence and local colour (sun, humour, Brazilian warmth) and polish the craft until the idea looks effortless.",
    visualApproach:
      "Graphic, wordless visual puns: bold flat colour or clean photographic compositions, a single unexpected twist, tropical colour, immaculate art direction and a small logo.",
    keyMessage: "If you are simple and predictable, you are dead.",
    signatureMoves: [
      "the wordless visual idea",
      "simple but unpredictable",
      "the single-twist image",
      "local colour, global language",
    ],
    voice: "relaxed, visual, sunny",
    awards: [
      "Lion of St. Mark, Cannes Lions (2016)",
      "Latin America's first Cannes Grand Prix (1993)",
      "Clio Lifetime Achievement Award (2008)",
      "Around 150 Cannes Lions",
    ],
    pastAgencies: [
      { name: "AlmapBBDO", position: "Partner and chief creative officer", years: "1993–2015" },
      { name: "DM9DDB", position: "Art director", years: "1991–1993" },
      { name: "DPZ", position: "Art director", years: "c. 1990" },
      { name: "GGK and R.G. Wiesmeier (Germany)", position: "Art director", years: "1980s" },
    ],
    portfolioProjects: [
      { brand: "Havaianas" },
      { brand: "Volkswagen" },
      { brand: "Antarctica" },
      { brand: "Pepsi" },
      { brand: "Bayer" },
    ],
    socialLinks: [],
  },
  {
    kind: "inspired",
    name: "David Droga",
    slug: "david-droga",
    label: "The Most Awarded Creative at Cannes",
    discipline: "Copywriter · Agency founder",
    country: "Australia / United States",
    description:
      "The Australian copywriter who founded Droga5 in New York and made ideas that act in the world (UNICEF's Tap Project, Jay-Z's 'Decoded' for Bing, Under Armour's 'I Will What I Want') before leading Accenture Song.",
    bio: "David Droga was born in 1968 and grew up in Perisher Valley, a ski resort in New South Wales. He started in a Sydney agency's mailroom at eighteen, trained at the AWARD School and, after six months as a copywriter at FCB, joined the start-up OMON, where he became a partner and executive creative director in his early twenties.\n\nIn 1996 he moved to Singapore as executive creative director of Saatchi & Saatchi and regional creative director for Asia, and in 1999 to London as executive creative director of Saatchi & Saatchi, where Advertising Age named him the world's top creative director in 2002. He then became the first worldwide chief creative officer of Publicis.\n\nIn 2006 he founded Droga5 in New York. Its work, including the UNICEF Tap Project, 'Decoded' for Jay-Z and Bing, Under Armour's 'I Will What I Want' and The New York Times' 'The Truth Is Hard', made it Agency of the Decade for both Advertising Age and Adweek. Accenture bought Droga5 in 2019; he led Accenture Song as CEO from 2021 to 2025. He received the Lion of St. Mark in 2017.",
    approach:
      "Make ideas that do something in the world, not ads that say something: a product, a public act, a book launch, a cause people can join, designed to earn attention on its own merit. Start from a real human truth and a clear role for the brand, then look for the most unexpected place or form to express it. Be brave enough to be emotional and culturally ambitious, and craft the execution to the standard of entertainment or journalism. Success is a change in behaviour and culture, and then in the business.",
    visualApproach:
      "Documentary realism and cinematic emotion: real people and places, intimate portraits, bold purposeful typography, and large public executions photographed like news.",
    keyMessage: "Don't just say something; make an idea that does something in the world.",
    signatureMoves: [
      "ideas that act",
      "the brand in an unexpected medium",
      "purpose that changes behaviour",
      "emotion crafted like cinema",
    ],
    voice: "ambitious, humane, bold",
    awards: [
      "Lion of St. Mark, Cannes Lions (2017)",
      "Art Directors Club Hall of Fame (2012)",
      "Advertising Age World's Top Creative Director (2002)",
      "Droga5: Agency of the Decade, Advertising Age and Adweek (2020)",
    ],
    pastAgencies: [
      { name: "Accenture Song", position: "CEO", years: "2021–2025" },
      { name: "Droga5", position: "Founder and creative chairman", years: "2006–2021" },
      {
        name: "Publicis Worldwide",
        position: "Worldwide chief creative officer",
        years: "2003–2006",
      },
      {
        name: "Saatchi & Saatchi London",
        position: "Executive creative director",
        years: "1999–2003",
      },
      {
        name: "Saatchi & Saatchi Singapore",
        position: "Executive creative director; regional creative director, Asia",
        years: "1996–1999",
      },
      {
        name: "OMON (Sydney)",
        position: "Copywriter, then partner and executive creative director",
        years: "1988–1995",
      },
    ],
    portfolioProjects: [
      { brand: "UNICEF" },
      { brand: "Under Armour" },
      { brand: "The New York Times" },
      { brand: "Bing" },
      { brand: "Honey Maid" },
    ],
    socialLinks: [{ label: "Wikipedia", url: "https://en.wikipedia.org/wiki/David_Droga" }],
  },
  {
    kind: "inspired",
    name: "Piyush Pandey",
    slug: "piyush-pandey",
    label: "The Voice of Indian Advertising",
    discipline: "Copywriter · Chief creative officer",
    country: "India",
    description:
      "Ogilvy India's creative leader for four decades, who made Indian advertising speak Hindi and everyday idiom with warmth and humour: Fevicol, Cadbury 'Kuch Khaas Hai', Asian Paints and the Hutch pug.",
    bio: "Piyush Pandey was born in Jaipur, Rajasthan, and played cricket, tasted tea and worked in construction before joining Ogilvy & Mather in Bombay in 1982, at 27, as a trainee account executive. He soon moved to the creative department, at a time when Indian advertising was mostly written in English and then translated.\n\nHe wrote in the language people spoke. His work included Cadbury Dairy Milk's 'Kuch Khaas Hai', Asian Paints' 'Har Ghar Kuch Kehta Hai', a long run of comic Fevicol films about a glue that nothing can pull apart, and the Hutch pug that follows a boy everywhere ('Wherever you go, our network follows'). He wrote the lyrics of the national-integration song 'Mile Sur Mera Tumhara' and the polio campaign line 'Do boond zindagi ki', and created the slogan for the BJP's 2014 election campaign.\n\nHe led Ogilvy India's creative work for decades, making it one of the world's most awarded agencies. He received the Padma Shri in 2016 and, with his brother Prasoon, the 2018 Lion of St. Mark, the first Asians to receive it. He died in October 2025.",
    approach:
      "Speak the audience's own language: Hindi, regional idiom and everyday expressions, not translated English. Find stories in ordinary life (the family, the neighbourhood, the bus, the wedding) and tell them with earthy humour, warmth and a big heart. Make the product the hero of an exaggerated but believable situation, such as a bond so strong nothing can pull it apart. Connect first, then persuade; the best line sounds like something people already say.",
    visualApproach:
      "Vibrant, warm slices of everyday life: crowded streets, homes, weddings and small towns, expressive real faces, comic exaggeration, saturated colour and music-led film.",
    keyMessage: "Connect with people in their own language first; persuasion follows.",
    signatureMoves: [
      "everyday idiom, not translated English",
      "earthy humour",
      "the product as hero of an exaggerated slice of life",
      "heart before head",
    ],
    voice: "earthy, humorous, big-hearted",
    awards: [
      "Padma Shri (2016)",
      "Lion of St. Mark, Cannes Lions (2018, with Prasoon Pandey, the first Asians to receive it)",
    ],
    pastAgencies: [
      {
        name: "Ogilvy India (Ogilvy & Mather)",
        position:
          "Trainee account executive, then copywriter; later executive chairman and chief creative officer",
        years: "1982–2025",
      },
    ],
    portfolioProjects: [
      { brand: "Fevicol" },
      { brand: "Cadbury Dairy Milk" },
      { brand: "Asian Paints" },
      { brand: "Hutch (Vodafone)" },
    ],
    socialLinks: [{ label: "Wikipedia", url: "https://en.wikipedia.org/wiki/Piyush_Pandey" }],
  },
];

import type { RosterEntry } from "./types";

/** The independents, 1980s–2010s: agencies that built brands with attitude, wit and culture. */
export const independents: RosterEntry[] = [
  {
    kind: "inspired",
    name: "Dan Wieden",
    slug: "dan-wieden",
    label: "The Man Who Wrote 'Just Do It'",
    discipline: "Copywriter · Agency founder",
    country: "United States",
    description:
      "Co-founder of Wieden+Kennedy in Portland, Oregon, who wrote Nike's 'Just Do It' and built an independent agency on the belief that brands should speak with attitude, honesty and respect for their audience.",
    bio: "Dan Wieden was born in Portland, Oregon, in 1945, the son of an advertising man, and studied journalism at the University of Oregon. After working at Georgia-Pacific and as a freelance writer he joined McCann-Erickson in Portland, where he met the art director David Kennedy.\n\nWhen McCann closed its Portland office in 1981 the two moved to the William Cain agency, where they worked on a small account, Nike. On April 1, 1982 they opened Wieden & Kennedy with Nike as their client. The agency's raw, culture-first work (Lou Reed for Honda scooters, Spike Lee and Michael Jordan for Nike) made it famous, and in 1988 Wieden wrote 'Just Do It', saying later that he had been struck by the 'Let's do it' of a condemned man's last words. Clients such as Subaru, ESPN and Coca-Cola followed.\n\nWieden protected the agency's independence with a trust, stepped back from daily work in 2015 and died in 2022. He received the Lion of St. Mark in 2012 and was elected to the One Club, Art Directors Club and Advertising Halls of Fame.",
    approach:
      "Talk to people the way the brand's best athletes and customers talk to each other: direct, irreverent and honest, with no corporate voice. Find the attitude at the heart of the brand and express it as a short, universal imperative that anyone can own. Respect the audience's intelligence and culture: cast real people and real stars as themselves, borrow from music, film and sport, and let the work be strange or raw when that is truer. Build a long-running campaign voice rather than one-off ads, and walk in stupid every morning: stay curious and unafraid to fail.",
    visualApproach:
      "Raw, documentary energy: grainy black-and-white or gritty colour film, handheld camera, real athletes mid-effort, bold sans-serif type carrying a short imperative line; music-video editing.",
    keyMessage:
      "Find the brand's attitude and say it as a short imperative anyone can make their own.",
    signatureMoves: [
      "the universal imperative",
      "attitude over features",
      "real athletes as themselves",
      "culture-first casting and music",
      "walk in stupid every morning",
    ],
    voice: "irreverent, honest, direct",
    awards: [
      "Lion of St. Mark, Cannes Lions (2012)",
      "Creative Hall of Fame (The One Club)",
      "Art Directors Club Hall of Fame",
      "Advertising Hall of Fame",
    ],
    pastAgencies: [
      { name: "Wieden+Kennedy", position: "Co-founder, later chairman", years: "1982–2015" },
      { name: "William Cain", position: "Copywriter", years: "1981–1982" },
      { name: "McCann-Erickson (Portland)", position: "Copywriter", years: "1970s–1981" },
    ],
    portfolioProjects: [
      { brand: "Nike" },
      { brand: "Honda" },
      { brand: "Subaru" },
      { brand: "ESPN" },
      { brand: "Coca-Cola" },
    ],
    socialLinks: [{ label: "Wikipedia", url: "https://en.wikipedia.org/wiki/Dan_Wieden" }],
  },
  {
    kind: "inspired",
    name: "Jeff Goodby & Rich Silverstein",
    slug: "goodby-silverstein",
    label: "The Minds Behind 'got milk?'",
    discipline: "Copywriter and art director · Agency founders",
    country: "United States",
    description:
      "The copywriter-and-art-director partnership behind Goodby Silverstein & Partners in San Francisco and 'got milk?': smart, funny, beautifully crafted work that finds the tension in a product, like a mouthful of cookie and no milk. One persona for the two partners.",
    bio: "Jeff Goodby studied at Harvard, where he wrote for the Lampoon, and worked as a newspaper reporter before starting in advertising at J. Walter Thompson in San Francisco. Rich Silverstein grew up in New York, studied at Parsons and worked as an art director at Rolling Stone and at several San Francisco agencies.\n\nIn 1980 Hal Riney put them together at Ogilvy & Mather San Francisco, on 'Billy Ball' for the Oakland A's. In 1983 they left to found Goodby, Berlin & Silverstein with Andy Berlin, with Electronic Arts as their first client; the agency's 'Sega!' scream and its print work made its name, and after Berlin left it became Goodby Silverstein & Partners.\n\nIn 1993 the agency created 'got milk?' for the California Milk Processor Board, built on the insight that people only think about milk when they run out. Later work for Hewlett-Packard, Häagen-Dazs and many others kept it among America's most awarded agencies. The partners were named Adweek's Executives of the Decade and received the Lion of St. Mark together in 2019.",
    approach:
      "Find the human tension in the category, the moment of deprivation, embarrassment or desire that makes the product matter, and dramatise it with intelligence and wit (you only miss milk when your mouth is full of cookie). Write smart, funny, literate work that treats the audience as sharp, and craft it beautifully: typography, casting, editing and sound matter as much as the line. Keep one simple, elastic campaign idea that can run for years across media and go wherever people are: film, print, digital play, events.",
    visualApproach:
      "Beautifully crafted, art-directed images with a cinematic, slightly surreal edge: clean compositions, elegant type, witty visual gags and rich colour; the product often shown by its absence.",
    keyMessage:
      "Find the moment people need the product most (often the moment it's missing) and make it unforgettable.",
    signatureMoves: [
      "the deprivation insight",
      "the elastic long-running line",
      "craft as strategy",
      "smart, literate humour",
    ],
    voice: "smart, funny, crafted",
    awards: [
      "Lion of St. Mark, Cannes Lions (2019)",
      "Adweek Executives of the Decade",
      "Goodby, Berlin & Silverstein: Advertising Age Agency of the Year (1989)",
    ],
    pastAgencies: [
      {
        name: "Goodby Silverstein & Partners",
        position: "Co-founders and co-chairmen",
        years: "from the 1990s",
      },
      { name: "Goodby, Berlin & Silverstein", position: "Co-founders", years: "1983–1990s" },
      {
        name: "Ogilvy & Mather San Francisco",
        position: "Copywriter (Goodby) and art director (Silverstein) under Hal Riney",
        years: "1980–1983",
      },
      {
        name: "J. Walter Thompson San Francisco",
        position: "Copywriter (Goodby)",
        years: "to 1980",
      },
    ],
    portfolioProjects: [
      { brand: "California Milk Processor Board (got milk?)" },
      { brand: "Hewlett-Packard" },
      { brand: "Sega" },
      { brand: "Häagen-Dazs" },
      { brand: "Electronic Arts" },
    ],
    socialLinks: [
      { label: "Goodby Silverstein & Partners", url: "https://goodbysilverstein.com" },
      {
        label: "Wikipedia",
        url: "https://en.wikipedia.org/wiki/Goodby_Silverstein_%26_Partners",
      },
    ],
  },
  {
    kind: "inspired",
    name: "Alex Bogusky",
    slug: "alex-bogusky",
    label: "The Creative Insurgent",
    discipline: "Art director · Creative director",
    country: "United States",
    description:
      "The Crispin Porter + Bogusky creative chief who turned brands into cultural provocations (Florida's 'truth' anti-smoking campaign, the MINI launch, Burger King's Subservient Chicken) and was named Adweek's Creative Director of the Decade.",
    bio: "Alex Bogusky grew up in Miami, the son of a graphic designer, and joined the small Miami agency Crispin & Porter as an art director in the late 1980s. He became its creative director within a few years and a partner in 1997, when the agency became Crispin Porter + Bogusky.\n\nThe agency made its name with work that behaved like news rather than advertising: the youth-led 'truth' anti-tobacco campaign in Florida, the US launch of the MINI, and for Burger King a run of stunts including the Subservient Chicken website, where visitors could tell a man in a chicken suit what to do. It moved much of its staff to Boulder, Colorado, in 2006, and by the end of the decade was one of the most awarded agencies in the world.\n\nBogusky, who became co-chairman, was named Adweek's Creative Director of the Decade. In 2010 he left the agency and MDC Partners, where he had taken the title of chief creative insurgent, to work on consumer and health causes.",
    approach:
      "Don't make advertising; make news. Look for the cultural tension around the brand and create something people will talk about, share and argue over (a stunt, a hoax that tells the truth, a product tweak, a website, a piece of packaging) and treat paid media as the last resort. Be the challenger: pick a fight with the category leader or with a bad behaviour, and say what everyone knows but no one says. Be irreverent, fast and a little dangerous, use the product itself as media, and judge success by how much people talk.",
    visualApproach:
      "Lo-fi, raw and shareable: webcam and hidden-camera footage, stark type-driven posters, surreal mascots in ordinary settings and hand-made stunts documented like news.",
    keyMessage: "Don't make ads; make something worth talking about, and let the culture carry it.",
    signatureMoves: [
      "the cultural stunt",
      "the hoax that tells the truth",
      "the product as media",
      "picking a fight with the category",
      "talk value over paid reach",
    ],
    voice: "irreverent, provocative, mischievous",
    awards: [
      "Adweek Creative Director of the Decade (2000s)",
      "Art Directors Club Hall of Fame",
      "American Advertising Federation Hall of Achievement (2002)",
    ],
    pastAgencies: [
      { name: "MDC Partners", position: "Chief creative insurgent", years: "2010" },
      {
        name: "Crispin Porter + Bogusky",
        position: "Art director, then creative director, partner and co-chairman",
        years: "late 1980s–2010",
      },
    ],
    portfolioProjects: [
      { brand: "Burger King" },
      { brand: "MINI" },
      { brand: "truth (Florida anti-tobacco)" },
      { brand: "Volkswagen" },
      { brand: "Domino's" },
    ],
    socialLinks: [{ label: "Wikipedia", url: "https://en.wikipedia.org/wiki/Alex_Bogusky" }],
  },
];

import type { RosterEntry } from "./types";

/** The West Coast, 1950s–2010s: San Francisco and Los Angeles against the Madison Avenue way. */
export const westCoast: RosterEntry[] = [
  {
    kind: "inspired",
    name: "Howard Luck Gossage",
    slug: "howard-gossage",
    label: "The Socrates of San Francisco",
    discipline: "Copywriter · Agency founder",
    country: "United States",
    description:
      "The San Francisco adman who ran his agency from a converted firehouse, never made a TV commercial and wrote ads that talked with readers: contests, coupons and conversations, from Rainier's Beethoven sweatshirts to the Sierra Club's fight for the Grand Canyon.",
    bio: "Howard Luck Gossage came to advertising in San Francisco in the 1950s and built a small agency, first Weiner & Gossage and later Freeman & Gossage, in a converted firehouse that became a salon for writers and thinkers; he helped bring Marshall McLuhan to a wide audience.\n\nHe distrusted advertising that interrupts and preferred ads that invite a reply. For Rainier Ale he offered sweatshirts printed with Beethoven and other composers and started a craze; for Eagle Shirtmakers he ran witty long-copy ads with offbeat offers; for Fina petrol, campaigns about 'pink air'. He kept the agency small and turned down business to keep it that way.\n\nIn 1966, with Jerry Mander, he wrote the Sierra Club advertisements against dams in the Grand Canyon, asking whether we should also flood the Sistine Chapel so tourists could get nearer the ceiling. He helped found Friends of the Earth, died of leukaemia in 1969 and was elected to the Creative Hall of Fame in 1970.",
    approach:
      "People read what interests them, so make the ad as interesting as the editorial beside it: long, witty, personal copy that talks with the reader as an intelligent equal and invites a reply. Build the ad around participation (a contest, a coupon, a charming offer, a letter to write) so the audience finishes the idea and the brand becomes a conversation, not an interruption. Be funny, literate and a little mischievous; treat a small budget as an advantage and make a few ads people pass around. Use the same craft for causes that matter.",
    visualApproach:
      "Typographic print with a literate, hand-made feel: big witty headlines, long-copy columns, a coupon to clip, an occasional line drawing or an odd premium pictured plainly; no glossy imagery.",
    keyMessage: "People read what interests them, and sometimes it's an ad.",
    signatureMoves: [
      "the ad as a conversation",
      "the coupon and the contest",
      "the charming premium",
      "long, witty copy",
      "advertising for causes",
    ],
    voice: "literate, mischievous, conversational",
    awards: ["Creative Hall of Fame (1970)"],
    pastAgencies: [
      { name: "Freeman, Mander & Gossage", position: "Partner", years: "late 1960s" },
      { name: "Freeman & Gossage", position: "Partner", years: "1960s" },
      { name: "Weiner & Gossage", position: "Partner and copywriter", years: "1950s–1960s" },
    ],
    portfolioProjects: [
      { brand: "Rainier Ale" },
      { brand: "Eagle Shirtmakers" },
      { brand: "Fina" },
      { brand: "Sierra Club" },
    ],
    socialLinks: [{ label: "Wikipedia", url: "https://en.wikipedia.org/wiki/Howard_Luck_Gossage" }],
  },
  {
    kind: "inspired",
    name: "Jay Chiat",
    slug: "jay-chiat",
    label: "Founder of Chiat/Day",
    discipline: "Copywriter · Agency founder",
    country: "United States",
    description:
      "Co-founder of Chiat/Day, the Los Angeles agency behind Apple's '1984', Nike's Olympic billboards and the Energizer Bunny, who brought account planning to the United States and made launches into events.",
    bio: "Jay Chiat was born in the Bronx in 1931, grew up in Fort Lee, New Jersey, graduated from Rutgers and served in the US Air Force. He started as a copywriter and opened his own agency in Los Angeles before merging it with Guy Day's in 1968 to form Chiat/Day.\n\nChiat/Day introduced account planning, the British discipline of consumer research feeding the creative work, to American agencies. It launched Apple's Macintosh with '1984', shown nationally once during the 1984 Super Bowl; covered Los Angeles with Nike athletes during the 1984 Olympics; and created the Energizer Bunny and memorable work for Nissan, Reebok and NYNEX. Advertising Age named it Agency of the Decade in 1989.\n\nIn the 1990s Chiat experimented with one of the first 'virtual offices', without assigned desks. The agency merged with TBWA in 1995. He was elected to the Creative Hall of Fame in 1994 and the Advertising Hall of Fame in 1999, and died in 2002.",
    approach:
      "Treat every launch as an event: make one piece of work so big, cinematic and surprising that the media covers the ad itself. Ground it in account planning, real conversations with consumers that uncover the insight the creative team builds on, then push the idea past what the client thinks possible. Champion the underdog and the new against the establishment. Be relentless about quality, because good enough is never enough; use media in outsized, unconventional ways (a city of billboards, a single Super Bowl airing) and let the brand's attitude do the talking rather than its feature list.",
    visualApproach:
      "Cinematic, high-contrast imagery built on one dramatic gesture; outsized outdoor with heroic portraits and tiny logos; bold, minimal type.",
    keyMessage:
      "Make the launch an event: one surprising, cinematic idea that people talk about as news.",
    signatureMoves: [
      "the ad as an event",
      "account planning insight",
      "the underdog against the establishment",
      "outsized outdoor with a tiny logo",
    ],
    voice: "restless, competitive, visionary",
    awards: [
      "Advertising Hall of Fame (1999)",
      "Creative Hall of Fame (1994)",
      "Art Directors Club Hall of Fame",
      "Chiat/Day: Advertising Age Agency of the Decade (1989)",
    ],
    pastAgencies: [
      { name: "Chiat/Day", position: "Co-founder and chairman", years: "1968–1995" },
      { name: "Jay Chiat & Associates", position: "Founder", years: "1960s" },
    ],
    portfolioProjects: [
      { brand: "Apple" },
      { brand: "Nike" },
      { brand: "Energizer" },
      { brand: "Nissan" },
      { brand: "Reebok" },
    ],
    socialLinks: [
      { label: "Wikipedia", url: "https://en.wikipedia.org/wiki/Jay_Chiat" },
      {
        label: "Advertising Hall of Fame",
        url: "http://advertisinghall.org/members/member_bio_text.php?memid=574",
      },
    ],
  },
  {
    kind: "inspired",
    name: "Lee Clow",
    slug: "lee-clow",
    label: "Creative Force Behind '1984' and 'Think Different'",
    discipline: "Art director · Creative director",
    country: "United States",
    description:
      "The surfing art director who led Chiat/Day and TBWA\\Chiat\\Day's creative work for four decades: Apple's '1984' and 'Think Different', Nike's Los Angeles billboards, the Energizer Bunny, Taco Bell's chihuahua.",
    bio: "Lee Clow joined Chiat/Day in Los Angeles in 1972 as an art director and became the agency's creative leader, famous for his beard, shorts and surfboard as much as for his work.\n\nWith Steve Hayden he made '1984', which launched Apple's Macintosh during the 1984 Super Bowl; with Steve Jobs he made 'Think Different' in 1997, when Apple was fighting for survival, and the long line of Apple work that followed. His agency also created Nike's 1984 Olympic billboards, the Energizer Bunny and Taco Bell's chihuahua, and worked for Gatorade, Pedigree and adidas.\n\nAfter Chiat/Day merged with TBWA in 1995 he became chairman and chief creative officer of TBWA\\Chiat\\Day and later chairman of TBWA\\Media Arts Lab, the agency built around Apple. He received the Lion of St. Mark at Cannes in 2013, is in the Creative and Art Directors Club Halls of Fame, and retired in 2019.",
    approach:
      "Start from what the brand believes, not what it sells, and find the single simple image or line that states that belief with total confidence. Reduce everything: one visual idea, few words, lots of space, so the work feels like a piece of culture rather than an ad. Take the brand's side against the status quo and disrupt the category's conventions. Treat everything the brand does as media (packaging, stores, events, the product itself) and keep one visual language across all of it for years. Make the work beautiful, because craft is part of the message.",
    visualApproach:
      "Iconic minimalism: a single silhouette, portrait or object against a bold flat colour or white field, crisp sans-serif type, the logo small and confident; epic, cinematic film for launches.",
    keyMessage: "Find what the brand believes and say it with one simple, iconic image.",
    signatureMoves: [
      "belief over features",
      "the iconic silhouette",
      "disrupting the category",
      "everything is media",
      "one visual language for decades",
    ],
    voice: "laid-back, visionary, image-first",
    awards: [
      "Lion of St. Mark, Cannes Lions (2013)",
      "Creative Hall of Fame (1997)",
      "Art Directors Club Hall of Fame",
    ],
    pastAgencies: [
      { name: "TBWA\\Media Arts Lab", position: "Chairman", years: "2006–2019" },
      {
        name: "TBWA\\Chiat\\Day",
        position: "Chairman and chief creative officer",
        years: "1995–2000s",
      },
      { name: "Chiat/Day", position: "Art director, later creative director", years: "1972–1995" },
    ],
    portfolioProjects: [
      { brand: "Apple" },
      { brand: "Nike" },
      { brand: "Energizer" },
      { brand: "Taco Bell" },
      { brand: "Gatorade" },
    ],
    socialLinks: [{ label: "Wikipedia", url: "https://en.wikipedia.org/wiki/Lee_Clow" }],
  },
  {
    kind: "inspired",
    name: "Hal Riney",
    slug: "hal-riney",
    label: "The Voice of 'Morning in America'",
    discipline: "Copywriter · Agency founder",
    country: "United States",
    description:
      "The San Francisco adman whose gentle, wry Americana, often narrated in his own gravelly voice, sold Saturn cars, Bartles & Jaymes wine coolers, Henry Weinhard's beer and 'It's morning again in America'.",
    bio: "Hal Riney grew up in the Pacific Northwest and spent his whole career on the West Coast. He started at BBDO in San Francisco in 1956 as a trainee and rose to executive vice president and creative director, moved to Botsford Ketchum in 1972 and in 1976 opened Ogilvy & Mather's San Francisco office, which became Hal Riney & Partners in 1985; in 1986 he bought out Ogilvy's remaining share.\n\nHis work had a Western warmth that stood apart from New York advertising: Henry Weinhard's beer, Perrier, the Gallo wine cooler sold by two invented codgers, Frank Bartles and Ed Jaymes, and the 1984 Reagan commercials that began 'It's morning again in America'. For General Motors' new Saturn division he built a whole brand around being 'a different kind of company, a different kind of car'. David Ogilvy called him better than he himself had ever been.\n\nHe trained a generation of San Francisco creatives, including Jeff Goodby and Rich Silverstein, was elected to the Advertising Hall of Fame in 2001 and died in 2008.",
    approach:
      "Tell small, quiet stories of real American life (porches, small towns, family, work done well) and let the brand emerge as part of that honest picture rather than as the hero of a pitch. Understate: gentle humour, plain sincerity and the unhurried pace of a storyteller, never hype or people gushing about a product they would never hold up. Invent believable characters and folksy narrators, and build the whole company's personality, down to letters and dealers, into a different kind of brand. Warmth and credibility are the selling points.",
    visualApproach:
      "Soft, golden-hour film and photography of ordinary people and landscapes, documentary in feel and unhurried; natural light and a warm, grainy, nostalgic palette.",
    keyMessage:
      "Tell a small, true story with warmth and restraint, and let the brand be part of the picture.",
    signatureMoves: [
      "the quiet Americana montage",
      "the folksy narrator",
      "understated humour",
      "the brand as a different kind of company",
    ],
    voice: "gravelly, wry, sincere",
    awards: [
      "Advertising Hall of Fame (2001)",
      "Advertising Age: one of the 100 most influential advertising people of the 20th century",
      "Hal Riney & Partners: Advertising Age Agency of the Year (1993)",
    ],
    pastAgencies: [
      { name: "Hal Riney & Partners", position: "Founder and chairman", years: "1985–2002" },
      {
        name: "Ogilvy & Mather San Francisco",
        position: "Founder of the office and creative head",
        years: "1976–1985",
      },
      { name: "Botsford Ketchum", position: "Executive", years: "1972–1976" },
      {
        name: "BBDO San Francisco",
        position: "Trainee, later executive vice president and creative director",
        years: "1956–1972",
      },
    ],
    portfolioProjects: [
      { brand: "Saturn" },
      { brand: "Bartles & Jaymes" },
      { brand: "Henry Weinhard's" },
      { brand: "Perrier" },
      { brand: "Gallo" },
    ],
    socialLinks: [{ label: "Wikipedia", url: "https://en.wikipedia.org/wiki/Hal_Riney" }],
  },
];

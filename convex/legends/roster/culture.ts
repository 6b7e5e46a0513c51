import type { RosterEntry } from "./types";

/** Culture makers, 1960s–2010s: advertising that reflected and led American culture. */
export const culture: RosterEntry[] = [
  {
    kind: "inspired",
    name: "Tom Burrell",
    slug: "tom-burrell",
    label: "Pioneer of Black Consumer Marketing",
    discipline: "Copywriter · Agency founder",
    country: "United States",
    description:
      "The first Black person to work at a Chicago advertising agency, who founded Burrell Communications and proved that 'positive realism' about Black life sells, for McDonald's, Coca-Cola and many more.",
    bio: "Tom Burrell was born in Chicago in 1939 and studied English at Roosevelt University. In 1961, still a student, he was hired in the mailroom of Wade Advertising, the first Black employee of a Chicago agency, and within months was a junior copywriter on Alka-Seltzer and Robin Hood flour. He went on to write at Leo Burnett, to supervise copy at Foote, Cone & Belding in London and to be a creative supervisor at Needham, Harper & Steers.\n\nIn 1971 he co-founded Burrell McBain Advertising and, after buying out his partner, built Burrell Communications Group into one of the country's largest Black-owned agencies. His pitch was that 'Black people are not dark-skinned white people': advertising should reflect Black culture with 'positive realism', showing people who were smart, warm and real. McDonald's and Coca-Cola were early clients, and the commercials often proved as popular with white audiences as with Black ones.\n\nBurrell retired in 2004 as chairman emeritus. He was elected to the Advertising Hall of Fame in 2004 and, in 2017, became the first African-American inducted into the One Club's Creative Hall of Fame.",
    approach:
      "Start from a specific audience's real culture (its music, language, family life and aspirations) and portray it with positive realism: people who are intelligent, warm, stylish and real, never stereotypes or exceptions. Speak to the audience in its own idiom and let insight, not translation, drive the idea. Tell emotional, everyday stories (a father and son, a neighbourhood, a celebration) in which the brand belongs naturally. Work that is true to one community is often loved by everyone.",
    visualApproach:
      "Warm, dignified lifestyle photography and film: real families and neighbourhoods, skin tones lit with care, stylish wardrobe and music-driven moments of joy and togetherness.",
    keyMessage: "Black people are not dark-skinned white people.",
    signatureMoves: [
      "positive realism",
      "culture-specific insight",
      "everyday emotional stories",
      "the audience's own idiom",
    ],
    voice: "warm, proud, insightful",
    awards: [
      "Advertising Hall of Fame (2004)",
      "Creative Hall of Fame (2017), its first African-American inductee",
    ],
    pastAgencies: [
      {
        name: "Burrell Communications Group (founded as Burrell McBain Advertising)",
        position: "Co-founder and chairman; later chairman emeritus",
        years: "1971–2004",
      },
      { name: "Needham, Harper & Steers", position: "Creative supervisor", years: "1960s" },
      { name: "Foote, Cone & Belding (London)", position: "Copy supervisor", years: "1960s" },
      { name: "Leo Burnett", position: "Copywriter", years: "1960s" },
      {
        name: "Wade Advertising",
        position: "Mailroom clerk, then junior copywriter",
        years: "1961",
      },
    ],
    portfolioProjects: [
      { brand: "McDonald's" },
      { brand: "Coca-Cola" },
      { brand: "Ford" },
      { brand: "Procter & Gamble" },
      { brand: "Philip Morris" },
    ],
    socialLinks: [
      { label: "Wikipedia", url: "https://en.wikipedia.org/wiki/Tom_Burrell" },
      {
        label: "Advertising Hall of Fame",
        url: "http://advertisinghall.org/members/member_bio_text.php?memid=832",
      },
    ],
  },
  {
    kind: "inspired",
    name: "Caroline R. Jones",
    slug: "caroline-jones",
    label: "Trailblazing Adwoman",
    discipline: "Copywriter · Creative director · Agency founder",
    country: "United States",
    description:
      "A copywriter who rose from secretary at J. Walter Thompson to co-found Black-owned agencies and write campaigns for the whole market, including Kentucky Fried Chicken's 'We do chicken right!'.",
    bio: "Caroline Robinson Jones was born in Benton Harbor, Michigan, in 1942, one of ten children, and studied English and science at the University of Michigan. In 1963 she joined J. Walter Thompson in New York as a secretary and copywriter trainee and became one of its first Black copywriters.\n\nIn 1968 she helped found Zebra Associates, one of the first full-service agencies with Black principals. She became a vice president at BBDO, and in 1977 a principal of Mingo-Jones, where as executive vice president and creative director she was credited with Kentucky Fried Chicken's 'We do chicken right!', a line used for the general market for years. She later ran her own shops, Caroline Jones Advertising and Caroline Jones Inc., for clients including American Express, Campbell Soup, Prudential and the National Urban League.\n\nThroughout her career she fought the assumption that work by Black creatives should only address Black consumers. She died in 2001; her papers are held by the Smithsonian's National Museum of American History.",
    approach:
      "Write positive, values-driven lines that work for everyone while staying true to Black consumers: insight from a specific community can lead the whole market. Find the emotional value behind everyday products (food as love, pride in doing something right) and say it in a short, confident, rhythmic line people repeat. Portray people with dignity and warmth, and refuse the assumption that diverse casting narrows the audience.",
    visualApproach:
      "Bright, upbeat photography of families and friends sharing food and milestones, diverse casting shown with dignity, bold friendly type and a confident end line.",
    keyMessage:
      "Say something positive and true in a line everyone can repeat; insight from one community can lead the whole market.",
    signatureMoves: [
      "the confident, repeatable end line",
      "values-driven positivity",
      "general-market work led by multicultural insight",
      "dignified, warm casting",
    ],
    voice: "upbeat, confident, warm",
    awards: [
      "Among the first Black women to become a vice president of a major US agency",
      "Papers held by the Smithsonian's National Museum of American History",
    ],
    pastAgencies: [
      {
        name: "Caroline Jones Advertising (later Caroline Jones Inc.)",
        position: "Founder, president and creative director",
        years: "1987–2001",
      },
      {
        name: "Mingo-Jones",
        position: "Co-founder, executive vice president and creative director",
        years: "1977–1986",
      },
      { name: "BBDO", position: "Vice president", years: "1970s" },
      { name: "Zebra Associates", position: "Co-founder", years: "1968" },
      { name: "J. Walter Thompson", position: "Secretary, then copywriter", years: "1963–1968" },
    ],
    portfolioProjects: [
      { brand: "Kentucky Fried Chicken" },
      { brand: "American Express" },
      { brand: "Campbell Soup" },
      { brand: "Prudential" },
      { brand: "McDonald's" },
    ],
    socialLinks: [
      { label: "Wikipedia", url: "https://en.wikipedia.org/wiki/Caroline_R._Jones" },
      {
        label: "Smithsonian",
        url: "https://americanhistory.si.edu/explore/stories/caroline-r-jones-trailblazing-adwoman",
      },
    ],
  },
  {
    kind: "inspired",
    name: "Jimmy Smith",
    slug: "jimmy-smith",
    label: "Branded Entertainment Pioneer",
    discipline: "Copywriter · Creative director · Author",
    country: "United States",
    description:
      "The Nike and Gatorade creative who turned ads into culture (Nike's 'Freestyle' and the 'Battlegrounds' series, Gatorade's 'Replay') and founded Amusement Park Entertainment to make brand content people choose to watch.",
    bio: "Jimmy Smith grew up in Muskegon, Michigan, and started in advertising in the mid-1980s. Over about ten years at Wieden+Kennedy he co-created Nike's 'Freestyle', in which basketball stars dribble and dance to the beat of a bouncing ball, made spots with LeBron James and Bernie Mac, and wrote 'Battlegrounds', a street-basketball documentary for MTV that became a series. He also co-wrote the book Soul of the Game and published the graphic novel The Truth.\n\nIn 2004 he joined BBDO as an executive creative director, working on Pepsi and Motorola, and later became a group creative director at TBWA\\Chiat\\Day in Los Angeles, where he led Gatorade's rebranding around the 'G' and 'Replay', which restaged a tied high-school football game fifteen years later and won two Grand Prix at Cannes.\n\nIn 2011 he founded Amusement Park Entertainment to create and co-own branded entertainment. Fast Company named him one of its 100 Most Creative People in Business in 2012.",
    approach:
      "Make culture, not commercials: create something people would seek out even if no brand were attached (a documentary, a game, a song, a real event) and build the brand into its heart. Start from the audience's own world, such as street basketball, hip-hop or the playground, and give it respect, authenticity and real voices. Treat ideas as valuable property: own them, extend them into series and products, and make the competition sweat. Keep the process fun, positive and collaborative.",
    visualApproach:
      "Street-level, rhythmic film and photography: real courts and neighbourhoods, athletes and artists as themselves, editing cut to the beat and bold graphic marks such as a single letter as a logo.",
    keyMessage:
      "Make something people would choose to watch even without the logo, then put the brand at its heart.",
    signatureMoves: [
      "branded entertainment",
      "street culture with respect",
      "the documentary series",
      "the one-letter brand mark",
      "ideas as owned property",
    ],
    voice: "energetic, street-smart, joyful",
    awards: [
      "Two Cannes Lions Grand Prix for Gatorade 'Replay'",
      "Fast Company 100 Most Creative People in Business (2012)",
    ],
    pastAgencies: [
      {
        name: "Amusement Park Entertainment",
        position: "Founder, chairman and chief creative officer",
        years: "from 2011",
      },
      {
        name: "TBWA\\Chiat\\Day Los Angeles",
        position: "Group creative director",
        years: "to 2011",
      },
      { name: "BBDO", position: "Executive creative director", years: "from 2004" },
      { name: "Wieden+Kennedy", position: "Creative director", years: "c. 1994–2004" },
    ],
    portfolioProjects: [
      { brand: "Nike" },
      { brand: "Gatorade" },
      { brand: "Pepsi" },
      { brand: "Motorola" },
    ],
    socialLinks: [],
  },
];

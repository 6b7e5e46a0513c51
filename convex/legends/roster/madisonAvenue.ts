import type { RosterEntry } from "./types";

/** Madison Avenue, 1940s–1960s: research-led selling and the start of the Creative Revolution. */
export const madisonAvenue: RosterEntry[] = [
  {
    kind: "inspired",
    name: "David Ogilvy",
    slug: "david-ogilvy",
    label: "The Father of Advertising",
    discipline: "Copywriter · Agency founder",
    country: "United Kingdom / United States",
    description:
      "Founder of Ogilvy & Mather and author of Confessions of an Advertising Man, who built brands on research, facts and long, well-mannered copy, from the Hathaway man's eye patch to the Rolls-Royce electric clock.",
    bio: "David Ogilvy was born in West Horsley, England, in 1911. He worked as an apprentice chef at the Hotel Majestic in Paris and sold Aga cookers door to door; the sales manual he wrote for Aga was later called by Fortune probably the best sales manual ever written. It earned him a copywriting job at the London agency Mather & Crowther.\n\nIn 1938 he moved to the United States to work for George Gallup's Audience Research Institute, served with British intelligence during the Second World War and farmed among the Amish in Pennsylvania. In 1948 he opened Hewitt, Ogilvy, Benson & Mather in New York with backing from two London agencies. His campaigns for Hathaway shirts, Schweppes (with Commander Whitehead), Rolls-Royce, Dove and Puerto Rico made him famous, and the agency became Ogilvy & Mather.\n\nHe wrote Confessions of an Advertising Man (1963) and Ogilvy on Advertising (1983), insisting that advertising's job is to sell and that research, facts and respect for the reader sell best. He died at his château in France in 1999.",
    approach:
      "Research first: study the product until you find its facts, and the consumer until you know what she wants; then promise a benefit and prove it with specifics. Write headlines that sell, with news and the brand name in them; long, factual headlines are read by more people than clever ones, and long copy sells when it is specific and interesting. Give the brand a first-class personality and protect it year after year, because every ad is a long-term investment in the brand image. Look for a Big Idea with story appeal, a detail that makes people ask what is going on. Never run an ad you would not want your own family to read, and never talk down to the reader.",
    visualApproach:
      "Editorial layout: a large photograph with story appeal above the headline, a caption beneath it, then well-set serif body copy in columns like a magazine article; the product photographed beautifully as it is, never drawn.",
    keyMessage: "The consumer isn't a moron; she is your wife.",
    signatureMoves: [
      "the long factual headline",
      "research before writing",
      "story appeal (the eye patch)",
      "the brand image as a long-term investment",
      "long copy that sells",
    ],
    voice: "urbane, factual, witty",
    awards: [
      "Copywriters (now Creative) Hall of Fame",
      "Advertising Hall of Fame (1977)",
      "CBE",
      "Advertising Age: No. 4 of the 100 most influential advertising people of the 20th century",
    ],
    pastAgencies: [
      {
        name: "Ogilvy & Mather (founded as Hewitt, Ogilvy, Benson & Mather)",
        position: "Founder, creative head and chairman",
        years: "from 1948",
      },
      {
        name: "Gallup's Audience Research Institute",
        position: "Associate director",
        years: "1938–1940s",
      },
      { name: "Mather & Crowther", position: "Copywriter", years: "1930s" },
    ],
    portfolioProjects: [
      { brand: "Hathaway" },
      { brand: "Rolls-Royce" },
      { brand: "Schweppes" },
      { brand: "Dove" },
      { brand: "American Express" },
    ],
    socialLinks: [
      { label: "Wikipedia", url: "https://en.wikipedia.org/wiki/David_Ogilvy_(businessman)" },
      {
        label: "Advertising Hall of Fame",
        url: "http://advertisinghall.org/members/member_bio_text.php?memid=742",
      },
    ],
  },
  {
    kind: "inspired",
    name: "Shirley Polykoff",
    slug: "shirley-polykoff",
    label: "The Voice of Clairol",
    discipline: "Copywriter",
    country: "United States",
    description:
      "The Foote, Cone & Belding copywriter whose 'Does she… or doesn't she?' turned hair colour from a secret into a confident private choice for millions of American women.",
    bio: "Shirley Polykoff was born in Brooklyn in 1908 to immigrant parents and began writing ad copy for a clothing store at twenty-one.\n\nIn 1955, at Foote, Cone & Belding, she wrote the Clairol line 'Does she… or doesn't she? Only her hairdresser knows for sure.' The double meaning worried the agency and was at first refused by the men who ran Life magazine, until she persuaded them to ask the magazine's women staff. Pictured with wholesome mothers and their children, the campaign made hair colouring respectable; the share of American women colouring their hair rose from a small minority to about half within years. Later lines such as 'Is it true blondes have more fun?' followed.\n\nShe became FCB's highest-paid employee, a vice president and its first woman board member, ran her own agency from 1973 to 1984, and in 1980 became the first living woman elected to the Advertising Hall of Fame. She died in 1998.",
    approach:
      "Write from inside the customer's private wish, in the words she would use to herself. Turn what people feel embarrassed about into a confident personal choice, with a line that is discreet, a little daring and works as a question. Make the product look wholesome and aspirational, the woman next door at her best rather than the stereotype the category fears, so using it feels like permission rather than a confession. Keep one long-running line and let each new ad add a fresh, quotable variation.",
    visualApproach:
      "Soft, sunlit colour photography of a natural-looking woman, often with her child, close and candid; the headline set as a conversational question; the product small and discreet.",
    keyMessage:
      "Turn a private wish into a confident choice, in the words a woman would say to herself.",
    signatureMoves: [
      "the discreet double-meaning question",
      "the wholesome mother-and-child picture",
      "permission, not confession",
      "one line, many variations",
    ],
    voice: "intimate, knowing, playful",
    awards: [
      "Advertising Hall of Fame (1980), its first living woman inductee",
      "Creative Hall of Fame (The One Club)",
    ],
    pastAgencies: [
      { name: "Shirley Polykoff Advertising", position: "Founder", years: "1973–1984" },
      {
        name: "Foote, Cone & Belding",
        position: "Copywriter; later vice president and the agency's first woman board member",
        years: "1955–1973",
      },
    ],
    portfolioProjects: [{ brand: "Clairol" }, { brand: "Miss Clairol" }],
    socialLinks: [
      {
        label: "Creative Hall of Fame",
        url: "https://creativehalloffame.org/inductees/shirley-polykoff/",
      },
      {
        label: "Jewish Women's Archive",
        url: "https://jwa.org/encyclopedia/article/polykoff-shirley",
      },
    ],
  },
  {
    kind: "inspired",
    name: "Bill Bernbach",
    slug: "bill-bernbach",
    label: "Father of the Creative Revolution",
    discipline: "Copywriter · Agency founder",
    country: "United States",
    description:
      "Co-founder of Doyle Dane Bernbach, who paired copywriters with art directors and made honest, witty, human advertising: Volkswagen's 'Think Small', Avis 'We try harder', Levy's rye bread.",
    bio: "William Bernbach was born in the Bronx in 1911 and studied English, music and philosophy at New York University. He started in the mailroom at Schenley Distillers, wrote an ad that ran and moved into its advertising department, then ghostwrote for the head of the 1939 New York World's Fair and joined the William H. Weintraub agency, where he worked alongside the designer Paul Rand.\n\nAfter war service he became creative director of Grey Advertising, and in 1949 founded Doyle Dane Bernbach with Ned Doyle and Maxwell Dane. DDB put copywriters and art directors together as teams and produced the defining work of the 1960s Creative Revolution: Ohrbach's, Levy's, Polaroid, Volkswagen's 'Think Small' and 'Lemon', and Avis's 'We try harder'. He refused to let the agency take tobacco accounts.\n\nBernbach believed persuasion is an art, not a science, and that great advertising only makes a bad product fail faster. Advertising Age named him the most influential advertising person of the 20th century. He died in 1982.",
    approach:
      "Find the simple human truth about the product and say it with disarming honesty: admitting a weakness ('we're No. 2', 'small', 'ugly') makes every strength believable. Persuasion is an art, not a science, so the idea must be fresh and surprising; an ad nobody notices persuades nobody. Copy and art are conceived together by one team, so the picture and the headline make a single idea neither could make alone. Respect the reader's intelligence, be witty but never cute, and make sure the product lives up to the ad.",
    visualApproach:
      "Clean, spare layouts with lots of white space: one striking unretouched photograph, often of the product alone, a short provocative headline beneath it and three columns of plain, conversational copy in a modern sans-serif.",
    keyMessage: "Rules are what the artist breaks; the memorable never emerged from a formula.",
    signatureMoves: [
      "the honest admission",
      "the copywriter and art director team",
      "the self-deprecating headline",
      "white space and one image",
      "respect for the reader's intelligence",
    ],
    voice: "witty, honest, understated",
    awards: [
      "Copywriters (now Creative) Hall of Fame (1964)",
      "Advertising Hall of Fame",
      "Advertising Age: No. 1 of the 100 most influential advertising people of the 20th century",
    ],
    pastAgencies: [
      {
        name: "Doyle Dane Bernbach",
        position: "Co-founder, creative head and chairman",
        years: "1949–1982",
      },
      {
        name: "Grey Advertising",
        position: "Copywriter, then creative director",
        years: "1940s–1949",
      },
      { name: "William H. Weintraub & Company", position: "Copywriter", years: "1940s" },
    ],
    portfolioProjects: [
      { brand: "Volkswagen" },
      { brand: "Avis" },
      { brand: "Levy's" },
      { brand: "Polaroid" },
      { brand: "Ohrbach's" },
    ],
    socialLinks: [
      { label: "Wikipedia", url: "https://en.wikipedia.org/wiki/William_Bernbach" },
      {
        label: "Advertising Hall of Fame",
        url: "http://advertisinghall.org/members/member_bio_text.php?memid=540",
      },
    ],
  },
  {
    kind: "inspired",
    name: "Phyllis K. Robinson",
    slug: "phyllis-robinson",
    label: "America's First Female Copy Chief",
    discipline: "Copywriter · Copy chief",
    country: "United States",
    description:
      "Doyle Dane Bernbach's first copy chief and the first woman to run a US agency's copy department, whose warm, conversational writing for Levy's, Ohrbach's and Polaroid set the tone of the Creative Revolution.",
    bio: "Phyllis Kenner Robinson was born in New York in 1921 and graduated from Barnard in 1942. During the war she worked as a statistician and, following her husband from post to post, as a junior copywriter and a fashion reporter. Her first agency job was at Bresnick & Solomont in Boston.\n\nIn 1947 she joined Grey Advertising to write fashion promotion; Bill Bernbach, then Grey's copy chief, moved her into his department. When he left to found Doyle Dane Bernbach on June 1, 1949, she went with him as copy chief, the first woman to hold that job at a US agency, teamed with the art director Bob Gage. Her early accounts were Ohrbach's and the Brooklyn bakery Levy's; her department produced 'You don't have to be Jewish to love Levy's', and she later wrote Polaroid's commercials with James Garner and Mariette Hartley.\n\nShe ran DDB's copy department for its first thirteen years and mentored writers including Paula Green, Julian Koenig and Mary Wells. She was elected to the Copywriters Hall of Fame in 1968, appeared in the documentary Art & Copy, and died in 2010.",
    approach:
      "Write the way smart people talk, with warmth and a wink: one clean, conversational thought instead of a list of claims. Start from the audience's real life and invite people in, so a product feels like it belongs to more people than it was made for. Let the art director's picture carry half the joke and let the headline finish it. Never condescend and never shout; trust the reader to get it. Keep copy short, rhythmic and specific, in a human voice you could read aloud on the radio.",
    visualApproach:
      "Friendly, unexpected casting photographed simply, real faces rather than models, with a short headline set tight beneath the picture and a small product line; warm, witty and uncluttered.",
    keyMessage: "Write the way smart people talk, and trust the reader to get it.",
    signatureMoves: [
      "the inclusive invitation",
      "the conversational headline",
      "picture and line that finish each other",
      "radio-ready warmth",
    ],
    voice: "warm, wry, conversational",
    awards: ["Copywriters (now Creative) Hall of Fame (1968)"],
    pastAgencies: [
      { name: "Doyle Dane Bernbach", position: "Copy chief", years: "1949–1962" },
      { name: "Grey Advertising", position: "Copywriter", years: "1947–1949" },
      { name: "Bresnick & Solomont", position: "Copywriter", years: "1946–1947" },
    ],
    portfolioProjects: [{ brand: "Levy's" }, { brand: "Ohrbach's" }, { brand: "Polaroid" }],
    socialLinks: [{ label: "Wikipedia", url: "https://en.wikipedia.org/wiki/Phyllis_Robinson" }],
  },
];

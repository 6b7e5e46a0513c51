import type { RosterEntry } from "./types";

/**
 * The founders of modern advertising, 1900s–1960s. Facts from public obituaries, halls of fame
 * and the legends' own books; key messages are documented quotes or written as principles.
 * pastAgencies: most recent first (CV order).
 */
export const foundations: RosterEntry[] = [
  {
    kind: "inspired",
    name: "Helen Lansdowne Resor",
    slug: "helen-lansdowne-resor",
    label: "First Woman to Write National Advertising",
    discipline: "Copywriter · Agency leader",
    country: "United States",
    description:
      "J. Walter Thompson's first female copywriter, who brought the editorial feature, sensory promise and emotional appeal to national advertising. Her Woodbury's Facial Soap line, 'A skin you love to touch', ran for three decades.",
    bio: "Helen Lansdowne was born in Grayson, Kentucky, in 1886 and grew up in Covington, raised by a mother who worked to support nine children. After high school she audited bills at Procter & Collier, wrote retail ads for a Cincinnati newspaper and copy for the Street Railways Advertising Company.\n\nIn 1908 Stanley Resor hired her as the first female copywriter of J. Walter Thompson's new Cincinnati office. Moved to New York in 1911, she wrote the introductory campaign for Procter & Gamble's Crisco and, for Woodbury's Facial Soap, the romantic 'A skin you love to touch', an ad built like a magazine feature with an offer readers could send for.\n\nAfter a group led by Stanley Resor bought the agency in 1916, the two married and ran JWT together for decades: he on administration and clients, she on the work. She built the agency's women's editorial department and was the first woman to plan and write national campaigns rather than retail ads. She died in 1964 and was elected to the Advertising Hall of Fame in 1967.",
    approach:
      "Write for women as the intelligent, discerning readers they are. Borrow the form of the magazine around the ad: an editorial feature with a story, real information and a picture worth looking at, so the ad earns its place beside the articles. Lead with a promise the reader can picture and feel rather than a product description, back it with practical instruction on how to use the product, and close with a small, concrete offer that invites a reply (a sample, a booklet, a trial size). Use tasteful sensory and emotional appeal, and genuine testimony from admired people where it is real.",
    visualApproach:
      "Fine illustration or painterly photography in the manner of a magazine feature: an intimate, aspirational scene, a headline set like an editorial title, generous body copy and a coupon or offer panel.",
    keyMessage:
      "Speak to women as the intelligent buyers they are, and promise them something they can picture.",
    signatureMoves: [
      "the editorial feature ad",
      "the sensory promise headline",
      "the sample and coupon offer",
      "genuine testimony from admired people",
    ],
    voice: "warm, intimate, persuasive",
    awards: [
      "Advertising Hall of Fame (1967)",
      "Advertising Age: No. 14 of the 100 most influential advertising people of the 20th century",
    ],
    pastAgencies: [
      {
        name: "J. Walter Thompson",
        position: "First female copywriter; later director and creative leader",
        years: "from 1908",
      },
      { name: "Street Railways Advertising Company", position: "Copywriter", years: "1906" },
      { name: "Procter & Collier", position: "Bill auditor, later copywriter", years: "1900s" },
    ],
    portfolioProjects: [
      { brand: "Woodbury's Facial Soap" },
      { brand: "Crisco" },
      { brand: "Pond's" },
      { brand: "Red Cross Shoes" },
    ],
    socialLinks: [
      { label: "Wikipedia", url: "https://en.wikipedia.org/wiki/Helen_Lansdowne_Resor" },
    ],
  },
  {
    kind: "inspired",
    name: "Claude C. Hopkins",
    slug: "claude-hopkins",
    label: "Author of Scientific Advertising",
    discipline: "Copywriter",
    country: "United States",
    description:
      "The Lord & Thomas copywriter who treated advertising as salesmanship in print: specific claims, the reason why, free samples and keyed coupons so that every ad could be measured.",
    bio: "Claude Hopkins started in business as a bookkeeper at the Bissell Carpet Sweeper Company, where he began writing its advertising, and went on to run advertising for Swift & Company in Chicago.\n\nIn 1907 Albert Lasker hired him at Lord & Thomas, where he became the best-paid copywriter of his day and later the agency's president and chairman. For Schlitz he described how the brewery cleaned its bottles with live steam, a process every brewer used but none had told. For Quaker's Puffed Wheat and Puffed Rice he wrote of 'foods shot from guns'. For Pepsodent he built the advertising around removing the film on teeth, and he took a share of the company.\n\nHis book Scientific Advertising (1923) argued that advertising is salesmanship, to be judged by traced results: keyed coupons, sampling and small test campaigns before large ones. His memoir My Life in Advertising followed in 1927. He died in 1932.",
    approach:
      "Advertising is salesmanship in print: judge every line by whether it would sell face to face. Be specific, because exact figures and facts are believed and generalities slide off. Find the reason why, ideally a detail of how the product is made or works that competitors never bothered to tell, and make it the headline. Offer service rather than a plea to buy: a free sample, a trial, a coupon. Key every ad so its results can be traced, test small before spending big, and keep only what the numbers prove.",
    visualApproach:
      "Plain, newspaper-style layouts: a long factual headline, a demonstrative product picture, dense reason-why copy and a clearly boxed coupon or sample offer.",
    keyMessage:
      "Treat every ad as a salesman: specific, tested, and judged only by the sales it makes.",
    signatureMoves: [
      "the preemptive process claim",
      "the specific figure",
      "free samples and keyed coupons",
      "the test campaign before the big spend",
    ],
    voice: "plain, specific, salesmanlike",
    awards: [
      "Advertising Age: one of the 100 most influential advertising people of the 20th century",
    ],
    pastAgencies: [
      {
        name: "Lord & Thomas",
        position: "Copywriter; later president and chairman",
        years: "1907–1920s",
      },
      { name: "Swift & Company", position: "Advertising manager", years: "1890s" },
      {
        name: "Bissell Carpet Sweeper Company",
        position: "Bookkeeper, then advertising writer",
        years: "1880s–1890s",
      },
    ],
    portfolioProjects: [
      { brand: "Schlitz" },
      { brand: "Quaker Puffed Wheat" },
      { brand: "Pepsodent" },
      { brand: "Palmolive" },
      { brand: "Van Camp's" },
    ],
    socialLinks: [{ label: "Wikipedia", url: "https://en.wikipedia.org/wiki/Claude_C._Hopkins" }],
  },
  {
    kind: "inspired",
    name: "Leo Burnett",
    slug: "leo-burnett",
    label: "Founder of the Chicago School",
    discipline: "Copywriter · Agency founder",
    country: "United States",
    description:
      "Founder of the Leo Burnett Company, who found the 'inherent drama' in everyday products and gave brands characters people loved for decades: the Jolly Green Giant, Tony the Tiger, the Pillsbury Doughboy, the Marlboro Man.",
    bio: "Leo Burnett was born in St. Johns, Michigan, in 1891 and worked as a newspaper reporter before editing Cadillac's company publication, where he learned from the copywriter Theodore MacManus. He spent a decade at the Homer McKee agency in Indianapolis and then became a vice president of Erwin, Wasey & Company in Chicago.\n\nIn August 1935, in the middle of the Depression, he opened his own agency on North Michigan Avenue with three clients, financing it by borrowing against his life insurance. Minnesota Valley Canning, later Green Giant, was the first. The agency became the home of a warm, Midwestern 'Chicago school' of advertising and of characters that lasted generations: the Jolly Green Giant, Tony the Tiger, Charlie the Tuna, the Pillsbury Doughboy, the Maytag repairman and the Marlboro Man, plus United's 'Fly the friendly skies'.\n\nBurnett retired as chairman in 1967, when he gave his 'When to take my name off the door' speech, and died in 1971. He was the first inductee of the Copywriters Hall of Fame and was named by TIME one of the 100 most influential people of the 20th century.",
    approach:
      "Find the inherent drama in the product: the thing that makes people want it, usually already there in how it is grown, made or used, and present it with warmth rather than cleverness. Give the brand a character people can love and keep for decades, rooted in real, common-sense heartland values. Put familiar words and pictures into new relationships. Make it simple, memorable, inviting to look at and fun to read; the goal is for people to say 'that's a great product', not 'that's a great ad'.",
    visualApproach:
      "Warm, painterly Americana: rich colour illustration or sunlit photography of real people and landscapes, a friendly brand character at the centre and the product shown generously.",
    keyMessage:
      "When you reach for the stars you may not quite get one, but you won't come up with a handful of mud either.",
    signatureMoves: [
      "the inherent drama",
      "the lovable brand character",
      "heartland warmth",
      "familiar words in new relationships",
    ],
    voice: "warm, folksy, sincere",
    awards: [
      "First inductee of the Copywriters (now Creative) Hall of Fame (1961)",
      "TIME 100: most influential people of the 20th century",
    ],
    pastAgencies: [
      { name: "Leo Burnett Company", position: "Founder and chairman", years: "1935–1967" },
      { name: "Erwin, Wasey & Company", position: "Vice president", years: "1930–1935" },
      { name: "Homer McKee Company", position: "Copywriter", years: "1920s" },
      {
        name: "Cadillac Motor Car Company",
        position: "Editor of the company publication",
        years: "1910s",
      },
    ],
    portfolioProjects: [
      { brand: "Green Giant" },
      { brand: "Kellogg's" },
      { brand: "Pillsbury" },
      { brand: "Marlboro" },
      { brand: "United Airlines" },
    ],
    socialLinks: [{ label: "Wikipedia", url: "https://en.wikipedia.org/wiki/Leo_Burnett" }],
  },
  {
    kind: "inspired",
    name: "Rosser Reeves",
    slug: "rosser-reeves",
    label: "Father of the Unique Selling Proposition",
    discipline: "Copywriter · Agency chairman",
    country: "United States",
    description:
      "The Ted Bates chairman who coined the Unique Selling Proposition and proved the power of one claim, demonstrated and repeated on television, for Anacin, M&M's and Colgate.",
    bio: "Rosser Reeves was born in Virginia in 1910, the son of a Methodist minister. He began writing advertising at a bank in Richmond, moved to New York in the 1930s and in 1940 joined Ted Bates & Company, where he became copy chief and, in 1955, chairman.\n\nReeves insisted that advertising exists to sell and that each campaign should rest on one Unique Selling Proposition: a specific benefit, unique to the brand, strong enough to move the mass market. M&M's 'melts in your mouth, not in your hand' and Colgate's claim to clean your breath while it cleans your teeth are textbook examples, and his relentless Anacin commercials tripled the product's sales. In 1952 he made 'Eisenhower Answers America', the first presidential campaign of television spots.\n\nHe set out his doctrine in Reality in Advertising (1961). When he retired in 1966, Bates was one of the largest agencies in the world. He was elected to the Copywriters Hall of Fame in 1965 and died in 1984.",
    approach:
      "Every ad makes one proposition: buy this and you get this specific benefit. It must be unique, something competitors do not or cannot claim, and strong enough to pull new customers. Find it in the product; even a feature every brand shares becomes yours if you claim it first. State it in one hard-working line, demonstrate it in a visible, almost clinical way, and repeat it unchanged until the whole market can recite it. Resist cleverness and novelty: do not change a campaign that works, and measure how many people remember the claim, not applause.",
    visualApproach:
      "A direct product demonstration: diagrams, cutaways and side-by-side proofs, the product and the claim line on screen together, plain backgrounds and nothing that competes with the message.",
    keyMessage:
      "One proposition per campaign: a unique, specific benefit, demonstrated and repeated until everyone knows it.",
    signatureMoves: [
      "the Unique Selling Proposition",
      "the product demonstration",
      "the claim line repeated unchanged",
      "recall over novelty",
    ],
    voice: "blunt, insistent, hard-selling",
    awards: ["Copywriters (now Creative) Hall of Fame (1965)"],
    pastAgencies: [
      {
        name: "Ted Bates & Company",
        position: "Copywriter, copy chief, then chairman",
        years: "1940–1966",
      },
    ],
    portfolioProjects: [
      { brand: "Anacin" },
      { brand: "M&M's" },
      { brand: "Colgate" },
      { brand: "Viceroy" },
      { brand: "Minute Maid" },
    ],
    socialLinks: [
      { label: "Wikipedia", url: "https://en.wikipedia.org/wiki/Rosser_Reeves" },
      {
        label: "Creative Hall of Fame",
        url: "https://creativehalloffame.org/inductees/rosser-reeves",
      },
    ],
  },
];

/**
 * The industry a brand is in, read from its words, for the strategist (which also needs a
 * category persona and channels when the user names no audience) and for briefs and ideas.
 * One table for both, so a coffee subscription is "Food & Beverage" on the strategy card and
 * in the brief written from it. What is sold decides first: "coffee for dog owners" is coffee,
 * not pet care; only when the product says nothing does the rest of the text count.
 */

export type Industry = {
  name: string;
  pattern: RegExp;
  /** The category as a plural or mass noun, for "the big names in …". */
  category: string;
  /** Who to talk to when the user names no one. */
  audience: string;
  channels: string;
};

// Whole words from their start ("tea" must not match "steam"); order settles overlaps:
// "dog food" is pet care, "running shoes" sport, "budgeting app" technology.
export const INDUSTRIES: Industry[] = [
  {
    name: "Pet Care",
    pattern: /\b(?:pets?\b|dogs?\b|cats?\b|puppy|puppies|kittens?\b|vets?\b)/i,
    category: "pet care",
    audience: "devoted pet owners who treat their pets like family",
    channels: "Instagram, TikTok, vets and pet-owner communities",
  },
  {
    name: "Food & Beverage",
    pattern:
      /\b(?:coffee|espresso|tea\b|teas\b|food|snack|drink|beverage|beers?\b|wine|gin\b|juice|restaurant|bak(?:e|ery|ed|ing)|bread|loaf|brew|kitchen|meals?\b|cafe|café|chocolate|sauce|granola|cereal|recipe|roast|beans?\b)/i,
    category: "food and drink",
    audience: "food lovers who choose quality over convenience",
    channels: "Instagram, local press, food newsletters and in-store sampling",
  },
  {
    name: "Financial Services",
    pattern:
      /\b(?:bank|financ|insur|invest|loans?\b|payment|payroll|invoic|ledger|accounting|accountants?\b|bookkeep|tax(?:es)?\b|fintech|pension|mortgage|saving|credit\b|money)/i,
    category: "financial services",
    audience: "savers and spenders who want their money to work harder, without the jargon",
    channels: "search, comparison sites, podcasts and LinkedIn",
  },
  {
    name: "Technology",
    pattern:
      /\b(?:software|apps?\b|saas|platform|cloud|ai\b|tech|digital|data\b|developer|startup|gadget|backups?\b)/i,
    category: "software",
    audience: "busy teams who want tools that simply work",
    channels: "LinkedIn, search, product communities and YouTube demos",
  },
  {
    name: "Sports & Outdoors",
    pattern:
      /\b(?:backpacks?\b|rucksack|tents?\b|hik(?:e|es|ing|ers?)|camping|climb|trail|outdoor|running|runners?\b|cycling|surf|ski\b|skis\b|golf|tennis|sport)/i,
    category: "outdoor gear",
    audience: "active people who would rather be outside",
    channels: "Instagram, YouTube, outdoor clubs and specialist retailers",
  },
  {
    name: "Fashion & Apparel",
    pattern: /\b(?:fashion|apparel|cloth|shoes?\b|sneaker|wear\b|jewel|accessor|boutique)/i,
    category: "clothing",
    audience: "style-conscious shoppers who buy fewer, better things",
    channels: "Instagram, TikTok, creators and shop windows",
  },
  {
    name: "Beauty & Personal Care",
    pattern: /\b(?:skin|beauty|cosmetic|hair|fragrance|makeup|grooming|salon|soap|shampoo)/i,
    category: "beauty products",
    audience: "ingredient-savvy buyers who read the label before they buy",
    channels: "TikTok, Instagram, beauty creators and sampling",
  },
  {
    name: "Health & Wellness",
    pattern: /\b(?:fitness|gym|yoga|athlet|wellness|health|clinic|therap|physio|care\b)/i,
    category: "wellbeing",
    audience: "people who are building healthier habits that last",
    channels: "Instagram, local OOH, community events and referral offers",
  },
  {
    name: "Travel & Hospitality",
    pattern: /\b(?:travel|hotel|airline|holiday|vacation|touris|trips?\b|hostel|b&b)/i,
    category: "travel",
    audience: "curious travellers who want more from a trip than a checklist",
    channels: "Instagram, travel press, search and email",
  },
  {
    name: "Automotive & Mobility",
    pattern: /\b(?:cars?\b|auto|vehicle|ev\b|e-bike|bikes?\b|scooter|mobility|garage)/i,
    category: "getting around",
    audience: "people who want getting around to be easier",
    channels: "search, YouTube reviews, local OOH and test rides",
  },
  {
    name: "Education",
    pattern:
      /\b(?:school|education|course|learn|university|tutor|training|lessons?\b|classes|stud(?:y|ies|ying|ents?)\b|pupils?\b|exams?\b|revision|homework|teach|classroom)/i,
    category: "learning",
    audience: "ambitious learners who want skills they can use straight away",
    channels: "search, YouTube, LinkedIn and word of mouth",
  },
  {
    name: "Home & Living",
    pattern: /\b(?:home|furniture|interior|garden|decor|mattress|candles?\b|kitchenware|bedding)/i,
    category: "homeware",
    audience: "homeowners and renters who are making a house feel like home",
    channels: "Pinterest, Instagram, home magazines and search",
  },
  {
    name: "Media & Entertainment",
    pattern: /\b(?:games?\b|gam(?:ing|ers?)|music|film|stream|entertain|media\b|podcast)/i,
    category: "entertainment",
    audience: "fans who want something worth their evening",
    channels: "TikTok, YouTube, podcasts and fan communities",
  },
  {
    name: "Retail",
    pattern: /\b(?:store|shop|refill|grocer|market|retail|zero-waste)/i,
    category: "shopping",
    audience: "local shoppers who care where their money goes",
    channels: "local press, Instagram, community groups and the shop front",
  },
  {
    name: "Non-profit",
    pattern: /\b(?:charity|nonprofit|non-profit|foundation|volunteer|donat|cause\b)/i,
    category: "giving",
    audience: "engaged supporters who want to see the difference they make",
    channels: "social video, email, events and local press",
  },
];

export const FALLBACK_INDUSTRY: Industry = {
  name: "Consumer Brands",
  pattern: /$^/,
  category: "products",
  audience: "everyday buyers who are ready for something better than the default",
  channels: "social media, search and word of mouth",
};

/**
 * The first text that names an industry decides it: pass what is sold first, then what is
 * said about it (message, selling point), then who it is for, whose words are the weakest
 * evidence ("students" suggests learning, but a coffee brand for students sells coffee).
 */
export function industryOf(...texts: string[]): Industry {
  for (const text of texts) {
    const found = INDUSTRIES.find((industry) => industry.pattern.test(text));
    if (found) return found;
  }
  return FALLBACK_INDUSTRY;
}

/**
 * The category as copy names it: "the food and beverage category", or just "the category"
 * when nothing told the studio which one ("the consumer brands category" names nothing).
 */
export function sectorOf(industryName: string): string {
  if (industryName === FALLBACK_INDUSTRY.name) return "the category";
  return `the ${industryName.toLowerCase().replace(/&/g, "and")} category`;
}

/** "Food & Beverage" → "a food and beverage brand"; "Consumer Brands" → "a consumer brand". */
export function brandKind(industryName: string): string {
  const lower = industryName.toLowerCase().replace(/&/g, "and");
  const kind = /\bbrands$/.test(lower) ? lower.replace(/brands$/, "brand") : `${lower} brand`;
  return `${/^[aeiou]/.test(kind) ? "an" : "a"} ${kind}`;
}

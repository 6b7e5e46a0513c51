/**
 * The pre-test's word lists: categories read from the brief (their clichés and the obvious
 * competitor the swap test assumes when the brief names none), ad-wide clichés, and the small
 * synonym table the key-message overlap uses. Lowercase; phrases match on word boundaries.
 */

/** A "|"-separated list, so long word lists stay readable one category per paragraph. */
function list(items: string): string[] {
  return items.split("|");
}

export type Category = {
  name: string;
  /** Words in the brief that place it in the category (stems are not used: list the forms). */
  triggers: string[];
  /** Phrases every brand in the category already says. */
  cliches: string[];
  /**
   * Well-known names the swap test assumes when the brief names no competitor (the first one
   * that is not the brand itself). Real names read as a real swap; the verdict says it assumed.
   */
  competitors: string[];
};

export const CATEGORIES: Category[] = [
  {
    name: "coffee",
    triggers: list(
      "coffee|espresso|roast|roasted|roaster|roastery|beans|brew|cafe|café|latte|barista",
    ),
    cliches: list(
      "rich aroma|perfect cup|perfect blend|wake up and smell|rise and grind|but first coffee|fuel your day|start your day right|smooth taste|bold flavour|bold flavor|freshly brewed|daily grind|coffee lovers",
    ),
    competitors: ["Starbucks", "Nespresso"],
  },
  {
    name: "fintech",
    triggers: list(
      "bank|banking|fintech|money|savings|saving|invest|investing|payments|card|account|budget|budgeting|loan|credit|tax|payment|invoice|invoices|pension|mortgage|insurance",
    ),
    cliches: list(
      "take control of your finances|take control of your money|financial freedom|banking made simple|money made simple|your money, your way|smarter way to bank|peace of mind|no hidden fees|grow your wealth|future-proof|seamless",
    ),
    competitors: ["Revolut", "Monzo"],
  },
  {
    name: "fitness",
    triggers: list(
      "fitness|gym|workout|workouts|training|trainer|exercise|yoga|pilates|running|strength|cardio",
    ),
    cliches: list(
      "no pain no gain|no pain, no gain|crush your goals|best version of yourself|best you|push your limits|sweat it out|beast mode|transform your body|get fit|just do it|your fitness journey|fitness journey",
    ),
    competitors: ["Peloton", "PureGym"],
  },
  {
    name: "skincare",
    triggers: list(
      "skincare|skin|serum|moisturiser|moisturizer|cream|spf|cleanser|complexion|beauty|acne|sunscreen|lotion",
    ),
    cliches: list(
      "radiant skin|glowing skin|flawless|youthful glow|reveal your|natural beauty|love the skin you're in|nourish|pamper yourself|self-care|clean beauty|dermatologist approved",
    ),
    competitors: ["CeraVe", "The Ordinary"],
  },
  {
    name: "cars",
    triggers: list(
      "car|cars|vehicle|suv|hatchback|sedan|ev|electric car|driving|driver|drivers|dealership|mpg",
    ),
    cliches: list(
      "the ultimate driving machine|born to drive|the open road|hit the road|drive your dreams|engineered for|pure performance|thrill of the drive|sleek design|turn heads",
    ),
    competitors: ["Toyota", "Volkswagen"],
  },
  {
    name: "SaaS",
    triggers: list(
      "software|saas|platform|app|dashboard|workflow|teams|tool|tools|automation|crm|cloud|integrations|scheduling|rota",
    ),
    cliches: list(
      "all-in-one|all in one|boost productivity|boost your productivity|streamline|work smarter|supercharge|next-generation|next-gen|empower your team|scale with confidence|best-in-class|cutting-edge|powerful platform|seamless",
    ),
    competitors: ["Salesforce", "Notion"],
  },
  {
    name: "food",
    triggers: list(
      "food|snack|snacks|meal|meals|recipe|recipes|kitchen|bakery|bread|restaurant|delivery|pasta|cereal|granola|vegan|sourdough|loaf|baked|restaurants",
    ),
    cliches: list(
      "mouth-watering|mouthwatering|delicious|irresistible|taste the difference|made with love|guilt-free|guilt free|homemade goodness|finger-licking|food for the soul|wholesome goodness|simply delicious",
    ),
    competitors: ["HelloFresh", "Deliveroo"],
  },
  {
    name: "fashion",
    triggers: list(
      "fashion|clothing|clothes|apparel|wardrobe|dress|dresses|jeans|shirts|sneakers|trainers|shoes|style|outfit|outfits",
    ),
    cliches: list(
      "express yourself|effortless style|timeless style|timeless elegance|be bold|make a statement|wear your confidence|on trend|must-have|style that speaks|look good, feel good|look good feel good",
    ),
    competitors: ["Zara", "H&M"],
  },
  {
    name: "travel",
    triggers: list(
      "travel|trip|trips|holiday|holidays|vacation|flights|flight|hotel|hotels|destination|destinations|airline|booking",
    ),
    cliches: list(
      "wanderlust|escape the ordinary|escape the everyday|adventure awaits|explore the world|your next adventure|paradise|getaway|unforgettable experience|create memories|memories that last|bucket list",
    ),
    competitors: ["Expedia", "Booking.com"],
  },
];

/** What any ad says when it has nothing to say. */
export const GENERIC_CLICHES = list(
  "game-changer|game changer|game-changing|unleash|like never before|elevate|elevates|revolutionary|revolutionise|revolutionize|redefine|redefines|next level|next-level|world-class|innovative|unlock your potential|unlock|the future of|experience the difference|quality you can trust|like no other|second to none|made for you|because you deserve it|you deserve|something for everyone|the best|premium quality|high quality|discover|transform|ultimate|amazing|awesome|passion|journey|one-stop",
);

/** When the brief places itself in no category: a stand-in that still reads as a rival. */
export const FALLBACK_COMPETITOR = "a rival brand";

/**
 * Light synonyms: each word maps to its group's first word, so "quick" meets "fast" in the
 * key-message overlap. Stems (see ./words.ts) are looked up, so list base forms.
 */
const SYNONYM_GROUPS = [
  ["fast", "quick", "rapid", "speedy", "instant", "swift"],
  ["cheap", "affordable", "inexpensive", "low-cost", "budget"],
  ["easy", "simple", "effortless", "painless"],
  ["fresh", "new"],
  ["save", "saving", "keep"],
  ["kid", "child", "children", "toddler"],
  ["parent", "mum", "mom", "dad", "mother", "father"],
  ["team", "colleague", "staff", "crew"],
  ["home", "house", "door", "doorstep"],
  ["deliver", "delivery", "arrive", "ship", "post"],
  ["health", "healthy", "well"],
  ["strong", "strength", "stronger"],
  ["calm", "quiet", "peace", "peaceful"],
  ["free", "zero"],
  ["hour", "hr"],
  ["minute", "min"],
  ["travel", "trip", "journey"],
  ["car", "vehicle"],
  ["gentle", "kind", "soft"],
];

export const SYNONYMS: Map<string, string> = new Map(
  SYNONYM_GROUPS.flatMap((group) => group.map((word) => [word, group[0]] as const)),
);

/**
 * Business constants and limits (spec section 9, plus the numbers and fixed texts of sections 2, 4
 * and 5 that more than one place needs). Shared by convex/ and src/, so it imports nothing but
 * its own startupConstants.ts. Change a value here, never inline it at the call site.
 */

// What a first page reads (storage keys, routes, the home page's anchors and limits) lives in a
// module of its own, so the browser's first load does not carry every constant below (issue 20).
export * from "./startupConstants";

/** Product name shown in the header, page titles and export headers. */
export const PRODUCT_NAME = "Legendary";

/**
 * Exports of an idea or a campaign page (spec 9): PDF pages are A4 with 0.75 in margins; images in
 * the ZIP are named from their captions, cut to `imageNameMaxChars`.
 */
export const EXPORTS = {
  pdfMarginInches: 0.75,
  imageNameMaxChars: 50,
  /** Width an SVG without its own size is drawn at when Word or PDF needs pixels. */
  svgFallbackWidthPx: 1600,
} as const;

// ---------------------------------------------------------------------------------------------
// Thumbnails and the idea collage (spec 4 "Thumbnails per idea", "Collage"; 9)

/** Per-idea thumbnail cache in session storage: stale after an hour or on another version. */
export const THUMBNAIL_CACHE = { ttlMs: 60 * 60 * 1000, version: 1 } as const;
/** Empty or failed thumbnail results are retried this many times, this far apart. */
export const THUMBNAIL_RETRY = { maxAttempts: 5, delayMs: 1000 } as const;
/** Regenerate stays locked this long at most (or until loading ends); hero plus two images. */
export const COLLAGE = { regenerateLockMs: 35_000, thumbnailCount: 3 } as const;

// ---------------------------------------------------------------------------------------------
// AI text generation: admin experimental settings and models (spec 3, 5, 9; ARCHITECTURE 4)

/** Temperature slider of the experimental settings; shown with two decimals. */
export const EXPERIMENTAL_TEMPERATURE = {
  min: 0,
  max: 1.5,
  step: 0.1,
  default: 0.9,
  displayDecimals: 2,
} as const;

export const PROMPT_VERSIONS = [
  "enhanced-creative-v1",
  "enhanced-creative-v2",
  "basic-creative-v1",
  "legend-first-v1",
  "legend-first-v2",
] as const;
export type PromptVersion = (typeof PROMPT_VERSIONS)[number];
export const DEFAULT_PROMPT_VERSION: PromptVersion = "enhanced-creative-v1";

/**
 * Text models offered to admins. `openRouterId` is what goes over the wire to OpenRouter;
 * `allowFallbacks` marks the model routed to one provider with fallbacks allowed.
 */
export const TEXT_MODELS = [
  { id: "gpt-4.1", label: "GPT-4.1", openRouterId: "openai/gpt-4.1", allowFallbacks: false },
  { id: "gpt-5", label: "GPT-5", openRouterId: "openai/gpt-5", allowFallbacks: false },
  {
    id: "gpt-oss-120b",
    label: "GPT-OSS 120B",
    openRouterId: "openai/gpt-oss-120b",
    allowFallbacks: true,
  },
  { id: "grok-4", label: "Grok 4", openRouterId: "x-ai/grok-4", allowFallbacks: false },
  {
    id: "gemini-2.5-pro",
    label: "Gemini 2.5 Pro",
    openRouterId: "google/gemini-2.5-pro",
    allowFallbacks: false,
  },
  { id: "o3", label: "o3", openRouterId: "openai/o3", allowFallbacks: false },
  {
    id: "claude-sonnet-4",
    label: "Claude Sonnet 4",
    openRouterId: "anthropic/claude-sonnet-4",
    allowFallbacks: false,
  },
] as const;
export type TextModelId = (typeof TEXT_MODELS)[number]["id"];
export const DEFAULT_TEXT_MODEL: TextModelId = "gpt-4.1";

/** Metadata `provider` (and `model`) of text written without a model. */
export const OFFLINE_STUDIO_PROVIDER = "offline-studio";
/**
 * The one calm line users see where the built-in (offline) studio did the work: once above a
 * brief, a set of strategies, an ideas board or the visuals it drew, never on every card. How to
 * connect a provider is for admins (/admin) and the README; users get a help page.
 */
export const BUILT_IN_STUDIO = {
  textNote: "Written by the built-in studio — connect an AI provider for full creative power",
  imagesNote: "Drawn by the built-in studio — connect an AI provider for full creative power",
  helpLinkText: "Learn more",
} as const;

/** Model used for brand work (briefs' brand model field, brand alternatives). */
export const DEFAULT_BRAND_MODEL = "gpt-4o-2024-11-20";

// ---------------------------------------------------------------------------------------------
// AI images (spec 3 "Image models", "Aspect ratios"; 9)

export const IMAGE_PROVIDERS = ["ideogram", "replicate"] as const;
export type ImageProvider = (typeof IMAGE_PROVIDERS)[number];
export const DEFAULT_IMAGE_PROVIDER: ImageProvider = "ideogram";

export const IDEOGRAM_MODELS = ["V_2A", "V_1I"] as const;
export type IdeogramModel = (typeof IDEOGRAM_MODELS)[number];
export const DEFAULT_IDEOGRAM_MODEL: IdeogramModel = "V_2A";

/** Replicate model used when the admin settings name none ("owner/name" on replicate.com). */
export const DEFAULT_REPLICATE_MODEL = "black-forest-labs/flux-schnell";
/** Images per request: the visual generator's maximum (thumbnails ask for 3). */
export const MAX_IMAGES_PER_REQUEST = 4;
/**
 * Largest image we take from a provider or serve from /api/media (providers' outputs are a few
 * MB). Sized for Convex: an action has 64 MiB of memory and holds up to four downloads at once,
 * and an HTTP action's answer is capped at 20 MiB.
 */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/** Aspect ratio picker of the visual generator; `description` is the hint after the label. */
export const ASPECT_RATIOS = [
  { value: "1:1", label: "Square", description: null },
  { value: "9:16", label: "Tall", description: "mobile stories/reels" },
  { value: "4:5", label: "Portrait", description: "mobile feed" },
  { value: "16:9", label: "Wide", description: "desktop/video" },
] as const;
export type AspectRatio = (typeof ASPECT_RATIOS)[number]["value"];
export const DEFAULT_ASPECT_RATIO: AspectRatio = "1:1";

/** An ad lob's format label by its aspect ratio (campaign pages). */
export const AD_FORMATS: Record<AspectRatio, string> = {
  "1:1": "Social 1:1",
  "9:16": "Story 9:16",
  "4:5": "Feed 4:5",
  "16:9": "Banner 16:9",
};

/**
 * The collage's three images (spec 2, 4): a wide hero under the campaign line and two squares
 * under the headline and the concept. The UI sets those texts over them, so none is drawn in.
 */
export const THUMBNAIL_ASPECT_RATIOS = { hero: "16:9", detail: "1:1" } as const satisfies Record<
  string,
  AspectRatio
>;

/** Generate visual: the prompt a user may type, images per request, visuals listed per idea. */
export const VISUAL_LIMITS = {
  promptChars: 2000,
  maxImages: MAX_IMAGES_PER_REQUEST,
  listedPerIdea: 50,
  slideIdChars: 200,
} as const;

// ---------------------------------------------------------------------------------------------
// Discovery IQ (spec 1, 4, 5, 9)

export const DISCOVERY = {
  /** Legend Credits spent per run; the form's submit is disabled below this. */
  costCredits: 5,
  /** What the UI promises ("1 to 2 minutes"). */
  expectedDurationMs: { min: 60_000, max: 120_000 },
  /** Seconds after submit at which the next rotating progress message shows. */
  progressMessageSeconds: [1, 3, 5, 7, 9, 11, 13],
  /** Prepended to a website typed without a scheme. */
  defaultUrlScheme: "https://",
} as const;

// ---------------------------------------------------------------------------------------------
// Creative legends: picker, cards, carousels (spec 2 "Carousels and cards", "Dialogs"; 5; 9)

export const LEGEND_PICKER = {
  /** Default maximum of selected legends ('Maximum of {n} legends allowed'). */
  maxSelected: 3,
  /** My Activated is only offered to signed-in users. */
  tabs: ["all", "activated", "trending"],
} as const;

export const LEGEND_CARD = {
  pastAgenciesShown: 2,
  portfolioBrandsShown: 5,
  descriptionLines: 3,
  /** Avatar fallback: first letters of this many name parts. */
  avatarInitials: 2,
} as const;

export const LEGEND_CAROUSEL = {
  autoplayMs: 4000,
  /** Slides per view as the viewport widens. */
  slidesPerView: [1, 2, 3],
  maxMobileDots: 5,
} as const;

export const TESTIMONIAL_CAROUSEL = {
  autoplayMs: 5000,
  /** This many testimonials or fewer render as a grid instead of a carousel. */
  gridCutoff: 3,
  /** Shown when a legend has no award text. */
  fallbackAward: "Creative Legend",
} as const;

/** Placeholder cards while legends load. */
export const LEGENDS_SKELETON_COUNT = 3;

/** Trending tab: legends ordered by ideas generated with them over this many recent days. */
export const LEGEND_TRENDING = { windowDays: 30 } as const;

// ---------------------------------------------------------------------------------------------
// Carrying work across sign-in (spec 4 "Pending actions", "Strategies"; 9)

export const PENDING_STATE = {
  /** Stored briefs, strategies and pending actions older than this are dropped. */
  expiryMs: 10 * 60 * 1000,
  /** Delay before resuming a pending action after authentication. */
  resumeDelayMs: 500,
  /** Failsafe poll for the session after sign-in. */
  failsafePollIntervalMs: 500,
  failsafePollMaxAttempts: 10,
} as const;

/**
 * The first three names are the spec's; the rest are ours. ACCEPT_INVITE carries an invite
 * link's token, so a sign-in that leaves the /invite page (Google, /register) comes back to it.
 * CHECKOUT carries the plan or credit pack a visitor chose before signing in (billing).
 */
export const PENDING_ACTIONS = [
  "SAVE_BRIEF",
  "GENERATE_IDEAS",
  "SELL_IDEA",
  "GENERATE_BRIEF",
  "BRAND_ALTERNATIVES",
  "ACCEPT_INVITE",
  "CHECKOUT",
] as const;
export type PendingAction = (typeof PENDING_ACTIONS)[number];

// ---------------------------------------------------------------------------------------------
// Accounts (spec 3 "User", 4 "Auth", 5 "Sign-up", 7)

export const PASSWORD_MIN_LENGTH = 6;
export const FULL_NAME_MIN_LENGTH = 2;
/** Reset errors whose message contains one of these (lowercased) are shown as rate limits. */
export const RATE_LIMIT_MARKERS = ["rate limit", "too many requests", "exceeded"] as const;
export const GOOGLE_OAUTH_SCOPES = ["email", "profile"] as const;

/** Emailed one-time codes: digits only, so they are easy to type from a phone. */
export const AUTH_CODE_LENGTH = 8;
export const VERIFICATION_CODE_MINUTES = 15;
export const RESET_CODE_MINUTES = 10;
/**
 * Code emails (sign-up verification and reset) per address, per client, and for everyone
 * together. A client is the caller's IP address (as the HTTP actions see it, IPv6 by its /64) or,
 * over the WebSocket, the browser's client key (AUTH_CLIENT_KEY_STORAGE); calls with neither
 * share one `anonymousPerHour` bucket. Both client budgets sit well below the global one, so one
 * client is throttled long before it can use up everyone's sign-up and reset emails.
 */
export const CODE_EMAIL_LIMITS = {
  perAddressPerHour: 5,
  globalPerHour: 500,
  perClientPerHour: 20,
  anonymousPerHour: 50,
} as const;
/** Local storage key of this browser's random client key, sent with every sign-in call. */
export const AUTH_CLIENT_KEY_STORAGE = "legendary.authClientKey";
/** Failed password attempts per account per hour before sign-in is refused for a while. */
export const SIGN_IN_FAILURES_PER_HOUR = 10;

/** Account defaults written at sign-up (spec 3 "User"). */
export const DEFAULT_SUBSCRIPTION_TIER = "free";
export const DEFAULT_BRAND_LIMIT = 0;
export const DEFAULT_LEGEND_CREDITS = 0;

// ---------------------------------------------------------------------------------------------
// Onboarding tour (spec 2, 4, 9)

/**
 * The spec counts 5 steps (progress "1 to 5") but names six screens: Welcome opens the tour and
 * the five after it are the counted steps.
 */
export const ONBOARDING_STEP_COUNT = 5;
export const ONBOARDING_SCREENS = [
  "Welcome",
  "Ad Strategist",
  "Creative Brief",
  "Legendary Ideas",
  "Visualize Your Ideas",
  "Ready to Create",
] as const;

// ---------------------------------------------------------------------------------------------
// Pricing, plans and credits (spec 2, 3, 5, 6, 9)

export const SUBSCRIPTION_TIERS = ["starter", "pro", "business", "agency", "enterprise"] as const;
export type SubscriptionTierName = (typeof SUBSCRIPTION_TIERS)[number];
/** The free plan's tab name on the pricing section; it is qualification-based (waitlist). */
export const FREE_TIER_LABEL = "Dreamer";
/** `legendsAccessCount` value meaning every legend. */
export const LEGENDS_ACCESS_ALL = -1;

/** Credit package names; each pair are aliases of one package size. */
export const CREDIT_PACKAGE_NAMES = {
  small: ["starter", "small"],
  medium: ["popular", "medium"],
  large: ["large", "premium"],
} as const;

/** Shown when plan data cannot be loaded. Pro is sometimes advertised as "All" legends. */
export const FALLBACK_PRICES_USD_MONTHLY = { starter: 99, pro: 399 } as const;
export const FALLBACK_LEGEND_COUNTS = { free: 1, starter: 3, pro: 6 } as const;
export const LANDING_OFFER_PRICE_USD = 0;

/** Price ids that mean "not configured": plans carrying them are not listed. */
export const PLACEHOLDER_PRICE_ID = "price_xxxxx";
export const PRICE_DISPLAY = {
  /** A monthly price above this is in cents and is divided by 100 for display. */
  centsThreshold: 1000,
  creditPackageDecimals: 2,
} as const;

/** Plans and credit packages: client cache and retry policy. */
export const PLANS_QUERY = { cacheMs: 5 * 60 * 1000, retries: 1, retryDelayMs: 1000 } as const;

/** 'More Legend Credits Needed' dialog. */
export const CREDIT_MODAL = {
  tabs: ["subscription", "credits"],
  defaultTab: "subscription",
  maxColumns: 3,
  /** Opens at most once per this window. */
  debounceMs: 1000,
  /** Which kind of credit ran out. */
  types: ["creative_idea", "production"],
} as const;

// ---------------------------------------------------------------------------------------------
// Marketing area (spec 1, 2, 9)

export const LOGO_STRIP = {
  maxLogos: { home: 100_000, landing: 1000 },
  /** Seconds per full scroll. */
  scrollDurationS: { slow: 100, medium: 60, fast: 30, landing: 120 },
  /** The list is repeated so the loop never shows a gap. */
  repeat: 3,
} as const;

// ---------------------------------------------------------------------------------------------
// Briefs, ideas and campaign pages (spec 2, 3, 4, 5)

/** Title of a minimal brief known only by id. */
export const UNTITLED_BRIEF_TITLE = "Untitled Brief";
/** Auto-grow limits of the brief form's textareas. */
export const TEXTAREA_MAX_HEIGHT_PX = { uniqueSellingPoint: 200, default: 150 } as const;
/** A headline or campaign line ending in none of these gets a full stop appended. */
export const HEADLINE_TERMINATORS = [".", "!", "?", ";", ":"] as const;
/** Legend thinking is split into numbered steps; this one (1-based) is highlighted. */
export const THINKING_HIGHLIGHTED_STEP = 6;
/** Ad lob order of the idea itself on a new campaign page. */
export const CAMPAIGN_PAGE_FIRST_AD_LOB_ORDER = 0;
/**
 * An ad lob's copy as people edit it: a headline is a line, a body one or two sentences. A page
 * holds at most `perPage` lobs (every read of a page is bounded by it).
 */
export const AD_LOB_LIMITS = { headlineChars: 140, bodyChars: 600, perPage: 24 } as const;

/**
 * Sell decks (spec 1 "sell deck", 3 Slide): the classic sell-in arc a deck argues in, one slide
 * per stage, written in this order by the deck job. `label` names the stage to people (slide
 * list, present mode); the slide's own title is the legend's.
 */
export const DECK_STAGES = [
  { id: "problem", label: "The problem" },
  { id: "insight", label: "The insight" },
  { id: "idea", label: "The idea" },
  { id: "executions", label: "How it comes to life" },
  { id: "whyItWorks", label: "Why it works" },
  { id: "nextSteps", label: "What we ask of you" },
] as const;
export type DeckStage = (typeof DECK_STAGES)[number]["id"];

/** Character caps of a slide's texts (edits are refused past them, model output is cut). */
export const DECK_LIMITS = {
  titleChars: 120,
  contentChars: 1200,
  speakerNotesChars: 2000,
  visualPromptChars: 1000,
  /** Slides a deck may hold (the arc writes DECK_STAGES.length). */
  maxSlides: 24,
  /** Decks listed for one idea under its card. */
  perIdeaList: 10,
  /** 'My decks' page size cap (the client asks for fewer). */
  myDecksPageMax: 50,
} as const;
/** Slide visuals are wide by default (a deck is 16:9). */
export const DECK_VISUAL_ASPECT_RATIO: AspectRatio = "16:9";

/**
 * Campaign ideas each legend writes per request: three routes, the way an agency presents, in
 * one model call (more would slow every legend's answer; the offline studio writes three too).
 */
export const IDEAS_PER_LEGEND = 3;
/** 'My ideas' page size cap (the client asks for fewer). */
export const MY_IDEAS_PAGE_MAX = 50;
/**
 * What the ideas-under-a-brief view reads at most: the newest legend runs on the brief, and the
 * newest ideas per legend (older ones stay in 'My ideas', filtered by brief).
 */
export const IDEAS_BY_BRIEF = { maxRuns: 30, maxIdeasPerLegend: 30 } as const;
/**
 * Caps on what a model's idea may store: a runaway answer is cut instead of breaking the
 * document size limit and losing the legend's whole result.
 */
export const IDEA_LIMITS = { textChars: 8000, listItems: 12, listItemChars: 1000 } as const;

// ---------------------------------------------------------------------------------------------
// Export (spec 9)

export const EXPORT_FORMATS = ["rich-copy", "word", "pdf", "markdown"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const EXPORT_FILE_EXTENSIONS = { word: ".doc", markdown: ".md" } as const;
/** PDF goes through the print dialog. */
export const PDF_EXPORT = { pageSize: "A4", margin: "0.75in", printDelayMs: 250 } as const;
/** Image export: a ZIP of thumbnails named from their captions. */
export const IMAGE_EXPORT = { captionMaxChars: 50, formats: ["png", "jpg"] } as const;

// ---------------------------------------------------------------------------------------------
// Routes (spec 2): built on both sides (server: share and checkout return URLs).

// ---------------------------------------------------------------------------------------------
// Legend Credits: what each action costs (ARCHITECTURE 3; spec 1 and 9: Discovery IQ costs 5)

/** Credits spent when a job is requested; refunded once if the job fails. */
export const CREDIT_COSTS = {
  strategies: 1,
  brief: 1,
  /** Per legend asked for ideas. */
  ideasPerLegend: 1,
  thumbnails: 1,
  visual: 1,
  sellDeck: 2,
  discovery: DISCOVERY.costCredits,
  brandAlternatives: 1,
  /** 'Add an ad' on a campaign page: its copy and its visual. Making the page itself is free. */
  adLob: 1,
  /** The admin test-generation panel. */
  test: 0,
  /** 'Sharpen' on a pre-test dimension: the same legend revises the idea (a new version). */
  sharpen: 1,
  /** A channel kit (issue 42): per channel asked for (its copy and every placement's image). */
  channelKit: 1,
} as const;
export type CreditAction = keyof typeof CREDIT_COSTS;

// ---------------------------------------------------------------------------------------------
// Ad Strategist, creative briefs and website reading (spec 3, 4, 5, 7)

/** Character caps of the brief form and of saved briefs; the messages name them. */
export const BRIEF_LIMITS = {
  brand: 200,
  uniqueSellingPoint: 2000,
  audience: 1000,
  message: 1000,
  tone: 300,
  /** 'Main competitors (optional)': names the pre-test's swap test uses. */
  competitors: 300,
  refinement: 2000,
  title: 200,
  model: 100,
  /** The generated (and then edited) markdown. */
  content: 50_000,
} as const;

/** Strategies per run (the result tabs). */
export const STRATEGY_COUNT = { min: 3, max: 4 } as const;

/**
 * Visitors who are not signed in get strategies once (spec 1, 6), keyed by a random id the
 * browser keeps under `storageKey` (not an identity: a once-only key), within a global hourly
 * budget for all visitors together.
 */
export const ANONYMOUS_STRATEGIES = {
  perSession: 1,
  globalPerHour: 300,
  /** The browser's visitor key, shared by every free visitor run (strategies, briefs). */
  storageKey: "legendary.visitorSessionId",
} as const;

/**
 * Visitors may generate a brief (spec 6) without an account: a first brief and two refinements
 * per browser, within a global hourly budget. Saving it, and ideas, need an account.
 */
export const ANONYMOUS_BRIEFS = {
  perSession: 3,
  globalPerHour: 300,
} as const;

/** Reading a website for the strategist: every limit of the server-side fetch. */
export const WEBSITE_READING = {
  /** For the whole read, redirects included. */
  timeoutMs: 10_000,
  maxBytes: 2 * 1024 * 1024,
  maxRedirects: 3,
  ports: [80, 443],
  /** Page text handed to the model, after stripping. */
  maxTextChars: 8000,
} as const;

/** Saved briefs listed per page (dashboard, brief picker). */
export const BRIEFS_PAGE_MAX = 50;

/** Examples the home prompt's typing placeholder gets per fetch. */
export const PLACEHOLDER_EXAMPLES_PER_FETCH = 12;

/**
 * Sharing a brief with colleagues (issue 14). The owner invites by email with one of these
 * roles; an invite link works once and for INVITE_TTL_MS. INVITE_LIMITS caps invitation emails
 * so the feature cannot be used to send mail in bulk. Every cap is someone's own (the sender's,
 * their brief's, the sender's to one person): no budget is shared between accounts, so no number
 * of accounts can use up anyone else's invitations (issue 37).
 */
export const BRIEF_ROLES = ["viewer", "editor"] as const;
export type BriefRole = (typeof BRIEF_ROLES)[number];
export const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const INVITE_LIMITS = {
  perUserPerHour: 20,
  perUserPerDay: 60,
  /** Invitations to one brief (its whole family of versions). */
  perBriefPerHour: 10,
  /** From one sender to one email address: a re-invite (a new role) is fine, a barrage is not. */
  perRecipientPerHour: 3,
  /** Members listed per brief, and briefs listed under 'Shared with me'. */
  membersPerBrief: 50,
  /** Pending invitations listed per brief in the owner's 'Share with a colleague' dialog. */
  pendingPerBrief: 50,
  sharedWithMe: 100,
} as const;

// ---------------------------------------------------------------------------------------------
// Presence on a brief (issue 14): who is looking now, and what colleagues are generating

/** The open brief says "still here" this often, while its tab is visible. */
export const PRESENCE_HEARTBEAT_MS = 10_000;
/** Someone not heard from for this long has left (three missed heartbeats). */
export const PRESENCE_TTL_MS = 30_000;
/** Sessions read per brief (a bounded read; more than this many open tabs shows the first). */
export const PRESENCE_MAX_SESSIONS = 50;
/** Avatars shown before '+n'. */
export const PRESENCE_MAX_AVATARS = 5;
/** Client-made session ids are short random strings; anything longer is refused. */
export const PRESENCE_SESSION_ID_MAX = 64;

// ---------------------------------------------------------------------------------------------
// Discovery IQ limits (issue 18)

/** Character caps of the Discovery IQ form, and how many past sessions /discovery lists. */
export const DISCOVERY_LIMITS = {
  idea: 2000,
  websiteUrl: 2048,
  sessionsListed: 50,
} as const;

// ---------------------------------------------------------------------------------------------
// Brand profiles (issue 18; spec 3 "Brand profile", 6 tier limits)

/** Caps of a brand profile's fields and lists, and of its logo; the messages name them. */
export const BRAND_PROFILE_LIMITS = {
  name: 200,
  industry: 100,
  audience: 1000,
  /** Each voice word, key message and do/don't, and how many of each a profile keeps. */
  voiceWord: 40,
  voiceWords: 10,
  keyMessage: 300,
  keyMessages: 5,
  rule: 200,
  rules: 10,
  colors: 8,
  websiteUrl: 2048,
  logoBytes: 2 * 1024 * 1024,
  logoTypes: ["image/png", "image/jpeg", "image/webp"],
  /** Profiles read per account: the largest plan's brandProfileLimit. */
  maxProfiles: 1000,
} as const;
/** The plan that first includes brand profiles, named by the upgrade teaser. */
export const BRAND_PROFILES_PLAN = "Pro";
// Import an existing campaign and the brand logo strip (issue 18)

/** Image types an upload may be: never SVG, which can carry script. */
export const UPLOAD_IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;

/** Caps of 'Import an existing campaign': checked in the form and again on the server. */
export const CAMPAIGN_IMPORT = {
  maxImages: 10,
  maxImageBytes: 10 * 1024 * 1024,
  brand: 200,
  campaignName: 200,
  audience: 1000,
  /** The pasted campaign text. */
  text: 20_000,
} as const;

/** Who an imported idea is by (it has no legend): its byline, cards and decks say this. */
export const IMPORTED_IDEA_AUTHOR = "Your campaign";

/** The admin console (issue 19): bounded reads and the limits of a credit adjustment. */
export const ADMIN_CONSOLE = {
  /** Accounts one email search answers at most. */
  userSearchLimit: 20,
  emailPrefixMaxChars: 254,
  /** The most Legend Credits one grant or removal may move. */
  creditAdjustMax: 100_000,
  reasonMaxChars: 200,
  /** Failed jobs are listed first when they failed within this window. */
  failedWindowMs: 24 * 60 * 60 * 1000,
  failedJobsLimit: 25,
  recentJobsLimit: 50,
  /**
   * The system view's window and the most finished jobs it reads ("based on the latest …"). Jobs
   * carry their input (an ideas job a legend's whole persona, a few KB), so 1,000 keeps one read
   * well inside a Convex query's data limit.
   */
  statsWindowMs: 24 * 60 * 60 * 1000,
  statsJobCap: 1000,
} as const;

/**
 * /dashboard's lists (issue 19): how many rows one page may ask for, the longest search, and
 * the orders a list offers (a search answers by relevance instead).
 */
export const DASHBOARD_LISTS = { pageMax: 25, pageSize: 10, searchMaxChars: 100 } as const;
export const LIST_SORTS = ["newest", "oldest"] as const;
export type ListSort = (typeof LIST_SORTS)[number];

/**
 * Personal API keys (issue 43): what an assistant connected over MCP (or any script) signs in
 * with. A key is `lgd_` and 40 random base62 characters (about 238 bits); only its SHA-256 is
 * kept, and its first characters so the list can tell keys apart.
 */
export const API_KEYS = {
  prefix: "lgd_",
  secretChars: 40,
  /** How much of the key the list shows: `lgd_` and four characters. */
  shownChars: 8,
  /** Active (unrevoked) keys one account may hold; revoked ones don't count. */
  maxActive: 10,
  nameMaxChars: 60,
  /** A key's last use is written at most this often, so busy keys don't write on every call. */
  lastUsedEveryMs: 60_000,
} as const;

/**
 * The constants a first page reads: browser storage keys, routes, the home page's anchors,
 * parameters and limits, the ideas banner and the logo strip. Re-exported by shared/constants.ts
 * (import them from there); a module of its own so the browser's first load carries only these.
 */

/** Where stored images are served: `${MEDIA_PATH_PREFIX}{key}` (spec 7). */
export const MEDIA_PATH_PREFIX = "/api/media/";
/** Browser storage keys (spec 3 "Browser storage"); one prefix so sign-out can clear them. */
export const STORAGE_KEY_PREFIX = "legendary.";
export const STORAGE_KEYS = {
  tempBriefForm: "legendary.tempBriefForm",
  tempBriefContent: "legendary.tempBriefContent",
  pendingAction: "legendary.pendingAction",
  currentBriefData: "legendary.currentBriefData",
  currentBriefId: "legendary.currentBriefId",
  savedIdeas: "legendary.savedIdeas",
  storedStrategies: "legendary.storedStrategies",
  /** The legends chosen in the picker on the home page (ids + minimal DTOs), read by the ideas flow. */
  selectedLegends: "legendary.selectedLegends",
  /** Session storage. */
  welcomed: "legendary.welcomed",
  /**
   * Session storage: this tab has finished or skipped the welcome tour (a mirror of the server's
   * users.welcomedAt, so the tour is not offered again while that write is on its way).
   */
  tourWelcomed: "legendary.tourWelcomed",
  /** Session storage: an admin's Experimental Mode switch and settings. */
  experimentalSettings: "legendary.experimentalSettings",
  /** Session storage; the idea id is appended. */
  thumbnailCachePrefix: "legendary.thumbnails.",
} as const;
/** 'Welcome back!' shows only within this window after an explicit sign-in. */
export const WELCOME_BACK_FLAG_MS = 3000;
/**
 * The banner itself is a live subscription (issue 12: a cache that starts empty showed 0 after
 * ideas were made); `cacheMs` is what GET /api/stats/ideas-count lets HTTP caches keep.
 */
export const IDEAS_COUNT = {
  fallbackText: "1,000",
  cacheMs: 5 * 60 * 1000,
} as const;
/** Quick-start prompt box: typed-out placeholder examples. */
export const PLACEHOLDER_EXAMPLES = {
  refreshMs: 120_000,
  typingMsPerChar: { min: 25, max: 45 },
  pauseMs: 2500,
} as const;
export const ROUTES = {
  home: "/",
  login: "/login",
  register: "/register",
  resetPassword: "/reset-password",
  pricing: "/pricing",
  subscriptionSuccess: "/subscription/success",
  creditsSuccess: "/credits/success",
  /** The signed-in user's plan, balance and credits ledger; the billing portal returns here. */
  account: "/account",
  /** The offline test checkout (no Stripe key) and its test billing portal. */
  localCheckout: (sessionId: string) => `/checkout/local/${encodeURIComponent(sessionId)}`,
  localPortal: "/billing/local-portal",
  discovery: "/discovery",
  dashboard: "/dashboard",
  /** The signed-in user's ideas, newest first, filterable by favourites and brief. */
  myIdeas: "/my-ideas",
  terms: "/terms",
  privacy: "/privacy",
  /** What the built-in studio is and what an AI provider adds (linked from its note). */
  builtInStudioHelp: "/help/built-in-studio",
  /** Brand profiles; with ?byoi=true ("bring your own idea") the campaign import. */
  brandsManage: "/brands/manage",
  importCampaign: "/brands/manage?byoi=true",
  ideaPage: (id: string) => `/idea-page/${encodeURIComponent(id)}`,
  /** A sell deck, and the signed-in user's decks (favourites first). */
  deck: (id: string) => `/decks/${encodeURIComponent(id)}`,
  myDecks: "/my-decks",
  shared: (shareId: string) => `/shared/${encodeURIComponent(shareId)}`,
  shareFallback: (ideaId: string) => `/share/${encodeURIComponent(ideaId)}`,
  legend: (slug: string) => `/creative-legends/${encodeURIComponent(slug)}`,
  discoverySession: (sessionId: string) => `/discovery/${encodeURIComponent(sessionId)}`,
} as const;
/** Home page anchors and query parameters. */
export const HOME_ANCHORS = {
  briefForm: "brief-form-section",
  briefIntro: "brief-intro-text",
  pricing: "pricing",
} as const;
export const HOME_QUERY_PARAMS = {
  reload: "reload",
  showBrief: "showBrief",
  openAdStrategist: "openAdStrategist",
  discoveryId: "discoveryId",
  edit: "edit",
  briefId: "briefId",
} as const;
/** Character caps of the Ad Strategist and quick-ideas forms. */
export const STRATEGIST_LIMITS = {
  websiteUrl: 2048,
  additionalContext: 5000,
} as const;
/** The home page's trust logo strip (spec 9). */
export const BRAND_LOGOS = {
  /** Most logos kept; the public read is bounded by it. */
  max: 100,
  maxImageBytes: 2 * 1024 * 1024,
  name: 100,
  domain: 253,
  maxLegendNames: 10,
  legendName: 100,
  /** Seconds one pass of the strip takes (spec 9); the home page uses medium. */
  scrollSeconds: { slow: 100, medium: 60, fast: 30 },
  /** The list is repeated so the scroll never shows a gap (spec 9). */
  repeat: 3,
} as const;

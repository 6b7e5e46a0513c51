/**
 * Error codes shared by server and client, and every user-facing error text of the spec
 * (section 8, plus the validation texts of section 5), verbatim. The server throws
 * `ConvexError({ code, message })` (convex/lib/errors.ts); the client reads it with
 * `readAppError` and maps the code to these texts.
 */
import { ASPECT_RATIOS, DISCOVERY } from "./constants";
import { authMessages, bannerMessages, strategyMessages } from "./startupMessages";

// The codes and the few texts a first page may show live in small modules of their own, so
// the browser's first load does not carry every text below (issue 20); they are re-exported.
export * from "./errorCodes";
export * from "./startupMessages";

/**
 * User-facing texts of spec section 8, grouped by area. `{ title, description }` pairs are toast
 * title and body; texts the spec writes as 'Title: body' are split the same way.
 */
export const messages = {
  auth: authMessages,
  reset: {
    rateLimited: {
      title: "Email rate limit exceeded",
      description: "Too many reset attempts. Please wait a few minutes before trying again.",
    },
    resetFailed: "Password reset failed",
    updateFailed: "Password update failed",
    updated: "Password updated",
  },
  thumbnails: {
    /** HTTP 402. */
    insufficientCredits: "Insufficient credits for thumbnail generation",
    /** HTTP 422. */
    contentFlagged:
      "Unable to generate thumbnails. The content may have been flagged as inappropriate.",
    /** After the last retry. */
    exhausted: "Failed to generate thumbnails. Please try again.",
    unexpected: "An unexpected error occurred",
    regenerateFailed: "Failed to regenerate thumbnails. Please try again.",
  },
  campaignPage: {
    noThumbnails: "No Thumbnails Available",
    notFound: "Campaign page not found.",
    adNotFound: "Ad not found.",
    /** An added ad whose job left no reason (its credits were refunded). */
    adFailed: "We couldn't make this ad. Your Legend Credits were returned; please try again.",
    htmlResponse: "Server returned HTML instead of JSON. There might be a server error.",
    /** Used when the server sent no error text; the spec elides the rest as '...'. */
    serverError: (status: number, detail = "...") => `Server error (${status}): ${detail}`,
    missingId: "Created idea page but couldn't get the ID",
  },
  /** Channel kits (issue 42): an idea's campaign made ready for the platforms it will run on. */
  channelKit: {
    notFound: "Channel kit not found.",
    /** A viewer of the brief: they can see its kits, so saying why reveals nothing. */
    viewerCannotCreate:
      "Viewers can see this campaign's channel kits; ask the owner for edit access to make one.",
    insufficientCredits: (channels: number, cost: number, balance: number) =>
      `Insufficient credits: a channel kit for ${channels} ${channels === 1 ? "channel" : "channels"} needs ${cost} Legend ${cost === 1 ? "Credit" : "Credits"} and you have ${balance}.`,
    /** A failed kit whose job left no reason (its credits were refunded). */
    failed: "We couldn't make this kit. Your Legend Credits were returned; please try again.",
    notReady: "This kit is still being made. Export it once every asset is ready.",
  },
  /** 'Reimagine brand' (issue 18). */
  brandAlternatives: {
    notFound: "These brand alternatives were not found.",
    insufficientCredits: (cost: number, balance: number) =>
      `Insufficient credits: reimagining the brand needs ${cost} Legend Credits and you have ${balance}.`,
    failed: "We couldn't reimagine the brand. Your Legend Credits were returned; please try again.",
    usesCredits: (n: number) => `Uses ${n} Legend Credit${n === 1 ? "" : "s"}`,
  },
  deck: {
    notFound: "Deck not found.",
    slideNotFound: "Slide not found.",
    /** A viewer of the brief: they can see the deck, so saying why reveals nothing. */
    viewerCannotEdit: "Viewers can read this deck; ask the owner for edit access to change it.",
    /** The 'Sell deck' panel of a viewer: the idea's decks are theirs to read, not to write. */
    viewerCannotWrite:
      "Only editors can write sell decks on this brief. Ask the owner for edit access.",
    /** A deck whose job left no reason (its credits were refunded). */
    failed: "We couldn't write this deck. Your Legend Credits were returned; please try again.",
    /** A slide visual whose job left no reason. */
    visualFailed:
      "We couldn't draw this slide. Your Legend Credits were returned; please try again.",
    insufficientCredits: (cost: number, balance: number) =>
      `Insufficient credits: a sell deck needs ${cost} Legend Credits and you have ${balance}.`,
  },
  share: {
    linkFailed: "Failed to generate share link",
    navigationError: "Navigation error",
    error: "Error",
  },
  export: {
    failed: { title: "Export failed", description: "Please try again or use a different format" },
    copyFailed: "Copy failed",
    noImages: "No images available",
    downloadFailed: "Download failed",
  },
  billing: {
    authRequired: {
      title: "Authentication Required",
      subscription: "Please sign in to upgrade your subscription.",
      credits: "Please sign in to purchase credits.",
    },
    invalidPlan: { title: "Invalid Plan", description: "Please select a valid subscription plan" },
    /** The description is the server's text, or `fallback`. */
    error: { title: "Error", fallback: "Something went wrong. Please try again." },
    /** Shown with a button to /pricing. */
    plansLoadFailed: "Unable to load subscription plans at this time.",
    packagesLoadFailed: "Unable to load credit packages at this time.",
    upgradeComingSoon: {
      title: "Upgrade Coming Soon",
      description: "Brand profiles will be available in the next update!",
    },
  },
  banner: bannerMessages,
  legends: { fetchFailed: "Failed to fetch creative legends" },
  strategy: strategyMessages,
  discovery: {
    failed: { title: "Discovery failed", description: "Something went wrong. Please try again." },
    notEnoughCredits: (credits: number) =>
      `You need ${DISCOVERY.costCredits} Legend Credits to use Discovery IQ™. You currently have ${credits} credits.`,
    /** Results page opened without a session id. */
    loadFailed: "Failed to load discovery results.",
  },
  briefAndIdeas: {
    briefFailed: "Failed to generate creative brief. Please try again.",
    loginRequired: "Login Required",
    sessionError: {
      title: "Session Error",
      description: "No active session found. Please sign in again.",
    },
    /** On a 401. */
    authRequired: "Authentication Required",
    /** The 401 `{ requiresAuth, title, details }` of generating a brief while signed out. */
    generateLoginRequired: {
      title: "Login Required",
      details: "Please sign in to generate your creative brief. We'll keep what you've entered.",
    },
    ideasFailed: "Failed to generate creative ideas. Please try again.",
    saveBriefFailed: "Failed to save brief",
    importLoginRequired: {
      title: "Login Required",
      description: "Please sign in to import your existing campaigns",
    },
    noAlternatives: "No alternatives generated. Please try again.",
  },
  visualAndFavourite: {
    visualFailed: "Failed to generate visual. Please try again.",
    favouriteNeedsSavedIdea: "You must be logged in and the idea must be saved to favorite it.",
    inviteFailed: "Failed to send invitation",
  },
  /** Sharing a brief with colleagues (issue 14); codes and server messages in one place. */
  sharing: {
    inviteYourself: "You already have this brief. Invite a colleague's email instead.",
    /** Inviting someone who is on the brief already: the list below is where their role changes. */
    alreadyMember: (role: "viewer" | "editor") =>
      `They already have access to this brief (they can ${role === "editor" ? "edit" : "view"} it). Change their role under People with access.`,
    /**
     * Inviting an address whose invitation to this brief is still pending (issue 39): the dialog
     * offers Resend beside these words instead of sending a second email silently.
     */
    alreadyInvited: "Already invited — resend?",
    /** Withdrawing an invitation that was accepted, withdrawn or expired meanwhile (or isn't yours). */
    inviteNotPending:
      "That invitation is no longer pending: it was accepted, withdrawn or expired.",
    ownerOnly: "Only the brief's owner can manage who has access.",
    viewerCannotEdit: "You can view this brief but not change it. Ask the owner for edit access.",
    /** Over a viewer's read-only brief form: why its fields don't take typing. */
    viewerReadOnly:
      "You're a viewer on this brief, so you can read it but not change it. Ask the owner for edit access.",
    viewerCannotGenerate:
      "Only editors can generate ideas and visuals on this brief. Ask the owner for edit access.",
    noAccessAnyMore: "You no longer have access to this brief",
    ownerCannotLeave: "You own this brief, so you can't leave it.",
    notAMember: "That person doesn't have access to this brief.",
    /**
     * The invitation limits (INVITE_LIMITS), each saying whose limit it is and when the next
     * invitation may go (`wait`: "in about 5 minutes", from inviteWait below).
     */
    inviteLimit: {
      perHour: (limit: number, wait: string) =>
        `You've reached your limit of ${limit} invitations an hour. You can send another ${wait}.`,
      perDay: (limit: number, wait: string) =>
        `You've reached your limit of ${limit} invitations a day. You can send another ${wait}.`,
      perBrief: (limit: number, wait: string) =>
        `This brief has reached its limit of ${limit} invitations an hour. You can invite someone else to it ${wait}.`,
      perRecipient: (limit: number, wait: string) =>
        `You've invited this person ${limit} times in the last hour, the most you can. You can invite them again ${wait}.`,
    },
  },
  /** Brand profiles (issue 18): the manager, the brief form's field and the upgrade teaser. */
  brands: {
    proFeature: "Pro Feature",
    teaser: {
      title: "Brand profiles are a Pro feature",
      description:
        "Save your brand's voice, audience, key messages, colours and logo once, and every brief, idea and visual starts on-brand.",
      upgrade: "Upgrade Now",
    },
    limitZero: "Brand profiles are a Pro feature. Upgrade your plan to add brand profiles.",
    atLimit: (limit: number) =>
      `You have reached your plan's limit of ${limit} brand profile${limit === 1 ? "" : "s"}. Delete one or upgrade your plan to add another.`,
    logoType: "The logo must be a PNG, JPEG or WebP image.",
    logoTooLarge: (mib: number) => `The logo must be ${mib} MB or smaller.`,
    logoMissing: "The logo upload was not found. Please upload it again.",
    websiteUnreadable: "We couldn't read that website. Fill in the profile by hand instead.",
    saved: "Brand profile saved",
    deleted: "Brand profile deleted",
    loadFailed: "Couldn't load your brand profiles.",
  },
  /** Import an existing campaign (issue 18). */
  imports: {
    brandRequired: "Please enter the brand name",
    campaignNameRequired: "Please enter the campaign name",
    textRequired: "Please paste your campaign's text",
    tooManyImages: (max: number) => `You can import at most ${max} images.`,
    imageType: (name: string) => `${name}: only PNG, JPEG or WebP images can be imported.`,
    imageTooLarge: (name: string, mib: number) => `${name}: images must be ${mib} MB or smaller.`,
    imageMissing: "One of the images didn't arrive. Please upload it again.",
    uploadFailed: (name: string) => `${name}: the upload failed. Please try again.`,
    importFailed: "Failed to import your campaign. Please try again.",
  },
  /** The home page's brand logo strip, managed in /admin (issue 18). */
  brandLogos: {
    nameRequired: "Please enter the brand's name",
    domainInvalid: "Please enter the brand's domain, like example.com",
    imageRequired: "Please choose a logo image",
    imageType: "Logos must be PNG, JPEG or WebP images.",
    imageTooLarge: (mib: number) => `Logos must be ${mib} MB or smaller.`,
    imageMissing: "The logo upload was not found. Please upload it again.",
    tooManyLegendNames: (max: number) => `At most ${max} legend names.`,
    full: (max: number) => `The strip holds at most ${max} logos. Remove one first.`,
  },
  /** Personal API keys on /account (issue 43). */
  apiKeys: {
    nameRequired: "Give the key a name",
    atLimit: (max: number) =>
      `You can have at most ${max} active API keys. Revoke one before creating another.`,
    shownOnce: "Copy this key now. It won't be shown again.",
    created: "API key created",
    revoked: "API key revoked",
    loadFailed: "Couldn't load your API keys.",
  },
  /** Upload links (convex/uploads): one upload each, for one person, within the hour. */
  uploads: {
    linkInvalid: "This upload link has expired or was already used. Please try again.",
    tooMany: "Too many uploads in a short time. Please try again later.",
  },
} as const;

/** Form and input validation texts of spec section 5, verbatim. */
export const validationMessages = {
  /** The sign-in dialog's sign-up tab. */
  signUp: {
    fullName: "Please enter your full name",
    email: "Please enter a valid email",
    passwordMin: "Password must be at least 6 characters",
    passwordsMismatch: "Passwords don't match",
  },
  /** The other sign-up form (/register). */
  signUpPage: {
    fullNameRequired: "Full name is required.",
    emailRequired: "Email is required.",
    emailInvalid: "Please enter a valid email address.",
    passwordRequired: "Password is required.",
    passwordMin: "Password must be at least 6 characters.",
    passwordsMismatch: "Passwords don't match",
  },
  signIn: {
    email: "Please enter a valid email",
    passwordRequired: "Password is required",
  },
  brief: {
    brand: "Brand name is required",
    audience: "Target audience is required",
    message: "Key message is required",
    tone: "Tone/style is required",
    /** Spec 5 requires a non-empty title after trimming; it words no message. */
    titleRequired: "Brief title is required",
    contentRequired: "Generate the brief before saving it",
    /** Refinement only refines an existing brief (spec 3). */
    refinementNeedsBrief: "Generate a brief first, then describe how to refine it",
    /** Reimagine brand without brand, audience, message and tone. */
    reimagineMissing: "Missing Information",
  },
  adStrategist: {
    needsContext:
      "Please provide either a website URL, brand name, or describe your company in the additional context",
  },
  quickIdeas: { contextRequired: "Please tell us about what you want to advertise" },
  discovery: { ideaRequired: "Please enter your idea" },
  invite: {
    emailRequired: "Please enter an email address",
    emailInvalid: "Please enter a valid email address",
  },
  legendPicker: {
    maxSelected: (max: number) => `Maximum of ${max} legends allowed`,
    deselectFirst: "Please deselect a legend before selecting another one.",
  },
  campaignPage: {
    missingIdeaId: "Cannot create an idea page without an idea ID",
    needsThumbnails:
      "This idea needs thumbnails first. Go back to the homepage, click on this idea to generate thumbnails, then try 'Campaign It' again.",
    headlineRequired: "Headline is required",
    bodyRequired: "Body copy is required",
    reorderMismatch: "The ads changed while you were moving them. Please try again.",
    onlyFailedRetry: "Only an ad that failed can be tried again.",
    tooManyAds: (max: number) => `A campaign page holds at most ${max} ads.`,
  },
  channelKit: {
    missingIdeaId: "Cannot make a channel kit without an idea ID",
    noChannels: "Pick at least one channel.",
    unknownChannel: (channel: string, known: readonly string[]) =>
      `"${channel.slice(0, 40)}" is not a channel. Pick from: ${known.join(", ")}.`,
    needsCampaignPage:
      "This idea has no campaign page yet. Click 'Campaign It' first: a kit is cut from the page's visuals.",
    noVisuals: "This campaign page has no visuals to cut a kit from.",
    undrawableVisuals:
      "This campaign page's pictures are in a format a kit cannot be cut from yet: give the idea a PNG or JPEG picture.",
  },
  dashboard: {
    searchTooLong: (max: number) => `Search with at most ${max} characters.`,
  },
  deck: {
    missingIdeaId: "Cannot sell an idea without an idea ID",
    titleRequired: "Give the slide a title.",
    reorderMismatch: "The slides changed while you were moving them. Please try again.",
    onlyFailedRetry: "Only a deck that failed can be tried again.",
    /** The slide's deck is still being written: its slides are the job's until it is done. */
    stillWriting: "This deck is still being written. Please wait until it is done.",
    stillDrawing: "This slide's visual is still being drawn. Please wait until it is done.",
  },
  /** 'Reimagine brand' (issue 18): the Missing Information description names what is empty. */
  brandAlternatives: {
    missingFields: (fields: readonly string[]) =>
      `Please fill in ${joinFields(fields)} before reimagining the brand.`,
    selectLegend: "Select at least one legend.",
  },
  billing: { invalidPlan: "Invalid Plan: Please select a valid subscription plan" },
  visual: {
    /** Spec 5: the 'Edit visualization prompt' dialog edits an idea's prompt, never adds one. */
    promptNeedsExisting: "Edit prompt needs an existing prompt",
    promptRequired: "Visualization prompt is required",
    /** Aspect ratios the picker offers are the only ones accepted (spec 3). */
    unknownAspectRatio: (value: string) =>
      `Unknown aspect ratio "${value.slice(0, 20)}": use ${ASPECT_RATIOS.map((r) => r.value).join(", ")}.`,
  },
  brandProfile: {
    nameRequired: "Brand name is required",
    colorFormat: "Colours must be hex values like #1A2B3C",
    tooMany: (label: string, max: number) => `${label}: at most ${max}`,
    websiteRequired: "Please enter the website address",
  },
  /** Any capped text field: "Brand name must be 200 characters or fewer". */
  tooLong: (label: string, max: number) =>
    `${label} must be ${max.toLocaleString("en-US")} characters or fewer`,
} as const;

/** "the brand name, the target audience and the tone/style". */
function joinFields(fields: readonly string[]): string {
  if (fields.length <= 1) return fields.join("");
  return `${fields.slice(0, -1).join(", ")} and ${fields[fields.length - 1]}`;
}

/** The admin console's texts (issue 19; admins only, so not in the spec). */
export const adminMessages = {
  accountNotFound: "Account not found.",
  jobNotFound: "Job not found.",
  amountInvalid: (max: number) =>
    `Enter a whole number of Legend Credits from 1 to ${max.toLocaleString("en-US")}.`,
  reasonRequired: "Give a reason: it is written to the user's credit history.",
  reasonTooLong: (max: number) => `The reason must be ${max} characters or fewer.`,
  removeTooMany: (email: string, balance: number) =>
    `${email} has ${balance.toLocaleString("en-US")} Legend ${balance === 1 ? "Credit" : "Credits"}: you can remove at most that many.`,
  onlyFailedRetry: "Only a failed job can be retried; this one is not failed (any more).",
  retryNotSupported: (kind: string) =>
    `A ${kind} job is retried by its owner from its own page (it keeps state of its own there).`,
} as const;

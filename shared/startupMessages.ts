/**
 * The user-facing texts (spec section 8) the app's start-up code may show on any first page:
 * sign-in and session toasts, the ideas banner, the strategist's credit markers. Part of
 * `messages` in shared/errors.ts; a module of their own so the first load carries only these.
 */

export const authMessages = {
  sessionExpired: {
    title: "Authentication issue",
    description: "Your session may have expired. Please sign in again.",
  },
  registrationFailed: {
    title: "Registration failed",
    fallback: "Failed to create account",
    unexpected: "An unexpected error occurred.",
  },
  signInFailed: { title: "Sign in failed", fallback: "Failed to sign in" },
  signUpFailed: { title: "Sign up failed" },
  googleSignInFailed: {
    title: "Google sign in failed",
    description: "There was a problem signing in with Google.",
  },
  /** The description is the server's message, or `unexpected` on exceptions. */
  authenticationError: {
    title: "Authentication Error",
    unexpected: "An unexpected error occurred. Please try again.",
  },
  signedOut: { title: "Signed out", description: "You have been signed out successfully." },
  signOutFailed: {
    title: "Sign out failed",
    description: "An unexpected error occurred. Please try again.",
  },
  /** Spec 4: only after an explicit sign-in. */
  welcomeBack: "Welcome back!",
  /**
   * EMAIL_NOT_VERIFIED (spec 4): the sign-in answers it after emailing a fresh code; the code
   * step shows both lines.
   */
  emailNotVerified: {
    message: "Please verify your email to sign in.",
    suggestion: (email: string) =>
      `We've sent a new code to ${email}. Enter it to finish signing in.`,
  },
  /** Sign-in refused after too many wrong passwords, saying when the next try is allowed. */
  tooManySignInAttempts: (minutes: number) =>
    `Too many sign-in attempts. Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`,
  /** A code refused after too many wrong codes for the address (it may itself be right). */
  tooManyCodeAttempts: "Too many attempts. Please wait a few minutes and request a new code.",
  /**
   * Too many code emails (per address, per client or for everyone): the client reads it as a
   * rate limit by its 'too many requests' (spec 5).
   */
  tooManyCodes: "Too many requests for a code. Please wait a few minutes before trying again.",
} as const;

export const bannerMessages = { statsUnavailable: "Stats currently unavailable" } as const;

export const strategyMessages = {
  /** The 401 `{ requiresAuth, title, details }` once a visitor has had their free strategies. */
  signInRequired: {
    title: "Sign in to Continue",
    details:
      "You've used your free strategy session. Sign in or create an account to generate more strategies.",
  },
  strategiesFailed: "Failed to generate advertising strategies",
  ideasFailed: "Failed to generate ideas",
  /** A 402 or a message containing one of these opens the upgrade modal. */
  insufficientCreditsMarkers: ["Insufficient credits", "Payment Required"],
} as const;

/**
 * The error codes and the `{ code, message }` shape of every expected server failure, and how
 * the client reads one. Re-exported by shared/errors.ts; imported from here by code that runs
 * on a first page, which should not download every user-facing text with it (issue 20).
 */

export const ErrorCode = {
  UNAUTHENTICATED: "UNAUTHENTICATED",
  FORBIDDEN: "FORBIDDEN",
  NOT_FOUND: "NOT_FOUND",
  INVALID_ARGUMENT: "INVALID_ARGUMENT",
  INSUFFICIENT_CREDITS: "INSUFFICIENT_CREDITS",
  RATE_LIMITED: "RATE_LIMITED",
  CONFLICT: "CONFLICT",
  PROVIDER_UNAVAILABLE: "PROVIDER_UNAVAILABLE",
  CONTENT_FLAGGED: "CONTENT_FLAGGED",
  TIMEOUT: "TIMEOUT",
  INTERNAL: "INTERNAL",
  // Sign-in outcomes the spec returns with a code (section 4).
  USER_NOT_FOUND: "USER_NOT_FOUND",
  INVALID_PASSWORD: "INVALID_PASSWORD",
  EMAIL_NOT_VERIFIED: "EMAIL_NOT_VERIFIED",
  // A verification or reset code that is wrong, used or expired.
  INVALID_CODE: "INVALID_CODE",
  // A brief invite link that cannot be used (sharing, issue 14).
  INVITE_EXPIRED: "INVITE_EXPIRED",
  INVITE_USED: "INVITE_USED",
  INVITE_WRONG_ACCOUNT: "INVITE_WRONG_ACCOUNT",
  // Inviting an address whose invitation to the brief is still pending (issue 39): the client
  // offers Resend rather than sending a second email silently.
  ALREADY_INVITED: "ALREADY_INVITED",
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/**
 * The `data` of every expected server failure. A type alias so it is a Convex `Value`.
 * Sign-in outcomes also carry a `suggestion` (and EMAIL_NOT_VERIFIED the `email`).
 */
export type AppErrorData = {
  code: ErrorCode;
  message: string;
  suggestion?: string;
  email?: string;
  /**
   * A 401 the UI answers by opening the sign-in dialog (and saving the form) rather than signing
   * out: the spec's `{ requiresAuth, title, details }` body (section 7, /ad-strategist).
   */
  requiresAuth?: boolean;
  title?: string;
  details?: string;
};

/**
 * Message used when the thrower gives none. Texts the client pattern-matches keep their
 * markers: 'Insufficient credits' (spec 8, Strategy) and 'too many requests' (spec 5, reset).
 */
export const defaultErrorMessages: Record<ErrorCode, string> = {
  UNAUTHENTICATED: "Your session may have expired. Please sign in again.",
  FORBIDDEN: "You don't have permission to do that.",
  NOT_FOUND: "We couldn't find what you were looking for.",
  INVALID_ARGUMENT: "Some of the information provided isn't valid.",
  INSUFFICIENT_CREDITS: "Insufficient credits. Get more Legend Credits to continue.",
  RATE_LIMITED: "Too many requests. Please wait a moment and try again.",
  CONFLICT: "This was changed elsewhere. Please refresh and try again.",
  PROVIDER_UNAVAILABLE: "The AI service is unavailable right now. Please try again.",
  CONTENT_FLAGGED: "The content may have been flagged as inappropriate.",
  TIMEOUT: "This took too long. Please try again.",
  INTERNAL: "Something went wrong. Please try again.",
  USER_NOT_FOUND: "No account was found for this email.",
  INVALID_PASSWORD: "The password is incorrect.",
  EMAIL_NOT_VERIFIED: "Please verify your email before signing in.",
  INVALID_CODE: "That code is invalid or has expired.",
  INVITE_EXPIRED: "This invitation has expired. Ask for a new one.",
  INVITE_USED: "This invitation has already been used.",
  INVITE_WRONG_ACCOUNT:
    "This invitation was sent to a different email address. Sign in with that address to accept it.",
  ALREADY_INVITED: "Already invited — resend?",
};

const errorCodes = new Set<string>(Object.values(ErrorCode));

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && errorCodes.has(value);
}

/** True for a `{ code, message }` object with a known code. */
export function isAppErrorData(value: unknown): value is AppErrorData {
  if (typeof value !== "object" || value === null) return false;
  const { code, message } = value as Record<string, unknown>;
  return isErrorCode(code) && typeof message === "string";
}

/**
 * Reads `{ code, message }` from a thrown `ConvexError` (or anything carrying the same `data`).
 * Duck-typed rather than `instanceof`, so it holds across bundles and for errors rebuilt by the
 * client. Returns null for anything else: plain errors are bugs, not expected failures.
 */
export function readAppError(error: unknown): AppErrorData | null {
  if (typeof error !== "object" || error === null || !("data" in error)) return null;
  const data: unknown = error.data;
  if (typeof data !== "object" || data === null) return null;
  const { code, message, suggestion, email, requiresAuth, title, details } = data as Record<
    string,
    unknown
  >;
  if (!isErrorCode(code)) return null;
  return {
    code,
    message: typeof message === "string" && message !== "" ? message : defaultErrorMessages[code],
    ...(typeof suggestion === "string" ? { suggestion } : {}),
    ...(typeof email === "string" ? { email } : {}),
    ...(requiresAuth === true ? { requiresAuth } : {}),
    ...(typeof title === "string" ? { title } : {}),
    ...(typeof details === "string" ? { details } : {}),
  };
}

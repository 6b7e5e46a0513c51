import { ConvexError } from "convex/values";
import { RATE_LIMIT_MARKERS } from "../../../../shared/constants";
import { ErrorCode, messages, readAppError } from "../../../../shared/errors";

const { auth: authTexts, reset: resetTexts } = messages;

/** A toast's title and body. */
export type ToastText = { title: string; description: string };

/**
 * What the sign-in form does with a failure (spec 4, Sign-in outcomes): the three coded
 * outcomes stay in the form with the server's suggestion; anything else is a toast.
 */
export type SignInOutcome =
  | { kind: "userNotFound"; message: string; suggestion?: string }
  | { kind: "invalidPassword"; message: string; suggestion?: string }
  | { kind: "emailNotVerified"; email?: string; message: string }
  | { kind: "toast"; toast: ToastText };

/**
 * An account that must verify its email before it signs in, with what the code step says: the
 * server's EMAIL_NOT_VERIFIED words (spec 4), for the address as the server keys it.
 */
export type UnverifiedAccount = {
  email: string;
  password: string;
  notice: { message: string; suggestion: string };
};

export function unverifiedAccount(email: string, password: string): UnverifiedAccount {
  const normalized = email.trim().toLowerCase();
  const { message, suggestion } = authTexts.emailNotVerified;
  return { email: normalized, password, notice: { message, suggestion: suggestion(normalized) } };
}

export function signInOutcome(error: unknown): SignInOutcome {
  const data = readAppError(error);
  switch (data?.code) {
    case ErrorCode.USER_NOT_FOUND:
      return { kind: "userNotFound", message: data.message, suggestion: data.suggestion };
    case ErrorCode.INVALID_PASSWORD:
      return { kind: "invalidPassword", message: data.message, suggestion: data.suggestion };
    case ErrorCode.EMAIL_NOT_VERIFIED:
      return { kind: "emailNotVerified", email: data.email, message: data.message };
    default:
      return {
        kind: "toast",
        toast: {
          title: authTexts.signInFailed.title,
          description: serverText(error) ?? authTexts.signInFailed.fallback,
        },
      };
  }
}

/**
 * Sign-up failures: the server's text (e.g. an email already registered), else 'Failed to
 * create account' for a server failure without one, else 'An unexpected error occurred.'.
 */
export function signUpFailure(error: unknown, title: string): ToastText {
  if (error instanceof ConvexError || readAppError(error)) {
    return { title, description: serverText(error) ?? authTexts.registrationFailed.fallback };
  }
  return { title, description: authTexts.registrationFailed.unexpected };
}

/** 'Authentication Error' with the server's message, or the generic text on exceptions. */
export function authenticationError(error: unknown): ToastText {
  return {
    title: authTexts.authenticationError.title,
    description: serverText(error) ?? authTexts.authenticationError.unexpected,
  };
}

/** Google sign-in failures have fixed texts; the server's detail is not shown. */
export const googleSignInFailure: ToastText = authTexts.googleSignInFailed;

/**
 * Spec 5: a reset error whose message mentions 'rate limit', 'too many requests' or
 * 'exceeded' (any case) is a rate limit, whatever its code.
 */
export function isRateLimitError(error: unknown): boolean {
  const text = messageOf(error)?.toLowerCase();
  if (readAppError(error)?.code === ErrorCode.RATE_LIMITED) return true;
  return text !== undefined && RATE_LIMIT_MARKERS.some((marker) => text.includes(marker));
}

/** Reset failures: rate limits get their own toast, others the step's title and the server text. */
export function resetFailure(error: unknown, title: string): ToastText {
  if (isRateLimitError(error)) return resetTexts.rateLimited;
  return { title, description: serverText(error) ?? authTexts.authenticationError.unexpected };
}

/** Text written for people: only an expected (ConvexError) failure's message qualifies. */
function serverText(error: unknown): string | undefined {
  const coded = readAppError(error);
  if (coded) return coded.message;
  if (error instanceof ConvexError) {
    const data: unknown = error.data;
    if (typeof data === "string" && data.trim()) return data;
    if (typeof data === "object" && data !== null && "message" in data) {
      const message = data.message;
      if (typeof message === "string" && message.trim()) return message;
    }
  }
  return undefined;
}

/** Any message at all, for pattern matching (never shown as is). */
function messageOf(error: unknown): string | undefined {
  return serverText(error) ?? (error instanceof Error ? error.message : undefined);
}

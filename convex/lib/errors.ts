import { ConvexError } from "convex/values";
import { defaultErrorMessages, type AppErrorData, type ErrorCode } from "../../shared/errors";

/**
 * The one way to signal an expected failure: the client receives `data` intact and maps `code`
 * to the spec's texts. Throw a plain `Error` only for bugs.
 *
 *   throw appError("NOT_FOUND");
 */
export function appError(
  code: ErrorCode,
  message?: string,
  extra: Pick<AppErrorData, "suggestion" | "email" | "requiresAuth" | "title" | "details"> = {},
): ConvexError<AppErrorData> {
  return new ConvexError<AppErrorData>({
    code,
    message: message ?? defaultErrorMessages[code],
    ...extra,
  });
}

/**
 * UNAUTHENTICATED for a visitor who may continue after signing in (the spec's 401 body
 * `{ requiresAuth, title, details }`): the UI saves the form and opens the sign-in dialog
 * instead of treating it as an expired session.
 */
export function signInRequired(prompt: { title: string; details: string }) {
  return appError("UNAUTHENTICATED", prompt.details, {
    requiresAuth: true,
    title: prompt.title,
    details: prompt.details,
  });
}

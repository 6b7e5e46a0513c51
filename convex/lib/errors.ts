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
  extra: Pick<AppErrorData, "suggestion" | "email"> = {},
): ConvexError<AppErrorData> {
  return new ConvexError<AppErrorData>({
    code,
    message: message ?? defaultErrorMessages[code],
    ...extra,
  });
}

import { messages, readAppError, type ErrorCode } from "../../../../shared/errors";
import type { ThumbnailsView } from "./types";

/**
 * What one thumbnails attempt came to, in the spec's terms (section 4 "Thumbnails per idea",
 * section 8 "Thumbnails"): images, a failure worth another attempt (an empty result, a failed
 * job, a dropped request), or one another attempt cannot fix.
 */
export type AttemptOutcome =
  | { kind: "ready"; urls: string[] }
  | { kind: "retry" }
  | { kind: "fatal"; message: string; insufficientCredits: boolean; error?: unknown };

const text = messages.thumbnails;

/** Asking again cannot change these: no access, no idea, a bad request. */
const HOPELESS: ReadonlySet<ErrorCode> = new Set([
  "UNAUTHENTICATED",
  "FORBIDDEN",
  "NOT_FOUND",
  "INVALID_ARGUMENT",
]);

/** A finished thumbnails job (status ready, failed or none) as an attempt's outcome. */
export function outcomeOfView(view: ThumbnailsView): AttemptOutcome {
  if (view.status === "failed") {
    // PROVIDER_CREDITS: the image provider's account, not the user's Legend Credits.
    if (view.errorCode === "PROVIDER_CREDITS") {
      return { kind: "fatal", message: text.insufficientCredits, insufficientCredits: false };
    }
    if (view.errorCode === "CONTENT_FLAGGED") {
      return { kind: "fatal", message: text.contentFlagged, insufficientCredits: false };
    }
    return { kind: "retry" };
  }
  return view.urls.length > 0 ? { kind: "ready", urls: view.urls } : { kind: "retry" };
}

/** A request that threw: out of Legend Credits (402), flagged (422), hopeless, or retried. */
export function outcomeOfError(error: unknown): AttemptOutcome {
  const appError = readAppError(error);
  if (appError?.code === "INSUFFICIENT_CREDITS") {
    return { kind: "fatal", message: text.insufficientCredits, insufficientCredits: true, error };
  }
  if (appError?.code === "CONTENT_FLAGGED") {
    return { kind: "fatal", message: text.contentFlagged, insufficientCredits: false };
  }
  if (appError && HOPELESS.has(appError.code)) {
    return { kind: "fatal", message: text.unexpected, insufficientCredits: false };
  }
  return { kind: "retry" };
}

/** After the last attempt: the first generation's words, or a regenerate's. */
export function exhaustedMessage(refresh: boolean): string {
  return refresh ? text.regenerateFailed : text.exhausted;
}

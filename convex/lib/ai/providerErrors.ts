import { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from "openai";
import { AiError } from "./types";

/**
 * How an OpenAI-compatible endpoint's failures map to the engine's error codes, and which of
 * them are worth another attempt. OpenAI and OpenRouter differ in where they put moderation
 * verdicts (OpenAI: 400 `content_policy_violation`; OpenRouter: 403 with `metadata.reasons` /
 * `flagged_input`), so both are read.
 */

const MODERATION_SIGNAL =
  /content[_ ]?(policy|filter|management)|moderation|flagged|safety[_ ]system|responsible ?ai|inappropriate/i;

/** An HTTP error answer, read once into plain typed fields. */
type HttpFailure = {
  status: number | null;
  message: string;
  code: string;
  type: string;
  metadata: Record<string, unknown>;
  headers: Headers | null;
};

/** OpenAI sends string codes, OpenRouter numeric ones. */
function scalarText(value: unknown): string {
  return typeof value === "string" || typeof value === "number" ? String(value) : "";
}

function httpFailure(error: unknown): HttpFailure | null {
  // Connection errors are APIErrors without a status; they are not answers.
  if (!(error instanceof APIError) || error instanceof APIConnectionError) return null;
  const typed = error as APIError<number | undefined, Headers | undefined, object | undefined>;
  const body = (typed.error ?? {}) as Record<string, unknown>;
  const metadata = body.metadata;
  return {
    status: typed.status ?? null,
    message: typed.message,
    code: scalarText(typed.code ?? body.code),
    type: String(typed.type ?? ""),
    metadata:
      typeof metadata === "object" && metadata !== null
        ? (metadata as Record<string, unknown>)
        : {},
    headers: typed.headers ?? null,
  };
}

function looksModerated(failure: HttpFailure): boolean {
  const texts = [failure.message, failure.code, failure.type];
  // OpenRouter's moderation 403 carries these metadata fields.
  if ("reasons" in failure.metadata || "flagged_input" in failure.metadata) return true;
  for (const value of Object.values(failure.metadata)) {
    if (typeof value === "string") texts.push(value);
  }
  return texts.some((text) => MODERATION_SIGNAL.test(text));
}

/** Maps anything the SDK (or our own checks) threw; AiErrors pass through untouched. */
export function toAiError(error: unknown): AiError {
  if (error instanceof AiError) return error;
  if (error instanceof APIConnectionTimeoutError || error instanceof APIUserAbortError) {
    return new AiError("TIMEOUT", "The model did not answer in time");
  }
  if (error instanceof APIConnectionError) {
    return new AiError("UNAVAILABLE", `Could not reach the model provider: ${error.message}`);
  }
  const failure = httpFailure(error);
  if (failure) {
    const { status } = failure;
    const message = `provider answered ${status ?? "without a status"}: ${failure.message}`;
    switch (status) {
      case 401:
      case 404:
        return new AiError("MISCONFIGURED", message, status);
      case 402:
        return new AiError("PROVIDER_CREDITS", message, status);
      case 400:
      case 403:
      case 422:
        // A refused request is our configuration's fault unless moderation refused it.
        return new AiError(
          looksModerated(failure) ? "CONTENT_FLAGGED" : "MISCONFIGURED",
          message,
          status,
        );
      default:
        return new AiError("UNAVAILABLE", message, status);
    }
  }
  // Not a provider failure: a bug in our code. Keep it loud.
  if (error instanceof Error) throw error;
  throw new Error(String(error));
}

const TRANSIENT_STATUSES = new Set([408, 409, 425, 429]);

/** Rate limits, server errors and dropped connections; never timeouts (a slow model stays slow). */
export function isTransient(error: unknown): boolean {
  if (error instanceof APIConnectionTimeoutError || error instanceof APIUserAbortError) {
    return false;
  }
  if (error instanceof APIConnectionError) return true;
  if (error instanceof AiError) return error.code === "UNAVAILABLE";
  const status = httpFailure(error)?.status ?? 0;
  return TRANSIENT_STATUSES.has(status) || status >= 500;
}

/** Retry-After as milliseconds (OpenAI also sends retry-after-ms); null when absent. */
export function retryAfterMs(error: unknown, now: number = Date.now()): number | null {
  const headers = httpFailure(error)?.headers;
  if (!headers) return null;
  const precise = headers.get("retry-after-ms");
  if (precise !== null && Number.isFinite(Number(precise))) return Math.max(0, Number(precise));
  const header = headers.get("retry-after");
  if (header === null) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

export type RetryPolicy = {
  /** Total attempts, the first included. */
  maxAttempts: number;
  /** First backoff; doubles each retry. */
  baseDelayMs: number;
  /** A Retry-After longer than this ends the retries instead of stalling the job. */
  maxRetryAfterMs: number;
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `attempt` until it succeeds, fails for good, or the attempts run out. */
export async function withRetries<T>(
  policy: RetryPolicy,
  attempt: (attemptNumber: number) => Promise<T>,
): Promise<T> {
  for (let attemptNumber = 1; ; attemptNumber += 1) {
    try {
      return await attempt(attemptNumber);
    } catch (error) {
      if (!isTransient(error) || attemptNumber >= policy.maxAttempts) throw error;
      const asked = retryAfterMs(error);
      if (asked !== null && asked > policy.maxRetryAfterMs) throw error;
      // Jitter keeps parallel jobs (one per legend) from retrying in lockstep.
      const backoff = policy.baseDelayMs * 2 ** (attemptNumber - 1);
      await sleep(asked ?? backoff + Math.random() * policy.baseDelayMs * 0.25);
    }
  }
}

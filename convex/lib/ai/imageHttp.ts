import { MAX_IMAGE_BYTES } from "../../../shared/constants";
import { sniffImageType } from "./imageBytes";
import { AiError, type AiErrorCode } from "./types";

/**
 * HTTP plumbing the image providers share: one deadline per generation (request, polling and
 * downloads together), retries with backoff on 429/5xx and network errors, the mapping of provider
 * statuses to AiError codes, and downloading the provider's output into bytes at once (provider
 * URLs expire and are never handed on).
 */

export type FetchLike = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

export type RetryPolicy = {
  /** Attempts after the first one. */
  retries: number;
  baseDelayMs: number;
  maxDelayMs: number;
};

export const DEFAULT_IMAGE_RETRY: RetryPolicy = { retries: 2, baseDelayMs: 800, maxDelayMs: 8000 };

/** The time budget of one provider call; every request and pause of the call shares it. */
export class Deadline {
  readonly signal: AbortSignal;
  private readonly endsAt: number;

  constructor(readonly timeoutMs: number) {
    this.signal = AbortSignal.timeout(timeoutMs);
    this.endsAt = Date.now() + timeoutMs;
  }

  get expired(): boolean {
    return this.signal.aborted || Date.now() >= this.endsAt;
  }

  remainingMs(): number {
    return Math.max(0, this.endsAt - Date.now());
  }

  error(provider: string): AiError {
    return new AiError("TIMEOUT", `${provider} did not finish within ${this.timeoutMs} ms`);
  }
}

/** Waits `ms`, or rejects with the deadline's TIMEOUT as soon as the deadline passes. */
export function pause(ms: number, deadline: Deadline, provider: string): Promise<void> {
  if (deadline.expired || ms >= deadline.remainingMs()) {
    return Promise.reject(deadline.error(provider));
  }
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(deadline.error(provider));
    };
    const timer = setTimeout(() => {
      deadline.signal.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    deadline.signal.addEventListener("abort", onAbort, { once: true });
  });
}

export function isRetryableStatus(status: number): boolean {
  return status === 429 || status >= 500;
}

/** Exponential backoff with jitter; a provider's Retry-After (seconds) wins when it is sane. */
export function retryDelayMs(attempt: number, policy: RetryPolicy, retryAfter: string | null) {
  const seconds = retryAfter === null ? NaN : Number(retryAfter);
  if (Number.isFinite(seconds) && seconds >= 0) {
    return Math.min(seconds * 1000, policy.maxDelayMs);
  }
  const exponential = policy.baseDelayMs * 2 ** attempt;
  return Math.min(exponential + Math.random() * policy.baseDelayMs * 0.25, policy.maxDelayMs);
}

/**
 * fetch with retries on 429/5xx and network failures. Answers the last response when retries
 * run out (or the next pause would pass the deadline), so the caller maps its status; throws
 * AiError TIMEOUT when the deadline passes and UNAVAILABLE when the host never answered.
 */
export async function fetchWithRetry(
  fetchFn: FetchLike,
  input: string | URL,
  init: RequestInit,
  options: { policy: RetryPolicy; deadline: Deadline; provider: string },
): Promise<Response> {
  const { policy, deadline, provider } = options;
  for (let attempt = 0; ; attempt += 1) {
    let response: Response;
    try {
      response = await fetchFn(input, { ...init, signal: deadline.signal });
    } catch (error) {
      if (deadline.expired) throw deadline.error(provider);
      if (error instanceof AiError) throw error;
      const delay = retryDelayMs(attempt, policy, null);
      if (attempt >= policy.retries || delay >= deadline.remainingMs()) {
        throw new AiError("UNAVAILABLE", `${provider} could not be reached: ${String(error)}`);
      }
      await pause(delay, deadline, provider);
      continue;
    }
    if (!isRetryableStatus(response.status) || attempt >= policy.retries) return response;
    const delay = retryDelayMs(attempt, policy, response.headers.get("retry-after"));
    if (delay >= deadline.remainingMs()) return response;
    await response.body?.cancel();
    await pause(delay, deadline, provider);
  }
}

/** The provider's own words for a failure, short enough for a log line or an error message. */
export async function readErrorDetail(response: Response): Promise<string> {
  const text = await response.text().catch(() => "");
  let detail = text;
  try {
    const body = JSON.parse(text) as Record<string, unknown>;
    const field = [body.detail, body.message, body.error, body.title].find(
      (value) => typeof value === "string" && value !== "",
    );
    if (typeof field === "string") detail = field;
  } catch {
    // Not JSON: the raw text is the detail.
  }
  return (detail || response.statusText || "no detail").replace(/\s+/g, " ").trim().slice(0, 300);
}

/**
 * The failure class of a provider status. 422 is Ideogram's "failed the safety check"; providers
 * whose 422 means something else override it (see replicate.ts).
 */
export function codeForStatus(status: number): AiErrorCode {
  if (status === 400 || status === 401 || status === 403 || status === 404) return "MISCONFIGURED";
  if (status === 402) return "PROVIDER_CREDITS";
  if (status === 422) return "CONTENT_FLAGGED";
  return "UNAVAILABLE";
}

export async function errorFromResponse(
  provider: string,
  response: Response,
  code: AiErrorCode = codeForStatus(response.status),
): Promise<AiError> {
  const detail = await readErrorDetail(response);
  return new AiError(code, `${provider} answered ${response.status}: ${detail}`, response.status);
}

export type DownloadedImage = { bytes: Uint8Array<ArrayBuffer>; contentType: string };

function tooLarge(provider: string): AiError {
  return new AiError("INVALID_OUTPUT", `${provider} sent an image over ${MAX_IMAGE_BYTES} bytes`);
}

function decodeDataUri(uri: string, provider: string): Uint8Array<ArrayBuffer> {
  const match = /^data:[\w/+.-]*(;base64)?,(.*)$/s.exec(uri);
  if (!match?.[1]) throw new AiError("INVALID_OUTPUT", `${provider} sent an unreadable data URI`);
  // Four base64 characters are three bytes: an oversized image is refused before it is decoded.
  if (Math.floor(match[2].length / 4) * 3 > MAX_IMAGE_BYTES + 2) throw tooLarge(provider);
  try {
    return Uint8Array.from(atob(match[2]), (char) => char.charCodeAt(0));
  } catch {
    throw new AiError("INVALID_OUTPUT", `${provider} sent an unreadable data URI`);
  }
}

/**
 * The provider's output URL (or data URI) as bytes. No credentials are sent: output hosts are
 * CDNs, not the API. Only raster formats recognised from the bytes themselves are accepted (never
 * a provider's SVG or HTML, which /api/media would otherwise serve from our origin).
 */
export async function downloadImage(
  url: string,
  options: { fetch: FetchLike; deadline: Deadline; provider: string; policy: RetryPolicy },
): Promise<DownloadedImage> {
  const { provider } = options;
  if (url.startsWith("data:")) return checked(decodeDataUri(url, provider), provider);
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new AiError("INVALID_OUTPUT", `${provider} sent an invalid image URL`);
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") {
    throw new AiError("INVALID_OUTPUT", `${provider} sent a ${parsed.protocol} image URL`);
  }
  const response = await fetchWithRetry(options.fetch, parsed, { method: "GET" }, options);
  if (!response.ok) {
    const error = await errorFromResponse(`${provider} image download`, response, "UNAVAILABLE");
    throw error;
  }
  return checked(await readCapped(response, options.deadline, provider), provider);
}

/**
 * The body, counted as it streams: an image over MAX_IMAGE_BYTES is refused by its declared
 * Content-Length before any of it is read, or, when the length is missing or wrong, the moment
 * the running total passes the cap (the stream is cancelled there). An action has 64 MiB and may
 * download several images at once, so an oversized one must never sit whole in memory.
 */
async function readCapped(
  response: Response,
  deadline: Deadline,
  provider: string,
): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(response.headers.get("content-length") ?? "0");
  if (declared > MAX_IMAGE_BYTES) {
    await response.body?.cancel().catch(() => undefined);
    throw tooLarge(provider);
  }
  if (response.body === null) return new Uint8Array(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > MAX_IMAGE_BYTES) {
        await reader.cancel().catch(() => undefined);
        throw tooLarge(provider);
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof AiError) throw error;
    if (deadline.expired) throw deadline.error(provider);
    throw new AiError("UNAVAILABLE", `${provider} image download broke off: ${String(error)}`);
  }
  if (chunks.length === 1 && ownsPlainBuffer(chunks[0])) return chunks[0];
  const bytes = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

/** A view over a plain ArrayBuffer can go into a Blob as it is, without a copy. */
function ownsPlainBuffer(bytes: Uint8Array): bytes is Uint8Array<ArrayBuffer> {
  return bytes.buffer instanceof ArrayBuffer;
}

function checked(bytes: Uint8Array<ArrayBuffer>, provider: string): DownloadedImage {
  if (bytes.length === 0) throw new AiError("INVALID_OUTPUT", `${provider} sent an empty image`);
  if (bytes.length > MAX_IMAGE_BYTES) throw tooLarge(provider);
  const contentType = sniffImageType(bytes);
  if (contentType === null) {
    throw new AiError("INVALID_OUTPUT", `${provider} sent something that is not an image`);
  }
  return { bytes, contentType };
}

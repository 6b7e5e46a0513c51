import { readAppError, type ErrorCode } from "../../shared/errors";

/**
 * Small helpers for the spec's JSON HTTP endpoints (convex/<domain>/http.ts). Bodies are
 * validated field by field; expected failures answer with the spec's `{ error, ... }` shape.
 */

export function json(body: unknown, status = 200, cacheControl = "no-store"): Response {
  return Response.json(body, { status, headers: { "Cache-Control": cacheControl } });
}

/** The request's JSON object body, or null when it is missing or not an object. */
export async function readJsonObject(request: Request): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await request.json();
    return typeof body === "object" && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * One path segment, percent-decoded. A broken escape ("%E0%A4%A") is kept as it came: it names
 * no document, so the route's id loader answers NOT_FOUND in the route's own words, exactly as
 * for a missing id, rather than the route failing on the decoding.
 */
export function decodePathSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export function stringField(body: Record<string, unknown>, name: string): string | null {
  const value = body[name];
  return typeof value === "string" ? value : null;
}

const STATUS: Partial<Record<ErrorCode, number>> = {
  UNAUTHENTICATED: 401,
  USER_NOT_FOUND: 401,
  INVALID_PASSWORD: 401,
  EMAIL_NOT_VERIFIED: 401,
  INVALID_CODE: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  INVALID_ARGUMENT: 400,
  CONFLICT: 409,
  ALREADY_INVITED: 409,
  RATE_LIMITED: 429,
  INSUFFICIENT_CREDITS: 402,
  CONTENT_FLAGGED: 422,
  INVITE_EXPIRED: 410,
  INVITE_USED: 410,
  INVITE_WRONG_ACCOUNT: 403,
};

/** The HTTP status of an app error code (400 for codes without their own). */
export function statusFor(code: ErrorCode): number {
  return STATUS[code] ?? 400;
}

/**
 * An app error as `{ error, code, suggestion?, email? }` with a matching status; anything else
 * is a bug, answered with `fallback` and logged.
 */
export function errorResponse(error: unknown, fallback: string): Response {
  const appError = readAppError(error);
  if (appError === null) {
    console.error(error);
    return json({ error: fallback }, 500);
  }
  const { code, message, ...extra } = appError;
  return json({ error: message, code, ...extra }, statusFor(code));
}

import { ConvexError } from "convex/values";

export const GENERIC_ERROR_MESSAGE = "Something went wrong. Please try again.";

/**
 * Expected failures arrive as `ConvexError({ code, message })` whose message is
 * already written for people (spec section 8). Anything else is a bug whose
 * raw text would only confuse, so it gets the generic wording.
 */
export function userFacingMessage(error: unknown, fallback = GENERIC_ERROR_MESSAGE): string {
  if (error instanceof ConvexError) {
    const data: unknown = error.data;
    if (typeof data === "string" && data.trim()) return data;
    if (typeof data === "object" && data !== null && "message" in data) {
      const message = data.message;
      if (typeof message === "string" && message.trim()) return message;
    }
  }
  return fallback;
}

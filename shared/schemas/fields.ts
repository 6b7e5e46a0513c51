/**
 * Text-field building blocks for the feature forms (brief, strategist), shared by the forms and
 * the server's checks: trimmed values, the spec's "required" texts, and caps whose message names
 * the limit. zod/mini, like ./auth.ts, to keep the browser bundle small.
 */
import * as z from "zod/mini";
import { validationMessages } from "../errors";

/** Trimmed, non-empty after trimming (`requiredMessage`), at most `max` characters. */
export function requiredText(label: string, max: number, requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .check(
      z.trim(),
      z.minLength(1, { error: requiredMessage }),
      z.maxLength(max, { error: validationMessages.tooLong(label, max) }),
    );
}

/** Trimmed, may be empty or absent, at most `max` characters. */
export function optionalText(label: string, max: number) {
  return z.optional(
    z.string().check(z.trim(), z.maxLength(max, { error: validationMessages.tooLong(label, max) })),
  );
}

/** The first issue's message: forms show each field's own; the server answers with the first. */
export function firstIssueMessage(error: { issues: readonly { message: string }[] }): string {
  return error.issues[0]?.message ?? "Some of the information provided isn't valid.";
}

/**
 * An optional document id sent as text (a brand profile, a Discovery IQ session): trimmed, empty
 * meaning "none". No length message: whatever its length, anything but the id of a row the
 * caller may use answers NOT_FOUND from the server's loader, exactly as a missing id does.
 */
export function optionalId() {
  return z.optional(z.string().check(z.trim()));
}

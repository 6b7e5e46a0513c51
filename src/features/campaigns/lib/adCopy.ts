import { AD_LOB_LIMITS } from "../../../../shared/constants";
import { validationMessages } from "../../../../shared/errors";

/** An ad's copy as the editor checks it before saving (the server checks the same rules). */
export function adCopyError(headline: string, body: string): string | null {
  const rules = validationMessages.campaignPage;
  if (headline.trim() === "") return rules.headlineRequired;
  if (body.trim() === "") return rules.bodyRequired;
  if (headline.trim().length > AD_LOB_LIMITS.headlineChars) {
    return validationMessages.tooLong("Headline", AD_LOB_LIMITS.headlineChars);
  }
  if (body.trim().length > AD_LOB_LIMITS.bodyChars) {
    return validationMessages.tooLong("Body copy", AD_LOB_LIMITS.bodyChars);
  }
  return null;
}

/** The ids with the one at `index` moved by `delta` (−1 up, +1 down); unchanged at the ends. */
export function moved<T>(ids: readonly T[], index: number, delta: -1 | 1): T[] {
  const target = index + delta;
  if (index < 0 || index >= ids.length || target < 0 || target >= ids.length) return [...ids];
  const next = [...ids];
  [next[index], next[target]] = [next[target], next[index]];
  return next;
}

/** CSS aspect-ratio of a format ("9:16" → "9 / 16"). */
export function cssAspectRatio(aspectRatio: string): string {
  return aspectRatio.replace(":", " / ");
}

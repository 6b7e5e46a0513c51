/**
 * The Discovery IQ form (spec 5): an idea (required, 'Please enter your idea') and an optional
 * website. Shared by the form and convex/discovery so both say the spec's words. The website
 * gets https:// when typed without a scheme (withDefaultScheme), on both sides.
 */
import * as z from "zod/mini";
import { DISCOVERY, DISCOVERY_LIMITS } from "../constants";
import { validationMessages } from "../errors";
import { optionalText, requiredText } from "./fields";

export const discoverySchema = z.object({
  idea: requiredText("Idea", DISCOVERY_LIMITS.idea, validationMessages.discovery.ideaRequired),
  websiteUrl: optionalText("Website", DISCOVERY_LIMITS.websiteUrl),
});
export type DiscoveryValues = z.output<typeof discoverySchema>;

/** "acme.com" → "https://acme.com"; an address with a scheme, or nothing, is left alone. */
export function withDefaultScheme(url: string | undefined): string | undefined {
  const trimmed = url?.trim();
  if (!trimmed) return undefined;
  // "host:8080" has no scheme; "https:", "http:" and friends do (as convex/lib/urlGuard.ts reads it).
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) && !/^[^/:]+:\d+(?:[/?#]|$)/.test(trimmed);
  return hasScheme ? trimmed : `${DISCOVERY.defaultUrlScheme}${trimmed}`;
}

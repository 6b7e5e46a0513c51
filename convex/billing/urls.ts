import { siteUrl } from "../lib/env";
import { ROUTES } from "../../shared/constants";

/**
 * The web app's pages checkout sends the browser to. Stripe puts the session id where
 * `{CHECKOUT_SESSION_ID}` stands; the offline checkout does the same itself.
 */

export const SESSION_PLACEHOLDER = "{CHECKOUT_SESSION_ID}";

export const defaultUrls = {
  subscriptionSuccess: () =>
    `${siteUrl()}${ROUTES.subscriptionSuccess}?session_id=${SESSION_PLACEHOLDER}`,
  creditsSuccess: () => `${siteUrl()}${ROUTES.creditsSuccess}?session_id=${SESSION_PLACEHOLDER}`,
  cancel: () => `${siteUrl()}${ROUTES.pricing}?canceled=1`,
  account: () => `${siteUrl()}${ROUTES.account}`,
  localCheckout: (sessionId: string) => `${siteUrl()}${ROUTES.localCheckout(sessionId)}`,
  localPortal: () => `${siteUrl()}${ROUTES.localPortal}`,
};

/**
 * A return URL a caller asked for, kept only when it is on the web app's own origin (a checkout
 * must never bounce the buyer to someone else's site); otherwise the default.
 */
export function ownReturnUrl(candidate: string | null | undefined, fallback: string): string {
  if (candidate === null || candidate === undefined || candidate.trim() === "") return fallback;
  const site = new URL(siteUrl());
  let url: URL;
  try {
    url = new URL(candidate.trim(), site);
  } catch {
    return fallback;
  }
  if (url.origin !== site.origin) return fallback;
  // URL encodes braces in a path; the placeholder must reach Stripe as written.
  return url.href.replaceAll(encodeURIComponent(SESSION_PLACEHOLDER), SESSION_PLACEHOLDER);
}

/** A success URL that tells the return page which session it is waiting for. */
export function withSessionPlaceholder(url: string): string {
  if (url.includes(SESSION_PLACEHOLDER)) return url;
  return `${url}${url.includes("?") ? "&" : "?"}session_id=${SESSION_PLACEHOLDER}`;
}

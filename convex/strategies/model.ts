import type { Infer } from "convex/values";
import { appError } from "../lib/errors";
import { plainSiteText, siteHostOf } from "../lib/siteText";
import { checkPublicUrl, withScheme } from "../lib/urlGuard";
import { firstIssueMessage } from "../../shared/schemas/fields";
import { strategistSchema, type StrategistMode } from "../../shared/schemas/strategist";
import type { StrategyBrief, StrategyDraft } from "./prompt";
import type { StrategyJobInput } from "./jobShapes";
import type { strategyResultValidator } from "./schema";

/**
 * The Ad Strategist's rules: what a request may contain, how the website field is read (an
 * address, or a brand name typed in its place, as the spec's message invites), and how a
 * model's draft becomes the result the UI shows.
 */

export type StrategyResult = Infer<typeof strategyResultValidator>;

/** An address if it has a scheme, or is one word with a dot, colon or slash ("nike.com"). */
function looksLikeAddress(value: string): boolean {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(value) || (!/\s/.test(value) && /[.:/]/.test(value));
}

/**
 * Validates and normalises a request, or throws INVALID_ARGUMENT with the spec's message (or
 * the URL guard's reason) before anything is written or spent.
 */
export function parseStrategyRequest(args: {
  mode?: StrategistMode;
  websiteUrl?: string;
  additionalContext?: string;
  discoveryIQSessionId?: string;
}): StrategyJobInput {
  const parsed = strategistSchema.safeParse(args);
  if (!parsed.success) throw appError("INVALID_ARGUMENT", firstIssueMessage(parsed.error));
  const { mode = "strategist", websiteUrl, additionalContext, discoveryIQSessionId } = parsed.data;
  const input: StrategyJobInput = { mode };
  if (websiteUrl) {
    if (looksLikeAddress(websiteUrl)) {
      const check = checkPublicUrl(withScheme(websiteUrl));
      if (!check.ok) throw appError("INVALID_ARGUMENT", check.reason);
      input.websiteUrl = check.url.href;
    } else {
      input.brandHint = websiteUrl;
    }
  }
  if (additionalContext) input.additionalContext = additionalContext;
  if (discoveryIQSessionId) input.discoveryIQSessionId = discoveryIQSessionId;
  return input;
}

/** "https://www.northbound.coffee/shop" → "northbound.coffee", for progress and notes. */
export function displayHost(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, "");
  } catch {
    return url;
  }
}

/**
 * The brand's name from a page title when it names the site ("Northbound Coffee Roasters |
 * Fresh beans" on northbound.coffee → "Northbound Coffee Roasters"), else undefined.
 */
export function brandFromTitle(title: string, url: string): string | undefined {
  const stem =
    displayHost(url)
      .split(".")[0]
      ?.replace(/[^a-z0-9]/g, "") ?? "";
  const segments = title.split(/\s+[|–—:-]\s+|\s+·\s+/).map((part) => part.trim());
  const match = segments.find(
    (part) =>
      part.length > 0 &&
      part.length <= 60 &&
      stem.length >= 3 &&
      part
        .toLowerCase()
        .replace(/[^a-z0-9]/g, "")
        .includes(stem),
  );
  return match;
}

function clean(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/**
 * A strategy's fields are plain text that fills the brief form and from there a brief's markdown:
 * whatever a model (or the studio) wrote, no markdown, HTML or address other than the brand's
 * own site survives (lib/siteText.ts; the page it read was made plain already).
 */
function plainField(text: string, siteHost: string | null): string {
  return clean(plainSiteText(text, siteHost));
}

function websiteNote(brief: StrategyBrief, draft: StrategyDraft): string {
  const site = brief.website;
  if (site === undefined) {
    return "No website was provided, so these strategies are based on your description.";
  }
  if (!site.read) {
    const basis = brief.additionalContext
      ? "These strategies are based on what you told us."
      : "These strategies are based on the address alone; add a line about the business for sharper ones.";
    return `We couldn't read ${displayHost(site.url)}: ${site.reason} ${basis}`;
  }
  const summary = clean(draft.websiteContent);
  return summary || clean([site.title, site.description].filter(Boolean).join(": "));
}

/**
 * The result the UI shows. The website note is ours, not the model's: whether the site was read
 * is a fact we know, and the user should never be told a page was read when it was not.
 */
export function finalizeStrategies(
  draft: StrategyDraft,
  brief: StrategyBrief,
  input: StrategyJobInput,
): StrategyResult {
  const site = brief.website;
  const host = siteHostOf(input.websiteUrl);
  const plain = (text: string) => plainField(text, host);
  return {
    brandName: plain(draft.brandName),
    industry: plain(draft.industry),
    websiteContent: plain(websiteNote(brief, draft)),
    strategies: draft.strategies.map((strategy) => {
      const productName = plain(strategy.productName);
      return {
        name: plain(strategy.name),
        targetAudience: plain(strategy.targetAudience),
        uniqueSellingPoint: plain(strategy.uniqueSellingPoint),
        keyMessage: plain(strategy.keyMessage),
        tone: plain(strategy.tone),
        ...(productName ? { productName } : {}),
      };
    }),
    website: site
      ? { url: site.url, read: site.read, reason: site.read ? null : site.reason }
      : null,
    discoveryIQSessionId: input.discoveryIQSessionId ?? null,
  };
}

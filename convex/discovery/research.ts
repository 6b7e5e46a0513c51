import { plainSiteText, siteHostOf } from "../lib/siteText";
import type { DiscoveryBrief, DiscoveryDraft } from "./prompt";
import type { DiscoveryJobInput } from "./jobShapes";
import { titleFromIdea } from "./model";
import type { Research } from "./schema";

/**
 * A draft (a model's or the studio's) becomes the research the page shows. Everything is made
 * plain text; a quote claimed from the website must really be on the page (a short one), or it
 * is relabelled as inference, so the "from the site" label is a fact we checked, not a claim.
 */

/** Quotes longer than this are not short quotes; they become inference. */
const MAX_QUOTE_WORDS = 30;

function flat(text: string): string {
  return text
    .toLowerCase()
    .replace(/[“”"‘’']/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

function plain(text: string, host: string | null): string {
  return plainSiteText(text, host).replace(/\s+/g, " ").trim();
}

/** A quote counts as the site's when its words appear, in order, in the page's text. */
export function quotedFrom(page: string, quote: string): boolean {
  const needle = flat(quote);
  if (needle === "" || needle.split(" ").length > MAX_QUOTE_WORDS) return false;
  return ` ${flat(page)} `.includes(` ${needle} `);
}

export function finalizeResearch(
  draft: DiscoveryDraft,
  brief: DiscoveryBrief,
  input: DiscoveryJobInput,
): { title: string; research: Research } {
  const host = siteHostOf(input.websiteUrl);
  const text = (value: string) => plain(value, host);
  const site = brief.website;
  const page = site?.read ? [site.title, site.description, site.text].join("\n") : "";
  const sourceOf = (source: "website" | "idea" | "inference", quote: string) =>
    source === "website" && !quotedFrom(page, quote) ? "inference" : source;
  const title = text(draft.title) || titleFromIdea(input.idea);
  return {
    title,
    research: {
      summary: text(draft.summary),
      segments: draft.segments.map((segment) => ({
        name: text(segment.name),
        who: text(segment.who),
        sizeCue: text(segment.sizeCue),
        caresAbout: segment.caresAbout.map(text).filter(Boolean),
      })),
      insights: draft.insights.map((insight) => ({
        tension: text(insight.tension),
        insight: text(insight.insight),
        evidence: insight.evidence
          .map((item) => ({ source: sourceOf(item.source, item.text), text: text(item.text) }))
          .filter((item) => item.text !== ""),
      })),
      language: draft.language
        .map((item) => ({ phrase: text(item.phrase), source: sourceOf(item.source, item.phrase) }))
        .filter((item) => item.phrase !== ""),
      channels: draft.channels.map((channel) => ({
        name: text(channel.name),
        why: text(channel.why),
      })),
      opportunities: draft.opportunities.map((opportunity) => ({
        title: text(opportunity.title),
        description: text(opportunity.description),
        segment: text(opportunity.segment),
      })),
      website: site
        ? { url: site.url, read: site.read, reason: site.read ? null : site.reason }
        : null,
    },
  };
}

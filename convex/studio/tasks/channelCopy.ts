import type { StudioComposer } from "../composers";
import type { Archetype } from "../engine/persona";
import type { Rng } from "../engine/random";
import { clause, sentence, sentencesIn } from "../engine/text";
import {
  extraLines,
  headlineKey,
  ideaCopyFactsOf,
  nextAd,
  type AdCopy,
  type IdeaCopyFacts,
} from "./campaignAds";
import {
  CHANNELS,
  isChannelId,
  type ChannelCopy,
  type ChannelId,
  type TextField,
} from "../../../shared/channels";
import { copyKey, fitCopy } from "../../../shared/channelCopy";

/**
 * The built-in studio's channel kit copy (issue 42): every channel's fields from the idea's own
 * ads (./campaignAds.ts nextAd: the brief's promise, the audience's moment, the idea's proof,
 * signed with the campaign line), each line fitted to its platform's limit at a word
 * (shared/channelCopy.ts fitCopy). Channels get different ads where the idea has enough to say;
 * the legend's archetype sets the closing call. Nothing is invented: calls to action name no
 * offer, price or place. Facts arrive as channelKits/copyPrompt.ts studioExtra writes them.
 */

/** Each archetype's quiet calls: a description or a spare headline, never a claim. */
const CALLS: Record<Archetype, readonly string[]> = {
  evidence: ["See the details.", "Read the facts.", "Check the proof."],
  provocation: ["Go on. Look.", "See for yourself.", "Judge it yourself."],
  emotion: ["Come and see.", "Take a moment.", "See why it matters."],
  wit: ["Worth a look.", "Have a look.", "Go on, have a look."],
  visual: ["Take a look.", "See it.", "Look closer."],
};

/** Search headlines with no claim in them, for when the idea has said all it can. */
const SEARCH_SPARES = [
  "Learn More Today",
  "See How It Works",
  "Find Out More",
  "Get Started Today",
  "Take a Closer Look",
  "Discover More",
  "Read the Full Story",
  "See It for Yourself",
  "Start Today",
  "Explore the Range",
  "Ask Us Anything",
  "Visit the Website",
  "See What's New",
  "Find Your Fit",
  "Get the Details",
];

/** Descriptions with no claim in them, for an idea with almost nothing to say. */
const DESCRIPTION_SPARES = [
  "Find out more on the website.",
  "See the whole story online.",
  "Take a closer look today.",
  "Learn more about what we do.",
];

const BRAND_SEARCH = [
  (brand: string) => brand,
  (brand: string) => `Discover ${brand}`,
  (brand: string) => `Why ${brand}?`,
  (brand: string) => `Meet ${brand}`,
  (brand: string) => `${brand} Official Site`,
];

/** The first line of `candidates` that fits `limit` whole, else the first that fits at a word. */
function fitting(candidates: readonly string[], limit: number, used = new Set<string>()): string {
  const fresh = candidates.filter((text) => text.trim() !== "" && !used.has(copyKey(text)));
  for (const text of fresh) if ([...text].length <= limit) return text;
  for (const text of fresh) {
    const cut = fitCopy(text, limit);
    if (cut !== "" && !used.has(copyKey(cut))) return cut;
  }
  return "";
}

const SPARE_LINE = /,\s(?:again|part \d+)$/i;

/** Up to `count` of the idea's distinct ads, each saying something the others do not. */
export function adPool(facts: IdeaCopyFacts, count: number, rng?: Rng): AdCopy[] {
  const ads: AdCopy[] = [];
  const seen = new Set<string>();
  for (let attempt = 0; attempt < count * 2 && ads.length < count; attempt += 1) {
    const ad = nextAd(
      facts,
      attempt % 2 === 0 ? "1:1" : "9:16",
      {
        headlines: ads.map((entry) => entry.headline),
        bodies: ads.map((entry) => entry.body),
      },
      rng,
    );
    const key = headlineKey(ad.headline);
    // nextAd's last resort numbers the campaign line ("…, again", "…, part 2"): not for a kit.
    if (seen.has(key) || SPARE_LINE.test(clause(ad.headline))) continue;
    seen.add(key);
    ads.push(ad);
  }
  return ads;
}

/** The brand as a business name (≤ 25): the brand, else the campaign's line. */
function businessName(facts: IdeaCopyFacts, limit: number): string {
  return fitting([clause(facts.brand), clause(facts.campaignName)], limit) || "Our brand";
}

/** Fifteen distinct search headlines (≤ 30), the brand first, then the idea's, then spares. */
export function searchHeadlines(facts: IdeaCopyFacts, ads: readonly AdCopy[]): string[] {
  const rule = CHANNELS.google_search.lists!.headlines;
  const brand = clause(facts.brand);
  const used = new Set<string>();
  const out: string[] = [];
  const add = (candidates: readonly string[]) => {
    const line = fitting(candidates, rule.max, used);
    if (line === "" || out.length >= rule.count) return;
    used.add(copyKey(line));
    out.push(line);
  };
  if (brand !== "") for (const make of BRAND_SEARCH) add([make(brand)]);
  const lines = [
    clause(facts.campaignName),
    ...ads.map((ad) => clause(ad.headline)),
    ...ads.flatMap((ad) => sentencesIn(ad.body).map(clause)),
    ...facts.keyVisualElements.map(clause),
  ];
  // Lines that fit whole come first; a line cut to fit only when nothing whole is left.
  for (const line of lines) if ([...line].length <= rule.max) add([line]);
  for (const spare of SEARCH_SPARES.slice(0, 5)) add([spare]);
  for (const line of lines) add([line]);
  for (const spare of SEARCH_SPARES.slice(5)) add([spare]);
  return out;
}

/** Four distinct search descriptions (≤ 90). */
function searchDescriptions(
  facts: IdeaCopyFacts,
  ads: readonly AdCopy[],
  calls: readonly string[],
) {
  const rule = CHANNELS.google_search.lists!.descriptions;
  const used = new Set<string>();
  const out: string[] = [];
  const candidates = [
    ...ads.map((ad) => ad.body),
    ...ads.map((ad) => `${sentence(clause(ad.headline))} ${calls[0]}`),
    sentence(clause(facts.coreIdea)),
    ...calls.map((call) => `${sentence(clause(facts.campaignName))} ${call}`),
  ];
  for (const text of candidates) {
    if (out.length >= rule.count) break;
    const line = fitting([text], rule.max, used);
    if (line === "") continue;
    used.add(copyKey(line));
    out.push(line);
  }
  for (const spare of DESCRIPTION_SPARES) {
    if (out.length < rule.count && !used.has(copyKey(spare))) out.push(spare);
  }
  return out;
}

/** One channel's copy from its ad (and the next, where a field wants a second line). */
function copyFor(
  channel: ChannelId,
  facts: IdeaCopyFacts,
  ad: AdCopy,
  other: AdCopy,
  calls: readonly string[],
  ads: readonly AdCopy[],
): ChannelCopy {
  if (channel === "google_search") {
    return {
      headlines: searchHeadlines(facts, ads),
      descriptions: searchDescriptions(facts, ads, calls),
    };
  }
  const line = clause(facts.campaignName);
  const lines: Record<TextField, string[]> = {
    primaryText: [ad.body, other.body],
    headline: [ad.headline, other.headline, line],
    description: [...calls, line],
    shortHeadline: [ad.headline, line, ...calls],
    longHeadline: [`${clause(ad.headline)}. ${sentencesIn(ad.body)[0] ?? ""}`, ad.headline],
    businessName: [],
    post: [`${ad.headline} ${ad.body}`, ad.body],
    title: [ad.headline, line],
    adText: [ad.body, ad.headline],
    introText: [ad.body, `${ad.headline} ${calls[0]}`],
  };
  const copy: ChannelCopy = {};
  for (const [field, limit] of Object.entries(CHANNELS[channel].fields) as [TextField, number][]) {
    copy[field] =
      field === "businessName"
        ? businessName(facts, limit)
        : fitting(lines[field], limit) || fitting(calls, limit);
  }
  if (channel === "pinterest") {
    copy.description = fitting(
      [`${ad.body} ${other.body}`, ad.body],
      CHANNELS.pinterest.fields.description!,
    );
  }
  return copy;
}

/**
 * Every channel's copy, deterministic for a seed: each channel its own ad from the idea's pool
 * (they repeat only when the idea has fewer ads than channels).
 */
export function writeChannelCopy(
  facts: IdeaCopyFacts,
  channels: readonly ChannelId[],
  archetype: Archetype,
  rng?: Rng,
): Partial<Record<ChannelId, ChannelCopy>> {
  const ads = adPool(facts, Math.max(channels.length + 1, 6), rng);
  if (ads.length === 0)
    ads.push({ headline: sentence(clause(facts.campaignName)), body: sentence(facts.headline) });
  const calls = CALLS[archetype];
  const out: Partial<Record<ChannelId, ChannelCopy>> = {};
  channels.forEach((channel, index) => {
    const ad = ads[index % ads.length];
    const other = ads[(index + 1) % ads.length];
    out[channel] = copyFor(channel, facts, ad, other, calls, ads);
  });
  return out;
}

/** The channel kit task's composer (../composerMap.ts): the facts travel in `extra`. */
export const channelCopyComposer: StudioComposer = ({ context, style, rng }) => {
  const extra = context.extra ?? {};
  const facts = ideaCopyFactsOf(extra);
  const channels = extraLines(extra.channels).filter(isChannelId);
  return writeChannelCopy(facts, channels, style.primary, rng);
};

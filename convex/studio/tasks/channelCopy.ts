import type { StudioComposer } from "../composers";
import type { Archetype } from "../engine/persona";
import { createRng, type Rng } from "../engine/random";
import { clause, sentence, sentencesIn } from "../engine/text";
import {
  extraLines,
  headlineKey,
  ideaCopyFactsOf,
  nextAd,
  type AdCopy,
  type IdeaCopyFacts,
} from "./campaignAds";
import { searchDescriptions, searchHeadlines } from "./searchAdCopy";
import { wholeClauses } from "./searchHeadlineCut";
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
export const CALLS: Record<Archetype, readonly string[]> = {
  evidence: ["See the details.", "Read the facts.", "Check the proof."],
  provocation: ["Go on. Look.", "See for yourself.", "Judge it yourself."],
  emotion: ["Come and see.", "Take a moment.", "See why it matters."],
  wit: ["Worth a look.", "Have a look.", "Go on, have a look."],
  visual: ["Take a look.", "See it.", "Look closer."],
};

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

/** One channel's copy from its ad (and the next, where a field wants a second line). */
/**
 * `text` with each sentence once: two ads run together repeat their sign-off. Split at every
 * stop, a lowercase brand's ("… can check. brightside.") included; nothing else is changed.
 */
function distinctSentences(text: string): string {
  const seen = new Set<string>();
  return text
    .trim()
    .split(/(?<=[.!?…])\s+/u)
    .filter((part) => {
      const key = headlineKey(part);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .join(" ");
}

/** The fields a channel shows beside its body, which may already say the promise. */
const COMPANIONS: readonly TextField[] = ["headline", "shortHeadline", "longHeadline", "title"];
/** The fields that carry an ad's body. */
const BODIES: readonly TextField[] = ["primaryText", "adText", "introText", "post"];

/** The brief's promise (its key message, else its selling point) as one sentence, or "". */
function promiseOf(facts: IdeaCopyFacts): string {
  return sentence(clause(facts.message || facts.uniqueSellingPoint || ""));
}

/** Whether `text` already says `promise`, whatever its case or punctuation. */
function says(text: string, promise: string): boolean {
  return headlineKey(text).includes(headlineKey(promise));
}

/**
 * `body` carrying the brief's promise, within `limit`: the promise set after the body's opening
 * line when that line speaks to the reader ("You want real sourdough without queueing."), else
 * before it, and as many of the body's whole sentences after it as fit (its sign-off the first
 * to go). Null when even the promise does not fit whole.
 */
export function promisedBody(body: string, promise: string, limit: number): string | null {
  const [first, ...rest] = sentencesIn(distinctSentences(body));
  const ordered =
    first !== undefined && /^(?:you|your)\b/i.test(first)
      ? [first, promise, ...rest]
      : [promise, ...(first === undefined ? [] : [first]), ...rest];
  let kept = "";
  for (const [index, part] of ordered.entries()) {
    const next = kept === "" ? part : `${kept} ${part}`;
    if ([...next].length > limit) {
      // The promise itself must be in: the reader's line alone is not the ad.
      return index <= ordered.indexOf(promise) ? null : kept;
    }
    kept = next;
  }
  return kept;
}

/**
 * Every body field says the brief's promise (issue 42: a kit the marketer uploads without
 * rewriting): the studio's ads often keep it for their headline, and a channel that shows only
 * the body (TikTok) or a headline that does not say it would run without it.
 */
function withPromise(copy: ChannelCopy, facts: IdeaCopyFacts, channel: ChannelId): ChannelCopy {
  const promise = promiseOf(facts);
  if (promise === "") return copy;
  const shown = COMPANIONS.some((field) => says(copy[field] ?? "", promise));
  if (shown) return copy;
  const limits = CHANNELS[channel].fields;
  const out = { ...copy };
  for (const field of BODIES) {
    const body = copy[field];
    const limit = limits[field];
    if (body === undefined || limit === undefined || says(body, promise)) continue;
    out[field] = promisedBody(body, promise, limit) ?? body;
  }
  return out;
}

function copyFor(
  channel: ChannelId,
  facts: IdeaCopyFacts,
  ad: AdCopy,
  other: AdCopy,
  calls: readonly string[],
  ads: readonly AdCopy[],
  rng: Rng,
): ChannelCopy {
  if (channel === "google_search") {
    return {
      headlines: searchHeadlines(facts, ads, calls, rng.fork("headlines")),
      descriptions: searchDescriptions(facts, ads, calls, rng.fork("descriptions")),
    };
  }
  const line = clause(facts.campaignName);
  const lines: Record<TextField, string[]> = {
    primaryText: [ad.body, other.body],
    // A headline too long whole gives its opening clause ("Fresh sourdough delivered.")
    // before the campaign's name stands in.
    headline: [
      ad.headline,
      other.headline,
      ...[ad.headline, other.headline, promiseOf(facts)].map(
        (text) => wholeClauses(text, CHANNELS[channel].fields.headline ?? 0)?.line ?? "",
      ),
      line,
    ],
    description: [...calls, line],
    // A banner's short headline: the ad's, the campaign's, the promise's opening clause, the brand.
    shortHeadline: [
      ad.headline,
      line,
      wholeClauses(promiseOf(facts), CHANNELS.google_display.fields.shortHeadline!)?.line ?? "",
      clause(facts.brand),
      ...calls,
    ],
    // The long headline stands alone on a banner: the brief's promise, where it fits.
    longHeadline: [
      promiseOf(facts),
      `${clause(ad.headline)}. ${sentencesIn(ad.body)[0] ?? ""}`,
      ad.headline,
    ],
    businessName: [],
    post: [distinctSentences(`${ad.headline} ${ad.body}`), distinctSentences(ad.body)],
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
    const limit = CHANNELS.pinterest.fields.description!;
    const body = fitting(
      [distinctSentences(`${ad.body} ${other.body}`), distinctSentences(ad.body)],
      limit,
    );
    const promise = promiseOf(facts);
    copy.description =
      promise === "" || says(body, promise) ? body : (promisedBody(body, promise, limit) ?? body);
  }
  return withPromise(copy, facts, channel);
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
  // The search ad's spares and calls vary by brief even without a seed: no two briefs end alike.
  const searchRng = rng?.fork("google_search") ?? createRng(`${facts.brand}|${facts.campaignName}`);
  const out: Partial<Record<ChannelId, ChannelCopy>> = {};
  channels.forEach((channel, index) => {
    const ad = ads[index % ads.length];
    const other = ads[(index + 1) % ads.length];
    out[channel] = copyFor(channel, facts, ad, other, calls, ads, searchRng);
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

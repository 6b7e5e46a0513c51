import type { StudioComposer } from "../composers";
import type { Rng } from "../engine/random";
import { keepProper } from "../engine/language";
import { capitalize, possessive, titleCase } from "../engine/text";
import { STRATEGY_COUNT } from "../../../shared/constants";
import type { StrategyDraft } from "../../strategies/prompt";
import { readContext, type Knowledge } from "./strategyFacts";
import { buildOnDiscovery } from "../../strategies/discoveryFacts";

/**
 * The offline studio's Ad Strategist: four genuinely different strategic routes (the audience
 * the brand is built for, proof for sceptics, the local community or a category challenge, and
 * the easy switch), written from what the user typed and what the website said. Deterministic,
 * like the rest of the studio; honest about what it does not know (no invented facts).
 */

type Strategy = StrategyDraft["strategies"][number];
type Route = (k: Knowledge) => Strategy;

/** "Made for Remote Workers", but never a name longer than the idea. */
function audienceName(k: Knowledge): string {
  const words = k.named.split(/\s+/);
  return words.length <= 3 ? `Made for ${titleCase(k.named)}` : "Built Around Them";
}

const Ref = (k: Knowledge) => capitalize(k.brandRef);
/** The verb form that agrees with the brand ("this backpack is", "these shoes are"). */
const agree = (k: Knowledge, singular: string, plural: string) => (k.plural ? plural : singular);
/** Businesses are "that" and work; people are "who" and live. */
const who = (k: Knowledge) => (k.business ? "that" : "who");

/**
 * The people a route speaks to: the ones the user named, seen from the route's angle
 * ("Commuters who compare coffee subscriptions…"), or the route's own kind of buyer when the
 * words name no one.
 */
function people(k: Knowledge, angle: string, otherwise: string): string {
  return k.hasAudience ? `${capitalize(k.audience)} ${angle}` : otherwise;
}

const ROUTES: Record<string, Route> = {
  builtFor: (k) => ({
    name: audienceName(k),
    targetAudience: [
      k.hasAudience
        ? `${capitalize(k.audience)}${k.location ? ` in and around ${k.location}` : ""} ${who(k)} want ${k.wanted} that ${k.fits} the way they ${k.business ? "work" : "live"} now, and notice when a brand gets that right.`
        : `${capitalize(k.audience)}. ${k.location ? `In and around ${k.location}, they` : "They"} want ${k.wanted} that ${k.fits} the way they live now, and notice when a brand gets that right.`,
      `Reach them where they plan their week: ${k.channels}.`,
    ].join(" "),
    uniqueSellingPoint: k.proof
      ? `${capitalize(k.proof)}. Every detail is built around ${k.audienceShort}.`
      : `${Ref(k)} ${agree(k, "is", "are")} built around what ${k.audienceShort} need, not around the category's habits.`,
    keyMessage: k.product
      ? `Finally, ${k.wanted} made for ${k.audienceShort}${k.hasBrand ? `, from ${k.brand}` : ""}.`
      : `Finally, something made for ${k.audienceShort}${k.hasBrand ? `, from ${k.brand}` : ""}.`,
    tone: "Warm, direct and personal",
    productName: k.productName ?? "",
  }),
  proof: (k) => ({
    name: "Proof Over Promise",
    targetAudience: `${people(k, `${who(k)} compare ${k.goods} before they commit`, `Considered buyers who compare ${k.goods} before they commit`)}: they read reviews, ask ${k.business ? "peers" : "friends"} and distrust vague claims. Reach them in search, on review sites and through recommendations.`,
    uniqueSellingPoint: k.proof
      ? `${capitalize(k.proof)}. Every claim comes with proof ${k.audienceShort} can check, not adjectives.`
      : `${Ref(k)} ${agree(k, "shows how it works, what it costs and who already relies on it", "show how they work, what they cost and who already relies on them")}: specific, checkable proof instead of adjectives.`,
    keyMessage: `Don't take our word for it: see exactly how ${k.brandRef} ${agree(k, "works", "work")}.`,
    tone: "Factual, confident and specific",
    productName: k.productName ?? "",
  }),
  local: (k) => ({
    name: `Proudly ${k.location ?? "Local"}`,
    targetAudience: `${people(k, `in ${k.location ?? "the neighbourhood"}`, `People in ${k.location ?? "the neighbourhood"}`)} ${k.hasAudience ? who(k) : "who"} like to back independent businesses and tell their ${k.business ? "peers" : "friends"} when they find a good one. Reach them through local press, community groups, events and the street itself.`,
    uniqueSellingPoint: `Rooted in ${k.location ?? "the community"}: ${k.brandRef} ${agree(k, "is part of the place it serves", "are part of the place they serve")}, not a faraway chain.`,
    keyMessage: `Your local ${k.usual}, run by people who live here too.`,
    tone: "Proud, neighbourly and upbeat",
    productName: k.productName ?? "",
  }),
  challenger: (k) => ({
    name: "Challenge the Category",
    targetAudience: `${people(k, "fed up with the big names", "People fed up with the big names")} in ${k.goods}, ready to try a brand with a point of view and happy to tell others when it delivers. Reach them on social video and with creators they already trust.`,
    uniqueSellingPoint: k.proof
      ? `Where the big names play safe, ${k.brandRef} ${agree(k, "stands", "stand")} out: ${k.proof}.`
      : `${Ref(k)} ${agree(k, "takes", "take")} a stand the big names are too cautious to take.`,
    // A claim about the brand first, so the brief's Think line is about the brand too.
    keyMessage: `${Ref(k)} ${agree(k, "is the challenger", "are the challengers")} the big names in ${k.goods} didn't see coming.`,
    tone: "Bold, irreverent and challenging",
    productName: k.productName ?? "",
  }),
  switch: (k) => ({
    name: "The Easy Switch",
    targetAudience: `${people(k, `${who(k)} stick with their usual ${k.usual} out of habit`, `People who stick with their usual ${k.usual} out of habit`)} and would switch if it were effortless: busy, practical and short of time to research. Reach them at the moment of frustration, with search and retargeting.`,
    uniqueSellingPoint: `Starting with ${k.brandRef} takes minutes, and the difference shows from day one.`,
    keyMessage: `Make the switch to ${k.brandRef}: easy to start, hard to go back.`,
    tone: "Friendly, confident and persuasive",
    productName: k.productName ?? "",
  }),
};

/**
 * What the page says, in our words: the site's own description is summarised as a short,
 * markup-free phrase about the brand, never pasted in whole (site text is data, ARCHITECTURE 2).
 */
function websiteSummary(extra: Record<string, string>, k: Knowledge): string {
  if (!extra.websiteDescription && !extra.websiteContent) return "";
  return [
    `${possessive(k.brand)} website presents ${k.goods} for ${k.audienceShort}.`,
    k.siteLine ? `Its own description: ${keepProper(k.siteLine, k.brand)}.` : "",
  ]
    .filter(Boolean)
    .join(" ");
}

export function composeStrategies(extra: Record<string, string>, rng: Rng): StrategyDraft {
  const k = readContext(extra);
  const third = k.location ? "local" : "challenger";
  // The audience route leads; the others follow in a seeded order so reruns vary a little.
  const others = rng.sample(["proof", third, "switch"], 3);
  const routes = ["builtFor", ...others].slice(0, STRATEGY_COUNT.max);
  const draft = {
    brandName: k.brand,
    industry: k.industry,
    websiteContent: websiteSummary(extra, k),
    strategies: routes.map((route) => ROUTES[route](k)),
  };
  return buildOnDiscovery(draft, extra);
}

/** The strategies task's composer (../composerMap.ts). */
export const strategiesComposer: StudioComposer = ({ context, rng }) =>
  composeStrategies(context.extra ?? {}, rng);

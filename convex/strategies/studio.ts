import { registerStudioComposer } from "../lib/ai/studio/composers";
import type { Rng } from "../lib/ai/studio/random";
import { keepProper } from "../lib/ai/studio/language";
import { capitalize, possessive, titleCase } from "../lib/ai/studio/text";
import { STRATEGY_COUNT } from "../../shared/constants";
import type { StrategyDraft } from "./prompt";
import { readContext, type Knowledge } from "./studioFacts";

/**
 * The offline studio's Ad Strategist: four genuinely different strategic routes (the audience
 * the brand is built for, proof for sceptics, the local community or a category challenge, and
 * the easy switch), written from what the user typed and what the website said. Deterministic,
 * like the rest of the studio; honest about what it does not know (no invented facts).
 */

export const STRATEGIES_TASK = "strategies";

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

const ROUTES: Record<string, Route> = {
  builtFor: (k) => ({
    name: audienceName(k),
    targetAudience: [
      `${capitalize(k.audience)}.`,
      `${k.location ? `In and around ${k.location}, they` : "They"} want ${k.wanted} that ${k.fits} the way they live now, and notice when a brand gets that right.`,
      `Reach them where they plan their week: ${k.channels}.`,
    ].join(" "),
    uniqueSellingPoint: k.proof
      ? `Built around ${k.audienceShort}: ${k.proof}.`
      : `${Ref(k)} ${agree(k, "is", "are")} built around what ${k.audienceShort} need, not around the category's habits.`,
    keyMessage: k.hasBrand
      ? `The ${k.product?.text ?? k.usual} ${k.audienceShort} have been waiting for, from ${k.brand}.`
      : k.product
        ? `Finally, ${k.wanted} made for ${k.audienceShort}.`
        : `Finally, something made for ${k.audienceShort}.`,
    tone: "Warm, direct and personal",
    productName: k.productName ?? "",
  }),
  proof: (k) => ({
    name: "Proof Over Promise",
    targetAudience: `Considered buyers who compare ${k.goods} before they commit: they read reviews, ask friends and distrust vague claims. Reach them in search, on review sites and through recommendations.`,
    uniqueSellingPoint: k.proof
      ? `Specific, checkable proof instead of adjectives: ${k.proof}.`
      : `Specific, checkable proof instead of adjectives: show how ${k.brandRef} ${agree(k, "works, what it costs and who already relies on it", "work, what they cost and who already relies on them")}.`,
    keyMessage: `Don't take our word for it: see exactly how ${k.brandRef} ${agree(k, "does it", "do it")}.`,
    tone: "Factual, confident and specific",
    productName: "",
  }),
  local: (k) => ({
    name: `Proudly ${k.location ?? "Local"}`,
    targetAudience: `People in ${k.location ?? "the neighbourhood"} who like to back independent businesses and tell their friends when they find a good one. Reach them through local press, community groups, events and the street itself.`,
    uniqueSellingPoint: `Rooted in ${k.location ?? "the community"}: ${k.brandRef} ${agree(k, "is part of the place it serves", "are part of the place they serve")}, not a faraway chain.`,
    keyMessage: `Your local ${k.usual}, run by people who live here too.`,
    tone: "Proud, neighbourly and upbeat",
    productName: "",
  }),
  challenger: (k) => ({
    name: "Challenge the Category",
    targetAudience: `People fed up with the big names in ${k.goods}, ready to try a brand with a point of view and happy to tell others when it delivers. Reach them on social video and with creators they already trust.`,
    uniqueSellingPoint: k.proof
      ? `Where the big names play safe, ${k.brandRef} ${agree(k, "stands", "stand")} out: ${k.proof}.`
      : `${Ref(k)} ${agree(k, "takes", "take")} a stand the big names are too cautious to take.`,
    keyMessage: `The big names in ${k.goods} had their turn. Now it's ${possessive(k.brandRef)} turn.`,
    tone: "Bold, irreverent and challenging",
    productName: "",
  }),
  switch: (k) => ({
    name: "The Easy Switch",
    targetAudience: `People who stick with their usual ${k.usual} out of habit and would switch if it were effortless: busy, practical and short of time to research. Reach them at the moment of frustration, with search and retargeting.`,
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
  return {
    brandName: k.brand,
    industry: k.industry,
    websiteContent: websiteSummary(extra, k),
    strategies: routes.map((route) => ROUTES[route](k)),
  };
}

registerStudioComposer(STRATEGIES_TASK, ({ context, rng }) =>
  composeStrategies(context.extra ?? {}, rng),
);

import { registerStudioComposer } from "../lib/ai/studio/composers";
import type { Rng } from "../lib/ai/studio/random";
import { capitalize, firstSentences, titleCase } from "../lib/ai/studio/text";
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

const article = (text: string) => (/^[aeiou]/i.test(text) ? "an" : "a");
const plural = (k: Knowledge) => (k.mass ? k.category : `${k.category}s`);

/** "Made for Remote Workers", but never a name longer than the idea. */
function audienceName(k: Knowledge): string {
  const words = k.audienceShort.split(/\s+/);
  return words.length <= 3 ? `Made for ${titleCase(k.audienceShort)}` : "Built Around Them";
}

const ROUTES: Record<string, Route> = {
  builtFor: (k) => ({
    name: audienceName(k),
    targetAudience: [
      `${capitalize(k.audience)}.`,
      `${k.location ? `In and around ${k.location}, they` : "They"} want ${plural(k)} that ${k.mass ? "suits" : "suit"} the way they live now, and notice when a brand gets that right.`,
      `Reach them where they plan their week: ${k.channels}.`,
    ].join(" "),
    uniqueSellingPoint: k.proof
      ? `${capitalize(k.brandRef)} is built around them: ${k.proof}.`
      : `${capitalize(k.brandRef)} is built around what they need, not around the category's habits.`,
    keyMessage: k.hasBrand
      ? `The ${k.category} ${k.audienceShort} have been waiting for, from ${k.brandRef}.`
      : `Finally, ${article(k.category)} ${k.category} made for ${k.audienceShort}.`,
    tone: "Warm, direct and personal",
    productName: k.productName ?? "",
  }),
  proof: (k) => ({
    name: "Proof Over Promise",
    targetAudience: `Considered buyers who compare ${k.category} options before they commit: they read reviews, ask friends and distrust vague claims. Reach them in search, on review sites and through recommendations.`,
    uniqueSellingPoint: k.proof
      ? `Specific, checkable proof instead of adjectives: ${k.proof}.`
      : `Specific, checkable proof instead of adjectives: show how ${k.brandRef} works, what it costs and who already relies on it.`,
    keyMessage: `Don't take our word for it: see exactly how ${k.brandRef} does it.`,
    tone: "Factual, confident and specific",
    productName: "",
  }),
  local: (k) => ({
    name: `Proudly ${k.location ?? "Local"}`,
    targetAudience: `People in ${k.location ?? "the neighbourhood"} who like to back independent businesses and tell their friends when they find a good one. Reach them through local press, community groups, events and the street itself.`,
    uniqueSellingPoint: `Rooted in ${k.location ?? "the community"}: ${k.brandRef} is part of the place it serves, not a faraway chain.`,
    keyMessage: `Your local ${k.category}, run by people who live here too.`,
    tone: "Proud, neighbourly and upbeat",
    productName: "",
  }),
  challenger: (k) => ({
    name: "Challenge the Category",
    targetAudience: `People fed up with the big names in ${k.industryLower}, ready to try a brand with a point of view and happy to tell others when it delivers. Reach them on social video and with creators they already trust.`,
    uniqueSellingPoint: k.proof
      ? `${capitalize(k.brandRef)} does what the category won't: ${k.proof}.`
      : `${capitalize(k.brandRef)} takes a stand the big names are too cautious to take.`,
    keyMessage: `The big names in ${k.industryLower} had their turn. Now it's ${k.brandRef}'s.`,
    tone: "Bold, irreverent and challenging",
    productName: "",
  }),
  switch: (k) => ({
    name: "The Easy Switch",
    targetAudience: `People who stick with their usual ${k.category} out of habit and would switch if it were effortless: busy, practical and short of time to research. Reach them at the moment of frustration, with search and retargeting.`,
    uniqueSellingPoint: `Starting with ${k.brandRef}${k.productName ? `'s ${k.productName}` : ""} takes minutes, and the difference shows from day one.`,
    keyMessage: `Make the switch to ${k.brandRef}: easy to start, hard to go back.`,
    tone: "Friendly, confident and persuasive",
    productName: k.productName ?? "",
  }),
};

function websiteSummary(extra: Record<string, string>): string {
  const source = [extra.websiteDescription, extra.websiteContent].filter(Boolean).join(" ");
  return source ? firstSentences(source, 3).slice(0, 400) : "";
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
    websiteContent: websiteSummary(extra),
    strategies: routes.map((route) => ROUTES[route](k)),
  };
}

registerStudioComposer(STRATEGIES_TASK, ({ context, rng }) =>
  composeStrategies(context.extra ?? {}, rng),
);

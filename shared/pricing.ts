import { ANONYMOUS_STRATEGIES, CREDIT_COSTS, IDEAS_PER_LEGEND } from "./constants";

/**
 * What an action costs, said before the click (issue 13: "cost before the click"), in one place
 * for every screen that spends Legend Credits, so no screen can quote a different price than
 * the server charges (CREDIT_COSTS).
 */

/** "1 Legend Credit", "12 Legend Credits". */
export function creditsLabel(credits: number): string {
  return `${credits.toLocaleString("en-US")} Legend ${credits === 1 ? "Credit" : "Credits"}`;
}

/**
 * Get Creative Ideas: each legend's ideas, plus the collage every idea draws on its first showing
 * (spec 4: thumbnails are generated, and paid, automatically).
 */
export function ideasRunPrice(legends: number) {
  const ideas = legends * CREDIT_COSTS.ideasPerLegend;
  const collages = legends * IDEAS_PER_LEGEND * CREDIT_COSTS.thumbnails;
  return { ideas, collages, total: ideas + collages };
}

function each(credits: number): string {
  return credits === 1 ? "one" : String(credits);
}

/** The confirmation line under Get Creative Ideas. */
export function ideasRunPriceLine(legends: number): string {
  const { ideas, collages, total } = ideasRunPrice(legends);
  const collagesLine = `${collages} for their ${collages === 1 ? "collage" : "collages"} (${each(CREDIT_COSTS.thumbnails)} per idea)`;
  const ideasLine = `${ideas} for the ideas (${each(CREDIT_COSTS.ideasPerLegend)} per legend)`;
  return `${creditsLabel(total)}: ${ideasLine} and ${collagesLine}. Nothing is charged for a legend that can’t finish.`;
}

/** On a small button: "1 credit", "2 credits". */
export function shortCreditsLabel(credits: number): string {
  return `${credits.toLocaleString("en-US")} ${credits === 1 ? "credit" : "credits"}`;
}

/** Under a button that spends a flat price: "Uses 1 Legend Credit". */
export function usesCreditsLine(credits: number): string {
  return `Uses ${creditsLabel(credits)}`;
}

/** What a visitor pays for a strategist run: nothing, the allowed number of times. */
export function visitorTriesLine(tries: number): string {
  return tries === 1
    ? "Free to try once without an account"
    : `Free to try ${tries} times without an account`;
}

export const VISITOR_STRATEGIES_LINE = visitorTriesLine(ANONYMOUS_STRATEGIES.perSession);

/** What a visitor pays for a brief: nothing, for the first few. */
export const VISITOR_BRIEF_LINE = "Free to try without an account";

/** A channel kit: one price per channel picked (CREDIT_COSTS.channelKit each). */
export function channelKitPrice(channels: number): number {
  return channels * CREDIT_COSTS.channelKit;
}

/** The line beside the channel picker: "3 Legend Credits: one per channel." */
export function channelKitPriceLine(channels: number): string {
  const each = CREDIT_COSTS.channelKit === 1 ? "one" : String(CREDIT_COSTS.channelKit);
  return `${creditsLabel(channelKitPrice(channels))}: ${each} per channel. Refunded if the kit can’t be made.`;
}

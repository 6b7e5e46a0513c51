import type { FunctionReturnType } from "convex/server";
import type { api } from "../../../../convex/_generated/api";

export type LedgerRow = FunctionReturnType<typeof api.credits.queries.myLedger>[number];

/** What each kind of change to Legend Credits is called on /account. */
export const LEDGER_REASON_LABELS: Record<LedgerRow["reason"], string> = {
  monthly_grant: "Plan credits",
  purchase: "Credit pack",
  signup_grant: "Sign-up bonus",
  refund: "Refund",
  pack_refund: "Pack refund",
  spend: "Spent",
  adjustment: "Adjustment",
};

/** "+300", "−5", "0": the change with its sign. */
export function signedDelta(delta: number): string {
  const amount = Math.abs(delta).toLocaleString("en-US");
  if (delta > 0) return `+${amount}`;
  if (delta < 0) return `−${amount}`;
  return "0";
}

/** What a job that spent (or refunded) credits was, in words, by its kind. */
export const JOB_KIND_LABELS: Record<string, string> = {
  brief: "Brief",
  strategies: "Ad Strategist",
  ideas: "Creative ideas",
  thumbnails: "Idea thumbnails",
  visual: "Slide visual",
  sellDeck: "Sell deck",
  adLob: "Campaign ad",
  discovery: "Discovery IQ research",
  import: "Campaign import",
  brandAlternatives: "Brand alternatives",
  /** The pre-test's Sharpen (issue 22): a legend's revision of an idea. */
  sharpen: "Sharpened idea",
};

export const jobKindLabel = (kind: string) => JOB_KIND_LABELS[kind] ?? "Generation";

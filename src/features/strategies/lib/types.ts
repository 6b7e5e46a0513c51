import type { Infer } from "convex/values";
import type { StrategistMode } from "../../../../shared/schemas/strategist";
import type { strategyResultValidator } from "../../../../convex/strategies/schema";

/** What a strategies job answers (spec 3 "Strategy result"), plus whether the site was read. */
export type StrategyResult = Infer<typeof strategyResultValidator>;
export type Strategy = StrategyResult["strategies"][number];

/** The strategist form as typed (every field a string; empty means not given). */
export type StrategistFormInput = {
  mode: StrategistMode;
  websiteUrl: string;
  additionalContext: string;
  discoveryIQSessionId: string;
};

/** A running (or finished) strategies job and how to read it. */
export type StrategiesRun = {
  jobId: string;
  /** Signed-in users read their job with api.generation.queries.job, visitors with visitorJob. */
  via: "user" | "visitor";
  sessionId: string | null;
};

/** The brief form facts a strategy fills in ('Use This Strategy'). */
export type StrategyBriefFacts = {
  brand: string;
  audience: string;
  uniqueSellingPoint: string;
  message: string;
  tone: string;
  /**
   * Not a form field: the brand's website as the user typed it in the strategist, when they
   * typed one. The brief links only there (ARCHITECTURE 2: links only where the user put them).
   */
  brandSite?: string;
};

import type { FunctionReturnType } from "convex/server";
import type { api } from "../../../../convex/_generated/api";

/** The four brief fields reimagining a brand needs (spec 5). */
export type BrandFields = { brand: string; audience: string; message: string; tone: string };

/** A legend as the select-legends step offers it; the page hands these in. */
export type LegendOption = {
  id: string;
  name: string;
  slug: string;
  headshot: string | null;
  /** Not in the caller's plan: shown, not selectable. */
  locked: boolean;
};

export type BrandAlternativesView = FunctionReturnType<
  typeof api.brandAlternatives.queries.results
>;

export type BrandAlternativesStep = "select-legends" | "view-alternatives";

import type { IdeaDraftFields } from "../ideas/schema";

/** The brief as the pre-test reads it (BriefFacts plus the optional competitors line). */
export type PretestBrief = {
  brand: string;
  audience: string;
  message: string;
  tone: string;
  uniqueSellingPoint?: string;
  product?: string;
  content?: string;
  /** The brief's 'Main competitors (optional)' as the user typed it. */
  competitors?: string;
};

/** The idea's text the pre-test scores. */
export type PretestIdea = Pick<
  IdeaDraftFields,
  | "title"
  | "campaignName"
  | "coreIdea"
  | "concept"
  | "headline"
  | "description"
  | "tone"
  | "keyVisualElements"
  | "executionStrategy"
>;

/** The legend a Sharpen asks, as the studio's revision needs it. */
export type SharpenLegend = { name: string; voice?: string; signatureMoves?: string[] };

import type { Infer } from "convex/values";
import type { pretestBriefValidator, pretestIdeaValidator } from "./jobShapes";

/** The brief as the pre-test reads it (BriefFacts, with the optional competitors line). */
export type PretestBrief = Infer<typeof pretestBriefValidator>;

/** The idea's text the pre-test scores. */
export type PretestIdea = Infer<typeof pretestIdeaValidator>;

/** The legend a Sharpen asks, as the studio's revision needs it. */
export type SharpenLegend = { name: string; voice?: string; signatureMoves?: string[] };

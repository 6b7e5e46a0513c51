import { v, type Infer } from "convex/values";
import { researchValidator } from "./schema";

/** What the app sees of a session: a summary for lists, the whole research for its page. */

export const sessionSummaryValidator = v.object({
  id: v.id("discoverySessions"),
  title: v.string(),
  completedAt: v.number(),
});

export const sessionDtoValidator = v.object({
  ...sessionSummaryValidator.fields,
  idea: v.string(),
  websiteUrl: v.union(v.string(), v.null()),
  createdAt: v.number(),
  research: researchValidator,
  /** Who wrote it ("offline-studio" earns the built-in studio's note), from its job. */
  provider: v.union(v.string(), v.null()),
});
export type DiscoverySessionDto = Infer<typeof sessionDtoValidator>;
export type DiscoverySessionSummary = Infer<typeof sessionSummaryValidator>;

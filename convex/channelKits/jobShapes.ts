import { v, type Infer } from "convex/values";
import { legendPersonaValidator } from "../lib/ai/validators";
import { ideaCopyFactsValidator } from "../campaigns/jobShapes";
import { CHANNEL_IDS, type ChannelId } from "../../shared/channels";

/**
 * The channel kit job's stored shapes (generation/jobShapes.ts ties them to the kind), and the
 * validators of a kit's channels and copy that ./schema.ts shares. A leaf: validators only, so
 * the generationJobs schema can name it without an import cycle.
 */

export const CHANNEL_KIT_JOB_KIND = "channelKit";

const [first, second, ...rest] = CHANNEL_IDS.map((id) => v.literal(id));
export const channelIdValidator = v.union(first, second, ...rest);

/** One asset's copy: its channel's text fields (shared/channels.ts), or the search ad's lists. */
export const channelCopyValidator = v.object({
  primaryText: v.optional(v.string()),
  headline: v.optional(v.string()),
  description: v.optional(v.string()),
  shortHeadline: v.optional(v.string()),
  longHeadline: v.optional(v.string()),
  businessName: v.optional(v.string()),
  post: v.optional(v.string()),
  title: v.optional(v.string()),
  adText: v.optional(v.string()),
  introText: v.optional(v.string()),
  headlines: v.optional(v.array(v.string())),
  descriptions: v.optional(v.array(v.string())),
});

export const channelKitJobInput = v.object({
  kitId: v.id("channelKits"),
  campaignPageId: v.id("campaignPages"),
  ideaId: v.id("ideas"),
  channels: v.array(channelIdValidator),
  legend: legendPersonaValidator,
  facts: ideaCopyFactsValidator,
  /** The page's visuals (/api/media keys), the hero first: each placement is cut from one. */
  sourceKeys: v.array(v.string()),
});
export type ChannelKitJobInput = Infer<typeof channelKitJobInput> & { channels: ChannelId[] };

export const channelKitJobResult = v.object({ kitId: v.id("channelKits"), assets: v.number() });

/**
 * Every task the built-in studio writes for, named once. Features pass these names in their
 * requests (`StudioContext.task`); ./composerMap.ts must decide a composer (or none) for each,
 * so a task added here without that decision does not compile. Kept free of imports: feature
 * prompts import their names from here without pulling in the studio's writing.
 */

export const IDEAS_TASK = "ideas";
export const STRATEGIES_TASK = "strategies";
export const DISCOVERY_TASK = "discovery";
export const BRIEF_TASK = "brief";
export const BRAND_PROFILE_TASK = "brandProfile";
export const BRAND_ALTERNATIVES_TASK = "brand-alternatives";
export const IMPORT_TASK = "import";
export const DECK_SLIDE_TASK = "sell-deck-slide";
export const AD_LOB_TASK = "ad-lob";
export const INITIAL_ADS_TASK = "campaign-ads";
export const PRETEST_TASK = "pretest";
export const SHARPEN_TASK = "sharpen";
export const CHANNEL_COPY_TASK = "channel-copy";

export const STUDIO_TASKS = [
  IDEAS_TASK,
  STRATEGIES_TASK,
  DISCOVERY_TASK,
  BRIEF_TASK,
  BRAND_PROFILE_TASK,
  BRAND_ALTERNATIVES_TASK,
  IMPORT_TASK,
  DECK_SLIDE_TASK,
  AD_LOB_TASK,
  INITIAL_ADS_TASK,
  PRETEST_TASK,
  SHARPEN_TASK,
  CHANNEL_COPY_TASK,
] as const;

export type StudioTask = (typeof STUDIO_TASKS)[number];

import type { StudioComposer } from "./composers";
import type { StudioTask } from "./taskNames";
import { adLobComposer } from "./tasks/adLob";
import { brandAlternativesComposer } from "./tasks/brandAlternatives";
import { brandProfileComposer } from "./tasks/brandProfile";
import { briefComposer } from "./tasks/brief";
import { channelCopyComposer } from "./tasks/channelCopy";
import { discoveryComposer } from "./tasks/discovery";
import { importComposer } from "./tasks/imports";
import { pretestComposer } from "./tasks/pretest";
import { sellDeckSlideComposer } from "./tasks/sellDeckSlide";
import { sharpenComposer } from "./tasks/sharpen";
import { strategiesComposer } from "./tasks/strategies";

/**
 * Each task's composer, decided once: a task missing here (or a name that is not a task) does
 * not compile, so no feature can silently fall back to the walker's generic fill. `null` means
 * the walker's draft is the answer on purpose.
 */
export const COMPOSERS: { readonly [Task in StudioTask]: StudioComposer | null } = {
  // The walker writes ideas whole, field by field (./engine/walker.ts, ./engine/fields.ts).
  ideas: null,
  strategies: strategiesComposer,
  discovery: discoveryComposer,
  brief: briefComposer,
  brandProfile: brandProfileComposer,
  "brand-alternatives": brandAlternativesComposer,
  import: importComposer,
  "sell-deck-slide": sellDeckSlideComposer,
  "ad-lob": adLobComposer,
  // Without a model the job writes the page's first ads itself (./tasks/campaignAds.ts
  // initialAdCopy, from the idea's facts), so no studio request carries this task.
  "campaign-ads": null,
  pretest: pretestComposer,
  sharpen: sharpenComposer,
  "channel-copy": channelCopyComposer,
};

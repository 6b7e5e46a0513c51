import type { CampaignPageView } from "../lib/types";

/**
 * The campaign page header's actions slot (Share, Export): the lead fills it in. Renders
 * nothing until then; the page lays out an empty slot without a gap.
 */
export function CampaignHeaderActions(_props: { page: CampaignPageView }) {
  return null;
}

import { ONBOARDING_SCREENS, ONBOARDING_STEP_COUNT } from "../../../../shared/constants";

export type TourStep = {
  /** The screen's name from the spec (section 2); also the `slideTitle` an invite sends. */
  name: (typeof ONBOARDING_SCREENS)[number];
  /** The dialog's title. */
  title: string;
  /** "Welcome", then "Step 1 of 5" to "Step 5 of 5". */
  label: string;
  text: string;
};

/*
 * The spec names six screens and counts five steps (sections 2, 4 and 9): Welcome is the
 * introduction and the five after it are the numbered steps. The progress bar spans all six.
 */
const copy: Record<TourStep["name"], { title: string; text: string }> = {
  Welcome: {
    title: "Welcome to Legendary",
    text: "An agency of advertising legends, on call. Here is how a sentence becomes a campaign, in five short steps.",
  },
  "Ad Strategist": {
    title: "Ad Strategist",
    text: "Start with a sentence about what you sell, or your website. The Ad Strategist lays out audiences, positioning and key messages for you to compare.",
  },
  "Creative Brief": {
    title: "Creative Brief",
    text: "Turn the strategy you like into a creative brief: brand, audience, key message and tone. Edit it, save it, come back to it.",
  },
  "Legendary Ideas": {
    title: "Legendary Ideas",
    text: "Hand the brief to up to three legends, AI personas inspired by advertising’s great creatives. Each pitches campaign ideas in their own manner.",
  },
  "Visualize Your Ideas": {
    title: "Visualize Your Ideas",
    text: "See an idea as ads in their real formats, from square posts to wide banners. Refine them, export them, or turn the idea into a sell deck.",
  },
  "Ready to Create": {
    title: "Ready to Create",
    text: "Begin with the prompt on the home page. Good work travels better with company: invite a colleague to join you.",
  },
};

export const TOUR_STEPS: readonly TourStep[] = ONBOARDING_SCREENS.map((name, index) => ({
  name,
  ...copy[name],
  label: index === 0 ? "Welcome" : `Step ${index} of ${ONBOARDING_STEP_COUNT}`,
}));

/** How far along the tour is, 0 to 100: the first screen already shows a sliver. */
export function tourProgress(index: number): number {
  return Math.round(((index + 1) / TOUR_STEPS.length) * 100);
}

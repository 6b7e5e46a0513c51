import { createContext } from "react";

export type OnboardingControls = {
  /** Opens the welcome tour at its first step (the account menu's 'Take the tour'). */
  openTour: () => void;
};

export const OnboardingContext = createContext<OnboardingControls | null>(null);

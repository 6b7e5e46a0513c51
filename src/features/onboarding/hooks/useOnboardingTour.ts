import { useContext } from "react";
import { OnboardingContext, type OnboardingControls } from "../lib/onboardingContext";

/** Opens the welcome tour from anywhere under `OnboardingProvider`. */
export function useOnboardingTour(): OnboardingControls {
  const controls = useContext(OnboardingContext);
  if (controls === null) throw new Error("useOnboardingTour needs an OnboardingProvider above it.");
  return controls;
}

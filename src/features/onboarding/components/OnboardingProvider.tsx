import { lazy, Suspense, useMemo, type ReactNode } from "react";
import { useOnboarding } from "../hooks/useOnboarding";
import { OnboardingContext } from "../lib/onboardingContext";

/* Only new accounts (and people who ask) see the tour: its code loads when it opens. */
const OnboardingTour = lazy(() =>
  import("./OnboardingTour").then((m) => ({ default: m.OnboardingTour })),
);

/**
 * Offers the welcome tour once to a newly verified user and lets the account menu reopen it.
 * Mounted once, in the layout, around everything that may ask for it.
 */
export function OnboardingProvider({ children }: { children: ReactNode }) {
  const { open, openTour, finish } = useOnboarding();
  const controls = useMemo(() => ({ openTour }), [openTour]);
  return (
    <OnboardingContext value={controls}>
      {children}
      {open ? (
        <Suspense fallback={null}>
          <OnboardingTour onFinish={finish} />
        </Suspense>
      ) : null}
    </OnboardingContext>
  );
}

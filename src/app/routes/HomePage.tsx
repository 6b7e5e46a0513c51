import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { useLocation } from "react-router-dom";
import { Separator } from "@radix-ui/themes";
import { SITE } from "@/config/site";
import { DeferredSection } from "@/components/layout/DeferredSection";
import { afterEngagement, ENGAGEMENT_FALLBACK_MS } from "@/lib/afterEngagement";
import { PageContainer } from "@/components/layout/PageContainer";
import { useCurrentUser } from "@/features/auth/hooks/useCurrentUser";
import { IdeasCountBanner } from "@/features/ideas/components/IdeasCountBanner";
import { HOME_ANCHORS, HOME_QUERY_PARAMS, STORAGE_KEYS } from "../../../shared/startupConstants";
import { HomeHero } from "./home/HomeHero";
import { HOW_IT_WORKS_PLACEHOLDER, SectionPlaceholder } from "./home/SectionPlaceholder";
import { useStartupTasksDue } from "./home/useStartupTasksDue";
import { useStrategistModal } from "./home/useStrategistModal";
import { isStored } from "@/lib/browserStorage";

// Below the fold: their code (carousel, picker, icons) loads after the first screen is ready.
const LegendsSection = lazy(() =>
  import("./home/LegendsSection").then((m) => ({ default: m.LegendsSection })),
);
const TestimonialsBlock = lazy(() =>
  import("./home/TestimonialsBlock").then((m) => ({ default: m.TestimonialsBlock })),
);
const HowItWorks = lazy(() => import("./home/HowItWorks").then((m) => ({ default: m.HowItWorks })));
const BriefSection = lazy(() =>
  import("./home/BriefSection").then((m) => ({ default: m.BriefSection })),
);
// Opened on demand; fetched as soon as the visitor shows intent (focus, hover).
const loadStrategistModal = () => import("./home/StrategistModal");
const StrategistModal = lazy(() =>
  loadStrategistModal().then((m) => ({ default: m.StrategistModal })),
);
const preloadStrategist = () => void loadStrategistModal();
// Small and often empty (no logos, no strip): its code never weighs on the first screen.
const BrandLogoStrip = lazy(() =>
  import("@/features/marketing/components/BrandLogoStrip").then((m) => ({
    default: m.BrandLogoStrip,
  })),
);
// The closing sections (spec 2): plans, use cases, then sign-up or the user's recent work.
const PricingSection = lazy(() =>
  import("./home/PricingSection").then((m) => ({ default: m.PricingSection })),
);
const UseCasesSection = lazy(() =>
  import("./home/UseCasesSection").then((m) => ({ default: m.UseCasesSection })),
);
const HomeCallToAction = lazy(() =>
  import("./home/HomeCallToAction").then((m) => ({ default: m.HomeCallToAction })),
);
const HomeStartupTasks = lazy(() =>
  import("./home/HomeStartupTasks").then((m) => ({ default: m.HomeStartupTasks })),
);

function scrollToBriefForm() {
  const reduced = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
  document
    .getElementById(HOME_ANCHORS.briefForm)
    ?.scrollIntoView({ behavior: reduced ? "auto" : "smooth", block: "start" });
}

/** Work waiting in this section (a pending action, a link into it) renders it at once. */
function hasPendingAction(): boolean {
  return isStored(STORAGE_KEYS.pendingAction);
}

/** A brief the visitor was working on (its ideas board included). */
function hasCurrentBrief(): boolean {
  return isStored(STORAGE_KEYS.currentBriefId) || isStored(STORAGE_KEYS.currentBriefData);
}

const BRIEF_ANCHORS = new Set<string>([HOME_ANCHORS.briefForm, HOME_ANCHORS.briefIntro]);

function briefNeededAtStart(): boolean {
  const params = new URLSearchParams(window.location.search);
  const P = HOME_QUERY_PARAMS;
  return (
    hasPendingAction() ||
    // Work in progress (back from a deck, a reload, a shared brief opened before): the brief and
    // its ideas are where the visitor left them.
    hasCurrentBrief() ||
    params.has(P.edit) ||
    params.has(P.briefId) ||
    params.has(P.showBrief) ||
    BRIEF_ANCHORS.has(window.location.hash.slice(1))
  );
}

export function HomePage() {
  const user = useCurrentUser();
  const strategist = useStrategistModal();
  const location = useLocation();
  const [briefEager, setBriefEager] = useState(briefNeededAtStart);
  const startupTasks = useStartupTasksDue(user.status);
  // A link to #pricing needs its section now, not when the visitor scrolls down to it.
  const pricingEager = location.hash === `#${HOME_ANCHORS.pricing}`;

  const { show, close } = strategist;
  const openStrategist = useCallback(
    (discoveryIQSessionId = "") => show({ mode: "strategist", initial: { discoveryIQSessionId } }),
    [show],
  );
  const revealBrief = useCallback(() => setBriefEager(true), []);
  // Touch screens give no hover to preload on: fetch the modal on the first tap or scroll.
  useEffect(() => afterEngagement(preloadStrategist, ENGAGEMENT_FALLBACK_MS), []);

  /** A strategy went into the brief form (the modal sent it): show the form. */
  const showBriefForm = useCallback(() => {
    setBriefEager(true);
    scrollToBriefForm();
  }, []);

  return (
    <>
      <title>{`${SITE.name} — ${SITE.tagline.toLowerCase()}`}</title>
      <PageContainer>
        <HomeHero
          onIntent={preloadStrategist}
          onQuickStart={(text) =>
            show({ mode: "quickIdeas", initial: { additionalContext: text }, autoRun: true })
          }
          onStrategist={() => openStrategist()}
          onBrief={showBriefForm}
          onIdea={() => show({ mode: "quickIdeas" })}
          banner={<IdeasCountBanner showJoin={user.status === "signedOut"} />}
        />
        <Suspense fallback={null}>
          <BrandLogoStrip />
        </Suspense>
        <Separator size="4" />
        <DeferredSection placeholder={<SectionPlaceholder {...HOW_IT_WORKS_PLACEHOLDER} />}>
          <HowItWorks />
        </DeferredSection>
        <Separator size="4" />
        <DeferredSection
          id={HOME_ANCHORS.briefForm}
          eager={briefEager}
          placeholder={<SectionPlaceholder cards={2} height="24rem" />}
        >
          <BriefSection onOpenStrategist={() => openStrategist()} />
        </DeferredSection>
        <Separator size="4" />
        <DeferredSection id="legends" placeholder={<SectionPlaceholder cards={3} height="36rem" />}>
          <LegendsSection />
        </DeferredSection>
        {/* Shown only once there are testimonials: no placeholder for a section that may not come. */}
        <DeferredSection placeholder={null}>
          <TestimonialsBlock />
        </DeferredSection>
        <Separator size="4" />
        <DeferredSection
          eager={pricingEager}
          placeholder={<SectionPlaceholder cards={3} height="30rem" />}
        >
          <PricingSection />
        </DeferredSection>
        <Separator size="4" />
        <DeferredSection placeholder={<SectionPlaceholder cards={2} height="24rem" />}>
          <UseCasesSection />
        </DeferredSection>
        <Separator size="4" />
        <DeferredSection placeholder={null}>
          <HomeCallToAction auth={user.status} onStartBrief={showBriefForm} />
        </DeferredSection>
      </PageContainer>
      {startupTasks ? (
        <Suspense fallback={null}>
          <HomeStartupTasks
            auth={user.status}
            show={show}
            openStrategist={openStrategist}
            revealBrief={revealBrief}
          />
        </Suspense>
      ) : null}
      {strategist.request ? (
        <Suspense fallback={null}>
          <StrategistModal
            request={strategist.request}
            open={strategist.open}
            onClose={close}
            onReopen={show}
            onStrategyUsed={showBriefForm}
          />
        </Suspense>
      ) : null}
    </>
  );
}

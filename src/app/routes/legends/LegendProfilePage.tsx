import { lazy, Suspense, useDeferredValue } from "react";
import { useParams } from "react-router-dom";
import { SITE } from "@/config/site";
import { AreaErrorBoundary } from "@/components/feedback/AreaErrorBoundary";
import { PageContainer } from "@/components/layout/PageContainer";
import { useCurrentUser } from "@/features/auth/hooks/useCurrentUser";
import { useSignInDialog } from "@/features/auth/hooks/useSignInDialog";
import { AreaError } from "@/features/legends/components/AreaMessage";
import { AllLegendsLink } from "@/features/legends/components/profile/AllLegendsLink";
import { ActivationControl } from "@/features/legends/components/profile/ActivationControl";
import { LegendIdeasPlaceholder } from "@/features/legends/components/profile/LegendIdeasPlaceholder";
import { LegendProfileView } from "@/features/legends/components/profile/LegendProfileView";
import { ProfileNotFound } from "@/features/legends/components/profile/ProfileNotFound";
import { ProfileSkeleton } from "@/features/legends/components/profile/ProfileSkeleton";
import { useLegendBySlug } from "@/features/legends/hooks/useLegendBySlug";
import { messages } from "../../../../shared/errors";
import { PrerenderedPage } from "../../prerender/prerenderedPage";

// Signed-in users' ideas area, in its own chunk (see the module).
const YourIdeasFromLegend = lazy(() =>
  import("./YourIdeasFromLegend").then((m) => ({ default: m.YourIdeasFromLegend })),
);

/** /creative-legends/{slug}: a legend's full profile, or a designed not-found page. */
export function LegendProfilePage() {
  const { slug = "" } = useParams();
  // The profile is a long page: when the legend's data arrives, it is rendered in the background
  // (React yields to the browser meanwhile) while the screen keeps what it shows, so a phone
  // stays responsive instead of freezing for the whole render. Convex delivers query results as
  // urgent updates, hence the deferral here.
  const legend = useDeferredValue(useLegendBySlug(slug));
  const user = useDeferredValue(useCurrentUser());
  const { open: openSignIn } = useSignInDialog();

  // The hero's actions and the ideas area depend on who is looking: the profile waits for that
  // too, so nothing arrives later to push its text around.
  const loading = legend.status === "loading" || user.status === "loading";

  return (
    <PageContainer py={{ initial: "6", sm: "8" }}>
      {/* What the browser painted from the HTML, until the live profile replaces it. */}
      <PrerenderedPage fallback={<ProfileSkeleton />} retired={!loading} />
      {loading ? null : legend.status === "error" ? (
        <AreaError message={messages.legends.fetchFailed} onRetry={legend.retry} />
      ) : legend.data === null ? (
        <>
          <title>{`Legend not found · ${SITE.name}`}</title>
          <ProfileNotFound slug={slug} />
        </>
      ) : (
        <>
          <title>{`${legend.data.name} · ${SITE.name}`}</title>
          <AllLegendsLink />
          <LegendProfileView
            legend={legend.data}
            actions={
              user.status === "signedIn" ? <ActivationControl legend={legend.data} /> : undefined
            }
            ideas={
              user.status === "signedIn" ? (
                <AreaErrorBoundary area="Your ideas" resetKeys={[legend.data.id]}>
                  <Suspense
                    fallback={
                      <LegendIdeasPlaceholder
                        name={legend.data.name}
                        viewer="loading"
                        onSignIn={() => openSignIn()}
                      />
                    }
                  >
                    <YourIdeasFromLegend legend={legend.data} onSignIn={() => openSignIn()} />
                  </Suspense>
                </AreaErrorBoundary>
              ) : (
                <LegendIdeasPlaceholder
                  name={legend.data.name}
                  viewer={user.status}
                  onSignIn={() => openSignIn()}
                />
              )
            }
          />
        </>
      )}
    </PageContainer>
  );
}

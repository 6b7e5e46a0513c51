import { useDeferredValue } from "react";
import { useParams } from "react-router-dom";
import { SITE } from "@/config/site";
import { AreaErrorBoundary } from "@/components/feedback/AreaErrorBoundary";
import { PageContainer } from "@/components/layout/PageContainer";
import { useCurrentUser } from "@/features/auth/hooks/useCurrentUser";
import { useSignInDialog } from "@/features/auth/hooks/useSignInDialog";
import { GenerationMetadataCard } from "@/features/generation/components/GenerationMetadataCard";
import { BuiltInStudioNote } from "@/components/feedback/BuiltInStudioNote";
import { LegendIdeasList } from "@/features/ideas/components/LegendIdeasList";
import { AreaError } from "@/features/legends/components/AreaMessage";
import { AllLegendsLink } from "@/features/legends/components/profile/AllLegendsLink";
import { ActivationControl } from "@/features/legends/components/profile/ActivationControl";
import { LegendIdeasPlaceholder } from "@/features/legends/components/profile/LegendIdeasPlaceholder";
import { LegendProfileView } from "@/features/legends/components/profile/LegendProfileView";
import { ProfileNotFound } from "@/features/legends/components/profile/ProfileNotFound";
import { ProfileSkeleton } from "@/features/legends/components/profile/ProfileSkeleton";
import { useLegendBySlug } from "@/features/legends/hooks/useLegendBySlug";
import { CampaignItButton } from "@/features/campaigns/components/CampaignItButton";
import { SellDeckButton } from "@/features/decks/components/SellDeckButton";
import { messages } from "../../../../shared/errors";
import { PrerenderedPage } from "../../prerender/prerenderedPage";
import { ideaExportSource } from "../exportSources";
import { LazyExportMenu } from "../LazyExportMenu";

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
                  <LegendIdeasList
                    legendId={legend.data.id}
                    legendName={legend.data.name}
                    empty={
                      <LegendIdeasPlaceholder
                        name={legend.data.name}
                        viewer="signedIn"
                        onSignIn={() => openSignIn()}
                      />
                    }
                    renderProvider={(provider) => <BuiltInStudioNote provider={provider} />}
                    renderMetadata={(metadata) => <GenerationMetadataCard metadata={metadata} />}
                    renderDetailsActions={(idea) => (
                      <LazyExportMenu source={() => ideaExportSource(idea)} />
                    )}
                    renderActions={(idea) => (
                      <>
                        <CampaignItButton
                          idea={idea}
                          signedIn
                          onRequireSignIn={() => openSignIn()}
                        />
                        <SellDeckButton idea={idea} signedIn onRequireSignIn={() => openSignIn()} />
                      </>
                    )}
                  />
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

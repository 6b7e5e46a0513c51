import { Suspense, useCallback, useEffect, useState } from "react";
import { useLocation } from "react-router-dom";
import { Flex, Heading, Section, Text } from "@radix-ui/themes";
import { useCurrentUser } from "@/features/auth/hooks/useCurrentUser";
import { useSignInDialog } from "@/features/auth/hooks/useSignInDialog";
import { useBrandProfileField } from "@/features/brands/hooks/useBrandProfileField";
import { BriefMenu } from "@/features/briefs/components/BriefMenu";
import { BackendScope } from "@/lib/deferredConvex/BackendScope";
import { BriefWorkspace } from "@/features/briefs/components/BriefWorkspace";
import { sendBriefCommand } from "@/features/briefs/lib/briefCommands";
import { ExperimentalModePanel } from "@/features/generation/components/ExperimentalModePanel";
import { GenerationMetadataCard } from "@/features/generation/components/GenerationMetadataCard";
import { JobProgress } from "@/features/generation/components/JobProgress";
import { BuiltInStudioNote } from "@/components/feedback/BuiltInStudioNote";
import { useExperimentalSettings } from "@/features/generation/hooks/useExperimentalSettings";
import { BriefSharingBar } from "@/features/sharing/components/BriefSharingBar";
import { NoAccessState } from "@/features/sharing/components/NoAccessState";
import { SharedWithMeMenuItems } from "@/features/sharing/components/SharedWithMeMenuItems";
import { useBriefAccess } from "@/features/sharing/hooks/useBriefAccess";
import { useUpgradePrompt } from "@/lib/useUpgradePrompt";
import { HOME_ANCHORS } from "../../../../shared/constants";
import { BrandAlternativesSlot } from "./BrandAlternativesSlot";
import { IdeasSection } from "./IdeasSection";
import { BriefCommentsButton, BriefCommentsPanel } from "./BriefComments";

const openBrief = (briefId: string) => sendBriefCommand({ type: "load", briefId, mode: "preview" });

/**
 * The brief builder as the home page composes it: the briefs feature's workspace with the
 * generation feature's progress, provenance and (for admins) Experimental Mode and metadata,
 * the auth feature's sign-in dialog, and the sharing feature's access (who may do what on a
 * saved brief, 'Share', 'Shared with me', the no-access state). Below the fold, so loaded after
 * the first screen.
 */
export function BriefSection({ onOpenStrategist }: { onOpenStrategist: () => void }) {
  const user = useCurrentUser();
  const signedIn = user.status === "signedIn";
  const isAdmin = signedIn && user.profile?.isAdmin === true;
  const experimental = useExperimentalSettings();
  const signIn = useSignInDialog();
  const upgrade = useUpgradePrompt();
  const { hash } = useLocation();
  const [savedId, setSavedId] = useState<string | null>(null);
  const access = useBriefAccess(signedIn ? savedId : null);
  // The brands feature's profiles and dialogs, handed to the brief form's brand profile field.
  const brandProfiles = useBrandProfileField(signedIn);

  // A link to one of the section's anchors lands on it once its content has laid out.
  useEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) requestAnimationFrame(() => target.scrollIntoView({ block: "start" }));
  }, [hash]);

  const requireSignIn = useCallback(
    (onSuccess?: () => void) => signIn.open({ onSuccess }),
    [signIn],
  );
  const onUpgrade = useCallback((error: unknown) => upgrade("creative_idea", error), [upgrade]);
  const onVisualsUpgrade = useCallback((error: unknown) => upgrade("production", error), [upgrade]);
  const requireSignInOnly = useCallback(() => signIn.open(), [signIn]);
  const experimentalRequest = isAdmin ? (experimental.requestSettings ?? null) : null;

  return (
    <Section size={{ initial: "2", sm: "3" }} aria-labelledby="brief-heading">
      <Flex
        id={HOME_ANCHORS.briefIntro}
        direction="column"
        gap="3"
        maxWidth="44rem"
        mb={{ initial: "5", sm: "7" }}
      >
        <Text size="2" weight="medium" color="ruby" className="eyebrow">
          The creative brief
        </Text>
        <Heading as="h2" id="brief-heading" className="section-title">
          Craft a creative brief
        </Heading>
        <Text as="p" size={{ initial: "3", sm: "4" }} color="gray">
          Four facts make a brief: the brand, who it’s for, what to say and how to sound. Fill them
          in, or use a strategy, and the studio writes the brief your legends work from.
        </Text>
      </Flex>
      <BriefWorkspace
        isAdmin={isAdmin}
        brandProfileField={brandProfiles.field}
        experimental={experimentalRequest}
        onRequireSignIn={requireSignIn}
        onUpgrade={onUpgrade}
        onOpenStrategist={onOpenStrategist}
        briefMenu={
          // The menu's paginated list reads Convex's own provider (lib/deferredConvex).
          <Suspense fallback={null}>
            <BackendScope>
              <BriefMenu onOpen={openBrief}>
                <SharedWithMeMenuItems onOpen={openBrief} />
              </BriefMenu>
            </BackendScope>
          </Suspense>
        }
        renderSharing={(saved) => (
          <Flex gap="3" align="center" wrap="wrap">
            <BriefSharingBar briefId={saved.id} briefTitle={saved.title} role={access.role} />
            <BriefCommentsButton briefId={saved.id} />
          </Flex>
        )}
        onSavedBriefChange={setSavedId}
        readOnlyReason={access.readOnlyReason}
        renderLostAccess={
          access.lost ? (startNew) => <NoAccessState onStartNew={startNew} /> : undefined
        }
        adminPanel={
          isAdmin ? (
            <ExperimentalModePanel
              isAdmin
              state={experimental.state}
              onChange={experimental.update}
            />
          ) : null
        }
        renderProgress={(job, retry) => (
          <JobProgress job={job} onRetry={retry} waitingText="Waiting for the studio…" />
        )}
        renderProvider={(provider) => <BuiltInStudioNote provider={provider} />}
        renderMetadata={(metadata) => <GenerationMetadataCard metadata={metadata} />}
        renderBrandTools={({ fields, applyBrand }) => (
          <BrandAlternativesSlot
            fields={fields}
            applyBrand={applyBrand}
            signedIn={signedIn}
            onRequireSignIn={requireSignInOnly}
            onUpgrade={onUpgrade}
          />
        )}
        renderIdeas={(brief) => (
          <IdeasSection
            brief={brief}
            signedIn={signedIn}
            experimental={experimentalRequest}
            onRequireSignIn={requireSignInOnly}
            onUpgrade={onUpgrade}
            onVisualsUpgrade={onVisualsUpgrade}
            readOnlyReason={access.readOnlyReason}
            autoThumbnails={access.isOwner}
          />
        )}
      />
      {brandProfiles.dialogs}
      {signedIn && savedId !== null ? <BriefCommentsPanel briefId={savedId} /> : null}
    </Section>
  );
}

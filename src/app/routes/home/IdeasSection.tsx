import { lazy, Suspense, useState } from "react";
import { GenerationMetadataCard } from "@/features/generation/components/GenerationMetadataCard";
import { BuiltInStudioNote } from "@/components/feedback/BuiltInStudioNote";
import { IdeasArea } from "@/features/ideas/components/IdeasArea";
import type { IdeasExperimental } from "@/features/ideas/hooks/useIdeasGeneration";
import type { IdeasBrief, PickedLegend } from "@/features/ideas/lib/types";
import { SelectedLegendChips } from "@/features/legends/components/SelectedLegendChips";
import { useSelectedLegends } from "@/features/legends/hooks/useSelectedLegends";
import { removeSelectedLegend, writeSelectedLegends } from "@/features/legends/lib/selectionStore";
import { IdeaVisuals } from "@/features/visuals/components/IdeaVisuals";
import { BriefPresence } from "@/features/presence/components/BriefPresence";
import { CampaignItButton } from "@/features/campaigns/components/CampaignItButton";
import { SellDeckButton } from "@/features/decks/components/SellDeckButton";
import { useShareLink } from "@/features/shareLinks/hooks/useShareLink";
import {
  LazyPretestBoardTools,
  LazyPretestCardBadges,
  LazyPretestScoreNote,
  LazyPretestSection,
} from "@/features/pretest/lazy";
import { useCommentCounts } from "@/features/comments/hooks/useCommentCounts";
import { ReviewBadge } from "@/features/reviews/components/ReviewBadge";
import { useTeamLegendPicker } from "./useTeamLegendPicker";
import { IdeaCommentsButton } from "./BriefComments";
import { ideaExportSource } from "../exportSources";
import { LazyExportMenu } from "../LazyExportMenu";

// Opened on demand.
const ShareLinkFallbackDialog = lazy(() =>
  import("@/features/shareLinks/components/ShareLinkFallbackDialog").then((m) => ({
    default: m.ShareLinkFallbackDialog,
  })),
);
const LegendPickerDialog = lazy(() =>
  import("@/features/legends/components/picker/LegendPickerDialog").then((m) => ({
    default: m.LegendPickerDialog,
  })),
);

type IdeasSectionProps = {
  brief: IdeasBrief;
  signedIn: boolean;
  experimental: IdeasExperimental | null;
  onRequireSignIn: () => void;
  onUpgrade: (error: unknown) => void;
  /** Thumbnails or a visual ran out of Legend Credits (the production upgrade prompt). */
  onVisualsUpgrade: (error: unknown) => void;
  /** Why this person can't generate on the brief (a viewer of a shared brief), or null. */
  readOnlyReason?: string | null;
  /**
   * Draw an idea's collage as soon as it shows (on this person's credits): only on one's own
   * brief. A colleague's page joins the owner's drawing or waits for a click.
   */
  autoThumbnails?: boolean;
};

/**
 * The ideas under the brief as the home page composes them: the legends feature's selection
 * (the same one 'Choose your legends' keeps) and picker, the ideas feature's panel and live
 * board with the visuals feature's collage and generator in each idea (a team-up legend comes
 * from the legend picker), the generation feature's provenance and admin metadata, and the
 * presence feature's avatars and activity line on a saved brief.
 */
export function IdeasSection({
  brief,
  signedIn,
  experimental,
  onRequireSignIn,
  onUpgrade,
  onVisualsUpgrade,
  readOnlyReason = null,
  autoThumbnails = true,
}: IdeasSectionProps) {
  const selected = useSelectedLegends();
  const team = useTeamLegendPicker(signedIn);
  const shareLink = useShareLink();
  // A public link is made by those who may edit the brief: visitors (whose ideas are not on a
  // saved brief) and viewers see no Share button rather than one that can only refuse.
  const canShare = signedIn && readOnlyReason === null;
  // Comments and reviews live on a saved brief, for those signed in (issue 41).
  const reviewBriefId = signedIn ? brief.savedId : null;
  const commentCounts = useCommentCounts(reviewBriefId);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [pickerLoaded, setPickerLoaded] = useState(false);

  const reselect = (legends: PickedLegend[]) =>
    writeSelectedLegends(
      legends.map((legend) => ({
        ...legend,
        label: selected.find((chosen) => chosen.id === legend.id)?.label ?? "",
      })),
    );

  return (
    <>
      {signedIn && brief.savedId !== null ? <BriefPresence briefId={brief.savedId} /> : null}
      <IdeasArea
        brief={brief}
        legends={selected}
        selection={
          <SelectedLegendChips
            legends={selected}
            onRemove={(legend) => removeSelectedLegend(legend.id)}
          />
        }
        onChooseLegends={() => {
          setPickerLoaded(true);
          setPickerOpen(true);
        }}
        onReselectLegends={reselect}
        signedIn={signedIn}
        experimental={experimental}
        readOnlyReason={readOnlyReason}
        onRequireSignIn={onRequireSignIn}
        onUpgrade={onUpgrade}
        renderBoardProvider={(provider) => <BuiltInStudioNote provider={provider} />}
        renderBoardTools={(board) => <LazyPretestBoardTools {...board} />}
        renderBadges={(idea) => (
          <>
            {reviewBriefId !== null ? (
              <ReviewBadge targetType="idea" targetId={idea.id} briefId={reviewBriefId} />
            ) : null}
            <LazyPretestCardBadges idea={idea} onUpgrade={onUpgrade} />
          </>
        )}
        renderDetailsSections={(idea) => (
          <LazyPretestSection
            idea={idea}
            onUpgrade={onUpgrade}
            renderMetadata={(metadata) => <GenerationMetadataCard metadata={metadata} />}
          />
        )}
        renderMetadata={(metadata) => <GenerationMetadataCard metadata={metadata} />}
        renderDetailsActions={(idea) => <LazyExportMenu source={() => ideaExportSource(idea)} />}
        renderActions={(idea) => (
          <>
            {reviewBriefId !== null ? (
              <IdeaCommentsButton ideaId={idea.id} counts={commentCounts} />
            ) : null}
            <CampaignItButton
              idea={idea}
              signedIn={signedIn}
              onRequireSignIn={onRequireSignIn}
              readOnlyReason={readOnlyReason}
              renderButtonNote={() => <LazyPretestScoreNote ideaId={idea.id} />}
            />
            <SellDeckButton
              idea={idea}
              signedIn={signedIn}
              onRequireSignIn={onRequireSignIn}
              readOnlyReason={readOnlyReason}
            />
          </>
        )}
        renderMedia={(idea) => (
          <IdeaVisuals
            idea={idea}
            onInsufficientCredits={onVisualsUpgrade}
            onPickTeamLegend={team.pickTeamLegend}
            onShare={
              canShare
                ? async () => {
                    await shareLink.share({ ideaId: idea.id });
                  }
                : undefined
            }
            readOnlyReason={readOnlyReason}
            autoGenerate={autoThumbnails}
            renderButtonNote={() => <LazyPretestScoreNote ideaId={idea.id} />}
          />
        )}
      />
      {team.picker}
      {shareLink.fallbackUrl !== null ? (
        <Suspense fallback={null}>
          <ShareLinkFallbackDialog
            url={shareLink.fallbackUrl}
            onClose={shareLink.dismissFallback}
          />
        </Suspense>
      ) : null}
      {pickerLoaded ? (
        <Suspense fallback={null}>
          <LegendPickerDialog
            open={pickerOpen}
            onOpenChange={setPickerOpen}
            selected={selected}
            signedIn={signedIn}
            onConfirm={({ legends }) => writeSelectedLegends(legends)}
          />
        </Suspense>
      ) : null}
    </>
  );
}

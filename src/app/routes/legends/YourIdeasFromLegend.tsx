import { GenerationMetadataCard } from "@/features/generation/components/GenerationMetadataCard";
import { BuiltInStudioNote } from "@/components/feedback/BuiltInStudioNote";
import { LegendIdeasList } from "@/features/ideas/components/LegendIdeasList";
import { LegendIdeasPlaceholder } from "@/features/legends/components/profile/LegendIdeasPlaceholder";
import type { Legend } from "@/features/legends/lib/types";
import { CampaignItButton } from "@/features/campaigns/components/CampaignItButton";
import { SellDeckButton } from "@/features/decks/components/SellDeckButton";
import { ideaExportSource } from "../exportSources";
import { LazyExportMenu } from "../LazyExportMenu";

/**
 * 'Your ideas from {name}' for a signed-in user: the ideas this legend pitched them, with their
 * actions. Its own chunk (LegendProfilePage loads it lazily): visitors, who see a sign-in prompt
 * here, never download or run the ideas list and its dialogs.
 */
export function YourIdeasFromLegend({
  legend,
  onSignIn,
}: {
  legend: Pick<Legend, "id" | "name">;
  onSignIn: () => void;
}) {
  return (
    <LegendIdeasList
      legendId={legend.id}
      legendName={legend.name}
      empty={<LegendIdeasPlaceholder name={legend.name} viewer="signedIn" onSignIn={onSignIn} />}
      renderProvider={(provider) => <BuiltInStudioNote provider={provider} />}
      renderMetadata={(metadata) => <GenerationMetadataCard metadata={metadata} />}
      renderDetailsActions={(idea) => <LazyExportMenu source={() => ideaExportSource(idea)} />}
      renderActions={(idea) => (
        <>
          <CampaignItButton idea={idea} signedIn onRequireSignIn={onSignIn} />
          <SellDeckButton idea={idea} signedIn onRequireSignIn={onSignIn} />
        </>
      )}
    />
  );
}

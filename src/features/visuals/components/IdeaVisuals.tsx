import { useState } from "react";
import { Button } from "@radix-ui/themes";
import { MagicWandIcon } from "@radix-ui/react-icons";
import type { PickTeamLegend, VisualIdea } from "../lib/types";
import { IdeaCollage } from "./IdeaCollage";
import { VisualGeneratorDialog } from "./VisualGeneratorDialog";

export type IdeaVisualsProps = {
  idea: VisualIdea;
  /** Optional line over the collage's hero. */
  tagline?: string;
  /** Generate the collage as soon as the idea shows when it has none. Default on. */
  autoGenerate?: boolean;
  /** Legend Credits ran out (thumbnails or a visual): open the upgrade path. */
  onInsufficientCredits?: (error: unknown) => void;
  /** Opens the team-up legend picker; without it the generator offers no team-up. */
  onPickTeamLegend?: PickTeamLegend;
  /** Shares the idea; the share button shows only when given. */
  onShare?: () => void | Promise<void>;
  /** Why this person can't make visuals here (a viewer of a shared brief), or null. */
  readOnlyReason?: string | null;
};

/**
 * Everything visual about one idea, for the slot in its card: the collage with regenerate and
 * share, and 'Generate visual' opening the generator with the idea's visuals.
 */
export function IdeaVisuals({
  idea,
  onInsufficientCredits,
  onPickTeamLegend,
  readOnlyReason = null,
  autoGenerate,
  ...collage
}: IdeaVisualsProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <IdeaCollage
        idea={idea}
        onInsufficientCredits={onInsufficientCredits}
        {...collage}
        autoGenerate={autoGenerate}
        readOnlyReason={readOnlyReason}
        actions={
          <Button
            size="2"
            variant="soft"
            disabled={readOnlyReason !== null}
            title={readOnlyReason ?? undefined}
            onClick={() => setOpen(true)}
          >
            <MagicWandIcon aria-hidden />
            Generate visual
          </Button>
        }
      />
      <VisualGeneratorDialog
        open={open}
        onOpenChange={setOpen}
        idea={idea}
        onInsufficientCredits={onInsufficientCredits}
        onPickTeamLegend={onPickTeamLegend}
      />
    </>
  );
}
